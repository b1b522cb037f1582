// The rules catalogue: complete entries, sorted unique ids, lookup, and (the point of it) every rule id the
// referee cites, over a broad sweep of checks in all four editions, is listed.

#include "combat_builders.h"
#include "rules_test_support.h"

#include "rules/game/rule_catalogue.h"
#include "rules/munchkin/character_cards.h"
#include "rules/munchkin/charity.h"
#include "rules/munchkin/combat.h"
#include "rules/munchkin/death.h"
#include "rules/munchkin/equip.h"
#include "rules/munchkin/levels.h"
#include "rules/munchkin/runaway.h"
#include "rules/munchkin/selling.h"
#include "rules/munchkin/timing.h"

#include <QSet>
#include <QTest>

#include <set>
#include <string>
#include <vector>

using namespace arbiter::rules;
using namespace arbiter::rules::munchkin;
using namespace arbiter::rules::test;

namespace {

// Every reason of every verdict the sweep produced, with where it came from.
class Sweep {
public:
    void add(const Verdict& verdict, const QString& where)
    {
        for (const Reason& reason : verdict.reasons) {
            const QString id = toQString(reason.rule);
            cited.insert(id);
            if (!findRule(reason.rule))
                unknown << id + QStringLiteral(" (") + where + u')';
            if (reason.text.empty())
                textless << id + QStringLiteral(" (") + where + u')';
        }
    }

