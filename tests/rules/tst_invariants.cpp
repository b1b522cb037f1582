// Properties that must hold for every input, checked on thousands of seeded random cases per concept:
// Charity hands out exactly the excess, a sale never makes change or reaches the winning level, more
// strength never turns a win into a loss, levels stay between 1 and the winning level, and every
// reason cites a rule of the catalogue. The seeds are fixed, so a failure names a case that replays.

#include "rules_test_support.h"

#include "rules/munchkin/charity.h"
#include "rules/munchkin/combat.h"
#include "rules/munchkin/death.h"
#include "rules/munchkin/equip.h"
#include "rules/munchkin/levels.h"
#include "rules/munchkin/runaway.h"
#include "rules/munchkin/selling.h"

#include <QTest>

#include <algorithm>
#include <numeric>
#include <random>
#include <set>

using namespace arbiter::rules;
using namespace arbiter::rules::munchkin;

namespace {

constexpr int casesPerConcept = 3000;

// A small deterministic source of test data (std::mt19937 is specified exactly; the mapping to a range
// is ours, so the cases are the same with every standard library).
class Dice {
public:
    explicit Dice(unsigned seed) : m_engine(seed) {}
    int between(int low, int high)
    {
        return low + static_cast<int>(m_engine() % static_cast<unsigned>(high - low + 1));
    }
    bool chance(int percent) { return between(1, 100) <= percent; }
    template <typename T>
    const T& pick(const std::vector<T>& values)
    {
        return values[static_cast<std::size_t>(between(0, static_cast<int>(values.size()) - 1))];
    }

private:
    std::mt19937 m_engine;
};

const std::vector<Edition> editions = {Edition::Deluxe, Edition::Cthulhu, Edition::Nightmare,
                                       Edition::Pathfinder};

QByteArray caseName(int index, Edition edition)
{
    return "case " + QByteArray::number(index) + " (" + QByteArray::fromStdString(toString(edition)) + ")";
}

void verifyCatalogued(const Verdict& verdict, const QByteArray& where)
{
    for (const Reason& reason : verdict.reasons) {
        const std::string rule(reason.rule);
        QVERIFY2(findRule(reason.rule) != nullptr,
                 (where + ": uncatalogued rule " + rule.c_str()).constData());
        QVERIFY2(!reason.text.empty(), (where + ": empty reason for " + rule.c_str()).constData());
    }
}

Character randomCharacter(Dice& dice, const EditionProfile& profile)
{
    Character character;
    for (const CharacterCardKind& kind : profile.characterCards) {
        if (!dice.chance(60))
            continue;
        std::vector<std::string> cards(kind.cards.begin(), kind.cards.end());
        const std::string card = dice.pick(cards);
        switch (kind.kind) {
        case CardKind::Race:
            character.races.push_back(card);
            break;
        case CardKind::Class:
            character.classes.push_back(card);
            break;
        case CardKind::Faction:
            character.factions.push_back(card);
            break;
        case CardKind::Citizenship:
            character.citizenships.push_back(card);
            break;
        }
    }
    character.sex = dice.chance(50) ? Sex::Male : Sex::Female;
    character.superMunchkin = !character.classes.empty() && dice.chance(20);
    return character;
}

Combatant randomCombatant(Dice& dice, const EditionProfile& profile, int win)
{
    Combatant who;
    who.level = dice.between(1, win - 1);
    who.gear = dice.between(-2, 12);
    who.abilityBonus = dice.chance(30) ? dice.between(1, 3) : 0;
    who.character = randomCharacter(dice, profile);
    if (profile.hasRides && dice.chance(40))
        who.rides.push_back({"Sled", dice.between(0, 3)});
    return who;
}

Monster randomMonster(Dice& dice, int index)
{
    Monster monster;
    monster.name = "Monster " + std::to_string(index);
    monster.level = dice.between(1, 20);
    monster.treasures = dice.between(1, 5);
    monster.levels = dice.between(1, 2);
    if (dice.chance(40))
        monster.enhancers.push_back({"Enraged", dice.between(-5, 10), dice.between(-1, 2)});
    if (dice.chance(30))
        monster.versus.push_back(
            {{Attribute::Kind::Sex, dice.chance(50) ? "male" : "female"}, dice.between(-4, 4)});
    monster.levelOnly = dice.chance(5);
    monster.eliminated = index > 0 && dice.chance(10);
    monster.joinedBy = index == 0 ? JoinedBy::Door : JoinedBy::WanderingMonster;
    return monster;
}

}  // namespace

