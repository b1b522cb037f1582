// A Monster's tags typed in the app's language reach the referee as its English tags: a German „Untot“
// lets a Monster join the Undead by the Undead rule, as "Undead" does; other tags stay as typed.

#include <QTest>
#include <QTranslator>

#include "app/actions/monster_tags.h"
#include "app/actions/munchkin_actions.h"
#include "app/views/combat_view.h"
#include "rules/game/state.h"
#include "rules/munchkin/combat.h"
#include "rules/munchkin/edition.h"

using arbiter::app::MonsterCard;
using arbiter::app::MunchkinActions;
using namespace Qt::StringLiterals;

namespace act = arbiter::rules::game::actions;
namespace mk = arbiter::rules::munchkin;

namespace {

// German as a translator writes the tribes' tags: one spelling, or several separated by |.
class GermanTags : public QTranslator {
public:
    QString translate(const char* context, const char* source, const char* /*disambiguation*/,
                      int /*n*/) const override
    {
        if (QByteArrayView(context) != "MonsterTags")
            return {};
        if (QByteArrayView(source) == "Undead")
            return u"Untot|Untote|Untoter"_s;
        if (QByteArrayView(source) == "Demon")
            return u"Dämon"_s;
        return {};
    }
    bool isEmpty() const override { return false; }
};

// The Monster that joins the fight, built as the tablet's combat form builds it.
mk::Monster joiningMonster(const QStringList& tags)
{
    MonsterCard card = MunchkinActions::monsterCard();
    card.name = u"Ghoul"_s;
    card.level = 6;
    card.tags = tags;
    card.joinedBy = u"undead"_s;
    const auto request = MunchkinActions::addMonster(card);
    const auto* added = request.action() ? request.action()->getIf<act::AddMonster>() : nullptr;
    return added ? added->monster : mk::Monster{};
}

bool joinsByTheUndeadRule(const mk::Monster& newcomer)
{
    mk::Monster zombie;
    zombie.name = "Zombie";
    zombie.level = 4;
    zombie.tags = {"Undead"};
    return mk::checkJoin(mk::profile(mk::Edition::Deluxe), std::vector<mk::Monster>{zombie}, newcomer).legal;
}

}  // namespace

class TestMonsterTags : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void tagsInTheAppsLanguage_data()
    {
        QTest::addColumn<QStringList>("typed");
        QTest::addColumn<QStringList>("expected");
        QTest::addColumn<bool>("joins");
        QTest::newRow("German") << QStringList{u"Untot"_s} << QStringList{u"Undead"_s} << true;
        QTest::newRow("another spelling, any case")
            << QStringList{u" untote "_s} << QStringList{u"Undead"_s} << true;
        QTest::newRow("English too") << QStringList{u"undead"_s} << QStringList{u"Undead"_s} << true;
        QTest::newRow("other tags as typed")
            << QStringList{u"Vampir"_s, u"dämon"_s} << QStringList{u"Vampir"_s, u"Demon"_s} << false;
    }

    void tagsInTheAppsLanguage()
    {
        QFETCH(QStringList, typed);
        QFETCH(QStringList, expected);
        QFETCH(bool, joins);
        GermanTags german;
        QCoreApplication::installTranslator(&german);
        QCOMPARE(arbiter::app::rulesMonsterTags(typed), expected);
        const mk::Monster ghoul = joiningMonster(typed);
        QCoreApplication::removeTranslator(&german);
        QCOMPARE(joinsByTheUndeadRule(ghoul), joins);
    }

    void germanTagsNeedGerman()
    {
        // Without the German words installed, „Untot“ is a tag like any other: the Undead rule refuses.
        QCOMPARE(arbiter::app::rulesMonsterTags({u"Untot"_s}), QStringList{u"Untot"_s});
        QVERIFY(!joinsByTheUndeadRule(joiningMonster({u"Untot"_s})));
        QVERIFY(joinsByTheUndeadRule(joiningMonster({u"Undead"_s})));
    }

    void theFightShowsTheTagInTheAppsLanguage()
    {
        // The tag the referee keeps in English reads back as the player typed it; an untranslated tag as is.
        namespace game = arbiter::rules::game;
        game::GameState state;
        state.players.resize(2);
        state.players[0].name = "Ann";
        state.players[1].name = "Bob";
        mk::Monster ghoul;
        ghoul.name = "Ghoul";
        ghoul.level = 6;
        ghoul.tags = {"Undead", "Vampire"};
        state.combat = game::CombatState{};
        state.combat->fighter = "Ann";
        state.combat->monsters = {ghoul};
        GermanTags german;
        QCoreApplication::installTranslator(&german);
        const arbiter::app::views::CombatView view = arbiter::app::views::combatViewOf(state);
        QCoreApplication::removeTranslator(&german);
        QCOMPARE(view.monsters.size(), 1);
        const auto monster = view.monsters.first().value<arbiter::app::views::MonsterView>();
        QCOMPARE(monster.tags, (QStringList{u"Untot"_s, u"Vampire"_s}));
    }
};

QTEST_GUILESS_MAIN(TestMonsterTags)
#include "tst_monster_tags.moc"
