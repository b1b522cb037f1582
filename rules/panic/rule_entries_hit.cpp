#include "rules/panic/rule_entries.h"

#include <algorithm>
#include <array>

namespace arbiter::rules::panic {
namespace {

// The board as the box allows it, and hitting Monsters. Kept sorted by id (checked below and by
// tst_catalogue).
constexpr std::array entries = std::to_array<RuleEntry>({
    {"panic.board-arc", "Six arcs",
     "The board's arcs are numbered 1 to 6; every Monster stands in one of them.", "Panic", "The Board"},
    {"panic.board-count", "39 tokens", "The Monster bag holds 39 tokens, so no board can show more Monsters.",
     "Panic", "Components"},
    {"panic.board-fortify", "Fortify tokens",
     "There are only 2 Fortify tokens, and each one sits on a Wall that is still standing.", "Panic",
     "Play Details: Specials (Fortify Wall)"},
    {"panic.board-health", "Health on a token",
     "A Monster's health runs from 1 up to its token's highest number; only a Monster Enhancer can raise it "
     "beyond, and Enhancers only add.",
     "Panic", "Hitting and Slaying Monsters; Treasure Cards (Monster Enhancers)"},
    {"panic.board-ids", "Naming Monsters",
     "Every Monster on the board has its own id, so that a ruling can say which one it means.", "Panic",
     "Tokens"},
    {"panic.board-token", "Printed tokens",
     "Each Monster on the board is one of the 31 Monster tokens, with the points its token shows.", "Panic",
     "Tokens"},
    {"panic.board-tower-space", "Tower spaces",
     "A Monster enters a Castle space only once the Tower there is destroyed.", "Panic", "Move Monsters"},
    {"panic.board-unique-token", "One of each token",
     "Every Monster token is in the box once, so no Monster shows up twice on the board.", "Panic", "Tokens"},
    {"panic.hit-any-color", "Any Color cards",
     "An Any Color Hit card hits for 1 in its own ring, whatever the colour of the arc.", "Panic",
     "Castle Cards: Hit Cards"},
    {"panic.hit-card-kind", "Cards in their place",
     "Only Hit cards carry Weapons, and each card goes where its kind belongs: Weapons on Hit cards, Potions "
     "and "
     "Specials on their own.",
     "Panic", "Castle Card Types; Treasure Card Types"},
    {"panic.hit-damage", "Tracking damage",
     "Every point of an attack turns the Monster down one health point; it is slain when none is left.",
     "Panic", "Hitting and Slaying Monsters"},
    {"panic.hit-elf-helper", "Elf: helping pays",
     "An Elf who helps slay a Monster draws one more Treasure card from the deck.", "Panic",
     "Character Cards"},
    {"panic.hit-empty", "An attack needs a card",
     "An attack is made with at least one Hit card, damaging Potion or Special; an Enhancer alone is no "
     "attack.",
     "Panic", "Play Cards, Negotiate, and Get Trophies"},
    {"panic.hit-enhancer-ancient", "Ancient Monster Enhancer",
     "The Monster under attack drops to its last health point but cannot be slain this turn; the player who "
     "played the card draws a Treasure.",
     "Panic", "Treasure Cards (Monster Enhancers)"},
    {"panic.hit-enhancer-health", "Enhancers add health",
     "Baby, Intelligent and Enraged Enhancers give the Monster under attack 1, 2 or 3 health after the "
     "attack's "
     "damage, even past its token's points; Baby and Intelligent draw their player a Treasure.",
     "Panic", "Treasure Cards (Monster Enhancers)"},
    {"panic.hit-enhancer-humongous", "Humongous is no attack card",
     "The Humongous Monster Enhancer heals every Monster on the board and is not played on an attack.",
     "Panic", "Treasure Cards (Monster Enhancers)"},
    {"panic.hit-gazebo-alone", "The Gazebo",
     "Nobody may help against the Gazebo: the current player faces it with their own cards only.", "Panic",
     "Negotiating for Help; Tokens"},
    {"panic.hit-hero", "Hero cards",
     "A Hero card hits for 1 in the Swordsman, Knight or Archer ring of its own colour.", "Panic",
     "Castle Cards: Hit Cards"},
    {"panic.hit-no-forest-castle", "No Hit cards in the Forest or Castle",
     "Hit cards only work in the Swordsman, Knight and Archer rings; some Specials and Treasure reach "
     "further.",
     "Panic", "Castle Card Types"},
    {"panic.hit-not-in-game", "Cards out of the game",
     "The expansion's cards are only shuffled in when the game uses them, and Solitaire leaves some cards "
     "out.",
     "Panic", "More Munchkin Mini-Expansion; Solitaire Play"},
    {"panic.hit-one-of-each", "Single cards",
     "Each Treasure card and each Special is printed once, so one attack cannot use it twice.", "Panic",
     "Treasure Card Types; Castle Card Types"},
    {"panic.hit-potion-damage", "Damaging Potions",
     "Potions of Idiotic Bravery (1) and Halitosis (2) damage a Monster anywhere but the Forest, with or "
     "without "
     "Hit cards.",
     "Panic", "Treasure Cards: Potions"},
    {"panic.hit-potion-elsewhere", "Potions that do not hit",
     "Sleep Potion, Invisibility Potion and Cotion of Ponfusion deal no damage; each is ruled as its own "
     "play.",
     "Panic", "Treasure Cards: Potions"},
    {"panic.hit-ring-colour", "Ring and colour",
     "A Hit card with a ring and a colour hits for 1 only in that ring of that colour's arcs.", "Panic",
     "Castle Cards: Hit Cards"},
    {"panic.hit-sandals", "Sandals of Protection",
     "The Sandals are a defensive Weapon: they cancel a Curse card played on their holder and add nothing to "
     "an "
     "attack.",
     "Panic", "Treasure Cards: Weapons"},
    {"panic.hit-solitaire-alone", "Solitaire has no helpers",
     "A solo player has nobody to negotiate with, so no one helps and no one plays an Enhancer on the "
     "attack.",
     "Panic", "Solitaire Play"},
    {"panic.hit-special-elsewhere", "Specials that do not hit",
     "Of the Castle Specials only Super Munchkin finishes a Monster; the others move, glue or discard "
     "Monsters "
     "and are ruled as their own plays.",
     "Panic", "Play Details: Specials"},
    {"panic.hit-super-munchkin", "Super Munchkin",
     "Super Munchkin slays one Monster of any point value anywhere but the Forest, the Castle ring included.",
     "Panic", "Play Details: Specials"},
    {"panic.hit-target", "The target", "An attack is made on one Monster that is on the board.", "Panic",
     "Hitting and Slaying Monsters"},
    {"panic.hit-trophy", "Trophy and Treasure",
     "A slain Monster becomes its slayer's Trophy, worth its highest number, and Treasure cards are drawn "
     "for "
     "each of its gold dots.",
     "Panic", "Getting Trophies"},
    {"panic.hit-unknown-card", "Unknown cards", "A card that is not in the box cannot be played.", "Panic",
     "Components"},
    {"panic.hit-warrior-weapons", "Warrior: two Weapons",
     "On their own Play Cards phase a Warrior may put up to 2 Weapons on each of their Hit cards.", "Panic",
     "Character Cards"},
    {"panic.hit-weapon-bonus", "Weapon bonuses by ring",
     "A Weapon adds what it shows for the Monster's ring; one that adds nothing in that ring cannot be used "
     "there.",
     "Panic", "Treasure Cards: Weapons"},
    {"panic.hit-weapon-needs-hit-card", "Weapons ride on Hit cards",
     "A Weapon is only ever played together with a Hit card, never alone.", "Panic", "Treasure Card Types"},
    {"panic.hit-weapon-per-card", "One Weapon per Hit card",
     "Each Hit card carries at most one Weapon, whoever plays it; the Less Panic option lifts the limit.",
     "Panic", "Treasure Card Types; Less Panic"},
    {"panic.nemesis-dwarf", "Dwarf and 3,872 Orcs",
     "A Dwarf slays 3,872 Orcs only with an attack of at least 3 Hit cards.", "Panic", "Character Cards"},
    {"panic.nemesis-elf", "Elf and Face Sucker", "An Elf may damage Face Sucker but never slay it.", "Panic",
     "Character Cards"},
    {"panic.nemesis-halfling", "Halfling and Bigfoot",
     "A Halfling takes no Treasure for slaying Bigfoot or for helping to slay it.", "Panic",
     "Character Cards"},
    {"panic.nemesis-thief", "Thief and Lawyers", "A Thief may damage the Lawyers but never slay them.",
     "Panic", "Character Cards"},
    {"panic.nemesis-warrior", "Warrior and Shrieking Geek",
     "A Warrior slays the Shrieking Geek only with a helper's part in the attack.", "Panic",
     "Character Cards"},
    {"panic.nemesis-wizard", "Wizard and Harpies", "A Wizard may not play Special cards on the Harpies.",
     "Panic", "Character Cards"},
    {"panic.slay-at-lowest", "4- and 5-point Monsters at their last point",
     "A 4- or 5-point Monster on its last health point dies only to one attack worth at least its points; a "
     "weaker attack leaves it untouched. Above that point it loses health as usual.",
     "Panic", "Hitting and Slaying Monsters"},
    {"panic.slay-strict", "House rule: full killing blow",
     "Optional reading: the attack that would finish a 4- or 5-point Monster must be worth at least its "
     "points, "
     "or it stops at 1 health.",
     "Panic", "Hitting and Slaying Monsters"},
});

static_assert(sortedById(entries), "the Panic hit rules must stay sorted by id");

}  // namespace

std::span<const RuleEntry> hitRules()
{
    return entries;
}

}  // namespace arbiter::rules::panic
