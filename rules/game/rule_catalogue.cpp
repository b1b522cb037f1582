#include "rules/game/rule_catalogue.h"

#include "rules/panic/rule_entries.h"

#include <algorithm>
#include <array>
#include <vector>

namespace arbiter::rules {
namespace {

// Kept sorted by id: findRule() searches it with a binary search (checked by a test).
constexpr std::array catalogue = std::to_array<RuleEntry>({
    {"badstuff.caught", "Bad Stuff falls on the caught",
     "Bad Stuff is done only to a player a monster caught: the fighter and helper of a lost fight, and of "
     "them whoever then fails a roll to run away. The screens offer it, and death by it, to them alone.",
     "All four", "Running Away"},
    {"badstuff.death", "Bad Stuff: Death",
     "A monster that catches you may kill you: you then die as described under Death.", "All four",
     "Running Away"},
    {"badstuff.items", "Bad Stuff: lost Items",
     "A monster that catches you may take Items; the victim picks which when the card allows a choice.",
     "All four", "Running Away; Curses"},
    {"badstuff.levels", "Bad Stuff: lost levels",
     "Levels lost to Bad Stuff come off at once, but no one drops below Level 1.", "All four",
     "Running Away; Character Stats"},
    {"character.discard-any-time", "Discarding a character card",
     "A Race, Class, Faction or Citizenship card may be discarded at any time, even in combat; you then have "
     "none of that kind until you play another.",
     "All four", "Character Stats"},
    {"character.doubler", "Doubling cards",
     "Half-Breed, Super Munchkin, Double Life and Dual Citizenship each let you hold two cards of one kind "
     "instead of one.",
     "All four", "Super Munchkin and Half-Breed; Double Life; Dual Citizenship"},
    {"character.doubler-needs-card", "A doubler needs a card",
     "A doubling card can only be played onto a character card of its kind that is already in play.",
     "All four", "Super Munchkin and Half-Breed; Double Life; Dual Citizenship"},
    {"character.edition-cards", "Which character cards exist",
     "Each game has its own kinds of character card: Race and Class (Deluxe), Class with the Cultist "
     "(Cthulhu), Citizenship and Rides (Nightmare), Class and Faction (Pathfinder).",
     "All four", "Character Creation; Character Stats"},
    {"character.no-copies", "No two copies",
     "You may never have two copies of the same character card in play.", "All four",
     "Super Munchkin and Half-Breed"},
    {"character.one-per-kind", "One of each kind",
     "Without a doubling card a character has at most one card of each kind in play.", "All four",
     "Character Stats"},
    {"charity.dead-giver", "The dead give no Charity",
     "A dead player's hand was looted with the body, so there is no hand to give away or discard.",
     "All four", "Death; Turn Phases: Charity"},
    {"charity.even-split", "Split evenly",
     "Cards given to several tied players are split as evenly as possible; the giver decides who gets the "
     "cards left over.",
     "All four", "Turn Phases: Charity"},
    {"charity.giver-lowest-discards", "Lowest givers discard",
     "A giver who is the lowest Level, or tied for it, discards the excess instead of giving it away.",
     "All four", "Turn Phases: Charity"},
    {"charity.hand-limit", "Five cards at the end",
     "At the end of a turn a hand may hold at most five cards (unless a card raises it); the excess must be "
     "played or given away.",
     "All four", "Turn Phases: Charity"},
    {"charity.lowest-level", "Charity to the lowest",
     "The excess cards go to the living player with the lowest Level.", "All four", "Turn Phases: Charity"},
    {"combat.elf-helper-levels", "Elf helpers gain levels",
     "In Deluxe a helper who is an Elf goes up one level for every monster slain in the fight.", "Deluxe",
     "Asking For Help"},
    {"combat.eliminated", "Monsters removed without a kill",
     "A monster got rid of without killing it is still a win over it, but gives no level and, unless the "
     "card says so, no Treasure.",
     "All four", "Combat"},
    {"combat.enhancers", "Monster Enhancers",
     "Enhancers raise or lower one monster's strength and change its Treasure; several on one monster add "
     "up.",
     "All four", "Monster Enhancers"},
    {"combat.give-thanks", "Give Thanks",
     "A citizen of Thanksgiving Town helped to kill a monster of Level 10 or more draws one extra Treasure, "
     "and so does the helper.",
     "Nightmare", "Character Stats: Citizenship"},
    {"combat.helper", "The helper's strength",
     "A helper adds his whole combat strength to yours, and the monster's abilities and weaknesses apply to "
     "him as well.",
     "All four", "Asking For Help"},
    {"combat.join-demon", "Demons join Demons",
     "In Nightmare a Demon may be played from the hand into a fight against another Demon without Wandering "
     "Monster.",
     "Nightmare", "Undead and Demon Monsters"},
    {"combat.join-goblin", "Goblins join Goblins",
     "In Pathfinder a Goblin may be played from the hand into a fight against another Goblin without "
     "Wandering Monster; the Hemogoblin counts as both Goblin and Undead.",
     "Pathfinder", "Undead Monsters and Goblins"},
    {"combat.join-goth", "Goth summoning",
     "In Cthulhu a monster whose name ends in \"goth\" may bring one more goth into its fight; a goth "
     "summoned this way summons nobody.",
     "Cthulhu", "\"Goth\" Monsters"},
    {"combat.join-look-for-trouble", "Look for Trouble starts a fight",
     "Looking for Trouble is playing a monster from your own hand to fight it on your own turn; it starts a "
     "fight and never adds a monster to one already going.",
     "All four", "Turn Phases: Look For Trouble/Loot The Room; Fighting Multiple Monsters"},
    {"combat.join-undead", "Undead join Undead",
     "An Undead monster may be played from the hand into a fight against another Undead without Wandering "
     "Monster.",
     "All four", "Undead Monsters"},
    {"combat.join-wandering", "Wandering Monster",
     "Other players may add a monster to a fight by playing it with Wandering Monster; every monster joins "
     "the one combined fight.",
     "All four", "Fighting Multiple Monsters"},
    {"combat.kill-claim-wait", "Wait before claiming",
     "After winning, wait a reasonable moment (about 2.6 seconds, 3.75 in Pathfinder) for anyone to "
     "interfere before the kill is final.",
     "All four", "Combat"},
    {"combat.level-only", "Fighting with Level only",
     "When a monster makes you fight with your Level only, that holds for the whole fight and for the helper "
     "too: gear, Rides, abilities and one-shots do not count.",
     "All four", "Fighting Multiple Monsters"},
    {"combat.monster-strength", "The monsters' strength",
     "A monster's strength is its Level plus its Enhancers and bonuses; several monsters fight with their "
     "combined strength.",
     "All four", "Combat; Fighting Multiple Monsters"},
    {"combat.monsters-win-ties", "Monsters win ties",
     "You win only with a strength greater than the monsters'; a tie goes to the monsters.", "All four",
     "Combat: Basic Rules"},
    {"combat.no-rewards-when-running", "No rewards when running",
     "A fight that is lost ends in running away from every monster left: nothing is gained, not even for "
     "monsters already removed.",
     "All four", "Fighting Multiple Monsters; Running Away"},
    {"combat.one-helper", "Only one helper",
     "Only one other player may help in a fight; anyone may still play cards on it.", "All four",
     "Asking For Help"},
    {"combat.player-strength", "Your strength",
     "Your combat strength is your Level plus equipped gear, Rides, abilities and the one-shots played for "
     "you.",
     "All four", "Combat"},
    {"combat.rewards-levels", "Levels for a kill",
     "Each monster killed gives one level, or what its card says; a helper gains none unless an ability says "
     "so.",
     "All four", "Rewards"},
    {"combat.rewards-treasures", "Treasure for a kill",
     "Each monster killed gives the Treasures on its card, changed by the Enhancers played on it; the "
     "fighter draws them all.",
     "All four", "Rewards"},
    {"combat.road-trip", "Road Trip",
     "A citizen of Thanksgiving Town gets an extra +2 in combat for each Ride.", "Nightmare",
     "Character Stats: Citizenship"},
    {"combat.shared-victory", "Shared victory",
     "Faster Play option: when a fighter with a helper reaches the winning level, the helper wins too.",
     "Deluxe, Cthulhu, Nightmare", "Faster Play Rules"},
    {"combat.versus-bonus", "Bonuses against a card",
     "A monster's bonus or penalty against a Race, Class, Faction, Citizenship or sex applies when the "
     "fighter or the helper has it.",
     "All four", "Combat; Asking For Help"},
    {"combat.versus-once", "Such a bonus counts once",
     "A monster's bonus against a card counts once per fight, even when both the fighter and the helper have "
     "that card.",
     "All four", "Asking For Help"},
    {"combat.warrior-wins-ties", "Warriors win ties",
     "In Deluxe a side with a Warrior, as fighter or helper, wins a tie.", "Deluxe",
     "Asking For Help; Example of Combat"},
    {"combat.what-it-takes", "What it takes",
     "From the strengths as they stand: the least strength the players must add to win (a tie is enough "
     "only when they win ties), or, while they are winning, the least the monsters must add to turn the "
     "fight.",
     "All four", "Combat; Asking For Help"},
    {"combat.wins-ties-ability", "Winning ties", "A card or ability that says so lets the players win a tie.",
     "All four", "Combat"},
    {"cultist.all-cultists", "All are Cultists",
     "When every player is a Cultist the game ends and the highest Level wins (ties share the win).",
     "Cthulhu", "More Scary Cultist Rules"},
    {"cultist.become", "Become a Cultist",
     "Told to become a Cultist, you must take a Cultist from its own discard pile if one waits there; with "
     "none, nothing happens; a Cultist already stays as he is.",
     "Cthulhu", "Cultists"},
    {"cultist.last-non-cultist", "The last non-Cultist",
     "When all players but one are Cultists, that one goes up a level, and this level may be the winning "
     "one.",
     "Cthulhu", "More Scary Cultist Rules"},
    {"cultist.no-voluntary-discard", "Cultists can't quit",
     "The Cultist card can be lost to cards, never discarded by choice.", "Cthulhu",
     "Cultists; When You May Take Actions"},
    {"cultist.only-cultist-protected", "The lone Cultist",
     "While only one Cultist is in play, nothing but Divine Intervention takes the Class away.", "Cthulhu",
     "More Scary Cultist Rules"},
    {"cultist.own-discard-pile", "The Cultist discard pile",
     "Discarded Cultist cards go to a pile of their own, which is not a discard pile for any other purpose.",
     "Cthulhu", "Cultists"},
    {"death.dead-receive-nothing", "The dead receive nothing",
     "A dead character receives no cards at all, not even Charity.", "All four", "Death"},
    {"death.keep", "What the dead keep",
     "On death you keep your character cards, their doubling cards, your Level and the Curses on you; "
     "everything else is lost.",
     "All four", "Death"},
    {"death.loot-one-each", "One card each",
     "Each other living player takes one card from the body; when it runs out the rest get nothing, and what "
     "is left is discarded.",
     "All four", "Looting The Body"},
    {"death.loot-order", "Looting order", "The body is looted highest Level first.", "All four",
     "Looting The Body"},
    {"death.loot-tie-roll", "Ties in looting", "Players tied in Level roll a die to decide who loots first.",
     "All four", "Looting The Body"},
    {"death.no-more-running", "No running when dead",
     "Once dead you need not run from the remaining monsters.", "All four", "Death"},
    {"equip.armor", "One Armor", "Only one suit of Armor can be equipped at a time.", "All four", "Items"},
    {"equip.big-item", "One Big item", "You may carry any number of Small items but only one Big one.",
     "Deluxe, Pathfinder", "Items: Big Items"},
    {"equip.big-item-race", "Dwarves and Big items", "In Deluxe a Dwarf may carry any number of Big items.",
     "Deluxe", "Items: Big Items"},
    {"equip.carried", "Carried, not equipped",
     "An Item in play but not equipped is only carried: its bonus does not count.", "All four", "Items"},
    {"equip.cheat", "Cheat!", "An Item attached to a Cheat! card ignores the equip limits and restrictions.",
     "All four", "Items"},
    {"equip.doubler-advantages", "Advantages without disadvantages",
     "A doubling card on a single character card gives that card's advantages without its disadvantages, "
     "such as Items forbidden to it (Nightmare's Dual Citizenship gives only the monster part).",
     "All four", "Super Munchkin and Half-Breed; Dual Citizenship"},
    {"equip.footgear", "One Footgear", "Only one pair of Footgear can be equipped at a time.", "All four",
     "Items"},
    {"equip.forbidden-for", "Forbidden Items",
     "An Item forbidden to a Race, Class, Faction, Citizenship or sex gives no bonus to a character who has "
     "it.",
     "All four", "Items"},
    {"equip.hands", "Two hands", "You may equip two 1-Hand Items or one 2-Hands Item.", "All four", "Items"},
    {"equip.headgear", "One Headgear", "Only one Headgear can be equipped at a time.", "All four", "Items"},
    {"equip.hireling", "Hirelings carry Items",
     "A Hireling (in Nightmare, a Ride) can hold one Item beyond the equip and Big-item limits.",
     "Deluxe, Pathfinder, Nightmare", "Items; Other Treasures"},
    {"equip.no-big-items", "No Big-item rule", "This game has no Big-item limit: any Item may be carried.",
     "Cthulhu, Nightmare", "Items"},
    {"equip.no-change-in-combat", "No gear changes in combat",
     "Items cannot be equipped, unequipped or traded during a combat or while running away.", "All four",
     "Items; When You May Take Actions"},
    {"equip.one-ride", "One Ride", "In Nightmare a character has only one Ride at a time.", "Nightmare",
     "Rides"},
    {"equip.only-for", "Restricted Items",
     "An Item usable only by a Race, Class, Faction, Citizenship or sex gives its bonus only while the "
     "character has it.",
     "All four", "Items"},
    {"game.blank-name", "Names are not blank",
     "Every player, Item, card and monster the table enters needs a name that is more than spaces.",
     "Arbiter", "Game log"},
    {"game.combat-in-progress", "Wait for the combat",
     "While a combat is going on the turn cannot move on, end or start another fight, and its fighter and "
     "helper cannot leave the table.",
     "Arbiter", "Game log"},
    {"game.combatant", "Fighter or helper only",
     "Only the fighter and the helper have a combat bonus of their own in a fight.", "Arbiter", "Game log"},
    {"game.dead-player", "Not while dead",
     "A dead character cannot fight, help, play cards, change gear or die a second time until the new "
     "character appears.",
     "All four", "Death"},
    {"game.die-roll", "A six-sided die",
     "A die roll entered at the table is a number from 1 to 6, and each player rolls once per roll asked "
     "for.",
     "Arbiter", "Game log"},
    {"game.duplicate-name", "One name per player",
     "Players are told apart by name, so no two players at a table may share one.", "Arbiter", "Game log"},
    {"game.gear-mode", "Items or a gear number",
     "A player either enters every Item or keeps one gear number: switching to a number needs the Items "
     "gone first, and a player keeping a number cannot receive Items.",
     "Arbiter", "Game log"},
    {"game.index-range", "No such place", "A seat or a monster is picked by its position, which must exist.",
     "Arbiter", "Game log"},
    {"game.limit", "Within the table's limits",
     "Counts and numbers stay within fixed limits: players, Items per player, monsters and cards in a fight, "
     "bonuses, gear and hands.",
     "Arbiter", "Game log"},
    {"game.loot-body", "Only a body can be looted",
     "Looting is done once, on a dead character whose body has not been looted yet.", "All four",
     "Looting The Body"},
    {"game.name-length", "Names fit the screen",
     "A player's name is at most 24 characters and a game's at most 60, so each fits a player card, the "
     "table's header and one line of the Games list.",
     "Arbiter", "Game log"},
    {"game.name-too-long", "Names have a length limit", "A name may be at most 200 bytes long.", "Arbiter",
     "Game log"},
    {"game.new-character", "The new character appears",
     "A dead player's new character appears when the next turn begins, with the kept cards and Level but "
     "nothing else.",
     "All four", "Death"},
    {"game.no-combat", "No combat in progress",
     "Monsters, helpers, one-shots, resolving and running away all need a combat going on.", "Arbiter",
     "Game log"},
    {"game.not-in-play", "Not in play",
     "An Item, Ride, Hireling, Curse or character card has to be in front of a player before it can be "
     "equipped, lost, traded, sold, sacrificed or discarded.",
     "Arbiter", "Game log"},
    {"game.over", "The game is over", "Once someone has won, the game takes no more actions.", "All four",
     "Starting and Finishing the Game"},
    {"game.panic-board", "A board that could stand on the table",
     "After every Munchkin Panic action the board must still be one the players could set up: known tokens, "
     "each once, with health they can have.",
     "Arbiter", "Game log"},
    {"game.panic-card", "Cards the action knows",
     "An action that names the card it plays must name one that does what the action records.", "Arbiter",
     "Game log"},
    {"game.panic-pending-choice", "Choose before moving",
     "When several Monsters hit one structure the action must say which of them takes the damage; until it "
     "does, nothing moves.",
     "Arbiter", "Game log"},
    {"game.panic-setup", "Set-up first",
     "A Munchkin Panic game starts by placing four Monsters in the Archer ring; the first turn begins after.",
     "Arbiter", "Game log"},
    {"game.panic-token", "Each token once",
     "A token can be drawn from the Monster bag only once, and only if it is in the game being played.",
     "Arbiter", "Game log"},
    {"game.panic-unknown-monster", "Monsters on the board",
     "An action must name a Monster that is on the board, by its id.", "Arbiter", "Game log"},
    {"game.phase", "Turn phases in order",
     "A turn goes through its phases in order and never back; a monster is fought in Kick Open the Door or "
     "Look for Trouble, and a fight ends the turn's search: Charity comes next. Without a fight, Look for "
     "Trouble or Loot the Room comes before Charity and the end of the turn.",
     "All four", "Turn Phases"},
    {"game.phases-taken-as-played", "Phases played without a tap",
     "Arbiter does not see the cards, so the end of a turn entered from Look for Trouble or Loot the Room "
     "is recorded: Charity counts as played at the table, and the verdict says so.",
     "Arbiter", "Turn Phases"},
    {"game.player-count", "How many players",
     "A game has from 1 to 12 players at the table; the last player cannot leave.", "Arbiter", "Game log"},
    {"game.roll-off", "Rolling for who starts",
     "When the dice decide who starts, every player rolls one die and the highest roll starts; those tied "
     "for the highest roll again among themselves until one roll is highest. The rolls are kept with the "
     "game's setup.",
     "Deluxe, Nightmare, Panic", "Starting and Finishing the Game; Determine 1st Player"},
    {"game.run-away-roll", "The rolls of a run",
     "Running away takes one roll per runner against each monster still in the fight, and no rolls for "
     "monsters or helpers that are not there.",
     "All four", "Running Away"},
    {"game.running-away", "Running after a lost fight",
     "Running away follows a lost fight; once the fight is lost no more cards change it.", "All four",
     "Running Away"},
    {"game.same-player", "Two different players",
     "A trade needs two players, and the fighter cannot be his own helper.", "Arbiter", "Game log"},
    {"game.unknown-player", "Known players only", "An action must name a player who is at the table.",
     "Arbiter", "Game log"},
    {"game.wrong-family", "Actions of the game being played",
     "A game of the Munchkin card games takes only their actions, and a Munchkin Panic game only Panic ones.",
     "Arbiter", "Game log"},
    {"levels.card-win", "Cards that give the win",
     "A card that explicitly says so may give the winning level another way than a kill.", "All four",
     "Starting and Finishing the Game"},
    {"levels.dead", "The dead don't level", "A dead character cannot go up a level or win.", "All four",
     "Death"},
    {"levels.floor-one", "Never below Level 1",
     "Nothing can take a player below Level 1, though combat strength may drop below it.", "All four",
     "Conflicts Between Cards and Rules"},
    {"levels.go-up-a-level", "Go Up a Level",
     "Go Up a Level may be played on anyone at any time, even in combat, but never to give the winning "
     "level.",
     "All four", "Other Treasures"},
    {"levels.win-by-kill-only", "Winning takes a kill",
     "The winning level can be reached only by killing a monster.", "All four",
     "Conflicts Between Cards and Rules"},
    {"levels.winning-level", "The winning level",
     "The first player to reach Level 10 (Level 20 with the Epic rules) wins.", "All four",
     "Starting and Finishing the Game; Super-Sized Munchkin"},
    {"options.listen-at-the-door", "Listen at the Door",
     "Faster Play option: draw a face-down Door card before kicking open the door; looting the room then "
     "draws a Treasure.",
     "Deluxe, Cthulhu, Nightmare", "Faster Play Rules"},
    {"runaway.chance", "The chance to escape",
     "Each runner rolls one six-sided die against each monster and escapes on a total of 5 or more: with a "
     "modifier the lowest face that escapes moves, every face may escape or none, and a sacrificed Ride "
     "escapes without a roll.",
     "All four", "Running Away; Rides"},
    {"runaway.each-monster", "One roll per monster",
     "Roll separately against each monster, in the order you choose; each one that catches you does its Bad "
     "Stuff at once.",
     "All four", "Running Away"},
    {"runaway.helper-rolls", "Both run",
     "When a fighter and his helper lose, both must run away, each rolling for himself; a monster can catch "
     "both.",
     "All four", "Running Away"},
    {"runaway.modifiers", "Run Away modifiers",
     "Abilities and Items may help or hinder escaping every monster, and a monster may change the roll "
     "against itself.",
     "All four", "Running Away"},
    {"runaway.ride-sacrifice", "Sacrificing a Ride",
     "In Nightmare discarding your Ride lets you escape every monster without rolling; you decide whether "
     "your helper escapes with you.",
     "Nightmare", "Rides"},
    {"runaway.roll", "Escape on 5 or more", "Roll a die: a total of 5 or more escapes.", "All four",
     "Running Away"},
    {"sell.from-hand", "Sell from hand or table",
     "Items may be sold from the hand as well as from those carried.", "All four",
     "Selling Items for Levels"},
    {"sell.minimum", "At least 1000 Gold",
     "A sale must total at least 1000 Gold Pieces: Items cannot be discarded for nothing.", "All four",
     "Selling Items for Levels; Items"},
    {"sell.no-change", "No change", "Gold above a whole thousand is lost: there is no change.", "All four",
     "Selling Items for Levels"},
    {"sell.not-in-combat", "Not in combat", "Items cannot be sold during a combat or while running away.",
     "All four", "Selling Items for Levels"},
    {"sell.not-winning-level", "Not to the winning level", "Selling can never take you to the winning level.",
     "All four", "Selling Items for Levels"},
    {"sell.one-shots", "Selling one-shots",
     "Pathfinder lets one-shots with a Gold value be sold, and Nightmare calls them One-Shot Items, so "
     "they sell there. Deluxe and Cthulhu call them Treasures and leave it open: they count only with the "
     "house rule sellOneShots.",
     "Pathfinder, Nightmare", "\"One-Shot\" Treasures; \"One-Shot\" Items"},
    {"sell.own-turn", "On your own turn", "You may sell Items only during your own turn.", "All four",
     "Selling Items for Levels"},
    {"sell.rate", "1000 Gold a level",
     "Each full 1000 Gold Pieces of Items sold buys one level; several levels may be bought at once.",
     "All four", "Selling Items for Levels"},
    {"timing.any-time", "Any time",
     "Some actions may be taken at any time, even in combat and on other players' turns.", "All four",
     "When You May Take Actions"},
    {"timing.just-received", "Cards just received",
     "A card you have just received may be played at once when you are not in combat, even on another "
     "player's turn.",
     "All four", "When You May Take Actions"},
    {"timing.not-in-combat", "Not in combat",
     "Some actions may be taken at any time except while you are in combat.", "All four",
     "When You May Take Actions"},
    {"timing.own-turn", "Your own turn", "Some actions may be taken only on your own turn.", "All four",
     "When You May Take Actions"},
    {"trade.from-table", "Trade from the table",
     "Only Items in play can be traded, never cards from a hand, and a traded Item stays in play.",
     "All four", "Items: Trading"},
    {"trade.items-only", "Only Items", "Only Items may be traded; other cards cannot.", "All four",
     "Items: Trading"},
    {"trade.no-rides", "Rides stay put", "In Nightmare a Ride can never be traded away.", "Nightmare",
     "Rides"},
    {"trade.not-in-combat", "No trading in combat", "Neither player in a trade may be in a combat.",
     "All four", "Items: Trading"},
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
