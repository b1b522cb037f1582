// The Munchkin Panic table as a typed view (app/views/panic_view.h), its phase an enum that the one
// serializer writes as the log's name, and the views of a head built once for every face of the session
// (app/views/head_views.h): GameSession and the phones' server read the same values.

#include "app/session/gamesession.h"
#include "app/views/gadget_json.h"
#include "app/views/head_views.h"
#include "app/views/panic_move_view.h"
#include "app/views/panic_view.h"
#include "db/codec/panic_json.h"
#include "rules/game/apply.h"
#include "rules/panic/board.h"
#include "tests/support/table_fixtures.h"

#include <QJsonArray>
#include <QMetaProperty>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
namespace views = arbiter::app::views;
namespace game = arbiter::rules::game;
namespace pn = arbiter::rules::panic;
using arbiter::app::SessionCore;

namespace {

// Joan, Gloria and Marshall's siege, set up, with a Goblin in Archer 2 that has taken a hit.
game::GameState siege()
{
    game::GameState state =
        game::startGame(arbiter::testing::panicTable("Siege", {"Joan", "Gloria", "Marshall"}));
    state.panic->settingUp = false;
    state.panic->phase = pn::Phase::PlayCards;
    pn::BoardMonster goblin;
    goblin.id = "m1";
    goblin.name = "Goblin";
    goblin.arc = 2;
    goblin.ring = pn::Ring::Archer;
    goblin.health = 1;
    state.panic->board.monsters.push_back(goblin);
    state.panic->board.walls[3] = false;
    return state;
}

}  // namespace