    QSet<QString> cited;
    QStringList unknown;
    QStringList textless;
};

void sweepLevels(Sweep& sweep, const EditionProfile& p, const Options& o)
{
    for (LevelSource source : {LevelSource::GoUpALevel, LevelSource::Sell, LevelSource::Kill,
                               LevelSource::Card, LevelSource::LastNonCultist})
        for (int level : {1, 2, 5, 9, 10, 19})
            for (int amount : {-3, -1, 1, 2})
                for (bool allows : {false, true})
                    for (bool dead : {false, true}) {
                        LevelChange change;
                        change.level = level;
                        change.amount = amount;
                        change.source = source;
                        change.cardAllowsWin = allows;
                        change.dead = dead;
                        sweep.add(checkLevelChange(p, o, change).verdict, QStringLiteral("levels"));
                    }
}

std::vector<Combat> sampleCombats(const EditionProfile& p)
{
    const CardKind kind = p.characterCards.front().kind;
    const std::string a = firstCard(p, kind);
    const Attribute::Kind attr = attributeKind(kind);
    Combatant holder = player(4, 2);
    cardsOf(holder.character, kind) = {a};
    Combatant doubled = holder;
    setDoubled(doubled.character, kind, true);
    const Monster plus = withVersus(monster("Slime", 5, 2), attr, a, 4);
    const Monster minus = withVersus(monster("Akata", 5, 2), attr, a, -3);
    Combat extra = helpedBy(fight(player(4, 2), {monster("Orc", 5)}), player(2));
    extra.extraHelpers = 2;

    return {
        fight(player(5, 3), {monster("Orc", 4, 2)}),
        fight(player(2), {monster("Net Troll", 10, 3)}),
        fight(player(4, 3), {monster("Troll", 7)}),
        fight(withClass(player(4, 3), "Warrior"), {monster("Troll", 7)}),
        helpedBy(fight(player(3, 1), {monster("Troll", 7)}), withClass(player(2, 1), "Warrior")),
        fight(winningTies(player(4, 3)), {monster("Troll", 7)}),
        helpedBy(fight(player(9, 9), {monster("Orc", 3), monster("Gnome", 2)}), withRace(player(9), "Elf")),
        fight(withRide(withCitizenship(player(3), "Thanksgiving Town"), "Sled", 1), {monster("Bat", 5)}),
        helpedBy(fight(withCitizenship(player(9, 9), "Thanksgiving Town"), {monster("Behemoth", 12, 3)}),
                 player(5)),
        forPlayers(helpedBy(fight(player(4, 5, 2), {levelOnly(monster("Squid", 6))}), player(3, 4)), "Potion",
                   5),
        fight(player(4), {eliminated(monster("Giant", 12, 4)), monster("Orc", 2, 1)}),
        fight(player(1), {eliminated(monster("Giant", 12, 4))}),
        fight(player(4), {eliminated(monster("Orc", 3, 2)), monster("Net Troll", 10, 3)}),
        helpedBy(fight(holder, {plus}), holder),
        helpedBy(fight(holder, {minus}), holder),
        fight(doubled, {plus}),
        fight(doubled, {minus}),
        forMonsters(fight(player(9, 2), {enhanced(monster("Orc", 4, 1), "Baby", -6, -3)}), "Potion", 2),
        extra,
        fight(player(6),
              {monster("Orc", 3), joinedBy(tagged(monster("Ghoul", 4), "Undead"), JoinedBy::Undead)}),
        fight(player(6), {tagged(monster("Goblin", 4), "Goblin"),
                          joinedBy(tagged(monster("Goblin Dog", 3), "Goblin"), JoinedBy::Goblin)}),
        fight(player(6), {tagged(monster("Imp", 4), "Demon"),
                          joinedBy(tagged(monster("Fiend", 3), "Demon"), JoinedBy::Demon)}),
        fight(player(6), {monster("Shoggoth", 4), joinedBy(monster("Proto-Shoggoth", 3), JoinedBy::Goth),
                          joinedBy(monster("Lesser Shoggoth", 3), JoinedBy::Goth)}),
        fight(player(6), {tagged(monster("Zombie", 4), "Undead"),
                          joinedBy(tagged(monster("Ghoul", 2), "Undead"), JoinedBy::Undead),
                          joinedBy(monster("Wight", 2), JoinedBy::WanderingMonster)}),
    };
}

void sweepCombat(Sweep& sweep, const EditionProfile& p, const Options& o)
{
    for (const Combat& combat : sampleCombats(p)) {
        sweep.add(judgeCombat(p, o, combat).verdict, QStringLiteral("combat"));
        for (std::size_t i = 0; i < combat.monsters.size(); ++i) {
            const std::vector<Monster> before(combat.monsters.begin(),
                                              combat.monsters.begin() + static_cast<std::ptrdiff_t>(i));
            sweep.add(checkJoin(p, before, combat.monsters[i]), QStringLiteral("join"));
        }
    }
    for (JoinedBy how : {JoinedBy::Door, JoinedBy::LookForTrouble, JoinedBy::WanderingMonster,
                         JoinedBy::Undead, JoinedBy::Goblin, JoinedBy::Demon, JoinedBy::Goth})
        sweep.add(checkJoin(p, {monster("Orc", 3)}, joinedBy(monster("Troll", 5), how)),
                  QStringLiteral("join"));
}

RunAwayRoll roll(const std::string& monster, Runner runner, int die, const BadStuff& bad)
{
    RunAwayRoll r;
    r.monster = monster;
    r.runner = runner;
    r.roll = die;
    r.badStuff = bad;
    return r;
}

void sweepRunAway(Sweep& sweep, const EditionProfile& p)
{
    BadStuff levels;
    levels.levels = 2;
    BadStuff items;
    items.items = {"Helmet", "Boots"};
    BadStuff death;
    death.death = true;
    for (bool sacrifice : {false, true})
        for (bool helperEscapes : {false, true}) {
            RunAway r;
            r.fighterLevel = 3;
            r.helperLevel = 2;
            r.sacrificeRide = sacrifice;
            r.helperEscapesWithRide = helperEscapes;
            r.fighterModifier = 1;
            r.rolls = {roll("Orc", Runner::Fighter, 2, levels),   roll("Orc", Runner::Helper, 6, items),
                       roll("Dragon", Runner::Fighter, 1, death), roll("Dragon", Runner::Helper, 1, items),
                       roll("Gnome", Runner::Fighter, 1, levels), roll("Gnome", Runner::Helper, 3, death),
                       roll("Rat", Runner::Helper, 2, levels)};
            const RunAwayResult result = judgeRunAway(p, r);
            sweep.add(result.verdict, QStringLiteral("run away"));
            for (const RollResult& rr : result.results)
                sweep.add(rr.verdict, QStringLiteral("run away roll"));
        }
}

CharityPlayer charitySeat(const std::string& name, int level, bool dead = false)
{
    CharityPlayer s;
    s.name = name;
    s.level = level;
    s.dead = dead;
    return s;
}

void sweepCharity(Sweep& sweep, const EditionProfile& p)
{
    const std::vector<std::vector<CharityPlayer>> tables = {
        {charitySeat("Ann", 5), charitySeat("Bob", 2), charitySeat("Cid", 2), charitySeat("Dan", 3)},
        {charitySeat("Ann", 1), charitySeat("Bob", 2)},
        {charitySeat("Ann", 5), charitySeat("Bob", 1, true), charitySeat("Cid", 3)},
        {charitySeat("Ann", 5), charitySeat("Bob", 1, true)},
    };
    const std::vector<std::vector<std::string>> picks = {{}, {"Bob"}, {"Dan"}, {"Bob", "Cid"}};
    for (const auto& table : tables)
        for (const auto& pick : picks)
            for (int hand : {3, 6, 8, 9}) {
                Charity c;
                c.giver = "Ann";
                c.hand = hand;
                c.players = table;
                c.biggerShare = pick;
                if (hand == 9)
                    c.handLimit = 6;
                sweep.add(judgeCharity(p, c).verdict, QStringLiteral("charity"));
            }
}

void sweepSelling(Sweep& sweep, const EditionProfile& p, const Options& o)
{
    for (int level : {1, 8, 9, 19})
        for (int gold : {0, 900, 1000, 1500, 2000})
            for (bool oneShot : {false, true})
                for (int situation = 0; situation < 5; ++situation) {
                    Sale s;
                    s.level = level;
                    SaleItem item;
                    item.name = "Armor";
                    item.gold = gold;
                    SaleItem potion;
                    potion.name = "Potion";
                    potion.gold = 500;
                    potion.oneShot = oneShot;
                    potion.fromHand = true;
                    s.items = {item, potion};
                    s.ownTurn = situation != 1;
                    s.inCombat = situation == 2;
                    s.runningAway = situation == 3;
                    s.dead = situation == 4;
                    sweep.add(judgeSale(p, o, s).verdict, QStringLiteral("selling"));
                }
}

Item equipItem(const std::string& name, Slot slot, int bonus, bool isBig = false)
{
    Item i;
    i.name = name;
    i.slot = slot;
    i.bonus = bonus;
    i.big = isBig;
    return i;
}

void sweepEquip(Sweep& sweep, const EditionProfile& p)
{
    const CardKind kind = p.characterCards.front().kind;
    const std::string a = firstCard(p, kind);
    Item onlyA = equipItem("Mace", Slot::OneHand, 3);
    onlyA.onlyFor = Attribute{attributeKind(kind), a};
    Item notA = equipItem("Robe", Slot::Armor, 2);
    notA.forbiddenFor = Attribute{attributeKind(kind), a};
    Item notMen = equipItem("Gown", Slot::Armor, 2);
    notMen.forbiddenFor = Attribute{Attribute::Kind::Sex, "male"};
    Item asked = equipItem("Cap", Slot::Headgear, 3);
    asked.lifter = Lifter::Hireling;
    Item cheated = equipItem("Crown", Slot::Headgear, 4);
    cheated.lifter = Lifter::Cheat;
    Item sideways = equipItem("Hat", Slot::Headgear, 2);
    sideways.equipped = false;
    const std::vector<std::vector<Item>> loads = {
        {equipItem("Helmet", Slot::Headgear, 1), equipItem("Hat", Slot::Headgear, 2), asked, cheated},
        {equipItem("Mail", Slot::Armor, 2), equipItem("Plate", Slot::Armor, 3), notA, notMen},
        {equipItem("Boots", Slot::Footgear, 1), equipItem("Sandals", Slot::Footgear, 1)},
        {equipItem("Sword", Slot::OneHand, 2), equipItem("Staff", Slot::TwoHands, 4), onlyA},
        {equipItem("Ladder", Slot::None, 2, true), equipItem("Cannon", Slot::None, 3, true), sideways},
    };
    for (const std::vector<Item>& load : loads)
        for (int lifters = 0; lifters < 4; ++lifters)
            for (bool doubled : {false, true})
                for (bool combat : {false, true}) {
                    EquipRequest r;
                    r.items = load;
                    r.hirelings = lifters & 1;
                    r.cheat = (lifters & 2) != 0;
                    r.rides = lifters == 3 ? 2 : lifters & 1;
                    cardsOf(r.character, kind) = {a};
                    setDoubled(r.character, kind, doubled);
                    if (lifters == 2)
                        r.character.races = {"Dwarf"};
                    r.character.sex = doubled ? Sex::Male : Sex::Female;
                    r.inCombat = combat;
                    const EquipResult result = judgeEquip(p, r);
                    sweep.add(result.verdict, QStringLiteral("equip"));
                    for (const ItemRuling& ruling : result.items)
                        sweep.add(ruling.verdict, QStringLiteral("equip item"));
                }
}

void sweepTiming(Sweep& sweep, const EditionProfile& p)
{
    for (int a = 0; a <= static_cast<int>(TimedAction::PlayOneShot); ++a)
        for (int bits = 0; bits < 16; ++bits) {
            TimingContext c;
            c.ownTurn = (bits & 1) != 0;
            c.inCombat = (bits & 2) != 0;
            c.runningAway = (bits & 4) != 0;
            c.partnerInCombat = (bits & 8) != 0;
            sweep.add(checkTiming(p, static_cast<TimedAction>(a), c), QStringLiteral("timing"));
        }
    for (int bits = 0; bits < 32; ++bits) {
        Trade t;
        t.itemsInPlay = (bits & 1) != 0;
        t.onlyItems = (bits & 2) != 0;
        t.includesRide = (bits & 4) != 0;
        t.traderInCombat = (bits & 8) != 0;
        t.partnerInCombat = (bits & 16) != 0;
        sweep.add(checkTrade(p, t), QStringLiteral("trade"));
    }
}

void sweepCharacters(Sweep& sweep, const EditionProfile& p, const Options& o)
{
    std::vector<std::string> names = {"Super Munchkin", "Half-Breed", "Double Life", "Dual Citizenship"};
    for (const EditionProfile& box : allEditions())
        for (const CharacterCardKind& k : box.characterCards)
            for (std::string_view card : k.cards)
                names.emplace_back(card);
    for (CardKind kind : {CardKind::Race, CardKind::Class, CardKind::Faction, CardKind::Citizenship}) {
        const std::string a = firstCard(p, kind).empty() ? std::string("Elf") : firstCard(p, kind);
        const std::string b = secondCard(p, kind).empty() ? std::string("Dwarf") : secondCard(p, kind);
        for (const std::vector<std::string>& held :
             {std::vector<std::string>{}, {a}, {a, b}, {a, a}, {"Cultist"}, {"Cultist", a}})
            for (bool doubled : {false, true}) {
                Character c;
                cardsOf(c, kind) = held;
                setDoubled(c, kind, doubled);
                sweep.add(checkCharacter(p, c), QStringLiteral("character"));
                for (const std::string& card : names)
                    sweep.add(checkPlayCard(p, c, card), QStringLiteral("play card"));
                for (int pile : {0, 1})
                    sweep.add(becomeCultist(p, c, pile).verdict, QStringLiteral("become a Cultist"));
            }
    }
    for (const std::string& card : names)
        for (DiscardCause cause :
             {DiscardCause::Voluntary, DiscardCause::CardEffect, DiscardCause::DivineIntervention})
            for (int cultists : {0, 1, 2})
                sweep.add(checkDiscardCard(p, card, cause, cultists), QStringLiteral("discard"));
    const std::vector<std::vector<CultistPlayer>> tables = {
        {{"Ann", 5, true}, {"Bob", 7, true}, {"Cid", 7, true}},
        {{"Ann", 5, true}, {"Bob", 9, false}, {"Cid", 3, true}},
        {{"Ann", 5, true}, {"Bob", 4, false}, {"Cid", 3, false}},
        {{"Ann", 5, false}},
    };
    for (const auto& table : tables)
        sweep.add(judgeCultists(p, o, table).verdict, QStringLiteral("cultist endings"));
}

void sweepDeath(Sweep& sweep, const EditionProfile& p)
{
    const std::vector<std::vector<Looter>> tables = {
        {{"Ann", 5, true, 0}, {"Bob", 3, false, 0}, {"Cid", 7, false, 0}, {"Dan", 3, false, 0}},
        {{"Ann", 5, true, 0}, {"Bob", 3, false, 2}, {"Cid", 3, false, 5}, {"Dan", 9, true, 0}},
        {{"Ann", 5, true, 0}, {"Bob", 3, false, 4}, {"Cid", 3, false, 4}},
        {{"Ann", 5, true, 0}},
    };
    for (const auto& table : tables)
        for (int cards : {0, 2, 6}) {
            LootRequest r;
            r.deceased = "Ann";
            r.players = table;
            r.cardsOnBody = cards;
            sweep.add(judgeLooting(p, r).verdict, QStringLiteral("looting"));
        }
}

// Every rule id the engine brief says a check cites: all must be in the catalogue.
constexpr std::string_view briefRuleIds[] = {
    "badstuff.death",
    "badstuff.items",
    "badstuff.levels",
    "character.discard-any-time",
    "character.doubler-needs-card",
    "character.edition-cards",
    "character.no-copies",
    "character.one-per-kind",
    "charity.even-split",
    "charity.giver-lowest-discards",
    "charity.hand-limit",
    "charity.lowest-level",
    "combat.elf-helper-levels",
    "combat.eliminated",
    "combat.give-thanks",
    "combat.join-demon",
    "combat.join-goblin",
    "combat.join-goth",
    "combat.join-undead",
    "combat.kill-claim-wait",
    "combat.level-only",
    "combat.monsters-win-ties",
    "combat.no-rewards-when-running",
    "combat.one-helper",
    "combat.road-trip",
    "combat.shared-victory",
    "combat.versus-once",
    "combat.warrior-wins-ties",
    "combat.wins-ties-ability",
    "cultist.all-cultists",
    "cultist.become",
    "cultist.last-non-cultist",
    "cultist.no-voluntary-discard",
    "cultist.only-cultist-protected",
    "cultist.own-discard-pile",
    "death.dead-receive-nothing",
    "death.loot-one-each",
    "death.loot-order",
    "death.loot-tie-roll",
    "death.no-more-running",
    "equip.armor",
    "equip.big-item",
    "equip.big-item-race",
    "equip.carried",
    "equip.cheat",
    "equip.doubler-advantages",
    "equip.footgear",
    "equip.forbidden-for",
    "equip.hands",
    "equip.headgear",
    "equip.hireling",
    "equip.no-big-items",
    "equip.no-change-in-combat",
    "equip.one-ride",
    "equip.only-for",
    "levels.card-win",
    "levels.dead",
    "levels.floor-one",
    "levels.go-up-a-level",
    "levels.win-by-kill-only",
    "levels.winning-level",
    "runaway.helper-rolls",
    "runaway.ride-sacrifice",
    "runaway.roll",
    "sell.minimum",
    "sell.no-change",
    "sell.not-in-combat",
    "sell.not-winning-level",
    "sell.one-shots",
    "sell.own-turn",
    "sell.rate",
    "timing.any-time",
    "timing.just-received",
    "timing.not-in-combat",
    "timing.own-turn",
    "trade.from-table",
    "trade.items-only",
    "trade.no-rides",
    "trade.not-in-combat",
};

}  // namespace

