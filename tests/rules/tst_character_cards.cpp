// Character cards: one of each kind unless doubled, no copies, each box's own kinds, and the Cultist.

#include "rules_test_support.h"

#include "rules/munchkin/character_cards.h"

#include <QTest>

#include <string>
#include <vector>

using namespace arbiter::rules::munchkin;
using namespace arbiter::rules::test;

Q_DECLARE_METATYPE(arbiter::rules::munchkin::Character)
Q_DECLARE_METATYPE(arbiter::rules::munchkin::DiscardCause)
Q_DECLARE_METATYPE(std::vector<arbiter::rules::munchkin::CultistPlayer>)

namespace {

constexpr CardKind allKinds[] = {CardKind::Race, CardKind::Class, CardKind::Faction, CardKind::Citizenship};

Character holding(CardKind kind, const std::vector<std::string>& cards, bool doubled = false)
{
    Character c;
    cardsOf(c, kind) = cards;
    setDoubled(c, kind, doubled);
    return c;
}

Character classes(const std::vector<std::string>& cards, bool superMunchkin = false)
{
    return holding(CardKind::Class, cards, superMunchkin);
}

// A card of `kind` from whichever box has that kind.
std::string someCardOf(CardKind kind)
{
    for (const EditionProfile& p : allEditions())
        for (const CharacterCardKind& k : p.characterCards)
            if (k.kind == kind)
                return std::string(k.cards.front());
    return {};
}

CultistPlayer seat(const std::string& name, int level, bool cultist)
{
    CultistPlayer p;
    p.name = name;
    p.level = level;
    p.cultist = cultist;
    return p;
}

QByteArray idOf(const EditionProfile& p)
{
    return QByteArray(p.id.data(), static_cast<qsizetype>(p.id.size()));
}

}  // namespace

class TestCharacterCards : public QObject {
    Q_OBJECT

private slots:
    void checkCharacter_data();
    void checkCharacter();
    void checkPlayCard_data();
    void checkPlayCard();
    void checkDiscardCard_data();
    void checkDiscardCard();
    void becomeCultist_data();
    void becomeCultist();
    void judgeCultists_data();
    void judgeCultists();
};

void TestCharacterCards::checkCharacter_data()
{
    QTest::addColumn<Edition>("edition");
    QTest::addColumn<Character>("character");
    QTest::addColumn<bool>("legal");
    QTest::addColumn<QString>("rule");

    // "You may not belong to more than one class at once unless you play the Super Munchkin card"; "You
    // cannot have more than one of the same Class or Race card in play at once"; the doublers "may be played
    // ... as long as you have an appropriate card ... to attach it to".
    for (const EditionProfile& p : allEditions()) {
        const QByteArray id = idOf(p);
        const Edition e = p.edition;
        QTest::addRow("%s: nobody special", id.constData()) << e << Character{} << true << "";
        for (CardKind kind : allKinds) {
            const QByteArray k = QByteArray::fromStdString(toString(kind));
            if (!editionHasKind(p, kind)) {
                QTest::addRow("%s: no %s cards in this box", id.constData(), k.constData())
                    << e << holding(kind, {someCardOf(kind)}) << false << "character.edition-cards";
                continue;
            }
            const std::string a = firstCard(p, kind);
            const std::string b = secondCard(p, kind);
            std::string c;
            for (const CharacterCardKind& ck : p.characterCards)
                if (ck.kind == kind)
                    c = std::string(ck.cards[2]);
            QTest::addRow("%s %s: one card", id.constData(), k.constData())
                << e << holding(kind, {a}) << true << "";
            QTest::addRow("%s %s: two without the doubler", id.constData(), k.constData())
                << e << holding(kind, {a, b}) << false << "character.one-per-kind";
            QTest::addRow("%s %s: two with the doubler", id.constData(), k.constData())
                << e << holding(kind, {a, b}, true) << true << "";
            QTest::addRow("%s %s: one with the doubler", id.constData(), k.constData())
                << e << holding(kind, {a}, true) << true << "";
            QTest::addRow("%s %s: three with the doubler", id.constData(), k.constData())
                << e << holding(kind, {a, b, c}, true) << false << "character.one-per-kind";
            QTest::addRow("%s %s: two copies", id.constData(), k.constData())
                << e << holding(kind, {a, a}, true) << false << "character.no-copies";
            QTest::addRow("%s %s: a doubler on nothing", id.constData(), k.constData())
                << e << holding(kind, {}, true) << false << "character.doubler-needs-card";
        }
    }
    Character elfWarrior = holding(CardKind::Race, {"Elf"});
    elfWarrior.classes = {"Warrior"};
    QTest::addRow("deluxe: a Race and a Class") << Edition::Deluxe << elfWarrior << true << "";
    Character witchKnight = holding(CardKind::Class, {"Witch"});
    witchKnight.factions = {"Hellknight"};
    QTest::addRow("pathfinder: a Class and a Faction") << Edition::Pathfinder << witchKnight << true << "";
    QTest::addRow("cthulhu: a Cultist and a Professor")
        << Edition::Cthulhu << classes({"Cultist", "Professor"}, true) << true << "";
}

