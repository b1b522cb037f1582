#include "rules/game/rule_catalogue.h"

#include "rules/panic/rule_entries.h"

#include <algorithm>
#include <array>
#include <vector>

namespace arbiter::rules {
namespace {

// Kept sorted by id: findRule() searches it with a binary search (checked by a test).
constexpr std::array catalogue = std::to_array<RuleEntry>({
    {"badstuff.caught", ARBITER_TEXT("Rule title", "Bad Stuff falls on the caught"),
     ARBITER_TEXT(
         "Rule summary",
         "Bad Stuff is done only to a player a monster caught: the fighter and helper of a lost fight, and "
         "of "
         "them whoever then fails a roll to run away. The screens offer it, and death by it, to them alone."),
     ARBITER_TEXT("Rulebook", "All four"), "Running Away"},
    {"badstuff.death", ARBITER_TEXT("Rule title", "Bad Stuff: Death"),
     ARBITER_TEXT("Rule summary",
                  "A monster that catches you may kill you: you then die as described under Death."),
     ARBITER_TEXT("Rulebook", "All four"), "Running Away"},
    {"badstuff.items", ARBITER_TEXT("Rule title", "Bad Stuff: lost Items"),
     ARBITER_TEXT(
         "Rule summary",
         "A monster that catches you may take Items; the victim picks which when the card allows a choice."),
     ARBITER_TEXT("Rulebook", "All four"), "Running Away; Curses"},
    {"badstuff.levels", ARBITER_TEXT("Rule title", "Bad Stuff: lost levels"),
     ARBITER_TEXT("Rule summary",
                  "Levels lost to Bad Stuff come off at once, but no one drops below Level 1."),
     ARBITER_TEXT("Rulebook", "All four"), "Running Away; Character Stats"},
    {"character.discard-any-time", ARBITER_TEXT("Rule title", "Discarding a character card"),
     ARBITER_TEXT("Rule summary",
                  "A Race, Class, Faction or Citizenship card may be discarded at any time, even in combat; "
                  "you then have "
                  "none of that kind until you play another."),
     ARBITER_TEXT("Rulebook", "All four"), "Character Stats"},
    {"character.doubler", ARBITER_TEXT("Rule title", "Doubling cards"),
     ARBITER_TEXT("Rule summary",
                  "Half-Breed, Super Munchkin, Double Life and Dual Citizenship each let you hold two cards "
                  "of one kind "
                  "instead of one."),
     ARBITER_TEXT("Rulebook", "All four"), "Super Munchkin and Half-Breed; Double Life; Dual Citizenship"},
    {"character.doubler-needs-card", ARBITER_TEXT("Rule title", "A doubler needs a card"),
     ARBITER_TEXT(
         "Rule summary",
         "A doubling card can only be played onto a character card of its kind that is already in play."),
     ARBITER_TEXT("Rulebook", "All four"), "Super Munchkin and Half-Breed; Double Life; Dual Citizenship"},
    {"character.edition-cards", ARBITER_TEXT("Rule title", "Which character cards exist"),
     ARBITER_TEXT(
         "Rule summary",
         "Each game has its own kinds of character card: Race and Class (Deluxe), Class with the Cultist "
         "(Cthulhu), Citizenship and Rides (Nightmare), Class and Faction (Pathfinder)."),
     ARBITER_TEXT("Rulebook", "All four"), "Character Creation; Character Stats"},
    {"character.no-copies", ARBITER_TEXT("Rule title", "No two copies"),
     ARBITER_TEXT("Rule summary", "You may never have two copies of the same character card in play."),
     ARBITER_TEXT("Rulebook", "All four"), "Super Munchkin and Half-Breed"},
    {"character.one-per-kind", ARBITER_TEXT("Rule title", "One of each kind"),
     ARBITER_TEXT("Rule summary",
                  "Without a doubling card a character has at most one card of each kind in play."),
     ARBITER_TEXT("Rulebook", "All four"), "Character Stats"},
    {"charity.dead-giver", ARBITER_TEXT("Rule title", "The dead give no Charity"),
     ARBITER_TEXT(
         "Rule summary",
         "A dead player's hand was looted with the body, so there is no hand to give away or discard."),
     ARBITER_TEXT("Rulebook", "All four"), "Death; Turn Phases: Charity"},
    {"charity.even-split", ARBITER_TEXT("Rule title", "Split evenly"),
     ARBITER_TEXT("Rule summary",
                  "Cards given to several tied players are split as evenly as possible; the giver decides "
                  "who gets the "
                  "cards left over."),
     ARBITER_TEXT("Rulebook", "All four"), "Turn Phases: Charity"},
    {"charity.giver-lowest-discards", ARBITER_TEXT("Rule title", "Lowest givers discard"),
     ARBITER_TEXT(
         "Rule summary",
         "A giver who is the lowest Level, or tied for it, discards the excess instead of giving it away."),
     ARBITER_TEXT("Rulebook", "All four"), "Turn Phases: Charity"},
    {"charity.hand-limit", ARBITER_TEXT("Rule title", "Five cards at the end"),
     ARBITER_TEXT("Rule summary",
                  "At the end of a turn a hand may hold at most five cards (unless a card raises it); the "
                  "excess must be "
                  "played or given away."),
     ARBITER_TEXT("Rulebook", "All four"), "Turn Phases: Charity"},
    {"charity.lowest-level", ARBITER_TEXT("Rule title", "Charity to the lowest"),
     ARBITER_TEXT("Rule summary", "The excess cards go to the living player with the lowest Level."),
     ARBITER_TEXT("Rulebook", "All four"), "Turn Phases: Charity"},
    {"combat.elf-helper-levels", ARBITER_TEXT("Rule title", "Elf helpers gain levels"),
     ARBITER_TEXT("Rule summary",
                  "In Deluxe a helper who is an Elf goes up one level for every monster slain in the fight."),
     ARBITER_TEXT("Rulebook", "Deluxe"), "Asking For Help"},
    {"combat.eliminated", ARBITER_TEXT("Rule title", "Monsters removed without a kill"),
     ARBITER_TEXT(
         "Rule summary",
         "A monster got rid of without killing it is still a win over it, but gives no level and, unless the "
         "card says so, no Treasure."),
     ARBITER_TEXT("Rulebook", "All four"), "Combat"},
    {"combat.enhancers", ARBITER_TEXT("Rule title", "Monster Enhancers"),
     ARBITER_TEXT("Rule summary",
                  "Enhancers raise or lower one monster's strength and change its Treasure; several on one "
                  "monster add "
                  "up."),
     ARBITER_TEXT("Rulebook", "All four"), "Monster Enhancers"},
    {"combat.give-thanks", ARBITER_TEXT("Rule title", "Give Thanks"),
     ARBITER_TEXT("Rule summary",
                  "A citizen of Thanksgiving Town helped to kill a monster of Level 10 or more draws one "
                  "extra Treasure, "
                  "and so does the helper."),
     ARBITER_TEXT("Rulebook", "Nightmare"), "Character Stats: Citizenship"},
    {"combat.helper", ARBITER_TEXT("Rule title", "The helper's strength"),
     ARBITER_TEXT("Rule summary",
                  "A helper adds his whole combat strength to yours, and the monster's abilities and "
                  "weaknesses apply to "
                  "him as well."),
     ARBITER_TEXT("Rulebook", "All four"), "Asking For Help"},
    {"combat.join-demon", ARBITER_TEXT("Rule title", "Demons join Demons"),
     ARBITER_TEXT("Rule summary",
                  "In Nightmare a Demon may be played from the hand into a fight against another Demon "
                  "without Wandering "
                  "Monster."),
     ARBITER_TEXT("Rulebook", "Nightmare"), "Undead and Demon Monsters"},
    {"combat.join-goblin", ARBITER_TEXT("Rule title", "Goblins join Goblins"),
     ARBITER_TEXT(
         "Rule summary",
         "In Pathfinder a Goblin may be played from the hand into a fight against another Goblin without "
         "Wandering Monster; the Hemogoblin counts as both Goblin and Undead."),
     ARBITER_TEXT("Rulebook", "Pathfinder"), "Undead Monsters and Goblins"},
    {"combat.join-goth", ARBITER_TEXT("Rule title", "Goth summoning"),
     ARBITER_TEXT(
         "Rule summary",
         "In Cthulhu a monster whose name ends in \"goth\" may bring one more goth into its fight; a goth "
         "summoned this way summons nobody."),
     ARBITER_TEXT("Rulebook", "Cthulhu"), "\"Goth\" Monsters"},
    {"combat.join-look-for-trouble", ARBITER_TEXT("Rule title", "Look for Trouble starts a fight"),
     ARBITER_TEXT("Rule summary",
                  "Looking for Trouble is playing a monster from your own hand to fight it on your own turn; "
                  "it starts a "
                  "fight and never adds a monster to one already going."),
     ARBITER_TEXT("Rulebook", "All four"),
     "Turn Phases: Look For Trouble/Loot The Room; Fighting Multiple Monsters"},
    {"combat.join-undead", ARBITER_TEXT("Rule title", "Undead join Undead"),
     ARBITER_TEXT("Rule summary",
                  "An Undead monster may be played from the hand into a fight against another Undead without "
                  "Wandering "
                  "Monster."),
     ARBITER_TEXT("Rulebook", "All four"), "Undead Monsters"},
    {"combat.join-wandering", ARBITER_TEXT("Rule title", "Wandering Monster"),
     ARBITER_TEXT("Rule summary",
                  "Other players may add a monster to a fight by playing it with Wandering Monster; every "
                  "monster joins "
                  "the one combined fight."),
     ARBITER_TEXT("Rulebook", "All four"), "Fighting Multiple Monsters"},
    {"combat.kill-claim-wait", ARBITER_TEXT("Rule title", "Wait before claiming"),
     ARBITER_TEXT(
         "Rule summary",
         "After winning, wait a reasonable moment (about 2.6 seconds, 3.75 in Pathfinder) for anyone to "
         "interfere before the kill is final."),
     ARBITER_TEXT("Rulebook", "All four"), "Combat"},
    {"combat.level-only", ARBITER_TEXT("Rule title", "Fighting with Level only"),
     ARBITER_TEXT("Rule summary",
                  "When a monster makes you fight with your Level only, that holds for the whole fight and "
                  "for the helper "
                  "too: gear, Rides, abilities and one-shots do not count."),
     ARBITER_TEXT("Rulebook", "All four"), "Fighting Multiple Monsters"},
    {"combat.monster-strength", ARBITER_TEXT("Rule title", "The monsters' strength"),
     ARBITER_TEXT("Rule summary",
                  "A monster's strength is its Level plus its Enhancers and bonuses; several monsters fight "
                  "with their "
                  "combined strength."),
     ARBITER_TEXT("Rulebook", "All four"), "Combat; Fighting Multiple Monsters"},
    {"combat.monsters-win-ties", ARBITER_TEXT("Rule title", "Monsters win ties"),
     ARBITER_TEXT("Rule summary",
                  "You win only with a strength greater than the monsters'; a tie goes to the monsters."),
     ARBITER_TEXT("Rulebook", "All four"), "Combat: Basic Rules"},
    {"combat.no-rewards-when-running", ARBITER_TEXT("Rule title", "No rewards when running"),
     ARBITER_TEXT(
         "Rule summary",
         "A fight that is lost ends in running away from every monster left: nothing is gained, not even for "
         "monsters already removed."),
     ARBITER_TEXT("Rulebook", "All four"), "Fighting Multiple Monsters; Running Away"},
    {"combat.one-helper", ARBITER_TEXT("Rule title", "Only one helper"),
     ARBITER_TEXT("Rule summary",
                  "Only one other player may help in a fight; anyone may still play cards on it."),
     ARBITER_TEXT("Rulebook", "All four"), "Asking For Help"},
    {"combat.player-strength", ARBITER_TEXT("Rule title", "Your strength"),
     ARBITER_TEXT("Rule summary",
                  "Your combat strength is your Level plus equipped gear, Rides, abilities and the one-shots "
                  "played for "
                  "you."),
     ARBITER_TEXT("Rulebook", "All four"), "Combat"},
    {"combat.rewards-levels", ARBITER_TEXT("Rule title", "Levels for a kill"),
     ARBITER_TEXT("Rule summary",
                  "Each monster killed gives one level, or what its card says; a helper gains none unless an "
                  "ability says "
                  "so."),
     ARBITER_TEXT("Rulebook", "All four"), "Rewards"},
    {"combat.rewards-treasures", ARBITER_TEXT("Rule title", "Treasure for a kill"),
     ARBITER_TEXT(
         "Rule summary",
         "Each monster killed gives the Treasures on its card, changed by the Enhancers played on it; the "
         "fighter draws them all."),
     ARBITER_TEXT("Rulebook", "All four"), "Rewards"},
    {"combat.road-trip", ARBITER_TEXT("Rule title", "Road Trip"),
     ARBITER_TEXT("Rule summary", "A citizen of Thanksgiving Town gets an extra +2 in combat for each Ride."),
     ARBITER_TEXT("Rulebook", "Nightmare"), "Character Stats: Citizenship"},
    {"combat.shared-victory", ARBITER_TEXT("Rule title", "Shared victory"),
     ARBITER_TEXT(
         "Rule summary",
         "Faster Play option: when a fighter with a helper reaches the winning level, the helper wins too."),
     ARBITER_TEXT("Rulebook", "Deluxe, Cthulhu, Nightmare"), "Faster Play Rules"},
    {"combat.versus-bonus", ARBITER_TEXT("Rule title", "Bonuses against a card"),
     ARBITER_TEXT(
         "Rule summary",
         "A monster's bonus or penalty against a Race, Class, Faction, Citizenship or sex applies when the "
         "fighter or the helper has it."),
     ARBITER_TEXT("Rulebook", "All four"), "Combat; Asking For Help"},
    {"combat.versus-once", ARBITER_TEXT("Rule title", "Such a bonus counts once"),
     ARBITER_TEXT("Rule summary",
                  "A monster's bonus against a card counts once per fight, even when both the fighter and "
                  "the helper have "
                  "that card."),
     ARBITER_TEXT("Rulebook", "All four"), "Asking For Help"},
    {"combat.warrior-wins-ties", ARBITER_TEXT("Rule title", "Warriors win ties"),
     ARBITER_TEXT("Rule summary", "In Deluxe a side with a Warrior, as fighter or helper, wins a tie."),
     ARBITER_TEXT("Rulebook", "Deluxe"), "Asking For Help; Example of Combat"},
    {"combat.what-it-takes", ARBITER_TEXT("Rule title", "What it takes"),
     ARBITER_TEXT(
         "Rule summary",
         "From the strengths as they stand: the least strength the players must add to win (a tie is enough "
         "only when they win ties), or, while they are winning, the least the monsters must add to turn the "
         "fight."),
     ARBITER_TEXT("Rulebook", "All four"), "Combat; Asking For Help"},
    {"combat.wins-ties-ability", ARBITER_TEXT("Rule title", "Winning ties"),
     ARBITER_TEXT("Rule summary", "A card or ability that says so lets the players win a tie."),
     ARBITER_TEXT("Rulebook", "All four"), "Combat"},
    {"cultist.all-cultists", ARBITER_TEXT("Rule title", "All are Cultists"),
     ARBITER_TEXT(
         "Rule summary",
         "When every player is a Cultist the game ends and the highest Level wins (ties share the win)."),
     ARBITER_TEXT("Rulebook", "Cthulhu"), "More Scary Cultist Rules"},
    {"cultist.become", ARBITER_TEXT("Rule title", "Become a Cultist"),
     ARBITER_TEXT("Rule summary",
                  "Told to become a Cultist, you must take a Cultist from its own discard pile if one waits "
                  "there; with "
                  "none, nothing happens; a Cultist already stays as he is."),
     ARBITER_TEXT("Rulebook", "Cthulhu"), "Cultists"},
    {"cultist.last-non-cultist", ARBITER_TEXT("Rule title", "The last non-Cultist"),
     ARBITER_TEXT(
         "Rule summary",
         "When all players but one are Cultists, that one goes up a level, and this level may be the winning "
         "one."),
     ARBITER_TEXT("Rulebook", "Cthulhu"), "More Scary Cultist Rules"},
    {"cultist.no-voluntary-discard", ARBITER_TEXT("Rule title", "Cultists can't quit"),
     ARBITER_TEXT("Rule summary", "The Cultist card can be lost to cards, never discarded by choice."),
     ARBITER_TEXT("Rulebook", "Cthulhu"), "Cultists; When You May Take Actions"},
    {"cultist.only-cultist-protected", ARBITER_TEXT("Rule title", "The lone Cultist"),
     ARBITER_TEXT("Rule summary",
                  "While only one Cultist is in play, nothing but Divine Intervention takes the Class away."),
     ARBITER_TEXT("Rulebook", "Cthulhu"), "More Scary Cultist Rules"},
    {"cultist.own-discard-pile", ARBITER_TEXT("Rule title", "The Cultist discard pile"),
     ARBITER_TEXT("Rule summary",
                  "Discarded Cultist cards go to a pile of their own, which is not a discard pile for any "
                  "other purpose."),
     ARBITER_TEXT("Rulebook", "Cthulhu"), "Cultists"},
    {"death.dead-receive-nothing", ARBITER_TEXT("Rule title", "The dead receive nothing"),
     ARBITER_TEXT("Rule summary", "A dead character receives no cards at all, not even Charity."),
     ARBITER_TEXT("Rulebook", "All four"), "Death"},
    {"death.keep", ARBITER_TEXT("Rule title", "What the dead keep"),
     ARBITER_TEXT(
         "Rule summary",
         "On death you keep your character cards, their doubling cards, your Level and the Curses on you; "
         "everything else is lost."),
     ARBITER_TEXT("Rulebook", "All four"), "Death"},
    {"death.loot-one-each", ARBITER_TEXT("Rule title", "One card each"),
     ARBITER_TEXT("Rule summary",
                  "Each other living player takes one card from the body; when it runs out the rest get "
                  "nothing, and what "
                  "is left is discarded."),
     ARBITER_TEXT("Rulebook", "All four"), "Looting The Body"},
    {"death.loot-order", ARBITER_TEXT("Rule title", "Looting order"),
     ARBITER_TEXT("Rule summary", "The body is looted highest Level first."),
     ARBITER_TEXT("Rulebook", "All four"), "Looting The Body"},
    {"death.loot-tie-roll", ARBITER_TEXT("Rule title", "Ties in looting"),
     ARBITER_TEXT("Rule summary", "Players tied in Level roll a die to decide who loots first."),
     ARBITER_TEXT("Rulebook", "All four"), "Looting The Body"},
    {"death.no-more-running", ARBITER_TEXT("Rule title", "No running when dead"),
     ARBITER_TEXT("Rule summary", "Once dead you need not run from the remaining monsters."),
     ARBITER_TEXT("Rulebook", "All four"), "Death"},
    {"equip.armor", ARBITER_TEXT("Rule title", "One Armor"),
     ARBITER_TEXT("Rule summary", "Only one suit of Armor can be equipped at a time."),
     ARBITER_TEXT("Rulebook", "All four"), "Items"},
    {"equip.big-item", ARBITER_TEXT("Rule title", "One Big item"),
     ARBITER_TEXT("Rule summary", "You may carry any number of Small items but only one Big one."),
     ARBITER_TEXT("Rulebook", "Deluxe, Pathfinder"), "Items: Big Items"},
    {"equip.big-item-race", ARBITER_TEXT("Rule title", "Dwarves and Big items"),
     ARBITER_TEXT("Rule summary", "In Deluxe a Dwarf may carry any number of Big items."),
     ARBITER_TEXT("Rulebook", "Deluxe"), "Items: Big Items"},
    {"equip.carried", ARBITER_TEXT("Rule title", "Carried, not equipped"),
     ARBITER_TEXT("Rule summary",
                  "An Item in play but not equipped is only carried: its bonus does not count."),
     ARBITER_TEXT("Rulebook", "All four"), "Items"},
    {"equip.cheat", ARBITER_TEXT("Rule title", "Cheat!"),
     ARBITER_TEXT("Rule summary",
                  "An Item attached to a Cheat! card ignores the equip limits and restrictions."),
     ARBITER_TEXT("Rulebook", "All four"), "Items"},
    {"equip.doubler-advantages", ARBITER_TEXT("Rule title", "Advantages without disadvantages"),
     ARBITER_TEXT(
         "Rule summary",
         "A doubling card on a single character card gives that card's advantages without its disadvantages, "
         "such as Items forbidden to it (Nightmare's Dual Citizenship gives only the monster part)."),
     ARBITER_TEXT("Rulebook", "All four"), "Super Munchkin and Half-Breed; Dual Citizenship"},
    {"equip.footgear", ARBITER_TEXT("Rule title", "One Footgear"),
     ARBITER_TEXT("Rule summary", "Only one pair of Footgear can be equipped at a time."),
     ARBITER_TEXT("Rulebook", "All four"), "Items"},
    {"equip.forbidden-for", ARBITER_TEXT("Rule title", "Forbidden Items"),
     ARBITER_TEXT("Rule summary",
                  "An Item forbidden to a Race, Class, Faction, Citizenship or sex gives no bonus to a "
                  "character who has "
                  "it."),
     ARBITER_TEXT("Rulebook", "All four"), "Items"},
    {"equip.hands", ARBITER_TEXT("Rule title", "Two hands"),
     ARBITER_TEXT("Rule summary", "You may equip two 1-Hand Items or one 2-Hands Item."),
     ARBITER_TEXT("Rulebook", "All four"), "Items"},
    {"equip.headgear", ARBITER_TEXT("Rule title", "One Headgear"),
     ARBITER_TEXT("Rule summary", "Only one Headgear can be equipped at a time."),
     ARBITER_TEXT("Rulebook", "All four"), "Items"},
    {"equip.hireling", ARBITER_TEXT("Rule title", "Hirelings carry Items"),
     ARBITER_TEXT(
         "Rule summary",
         "A Hireling (in Nightmare, a Ride) can hold one Item beyond the equip and Big-item limits."),
     ARBITER_TEXT("Rulebook", "Deluxe, Pathfinder, Nightmare"), "Items; Other Treasures"},
    {"equip.no-big-items", ARBITER_TEXT("Rule title", "No Big-item rule"),
     ARBITER_TEXT("Rule summary", "This game has no Big-item limit: any Item may be carried."),
     ARBITER_TEXT("Rulebook", "Cthulhu, Nightmare"), "Items"},
    {"equip.no-change-in-combat", ARBITER_TEXT("Rule title", "No gear changes in combat"),
     ARBITER_TEXT("Rule summary",
                  "Items cannot be equipped, unequipped or traded during a combat or while running away."),
     ARBITER_TEXT("Rulebook", "All four"), "Items; When You May Take Actions"},
    {"equip.one-ride", ARBITER_TEXT("Rule title", "One Ride"),
     ARBITER_TEXT("Rule summary", "In Nightmare a character has only one Ride at a time."),
     ARBITER_TEXT("Rulebook", "Nightmare"), "Rides"},
    {"equip.only-for", ARBITER_TEXT("Rule title", "Restricted Items"),
     ARBITER_TEXT(
         "Rule summary",
         "An Item usable only by a Race, Class, Faction, Citizenship or sex gives its bonus only while the "
         "character has it."),
     ARBITER_TEXT("Rulebook", "All four"), "Items"},
    {"game.blank-name", ARBITER_TEXT("Rule title", "Names are not blank"),
     ARBITER_TEXT(
         "Rule summary",
         "Every player, Item, card and monster the table enters needs a name that is more than spaces."),
     ARBITER_TEXT("Rulebook", "Arbiter"), "Game log"},
    {"game.combat-in-progress", ARBITER_TEXT("Rule title", "Wait for the combat"),
     ARBITER_TEXT("Rule summary",
                  "While a combat is going on the turn cannot move on, end or start another fight, and its "
                  "fighter and "
                  "helper cannot leave the table."),
     ARBITER_TEXT("Rulebook", "Arbiter"), "Game log"},
    {"game.combatant", ARBITER_TEXT("Rule title", "Fighter or helper only"),
     ARBITER_TEXT("Rule summary",
                  "Only the fighter and the helper have a combat bonus of their own in a fight."),
     ARBITER_TEXT("Rulebook", "Arbiter"), "Game log"},
    {"game.dead-player", ARBITER_TEXT("Rule title", "Not while dead"),
     ARBITER_TEXT(
         "Rule summary",
         "A dead character cannot fight, help, play cards, change gear or die a second time until the new "
         "character appears."),
     ARBITER_TEXT("Rulebook", "All four"), "Death"},
    {"game.die-roll", ARBITER_TEXT("Rule title", "A six-sided die"),
     ARBITER_TEXT(
         "Rule summary",
         "A die roll entered at the table is a number from 1 to 6, and each player rolls once per roll asked "
         "for."),
     ARBITER_TEXT("Rulebook", "Arbiter"), "Game log"},
    {"game.duplicate-name", ARBITER_TEXT("Rule title", "One name per player"),
     ARBITER_TEXT("Rule summary",
                  "Players are told apart by name, so no two players at a table may share one."),
     ARBITER_TEXT("Rulebook", "Arbiter"), "Game log"},
    {"game.gear-mode", ARBITER_TEXT("Rule title", "Items or a gear number"),
     ARBITER_TEXT(
         "Rule summary",
         "A player either enters every Item or keeps one gear number: switching to a number needs the Items "
         "gone first, and a player keeping a number cannot receive Items."),
     ARBITER_TEXT("Rulebook", "Arbiter"), "Game log"},
    {"game.index-range", ARBITER_TEXT("Rule title", "No such place"),
     ARBITER_TEXT("Rule summary", "A seat or a monster is picked by its position, which must exist."),
     ARBITER_TEXT("Rulebook", "Arbiter"), "Game log"},
    {"game.limit", ARBITER_TEXT("Rule title", "Within the table's limits"),
     ARBITER_TEXT("Rule summary",
                  "Counts and numbers stay within fixed limits: players, Items per player, monsters and "
                  "cards in a fight, "
                  "bonuses, gear and hands."),
     ARBITER_TEXT("Rulebook", "Arbiter"), "Game log"},
    {"game.loot-body", ARBITER_TEXT("Rule title", "Only a body can be looted"),
     ARBITER_TEXT("Rule summary",
                  "Looting is done once, on a dead character whose body has not been looted yet."),
     ARBITER_TEXT("Rulebook", "All four"), "Looting The Body"},
    {"game.name-length", ARBITER_TEXT("Rule title", "Names fit the screen"),
     ARBITER_TEXT(
         "Rule summary",
         "A player's name is at most 24 characters and a game's at most 60, so each fits a player card, the "
         "table's header and one line of the Games list."),
     ARBITER_TEXT("Rulebook", "Arbiter"), "Game log"},
    {"game.name-too-long", ARBITER_TEXT("Rule title", "Names have a length limit"),
     ARBITER_TEXT("Rule summary", "A name may be at most 200 bytes long."),
     ARBITER_TEXT("Rulebook", "Arbiter"), "Game log"},
    {"game.new-character", ARBITER_TEXT("Rule title", "The new character appears"),
     ARBITER_TEXT(
         "Rule summary",
         "A dead player's new character appears when the next turn begins, with the kept cards and Level but "
         "nothing else."),
     ARBITER_TEXT("Rulebook", "All four"), "Death"},
    {"game.no-combat", ARBITER_TEXT("Rule title", "No combat in progress"),
     ARBITER_TEXT("Rule summary",
                  "Monsters, helpers, one-shots, resolving and running away all need a combat going on."),
     ARBITER_TEXT("Rulebook", "Arbiter"), "Game log"},
    {"game.not-in-play", ARBITER_TEXT("Rule title", "Not in play"),
     ARBITER_TEXT(
         "Rule summary",
         "An Item, Ride, Hireling, Curse or character card has to be in front of a player before it can be "
         "equipped, lost, traded, sold, sacrificed or discarded."),
     ARBITER_TEXT("Rulebook", "Arbiter"), "Game log"},
    {"game.over", ARBITER_TEXT("Rule title", "The game is over"),
     ARBITER_TEXT("Rule summary", "Once someone has won, the game takes no more actions."),
     ARBITER_TEXT("Rulebook", "All four"), "Starting and Finishing the Game"},
    {"game.panic-board", ARBITER_TEXT("Rule title", "A board that could stand on the table"),
     ARBITER_TEXT("Rule summary",
                  "After every Munchkin Panic action the board must still be one the players could set up: "
                  "known tokens, "
                  "each once, with health they can have."),
     ARBITER_TEXT("Rulebook", "Arbiter"), "Game log"},
    {"game.panic-card", ARBITER_TEXT("Rule title", "Cards the action knows"),
     ARBITER_TEXT("Rule summary",
                  "An action that names the card it plays must name one that does what the action records."),
     ARBITER_TEXT("Rulebook", "Arbiter"), "Game log"},
    {"game.panic-pending-choice", ARBITER_TEXT("Rule title", "Choose before moving"),
     ARBITER_TEXT("Rule summary",
                  "When several Monsters hit one structure the action must say which of them takes the "
                  "damage; until it "
                  "does, nothing moves."),
     ARBITER_TEXT("Rulebook", "Arbiter"), "Game log"},
    {"game.panic-setup", ARBITER_TEXT("Rule title", "Set-up first"),
     ARBITER_TEXT("Rule summary",
                  "A Munchkin Panic game starts by placing four Monsters in the Archer ring; the first turn "
                  "begins after."),
     ARBITER_TEXT("Rulebook", "Arbiter"), "Game log"},
    {"game.panic-token", ARBITER_TEXT("Rule title", "Each token once"),
     ARBITER_TEXT(
         "Rule summary",
         "A token can be drawn from the Monster bag only once, and only if it is in the game being played."),
     ARBITER_TEXT("Rulebook", "Arbiter"), "Game log"},
    {"game.panic-unknown-monster", ARBITER_TEXT("Rule title", "Monsters on the board"),
     ARBITER_TEXT("Rule summary", "An action must name a Monster that is on the board, by its id."),
     ARBITER_TEXT("Rulebook", "Arbiter"), "Game log"},
    {"game.phase", ARBITER_TEXT("Rule title", "Turn phases in order"),
     ARBITER_TEXT("Rule summary",
                  "A turn goes through its phases in order and never back; a monster is fought in Kick Open "
                  "the Door or "
                  "Look for Trouble, and a fight ends the turn's search: Charity comes next. Without a "
                  "fight, Look for "
                  "Trouble or Loot the Room comes before Charity and the end of the turn."),
     ARBITER_TEXT("Rulebook", "All four"), "Turn Phases"},
    {"game.phases-taken-as-played", ARBITER_TEXT("Rule title", "Phases played without a tap"),
     ARBITER_TEXT("Rule summary",
                  "Arbiter does not see the cards, so the end of a turn entered from Look for Trouble or "
                  "Loot the Room "
                  "is recorded: Charity counts as played at the table, and the verdict says so."),
     ARBITER_TEXT("Rulebook", "Arbiter"), "Turn Phases"},
    {"game.player-count", ARBITER_TEXT("Rule title", "How many players"),
     ARBITER_TEXT("Rule summary",
                  "A game has from 1 to 12 players at the table; the last player cannot leave."),
     ARBITER_TEXT("Rulebook", "Arbiter"), "Game log"},
    {"game.roll-off", ARBITER_TEXT("Rule title", "Rolling for who starts"),
     ARBITER_TEXT(
         "Rule summary",
         "When the dice decide who starts, every player rolls one die and the highest roll starts; those "
         "tied "
         "for the highest roll again among themselves until one roll is highest. The rolls are kept with the "
         "game's setup."),
     ARBITER_TEXT("Rulebook", "Deluxe, Nightmare, Panic"),
     "Starting and Finishing the Game; Determine 1st Player"},
    {"game.run-away-roll", ARBITER_TEXT("Rule title", "The rolls of a run"),
     ARBITER_TEXT(
         "Rule summary",
         "Running away takes one roll per runner against each monster still in the fight, and no rolls for "
         "monsters or helpers that are not there."),
     ARBITER_TEXT("Rulebook", "All four"), "Running Away"},
    {"game.running-away", ARBITER_TEXT("Rule title", "Running after a lost fight"),
     ARBITER_TEXT("Rule summary",
                  "Running away follows a lost fight; once the fight is lost no more cards change it."),
     ARBITER_TEXT("Rulebook", "All four"), "Running Away"},
    {"game.same-player", ARBITER_TEXT("Rule title", "Two different players"),
     ARBITER_TEXT("Rule summary", "A trade needs two players, and the fighter cannot be his own helper."),
     ARBITER_TEXT("Rulebook", "Arbiter"), "Game log"},
    {"game.unknown-player", ARBITER_TEXT("Rule title", "Known players only"),
     ARBITER_TEXT("Rule summary", "An action must name a player who is at the table."),
     ARBITER_TEXT("Rulebook", "Arbiter"), "Game log"},
    {"game.wrong-family", ARBITER_TEXT("Rule title", "Actions of the game being played"),
     ARBITER_TEXT("Rule summary",
                  "A game of the Munchkin card games takes only their actions, and a Munchkin Panic game "
                  "only Panic ones."),
     ARBITER_TEXT("Rulebook", "Arbiter"), "Game log"},
    {"levels.card-win", ARBITER_TEXT("Rule title", "Cards that give the win"),
     ARBITER_TEXT("Rule summary",
                  "A card that explicitly says so may give the winning level another way than a kill."),
     ARBITER_TEXT("Rulebook", "All four"), "Starting and Finishing the Game"},
    {"levels.dead", ARBITER_TEXT("Rule title", "The dead don't level"),
     ARBITER_TEXT("Rule summary", "A dead character cannot go up a level or win."),
     ARBITER_TEXT("Rulebook", "All four"), "Death"},
    {"levels.floor-one", ARBITER_TEXT("Rule title", "Never below Level 1"),
     ARBITER_TEXT("Rule summary",
                  "Nothing can take a player below Level 1, though combat strength may drop below it."),
     ARBITER_TEXT("Rulebook", "All four"), "Conflicts Between Cards and Rules"},
    {"levels.go-up-a-level", ARBITER_TEXT("Rule title", "Go Up a Level"),
     ARBITER_TEXT(
         "Rule summary",
         "Go Up a Level may be played on anyone at any time, even in combat, but never to give the winning "
         "level."),
     ARBITER_TEXT("Rulebook", "All four"), "Other Treasures"},
    {"levels.win-by-kill-only", ARBITER_TEXT("Rule title", "Winning takes a kill"),
     ARBITER_TEXT("Rule summary", "The winning level can be reached only by killing a monster."),
     ARBITER_TEXT("Rulebook", "All four"), "Conflicts Between Cards and Rules"},
    {"levels.winning-level", ARBITER_TEXT("Rule title", "The winning level"),
     ARBITER_TEXT("Rule summary", "The first player to reach Level 10 (Level 20 with the Epic rules) wins."),
     ARBITER_TEXT("Rulebook", "All four"), "Starting and Finishing the Game; Super-Sized Munchkin"},
    {"options.listen-at-the-door", ARBITER_TEXT("Rule title", "Listen at the Door"),
     ARBITER_TEXT(
         "Rule summary",
         "Faster Play option: draw a face-down Door card before kicking open the door; looting the room then "
         "draws a Treasure."),
     ARBITER_TEXT("Rulebook", "Deluxe, Cthulhu, Nightmare"), "Faster Play Rules"},
    {"runaway.chance", ARBITER_TEXT("Rule title", "The chance to escape"),
     ARBITER_TEXT(
         "Rule summary",
         "Each runner rolls one six-sided die against each monster and escapes on a total of 5 or more: with "
         "a "
         "modifier the lowest face that escapes moves, every face may escape or none, and a sacrificed Ride "
         "escapes without a roll."),
     ARBITER_TEXT("Rulebook", "All four"), "Running Away; Rides"},
    {"runaway.each-monster", ARBITER_TEXT("Rule title", "One roll per monster"),
     ARBITER_TEXT("Rule summary",
                  "Roll separately against each monster, in the order you choose; each one that catches you "
                  "does its Bad "
                  "Stuff at once."),
     ARBITER_TEXT("Rulebook", "All four"), "Running Away"},
    {"runaway.helper-rolls", ARBITER_TEXT("Rule title", "Both run"),
     ARBITER_TEXT("Rule summary",
                  "When a fighter and his helper lose, both must run away, each rolling for himself; a "
                  "monster can catch "
                  "both."),
     ARBITER_TEXT("Rulebook", "All four"), "Running Away"},
    {"runaway.modifiers", ARBITER_TEXT("Rule title", "Run Away modifiers"),
     ARBITER_TEXT(
         "Rule summary",
         "Abilities and Items may help or hinder escaping every monster, and a monster may change the roll "
         "against itself."),
     ARBITER_TEXT("Rulebook", "All four"), "Running Away"},
    {"runaway.ride-sacrifice", ARBITER_TEXT("Rule title", "Sacrificing a Ride"),
     ARBITER_TEXT("Rule summary",
                  "In Nightmare discarding your Ride lets you escape every monster without rolling; you "
                  "decide whether "
                  "your helper escapes with you."),
     ARBITER_TEXT("Rulebook", "Nightmare"), "Rides"},
    {"runaway.roll", ARBITER_TEXT("Rule title", "Escape on 5 or more"),
     ARBITER_TEXT("Rule summary", "Roll a die: a total of 5 or more escapes."),
     ARBITER_TEXT("Rulebook", "All four"), "Running Away"},
    {"sell.from-hand", ARBITER_TEXT("Rule title", "Sell from hand or table"),
     ARBITER_TEXT("Rule summary", "Items may be sold from the hand as well as from those carried."),
     ARBITER_TEXT("Rulebook", "All four"), "Selling Items for Levels"},
    {"sell.minimum", ARBITER_TEXT("Rule title", "At least 1000 Gold"),
     ARBITER_TEXT("Rule summary",
                  "A sale must total at least 1000 Gold Pieces: Items cannot be discarded for nothing."),
     ARBITER_TEXT("Rulebook", "All four"), "Selling Items for Levels; Items"},
    {"sell.no-change", ARBITER_TEXT("Rule title", "No change"),
     ARBITER_TEXT("Rule summary", "Gold above a whole thousand is lost: there is no change."),
     ARBITER_TEXT("Rulebook", "All four"), "Selling Items for Levels"},
    {"sell.not-in-combat", ARBITER_TEXT("Rule title", "Not in combat"),
     ARBITER_TEXT("Rule summary", "Items cannot be sold during a combat or while running away."),
     ARBITER_TEXT("Rulebook", "All four"), "Selling Items for Levels"},
    {"sell.not-winning-level", ARBITER_TEXT("Rule title", "Not to the winning level"),
     ARBITER_TEXT("Rule summary", "Selling can never take you to the winning level."),
     ARBITER_TEXT("Rulebook", "All four"), "Selling Items for Levels"},
    {"sell.one-shots", ARBITER_TEXT("Rule title", "Selling one-shots"),
     ARBITER_TEXT(
         "Rule summary",
         "Pathfinder lets one-shots with a Gold value be sold, and Nightmare calls them One-Shot Items, so "
         "they sell there. Deluxe and Cthulhu call them Treasures and leave it open: they count only with "
         "the "
         "house rule sellOneShots."),
     ARBITER_TEXT("Rulebook", "Pathfinder, Nightmare"), "\"One-Shot\" Treasures; \"One-Shot\" Items"},
    {"sell.own-turn", ARBITER_TEXT("Rule title", "On your own turn"),
     ARBITER_TEXT("Rule summary", "You may sell Items only during your own turn."),
     ARBITER_TEXT("Rulebook", "All four"), "Selling Items for Levels"},
    {"sell.rate", ARBITER_TEXT("Rule title", "1000 Gold a level"),
     ARBITER_TEXT(
         "Rule summary",
         "Each full 1000 Gold Pieces of Items sold buys one level; several levels may be bought at once."),
     ARBITER_TEXT("Rulebook", "All four"), "Selling Items for Levels"},
    {"timing.any-time", ARBITER_TEXT("Rule title", "Any time"),
     ARBITER_TEXT("Rule summary",
                  "Some actions may be taken at any time, even in combat and on other players' turns."),
     ARBITER_TEXT("Rulebook", "All four"), "When You May Take Actions"},
    {"timing.just-received", ARBITER_TEXT("Rule title", "Cards just received"),
     ARBITER_TEXT(
         "Rule summary",
         "A card you have just received may be played at once when you are not in combat, even on another "
         "player's turn."),
     ARBITER_TEXT("Rulebook", "All four"), "When You May Take Actions"},
    {"timing.not-in-combat", ARBITER_TEXT("Rule title", "Not in combat"),
     ARBITER_TEXT("Rule summary", "Some actions may be taken at any time except while you are in combat."),
     ARBITER_TEXT("Rulebook", "All four"), "When You May Take Actions"},
    {"timing.own-turn", ARBITER_TEXT("Rule title", "Your own turn"),
     ARBITER_TEXT("Rule summary", "Some actions may be taken only on your own turn."),
     ARBITER_TEXT("Rulebook", "All four"), "When You May Take Actions"},
    {"trade.from-table", ARBITER_TEXT("Rule title", "Trade from the table"),
     ARBITER_TEXT(
         "Rule summary",
         "Only Items in play can be traded, never cards from a hand, and a traded Item stays in play."),
     ARBITER_TEXT("Rulebook", "All four"), "Items: Trading"},
    {"trade.items-only", ARBITER_TEXT("Rule title", "Only Items"),
     ARBITER_TEXT("Rule summary", "Only Items may be traded; other cards cannot."),
     ARBITER_TEXT("Rulebook", "All four"), "Items: Trading"},
    {"trade.no-rides", ARBITER_TEXT("Rule title", "Rides stay put"),
     ARBITER_TEXT("Rule summary", "In Nightmare a Ride can never be traded away."),
     ARBITER_TEXT("Rulebook", "Nightmare"), "Rides"},
    {"trade.not-in-combat", ARBITER_TEXT("Rule title", "No trading in combat"),
     ARBITER_TEXT("Rule summary", "Neither player in a trade may be in a combat."),
     ARBITER_TEXT("Rulebook", "All four"), "Items: Trading"},
});

static_assert(sortedById(catalogue), "rule catalogue must stay sorted by id");

// The card games' table and the Panic tables, merged once into one list sorted by id.
const std::vector<RuleEntry>& mergedCatalogue()
{
    static const std::vector<RuleEntry> merged = [] {
        std::vector<RuleEntry> all(catalogue.begin(), catalogue.end());
        for (const std::span<const RuleEntry> part :
             {panic::boardRules(), panic::hitRules(), panic::turnRules(), panic::cardRules()})
            all.insert(all.end(), part.begin(), part.end());
        std::sort(all.begin(), all.end(), [](const RuleEntry& a, const RuleEntry& b) { return a.id < b.id; });
        return all;
    }();
    return merged;
}

}  // namespace

std::span<const RuleEntry> ruleCatalogue()
{
    return mergedCatalogue();
}

const RuleEntry* findRule(std::string_view id)
{
    const std::vector<RuleEntry>& all = mergedCatalogue();
    const auto it =
        std::lower_bound(all.begin(), all.end(), id,
                         [](const RuleEntry& entry, std::string_view key) { return entry.id < key; });
    return it != all.end() && it->id == id ? &*it : nullptr;
}

}  // namespace arbiter::rules