class TestCatalogue : public QObject {
    Q_OBJECT

private slots:
    void entriesAreComplete();
    void idsAreUniqueAndSorted();
    void findRule_data();
    void findRule();
    void unknownIds_data();
    void unknownIds();
    void ruleOfEditionNamesItsRulebook_data();
    void ruleOfEditionNamesItsRulebook();
    void briefRulesAreListed_data();
    void briefRulesAreListed();
    void tribalRulesAreListed();
    void everyCitedRuleIsListed();
};

void TestCatalogue::entriesAreComplete()
{
    const auto entries = ruleCatalogue();
    QVERIFY(entries.size() >= 50);
    for (const RuleEntry& entry : entries) {
        const QString id = toQString(entry.id);
        QVERIFY2(!entry.id.empty(), "an entry without an id");
        QVERIFY2(!entry.title.empty(), qPrintable(id + QStringLiteral(": no title")));
        QVERIFY2(!entry.summary.empty(), qPrintable(id + QStringLiteral(": no summary")));
        QVERIFY2(!entry.rulebook.empty(), qPrintable(id + QStringLiteral(": no rulebook")));
        QVERIFY2(!entry.section.empty(), qPrintable(id + QStringLiteral(": no section")));
        // "area.rule-name": lower case, one dot, no spaces.
        QVERIFY2(id.count(u'.') == 1 && !id.startsWith(u'.') && !id.endsWith(u'.'),
                 qPrintable(id + QStringLiteral(": not area.name")));
        QVERIFY2(id == id.toLower() && !id.contains(u' '),
                 qPrintable(id + QStringLiteral(": not a stable id")));
    }
}