void TestCharacterCards::checkCharacter()
{
    QFETCH(Edition, edition);
    QFETCH(Character, character);
    QFETCH(bool, legal);
    QFETCH(QString, rule);

    const arbiter::rules::Verdict verdict =
        arbiter::rules::munchkin::checkCharacter(profile(edition), character);
    ARBITER_COMPARE_LEGAL(verdict, legal);
    if (!rule.isEmpty())
        ARBITER_VERIFY_CITES(verdict, rule);
}

void TestCharacterCards::checkPlayCard_data()
{
    QTest::addColumn<Edition>("edition");
    QTest::addColumn<Character>("character");
    QTest::addColumn<QString>("card");
    QTest::addColumn<bool>("legal");
    QTest::addColumn<QString>("rule");

    for (const EditionProfile& p : allEditions()) {
        const QByteArray id = idOf(p);
        const Edition e = p.edition;
        for (const CharacterCardKind& k : p.characterCards) {
            const QByteArray kn = QByteArray::fromStdString(toString(k.kind));
            const std::string a(k.cards[0]);
            const std::string b(k.cards[1]);
            const std::string c(k.cards[2]);
            const QString doubler = toQString(k.doublingCard);
            QTest::addRow("%s %s: the first card", id.constData(), kn.constData())
                << e << Character{} << QString::fromStdString(a) << true << "";
            QTest::addRow("%s %s: a second card without the doubler", id.constData(), kn.constData())
                << e << holding(k.kind, {a}) << QString::fromStdString(b) << false
                << "character.one-per-kind";
            QTest::addRow("%s %s: a second card with the doubler", id.constData(), kn.constData())
                << e << holding(k.kind, {a}, true) << QString::fromStdString(b) << true << "";
            QTest::addRow("%s %s: a third card", id.constData(), kn.constData())
                << e << holding(k.kind, {a, b}, true) << QString::fromStdString(c) << false
                << "character.one-per-kind";
            QTest::addRow("%s %s: a copy", id.constData(), kn.constData())
                << e << holding(k.kind, {a}, true) << QString::fromStdString(a) << false
                << "character.no-copies";
            QTest::addRow("%s %s: the doubler onto a card", id.constData(), kn.constData())
                << e << holding(k.kind, {a}) << doubler << true << "";
            QTest::addRow("%s %s: the doubler onto nothing", id.constData(), kn.constData())
                << e << Character{} << doubler << false << "character.doubler-needs-card";
            QTest::addRow("%s %s: the doubler twice", id.constData(), kn.constData())
                << e << holding(k.kind, {a}, true) << doubler << false << "";
        }
        for (CardKind kind : allKinds)
            if (!editionHasKind(p, kind))
                QTest::addRow("%s: a %s card from another box", id.constData(), toString(kind).c_str())
                    << e << Character{} << QString::fromStdString(someCardOf(kind)) << false
                    << "character.edition-cards";
    }
    QTest::addRow("deluxe: a Cultist from another box")
        << Edition::Deluxe << Character{} << "Cultist" << false << "character.edition-cards";
    QTest::addRow("deluxe: another box's doubler")
        << Edition::Deluxe << holding(CardKind::Race, {"Elf"}) << "Dual Citizenship" << false << "";
    // Cthulhu: "you cannot discard the Cultist card voluntarily", so no other Class can replace it.
    const Edition ct = Edition::Cthulhu;
    QTest::addRow("cthulhu: a Class over the Cultist")
        << ct << classes({"Cultist"}) << "Professor" << false << "cultist.no-voluntary-discard";
    QTest::addRow("cthulhu: a Class beside the Cultist")
        << ct << classes({"Cultist"}, true) << "Professor" << true << "";
    QTest::addRow("cthulhu: the Cultist first") << ct << Character{} << "Cultist" << true << "";
    QTest::addRow("cthulhu: Super Munchkin on the Cultist")
        << ct << classes({"Cultist"}) << "Super Munchkin" << true << "";
}

