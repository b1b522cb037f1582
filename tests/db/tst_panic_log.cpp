// Munchkin Panic through the game log: the rulebook's sample turn (Joan's) played as actions, with
// every number the rulebook gives checked along the way; refusals that write nothing; reopening,
// export/import and verify of a Panic game; the Panic state's JSON round trip.

#include "db/codec/game_json.h"
#include "db/store/game_log.h"
#include "db/store/log_store.h"
#include "log_test_support.h"
#include "rules/game/apply.h"
#include "rules/panic/catalogue.h"
#include "tests/support/random_panic_game.h"
#include "tests/support/table_fixtures.h"

#include <QTemporaryDir>
#include <QTest>

using namespace arbiter::db;
using namespace Qt::StringLiterals;
namespace game = arbiter::rules::game;
namespace act = arbiter::rules::game::actions;
namespace pn = arbiter::rules::panic;

namespace {

game::GameSetup joansTable()
{
    return arbiter::testing::panicTable("Sample turn", {"Joan", "Gloria", "Marshall", "Seth"});
}

pn::BoardMonster monster(const std::string& name, int arc, pn::Ring ring, int health)
{
    pn::BoardMonster m;
    m.id = name;
    m.name = name;
    m.arc = arc;
    m.ring = ring;
    m.points = pn::findMonsterToken(name)->points;
    m.health = health;
    return m;
}

act::PanicHit hit(const std::string& target, const std::string& card, std::vector<std::string> weapons)
{
    act::PanicHit action;
    action.hit.target = target;
    action.hit.attack.push_back({card, std::move(weapons), false, false});
    return action;
}

const game::PanicSeat& seat(const game::GameState& state, int index)
{
    return state.panic->seats[static_cast<std::size_t>(index)];
}

int points(const game::PanicSeat& seat)
{
    int total = 0;
    for (const game::Trophy& trophy : seat.trophies)
        total += trophy.points + trophy.additionErrors;
    return total;
}

}  // namespace

class TestPanicLog : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_files = 0;

    QString newPath() { return m_dir.filePath(u"panic-%1.sqlite"_s.arg(++m_files)); }
    static void record(GameLog& log, const game::Action& action)
    {
        const StoreResult<Recorded> result = log.record(action);
        QVERIFY2(result.ok(), result.ok() ? "" : qPrintable(result.error().message));
        QString why;
        for (const arbiter::rules::Reason& reason : result.value().verdict.reasons)
            why += QString::fromUtf8(reason.rule.data(), static_cast<qsizetype>(reason.rule.size())) + u": "_s
                   + QString::fromStdString(reason.text) + u'\n';
        QVERIFY2(
            result.value().recorded,
            qPrintable(QString::fromStdString(std::string(game::kindName(action))) + u" refused:\n"_s + why));
    }
    static void refuse(GameLog& log, const game::Action& action, std::string_view rule)
    {
        const qint64 head = log.head();
        const game::GameState before = log.state();
        const StoreResult<Recorded> result = log.record(action);
        QVERIFY(result.ok());
        QVERIFY(!result.value().recorded);
        QVERIFY2(result.value().verdict.cites(rule), rule.data());
        QCOMPARE(log.head(), head);
        QVERIFY(log.state() == before);
    }

    // The table as the sample turn finds it: set-up by the die, then a few rounds later (entered as a
    // correction) the Gazebo in a blue Knight space, the Net Troll in a red Archer space (hit once
    // already: at 3), the Large Angry Chicken in a green Swordsman space, the Shrieking Geek in a blue
    // Archer space; Joan 4 points, Gloria 5, Marshall and Seth 2 each.
    void playToJoansTurn(GameLog& log)
    {
        const std::pair<const char*, int> setUp[] = {
            {"Gazebo", 5}, {"Net Troll", 1}, {"Large Angry Chicken", 3}, {"Shrieking Geek", 6}};
        for (const auto& [token, roll] : setUp)
            record(log, act::PanicPlaceMonster{token, roll, false});
        QVERIFY(!log.state().panic->settingUp);
        QCOMPARE(log.state().panic->board.monsters.front().ring, pn::Ring::Archer);

        pn::Board board;
        board.monsters = {monster("Gazebo", 5, pn::Ring::Knight, 3),
                          monster("Net Troll", 1, pn::Ring::Archer, 3),
                          monster("Large Angry Chicken", 3, pn::Ring::Swordsman, 2),
                          monster("Shrieking Geek", 6, pn::Ring::Archer, 3)};
        record(log, act::PanicSetBoard{board});
        record(log, act::PanicSetTrophies{"Joan", {"King Tut", "3,872 Orcs"}});
        record(log, act::PanicSetTrophies{"Gloria", {"Plutonium Dragon"}});
        record(log, act::PanicSetTrophies{"Marshall", {"Floating Nose"}});
        record(log, act::PanicSetTrophies{"Seth", {"Pit Bull"}});
        record(log, act::PanicSetHand{"Joan", 3, 4});
        record(log, act::PanicSetHand{"Seth", std::nullopt, 1});
    }