void TestCatalogue::idsAreUniqueAndSorted()
{
    const auto entries = ruleCatalogue();
    std::set<std::string_view> seen;
    for (std::size_t i = 0; i < entries.size(); ++i) {
        QVERIFY2(seen.insert(entries[i].id).second,
                 qPrintable(toQString(entries[i].id) + QStringLiteral(" twice")));
        if (i > 0)
            QVERIFY2(entries[i - 1].id < entries[i].id,
                     qPrintable(toQString(entries[i - 1].id) + QStringLiteral(" before ")
                                + toQString(entries[i].id)));
    }
}

void TestCatalogue::findRule_data()
{
    QTest::addColumn<QString>("id");

    for (const RuleEntry& entry : ruleCatalogue())
        QTest::addRow("%s", QByteArray(entry.id.data(), static_cast<qsizetype>(entry.id.size())).constData())
            << toQString(entry.id);
}

void TestCatalogue::findRule()
{
    QFETCH(QString, id);

    const std::string key = id.toStdString();
    const RuleEntry* entry = arbiter::rules::findRule(key);
    QVERIFY(entry != nullptr);
    QCOMPARE(toQString(entry->id), id);
    QVERIFY(entry >= ruleCatalogue().data() && entry < ruleCatalogue().data() + ruleCatalogue().size());
}

