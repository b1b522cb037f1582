// ActionContexts: who was acting before each action of the game, for the words of its history. Learnt
// from one replay of the log when the game was just opened, kept as the head moves, and replayed again
// only when the log has grown since: a row whose parent is missing costs no second replay.

#include <QTemporaryDir>
#include <QTest>

#include "app/core/session_core.h"
#include "app/views/action_contexts.h"
#include "rules/game/apply.h"
#include "tests/support/table_fixtures.h"

using arbiter::app::ActionContext;
using arbiter::app::ActionContexts;
using arbiter::app::SessionCore;
using arbiter::db::HistoryEntry;
using arbiter::testing::fightMonster;
using arbiter::testing::goUpALevel;
using arbiter::testing::munchkinTable;
using namespace Qt::StringLiterals;
namespace game = arbiter::rules::game;
namespace act = arbiter::rules::game::actions;
namespace mk = arbiter::rules::munchkin;

namespace {

// The history row that recorded an action of this kind (the first one).
HistoryEntry rowOf(SessionCore& core, const QString& kind)
{
    for (const HistoryEntry& entry : core.history())
        if (entry.action.value(u"kind"_s).toString() == kind)
            return entry;
    return {};
}

}  // namespace

class TestActionContexts : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_dir.isValid());
        m_core = std::make_unique<SessionCore>();
        m_core->setFollowInterval(0);
        QVERIFY(!m_core->openFile(m_dir.filePath(u"contexts-%1.sqlite"_s.arg(++m_files))).failed());
        QVERIFY(!m_core
                     ->newGame(munchkinTable("Contexts", {{"Ann", mk::Sex::Female, std::nullopt, {}},
                                                          {"Bob", mk::Sex::Male, std::nullopt, {}}}))
                     .failed());
        for (const game::Action& action :
             {goUpALevel("Ann"), fightMonster("Net Troll", 2, 1), game::Action{act::AskForHelp{"Bob"}},
              game::Action{act::ResolveCombat{}}})
            QVERIFY(m_core->perform(action).recorded);
    }

    // Opened with nothing learnt: the first row asked for replays the log once, and every row's context
    // comes from it.
    void oneReplayForTheWholeLog()
    {
        ActionContexts contexts(*m_core);
        const ActionContext levelUp = contexts.before(rowOf(*m_core, u"change-level"_s));
        QCOMPARE(contexts.replays(), 1);
        QCOMPARE(levelUp.current, u"Ann"_s);
        QVERIFY(levelUp.fighter.isEmpty());

        const ActionContext help = contexts.before(rowOf(*m_core, u"ask-for-help"_s));
        QCOMPARE(help.fighter, u"Ann"_s);
        QCOMPARE(help.monsters, QStringList{u"Net Troll"_s});
        QVERIFY(help.helper.isEmpty());
        const ActionContext resolve = contexts.before(rowOf(*m_core, u"resolve-combat"_s));
        QCOMPARE(resolve.fighter, u"Ann"_s);
        QCOMPARE(resolve.helper, u"Bob"_s);
        QCOMPARE(resolve.outcome, u"win"_s);
        QCOMPARE(contexts.replays(), 1);
    }

    // A row whose parent the log does not have gets an empty context, and no second replay while the
    // log has not grown; once it has (another writer's rows, say), one more replay.
    void aMissingParentCostsNoSecondReplay()
    {
        ActionContexts contexts(*m_core);
        contexts.before(rowOf(*m_core, u"change-level"_s));
        HistoryEntry orphan = rowOf(*m_core, u"resolve-combat"_s);
        orphan.parent = 9999;
        for (int i = 0; i < 3; ++i) {
            const ActionContext none = contexts.before(orphan);
            QVERIFY(none.current.isEmpty());
            QVERIFY(none.fighter.isEmpty());
        }
        QCOMPARE(contexts.replays(), 1);

        QVERIFY(m_core->perform(goUpALevel("Bob")).recorded);
        m_core->history();  // the new row is read
        contexts.before(orphan);
        QCOMPARE(contexts.replays(), 2);
        contexts.before(orphan);
        QCOMPARE(contexts.replays(), 2);
    }

    // What the session remembers as the head moves needs no replay; forget() (another game) starts over.
    void rememberedStatesNeedNoReplay()
    {
        ActionContexts contexts(*m_core);
        contexts.remember(m_core->head(), *m_core->state());
        QVERIFY(m_core->perform(goUpALevel("Bob")).recorded);
        const HistoryEntry latest = m_core->history().back();
        QCOMPARE(latest.parent, m_core->head() - 1);
        QCOMPARE(contexts.before(latest).current, u"Ann"_s);
        QCOMPARE(contexts.replays(), 0);

        contexts.forget();
        QCOMPARE(contexts.before(latest).current, u"Ann"_s);
        QCOMPARE(contexts.replays(), 1);
    }

private:
    QTemporaryDir m_dir;
    int m_files = 0;
    std::unique_ptr<SessionCore> m_core;
};

QTEST_GUILESS_MAIN(TestActionContexts)
#include "tst_action_contexts.moc"
