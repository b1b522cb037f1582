#include "rules/panic/rule_entries.h"

#include <algorithm>
#include <array>

namespace arbiter::rules::panic {
namespace {

// The board as the box allows it, and hitting Monsters. Kept sorted by id (checked below and by
// tst_catalogue).
constexpr std::array entries = std::to_array<RuleEntry>({
    {"panic.board-arc", ARBITER_TEXT("Rule title", "Six arcs"),
     ARBITER_TEXT("Rule summary",
                  "The board's arcs are numbered 1 to 6; every Monster stands in one of them."),
     ARBITER_TEXT("Rulebook", "Panic"), "The Board"},
    {"panic.board-count", ARBITER_TEXT("Rule title", "39 tokens"),
     ARBITER_TEXT("Rule summary", "The Monster bag holds 39 tokens, so no board can show more Monsters."),
     ARBITER_TEXT("Rulebook", "Panic"), "Components"},
    {"panic.board-fortify", ARBITER_TEXT("Rule title", "Fortify tokens"),
     ARBITER_TEXT("Rule summary",
                  "There are only 2 Fortify tokens, and each one sits on a Wall that is still standing."),
     ARBITER_TEXT("Rulebook", "Panic"), "Play Details: Specials (Fortify Wall)"},
    {"panic.board-health", ARBITER_TEXT("Rule title", "Health on a token"),
     ARBITER_TEXT("Rule summary",
                  "A Monster's health runs from 1 up to its token's highest number; only a Monster Enhancer "
                  "can raise it "
                  "beyond, and Enhancers only add."),
     ARBITER_TEXT("Rulebook", "Panic"), "Hitting and Slaying Monsters; Treasure Cards (Monster Enhancers)"},
    {"panic.board-ids", ARBITER_TEXT("Rule title", "Naming Monsters"),
     ARBITER_TEXT("Rule summary",
                  "Every Monster on the board has its own id, so that a ruling can say which one it means."),
     ARBITER_TEXT("Rulebook", "Panic"), "Tokens"},
    {"panic.board-token", ARBITER_TEXT("Rule title", "Printed tokens"),
     ARBITER_TEXT(
         "Rule summary",
         "Each Monster on the board is one of the 31 Monster tokens, with the points its token shows."),
     ARBITER_TEXT("Rulebook", "Panic"), "Tokens"},
    {"panic.board-tower-space", ARBITER_TEXT("Rule title", "Tower spaces"),
     ARBITER_TEXT("Rule summary", "A Monster enters a Castle space only once the Tower there is destroyed."),
     ARBITER_TEXT("Rulebook", "Panic"), "Move Monsters"},
    {"panic.board-unique-token", ARBITER_TEXT("Rule title", "One of each token"),
     ARBITER_TEXT("Rule summary",
                  "Every Monster token is in the box once, so no Monster shows up twice on the board."),
     ARBITER_TEXT("Rulebook", "Panic"), "Tokens"},
    {"panic.hit-any-color", ARBITER_TEXT("Rule title", "Any Color cards"),
     ARBITER_TEXT("Rule summary",
                  "An Any Color Hit card hits for 1 in its own ring, whatever the colour of the arc."),
     ARBITER_TEXT("Rulebook", "Panic"), "Castle Cards: Hit Cards"},
    {"panic.hit-card-kind", ARBITER_TEXT("Rule title", "Cards in their place"),
     ARBITER_TEXT("Rule summary",
                  "Only Hit cards carry Weapons, and each card goes where its kind belongs: Weapons on Hit "
                  "cards, Potions "
                  "and "
                  "Specials on their own."),
     ARBITER_TEXT("Rulebook", "Panic"), "Castle Card Types; Treasure Card Types"},
    {"panic.hit-damage", ARBITER_TEXT("Rule title", "Tracking damage"),
     ARBITER_TEXT(
         "Rule summary",
         "Every point of an attack turns the Monster down one health point; it is slain when none is left."),
     ARBITER_TEXT("Rulebook", "Panic"), "Hitting and Slaying Monsters"},
    {"panic.hit-elf-helper", ARBITER_TEXT("Rule title", "Elf: helping pays"),
     ARBITER_TEXT("Rule summary",
                  "An Elf who helps slay a Monster draws one more Treasure card from the deck."),
     ARBITER_TEXT("Rulebook", "Panic"), "Character Cards"},
    {"panic.hit-empty", ARBITER_TEXT("Rule title", "An attack needs a card"),
     ARBITER_TEXT(
         "Rule summary",
         "An attack is made with at least one Hit card, damaging Potion or Special; an Enhancer alone is no "
         "attack."),
     ARBITER_TEXT("Rulebook", "Panic"), "Play Cards, Negotiate, and Get Trophies"},
    {"panic.hit-enhancer-ancient", ARBITER_TEXT("Rule title", "Ancient Monster Enhancer"),
     ARBITER_TEXT("Rule summary",
                  "The Monster under attack drops to its last health point but cannot be slain this turn; "
                  "the player who "
                  "played the card draws a Treasure."),
     ARBITER_TEXT("Rulebook", "Panic"), "Treasure Cards (Monster Enhancers)"},
    {"panic.hit-enhancer-health", ARBITER_TEXT("Rule title", "Enhancers add health"),
     ARBITER_TEXT(
         "Rule summary",
         "Baby, Intelligent and Enraged Enhancers give the Monster under attack 1, 2 or 3 health after the "
         "attack's "
         "damage, even past its token's points; Baby and Intelligent draw their player a Treasure."),
     ARBITER_TEXT("Rulebook", "Panic"), "Treasure Cards (Monster Enhancers)"},
    {"panic.hit-enhancer-humongous", ARBITER_TEXT("Rule title", "Humongous is no attack card"),
     ARBITER_TEXT(
         "Rule summary",
         "The Humongous Monster Enhancer heals every Monster on the board and is not played on an attack."),
     ARBITER_TEXT("Rulebook", "Panic"), "Treasure Cards (Monster Enhancers)"},
    {"panic.hit-gazebo-alone", ARBITER_TEXT("Rule title", "The Gazebo"),
     ARBITER_TEXT(
         "Rule summary",
         "Nobody may help against the Gazebo: the current player faces it with their own cards only."),
     ARBITER_TEXT("Rulebook", "Panic"), "Negotiating for Help; Tokens"},
    {"panic.hit-hero", ARBITER_TEXT("Rule title", "Hero cards"),
     ARBITER_TEXT("Rule summary",
                  "A Hero card hits for 1 in the Swordsman, Knight or Archer ring of its own colour."),
     ARBITER_TEXT("Rulebook", "Panic"), "Castle Cards: Hit Cards"},
    {"panic.hit-no-forest-castle", ARBITER_TEXT("Rule title", "No Hit cards in the Forest or Castle"),
     ARBITER_TEXT(
         "Rule summary",
         "Hit cards only work in the Swordsman, Knight and Archer rings; some Specials and Treasure reach "
         "further."),
     ARBITER_TEXT("Rulebook", "Panic"), "Castle Card Types"},
    {"panic.hit-not-in-game", ARBITER_TEXT("Rule title", "Cards out of the game"),
     ARBITER_TEXT("Rule summary",
                  "The expansion's cards are only shuffled in when the game uses them, and Solitaire leaves "
                  "some cards "
                  "out."),
     ARBITER_TEXT("Rulebook", "Panic"), "More Munchkin Mini-Expansion; Solitaire Play"},
    {"panic.hit-one-of-each", ARBITER_TEXT("Rule title", "Single cards"),
     ARBITER_TEXT("Rule summary",
                  "Each Treasure card and each Special is printed once, so one attack cannot use it twice."),
     ARBITER_TEXT("Rulebook", "Panic"), "Treasure Card Types; Castle Card Types"},
    {"panic.hit-potion-damage", ARBITER_TEXT("Rule title", "Damaging Potions"),
     ARBITER_TEXT(
         "Rule summary",
         "Potions of Idiotic Bravery (1) and Halitosis (2) damage a Monster anywhere but the Forest, with or "
         "without "
         "Hit cards."),
     ARBITER_TEXT("Rulebook", "Panic"), "Treasure Cards: Potions"},
    {"panic.hit-potion-elsewhere", ARBITER_TEXT("Rule title", "Potions that do not hit"),
     ARBITER_TEXT(
         "Rule summary",
         "Sleep Potion, Invisibility Potion and Cotion of Ponfusion deal no damage; each is ruled as its own "
         "play."),
     ARBITER_TEXT("Rulebook", "Panic"), "Treasure Cards: Potions"},
    {"panic.hit-ring-colour", ARBITER_TEXT("Rule title", "Ring and colour"),
     ARBITER_TEXT("Rule summary",
                  "A Hit card with a ring and a colour hits for 1 only in that ring of that colour's arcs."),
     ARBITER_TEXT("Rulebook", "Panic"), "Castle Cards: Hit Cards"},
    {"panic.hit-sandals", ARBITER_TEXT("Rule title", "Sandals of Protection"),
     ARBITER_TEXT("Rule summary",
                  "The Sandals are a defensive Weapon: they cancel a Curse card played on their holder and "
                  "add nothing to "
                  "an "
                  "attack."),
     ARBITER_TEXT("Rulebook", "Panic"), "Treasure Cards: Weapons"},
    {"panic.hit-solitaire-alone", ARBITER_TEXT("Rule title", "Solitaire has no helpers"),
     ARBITER_TEXT(
         "Rule summary",
         "A solo player has nobody to negotiate with, so no one helps and no one plays an Enhancer on the "
         "attack."),
     ARBITER_TEXT("Rulebook", "Panic"), "Solitaire Play"},
    {"panic.hit-special-elsewhere", ARBITER_TEXT("Rule title", "Specials that do not hit"),
     ARBITER_TEXT(
         "Rule summary",
         "Of the Castle Specials only Super Munchkin finishes a Monster; the others move, glue or discard "
         "Monsters "
         "and are ruled as their own plays."),
     ARBITER_TEXT("Rulebook", "Panic"), "Play Details: Specials"},
    {"panic.hit-super-munchkin", ARBITER_TEXT("Rule title", "Super Munchkin"),
     ARBITER_TEXT("Rule summary",
                  "Super Munchkin slays one Monster of any point value anywhere but the Forest, the Castle "
                  "ring included."),
     ARBITER_TEXT("Rulebook", "Panic"), "Play Details: Specials"},
    {"panic.hit-target", ARBITER_TEXT("Rule title", "The target"),
     ARBITER_TEXT("Rule summary", "An attack is made on one Monster that is on the board."),
     ARBITER_TEXT("Rulebook", "Panic"), "Hitting and Slaying Monsters"},
    {"panic.hit-trophy", ARBITER_TEXT("Rule title", "Trophy and Treasure"),
     ARBITER_TEXT("Rule summary",
                  "A slain Monster becomes its slayer's Trophy, worth its highest number, and Treasure cards "
                  "are drawn "
                  "for "
                  "each of its gold dots."),
     ARBITER_TEXT("Rulebook", "Panic"), "Getting Trophies"},
    {"panic.hit-unknown-card", ARBITER_TEXT("Rule title", "Unknown cards"),
     ARBITER_TEXT("Rule summary", "A card that is not in the box cannot be played."),
     ARBITER_TEXT("Rulebook", "Panic"), "Components"},
    {"panic.hit-warrior-weapons", ARBITER_TEXT("Rule title", "Warrior: two Weapons"),
     ARBITER_TEXT(
         "Rule summary",
         "On their own Play Cards phase a Warrior may put up to 2 Weapons on each of their Hit cards."),
     ARBITER_TEXT("Rulebook", "Panic"), "Character Cards"},
    {"panic.hit-weapon-bonus", ARBITER_TEXT("Rule title", "Weapon bonuses by ring"),
     ARBITER_TEXT("Rule summary",
                  "A Weapon adds what it shows for the Monster's ring; one that adds nothing in that ring "
                  "cannot be used "
                  "there."),
     ARBITER_TEXT("Rulebook", "Panic"), "Treasure Cards: Weapons"},
    {"panic.hit-weapon-needs-hit-card", ARBITER_TEXT("Rule title", "Weapons ride on Hit cards"),
     ARBITER_TEXT("Rule summary", "A Weapon is only ever played together with a Hit card, never alone."),
     ARBITER_TEXT("Rulebook", "Panic"), "Treasure Card Types"},
    {"panic.hit-weapon-per-card", ARBITER_TEXT("Rule title", "One Weapon per Hit card"),
     ARBITER_TEXT("Rule summary",
                  "Each Hit card carries at most one Weapon, whoever plays it; the Less Panic option lifts "
                  "the limit."),
     ARBITER_TEXT("Rulebook", "Panic"), "Treasure Card Types; Less Panic"},
    {"panic.nemesis-dwarf", ARBITER_TEXT("Rule title", "Dwarf and 3,872 Orcs"),
     ARBITER_TEXT("Rule summary", "A Dwarf slays 3,872 Orcs only with an attack of at least 3 Hit cards."),
     ARBITER_TEXT("Rulebook", "Panic"), "Character Cards"},
    {"panic.nemesis-elf", ARBITER_TEXT("Rule title", "Elf and Face Sucker"),
     ARBITER_TEXT("Rule summary", "An Elf may damage Face Sucker but never slay it."),
     ARBITER_TEXT("Rulebook", "Panic"), "Character Cards"},
    {"panic.nemesis-halfling", ARBITER_TEXT("Rule title", "Halfling and Bigfoot"),
     ARBITER_TEXT("Rule summary",
                  "A Halfling takes no Treasure for slaying Bigfoot or for helping to slay it."),
     ARBITER_TEXT("Rulebook", "Panic"), "Character Cards"},
    {"panic.nemesis-thief", ARBITER_TEXT("Rule title", "Thief and Lawyers"),
     ARBITER_TEXT("Rule summary", "A Thief may damage the Lawyers but never slay them."),
     ARBITER_TEXT("Rulebook", "Panic"), "Character Cards"},
    {"panic.nemesis-warrior", ARBITER_TEXT("Rule title", "Warrior and Shrieking Geek"),
     ARBITER_TEXT("Rule summary",
                  "A Warrior slays the Shrieking Geek only with a helper's part in the attack."),
     ARBITER_TEXT("Rulebook", "Panic"), "Character Cards"},
    {"panic.nemesis-wizard", ARBITER_TEXT("Rule title", "Wizard and Harpies"),
     ARBITER_TEXT("Rule summary", "A Wizard may not play Special cards on the Harpies."),
     ARBITER_TEXT("Rulebook", "Panic"), "Character Cards"},
    {"panic.slay-at-lowest", ARBITER_TEXT("Rule title", "4- and 5-point Monsters at their last point"),
     ARBITER_TEXT("Rule summary",
                  "A 4- or 5-point Monster on its last health point dies only to one attack worth at least "
                  "its points; a "
                  "weaker attack leaves it untouched. Above that point it loses health as usual."),
     ARBITER_TEXT("Rulebook", "Panic"), "Hitting and Slaying Monsters"},
    {"panic.slay-strict", ARBITER_TEXT("Rule title", "House rule: full killing blow"),
     ARBITER_TEXT(
         "Rule summary",
         "Optional reading: the attack that would finish a 4- or 5-point Monster must be worth at least its "
         "points, "
         "or it stops at 1 health."),
     ARBITER_TEXT("Rulebook", "Panic"), "Hitting and Slaying Monsters"},
});

static_assert(sortedById(entries), "the Panic hit rules must stay sorted by id");

}  // namespace

std::span<const RuleEntry> hitRules()
{
    return entries;
}

}  // namespace arbiter::rules::panic