void TestCatalogue::unknownIds_data()
{
    QTest::addColumn<QString>("id");

    QTest::addRow("empty") << "";
    QTest::addRow("before the first") << "a";
    QTest::addRow("after the last") << "zzz.rule";
    QTest::addRow("an area alone") << "combat";
    QTest::addRow("a prefix of an id") << "combat.monsters-win-tie";
    QTest::addRow("an id with more") << "combat.monsters-win-ties2";
    QTest::addRow("upper case") << "Combat.monsters-win-ties";
    QTest::addRow("a Panic rule") << "panic.castle";
}

void TestCatalogue::unknownIds()
{
    QFETCH(QString, id);
    QVERIFY(arbiter::rules::findRule(id.toStdString()) == nullptr);
}

void TestCatalogue::ruleOfEditionNamesItsRulebook_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("rulebook");

    QTest::addRow("Warrior ties") << "combat.warrior-wins-ties"
                                  << "Deluxe";
    QTest::addRow("Elf helper") << "combat.elf-helper-levels"
                                << "Deluxe";
    QTest::addRow("Dwarves and Big items") << "equip.big-item-race"
                                           << "Deluxe";
    QTest::addRow("Big items") << "equip.big-item"
                               << "Pathfinder";
    QTest::addRow("Goblins") << "combat.join-goblin"
                             << "Pathfinder";
    QTest::addRow("one-shots sold") << "sell.one-shots"
                                    << "Pathfinder";
    QTest::addRow("Demons") << "combat.join-demon"
                            << "Nightmare";
    QTest::addRow("Road Trip") << "combat.road-trip"
                               << "Nightmare";
    QTest::addRow("Give Thanks") << "combat.give-thanks"
                                 << "Nightmare";
    QTest::addRow("Ride sacrifice") << "runaway.ride-sacrifice"
                                    << "Nightmare";
    QTest::addRow("one Ride") << "equip.one-ride"
                              << "Nightmare";
    QTest::addRow("no Ride trading") << "trade.no-rides"
                                     << "Nightmare";
    QTest::addRow("goth summoning") << "combat.join-goth"
                                    << "Cthulhu";
    QTest::addRow("Become a Cultist") << "cultist.become"
                                      << "Cthulhu";
    QTest::addRow("all Cultists") << "cultist.all-cultists"
                                  << "Cthulhu";
    QTest::addRow("last non-Cultist") << "cultist.last-non-cultist"
                                      << "Cthulhu";
}

