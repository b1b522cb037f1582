#pragma once
// The JSON shapes of Munchkin Panic: options, the board, the players' choices of which Monster takes a
// structure's damage, the events of a move and the choices still pending. The `panic.*` checks
// (panic_check_codec.h) and the game log read and write the same shapes; docs/cli.md documents them.

#include "db/codec/json_reader.h"
#include "rules/panic/board.h"
#include "rules/panic/movement.h"
#include "rules/panic/types.h"

#include <QJsonArray>
#include <QJsonObject>

#include <optional>
#include <span>
#include <string>
#include <vector>

namespace arbiter::db {

// Limits on a Panic request, beyond which it is refused rather than judged.
namespace panicLimits {
inline constexpr int cards = 45;        // Hit cards in one attack: the whole Castle deck
inline constexpr int treasures = 35;    // Potions, Specials or Enhancers in one attack: the Treasure deck
inline constexpr int trophies = 39;     // one per token in the bag
inline constexpr int enhancement = 60;  // health Enhancers may add to one Monster
inline constexpr int choices = 12;      // one per Wall and Tower
inline constexpr int idLength = 64;
}  // namespace panicLimits

// "options": {"mode": "standard|more-munchkin|solitaire", "variants": [names from
// rules::panic::variantNames()], "houseRules": ["slay-strict"]}. A top-level "mode" is accepted too (the
// spec puts it there for panic.charity and panic.score); given in both places it must agree.
rules::panic::Options readPanicOptions(JsonReader& request);
// Every field, the lists in the order variantNames() gives.
QJsonObject toJson(const rules::panic::Options& options);

// The board object. nullopt after an error, reported through the reader with the field path
// ("board.monsters[1].health"), and also when an optional board is absent (the reader has not failed
// then). Absent `towers` mean all six stand, absent `walls` too (none with more-panic:no-walls in
// `options`), absent `fortified` none; `[]` means none.
// A board that rules::panic::checkBoard() refuses is an error on the board object itself.
std::optional<rules::panic::Board> readPanicBoard(JsonReader& parent, const QString& key, Need need,
                                                  const rules::panic::Options& options = {});
// Every field (arcs, towers, walls, fortified, monsters with every field, sleep): readPanicBoard()
// reads it back to an equal board.
QJsonObject toJson(const rules::panic::Board& board);

// {"wall:3": "m2", "tower:4": "m1"}: the Monster that takes a structure's damage; absent is no choice.
// Keys must be "wall:<arc>" or "tower:<arc>"; whether the Monster hit it is the referee's question.
rules::panic::Choices readChoices(JsonReader& parent, const QString& key);
QJsonObject toJson(const rules::panic::Choices& choices);

// [{"type": "monster-moved", "id", "from": {arc, ring}, "to": {arc, ring}}, {"type":
// "monster-damaged", "id", "health"}, {"type": "wall-destroyed", "arc", "by"}, ...]: docs/cli.md.
QJsonArray toJson(std::span<const rules::panic::Event> events);
// [{"structure": "wall:3", "candidates": ["m1", "m2"]}]
QJsonArray toJson(std::span<const rules::panic::PendingChoice> pending);

// The stable name of an event type ("monster-moved"), as `type` spells it.
QString eventTypeName(rules::panic::EventType type);

// A card named in a request, looked up in the catalogue (rules/panic/catalogue.h) so that a misspelt
// card is refused with its field instead of guessed at.
enum class PanicCardKind {
    Hit,       // a Hit card of the Castle deck ("Red Swordsman", "Blue Hero", "Any Color Knight")
    Weapon,    // a Weapon of the Treasure deck
    Potion,    // a Potion of the Treasure deck
    Special,   // a Special of the Castle or the Treasure deck
    Enhancer,  // a Monster Enhancer (More Munchkin)
    Treasure,  // any Treasure card (what cancels a Curse: Wishing Ring, Invisibility Potion...)
};
// A required or optional card name; empty when absent or wrong.
std::string readPanicCard(JsonReader& object, const QString& key, PanicCardKind kind, Need need);
// A list of card names, each checked; a bad one is reported at its index ("potions[1]").
std::vector<std::string> readPanicCards(JsonReader& object, const QString& key, PanicCardKind kind,
                                        int maxItems);

// A More Munchkin character by name ("Warrior"); nullopt when absent or wrong.
std::optional<rules::panic::Character> readPanicCharacter(JsonReader& object, const QString& key);
// A Curse token by name ("huge-rock"); nullopt when absent or wrong.
std::optional<rules::panic::CurseToken> readCurseToken(JsonReader& object, const QString& key, Need need);

}  // namespace arbiter::db