void TestCharacterCards::checkPlayCard()
{
    QFETCH(Edition, edition);
    QFETCH(Character, character);
    QFETCH(QString, card);
    QFETCH(bool, legal);
    QFETCH(QString, rule);

    const arbiter::rules::Verdict verdict =
        arbiter::rules::munchkin::checkPlayCard(profile(edition), character, card.toStdString());
    ARBITER_COMPARE_LEGAL(verdict, legal);
    if (!rule.isEmpty())
        ARBITER_VERIFY_CITES(verdict, rule);
    if (!legal)
        QVERIFY2(!verdict.reasons.empty(), "a refusal must give its reason");
}

void TestCharacterCards::checkDiscardCard_data()
{
    QTest::addColumn<Edition>("edition");
    QTest::addColumn<QString>("card");
    QTest::addColumn<DiscardCause>("cause");
    QTest::addColumn<int>("cultistsInPlay");
    QTest::addColumn<bool>("legal");
    QTest::addColumn<QString>("rule");

    // "You can discard a Class card at any time, even in combat".
    for (const EditionProfile& p : allEditions()) {
        const QString card = QString::fromStdString(firstCard(p, p.characterCards.front().kind));
        QTest::addRow("%s: discard by choice", idOf(p).constData())
            << p.edition << card << DiscardCause::Voluntary << 0 << true << "character.discard-any-time";
        QTest::addRow("%s: lost to a card", idOf(p).constData())
            << p.edition << card << DiscardCause::CardEffect << 0 << true << "character.discard-any-time";
    }
    // Cthulhu: "You cannot voluntarily discard this class! You can still lose it because of cards"; "If there
    // is only ONE Cultist, then nothing can make him lose his Class except Divine Intervention"; discarded
    // Cultists go "in a separate discard pile".
    const Edition ct = Edition::Cthulhu;
    QTest::addRow("cthulhu: quitting the Cult")
        << ct << "Cultist" << DiscardCause::Voluntary << 3 << false << "cultist.no-voluntary-discard";
    QTest::addRow("cthulhu: quitting as the only Cultist")
        << ct << "Cultist" << DiscardCause::Voluntary << 1 << false << "";
    QTest::addRow("cthulhu: a card takes one of two Cultists")
        << ct << "Cultist" << DiscardCause::CardEffect << 2 << true << "cultist.own-discard-pile";
    QTest::addRow("cthulhu: a card cannot take the only Cultist")
        << ct << "Cultist" << DiscardCause::CardEffect << 1 << false << "cultist.only-cultist-protected";
    QTest::addRow("cthulhu: Divine Intervention takes the only Cultist")
        << ct << "Cultist" << DiscardCause::DivineIntervention << 1 << true << "cultist.own-discard-pile";
    QTest::addRow("cthulhu: Divine Intervention with many Cultists")
        << ct << "Cultist" << DiscardCause::DivineIntervention << 4 << true << "cultist.own-discard-pile";
    QTest::addRow("cthulhu: a Monster Whacker quits")
        << ct << "Monster Whacker" << DiscardCause::Voluntary << 1 << true << "character.discard-any-time";
}