void TestCatalogue::ruleOfEditionNamesItsRulebook()
{
    QFETCH(QString, id);
    QFETCH(QString, rulebook);

    const RuleEntry* entry = arbiter::rules::findRule(id.toStdString());
    QVERIFY2(entry != nullptr, qPrintable(id + QStringLiteral(" is not in the catalogue")));
    QVERIFY2(toQString(entry->rulebook).contains(rulebook),
             qPrintable(id + QStringLiteral(" names ") + toQString(entry->rulebook)));
}

void TestCatalogue::briefRulesAreListed_data()
{
    QTest::addColumn<QString>("id");

    for (std::string_view id : briefRuleIds)
        QTest::addRow("%s", QByteArray(id.data(), static_cast<qsizetype>(id.size())).constData())
            << toQString(id);
}

void TestCatalogue::briefRulesAreListed()
{
    QFETCH(QString, id);
    QVERIFY2(arbiter::rules::findRule(id.toStdString()) != nullptr,
             qPrintable(id + QStringLiteral(" is cited by the referee but missing from the catalogue")));
}

void TestCatalogue::tribalRulesAreListed()
{
    for (const EditionProfile& p : allEditions())
        for (const TribalRule& rule : p.tribalRules)
            QVERIFY2(arbiter::rules::findRule(rule.ruleId) != nullptr,
                     qPrintable(toQString(p.id) + QStringLiteral(": ") + toQString(rule.ruleId)));
}