class TestPanicView : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void aCardGameHasNoPanicTable()
    {
        const game::GameState state = game::startGame(
            arbiter::testing::munchkinTable("Friday", std::vector<std::string>{"Ann", "Bob"}));
        QVERIFY(!views::panicViewOf(state, {}).active);
    }

    void theTableIsTyped()
    {
        const views::PanicView view = views::panicViewOf(siege(), {{u"Joan"_s, u"#112233"_s}});
        QVERIFY(view.active);
        QCOMPARE(view.phase, views::PanicPhases::PlayCards);
        QCOMPARE(view.phaseName, u"Play Cards"_s);
        QCOMPARE(view.current, u"Joan"_s);
        QCOMPARE(view.seats.size(), 3);
        const auto joan = view.seats.at(0).value<views::PanicSeatView>();
        QCOMPARE(joan.name, u"Joan"_s);
        QCOMPARE(joan.colour, u"#112233"_s);
        QVERIFY(joan.isCurrent);
        QVERIFY(!view.seats.at(1).value<views::PanicSeatView>().isCurrent);
        QCOMPARE(view.board.monsters.size(), 1);
        const auto goblin = view.board.monsters.at(0).value<views::PanicMonsterView>();
        QCOMPARE(goblin.name, u"Goblin"_s);
        QCOMPARE(goblin.ring, u"archer"_s);
        QCOMPARE(goblin.health, 1);
        QCOMPARE(goblin.colour, u"red"_s);  // arcs 1 and 2 are red
        QCOMPARE(goblin.maxHealth, siege().panic->board.monsters.at(0).maxHealth());
        QCOMPARE(view.board.walls, (QList<int>{1, 2, 3, 5, 6}));
        QCOMPARE(view.board.towersLeft, 6);
        QVERIFY(!view.bagMonsters.isEmpty());
        QVERIFY(!view.bagCurses.isEmpty());
        QVERIFY(view.discarded.isEmpty());
    }

    // The Monsters off the board for good, which Invoke Obscure Rules draws from, in the order they left.
    void theDiscardedMonstersAreListed()
    {
        game::GameState state = siege();
        state.panic->slainOrDiscarded = {"Orc", "Troll"};
        QCOMPARE(views::panicViewOf(state, {}).discarded, (QStringList{u"Orc"_s, u"Troll"_s}));
    }

    // Each of the rules' phases is the enum's value of the same name, in the same order.
    void everyPhaseHasItsEnumValue()
    {
        const QMetaEnum phases = QMetaEnum::fromType<views::PanicPhases::Phase>();
        QCOMPARE(phases.keyCount(), static_cast<int>(pn::phaseDescriptors().size()));
        for (const pn::PhaseDescriptor& phase : pn::phaseDescriptors()) {
            game::GameState state = siege();
            state.panic->phase = phase.phase;
            const QJsonObject json = views::jsonOf(views::panicViewOf(state, {}));
            QCOMPARE(json.value(u"phase"_s).toString(), QString::fromUtf8(phase.id.data(), phase.id.size()));
            QCOMPARE(phases.value(static_cast<int>(phase.phase)),
                     static_cast<int>(views::phaseOf(phase.phase)));
        }
    }

    // Each kind of event the rules know is the enum's value of the same place, and the serializer writes
    // it as the log does.
    void everyEventKindIsNamedAsTheLogNamesIt()
    {
        const QMetaEnum kinds = QMetaEnum::fromType<views::PanicEvents::Kind>();
        for (int i = 0; i < kinds.keyCount(); ++i) {
            pn::Event event;
            event.type = static_cast<pn::EventType>(i);
            views::PanicEventView view;
            view.type = views::eventKindOf(event.type);
            QCOMPARE(static_cast<int>(view.type), i);
            const QString logName = arbiter::db::toJson(std::span<const pn::Event>(&event, 1))
                                        .at(0)
                                        .toObject()
                                        .value(u"type"_s)
                                        .toString();
            QCOMPARE(views::jsonOf(view).value(u"type"_s).toString(), logName);
        }
    }

    // The phones get the same table, written by the one serializer: enums by name, lists of arcs as numbers.
    void thePhonesJsonIsTheSameView()
    {
        const views::PanicView view = views::panicViewOf(siege(), {});
        const QJsonObject json = views::jsonOf(view);
        for (int i = 0; i < views::PanicView::staticMetaObject.propertyCount(); ++i) {
            const char* name = views::PanicView::staticMetaObject.property(i).name();
            QVERIFY2(json.contains(QLatin1StringView(name)), name);
        }
        QCOMPARE(json.value(u"phase"_s).toString(), u"play-cards"_s);
        const QJsonObject board = json.value(u"board"_s).toObject();
        QCOMPARE(board.value(u"walls"_s).toArray(), (QJsonArray{1, 2, 3, 5, 6}));
        const QJsonObject goblin = board.value(u"monsters"_s).toArray().at(0).toObject();
        QCOMPARE(goblin.value(u"name"_s).toString(), u"Goblin"_s);
        QCOMPARE(goblin.value(u"maxHealth"_s).toInt(),
                 view.board.monsters.at(0).value<views::PanicMonsterView>().maxHealth);
        QCOMPARE(json.value(u"seats"_s).toArray().size(), 3);
    }

    // The views of a head are built when first read and kept until the core changes.
    void builtOncePerHead()
    {
        QTemporaryDir dir;
        SessionCore core;
        QVERIFY(!core.openFile(dir.filePath(u"log.sqlite"_s)).failed());
        views::HeadViews headViews(core);
        QVERIFY(
            core.newGame(arbiter::testing::munchkinTable("Friday", std::vector<std::string>{"Ann", "Bob"}))
                .recorded);
        headViews.combat();
        headViews.panic();
        const int built = headViews.builds();
        QCOMPARE(built, 2);
        headViews.combat();
        headViews.panic();
        QCOMPARE(headViews.builds(), built);
        QVERIFY(core.perform(game::actions::ChangeLevel{"Ann", 1}).recorded);
        QCOMPARE(headViews.builds(), built);  // nothing is built until someone reads
        QVERIFY(!headViews.combat().active);
        headViews.combat();
        QCOMPARE(headViews.builds(), built + 1);
    }

    // GameSession shows the shared views: a change builds the fight and the table once, however often
    // QML reads them.
    void theSessionReadsTheSharedViews()
    {
        QTemporaryDir dir;
        arbiter::app::GameSession session;
        QVERIFY(session.openFile(dir.filePath(u"log.sqlite"_s)));
        QVERIFY(session.core()
                    ->newGame(arbiter::testing::panicTable("Siege", {"Joan", "Gloria", "Marshall"}))
                    .recorded);
        const int built = session.headViews().builds();
        for (int i = 0; i < 3; ++i) {
            QVERIFY(session.panic().active);
            QCOMPARE(session.panic().phase, views::PanicPhases::DiscardAndDraw);
        }
        QCOMPARE(session.headViews().builds(), built);
        QCOMPARE(session.panic(), session.headViews().panic());
        // The property QML binds to is the typed view, not a map.
        const QMetaObject& meta = arbiter::app::GameSession::staticMetaObject;
        QCOMPARE(meta.property(meta.indexOfProperty("panic")).metaType(),
                 QMetaType::fromType<views::PanicView>());
    }
};

QTEST_GUILESS_MAIN(TestPanicView)
#include "tst_panic_view.moc"
