#include "rules/munchkin/combat.h"

#include "rules/munchkin/character_cards.h"
#include "rules/munchkin/equip.h"
#include "rules/munchkin/levels.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <string>
#include <vector>

namespace arbiter::rules::munchkin {

namespace {

// The two players of a fight, as the label of their strength.
constexpr Message FighterTerm = ARBITER_MESSAGE("combat.term.fighter", "Fighter");
constexpr Message HelperTerm = ARBITER_MESSAGE("combat.term.helper", "Helper");
// The same players as the subject of a refusal of their cards.
constexpr Message TheFighterTerm = ARBITER_MESSAGE("combat.term.the-fighter", "The fighter");
constexpr Message TheHelperTerm = ARBITER_MESSAGE("combat.term.the-helper", "The helper");

// One player's strength, "Fighter: Level 3, gear +2 = 5.": a sentence for each set of parts that count.
constexpr Message StrengthLevel = ARBITER_MESSAGE("combat.player-strength.combatant", "%1: Level %2 = %3.");
constexpr Message StrengthGear =
    ARBITER_MESSAGE("combat.player-strength.combatant-gear", "%1: Level %2, gear %3 = %4.");
constexpr Message StrengthAbilities =
    ARBITER_MESSAGE("combat.player-strength.combatant-abilities", "%1: Level %2, abilities %3 = %4.");
constexpr Message StrengthGearAbilities = ARBITER_MESSAGE("combat.player-strength.combatant-gear-abilities",
                                                          "%1: Level %2, gear %3, abilities %4 = %5.");
constexpr Message StrengthRides =
    ARBITER_MESSAGE_N("combat.player-strength.combatant-rides", "%1: Level %2, Ride(s) %3 = %4.");
constexpr Message StrengthGearRides = ARBITER_MESSAGE_N("combat.player-strength.combatant-gear-rides",
                                                        "%1: Level %2, gear %3, Ride(s) %4 = %5.");
constexpr Message StrengthRidesAbilities = ARBITER_MESSAGE_N(
    "combat.player-strength.combatant-rides-abilities", "%1: Level %2, Ride(s) %3, abilities %4 = %5.");
constexpr Message StrengthGearRidesAbilities =
    ARBITER_MESSAGE_N("combat.player-strength.combatant-gear-rides-abilities",
                      "%1: Level %2, gear %3, Ride(s) %4, abilities %5 = %6.");
constexpr Message StrengthRidesRoadTrip = ARBITER_MESSAGE_N(
    "combat.player-strength.combatant-rides-road-trip", "%1: Level %2, Ride(s) %3, Road Trip %4 = %5.");
constexpr Message StrengthGearRidesRoadTrip =
    ARBITER_MESSAGE_N("combat.player-strength.combatant-gear-rides-road-trip",
                      "%1: Level %2, gear %3, Ride(s) %4, Road Trip %5 = %6.");
constexpr Message StrengthRidesAbilitiesRoadTrip =
    ARBITER_MESSAGE_N("combat.player-strength.combatant-rides-abilities-road-trip",
                      "%1: Level %2, Ride(s) %3, abilities %4, Road Trip %5 = %6.");
constexpr Message StrengthGearRidesAbilitiesRoadTrip =
    ARBITER_MESSAGE_N("combat.player-strength.combatant-gear-rides-abilities-road-trip",
                      "%1: Level %2, gear %3, Ride(s) %4, abilities %5, Road Trip %6 = %7.");

// A monster's strength, "Net Troll: Level 10, Enraged +5, +3 against Elf = 18.", with its Enhancers and
// the bonuses the players trigger.
constexpr Message MonsterLevel = ARBITER_MESSAGE("combat.monster-strength.monster", "%1: Level %2 = %3.");
constexpr Message MonsterEnhancers =
    ARBITER_MESSAGE("combat.monster-strength.monster-enhancers", "%1: Level %2, %3 = %4.");
constexpr Message MonsterVersus =
    ARBITER_MESSAGE("combat.monster-strength.monster-versus", "%1: Level %2, %3 against %4 = %5.");
constexpr Message MonsterEnhancersVersus = ARBITER_MESSAGE("combat.monster-strength.monster-enhancers-versus",
                                                           "%1: Level %2, %3, %4 against %5 = %6.");

// The sentences of one tribal joining rule (Undead, Goblin, Demon).
struct TribalSentences {
    std::string_view rule;
    std::string_view tag;
    Message noRule;       // the edition has no such rule
    Message notTagged;    // the newcomer is not of the kind
    Message noneInFight;  // nothing of its kind to join
    Message joins;
};

constexpr TribalSentences undeadSentences{
    "combat.join-undead",
    "Undead",
    ARBITER_MESSAGE("combat.join-undead.no-rule",
                    "%1 has no Undead rule; %2 needs Wandering Monster to join."),
    ARBITER_MESSAGE("combat.join-undead.not-undead",
                    "%1 is not Undead, so it cannot join by the Undead rule."),
    ARBITER_MESSAGE("combat.join-undead.none-in-fight",
                    "%1 may join only a fight against another Undead monster."),
    ARBITER_MESSAGE("combat.join-undead.joins", "%1 joins another Undead monster without Wandering Monster."),
};
constexpr TribalSentences goblinSentences{
    "combat.join-goblin",
    "Goblin",
    ARBITER_MESSAGE("combat.join-goblin.no-rule",
                    "%1 has no Goblin rule; %2 needs Wandering Monster to join."),
    ARBITER_MESSAGE("combat.join-goblin.not-goblin",
                    "%1 is not Goblin, so it cannot join by the Goblin rule."),
    ARBITER_MESSAGE("combat.join-goblin.none-in-fight",
                    "%1 may join only a fight against another Goblin monster."),
    ARBITER_MESSAGE("combat.join-goblin.joins", "%1 joins another Goblin monster without Wandering Monster."),
};
constexpr TribalSentences demonSentences{
    "combat.join-demon",
    "Demon",
    ARBITER_MESSAGE("combat.join-demon.no-rule", "%1 has no Demon rule; %2 needs Wandering Monster to join."),
    ARBITER_MESSAGE("combat.join-demon.not-demon", "%1 is not Demon, so it cannot join by the Demon rule."),
    ARBITER_MESSAGE("combat.join-demon.none-in-fight",
                    "%1 may join only a fight against another Demon monster."),
    ARBITER_MESSAGE("combat.join-demon.joins", "%1 joins another Demon monster without Wandering Monster."),
};

// "Sword +2, Potion +3": cards by name with their bonuses, as one argument of a sentence.
std::string withBonuses(std::string list, const std::string& name, int bonus)
{
    if (!list.empty())
        list += ", ";
    return list + cardWithBonus(name, bonus);
}

}  // namespace

std::string cardWithBonus(const std::string& name, int bonus)
{
    const std::string suffix = ' ' + englishArg(messageArg(Signed{bonus}));
    if (name.size() >= suffix.size() && name.compare(name.size() - suffix.size(), suffix.size(), suffix) == 0)
        return name;
    return name + suffix;
}

namespace {

bool endsWithGoth(const std::string& name)
{
    constexpr std::string_view suffix = "goth";
    if (name.size() < suffix.size())
        return false;
    for (std::size_t i = 0; i < suffix.size(); ++i) {
        const auto c = static_cast<unsigned char>(name[name.size() - suffix.size() + i]);
        if (std::tolower(c) != suffix[i])
            return false;
    }
    return true;
}

bool hasClass(const Combatant& combatant, std::string_view className)
{
    return !className.empty() && combatant.character.has(CardKind::Class, className);
}

// One player's part of the players' strength, with a sentence saying how it adds up.
int combatantStrength(const EditionProfile& profile, const Combatant& who, bool levelOnly, bool isFighter,
                      Verdict& verdict)
{
    const std::string_view rule = isFighter ? "combat.player-strength" : "combat.helper";
    const Message role = isFighter ? FighterTerm : HelperTerm;
    int strength = who.level;
    if (levelOnly) {
        verdict.note(rule, StrengthLevel, role, who.level, strength);
        return strength;
    }
    strength += who.gear + who.abilityBonus;
    int rideBonus = 0;
    for (const Ride& ride : who.rides)
        rideBonus += ride.bonus;
    strength += rideBonus;
    const bool roadTrip = profile.rideBonusPerRide != 0 && !who.rides.empty()
                          && who.character.has(CardKind::Citizenship, profile.rideBonusCitizenship);
    int roadTripBonus = 0;
    if (roadTrip) {
        roadTripBonus = profile.rideBonusPerRide * static_cast<int>(who.rides.size());
        strength += roadTripBonus;
        verdict.note(
            "combat.road-trip",
            isFighter ? ARBITER_MESSAGE("combat.road-trip.fighter", "Fighter is from %1: %2 for each Ride.")
                      : ARBITER_MESSAGE("combat.road-trip.helper", "Helper is from %1: %2 for each Ride."),
            profile.rideBonusCitizenship, Signed{profile.rideBonusPerRide});
    }
    const bool gear = who.gear != 0;
    const bool abilities = who.abilityBonus != 0;
    const Signed gearBonus{who.gear};
    const Signed abilityBonus{who.abilityBonus};
    const Signed ridesBonus{rideBonus};
    const Signed roadTripTotal{roadTripBonus};
    const Count rides{static_cast<int>(who.rides.size())};
    if (who.rides.empty()) {
        if (gear && abilities)
            verdict.note(rule, StrengthGearAbilities, role, who.level, gearBonus, abilityBonus, strength);
        else if (gear)
            verdict.note(rule, StrengthGear, role, who.level, gearBonus, strength);
        else if (abilities)
            verdict.note(rule, StrengthAbilities, role, who.level, abilityBonus, strength);
        else
            verdict.note(rule, StrengthLevel, role, who.level, strength);
    } else if (!roadTrip) {
        if (gear && abilities)
            verdict.note(rule, StrengthGearRidesAbilities, role, who.level, gearBonus, ridesBonus,
                         abilityBonus, strength, rides);
        else if (gear)
            verdict.note(rule, StrengthGearRides, role, who.level, gearBonus, ridesBonus, strength, rides);
        else if (abilities)
            verdict.note(rule, StrengthRidesAbilities, role, who.level, ridesBonus, abilityBonus, strength,
                         rides);
        else
            verdict.note(rule, StrengthRides, role, who.level, ridesBonus, strength, rides);
    } else {
        if (gear && abilities)
            verdict.note(rule, StrengthGearRidesAbilitiesRoadTrip, role, who.level, gearBonus, ridesBonus,
                         abilityBonus, roadTripTotal, strength, rides);
        else if (gear)
            verdict.note(rule, StrengthGearRidesRoadTrip, role, who.level, gearBonus, ridesBonus,
                         roadTripTotal, strength, rides);
        else if (abilities)
            verdict.note(rule, StrengthRidesAbilitiesRoadTrip, role, who.level, ridesBonus, abilityBonus,
                         roadTripTotal, strength, rides);
        else
            verdict.note(rule, StrengthRidesRoadTrip, role, who.level, ridesBonus, roadTripTotal, strength,
                         rides);
    }
    return strength;
}

}  // namespace

bool triggersVersus(const EditionProfile& /*profile*/, const Character& character, const VersusBonus& versus)
{
    if (!qualifies(character, versus.when))
        return false;
    // A bonus for the monster is a disadvantage of the card: a doubled single card has none.
    const std::optional<CardKind> kind = cardKindOf(versus.when.kind);
    return !(versus.bonus > 0 && kind && character.doubledSingle(*kind));
}

Verdict checkJoin(const EditionProfile& profile, const std::vector<Monster>& inFight, const Monster& newcomer)
{
    std::vector<const Monster*> pointers;
    pointers.reserve(inFight.size());
    for (const Monster& monster : inFight)
        pointers.push_back(&monster);
    return checkJoin(profile, pointers, newcomer);
}

Verdict checkJoin(const EditionProfile& profile, std::span<const Monster* const> inFight,
                  const Monster& newcomer)
{
    Verdict verdict;
    switch (newcomer.joinedBy) {
    case JoinedBy::Door:
        return verdict;
    case JoinedBy::LookForTrouble:
        // Looking for Trouble is the current player's own fight from their hand, in its own phase: it
        // starts a fight and never adds a monster to one already going.
        if (!inFight.empty())
            verdict.refuse(
                "combat.join-look-for-trouble",
                ARBITER_MESSAGE("combat.join-look-for-trouble.fight-going",
                                "%1 cannot join a fight already going by Look for Trouble: a second "
                                "monster comes in by Wandering Monster or its kind's own rule."),
                newcomer.name);
        return verdict;
    case JoinedBy::WanderingMonster:
        verdict.note(
            "combat.join-wandering",
            ARBITER_MESSAGE("combat.join-wandering.joins", "%1 joins the fight with Wandering Monster."),
            newcomer.name);
        return verdict;
    case JoinedBy::Goth: {
        if (!profile.gothSummoning) {
            verdict.refuse(
                "combat.join-goth",
                ARBITER_MESSAGE("combat.join-goth.not-cthulhu",
                                "Goth summoning is a Munchkin Cthulhu rule; %1 needs Wandering Monster "
                                "to join."),
                newcomer.name);
            return verdict;
        }
        if (!endsWithGoth(newcomer.name)) {
            verdict.refuse("combat.join-goth",
                           ARBITER_MESSAGE("combat.join-goth.not-goth",
                                           "%1 is not a \"goth\" monster and cannot be summoned."),
                           newcomer.name);
            return verdict;
        }
        // Each goth that entered on its own may summon one goth; summoned goths summon nobody.
        int summoners = 0;
        int summoned = 0;
        for (const Monster* monster : inFight) {
            if (!endsWithGoth(monster->name))
                continue;
            (monster->joinedBy == JoinedBy::Goth ? summoned : summoners) += 1;
        }
        if (summoners > summoned)
            verdict.note("combat.join-goth",
                         ARBITER_MESSAGE("combat.join-goth.summoned",
                                         "%1 is summoned by a goth already in the fight."),
                         newcomer.name);
        else
            verdict.refuse(
                "combat.join-goth",
                ARBITER_MESSAGE("combat.join-goth.no-summoner",
                                "No goth in this fight may summon %1: summoned goths bring no one and "
                                "each goth brings one."),
                newcomer.name);
        return verdict;
    }
    case JoinedBy::Undead:
    case JoinedBy::Goblin:
    case JoinedBy::Demon:
        break;
    }
    const auto rule = std::find_if(profile.tribalRules.begin(), profile.tribalRules.end(),
                                   [&](const TribalRule& r) { return r.via == newcomer.joinedBy; });
    const TribalSentences& says = newcomer.joinedBy == JoinedBy::Undead   ? undeadSentences
                                  : newcomer.joinedBy == JoinedBy::Goblin ? goblinSentences
                                                                          : demonSentences;
    const std::string tagName(says.tag);
    if (rule == profile.tribalRules.end()) {
        verdict.refuse(says.rule, says.noRule, profile.name, newcomer.name);
    } else if (!monsterHasTag(profile, newcomer, tagName)) {
        verdict.refuse(says.rule, says.notTagged, newcomer.name);
    } else if (std::none_of(inFight.begin(), inFight.end(),
                            [&](const Monster* m) { return monsterHasTag(profile, *m, tagName); })) {
        verdict.refuse(says.rule, says.noneInFight, newcomer.name);
    } else {
        verdict.note(says.rule, says.joins, newcomer.name);
    }
    return verdict;
}

CombatResult judgeCombat(const EditionProfile& profile, const Options& options, const Combat& combat)
{
    CombatResult result;
    Verdict& verdict = result.verdict;
    const int win = winningLevel(profile, options);
    const Combatant& fighter = combat.fighter;
    const Combatant* helper = combat.helper ? &*combat.helper : nullptr;

    // A character the edition's cards could not make is refused, never silently counted.
    verdict.append(checkCombatantCards(profile, fighter.character, fighter.rides.size(), TheFighterTerm));
    if (helper)
        verdict.append(checkCombatantCards(profile, helper->character, helper->rides.size(), TheHelperTerm));
    if (combat.extraHelpers > 0)
        verdict.refuse(
            "combat.one-helper",
            ARBITER_MESSAGE_N("combat.one-helper.extra-helpers",
                              "Only one player may help; the fight does not count %n extra helper(s)."),
            Count{combat.extraHelpers});

    // Which monsters are in the fight: joins are checked in the order the monsters came in.
    verdict.reasons.reserve(8 + 4 * combat.monsters.size());
    std::vector<const Monster*> inFight;
    inFight.reserve(combat.monsters.size());
    std::vector<bool> counted(combat.monsters.size(), false);
    for (std::size_t i = 0; i < combat.monsters.size(); ++i) {
        const Monster& monster = combat.monsters[i];
        Verdict join = checkJoin(profile, inFight, monster);
        const bool joins = join.legal;
        verdict.append(std::move(join));
        if (!joins)
            continue;
        inFight.push_back(&monster);
        if (monster.eliminated)
            verdict.note(
                "combat.eliminated",
                ARBITER_MESSAGE("combat.eliminated.no-reward",
                                "%1 is out of the fight without being killed: it gives no level and no "
                                "Treasure."),
                monster.name);
        else
            counted[i] = true;
    }

    const bool levelOnly = std::any_of(combat.monsters.begin(), combat.monsters.end(),
                                       [](const Monster& m) { return m.levelOnly && !m.eliminated; });
    if (levelOnly)
        verdict.note(
            "combat.level-only",
            ARBITER_MESSAGE("combat.level-only.players",
                            "This fight is fought with Level only: gear, Rides, abilities and one-shots "
                            "do not count for the players."));

    // The players' side.
    int players = combatantStrength(profile, fighter, levelOnly, true, verdict);
    if (helper)
        players += combatantStrength(profile, *helper, levelOnly, false, verdict);
    if (!levelOnly && !combat.playerSide.empty()) {
        std::string cards;
        for (const CombatCard& card : combat.playerSide) {
            players += card.bonus;
            cards = withBonuses(std::move(cards), card.name, card.bonus);
        }
        verdict.note(
            "combat.player-strength",
            ARBITER_MESSAGE("combat.player-strength.player-cards", "Cards played for the players: %1."),
            cards);
    }

    // The monsters' side.
    int monsters = 0;
    int countedMonsters = 0;
    for (std::size_t i = 0; i < combat.monsters.size(); ++i) {
        if (!counted[i])
            continue;
        const Monster& monster = combat.monsters[i];
        ++countedMonsters;
        int strength = monster.level;
        std::string enhancers;
        for (const Enhancer& enhancer : monster.enhancers) {
            strength += enhancer.bonus;
            enhancers = withBonuses(std::move(enhancers), enhancer.name, enhancer.bonus);
        }
        int versusBonus = 0;
        std::vector<std::string> versusTargets;
        for (const VersusBonus& versus : monster.versus) {
            const bool byFighter = triggersVersus(profile, fighter.character, versus);
            const bool byHelper = helper && triggersVersus(profile, helper->character, versus);
            const bool blockedByDoubler = !byFighter && !byHelper && versus.bonus > 0
                                          && (qualifies(fighter.character, versus.when)
                                              || (helper && qualifies(helper->character, versus.when)));
            if (blockedByDoubler) {
                verdict.note("equip.doubler-advantages",
                             ARBITER_MESSAGE("equip.doubler-advantages.monster-bonus",
                                             "%1 gets no %2 against %3: a doubled single card has no "
                                             "disadvantages."),
                             monster.name, Signed{versus.bonus}, versus.when.value);
                continue;
            }
            if (!byFighter && !byHelper)
                continue;
            strength += versus.bonus;
            versusBonus += versus.bonus;
            if (std::find(versusTargets.begin(), versusTargets.end(), versus.when.value)
                == versusTargets.end())
                versusTargets.push_back(versus.when.value);
            if (byFighter && byHelper)
                verdict.note("combat.versus-bonus",
                             ARBITER_MESSAGE("combat.versus-bonus.fighter-and-helper",
                                             "%1 is %2 against %3 (fighter and helper)."),
                             monster.name, Signed{versus.bonus}, versus.when.value);
            else if (byFighter)
                verdict.note("combat.versus-bonus",
                             ARBITER_MESSAGE("combat.versus-bonus.fighter", "%1 is %2 against %3 (fighter)."),
                             monster.name, Signed{versus.bonus}, versus.when.value);
            else
                verdict.note("combat.versus-bonus",
                             ARBITER_MESSAGE("combat.versus-bonus.helper", "%1 is %2 against %3 (helper)."),
                             monster.name, Signed{versus.bonus}, versus.when.value);
            if (byFighter && byHelper)
                verdict.note("combat.versus-once",
                             ARBITER_MESSAGE("combat.versus-once.both",
                                             "Both players are %1, but %2's bonus counts only once."),
                             versus.when.value, monster.name);
        }
        monsters += strength;
        if (versusTargets.empty() && enhancers.empty())
            verdict.note("combat.monster-strength", MonsterLevel, monster.name, monster.level, strength);
        else if (versusTargets.empty())
            verdict.note("combat.monster-strength", MonsterEnhancers, monster.name, monster.level, enhancers,
                         strength);
        else if (enhancers.empty())
            verdict.note("combat.monster-strength", MonsterVersus, monster.name, monster.level,
                         Signed{versusBonus}, versusTargets, strength);
        else
            verdict.note("combat.monster-strength", MonsterEnhancersVersus, monster.name, monster.level,
                         enhancers, Signed{versusBonus}, versusTargets, strength);
        if (!monster.enhancers.empty()) {
            int bonus = 0;
            int treasures = 0;
            for (const Enhancer& enhancer : monster.enhancers) {
                bonus += enhancer.bonus;
                treasures += enhancer.treasures;
            }
            verdict.note("combat.enhancers",
                         ARBITER_MESSAGE_N("combat.enhancers.total",
                                           "Enhancers on %1 add up to %2 strength and %3 Treasure(s)."),
                         monster.name, Signed{bonus}, Signed{treasures}, Count{std::abs(treasures)});
        }
    }
    if (!combat.monsterSide.empty()) {
        std::string cards;
        for (const CombatCard& card : combat.monsterSide) {
            monsters += card.bonus;
            cards = withBonuses(std::move(cards), card.name, card.bonus);
        }
        verdict.note(
            "combat.monster-strength",
            ARBITER_MESSAGE("combat.monster-strength.monster-cards", "Cards played for the monsters: %1."),
            cards);
    }
    if (countedMonsters > 1)
        verdict.note("combat.monster-strength",
                     ARBITER_MESSAGE_N("combat.monster-strength.combined",
                                       "The players face the combined strength of %n monster(s)."),
                     Count{countedMonsters});
    result.playerStrength = players;
    result.monsterStrength = monsters;

    // Who wins.
    if (fighter.winsTies || (helper && helper->winsTies)) {
        result.winsTies = true;
    } else if (hasClass(fighter, profile.winsTiesClass)
               || (helper && hasClass(*helper, profile.winsTiesClass))) {
        result.winsTies = true;
    }
    bool won = players > monsters;
    if (countedMonsters == 0) {
        won = true;
        verdict.note("combat.eliminated",
                     ARBITER_MESSAGE("combat.eliminated.none-left",
                                     "No monster is left in the fight: the players win, but "
                                     "kill nothing."));
    } else if (players == monsters) {
        if (result.winsTies) {
            won = true;
            if (fighter.winsTies || (helper && helper->winsTies))
                verdict.note("combat.wins-ties-ability",
                             ARBITER_MESSAGE("combat.wins-ties-ability.tie",
                                             "A tie at %1 goes to the players: they win ties."),
                             players);
            else
                verdict.note("combat.warrior-wins-ties",
                             ARBITER_MESSAGE("combat.warrior-wins-ties.tie",
                                             "A tie at %1 goes to the players: a %2 is in the fight."),
                             players, profile.winsTiesClass);
        } else {
            verdict.note("combat.monsters-win-ties",
                         ARBITER_MESSAGE("combat.monsters-win-ties.tie", "A tie at %1 goes to the monsters."),
                         players);
        }
    } else if (won) {
        verdict.note("combat.player-strength",
                     ARBITER_MESSAGE("combat.player-strength.players-win", "The players win, %1 against %2."),
                     players, monsters);
    } else {
        verdict.note(
            "combat.monsters-win-ties",
            ARBITER_MESSAGE("combat.monsters-win-ties.monsters-win", "The monsters win, %1 against %2."),
            players, monsters);
    }

    result.fighterLevelAfter = fighter.level;
    result.helperLevelAfter = helper ? helper->level : 1;
    if (!won) {
        result.outcome = Outcome::Lose;
        verdict.note(
            "combat.no-rewards-when-running",
            ARBITER_MESSAGE("combat.no-rewards-when-running.run-away",
                            "The players must run away from every monster: no levels and no Treasure."));
        return result;
    }
    result.outcome = Outcome::Win;

    // Rewards, per monster killed.
    const bool giveThanks = helper && profile.giveThanksMinimumLevel > 0
                            && fighter.character.has(CardKind::Citizenship, profile.rideBonusCitizenship);
    int killed = 0;
    for (std::size_t i = 0; i < combat.monsters.size(); ++i) {
        if (!counted[i])
            continue;
        const Monster& monster = combat.monsters[i];
        int treasures = monster.treasures;
        for (const Enhancer& enhancer : monster.enhancers)
            treasures += enhancer.treasures;
        treasures = std::max(0, treasures);
        if (giveThanks && monster.level >= profile.giveThanksMinimumLevel) {
            treasures += 1;
            result.helperTreasures += 1;
            verdict.note(
                "combat.give-thanks",
                ARBITER_MESSAGE("combat.give-thanks.extra-treasure",
                                "%1 is Level %2: the fighter and the helper each draw one extra Treasure."),
                monster.name, monster.level);
        }
        result.rewards.push_back({monster.name, monster.levels, treasures});
        result.levelsGained += monster.levels;
        result.treasures += treasures;
        ++killed;
    }
    if (killed > 0) {
        if (killed == 1)
            verdict.note("combat.rewards-levels",
                         ARBITER_MESSAGE_N("combat.rewards-levels.one-monster",
                                           "The fighter gains %n level(s) for 1 monster killed."),
                         Count{result.levelsGained});
        else
            verdict.note("combat.rewards-levels",
                         ARBITER_MESSAGE_N("combat.rewards-levels.monsters",
                                           "The fighter gains %n level(s) for %1 monsters killed."),
                         Count{result.levelsGained}, killed);
        verdict.note("combat.rewards-treasures",
                     ARBITER_MESSAGE_N("combat.rewards-treasures.draws",
                                       "The fighter draws %n Treasure(s), Enhancers included."),
                     Count{result.treasures});
    }
    result.fighterLevelAfter = clampLevel(fighter.level, result.levelsGained, win);
    result.gameWon = killed > 0 && result.fighterLevelAfter >= win;
    if (result.gameWon)
        verdict.note("levels.winning-level",
                     ARBITER_MESSAGE("levels.winning-level.kill",
                                     "The fighter reaches Level %1 with a kill and wins the game."),
                     win);

    if (helper && killed > 0 && !profile.elfHelperRace.empty()
        && helper->character.has(CardKind::Race, profile.elfHelperRace)) {
        result.helperLevelsGained = killed;
        result.helperLevelAfter = clampLevel(helper->level, killed, win);
        verdict.note(
            "combat.elf-helper-levels",
            ARBITER_MESSAGE_N("combat.elf-helper-levels.gains", "The helper is an %1 and gains %n level(s)."),
            profile.elfHelperRace, Count{killed});
    }
    if (helper && result.helperLevelAfter >= win && result.helperLevelsGained > 0)
        result.helperWins = true;
    if (helper && result.gameWon && options.sharedVictory) {
        result.helperWins = true;
        verdict.note("combat.shared-victory",
                     ARBITER_MESSAGE("combat.shared-victory.helper-wins",
                                     "Shared victory is on: the helper wins with the fighter."));
    }
    if (killed > 0) {
        result.claimWaitMs = profile.killClaimWaitMs;
        verdict.note("combat.kill-claim-wait",
                     ARBITER_MESSAGE("combat.kill-claim-wait.wait",
                                     "Wait about %1 seconds for objections before the kill is final."),
                     Seconds{profile.killClaimWaitMs});
    }
    return result;
}

}  // namespace arbiter::rules::munchkin