void TestCatalogue::everyCitedRuleIsListed()
{
    Sweep sweep;
    Options epic;
    epic.epic = true;
    Options shared;
    shared.sharedVictory = true;
    shared.fasterPlay = true;
    for (const EditionProfile& p : allEditions()) {
        for (const Options& o : {Options{}, epic, shared}) {
            sweepLevels(sweep, p, o);
            sweepCombat(sweep, p, o);
            sweepSelling(sweep, p, o);
            sweepCharacters(sweep, p, o);
        }
        sweepRunAway(sweep, p);
        sweepCharity(sweep, p);
        sweepEquip(sweep, p);
        sweepTiming(sweep, p);
        sweepDeath(sweep, p);
    }
    sweep.unknown.removeDuplicates();
    sweep.textless.removeDuplicates();
    QVERIFY2(sweep.unknown.isEmpty(),
             qPrintable(QStringLiteral("not in the catalogue: ") + sweep.unknown.join(", ")));
    QVERIFY2(sweep.textless.isEmpty(),
             qPrintable(QStringLiteral("reasons without text: ") + sweep.textless.join(", ")));
    // The sweep must reach most of the referee, or it proves little.
    QVERIFY2(sweep.cited.size() >= 70,
             qPrintable(QStringLiteral("only %1 rule ids cited").arg(sweep.cited.size())));
}

QTEST_APPLESS_MAIN(TestCatalogue)
#include "tst_catalogue.moc"