class TestInvariants : public QObject {
    Q_OBJECT

private slots:
    void combat();
    void charity();
    void selling();
    void levels();
    void runAway();
    void equip();
    void looting();
};

void TestInvariants::combat()
{
    Dice dice(20261121);
    for (int i = 0; i < casesPerConcept; ++i) {
        const Edition edition = dice.pick(editions);
        const EditionProfile& p = profile(edition);
        const Options options{.epic = dice.chance(20), .sharedVictory = dice.chance(30)};
        const int win = winningLevel(p, options);
        Combat combat;
        combat.fighter = randomCombatant(dice, p, win);
        if (dice.chance(40))
            combat.helper = randomCombatant(dice, p, win);
        if (dice.chance(30))
            combat.playerSide.push_back({"Magic Missile", dice.between(-3, 5)});
        const int monsters = dice.between(1, 3);
        for (int m = 0; m < monsters; ++m)
            combat.monsters.push_back(randomMonster(dice, m));

        const QByteArray where = caseName(i, edition);
        const CombatResult result = judgeCombat(p, options, combat);
        verifyCatalogued(result.verdict, where);
        QVERIFY2(result.verdict.legal, where);
        const bool anyCounted = std::any_of(combat.monsters.begin(), combat.monsters.end(),
                                            [](const Monster& m) { return !m.eliminated; });
        const bool expectWin = !anyCounted || result.playerStrength > result.monsterStrength
                               || (result.playerStrength == result.monsterStrength && result.winsTies);
        QVERIFY2((result.outcome == Outcome::Win) == expectWin, where);
        QVERIFY2(result.fighterLevelAfter >= 1 && result.fighterLevelAfter <= win, where);
        QVERIFY2(result.treasures >= 0, where);
        if (result.outcome == Outcome::Lose) {
            QVERIFY2(result.levelsGained == 0 && result.treasures == 0 && !result.gameWon, where);
            QCOMPARE(result.fighterLevelAfter, combat.fighter.level);
        }
        if (result.gameWon)
            QVERIFY2(result.outcome == Outcome::Win && result.fighterLevelAfter == win, where);
        if (result.helperWins)
            QVERIFY2(combat.helper.has_value(), where);
        if (result.helperLevelsGained > 0)
            QVERIFY2(edition == Edition::Deluxe, where);

        // Monotonic: a stronger fighter never loses a fight the weaker one won, and a stronger monster
        // never loses a fight the weaker one won.
        Combat stronger = combat;
        stronger.fighter.gear += dice.between(1, 5);
        if (result.outcome == Outcome::Win)
            QVERIFY2(judgeCombat(p, options, stronger).outcome == Outcome::Win, where);
        Combat enraged = combat;
        enraged.monsters.front().enhancers.push_back({"Ancient", dice.between(1, 10), 0});
        if (result.outcome == Outcome::Lose)
            QVERIFY2(judgeCombat(p, options, enraged).outcome == Outcome::Lose, where);
    }
}

void TestInvariants::charity()
{
    Dice dice(5);
    for (int i = 0; i < casesPerConcept; ++i) {
        const Edition edition = dice.pick(editions);
        Charity request;
        const int players = dice.between(1, 6);
        for (int n = 0; n < players; ++n)
            request.players.push_back(
                {"P" + std::to_string(n), dice.between(1, 9), n > 0 && dice.chance(15)});
        request.giver = "P0";
        request.hand = dice.between(0, 15);
        const QByteArray where = caseName(i, edition);
        const CharityResult result = judgeCharity(profile(edition), request);
        verifyCatalogued(result.verdict, where);

        const int given = std::accumulate(result.gifts.begin(), result.gifts.end(), 0,
                                          [](int sum, const Gift& gift) { return sum + gift.count; });
        QCOMPARE(given + result.discard + result.leftovers, result.excess);
        QCOMPARE(result.excess, std::max(0, request.hand - 5));
        QVERIFY2(result.discard == 0 || (result.discard == result.excess && result.gifts.empty()), where);
        QVERIFY2((result.leftovers > 0) == !result.choice.empty(), where);
        std::set<int> recipientLevels;
        for (const Gift& gift : result.gifts) {
            const auto player = std::find_if(request.players.begin(), request.players.end(),
                                             [&](const CharityPlayer& p) { return p.name == gift.to; });
            QVERIFY2(player != request.players.end() && !player->dead && player->name != request.giver,
                     where);
            QVERIFY2(player->level < request.players.front().level, where);
            recipientLevels.insert(player->level);
        }
        QVERIFY2(recipientLevels.size() <= 1, where);  // one lowest Level
        if (!result.gifts.empty()) {
            const auto [low, high] =
                std::minmax_element(result.gifts.begin(), result.gifts.end(),
                                    [](const Gift& a, const Gift& b) { return a.count < b.count; });
            QVERIFY2(high->count - low->count <= 1, where);  // as even as possible
        }
    }
}

