// GameSetups: the New game page's typed builders give exactly the setup the referee checks, and an
// unknown id is refused naming the setup's field, kept through the later calls.

#include "app/actions/setup_request.h"

#include <QTest>

using namespace arbiter;
using namespace Qt::StringLiterals;
namespace game = rules::game;

class TestSetupRequest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void munchkinSetup()
    {
        app::GameSetups setups;
        app::SetupRequest request = setups.munchkin(u"  Friday  "_s, u"cthulhu"_s, false, true, true, false);
        request = setups.withPlayer(request, u"Ann "_s, u"#112233"_s, u"female"_s, QString());
        request = setups.withPlayer(request, u"Bob"_s, u"#445566"_s, QString(), QString());
        request = setups.withRollOffRound(request, {u"Ann"_s, u"Bob"_s}, {5, 5});
        request = setups.withRollOffRound(request, {u"Ann"_s, u"Bob"_s}, {2, 6});
        request = setups.withStarter(request, u"Bob"_s);
        QVERIFY(request.valid());

        game::GameSetup expected;
        expected.name = "Friday";
        expected.edition = rules::munchkin::Edition::Cthulhu;
        expected.options.sharedVictory = true;
        expected.options.fasterPlay = true;
        expected.players.resize(2);
        expected.players[0].name = "Ann";
        expected.players[0].sex = rules::munchkin::Sex::Female;
        expected.players[0].colour = "#112233";
        expected.players[1].name = "Bob";
        expected.players[1].colour = "#445566";
        expected.rollOff = {{{{"Ann", 5}, {"Bob", 5}}}, {{{"Ann", 2}, {"Bob", 6}}}};
        expected.starter = "Bob";
        QCOMPARE(*request.setup(), expected);
    }

    void panicSetup()
    {
        app::GameSetups setups;
        app::SetupRequest request = setups.panic(u"Castle"_s, u"more-munchkin"_s,
                                                 {u"less-munchkin"_s, u"more-panic:no-walls"_s}, true);
        request = setups.withPlayer(request, u"Ann"_s, u"#112233"_s, QString(), u"Dwarf"_s);
        QVERIFY(request.valid());
        const game::GameSetup& setup = *request.setup();
        QCOMPARE(setup.family, game::Family::Panic);
        QCOMPARE(setup.panicOptions.mode, rules::panic::Mode::MoreMunchkin);
        QVERIFY(setup.panicOptions.variants.lessMunchkin);
        QVERIFY(setup.panicOptions.variants.noWalls);
        QVERIFY(!setup.panicOptions.variants.smallerHand);
        QCOMPARE(setup.panicOptions.slayRule, rules::panic::SlayRule::KillingBlowNeedsFullAttack);
        QCOMPARE(setup.players.at(0).character, rules::panic::Character::Dwarf);
    }

    void unknownIdsNameTheField_data()
    {
        QTest::addColumn<int>("which");
        QTest::addColumn<QString>("field");
        QTest::addRow("edition") << 0 << u"edition"_s;
        QTest::addRow("mode") << 1 << u"options.mode"_s;
        QTest::addRow("variant") << 2 << u"options.variants[1]"_s;
        QTest::addRow("sex") << 3 << u"players[1].sex"_s;
        QTest::addRow("character") << 4 << u"players[0].character"_s;
        QTest::addRow("roll-off") << 5 << u"rollOff[0].rolls"_s;
    }

    void unknownIdsNameTheField()
    {
        QFETCH(int, which);
        QFETCH(QString, field);
        app::GameSetups setups;
        app::SetupRequest request;
        switch (which) {
        case 0:
            request = setups.munchkin(u"x"_s, u"gloomhaven"_s, false, false, false, false);
            break;
        case 1:
            request = setups.panic(u"x"_s, u"co-op"_s, {}, false);
            break;
        case 2:
            request = setups.panic(u"x"_s, u"standard"_s, {u"less-munchkin"_s, u"no-panic"_s}, false);
            break;
        case 3:
            request = setups.munchkin(u"x"_s, u"deluxe"_s, false, false, false, false);
            request = setups.withPlayer(request, u"Ann"_s, u"#111111"_s, u"male"_s, QString());
            request = setups.withPlayer(request, u"Bob"_s, u"#222222"_s, u"other"_s, QString());
            break;
        case 4:
            request = setups.panic(u"x"_s, u"more-munchkin"_s, {}, false);
            request = setups.withPlayer(request, u"Ann"_s, u"#111111"_s, QString(), u"Bard"_s);
            break;
        default:
            request = setups.munchkin(u"x"_s, u"deluxe"_s, false, false, false, false);
            request = setups.withRollOffRound(request, {u"Ann"_s, u"Bob"_s}, {3});
        }
        // The first problem survives the calls after it.
        request = setups.withStarter(setups.withPlayer(request, u"Cy"_s, u"#333333"_s, QString(), QString()),
                                     u"Cy"_s);
        QVERIFY(!request.valid());
        QCOMPARE(request.field(), field);
        QVERIFY(!request.error().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestSetupRequest)
#include "tst_setup_request.moc"
