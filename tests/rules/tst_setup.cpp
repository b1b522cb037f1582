// A game's setup before the first turn: the roll for who starts (every player rolls, the highest starts,
// those tied roll again among themselves) judged round by round and inside checkSetup(), and how many
// players each game seats. Each row names the rulebook paragraph it follows (file in shared/seeds).

#include "rules_test_support.h"

#include "rules/game/apply.h"
#include "rules/game/roll_off.h"
#include "rules/game/setup.h"

#include <QTest>

#include <optional>
#include <string>
#include <vector>

using namespace arbiter::rules;
using namespace arbiter::rules::game;
using namespace arbiter::rules::test;
namespace pn = arbiter::rules::panic;

Q_DECLARE_METATYPE(arbiter::rules::game::Family)
Q_DECLARE_METATYPE(arbiter::rules::panic::Mode)

namespace {

constexpr const char* deluxeStart =
    "003_11fe419b31259b9c.txt, STARTING AND FINISHING THE GAME: Decide who goes first by rolling the dice";
constexpr const char* nightmareStart =
    "001_773ee46f21d8dace.txt, Starting and Finishing the Game: We suggest you roll a die";
constexpr const char* panicStart =
    "000_4423e94206228086.txt, 5. Determine 1st Player: Ties are broken with a die roll";
constexpr const char* panicPlayers = "000_4423e94206228086.txt, Number of players: 1 to 6; Solitaire Play";

// "Ann 6, Bob 6, Cid 2 | Ann 5, Bob 3": the rounds of a roll-off, as the rows write them.
std::vector<RollOffRound> rounds(const QString& written)
{
    std::vector<RollOffRound> out;
    if (written.trimmed().isEmpty())
        return out;
    for (const QString& round : written.split(u'|')) {
        RollOffRound entry;
        for (const QString& roll : round.split(u',')) {
            const QStringList parts = roll.trimmed().split(u' ');
            entry.rolls.push_back({parts.value(0).toStdString(), parts.value(1).toInt()});
        }
        out.push_back(std::move(entry));
    }
    return out;
}

std::vector<std::string> toStdList(const QStringList& names)
{
    std::vector<std::string> out;
    for (const QString& name : names)
        out.push_back(name.toStdString());
    return out;
}

QStringList toQStringList(const std::vector<std::string>& names)
{
    QStringList out;
    for (const std::string& name : names)
        out << QString::fromStdString(name);
    return out;
}

GameSetup setupOf(Family family, const QStringList& players, const QString& rollOff,
                  const std::optional<std::string>& starter)
{
    GameSetup setup;
    setup.name = "Friday";
    setup.family = family;
    for (const QString& player : players)
        setup.players.push_back({player.toStdString(), mk::Sex::Unspecified, std::nullopt, {}});
    setup.rollOff = rounds(rollOff);
    setup.starter = starter;
    return setup;
}

}  // namespace

class TestSetup : public QObject {
    Q_OBJECT

private slots:
    void rollOff_data();
    void rollOff();
    void starterOfTheSetup_data();
    void starterOfTheSetup();
    void playerLimits_data();
    void playerLimits();
    void nameLength_data();
    void nameLength();
    void joiningPlayerNameLength();
};