void TestCharacterCards::checkDiscardCard()
{
    QFETCH(Edition, edition);
    QFETCH(QString, card);
    QFETCH(DiscardCause, cause);
    QFETCH(int, cultistsInPlay);
    QFETCH(bool, legal);
    QFETCH(QString, rule);

    const arbiter::rules::Verdict verdict = arbiter::rules::munchkin::checkDiscardCard(
        profile(edition), card.toStdString(), cause, cultistsInPlay);
    ARBITER_COMPARE_LEGAL(verdict, legal);
    if (!rule.isEmpty())
        ARBITER_VERIFY_CITES(verdict, rule);
    if (!legal)
        QVERIFY2(!verdict.reasons.empty(), "a refusal must give its reason");
}

void TestCharacterCards::becomeCultist_data()
{
    QTest::addColumn<Edition>("edition");
    QTest::addColumn<Character>("character");
    QTest::addColumn<int>("pile");
    QTest::addColumn<bool>("takesCultist");
    QTest::addColumn<QStringList>("classesDiscarded");

    // Cthulhu: "If any card tells you 'Become a Cultist', and there is a discarded Cultist card waiting for
    // you, then you must take it. If there is no Cultist card, you escaped . . . this time. If you were
    // already a Cultist, there is no further effect".
    const Edition ct = Edition::Cthulhu;
    QTest::addRow("a Professor becomes a Cultist")
        << ct << classes({"Professor"}) << 1 << true << QStringList{"Professor"};
    QTest::addRow("the classless become Cultists") << ct << Character{} << 2 << true << QStringList{};
    QTest::addRow("no Cultist waiting") << ct << classes({"Professor"}) << 0 << false << QStringList{};
    QTest::addRow("already a Cultist") << ct << classes({"Cultist"}) << 3 << false << QStringList{};
    QTest::addRow("already a Super Munchkin Cultist")
        << ct << classes({"Cultist", "Professor"}, true) << 1 << false << QStringList{};
    QTest::addRow("Super Munchkin keeps a single Class")
        << ct << classes({"Professor"}, true) << 1 << true << QStringList{};
    // With Super Munchkin and two Classes only one has to go, and the player picks it (see below).
    QTest::addRow("Super Munchkin with two Classes")
        << ct << classes({"Professor", "Investigator"}, true) << 2 << true << QStringList{};
    for (Edition e : {Edition::Deluxe, Edition::Nightmare, Edition::Pathfinder}) {
        const EditionProfile& p = profile(e);
        const CardKind kind = p.characterCards.front().kind;
        QTest::addRow("%s: no Cultists in this box", idOf(p).constData())
            << e << holding(kind, {firstCard(p, kind)}) << 1 << false << QStringList{};
    }
}

void TestCharacterCards::becomeCultist()
{
    QFETCH(Edition, edition);
    QFETCH(Character, character);
    QFETCH(int, pile);
    QFETCH(bool, takesCultist);
    QFETCH(QStringList, classesDiscarded);

    const BecomeCultistResult result =
        arbiter::rules::munchkin::becomeCultist(profile(edition), character, pile);
    QCOMPARE(result.takesCultist, takesCultist);
    QCOMPARE(namesOf(result.classesDiscarded), classesDiscarded);
    const bool choosing = character.superMunchkin && character.classes.size() == 2 && takesCultist;
    const QStringList pick = choosing ? QStringList{"Professor", "Investigator"} : QStringList{};
    QCOMPARE(namesOf(result.chooseOneToDiscard), pick);
    if (edition == Edition::Cthulhu)
        ARBITER_VERIFY_CITES(result.verdict, "cultist.become");
    else
        ARBITER_COMPARE_LEGAL(result.verdict, false);
}

