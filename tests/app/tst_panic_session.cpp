// GameSession with a Munchkin Panic game: the `panic` table view (seats, board, bag, limits, standings,
// the end), the referee's previews of an attack and of Monsters moving (which write nothing), and the
// history's before/after lines for Panic actions. Most of it plays the rulebook's sample turn (Joan's).

#include <QTemporaryDir>
#include <QTest>

#include "app/session/gamesession.h"

#include "app/views/gadget_json.h"

using arbiter::app::GameSession;
using arbiter::app::HistoryModel;
using namespace Qt::StringLiterals;
namespace views = arbiter::app::views;

namespace {

QVariantMap seat(const QString& name, const QString& colour = {}, const QString& character = {})
{
    QVariantMap map{{u"name"_s, name}};
    if (!colour.isEmpty())
        map.insert(u"colour"_s, colour);
    if (!character.isEmpty())
        map.insert(u"character"_s, character);
    return map;
}

QVariantMap panicSetup(const QString& mode, const QVariantList& players, const QStringList& variants = {})
{
    return {{u"name"_s, u"Siege"_s},
            {u"family"_s, u"panic"_s},
            {u"options"_s,
             QVariantMap{
                 {u"mode"_s, mode}, {u"variants"_s, QVariant(variants)}, {u"houseRules"_s, QVariantList()}}},
            {u"players"_s, players}};
}

QVariantMap joansSetup()
{
    return panicSetup(u"standard"_s, {seat(u"Joan"_s, u"#c62828"_s), seat(u"Gloria"_s, u"#1565c0"_s),
                                      seat(u"Marshall"_s), seat(u"Seth"_s)});
}

QVariantMap action(const QString& kind, QVariantMap fields = {})
{
    fields.insert(u"kind"_s, kind);
    return fields;
}

QVariantMap place(const QString& token, int arc)
{
    return action(u"panic-place-monster"_s, {{u"token"_s, token}, {u"arc"_s, arc}});
}

QVariantMap nextPhase(const QString& phase)
{
    return action(u"panic-next-phase"_s, {{u"phase"_s, phase}});
}

QVariantMap boardMonster(const QString& name, int arc, const QString& ring, int health)
{
    return {{u"id"_s, name}, {u"name"_s, name}, {u"arc"_s, arc}, {u"ring"_s, ring}, {u"health"_s, health}};
}

QVariantMap setBoard(const QVariantList& monsters, const QVariantMap& more = {})
{
    QVariantMap board = more;
    board.insert(u"monsters"_s, monsters);
    return action(u"panic-set-board"_s, {{u"board"_s, board}});
}

QVariantMap hit(const QString& target, const QString& card, const QStringList& weapons = {})
{
    return action(
        u"panic-hit"_s,
        {{u"target"_s, target},
         {u"attack"_s, QVariantList{QVariantMap{{u"card"_s, card}, {u"weapons"_s, QVariant(weapons)}}}}});
}

QStringList ruleIds(const arbiter::app::views::VerdictView& verdict)
{
    QStringList ids;
    for (const QVariant& reason : verdict.reasons)
        ids.append(reason.value<arbiter::app::views::ReasonView>().rule);
    return ids;
}

QString why(const arbiter::app::views::VerdictView& verdict)
{
    QStringList lines;
    for (const QVariant& reason : verdict.reasons)
        lines.append(reason.value<arbiter::app::views::ReasonView>().rule + u": "_s
                     + reason.value<arbiter::app::views::ReasonView>().text);
    return verdict.error + u' ' + lines.join(u"; "_s);
}

// Records an action; the test fails with the referee's reasons when it is refused.
#define RECORD(session, act)                                                                        \
    do {                                                                                            \
        const auto recorded_ = (session).perform(act);                                              \
        QVERIFY2(recorded_.recorded,                                                                \
                 qPrintable((act).value(u"kind"_s).toString() + u" refused: "_s + why(recorded_))); \
    } while (false)

// The table as the phones get it (the typed view written by the one serializer).
QVariantMap panicOf(const GameSession& session)
{
    return arbiter::app::views::jsonOf(session.panic()).toVariantMap();
}

// A move preview (a typed view) as its JSON, and its board.
// What would move, as the one serializer writes it for the phones.
QVariantMap moveOf(const views::MovePreviewView& preview)
{
    return views::jsonOf(preview.move).toVariantMap();
}

QVariantMap boardOf(const QVariantMap& move)
{
    return move.value(u"board"_s).toMap();
}

QVariantList list(const QVariantMap& map, const QString& key)
{
    return map.value(key).toList();
}

QVariantMap seatOf(const GameSession& session, int index)
{
    return list(panicOf(session), u"seats"_s).at(index).toMap();
}

// The board's Monster by name; {} when it is not on the board.
QVariantMap monsterOn(const QVariantMap& board, const QString& name)
{
    for (const QVariant& entry : list(board, u"monsters"_s))
        if (entry.toMap().value(u"name"_s).toString() == name)
            return entry.toMap();
    return {};
}

QStringList namesIn(const QVariantList& entries, const QString& key = u"name"_s)
{
    QStringList names;
    for (const QVariant& entry : entries)
        names.append(entry.toMap().value(key).toString());
    return names;
}

// The history's lines for the last action in effect.
QStringList lastChanges(GameSession& session)
{
    HistoryModel* history = session.history();
    const qint64 seq = history->index(history->rowCount() - 1).data(HistoryModel::SeqRole).toLongLong();
    return session.history()->beforeAfter(seq).value(u"changes"_s).toStringList();
}

QString lastText(GameSession& session)
{
    HistoryModel* history = session.history();
    return history->index(history->rowCount() - 1).data(HistoryModel::TextRole).toString();
}

}  // namespace