void TestSetup::rollOff_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<QStringList>("players");
    QTest::addColumn<QString>("rolls");
    QTest::addColumn<bool>("legal");
    QTest::addColumn<QStringList>("toRoll");
    QTest::addColumn<QString>("starter");  // "" for none yet
    QTest::addColumn<QString>("cites");    // a rule id the verdict cites; "" for none in particular

    const QStringList three{"Ann", "Bob", "Cid"};
    QTest::addRow("before any die, everyone rolls") << deluxeStart << three << "" << true << three << ""
                                                    << "";
    QTest::addRow("the highest roll starts")
        << deluxeStart << three << "Ann 3, Bob 5, Cid 2" << true << QStringList{} << "Bob"
        << "game.roll-off";
    QTest::addRow("a tie for the highest: only the tied roll again")
        << nightmareStart << three << "Ann 6, Cid 6, Bob 2" << true << QStringList{"Ann", "Cid"} << ""
        << "game.roll-off";
    QTest::addRow("a tie lower down does not matter")
        << deluxeStart << three << "Ann 2, Bob 6, Cid 2" << true << QStringList{} << "Bob"
        << "game.roll-off";
    QTest::addRow("the second round breaks the tie")
        << panicStart << three << "Ann 6, Bob 6, Cid 2 | Bob 4, Ann 1" << true << QStringList{} << "Bob"
        << "game.roll-off";
    QTest::addRow("tied again, they roll a third time")
        << deluxeStart << three << "Ann 4, Bob 4, Cid 4 | Ann 3, Bob 5, Cid 5" << true
        << QStringList{"Bob", "Cid"} << ""
        << "game.roll-off";
    QTest::addRow("one player rolls alone and starts")
        << deluxeStart << QStringList{"Ann"} << "Ann 1" << true << QStringList{} << "Ann"
        << "game.roll-off";
    // Refused rounds.
    QTest::addRow("a 7 is no die") << deluxeStart << three << "Ann 7, Bob 5, Cid 2" << false << QStringList{}
                                   << ""
                                   << "game.die-roll";
    QTest::addRow("a 0 is no die") << deluxeStart << three << "Ann 0, Bob 5, Cid 2" << false << QStringList{}
                                   << ""
                                   << "game.die-roll";
    QTest::addRow("someone not tied rolls again")
        << nightmareStart << three << "Ann 6, Bob 6, Cid 2 | Ann 3, Bob 5, Cid 6" << false << QStringList{}
        << ""
        << "game.roll-off";
    QTest::addRow("a player left out of the first round")
        << deluxeStart << three << "Ann 3, Bob 5" << false << QStringList{} << ""
        << "game.roll-off";
    QTest::addRow("a tied player left out of the next round")
        << deluxeStart << three << "Ann 6, Bob 6, Cid 2 | Ann 3" << false << QStringList{} << ""
        << "game.roll-off";
    QTest::addRow("two dice for one player in a round")
        << deluxeStart << three << "Ann 3, Bob 5, Cid 2, Bob 6" << false << QStringList{} << ""
        << "game.die-roll";
    QTest::addRow("a stranger rolls")
        << deluxeStart << three << "Ann 3, Bob 5, Cid 2, Dee 6" << false << QStringList{} << ""
        << "game.unknown-player";
    QTest::addRow("nobody rolls once someone is highest")
        << deluxeStart << three << "Ann 3, Bob 5, Cid 2 | Bob 1" << false << QStringList{} << ""
        << "game.roll-off";
    QString endless = "Ann 6, Bob 6";
    for (std::size_t round = 1; round <= maxRollOffRounds; ++round)
        endless += " | Ann 6, Bob 6";
    QTest::addRow("more rounds than a table needs")
        << deluxeStart << QStringList{"Ann", "Bob"} << endless << false << QStringList{} << ""
        << "game.limit";
}

void TestSetup::rollOff()
{
    QFETCH(QString, source);
    QFETCH(QStringList, players);
    QFETCH(QString, rolls);
    QFETCH(bool, legal);
    QFETCH(QStringList, toRoll);
    QFETCH(QString, starter);
    QFETCH(QString, cites);

    const std::vector<std::string> names = toStdList(players);
    const RollOffRuling ruling = judgeRollOff(names, rounds(rolls));
    const QByteArray context = source.toUtf8() + "\n" + describe(ruling.verdict);
    QVERIFY2(ruling.verdict.legal == legal, context.constData());
    QVERIFY2(ruling.verdict.legal == (ruling.verdict.firstRefusal() == nullptr), context.constData());
    if (!cites.isEmpty())
        QVERIFY2(ruling.verdict.cites(cites.toStdString()), context.constData());
    QCOMPARE(toQStringList(ruling.toRoll), toRoll);
    QCOMPARE(QString::fromStdString(ruling.starter.value_or("")), starter);
    for (const Reason& reason : ruling.verdict.reasons)
        QVERIFY2(findRule(reason.rule) && !reason.text.empty(), context.constData());
}