void TestCharacterCards::judgeCultists_data()
{
    QTest::addColumn<Edition>("edition");
    QTest::addColumn<bool>("epic");
    QTest::addColumn<std::vector<CultistPlayer>>("players");
    QTest::addColumn<bool>("gameOver");
    QTest::addColumn<QStringList>("winners");
    QTest::addColumn<QString>("holdout");
    QTest::addColumn<int>("holdoutLevelAfter");
    QTest::addColumn<bool>("holdoutWins");
    QTest::addColumn<QString>("rule");

    using Seats = std::vector<CultistPlayer>;
    const Edition ct = Edition::Cthulhu;
    // "If all the players become Cultists, the game ends, and victory goes to the player(s) with the highest
    // Level."
    QTest::addRow("all Cultists, tie at the top")
        << ct << false << Seats{seat("Ann", 5, true), seat("Bob", 7, true), seat("Cid", 7, true)} << true
        << QStringList{"Bob", "Cid"} << "" << 0 << false << "cultist.all-cultists";
    QTest::addRow("all Cultists, one leader")
        << ct << false << Seats{seat("Ann", 3, true), seat("Bob", 8, true)} << true << QStringList{"Bob"}
        << "" << 0 << false << "cultist.all-cultists";
    // "If all the players become Cultists but one, the non-Cultist player gets a level, and this can be the
    // winning level."
    QTest::addRow("the last non-Cultist wins")
        << ct << false << Seats{seat("Ann", 5, true), seat("Bob", 9, false), seat("Cid", 3, true)} << true
        << QStringList{"Bob"} << "Bob" << 10 << true << "cultist.last-non-cultist";
    QTest::addRow("the last non-Cultist goes up")
        << ct << false << Seats{seat("Ann", 5, true), seat("Bob", 4, false), seat("Cid", 3, true)} << false
        << QStringList{} << "Bob" << 5 << false << "cultist.last-non-cultist";
    QTest::addRow("two players, one Cultist")
        << ct << false << Seats{seat("Ann", 5, true), seat("Bob", 2, false)} << false << QStringList{}
        << "Bob" << 3 << false << "cultist.last-non-cultist";
    QTest::addRow("epic: the last non-Cultist at 9")
        << ct << true << Seats{seat("Ann", 5, true), seat("Bob", 9, false), seat("Cid", 3, true)} << false
        << QStringList{} << "Bob" << 10 << false << "cultist.last-non-cultist";
    QTest::addRow("two non-Cultists")
        << ct << false << Seats{seat("Ann", 5, true), seat("Bob", 4, false), seat("Cid", 3, false)} << false
        << QStringList{} << "" << 0 << false << "";
    QTest::addRow("no Cultists") << ct << false << Seats{seat("Ann", 5, false), seat("Bob", 4, false)}
                                 << false << QStringList{} << "" << 0 << false << "";
    QTest::addRow("a player alone") << ct << false << Seats{seat("Ann", 5, false)} << false << QStringList{}
                                    << "" << 0 << false << "";
    for (Edition e : {Edition::Deluxe, Edition::Nightmare, Edition::Pathfinder})
        QTest::addRow("%s: no Cultist endings", qPrintable(editionId(e)))
            << e << false << Seats{seat("Ann", 5, true), seat("Bob", 9, false), seat("Cid", 3, true)} << false
            << QStringList{} << "" << 0 << false << "";
}

void TestCharacterCards::judgeCultists()
{
    QFETCH(Edition, edition);
    QFETCH(bool, epic);
    QFETCH(std::vector<CultistPlayer>, players);
    QFETCH(bool, gameOver);
    QFETCH(QStringList, winners);
    QFETCH(QString, holdout);
    QFETCH(int, holdoutLevelAfter);
    QFETCH(bool, holdoutWins);
    QFETCH(QString, rule);

    Options options;
    options.epic = epic;
    const CultistEnding ending = arbiter::rules::munchkin::judgeCultists(profile(edition), options, players);
    QCOMPARE(ending.gameOver, gameOver);
    QCOMPARE(namesOf(ending.winners), winners);
    QCOMPARE(QString::fromStdString(ending.holdout), holdout);
    if (!holdout.isEmpty())
        QCOMPARE(ending.holdoutLevelAfter, holdoutLevelAfter);
    QCOMPARE(ending.holdoutWins, holdoutWins);
    if (!rule.isEmpty())
        ARBITER_VERIFY_CITES(ending.verdict, rule);
}

QTEST_APPLESS_MAIN(TestCharacterCards)
#include "tst_character_cards.moc"