class TestPanicSession : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_files = 0;

    bool open(GameSession& session, const QVariantMap& setup)
    {
        if (!session.openFile(m_dir.filePath(u"panic-%1.sqlite"_s.arg(++m_files))))
            return false;
        const auto verdict = session.games()->newGame(setup);
        if (!verdict.legal)
            qWarning("setup refused: %s", qPrintable(why(verdict)));
        return verdict.legal;
    }

    // The sample turn's table (docs/panic-actions.md): set-up by the die, then the board a few rounds
    // later entered as a correction, the Trophies so far and Joan's hand; Joan in Discard and Draw.
    void playToJoansTurn(GameSession& session)
    {
        QVERIFY(open(session, joansSetup()));
        RECORD(session, place(u"Gazebo"_s, 5));
        RECORD(session, place(u"Net Troll"_s, 1));
        RECORD(session, place(u"Large Angry Chicken"_s, 3));
        RECORD(session, place(u"Shrieking Geek"_s, 6));
        RECORD(session, setBoard({boardMonster(u"Gazebo"_s, 5, u"knight"_s, 3),
                                  boardMonster(u"Net Troll"_s, 1, u"archer"_s, 3),
                                  boardMonster(u"Large Angry Chicken"_s, 3, u"swordsman"_s, 2),
                                  boardMonster(u"Shrieking Geek"_s, 6, u"archer"_s, 3)}));
        const auto trophies = [](const QString& who, const QStringList& tokens) {
            return action(u"panic-set-trophies"_s, {{u"player"_s, who}, {u"trophies"_s, QVariant(tokens)}});
        };
        RECORD(session, trophies(u"Joan"_s, {u"King Tut"_s, u"3,872 Orcs"_s}));
        RECORD(session, trophies(u"Gloria"_s, {u"Plutonium Dragon"_s}));
        RECORD(session, trophies(u"Marshall"_s, {u"Floating Nose"_s}));
        RECORD(session, trophies(u"Seth"_s, {u"Pit Bull"_s}));
        RECORD(session, action(u"panic-set-hand"_s,
                               {{u"player"_s, u"Joan"_s}, {u"castleCards"_s, 3}, {u"treasure"_s, 4}}));
        RECORD(session, action(u"panic-set-hand"_s, {{u"player"_s, u"Seth"_s}, {u"treasure"_s, 1}}));
    }

    // On to Joan's Play Cards: she draws to 5 and gives her fourth Treasure to Seth.
    void playToJoansPlayCards(GameSession& session)
    {
        playToJoansTurn(session);
        if (QTest::currentTestFailed())
            return;
        RECORD(session, action(u"panic-discard-draw"_s, {{u"discards"_s, 0}}));
        RECORD(session, action(u"panic-charity"_s, {{u"biggerShare"_s, QStringList{u"Seth"_s}}}));
        RECORD(session, nextPhase(u"play-cards"_s));
    }

