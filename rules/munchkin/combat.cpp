#include "rules/munchkin/combat.h"

#include "rules/core/text.h"
#include "rules/munchkin/character_cards.h"
#include "rules/munchkin/equip.h"
#include "rules/munchkin/levels.h"

#include <algorithm>
#include <cctype>

namespace arbiter::rules::munchkin {

using text::Line;
using text::num;
using text::Signed;
using text::signedNum;

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
int combatantStrength(const EditionProfile& profile, const Combatant& who, bool levelOnly,
                      std::string_view role, Verdict& verdict)
{
    Line sentence;
    sentence << role << ": Level " << who.level;
    int strength = who.level;
    if (!levelOnly) {
        strength += who.gear + who.abilityBonus;
        if (who.gear != 0)
            sentence << ", gear " << Signed{who.gear};
        if (!who.rides.empty()) {
            int rideBonus = 0;
            for (const Ride& ride : who.rides)
                rideBonus += ride.bonus;
            strength += rideBonus;
            sentence << ", " << (who.rides.size() == 1 ? "Ride " : "Rides ") << Signed{rideBonus};
        }
        if (who.abilityBonus != 0)
            sentence << ", abilities " << Signed{who.abilityBonus};
        if (profile.rideBonusPerRide != 0 && !who.rides.empty()
            && who.character.has(CardKind::Citizenship, profile.rideBonusCitizenship)) {
            const int roadTrip = profile.rideBonusPerRide * static_cast<int>(who.rides.size());
            strength += roadTrip;
            sentence << ", Road Trip " << Signed{roadTrip};
            verdict.note("combat.road-trip", Line() << role << " is from " << profile.rideBonusCitizenship
                                                    << ": " << Signed{profile.rideBonusPerRide}
                                                    << " for each Ride.");
        }
    }
    sentence << " = " << strength << ".";
    verdict.note(role == "Fighter" ? "combat.player-strength" : "combat.helper", sentence);
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
            verdict.refuse("combat.join-look-for-trouble",
                           newcomer.name
                               + " cannot join a fight already going by Look for Trouble: a second monster "
                                 "comes in by Wandering Monster or its kind's own rule.");
        return verdict;
    case JoinedBy::WanderingMonster:
        verdict.note("combat.join-wandering", newcomer.name + " joins the fight with Wandering Monster.");
        return verdict;
    case JoinedBy::Goth: {
        if (!profile.gothSummoning) {
            verdict.refuse("combat.join-goth", "Goth summoning is a Munchkin Cthulhu rule; " + newcomer.name
                                                   + " needs Wandering Monster to join.");
            return verdict;
        }
        if (!endsWithGoth(newcomer.name)) {
            verdict.refuse("combat.join-goth",
                           newcomer.name + " is not a \"goth\" monster and cannot be summoned.");
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
            verdict.note("combat.join-goth", newcomer.name + " is summoned by a goth already in the fight.");
        else
            verdict.refuse("combat.join-goth",
                           "No goth in this fight may summon " + newcomer.name
                               + ": summoned goths bring no one and each goth brings one.");
        return verdict;
    }
    case JoinedBy::Undead:
    case JoinedBy::Goblin:
    case JoinedBy::Demon:
        break;
    }
    const auto rule = std::find_if(profile.tribalRules.begin(), profile.tribalRules.end(),
                                   [&](const TribalRule& r) { return r.via == newcomer.joinedBy; });
    const std::string_view tag = newcomer.joinedBy == JoinedBy::Undead   ? "Undead"
                                 : newcomer.joinedBy == JoinedBy::Goblin ? "Goblin"
                                                                         : "Demon";
    const std::string_view ruleId = newcomer.joinedBy == JoinedBy::Undead   ? "combat.join-undead"
                                    : newcomer.joinedBy == JoinedBy::Goblin ? "combat.join-goblin"
                                                                            : "combat.join-demon";
    const std::string tagName(tag);
    if (rule == profile.tribalRules.end()) {
        verdict.refuse(ruleId, text::str(profile.name) + " has no " + tagName + " rule; " + newcomer.name
                                   + " needs Wandering Monster to join.");
    } else if (!monsterHasTag(profile, newcomer, tagName)) {
        verdict.refuse(ruleId, newcomer.name + " is not " + tagName + ", so it cannot join by the " + tagName
                                   + " rule.");
    } else if (std::none_of(inFight.begin(), inFight.end(),
                            [&](const Monster* m) { return monsterHasTag(profile, *m, tagName); })) {
        verdict.refuse(ruleId,
                       newcomer.name + " may join only a fight against another " + tagName + " monster.");
    } else {
        verdict.note(ruleId,
                     newcomer.name + " joins another " + tagName + " monster without Wandering Monster.");
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
    verdict.append(checkCombatantCards(profile, fighter.character, fighter.rides.size(), "The fighter"));
    if (helper)
        verdict.append(checkCombatantCards(profile, helper->character, helper->rides.size(), "The helper"));
    if (combat.extraHelpers > 0)
        verdict.refuse("combat.one-helper",
                       "Only one player may help; "
                           + text::plural(combat.extraHelpers, "extra helper is", "extra helpers are")
                           + " not counted.");

    // Which monsters are in the fight: joins are checked in the order the monsters came in.
    verdict.reasons.reserve(8 + 4 * combat.monsters.size());
    std::vector<const Monster*> inFight;
    inFight.reserve(combat.monsters.size());
    std::vector<bool> counted(combat.monsters.size(), false);
    for (std::size_t i = 0; i < combat.monsters.size(); ++i) {
        const Monster& monster = combat.monsters[i];
        Verdict join = checkJoin(profile, inFight, monster);
        verdict.append(join);
        if (!join.legal)
            continue;
        inFight.push_back(&monster);
        if (monster.eliminated)
            verdict.note(
                "combat.eliminated",
                monster.name
                    + " is out of the fight without being killed: it gives no level and no Treasure.");
        else
            counted[i] = true;
    }

    const bool levelOnly = std::any_of(combat.monsters.begin(), combat.monsters.end(),
                                       [](const Monster& m) { return m.levelOnly && !m.eliminated; });
    if (levelOnly)
        verdict.note("combat.level-only",
                     "This fight is fought with Level only: gear, Rides, abilities and one-shots "
                     "do not count for the players.");

    // The players' side.
    int players = combatantStrength(profile, fighter, levelOnly, "Fighter", verdict);
    if (helper)
        players += combatantStrength(profile, *helper, levelOnly, "Helper", verdict);
    if (!levelOnly && !combat.playerSide.empty()) {
        Line sentence;
        sentence << "Cards played for the players: ";
        for (std::size_t i = 0; i < combat.playerSide.size(); ++i) {
            const CombatCard& card = combat.playerSide[i];
            players += card.bonus;
            sentence << (i == 0 ? "" : ", ") << card.name << " " << Signed{card.bonus};
        }
        verdict.note("combat.player-strength", sentence << ".");
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
        Line sentence;
        sentence << monster.name << ": Level " << monster.level;
        for (const Enhancer& enhancer : monster.enhancers) {
            strength += enhancer.bonus;
            sentence << ", " << enhancer.name << " " << Signed{enhancer.bonus};
        }
        for (const VersusBonus& versus : monster.versus) {
            const bool byFighter = triggersVersus(profile, fighter.character, versus);
            const bool byHelper = helper && triggersVersus(profile, helper->character, versus);
            const bool blockedByDoubler = !byFighter && !byHelper && versus.bonus > 0
                                          && (qualifies(fighter.character, versus.when)
                                              || (helper && qualifies(helper->character, versus.when)));
            if (blockedByDoubler) {
                verdict.note("equip.doubler-advantages",
                             monster.name + " gets no " + signedNum(versus.bonus) + " against "
                                 + versus.when.value + ": a doubled single card has no disadvantages.");
                continue;
            }
            if (!byFighter && !byHelper)
                continue;
            strength += versus.bonus;
            sentence << ", " << Signed{versus.bonus} << " against " << versus.when.value;
            verdict.note("combat.versus-bonus", Line() << monster.name << " is " << Signed{versus.bonus}
                                                       << " against " << versus.when.value << " ("
                                                       << (byFighter && byHelper ? "fighter and helper"
                                                           : byFighter           ? "fighter"
                                                                                 : "helper")
                                                       << ").");
            if (byFighter && byHelper)
                verdict.note("combat.versus-once", Line()
                                                       << "Both players are " << versus.when.value << ", but "
                                                       << monster.name << "'s bonus counts only once.");
        }
        monsters += strength;
        verdict.note("combat.monster-strength", sentence << " = " << strength << ".");
        if (!monster.enhancers.empty()) {
            int bonus = 0;
            int treasures = 0;
            for (const Enhancer& enhancer : monster.enhancers) {
                bonus += enhancer.bonus;
                treasures += enhancer.treasures;
            }
            verdict.note("combat.enhancers",
                         Line() << "Enhancers on " << monster.name << " add up to " << Signed{bonus}
                                << " strength and " << Signed{treasures}
                                << (treasures == 1 || treasures == -1 ? " Treasure." : " Treasures."));
        }
    }
    if (!combat.monsterSide.empty()) {
        std::string names;
        for (const CombatCard& card : combat.monsterSide) {
            monsters += card.bonus;
            names += (names.empty() ? "" : ", ") + card.name + " " + signedNum(card.bonus);
        }
        verdict.note("combat.monster-strength", "Cards played for the monsters: " + names + ".");
    }
    if (countedMonsters > 1)
        verdict.note("combat.monster-strength", "The players face the combined strength of "
                                                    + text::plural(countedMonsters, "monster", "monsters")
                                                    + ".");
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
                     "No monster is left in the fight: the players win, but kill nothing.");
    } else if (players == monsters) {
        if (result.winsTies) {
            won = true;
            if (fighter.winsTies || (helper && helper->winsTies))
                verdict.note("combat.wins-ties-ability",
                             Line() << "A tie at " << players << " goes to the players: they win ties.");
            else
                verdict.note("combat.warrior-wins-ties",
                             Line() << "A tie at " << players << " goes to the players: a "
                                    << profile.winsTiesClass << " is in the fight.");
        } else {
            verdict.note("combat.monsters-win-ties",
                         Line() << "A tie at " << players << " goes to the monsters.");
        }
    } else {
        verdict.note(won ? "combat.player-strength" : "combat.monsters-win-ties",
                     Line() << (won ? "The players win, " : "The monsters win, ") << players << " against "
                            << monsters << ".");
    }

