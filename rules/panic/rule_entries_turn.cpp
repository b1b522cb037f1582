#include "rules/panic/rule_entries.h"

#include <array>

namespace arbiter::rules::panic {
namespace {

// Kept sorted by id (checked below and by tst_catalogue).
constexpr std::array entries = std::to_array<RuleEntry>({
    {"panic.addition-error", "Convenient Addition Error",
     "Each Convenient Addition Error tucked under a Trophy counts 1 more Trophy point, for Charity and for "
     "the "
     "final count.",
     "Panic", "Treasure Cards: Specials"},
    {"panic.any-time", "Cards for any time",
     "A card that says it may be played at any time (the Curse cards, Flask of Glue, Fortify Wall, Hoard! "
     "and "
     "the like) may be played in every phase, on anyone's turn.",
     "Panic", "3. Play Cards, Negotiate, and Get Trophies"},
    {"panic.body-count", "Body count breaks ties",
     "Players level on Trophy points are ranked by how many Monsters each slew; a tie on both is settled by "
     "a "
     "thumb war.",
     "Panic", "Ending the Game"},
    {"panic.character-each", "One Character each",
     "Each player picks one Character card at the start of the game; the box holds one card of each "
     "Character, so no two players share one.",
     "Panic", "More Munchkin Mini-Expansion: Character Cards"},
    {"panic.characters-in-play", "Character cards",
     "The Character cards come with the More Munchkin Mini-Expansion: they are in the game in More Munchkin "
     "or "
     "with the Less Panic option that adds them, and never otherwise.",
     "Panic", "More Munchkin Mini-Expansion"},
    {"panic.charity-giver-lowest", "Lowest givers",
     "A giver with strictly the fewest Trophy points discards the excess Treasure; a giver tied for fewest "
     "gives "
     "it to the other players tied with them.",
     "Panic", "2. Give Charity"},
    {"panic.charity-limit", "Treasure limit in phase 2",
     "In phase 2 a player keeps at most 3 Treasure cards with 3 to 6 players, or 4 with 1 or 2 (and in "
     "Solitaire); the rest is Charity. Other phases have no limit.",
     "Panic", "2. Give Charity"},
    {"panic.charity-lowest-trophies", "Charity to the fewest points",
     "Excess Treasure goes to the player with the fewest Trophy points, counting each Trophy at its highest "
     "number.",
     "Panic", "2. Give Charity"},
    {"panic.charity-split", "Tied recipients split",
     "Several players tied for fewest points split the excess as evenly as it goes; the giver decides who "
     "gets "
     "each odd card.",
     "Panic", "2. Give Charity"},
    {"panic.cleric-draw", "The Cleric draws from the discards",
     "While drawing up, the Cleric may look at the 3 bottom Castle discards and keep 1 of them as part of "
     "the "
     "draw; the rest of the hand comes from the deck.",
     "Panic", "More Munchkin Mini-Expansion: Character Cards"},
    {"panic.discard-draw", "Discard 1, then draw up",
     "Phase 1: discard at most 1 Castle card if you wish, then draw Castle cards until the hand is full; a "
     "hand "
     "already over its size draws nothing and keeps its cards.",
     "Panic", "1. Discard 1 (opt.) and then Draw Up"},
    {"panic.dwarf-hand", "The Dwarf's bigger hand",
     "The Dwarf's hand holds 1 Castle card more, from the starting hand on.", "Panic",
     "More Munchkin Mini-Expansion: Character Cards"},
    {"panic.end-more-munchkin", "The end in More Munchkin",
     "In More Munchkin the game ends when the last Tower falls or the last Monster is gone, and the most "
     "Trophy "
     "points wins either way.",
     "Panic", "More Munchkin Mini-Expansion: Objective"},
    {"panic.end-standard", "The end of the game",
     "The game ends when the last Tower falls (everyone loses) or when all 39 Monster tokens are out and "
     "every "
     "Monster is slain with a Tower standing (everyone wins, and the most Trophy points is Master Munchkin).",
     "Panic", "Ending the Game"},
    {"panic.enhancer-timing", "When Enhancers are played",
     "A Monster Enhancer (More Munchkin or the More Panic option) is played on a Monster another player is "
     "attacking, up to the moment the Trophy is taken: in the Play Cards phase. Humongous is a card for any "
     "time.",
     "Panic", "More Munchkin Mini-Expansion: Treasure Cards"},
    {"panic.halfling-treasure-points", "The Halfling's Treasure",
     "At the end the Halfling counts 1 point for each Treasure card still in hand.", "Panic",
     "More Munchkin Mini-Expansion: Character Cards"},
    {"panic.hand-size", "Castle hand size",
     "A hand holds 6 Castle cards with 1 or 2 players and 5 with 3 to 6; the starting hand is dealt at that "
     "size.",
     "Panic", "Game Set-Up; 1. Discard 1 (opt.) and then Draw Up"},
    {"panic.help-gazebo", "No deals against the Gazebo",
     "The Gazebo is faced alone, so no help can be negotiated for an attack on it.", "Panic",
     "Negotiating for Help"},
    {"panic.invisibility-timing", "When the Invisibility Potion works",
     "The Invisibility Potion cancels a Curse token as it is drawn, so it is played while Monsters are drawn "
     "in "
     "phase 6 of any player's turn.",
     "Panic", "Treasure Cards: Potions"},
    {"panic.keep-drawing", "Draw until the Monsters are placed",
     "Phase 6 draws from the bag until the turn's Monsters are placed, resolving each Curse token on the "
     "way; the turn may end short of its count only when the bag is empty, since the game goes on until "
     "every token is out.",
     "Panic", "6. Place Monsters; Tokens: Curse Tokens; Ending the Game"},
    {"panic.less-munchkin", "Less Munchkin",
     "Less Munchkin takes the Curse cards out of the Castle deck; a table wanting even less may trade 1 card "
     "with 1 other player in Play Cards instead of negotiating help.",
     "Panic", "Game Variations: Less Munchkin"},
    {"panic.less-panic", "Less Panic options",
     "Easier options: more Weapons per Hit card, several deals a turn, 1 more Castle card in the hand, 2 "
     "starting Treasures, 2 Monsters placed a turn, and the expansion's cards or Characters.",
     "Panic", "Game Variations: Less Panic"},
    {"panic.loaded-die", "Loaded Die",
     "With the Loaded Die the player picks the Forest arc of a Monster instead of rolling; Curse tokens "
     "still "
     "use the die.",
     "Panic", "Treasure Cards: Specials"},
    {"panic.lose-help", "Lose help token",
     "The player who drew the Lose Help token may not negotiate help on their next turn; the token is then "
     "discarded.",
     "Panic", "Tokens: Curse Tokens"},
    {"panic.mode-solitaire", "Solitaire",
     "One player plays Solitaire: 6 Castle cards, a Treasure limit of 4, no deals, the Curse cards and some "
     "cards left out; the Castle must keep a Tower to win. A single player plays no other way.",
     "Panic", "Game Variations: Solitaire Play"},
    {"panic.monsters-placed", "Monsters placed each turn",
     "Phase 6 places 3 Monsters in the Forest with 1 to 5 players and 2 with 6, one at a time, each in the "
     "arc "
     "the die shows; Curse tokens do not count and the Place 1 More token adds one.",
     "Panic", "6. Place Monsters"},
    {"panic.more-panic", "More Panic options",
     "Harder options: 1 Castle card fewer in the hand, no starting Treasure, no Walls, no Treasure "
     "reshuffle, "
     "and the expansion's Monster Enhancers.",
     "Panic", "Game Variations: More Panic"},
    {"panic.one-deal", "One deal a turn",
     "In your Play Cards phase you may close one deal for help, with 1 other player for 1 card; what each "
     "side "
     "gets is theirs to agree.",
     "Panic", "Negotiating for Help"},
    {"panic.phases", "The six phases",
     "A turn runs: 1 discard and draw up, 2 Charity, 3 play cards and negotiate, 4 add Treasure, 5 move "
     "Monsters, 6 place Monsters; each step belongs to its phase.",
     "Panic", "Order of Play"},
    {"panic.play-cards-only", "Play Cards phase only",
     "Hit cards, Weapons, Potions and the Specials not marked for any time are played only in the Play Cards "
     "phase, even by a helper.",
     "Panic", "3. Play Cards, Negotiate, and Get Trophies"},
    {"panic.player-count", "1 to 6 players",
     "Munchkin Panic seats 1 to 6 players, each with a name of their own.", "Panic", "Components"},
    {"panic.really-impressive-title", "Really Impressive Title",
     "Played in phase 1, it lets you discard as many Castle cards as you like before drawing up.", "Panic",
     "Treasure Cards: Specials"},
    {"panic.setup-monsters", "Monsters at set-up",
     "Set-up draws 4 Monsters into the Archer ring, each arc by a die roll; a Curse drawn goes back in the "
     "bag.",
     "Panic", "Game Set-Up"},
    {"panic.starting-treasure", "Starting Treasure",
     "Each player starts with 1 Treasure card with 1 to 5 players and none with 6.", "Panic", "Game Set-Up"},
    {"panic.thief-draw", "The Thief takes a card",
     "While drawing up, the Thief may look at another player's hand and take 1 Castle card as part of the "
     "draw.",
     "Panic", "More Munchkin Mini-Expansion: Character Cards"},
    {"panic.trophy-points", "Trophy points",
     "A player's Trophy points are the highest numbers of the Monsters they keep as Trophies, added up (1 to "
     "5 "
     "each).",
     "Panic", "2. Give Charity; Ending the Game"},
    {"panic.wizard-move", "The Wizard's move",
     "Once per turn in Play Cards the Wizard may roll: on 4 to 6 any 1 Monster moves anywhere on the board, "
     "and "
     "a lower roll moves nothing.",
     "Panic", "More Munchkin Mini-Expansion: Character Cards"},
});

static_assert(sortedById(entries), "the turn's rule entries must stay sorted by id");

}  // namespace

std::span<const RuleEntry> turnRules()
{
    return entries;
}

}  // namespace arbiter::rules::panic
