#include "rules/panic/rule_entries.h"

#include <array>

namespace arbiter::rules::panic {
namespace {

// Kept sorted by id (checked below and by tst_catalogue).
constexpr std::array entries = std::to_array<RuleEntry>({
    {"panic.addition-error", ARBITER_TEXT("Rule title", "Convenient Addition Error"),
     ARBITER_TEXT("Rule summary",
                  "Each Convenient Addition Error tucked under a Trophy counts 1 more Trophy point, for "
                  "Charity and for "
                  "the "
                  "final count."),
     ARBITER_TEXT("Rulebook", "Panic"), "Treasure Cards: Specials"},
    {"panic.any-time", ARBITER_TEXT("Rule title", "Cards for any time"),
     ARBITER_TEXT("Rule summary",
                  "A card that says it may be played at any time (the Curse cards, Flask of Glue, Fortify "
                  "Wall, Hoard! "
                  "and "
                  "the like) may be played in every phase, on anyone's turn."),
     ARBITER_TEXT("Rulebook", "Panic"), "3. Play Cards, Negotiate, and Get Trophies"},
    {"panic.body-count", ARBITER_TEXT("Rule title", "Body count breaks ties"),
     ARBITER_TEXT("Rule summary",
                  "Players level on Trophy points are ranked by how many Monsters each slew; a tie on both "
                  "is settled by "
                  "a "
                  "thumb war."),
     ARBITER_TEXT("Rulebook", "Panic"), "Ending the Game"},
    {"panic.character-each", ARBITER_TEXT("Rule title", "One Character each"),
     ARBITER_TEXT(
         "Rule summary",
         "Each player picks one Character card at the start of the game; the box holds one card of each "
         "Character, so no two players share one."),
     ARBITER_TEXT("Rulebook", "Panic"), "More Munchkin Mini-Expansion: Character Cards"},
    {"panic.characters-in-play", ARBITER_TEXT("Rule title", "Character cards"),
     ARBITER_TEXT("Rule summary",
                  "The Character cards come with the More Munchkin Mini-Expansion: they are in the game in "
                  "More Munchkin "
                  "or "
                  "with the Less Panic option that adds them, and never otherwise."),
     ARBITER_TEXT("Rulebook", "Panic"), "More Munchkin Mini-Expansion"},
    {"panic.charity-giver-lowest", ARBITER_TEXT("Rule title", "Lowest givers"),
     ARBITER_TEXT("Rule summary",
                  "A giver with strictly the fewest Trophy points discards the excess Treasure; a giver tied "
                  "for fewest "
                  "gives "
                  "it to the other players tied with them."),
     ARBITER_TEXT("Rulebook", "Panic"), "2. Give Charity"},
    {"panic.charity-limit", ARBITER_TEXT("Rule title", "Treasure limit in phase 2"),
     ARBITER_TEXT(
         "Rule summary",
         "In phase 2 a player keeps at most 3 Treasure cards with 3 to 6 players, or 4 with 1 or 2 (and in "
         "Solitaire); the rest is Charity. Other phases have no limit."),
     ARBITER_TEXT("Rulebook", "Panic"), "2. Give Charity"},
    {"panic.charity-lowest-trophies", ARBITER_TEXT("Rule title", "Charity to the fewest points"),
     ARBITER_TEXT("Rule summary",
                  "Excess Treasure goes to the player with the fewest Trophy points, counting each Trophy at "
                  "its highest "
                  "number."),
     ARBITER_TEXT("Rulebook", "Panic"), "2. Give Charity"},
    {"panic.charity-split", ARBITER_TEXT("Rule title", "Tied recipients split"),
     ARBITER_TEXT("Rule summary",
                  "Several players tied for fewest points split the excess as evenly as it goes; the giver "
                  "decides who "
                  "gets "
                  "each odd card."),
     ARBITER_TEXT("Rulebook", "Panic"), "2. Give Charity"},
    {"panic.cleric-draw", ARBITER_TEXT("Rule title", "The Cleric draws from the discards"),
     ARBITER_TEXT("Rule summary",
                  "While drawing up, the Cleric may look at the 3 bottom Castle discards and keep 1 of them "
                  "as part of "
                  "the "
                  "draw; the rest of the hand comes from the deck."),
     ARBITER_TEXT("Rulebook", "Panic"), "More Munchkin Mini-Expansion: Character Cards"},
    {"panic.discard-draw", ARBITER_TEXT("Rule title", "Discard 1, then draw up"),
     ARBITER_TEXT("Rule summary",
                  "Phase 1: discard at most 1 Castle card if you wish, then draw Castle cards until the hand "
                  "is full; a "
                  "hand "
                  "already over its size draws nothing and keeps its cards."),
     ARBITER_TEXT("Rulebook", "Panic"), "1. Discard 1 (opt.) and then Draw Up"},
    {"panic.dwarf-hand", ARBITER_TEXT("Rule title", "The Dwarf's bigger hand"),
     ARBITER_TEXT("Rule summary", "The Dwarf's hand holds 1 Castle card more, from the starting hand on."),
     ARBITER_TEXT("Rulebook", "Panic"), "More Munchkin Mini-Expansion: Character Cards"},
    {"panic.end-more-munchkin", ARBITER_TEXT("Rule title", "The end in More Munchkin"),
     ARBITER_TEXT(
         "Rule summary",
         "In More Munchkin the game ends when the last Tower falls or the last Monster is gone, and the most "
         "Trophy "
         "points wins either way."),
     ARBITER_TEXT("Rulebook", "Panic"), "More Munchkin Mini-Expansion: Objective"},
    {"panic.end-standard", ARBITER_TEXT("Rule title", "The end of the game"),
     ARBITER_TEXT(
         "Rule summary",
         "The game ends when the last Tower falls (everyone loses) or when all 39 Monster tokens are out and "
         "every "
         "Monster is slain with a Tower standing (everyone wins, and the most Trophy points is Master "
         "Munchkin)."),
     ARBITER_TEXT("Rulebook", "Panic"), "Ending the Game"},
    {"panic.enhancer-timing", ARBITER_TEXT("Rule title", "When Enhancers are played"),
     ARBITER_TEXT("Rule summary",
                  "A Monster Enhancer (More Munchkin or the More Panic option) is played on a Monster "
                  "another player is "
                  "attacking, up to the moment the Trophy is taken: in the Play Cards phase. Humongous is a "
                  "card for any "
                  "time."),
     ARBITER_TEXT("Rulebook", "Panic"), "More Munchkin Mini-Expansion: Treasure Cards"},
    {"panic.halfling-treasure-points", ARBITER_TEXT("Rule title", "The Halfling's Treasure"),
     ARBITER_TEXT("Rule summary",
                  "At the end the Halfling counts 1 point for each Treasure card still in hand."),
     ARBITER_TEXT("Rulebook", "Panic"), "More Munchkin Mini-Expansion: Character Cards"},
    {"panic.hand-size", ARBITER_TEXT("Rule title", "Castle hand size"),
     ARBITER_TEXT("Rule summary",
                  "A hand holds 6 Castle cards with 1 or 2 players and 5 with 3 to 6; the starting hand is "
                  "dealt at that "
                  "size."),
     ARBITER_TEXT("Rulebook", "Panic"), "Game Set-Up; 1. Discard 1 (opt.) and then Draw Up"},
    {"panic.help-gazebo", ARBITER_TEXT("Rule title", "No deals against the Gazebo"),
     ARBITER_TEXT("Rule summary",
                  "The Gazebo is faced alone, so no help can be negotiated for an attack on it."),
     ARBITER_TEXT("Rulebook", "Panic"), "Negotiating for Help"},
    {"panic.invisibility-timing", ARBITER_TEXT("Rule title", "When the Invisibility Potion works"),
     ARBITER_TEXT("Rule summary",
                  "The Invisibility Potion cancels a Curse token as it is drawn, so it is played while "
                  "Monsters are drawn "
                  "in "
                  "phase 6 of any player's turn."),
     ARBITER_TEXT("Rulebook", "Panic"), "Treasure Cards: Potions"},
    {"panic.keep-drawing", ARBITER_TEXT("Rule title", "Draw until the Monsters are placed"),
     ARBITER_TEXT(
         "Rule summary",
         "Phase 6 draws from the bag until the turn's Monsters are placed, resolving each Curse token on the "
         "way; the turn may end short of its count only when the bag is empty, since the game goes on until "
         "every token is out."),
     ARBITER_TEXT("Rulebook", "Panic"), "6. Place Monsters; Tokens: Curse Tokens; Ending the Game"},
    {"panic.less-munchkin", ARBITER_TEXT("Rule title", "Less Munchkin"),
     ARBITER_TEXT("Rule summary",
                  "Less Munchkin takes the Curse cards out of the Castle deck; a table wanting even less may "
                  "trade 1 card "
                  "with 1 other player in Play Cards instead of negotiating help."),
     ARBITER_TEXT("Rulebook", "Panic"), "Game Variations: Less Munchkin"},
    {"panic.less-panic", ARBITER_TEXT("Rule title", "Less Panic options"),
     ARBITER_TEXT(
         "Rule summary",
         "Easier options: more Weapons per Hit card, several deals a turn, 1 more Castle card in the hand, 2 "
         "starting Treasures, 2 Monsters placed a turn, and the expansion's cards or Characters."),
     ARBITER_TEXT("Rulebook", "Panic"), "Game Variations: Less Panic"},
    {"panic.loaded-die", ARBITER_TEXT("Rule title", "Loaded Die"),
     ARBITER_TEXT(
         "Rule summary",
         "With the Loaded Die the player picks the Forest arc of a Monster instead of rolling; Curse tokens "
         "still "
         "use the die."),
     ARBITER_TEXT("Rulebook", "Panic"), "Treasure Cards: Specials"},
    {"panic.lose-help", ARBITER_TEXT("Rule title", "Lose help token"),
     ARBITER_TEXT("Rule summary",
                  "The player who drew the Lose Help token may not negotiate help on their next turn; the "
                  "token is then "
                  "discarded."),
     ARBITER_TEXT("Rulebook", "Panic"), "Tokens: Curse Tokens"},
    {"panic.mode-solitaire", ARBITER_TEXT("Rule title", "Solitaire"),
     ARBITER_TEXT("Rule summary",
                  "One player plays Solitaire: 6 Castle cards, a Treasure limit of 4, no deals, the Curse "
                  "cards and some "
                  "cards left out; the Castle must keep a Tower to win. A single player plays no other way."),
     ARBITER_TEXT("Rulebook", "Panic"), "Game Variations: Solitaire Play"},
    {"panic.monsters-placed", ARBITER_TEXT("Rule title", "Monsters placed each turn"),
     ARBITER_TEXT("Rule summary",
                  "Phase 6 places 3 Monsters in the Forest with 1 to 5 players and 2 with 6, one at a time, "
                  "each in the "
                  "arc "
                  "the die shows; Curse tokens do not count and the Place 1 More token adds one."),
     ARBITER_TEXT("Rulebook", "Panic"), "6. Place Monsters"},
    {"panic.more-panic", ARBITER_TEXT("Rule title", "More Panic options"),
     ARBITER_TEXT(
         "Rule summary",
         "Harder options: 1 Castle card fewer in the hand, no starting Treasure, no Walls, no Treasure "
         "reshuffle, "
         "and the expansion's Monster Enhancers."),
     ARBITER_TEXT("Rulebook", "Panic"), "Game Variations: More Panic"},
    {"panic.one-deal", ARBITER_TEXT("Rule title", "One deal a turn"),
     ARBITER_TEXT("Rule summary",
                  "In your Play Cards phase you may close one deal for help, with 1 other player for 1 card; "
                  "what each "
                  "side "
                  "gets is theirs to agree."),
     ARBITER_TEXT("Rulebook", "Panic"), "Negotiating for Help"},
    {"panic.phases", ARBITER_TEXT("Rule title", "The six phases"),
     ARBITER_TEXT(
         "Rule summary",
         "A turn runs: 1 discard and draw up, 2 Charity, 3 play cards and negotiate, 4 add Treasure, 5 move "
         "Monsters, 6 place Monsters; each step belongs to its phase."),
     ARBITER_TEXT("Rulebook", "Panic"), "Order of Play"},
    {"panic.play-cards-only", ARBITER_TEXT("Rule title", "Play Cards phase only"),
     ARBITER_TEXT("Rule summary",
                  "Hit cards, Weapons, Potions and the Specials not marked for any time are played only in "
                  "the Play Cards "
                  "phase, even by a helper."),
     ARBITER_TEXT("Rulebook", "Panic"), "3. Play Cards, Negotiate, and Get Trophies"},
    {"panic.player-count", ARBITER_TEXT("Rule title", "1 to 6 players"),
     ARBITER_TEXT("Rule summary", "Munchkin Panic seats 1 to 6 players, each with a name of their own."),
     ARBITER_TEXT("Rulebook", "Panic"), "Components"},
    {"panic.really-impressive-title", ARBITER_TEXT("Rule title", "Really Impressive Title"),
     ARBITER_TEXT(
         "Rule summary",
         "Played in phase 1, it lets you discard as many Castle cards as you like before drawing up."),
     ARBITER_TEXT("Rulebook", "Panic"), "Treasure Cards: Specials"},
    {"panic.setup-monsters", ARBITER_TEXT("Rule title", "Monsters at set-up"),
     ARBITER_TEXT("Rule summary",
                  "Set-up draws 4 Monsters into the Archer ring, each arc by a die roll; a Curse drawn goes "
                  "back in the "
                  "bag."),
     ARBITER_TEXT("Rulebook", "Panic"), "Game Set-Up"},
    {"panic.starting-treasure", ARBITER_TEXT("Rule title", "Starting Treasure"),
     ARBITER_TEXT("Rule summary",
                  "Each player starts with 1 Treasure card with 1 to 5 players and none with 6."),
     ARBITER_TEXT("Rulebook", "Panic"), "Game Set-Up"},
    {"panic.thief-draw", ARBITER_TEXT("Rule title", "The Thief takes a card"),
     ARBITER_TEXT("Rule summary",
                  "While drawing up, the Thief may look at another player's hand and take 1 Castle card as "
                  "part of the "
                  "draw."),
     ARBITER_TEXT("Rulebook", "Panic"), "More Munchkin Mini-Expansion: Character Cards"},
    {"panic.trophy-points", ARBITER_TEXT("Rule title", "Trophy points"),
     ARBITER_TEXT("Rule summary",
                  "A player's Trophy points are the highest numbers of the Monsters they keep as Trophies, "
                  "added up (1 to "
                  "5 "
                  "each)."),
     ARBITER_TEXT("Rulebook", "Panic"), "2. Give Charity; Ending the Game"},
    {"panic.wizard-move", ARBITER_TEXT("Rule title", "The Wizard's move"),
     ARBITER_TEXT("Rule summary",
                  "Once per turn in Play Cards the Wizard may roll: on 4 to 6 any 1 Monster moves anywhere "
                  "on the board, "
                  "and "
                  "a lower roll moves nothing."),
     ARBITER_TEXT("Rulebook", "Panic"), "More Munchkin Mini-Expansion: Character Cards"},
});

static_assert(sortedById(entries), "the turn's rule entries must stay sorted by id");

}  // namespace

std::span<const RuleEntry> turnRules()
{
    return entries;
}

}  // namespace arbiter::rules::panic