void TestInvariants::selling()
{
    Dice dice(77);
    for (int i = 0; i < casesPerConcept; ++i) {
        const Edition edition = dice.pick(editions);
        const Options options{.epic = dice.chance(20)};
        const int win = winningLevel(profile(edition), options);
        Sale sale;
        sale.level = dice.between(1, win - 1);
        const int items = dice.between(0, 5);
        for (int n = 0; n < items; ++n)
            sale.items.push_back({"Item", dice.between(0, 12) * 100, dice.chance(20), dice.chance(30)});
        sale.ownTurn = dice.chance(85);
        sale.inCombat = dice.chance(10);
        const QByteArray where = caseName(i, edition);
        const SaleResult result = judgeSale(profile(edition), options, sale);
        verifyCatalogued(result.verdict, where);
        if (result.verdict.legal) {
            QVERIFY2(result.levelAfter < win, where);
            QCOMPARE(result.goldUsed % goldPerLevel, 0);
            QCOMPARE(result.goldUsed + result.goldWasted, result.goldTotal);
            QVERIFY2(result.goldWasted >= 0 && result.goldWasted < goldPerLevel, where);
            QCOMPARE(result.levelAfter, sale.level + result.levelsGained);
            QVERIFY2(sale.ownTurn && !sale.inCombat, where);
        } else {
            QCOMPARE(result.levelAfter, sale.level);
            QCOMPARE(result.levelsGained, 0);
        }
    }
}

void TestInvariants::levels()
{
    Dice dice(9);
    const std::vector<LevelSource> sources = {LevelSource::GoUpALevel, LevelSource::Sell, LevelSource::Kill,
                                              LevelSource::Card, LevelSource::LastNonCultist};
    for (int i = 0; i < casesPerConcept; ++i) {
        const Edition edition = dice.pick(editions);
        const Options options{.epic = dice.chance(20)};
        const int win = winningLevel(profile(edition), options);
        LevelChange change;
        change.level = dice.between(1, win - 1);
        change.amount = dice.between(-5, 5);
        change.source = dice.pick(sources);
        change.cardAllowsWin = dice.chance(20);
        change.dead = dice.chance(10);
        const QByteArray where = caseName(i, edition);
        const LevelChangeResult result = checkLevelChange(profile(edition), options, change);
        verifyCatalogued(result.verdict, where);
        QVERIFY2(result.levelAfter >= 1 && result.levelAfter <= win, where);
        QVERIFY2(result.wins == (result.levelAfter == win), where);
        if (!result.verdict.legal)
            QCOMPARE(result.levelAfter, change.level);
        if (result.wins)
            QVERIFY2(change.source != LevelSource::Sell && !change.dead, where);
    }
}

void TestInvariants::runAway()
{
    Dice dice(31);
    for (int i = 0; i < casesPerConcept; ++i) {
        const Edition edition = dice.pick(editions);
        RunAway request;
        request.fighterLevel = dice.between(1, 9);
        request.helperLevel = dice.between(1, 9);
        request.fighterModifier = dice.between(-2, 2);
        const int rolls = dice.between(1, 5);
        for (int n = 0; n < rolls; ++n) {
            RunAwayRoll roll{"M" + std::to_string(n), dice.chance(30) ? Runner::Helper : Runner::Fighter,
                             dice.between(1, 6), dice.between(-2, 2), std::nullopt};
            if (dice.chance(60))
                roll.badStuff = BadStuff{dice.between(0, 3), {}, dice.chance(20)};
            request.rolls.push_back(roll);
        }
        const QByteArray where = caseName(i, edition);
        const RunAwayResult result = judgeRunAway(profile(edition), request);
        verifyCatalogued(result.verdict, where);
        QCOMPARE(result.results.size(), request.rolls.size());
        bool fighterDead = false;
        bool helperDead = false;
        for (std::size_t n = 0; n < result.results.size(); ++n) {
            const RollResult& out = result.results[n];
            const RunAwayRoll& in = request.rolls[n];
            bool& dead = in.runner == Runner::Fighter ? fighterDead : helperDead;
            QCOMPARE(out.skipped, dead);
            if (!out.skipped) {
                const int general =
                    in.runner == Runner::Fighter ? request.fighterModifier : request.helperModifier;
                QCOMPARE(out.escaped, in.roll + in.modifier + general >= 5);
                dead = dead || (!out.escaped && in.badStuff && in.badStuff->death);
            }
        }
        QCOMPARE(result.fighterDead, fighterDead);
        QCOMPARE(result.helperDead, helperDead);
        QVERIFY2(result.fighterLevelAfter >= 1 && result.fighterLevelAfter <= request.fighterLevel, where);
        QVERIFY2(result.helperLevelAfter >= 1 && result.helperLevelAfter <= request.helperLevel, where);
    }
}