void TestSetup::starterOfTheSetup_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<Family>("family");
    QTest::addColumn<QString>("rolls");
    QTest::addColumn<QString>("starter");  // "" leaves it out
    QTest::addColumn<bool>("legal");
    QTest::addColumn<QString>("cites");

    const Family cards = Family::Munchkin;
    QTest::addRow("picked without a roll, as before") << deluxeStart << cards << ""
                                                      << "Cid" << true << "";
    QTest::addRow("neither picked nor rolled: the first seat") << deluxeStart << cards << ""
                                                               << "" << true << "";
    QTest::addRow("the roll names the starter")
        << deluxeStart << cards << "Ann 6, Bob 6, Cid 2 | Ann 5, Bob 3"
        << "Ann" << true << "game.roll-off";
    QTest::addRow("Panic: the roll breaks the tie")
        << panicStart << Family::Panic << "Ann 2, Bob 4, Cid 4 | Bob 6, Cid 1"
        << "Bob" << true << "game.roll-off";
    QTest::addRow("a starter who did not roll highest")
        << deluxeStart << cards << "Ann 6, Bob 6, Cid 2 | Ann 5, Bob 3"
        << "Bob" << false << "game.roll-off";
    QTest::addRow("a roll with no starter named") << deluxeStart << cards << "Ann 3, Bob 5, Cid 2"
                                                  << "" << false << "game.roll-off";
    QTest::addRow("a roll that is not over") << nightmareStart << cards << "Ann 6, Bob 6, Cid 2"
                                             << "Ann" << false << "game.roll-off";
    QTest::addRow("Panic: a roll that is not over") << panicStart << Family::Panic << "Ann 6, Bob 6, Cid 6"
                                                    << "Ann" << false << "game.roll-off";
    QTest::addRow("a roll that breaks the rule") << deluxeStart << cards << "Ann 3, Bob 5"
                                                 << "Bob" << false << "game.roll-off";
    QTest::addRow("a starter who is not at the table") << deluxeStart << cards << ""
                                                       << "Dee" << false << "game.unknown-player";
}

void TestSetup::starterOfTheSetup()
{
    QFETCH(QString, source);
    QFETCH(Family, family);
    QFETCH(QString, rolls);
    QFETCH(QString, starter);
    QFETCH(bool, legal);
    QFETCH(QString, cites);

    const std::optional<std::string> named =
        starter.isEmpty() ? std::nullopt : std::optional<std::string>(starter.toStdString());
    const GameSetup setup = setupOf(family, {"Ann", "Bob", "Cid"}, rolls, named);
    const Verdict verdict = checkSetup(setup);
    const QByteArray context = source.toUtf8() + "\n" + describe(verdict);
    QVERIFY2(verdict.legal == legal, context.constData());
    if (!cites.isEmpty())
        QVERIFY2(verdict.cites(cites.toStdString()), context.constData());
    if (legal)  // the game then starts with the starter's turn
        QCOMPARE(startGame(setup).players[startGame(setup).current].name, named.value_or("Ann"));
}

void TestSetup::playerLimits_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<Family>("family");
    QTest::addColumn<pn::Mode>("mode");
    QTest::addColumn<int>("fewest");
    QTest::addColumn<int>("most");

    QTest::addRow("the card games: Arbiter's table of 12")
        << "no count printed in 001..004; Arbiter seats 1 to 12 (game.player-count)" << Family::Munchkin
        << pn::Mode::Standard << 1 << 12;
    QTest::addRow("Panic Standard") << panicPlayers << Family::Panic << pn::Mode::Standard << 2 << 6;
    QTest::addRow("Panic More Munchkin") << panicPlayers << Family::Panic << pn::Mode::MoreMunchkin << 2 << 6;
    QTest::addRow("Panic Solitaire") << panicPlayers << Family::Panic << pn::Mode::Solitaire << 1 << 1;
}