    result.fighterLevelAfter = fighter.level;
    result.helperLevelAfter = helper ? helper->level : 1;
    if (!won) {
        result.outcome = Outcome::Lose;
        verdict.note("combat.no-rewards-when-running",
                     "The players must run away from every monster: no levels and no Treasure.");
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
            verdict.note("combat.give-thanks",
                         monster.name + " is Level " + num(monster.level)
                             + ": the fighter and the helper each draw one extra Treasure.");
        }
        result.rewards.push_back({monster.name, monster.levels, treasures});
        result.levelsGained += monster.levels;
        result.treasures += treasures;
        ++killed;
    }
    if (killed > 0) {
        verdict.note("combat.rewards-levels",
                     Line() << "The fighter gains " << result.levelsGained
                            << (result.levelsGained == 1 ? " level for " : " levels for ") << killed
                            << (killed == 1 ? " monster killed." : " monsters killed."));
        verdict.note("combat.rewards-treasures", Line()
                                                     << "The fighter draws " << result.treasures
                                                     << (result.treasures == 1 ? " Treasure" : " Treasures")
                                                     << ", Enhancers included.");
    }
    result.fighterLevelAfter = clampLevel(fighter.level, result.levelsGained, win);
    result.gameWon = killed > 0 && result.fighterLevelAfter >= win;
    if (result.gameWon)
        verdict.note("levels.winning-level",
                     "The fighter reaches Level " + num(win) + " with a kill and wins the game.");

    if (helper && killed > 0 && !profile.elfHelperRace.empty()
        && helper->character.has(CardKind::Race, profile.elfHelperRace)) {
        result.helperLevelsGained = killed;
        result.helperLevelAfter = clampLevel(helper->level, killed, win);
        verdict.note("combat.elf-helper-levels", Line() << "The helper is an " << profile.elfHelperRace
                                                        << " and gains " << killed
                                                        << (killed == 1 ? " level." : " levels."));
    }
    if (helper && result.helperLevelAfter >= win && result.helperLevelsGained > 0)
        result.helperWins = true;
    if (helper && result.gameWon && options.sharedVictory) {
        result.helperWins = true;
        verdict.note("combat.shared-victory", "Shared victory is on: the helper wins with the fighter.");
    }
    if (killed > 0) {
        result.claimWaitMs = profile.killClaimWaitMs;
        verdict.note("combat.kill-claim-wait", Line()
                                                   << "Wait about " << text::seconds(profile.killClaimWaitMs)
                                                   << " seconds for objections before the kill is final.");
    }
    return result;
}

}  // namespace arbiter::rules::munchkin