private slots:
    void samplePanicTurn()
    {
        auto store = test::openStoreOrDie(newPath());
        const qint64 id = GameLog::create(*store, joansTable()).value();
        auto log = std::move(GameLog::open(*store, id)).value();
        // A 4-player game deals 5 Castle cards and 1 Treasure.
        QCOMPARE(seat(log->state(), 0).castleCards, 5);
        QCOMPARE(seat(log->state(), 0).treasure, 1);
        refuse(*log, act::PanicDiscardDraw{0, false, false, std::nullopt}, "game.panic-setup");
        playToJoansTurn(*log);
        QCOMPARE(points(seat(log->state(), 0)), 4);

        // Phase 1: no discard; 3 Castle cards drawn up to 5.
        record(*log, act::PanicDiscardDraw{0, false, false, std::nullopt});
        QCOMPARE(seat(log->state(), 0).castleCards, 5);
        QCOMPARE(log->state().panic->phase, pn::Phase::GiveCharity);

        // Phase 2: 4 Treasure against a limit of 3; Marshall and Seth tie lowest, Joan picks Seth.
        refuse(*log, act::PanicNextPhase{pn::Phase::PlayCards}, "panic.charity-limit");
        refuse(*log, act::PanicCharity{{"Gloria"}}, "panic.charity-split");
        record(*log, act::PanicCharity{{"Seth"}});
        QCOMPARE(seat(log->state(), 0).treasure, 3);
        QCOMPARE(seat(log->state(), 3).treasure, 2);
        record(*log, act::PanicNextPhase{pn::Phase::PlayCards});

        // Phase 3: Blue Knight + Boots of Butt-Kicking slay the Gazebo (3).
        record(*log, hit("Gazebo", "Blue Knight", {"Boots of Butt-Kicking"}));
        // Any Color Swordsman + Spiky Knees slay the Large Angry Chicken (2).
        record(*log, hit("Large Angry Chicken", "Any Color Swordsman", {"Spiky Knees"}));
        // Blue Archer takes the Shrieking Geek down to 2.
        record(*log, hit("Shrieking Geek", "Blue Archer", {}));
        QCOMPARE(log->state().panic->board.find("Shrieking Geek")->health, 2);
        // A Red Swordsman cannot reach the Net Troll in the Archer ring...
        refuse(*log, hit("Net Troll", "Red Swordsman", {}), "panic.hit-ring-colour");
        // ...until Cotion of Ponfusion brings it into the red Swordsman space.
        record(*log, act::PanicMoveMonster{"Net Troll", "Cotion of Ponfusion", 1, pn::Ring::Swordsman,
                                           std::nullopt});
        act::PanicHit withSeth = hit("Net Troll", "Red Swordsman", {"Buckler of Swashing"});
        withSeth.hit.attack.front().weaponsByHelper = true;
        withSeth.helper = "Seth";
        withSeth.treasureTo = "Seth";
        record(*log, withSeth);
        // One deal per turn: Marshall cannot help as well.
        act::PanicHit second = hit("Shrieking Geek", "Blue Archer", {});
        second.helper = "Marshall";
        refuse(*log, second, "panic.one-deal");

        const game::GameState& afterHits = log->state();
        QCOMPARE(points(seat(afterHits, 0)), 4 + 3 + 2 + 4);
        QCOMPARE(seat(afterHits, 0).castleCards, 1);  // just the Flask of Glue
        QCOMPARE(seat(afterHits, 0).treasure, 0);
        QCOMPARE(seat(afterHits, 0).treasureWaiting, 2);
        QCOMPARE(seat(afterHits, 3).treasureWaiting, 2);
        QCOMPARE(afterHits.panic->board.monsters.size(), std::size_t(1));

        // Phase 4: the Treasure joins the hands; Swiss Army Polearm draws a Castle card (a Blue Archer
        // that must wait: Hit cards are not any-time cards).
        record(*log, act::PanicNextPhase{pn::Phase::AddTreasure});
        QCOMPARE(seat(log->state(), 0).treasure, 2);
        QCOMPARE(seat(log->state(), 3).treasure, 2 - 1 + 2);
        refuse(*log, hit("Shrieking Geek", "Blue Archer", {}), "panic.play-cards-only");
        record(*log, act::PanicSetHand{"Joan", 2, 1});

        // Phase 5: only the Shrieking Geek moves, from the blue Archer space to the blue Knight space.
        refuse(*log, act::PanicNextPhase{pn::Phase::PlaceMonsters}, "game.phase");
        record(*log, act::PanicNextPhase{pn::Phase::MoveMonsters});
        record(*log, act::PanicMoveMonsters{});
        QCOMPARE(log->state().panic->board.find("Shrieking Geek")->ring, pn::Ring::Knight);

        // Phase 6: Undead Horse on a 3; Monsters in Blue move; Lose Help; Bullrog; Pukachu.
        record(*log, act::PanicNextPhase{pn::Phase::PlaceMonsters});
        record(*log, act::PanicPlaceMonster{"Undead Horse", 3, false});
        record(*log, act::PanicDrawCurse{{pn::CurseToken::MoveBlue, std::nullopt, {}}, {}});
        QCOMPARE(log->state().panic->board.find("Shrieking Geek")->ring, pn::Ring::Swordsman);
        record(*log, act::PanicDrawCurse{{pn::CurseToken::LoseHelp, std::nullopt, {}}, {}});
        QVERIFY(seat(log->state(), 0).loseHelp);
        record(*log, act::PanicPlaceMonster{"Bullrog", 5, false});
        refuse(*log, act::EndTurn{}, "panic.monsters-placed");
        record(*log, act::PanicPlaceMonster{"Pukachu", 2, false});
        refuse(*log, act::PanicPlaceMonster{"Pit Bull", 4, false}, "game.panic-token");
        record(*log, act::EndTurn{});

        const game::GameState end = log->state();
        QCOMPARE(end.current, std::size_t(1));  // Gloria, to Joan's left
        QCOMPARE(end.panic->phase, pn::Phase::DiscardAndDraw);
        QCOMPARE(end.panic->board.monsters.size(), std::size_t(4));
        QCOMPARE(end.panic->board.towersLeft(), 6);
        QCOMPARE(end.panic->board.find("Undead Horse")->ring, pn::Ring::Forest);
        QCOMPARE(end.panic->board.find("Undead Horse")->arc, 3);
        QVERIFY(end.panic->board.find("Undead Horse")->health == 2);

        // The log keeps it: reopen, verify, export and import give the same state.
        auto reopened = std::move(GameLog::open(*store, id)).value();
        QVERIFY(reopened->state() == end);
        const VerifyReport report = reopened->verify().value();
        QVERIFY2(report.ok, qPrintable(report.problems.join(u"; ")));
        const QJsonObject exported = reopened->exportJson().value();
        auto other = test::openStoreOrDie(newPath());
        const StoreResult<qint64> imported = GameLog::importJson(*other, exported);
        QVERIFY2(imported.ok(), imported.ok() ? "" : qPrintable(imported.error().message));
        QVERIFY(std::move(GameLog::open(*other, imported.value())).value()->state() == end);
        QCOMPARE(other->games().value().front().edition, u"panic"_s);

        // Undo the last three actions and redo them: the same table.
        for (int i = 0; i < 3; ++i)
            QVERIFY(!reopened->undo());
        QVERIFY(reopened->state().panic->board.find("Pukachu") == nullptr);
        for (int i = 0; i < 3; ++i)
            QVERIFY(!reopened->redo());
        QVERIFY(reopened->state() == end);
    }

    // Seeded random Panic games recorded through the log (refused actions included, which write nothing):
    // reopening (snapshots every 100 actions, then the tail) gives the state kept in memory, verify is
    // clean, and an export imported into another file gives the same state.
    void randomGamesThroughTheLog_data()
    {
        QTest::addColumn<unsigned>("seed");
        for (unsigned seed : {3u, 31u, 314u})
            QTest::newRow(std::to_string(seed).c_str()) << seed;
    }
    void randomGamesThroughTheLog()
    {
        QFETCH(unsigned, seed);
        std::mt19937 rng(seed);
        auto store = test::openStoreOrDie(newPath());
        const qint64 id = GameLog::create(*store, arbiter::testing::randomPanicSetup(rng)).value();
        auto log = std::move(GameLog::open(*store, id)).value();
        int recorded = 0;
        for (int attempt = 0; attempt < 900; ++attempt) {
            const game::GameState& state = log->state();
            if (!state.winners.empty() || state.panic->gameLost)
                break;
            const StoreResult<Recorded> result = log->record(arbiter::testing::randomPanicAction(state, rng));
            QVERIFY(result.ok());
            recorded += result.value().recorded ? 1 : 0;
        }
        QVERIFY2(recorded > GameLog::snapshotInterval, qPrintable(QString::number(recorded)));
        const game::GameState kept = log->state();
        auto reopened = std::move(GameLog::open(*store, id)).value();
        QVERIFY(reopened->state() == kept);
        const VerifyReport report = reopened->verify().value();
        QVERIFY2(report.ok, qPrintable(report.problems.join(u"; ")));
        QVERIFY(report.snapshotsChecked >= 1);
        auto other = test::openStoreOrDie(newPath());
        const qint64 imported = GameLog::importJson(*other, reopened->exportJson().value()).value();
        QVERIFY(std::move(GameLog::open(*other, imported)).value()->state() == kept);
    }

    void stateJsonRoundTrip()
    {
        game::GameState state = game::startGame(joansTable());
        QVERIFY(game::apply(state, act::PanicPlaceMonster{"Net Troll", 2, false}).legal);
        state.panic->seats[1].trophies.push_back({"Gazebo", 3, 1});
        const QJsonObject json = stateToJson(state);
        JsonIssues issues;
        JsonReader reader(json, QString(), &issues);
        const std::optional<game::GameState> back = stateFromJson(reader);
        QVERIFY2(back.has_value(), issues.failed()
                                       ? qPrintable(issues.error()->field + u": "_s + issues.error()->message)
                                       : "");
        QVERIFY(*back == state);
    }

    void familiesDoNotMix()
    {
        game::GameState state = game::startGame(joansTable());
        const arbiter::rules::Verdict verdict = game::apply(state, act::ChangeLevel{"Joan", 1, {}, false});
        QVERIFY(!verdict.legal);
        QVERIFY(verdict.cites("game.wrong-family"));
    }
};

QTEST_GUILESS_MAIN(TestPanicLog)
#include "tst_panic_log.moc"