private Q_SLOTS:
    void init() { QVERIFY(m_dir.isValid()); }

    void setUpAndPlaceMonsters()
    {
        GameSession session;
        QVERIFY(open(session, joansSetup()));
        QCOMPARE(session.family(), u"panic"_s);
        QVariantMap panic = panicOf(session);
        QCOMPARE(panic.value(u"mode"_s).toString(), u"standard"_s);
        QVERIFY(panic.value(u"settingUp"_s).toBool());
        QCOMPARE(panic.value(u"current"_s).toString(), u"Joan"_s);
        QCOMPARE(namesIn(list(panic, u"seats"_s)),
                 (QStringList{u"Joan"_s, u"Gloria"_s, u"Marshall"_s, u"Seth"_s}));
        // The setup's colours; 4 players are dealt 5 Castle cards and 1 Treasure, with a limit of 3.
        QCOMPARE(seatOf(session, 0).value(u"colour"_s).toString(), u"#c62828"_s);
        QCOMPARE(seatOf(session, 1).value(u"colour"_s).toString(), u"#1565c0"_s);
        QCOMPARE(seatOf(session, 2).value(u"castleCards"_s).toInt(), 5);
        QCOMPARE(seatOf(session, 2).value(u"treasure"_s).toInt(), 1);
        QVERIFY(seatOf(session, 0).value(u"isCurrent"_s).toBool());
        QVERIFY(!seatOf(session, 1).value(u"isCurrent"_s).toBool());
        QCOMPARE(panic.value(u"handSize"_s).toInt(), 5);
        QCOMPARE(panic.value(u"treasureLimit"_s).toInt(), 3);
        QVERIFY(!panic.value(u"overLimit"_s).toBool());
        // Set-up places 4 Monsters; the whole bag is there, 8 Curse tokens with it.
        QCOMPARE(panic.value(u"monstersToPlace"_s).toInt(), 4);
        QCOMPARE(panic.value(u"placedThisTurn"_s).toInt(), 0);
        QCOMPARE(list(panic, u"bagCurses"_s).size(), 8);
        QVERIFY(namesIn(list(panic, u"bagCurses"_s), u"id"_s).contains(u"lose-help"_s));
        const QVariantList bag = list(panic, u"bagMonsters"_s);
        const qsizetype bagSize = bag.size();
        QVERIFY(bagSize > 20);
        QVariantMap gazeboInBag;
        for (const QVariant& entry : bag)
            if (entry.toMap().value(u"name"_s) == u"Gazebo"_s)
                gazeboInBag = entry.toMap();
        QCOMPARE(gazeboInBag.value(u"points"_s).toInt(), 3);
        QVERIFY(list(panic.value(u"board"_s).toMap(), u"monsters"_s).isEmpty());
        QCOMPARE(panic.value(u"board"_s).toMap().value(u"towersLeft"_s).toInt(), 6);

        // The Gazebo on a 5: out of the bag, into the blue Archer space at full health.
        RECORD(session, place(u"Gazebo"_s, 5));
        panic = panicOf(session);
        QCOMPARE(list(panic, u"bagMonsters"_s).size(), bagSize - 1);
        QVERIFY(!namesIn(list(panic, u"bagMonsters"_s)).contains(u"Gazebo"_s));
        const QVariantMap gazebo = monsterOn(panic.value(u"board"_s).toMap(), u"Gazebo"_s);
        QCOMPARE(gazebo.value(u"ring"_s).toString(), u"archer"_s);
        QCOMPARE(gazebo.value(u"arc"_s).toInt(), 5);
        QCOMPARE(gazebo.value(u"health"_s).toInt(), 3);
        QCOMPARE(gazebo.value(u"maxHealth"_s).toInt(), 3);
        QCOMPARE(gazebo.value(u"colour"_s).toString(), u"blue"_s);
        QCOMPARE(gazebo.value(u"treasures"_s).toInt(), gazeboInBag.value(u"treasures"_s).toInt());
        QCOMPARE(panic.value(u"placedThisTurn"_s).toInt(), 1);
        QCOMPARE(panic.value(u"monstersToPlace"_s).toInt(), 4);
        QCOMPARE(lastChanges(session), QStringList{u"Gazebo placed in Archer 5"_s});
        QCOMPARE(lastText(session), u"Gazebo is placed on arc 5."_s);

        RECORD(session, place(u"Net Troll"_s, 1));
        RECORD(session, place(u"Large Angry Chicken"_s, 3));
        RECORD(session, place(u"Shrieking Geek"_s, 6));
        panic = panicOf(session);
        QCOMPARE(list(panic, u"bagMonsters"_s).size(), bagSize - 4);
        QVERIFY(!panic.value(u"settingUp"_s).toBool());
        QCOMPARE(panic.value(u"phase"_s).toString(), u"discard-and-draw"_s);
        QCOMPARE(lastChanges(session), (QStringList{u"Shrieking Geek placed in Archer 6"_s,
                                                    u"Set-up is done"_s, u"Phase: Discard and Draw"_s}));

        // On to Place Monsters: a 4-player turn places 3, and a Place 1 More token adds one.
        RECORD(session, action(u"panic-discard-draw"_s));
        QCOMPARE(lastText(session), u"Joan discards nothing and draws up to a full hand."_s);
        RECORD(session, nextPhase(u"play-cards"_s));
        QCOMPARE(lastText(session), u"Joan moves on to Play Cards."_s);
        QCOMPARE(lastChanges(session), QStringList{u"Phase: Play Cards"_s});
        RECORD(session, nextPhase(u"add-treasure"_s));
        RECORD(session, nextPhase(u"move-monsters"_s));
        RECORD(session, action(u"panic-move-monsters"_s));
        QVERIFY(lastChanges(session).contains(u"Gazebo: Archer 5 → Knight 5"_s));
        QVERIFY(panicOf(session).value(u"monstersMoved"_s).toBool());
        RECORD(session, nextPhase(u"place-monsters"_s));
        panic = panicOf(session);
        QCOMPARE(panic.value(u"phase"_s).toString(), u"place-monsters"_s);
        QCOMPARE(panic.value(u"monstersToPlace"_s).toInt(), 3);
        QCOMPARE(panic.value(u"placedThisTurn"_s).toInt(), 0);
        RECORD(session, place(u"Undead Horse"_s, 3));
        panic = panicOf(session);
        QCOMPARE(panic.value(u"placedThisTurn"_s).toInt(), 1);
        QCOMPARE(list(panic, u"bagMonsters"_s).size(), bagSize - 5);
        QCOMPARE(monsterOn(panic.value(u"board"_s).toMap(), u"Undead Horse"_s).value(u"ring"_s).toString(),
                 u"forest"_s);
        QCOMPARE(lastChanges(session), QStringList{u"Undead Horse placed in Forest 3"_s});
        RECORD(session, action(u"panic-draw-curse"_s, {{u"curse"_s, u"place-one-more"_s}}));
        panic = panicOf(session);
        QCOMPARE(panic.value(u"monstersToPlace"_s).toInt(), 4);
        QCOMPARE(list(panic, u"bagCurses"_s).size(), 7);
        QVERIFY(!namesIn(list(panic, u"bagCurses"_s), u"id"_s).contains(u"place-one-more"_s));
        QCOMPARE(lastChanges(session), QStringList{u"1 more Monster to place this turn"_s});

        // Lose Help marks Joan; the end of the turn passes to Gloria.
        RECORD(session, action(u"panic-draw-curse"_s, {{u"curse"_s, u"lose-help"_s}}));
        QVERIFY(seatOf(session, 0).value(u"loseHelp"_s).toBool());
        QCOMPARE(lastChanges(session), QStringList{u"Joan: Lose Help"_s});
        RECORD(session, place(u"Bullrog"_s, 5));
        RECORD(session, place(u"Pukachu"_s, 2));
        RECORD(session, place(u"Pit Bull"_s, 4));
        RECORD(session, action(u"end-turn"_s));
        QCOMPARE(panicOf(session).value(u"current"_s).toString(), u"Gloria"_s);
        QVERIFY(lastChanges(session).contains(u"Turn 2: Gloria's turn"_s));
    }

    void joansTableAndItsLimits()
    {
        GameSession session;
        playToJoansTurn(session);
        if (QTest::currentTestFailed())
            return;
        QVariantMap panic = panicOf(session);
        // Joan holds 4 Treasure against a limit of 3.
        QVERIFY(panic.value(u"overLimit"_s).toBool());
        QCOMPARE(seatOf(session, 0).value(u"treasure"_s).toInt(), 4);
        QCOMPARE(seatOf(session, 0).value(u"castleCards"_s).toInt(), 3);
        QCOMPARE(seatOf(session, 0).value(u"points"_s).toInt(), 4);
        QCOMPARE(seatOf(session, 0).value(u"kills"_s).toInt(), 2);
        QCOMPARE(namesIn(list(seatOf(session, 0), u"trophies"_s), u"token"_s),
                 (QStringList{u"King Tut"_s, u"3,872 Orcs"_s}));
        // Standings, highest first; no Master Munchkin while the game goes on.
        const QVariantList standings = list(panic, u"standings"_s);
        QCOMPARE(namesIn(standings).mid(0, 2), (QStringList{u"Gloria"_s, u"Joan"_s}));
        QCOMPARE(standings.at(0).toMap().value(u"points"_s).toInt(), 5);
        QCOMPARE(standings.at(1).toMap().value(u"points"_s).toInt(), 4);
        QCOMPARE(panic.value(u"masterMunchkin"_s).toString(), QString());
        QVERIFY(!panic.value(u"over"_s).toBool());
        // The set board, with the Net Troll already hit once.
        const QVariantMap troll = monsterOn(panic.value(u"board"_s).toMap(), u"Net Troll"_s);
        QCOMPARE(troll.value(u"health"_s).toInt(), 3);
        QCOMPARE(troll.value(u"maxHealth"_s).toInt(), 4);
        QCOMPARE(troll.value(u"colour"_s).toString(), u"red"_s);
        QCOMPARE(troll.value(u"treasures"_s).toInt(), 2);

        // Charity, then the hand is within the limit; the history says who gave and who got.
        RECORD(session, action(u"panic-discard-draw"_s, {{u"discards"_s, 0}}));
        QCOMPARE(lastChanges(session),
                 (QStringList{u"Joan: Castle cards 3 → 5"_s, u"Phase: Give Charity"_s}));
        RECORD(session, action(u"panic-charity"_s, {{u"biggerShare"_s, QStringList{u"Seth"_s}}}));
        QVERIFY(!panicOf(session).value(u"overLimit"_s).toBool());
        QCOMPARE(lastChanges(session), (QStringList{u"Joan: Treasure 4 → 3"_s, u"Seth: Treasure 1 → 2"_s}));
        QCOMPARE(lastText(session), u"Joan gives charity; Seth gets the bigger share."_s);
    }

    void hitPreviewRulesAndWritesNothing()
    {
        GameSession session;
        playToJoansPlayCards(session);
        if (QTest::currentTestFailed())
            return;
        const QVariantMap stateBefore = session.state();
        const int historyBefore = session.history()->rowCount();

        // Blue Knight + Boots of Butt-Kicking slay the Gazebo in the blue Knight space.
        const auto slay =
            session.panicHitPreview(hit(u"Gazebo"_s, u"Blue Knight"_s, {u"Boots of Butt-Kicking"_s}));
        QVERIFY2(slay.legal, qPrintable(why(slay)));
        QVERIFY(!slay.recorded);
        const views::PanicHitView& gazebo = slay.hit;
        QVERIFY(gazebo.active);
        QCOMPARE(gazebo.healthBefore, 3);
        QVERIFY(gazebo.damage >= 3);
        QCOMPARE(gazebo.healthAfter, 0);
        QVERIFY(gazebo.slain);
        QCOMPARE(gazebo.trophyPoints, 3);
        QCOMPARE(gazebo.treasures, 1);
        QCOMPARE(gazebo.cards.size(), 1);
        const auto blueKnight = gazebo.cards.at(0).value<views::HitCardRulingView>();
        QCOMPARE(blueKnight.card, u"Blue Knight"_s);
        QVERIFY(blueKnight.legal);

        // The Blue Archer only wounds the Shrieking Geek.
        const views::PanicHitView wound =
            session.panicHitPreview(hit(u"Shrieking Geek"_s, u"Blue Archer"_s)).hit;
        QCOMPARE(wound.healthBefore, 3);
        QCOMPARE(wound.damage, 1);
        QCOMPARE(wound.healthAfter, 2);
        QVERIFY(!wound.slain);
        QCOMPARE(wound.trophyPoints, 0);

        // A Red Swordsman cannot reach the Net Troll in the Archer ring: refused, card by card.
        const auto refused = session.panicHitPreview(hit(u"Net Troll"_s, u"Red Swordsman"_s));
        QVERIFY(!refused.legal);
        QVERIFY2(ruleIds(refused).contains(u"panic.hit-ring-colour"_s), qPrintable(why(refused)));
        const views::PanicHitView& troll = refused.hit;
        QVERIFY(!troll.slain);
        QCOMPARE(troll.healthAfter, 3);
        const auto ruling = troll.cards.at(0).value<views::HitCardRulingView>();
        QCOMPARE(ruling.card, u"Red Swordsman"_s);
        QVERIFY(!ruling.legal);
        QCOMPARE(ruling.damage, 0);
        QStringList rulingRules;
        for (const QVariant& reason : ruling.reasons)
            rulingRules.append(reason.value<views::ReasonView>().rule);
        QVERIFY(rulingRules.contains(u"panic.hit-ring-colour"_s));

        // A Monster that is not on the board: refused, and no hit view.
        const auto nobody = session.panicHitPreview(hit(u"Bullrog"_s, u"Blue Archer"_s));
        QVERIFY(!nobody.legal);
        QVERIFY(!nobody.hit.active);

        // Nothing was written.
        QCOMPARE(session.state(), stateBefore);
        QCOMPARE(session.history()->rowCount(), historyBefore);

        // Played, the slaying is the history's: the Gazebo gone, Joan's Trophy and her cards.
        RECORD(session, hit(u"Gazebo"_s, u"Blue Knight"_s, {u"Boots of Butt-Kicking"_s}));
        QCOMPARE(lastChanges(session),
                 (QStringList{u"Gazebo leaves the board"_s, u"Joan: Trophy Gazebo (3 points)"_s,
                              u"Joan: Castle cards 5 → 4"_s, u"Joan: Treasure 3 → 2"_s,
                              u"Joan: Treasure waiting 0 → 1"_s}));
        QCOMPARE(lastText(session), u"Joan attacks Gazebo: Blue Knight with Boots of Butt-Kicking."_s);
        QCOMPARE(seatOf(session, 0).value(u"points"_s).toInt(), 7);
        RECORD(session, hit(u"Shrieking Geek"_s, u"Blue Archer"_s));
        QCOMPARE(lastChanges(session),
                 (QStringList{u"Shrieking Geek: 3 → 2 health"_s, u"Joan: Castle cards 4 → 3"_s}));

        // Cotion of Ponfusion brings the Net Troll within the Red Swordsman's reach.
        RECORD(session, action(u"panic-move-monster"_s, {{u"monster"_s, u"Net Troll"_s},
                                                         {u"by"_s, u"Cotion of Ponfusion"_s},
                                                         {u"arc"_s, 1},
                                                         {u"ring"_s, u"swordsman"_s}}));
        QVERIFY(lastChanges(session).contains(u"Net Troll: Archer 1 → Swordsman 1"_s));
        QVariantMap withSeth = hit(u"Net Troll"_s, u"Red Swordsman"_s, {u"Buckler of Swashing"_s});
        QVariantMap card = list(withSeth, u"attack"_s).at(0).toMap();
        card.insert(u"weaponsByHelper"_s, true);
        withSeth.insert(u"attack"_s, QVariantList{card});
        withSeth.insert(u"helper"_s, u"Seth"_s);
        withSeth.insert(u"treasureTo"_s, u"Seth"_s);
        const auto troll2 = session.panicHitPreview(withSeth);
        QVERIFY2(troll2.legal, qPrintable(why(troll2)));
        QVERIFY(troll2.hit.slain);
        QCOMPARE(troll2.hit.trophyPoints, 4);
        RECORD(session, withSeth);
        const QStringList lines = lastChanges(session);
        QVERIFY2(lines.contains(u"Joan: Trophy Net Troll (4 points)"_s), qPrintable(lines.join(u" | "_s)));
        QVERIFY2(lines.contains(u"Seth: Treasure waiting 0 → 2"_s), qPrintable(lines.join(u" | "_s)));
        QCOMPARE(seatOf(session, 0).value(u"points"_s).toInt(), 4 + 3 + 4);
    }

    void moveMonstersWithAChoice()
    {
        GameSession session;
        QVERIFY(open(session, panicSetup(u"standard"_s, {seat(u"Ann"_s), seat(u"Bob"_s)})));
        for (const auto& [token, arc] : {std::pair{u"Net Troll"_s, 1}, std::pair{u"Bullrog"_s, 2},
                                         std::pair{u"Pukachu"_s, 4}, std::pair{u"Shrieking Geek"_s, 6}})
            RECORD(session, place(token, arc));
        RECORD(session, action(u"panic-discard-draw"_s));
        RECORD(session, nextPhase(u"move-monsters"_s));
        // Two Monsters in the green Swordsman space of arc 3 both hit Wall 3; the Bullrog walks on.
        RECORD(session, setBoard({boardMonster(u"Gazebo"_s, 3, u"swordsman"_s, 3),
                                  boardMonster(u"Pit Bull"_s, 3, u"swordsman"_s, 2),
                                  boardMonster(u"Bullrog"_s, 5, u"forest"_s, 3)}));
        const QVariantMap stateBefore = session.state();
        const int historyBefore = session.history()->rowCount();

        const auto pending = session.panicMovePreview(action(u"panic-move-monsters"_s));
        QVERIFY(!pending.legal);
        QVERIFY2(ruleIds(pending).contains(u"game.panic-pending-choice"_s), qPrintable(why(pending)));
        QVariantMap move = moveOf(pending);
        const QVariantList waiting = list(move, u"pending"_s);
        QCOMPARE(waiting.size(), 1);
        const QVariantMap wall = waiting.at(0).toMap();
        QCOMPARE(wall.value(u"structure"_s).toString(), u"wall:3"_s);
        QCOMPARE(wall.value(u"kind"_s).toString(), u"wall"_s);
        QCOMPARE(wall.value(u"arc"_s).toInt(), 3);
        QStringList candidates = wall.value(u"candidates"_s).toStringList();
        candidates.sort();
        QCOMPARE(candidates, (QStringList{u"Gazebo"_s, u"Pit Bull"_s}));
        QVERIFY(move.value(u"board"_s).isNull());
        // Meanwhile the preview shows what no answer changes: the Bullrog's step, nothing about Wall 3.
        const QVariantList meanwhile = list(move, u"events"_s);
        QCOMPARE(meanwhile.size(), 1);
        const QVariantMap step = meanwhile.at(0).toMap();
        QCOMPARE(step.value(u"type"_s).toString(), u"monster-moved"_s);
        QCOMPARE(step.value(u"id"_s).toString(), u"Bullrog"_s);
        QVERIFY2(step.value(u"text"_s).toString().contains(u"Bullrog"_s),
                 qPrintable(step.value(u"text"_s).toString()));

        // The Pit Bull takes the hit: the Wall falls, the Pit Bull loses 1, both stay put.
        const QVariantMap choices{{u"wall:3"_s, u"Pit Bull"_s}};
        const auto chosen =
            session.panicMovePreview(action(u"panic-move-monsters"_s, {{u"choices"_s, choices}}));
        QVERIFY2(chosen.legal, qPrintable(why(chosen)));
        move = moveOf(chosen);
        QVERIFY(list(move, u"pending"_s).isEmpty());
        QVERIFY(!move.value(u"board"_s).isNull());
        const QVariantMap board = boardOf(move);
        QVERIFY(!board.value(u"walls"_s).toList().contains(3));
        QCOMPARE(monsterOn(board, u"Pit Bull"_s).value(u"health"_s).toInt(), 1);
        QCOMPARE(monsterOn(board, u"Gazebo"_s).value(u"ring"_s).toString(), u"swordsman"_s);
        QCOMPARE(move.value(u"towersLeft"_s).toInt(), 6);
        QVERIFY(!move.value(u"gameLost"_s).toBool());
        const QVariantList events = list(move, u"events"_s);
        QVERIFY(!events.isEmpty());
        for (const QVariant& event : events)
            QVERIFY(!event.toMap().value(u"text"_s).toString().isEmpty());
        QVERIFY(namesIn(events, u"text"_s).contains(u"Wall 3 is destroyed by Pit Bull"_s));
        QCOMPARE(session.state(), stateBefore);
        QCOMPARE(session.history()->rowCount(), historyBefore);

        RECORD(session, action(u"panic-move-monsters"_s, {{u"choices"_s, choices}}));
        QCOMPARE(lastChanges(session),
                 (QStringList{u"Pit Bull: 2 → 1 health"_s, u"Bullrog: Forest 5 → Archer 5"_s,
                              u"Wall 3 destroyed"_s}));
        QCOMPARE(lastText(session), u"The Monsters move; Pit Bull takes the hit at the Wall of arc 3."_s);
    }

    void curseTokenPreview()
    {
        GameSession session;
        playToJoansPlayCards(session);
        if (QTest::currentTestFailed())
            return;
        // Joan's attacks, as the rulebook plays them: only the Shrieking Geek is left, in the Archer ring.
        RECORD(session, hit(u"Gazebo"_s, u"Blue Knight"_s, {u"Boots of Butt-Kicking"_s}));
        RECORD(session, hit(u"Large Angry Chicken"_s, u"Any Color Swordsman"_s, {u"Spiky Knees"_s}));
        RECORD(session, hit(u"Shrieking Geek"_s, u"Blue Archer"_s));
        RECORD(session, action(u"panic-move-monster"_s, {{u"monster"_s, u"Net Troll"_s},
                                                         {u"by"_s, u"Cotion of Ponfusion"_s},
                                                         {u"arc"_s, 1},
                                                         {u"ring"_s, u"swordsman"_s}}));
        RECORD(session, hit(u"Net Troll"_s, u"Red Swordsman"_s, {u"Buckler of Swashing"_s}));
        QCOMPARE(list(panicOf(session).value(u"board"_s).toMap(), u"monsters"_s).size(), 1);
        RECORD(session, nextPhase(u"add-treasure"_s));
        RECORD(session, nextPhase(u"move-monsters"_s));
        RECORD(session, action(u"panic-move-monsters"_s));
        QCOMPARE(lastChanges(session), QStringList{u"Shrieking Geek: Archer 6 → Knight 6"_s});
        RECORD(session, nextPhase(u"place-monsters"_s));
        RECORD(session, place(u"Undead Horse"_s, 3));
        const QVariantMap stateBefore = session.state();

        // Monsters in Blue move: the Shrieking Geek from the blue Knight space to the Swordsman space.
        const QVariantMap curse = action(u"panic-draw-curse"_s, {{u"curse"_s, u"move-blue"_s}});
        const auto preview = session.panicMovePreview(curse);
        QVERIFY2(preview.legal, qPrintable(why(preview)));
        const QVariantMap move = moveOf(preview);
        QVERIFY(list(move, u"pending"_s).isEmpty());
        QCOMPARE(namesIn(list(move, u"events"_s), u"text"_s),
                 QStringList{u"Shrieking Geek moves from Knight 6 to Swordsman 6"_s});
        QCOMPARE(monsterOn(boardOf(move), u"Shrieking Geek"_s).value(u"ring"_s).toString(), u"swordsman"_s);
        // The Undead Horse is green: it stays in the Forest.
        QCOMPARE(monsterOn(boardOf(move), u"Undead Horse"_s).value(u"ring"_s).toString(), u"forest"_s);
        QCOMPARE(session.state(), stateBefore);

        RECORD(session, curse);
        QCOMPARE(lastChanges(session), QStringList{u"Shrieking Geek: Knight 6 → Swordsman 6"_s});
        QCOMPARE(lastText(session), u"Curse token drawn: Move Blue."_s);
        QVERIFY(!namesIn(list(panicOf(session), u"bagCurses"_s), u"id"_s).contains(u"move-blue"_s));

        // A preview of another kind has no move.
        QCOMPARE(session.panicMovePreview(action(u"panic-sleep"_s)).move, views::PanicMoveView());
    }

    void boardCorrectionsInTheHistory()
    {
        GameSession session;
        playToJoansPlayCards(session);
        if (QTest::currentTestFailed())
            return;
        RECORD(session, action(u"panic-fortify"_s, {{u"arc"_s, 3}}));
        QCOMPARE(lastChanges(session), QStringList{u"Fortify token on Wall 3"_s});
        RECORD(session, action(u"panic-glue"_s, {{u"monster"_s, u"Shrieking Geek"_s}}));
        QCOMPARE(lastChanges(session), QStringList{u"Glue on Shrieking Geek"_s});
        RECORD(session, action(u"panic-addition-error"_s,
                               {{u"player"_s, u"Gloria"_s}, {u"trophy"_s, u"Plutonium Dragon"_s}}));
        QCOMPARE(lastChanges(session), (QStringList{u"Gloria: Addition Errors under Plutonium Dragon 0 → 1"_s,
                                                    u"Gloria: Treasure 1 → 0"_s}));
        // Wall 2 and Tower 4 down, the Gazebo off the board, the Net Troll hit twice more.
        RECORD(session, setBoard({boardMonster(u"Net Troll"_s, 1, u"archer"_s, 1),
                                  boardMonster(u"Large Angry Chicken"_s, 3, u"swordsman"_s, 2),
                                  boardMonster(u"Shrieking Geek"_s, 6, u"archer"_s, 3)},
                                 {{u"walls"_s, QVariantList{1, 3, 4, 5, 6}},
                                  {u"towers"_s, QVariantList{1, 2, 3, 5, 6}},
                                  {u"fortified"_s, QVariantList{3}}}));
        const QStringList lines = lastChanges(session);
        QCOMPARE(lines,
                 (QStringList{u"Net Troll: 3 → 1 health"_s, u"Glue comes off Shrieking Geek"_s,
                              u"Gazebo leaves the board"_s, u"Wall 2 destroyed"_s, u"Tower 4 destroyed"_s}));
    }

    void lostWhenTheLastTowerFalls()
    {
        GameSession session;
        playToJoansPlayCards(session);
        if (QTest::currentTestFailed())
            return;
        RECORD(session, setBoard({boardMonster(u"Net Troll"_s, 1, u"castle"_s, 3)},
                                 {{u"towers"_s, QVariantList()}, {u"walls"_s, QVariantList()}}));
        const QVariantMap panic = panicOf(session);
        QVERIFY(panic.value(u"over"_s).toBool());
        QVERIFY(panic.value(u"gameLost"_s).toBool());
        QVERIFY(!panic.value(u"playersWon"_s).toBool());
        QCOMPARE(panic.value(u"masterMunchkin"_s).toString(), QString());
        QCOMPARE(panic.value(u"board"_s).toMap().value(u"towersLeft"_s).toInt(), 0);
        QVERIFY(lastChanges(session).contains(u"The last Tower has fallen: the game is lost"_s));
        // After the end every action is refused.
        const auto refused = session.perform(nextPhase(u"add-treasure"_s));
        QVERIFY(!refused.recorded);
        QVERIFY(ruleIds(refused).contains(u"game.over"_s));
    }

    void moreMunchkinEndsWithAWinner()
    {
        GameSession session;
        QVERIFY(
            open(session, panicSetup(u"more-munchkin"_s, {seat(u"Ann"_s, {}, u"Wizard"_s),
                                                          seat(u"Bob"_s, {}, u"Elf"_s), seat(u"Cid"_s)})));
        QVariantMap panic = panicOf(session);
        QCOMPARE(panic.value(u"mode"_s).toString(), u"more-munchkin"_s);
        QCOMPARE(seatOf(session, 0).value(u"character"_s).toString(), u"Wizard"_s);
        QCOMPARE(seatOf(session, 1).value(u"character"_s).toString(), u"Elf"_s);
        QCOMPARE(seatOf(session, 2).value(u"character"_s).toString(), QString());
        RECORD(session, action(u"panic-set-trophies"_s,
                               {{u"player"_s, u"Bob"_s}, {u"trophies"_s, QStringList{u"Net Troll"_s}}}));
        QCOMPARE(lastChanges(session), QStringList{u"Bob: Trophy Net Troll (4 points)"_s});
        // The last Tower falls: in More Munchkin the most Trophy points win.
        RECORD(session, setBoard({}, {{u"towers"_s, QVariantList()}}));
        panic = panicOf(session);
        QVERIFY(panic.value(u"over"_s).toBool());
        QVERIFY(panic.value(u"playersWon"_s).toBool());
        QVERIFY(!panic.value(u"gameLost"_s).toBool());
        QCOMPARE(panic.value(u"masterMunchkin"_s).toString(), u"Bob"_s);
        QCOMPARE(namesIn(list(panic, u"standings"_s)).first(), u"Bob"_s);
        QCOMPARE(session.winners(), QStringList{u"Bob"_s});
        QVERIFY2(lastChanges(session).contains(u"The game is over: Bob wins"_s),
                 qPrintable(lastChanges(session).join(u" | "_s)));
    }
};

QTEST_MAIN(TestPanicSession)
#include "tst_panic_session.moc"