void TestInvariants::equip()
{
    Dice dice(1234);
    const std::vector<Slot> slotKinds = {Slot::None,     Slot::Headgear, Slot::Armor,
                                         Slot::Footgear, Slot::OneHand,  Slot::TwoHands};
    for (int i = 0; i < casesPerConcept; ++i) {
        const Edition edition = dice.pick(editions);
        const EditionProfile& p = profile(edition);
        EquipRequest request;
        request.character = randomCharacter(dice, p);
        request.cheat = dice.chance(20);
        request.hirelings = p.hasHirelings && dice.chance(20) ? 1 : 0;
        const int items = dice.between(0, 8);
        for (int n = 0; n < items; ++n) {
            Item item;
            item.name = "Item " + std::to_string(n);
            item.slot = dice.pick(slotKinds);
            item.bonus = dice.between(0, 5);
            item.big = dice.chance(20);
            item.equipped = dice.chance(80);
            request.items.push_back(item);
        }
        const QByteArray where = caseName(i, edition);
        const EquipResult result = judgeEquip(p, request);
        verifyCatalogued(result.verdict, where);
        QCOMPARE(result.items.size(), request.items.size());
        int gear = 0;
        int heads = 0;
        int hands = 0;
        int lifted = 0;
        for (std::size_t n = 0; n < result.items.size(); ++n) {
            const ItemRuling& ruling = result.items[n];
            const Item& item = request.items[n];
            verifyCatalogued(ruling.verdict, where);
            if (ruling.counts) {
                QVERIFY2(item.equipped, where);
                gear += item.bonus;
            }
            if (ruling.lifter != Lifter::None) {
                ++lifted;
                continue;
            }
            if (item.equipped && ruling.counts) {
                heads += item.slot == Slot::Headgear ? 1 : 0;
                hands += item.slot == Slot::OneHand ? 1 : item.slot == Slot::TwoHands ? 2 : 0;
            }
        }
        QCOMPARE(result.effectiveGear, gear);
        QVERIFY2(heads <= 1 && hands <= 2, where);
        QVERIFY2(lifted <= (request.cheat ? 1 : 0) + request.hirelings, where);
    }
}

void TestInvariants::looting()
{
    Dice dice(42);
    for (int i = 0; i < casesPerConcept; ++i) {
        const Edition edition = dice.pick(editions);
        LootRequest request;
        request.deceased = "P0";
        const int players = dice.between(1, 6);
        for (int n = 0; n < players; ++n)
            request.players.push_back(
                {"P" + std::to_string(n), dice.between(1, 9), n > 0 && dice.chance(10), dice.between(0, 6)});
        request.cardsOnBody = dice.between(0, 12);
        const QByteArray where = caseName(i, edition);
        const LootResult result = judgeLooting(profile(edition), request);
        verifyCatalogued(result.verdict, where);
        const auto living = std::count_if(request.players.begin() + 1, request.players.end(),
                                          [](const Looter& l) { return !l.dead; });
        QCOMPARE(static_cast<long>(result.order.size()), static_cast<long>(living));
        int previousLevel = 1000;
        int cards = 0;
        for (const LootPick& pick : result.order) {
            const auto looter = std::find_if(request.players.begin(), request.players.end(),
                                             [&](const Looter& l) { return l.name == pick.player; });
            QVERIFY2(looter != request.players.end() && !looter->dead && looter->name != request.deceased,
                     where);
            QVERIFY2(looter->level <= previousLevel, where);
            previousLevel = looter->level;
            cards += pick.getsCard ? 1 : 0;
        }
        QCOMPARE(cards, std::min(request.cardsOnBody, static_cast<int>(living)));
        QCOMPARE(result.discarded, std::max(0, request.cardsOnBody - static_cast<int>(living)));
    }
}

QTEST_APPLESS_MAIN(TestInvariants)
#include "tst_invariants.moc"