void TestSetup::playerLimits()
{
    QFETCH(QString, source);
    QFETCH(Family, family);
    QFETCH(pn::Mode, mode);
    QFETCH(int, fewest);
    QFETCH(int, most);

    pn::Options options;
    options.mode = mode;
    const PlayerLimits limits = game::playerLimits(family, options);
    QCOMPARE(static_cast<int>(limits.fewest), fewest);
    QCOMPARE(static_cast<int>(limits.most), most);
    // checkSetup() holds the same limits: a table at either end starts, one beyond does not.
    const QStringList names{"P1", "P2", "P3", "P4", "P5", "P6", "P7", "P8", "P9", "P10", "P11", "P12", "P13"};
    for (int count : {fewest - 1, fewest, most, most + 1}) {
        if (count < 1)
            continue;
        GameSetup setup = setupOf(family, names.mid(0, count), "", std::nullopt);
        setup.panicOptions = options;
        const Verdict verdict = checkSetup(setup);
        const bool inside = count >= fewest && count <= most;
        QVERIFY2(verdict.legal == inside,
                 qPrintable(source + u": %1 players: "_qs.arg(count) + QString::fromUtf8(describe(verdict))));
    }
}

void TestSetup::nameLength_data()
{
    QTest::addColumn<Family>("family");
    QTest::addColumn<QString>("player");  // the second seat's name
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("refusal");  // the rule id that refuses; "" when the setup starts

    const QString longest = QString(24, u'x');
    const QString accented = QString(24, QChar(0x00EB));  // "ë": two bytes, one character
    for (Family family : {Family::Munchkin, Family::Panic}) {
        const char* tag = family == Family::Munchkin ? "card game" : "Panic";
        QTest::addRow("%s: 24 characters fit", tag) << family << longest << "Friday"
                                                    << "";
        QTest::addRow("%s: 24 two-byte characters fit", tag) << family << accented << "Friday"
                                                             << "";
        QTest::addRow("%s: 25 characters do not", tag) << family << longest + u'y' << "Friday"
                                                       << "game.name-length";
        QTest::addRow("%s: a game name of 60 characters fits", tag)
            << family << "Bob" << QString(60, u'g') << "";
        QTest::addRow("%s: a game name of 61 does not", tag)
            << family << "Bob" << QString(61, u'g') << "game.name-length";
        QTest::addRow("%s: blank", tag) << family << "   "
                                        << "Friday"
                                        << "game.blank-name";
    }
}

// Names are counted in characters, so the CLI and the app (QString lengths) agree on the limit.
void TestSetup::nameLength()
{
    QFETCH(Family, family);
    QFETCH(QString, player);
    QFETCH(QString, game);
    QFETCH(QString, refusal);

    GameSetup setup = setupOf(family, {"Ann", player, "Cid"}, "", std::nullopt);
    setup.name = game.toStdString();
    const Verdict verdict = checkSetup(setup);
    const QString text = QString::fromUtf8(describe(verdict));
    QVERIFY2(verdict.legal == refusal.isEmpty(), qPrintable(text));
    if (refusal.isEmpty())
        return;
    QCOMPARE(QString::fromStdString(std::string(verdict.firstRefusal()->rule)), refusal);
    // The refusal says whose name, and the limit.
    const QString said = QString::fromStdString(verdict.firstRefusal()->text);
    if (refusal == u"game.name-length"_qs && game.size() <= 60)
        QVERIFY2(said.startsWith(u"Player 2's name"_qs) && said.contains(u"the most is 24"_qs),
                 qPrintable(said));
}

void TestSetup::joiningPlayerNameLength()
{
    GameState state = startGame(setupOf(Family::Munchkin, {"Ann", "Bob"}, "", std::nullopt));
    const std::string tooLong(25, 'z');
    Verdict verdict = apply(state, actions::AddPlayer{tooLong, mk::Sex::Unspecified, std::nullopt});
    QVERIFY(!verdict.legal);
    QCOMPARE(std::string(verdict.firstRefusal()->rule), std::string("game.name-length"));
    QCOMPARE(state.players.size(), std::size_t{2});
    verdict = apply(state, actions::AddPlayer{tooLong.substr(1), mk::Sex::Unspecified, std::nullopt});
    QVERIFY2(verdict.legal, describe(verdict).constData());
    QCOMPARE(state.players.size(), std::size_t{3});
}

QTEST_APPLESS_MAIN(TestSetup)
#include "tst_setup.moc"
