#pragma once
// Each action kind described once: its fields (name, type, required or not, bounds, whether a default is
// written) and its actor, the seat that performs it. The JSON codec reads and writes every kind from this
// table (db/codec/game_json_actions.cpp), checkFields() reports a builder's bad argument by its field,
// and seatMayRecord() is the phones' authority. A field's default is its member's value in a
// default-made action (action.h), so defaults too are said once.
//
// Adding a kind: its struct in action.h (or panic_actions.h), one ActionFields specialisation below,
// its apply and its text; the codec, the checks and the phones follow. docs/code-map.md lists the files.

#include "rules/core/message.h"
#include "rules/game/action.h"
#include "rules/game/state.h"
#include "rules/panic/catalogue.h"
#include "rules/panic/turn.h"
#include "rules/panic/types.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <variant>
#include <vector>

namespace arbiter::rules::game {

// What a field's type is made of, for the code that walks the described fields (checks, the codec).
template <typename T>
struct IsVector : std::false_type {};
template <typename T>
struct IsVector<std::vector<T>> : std::true_type {
    using Element = T;
};
template <typename T>
struct IsOptional : std::false_type {};
template <typename T>
struct IsOptional<std::optional<T>> : std::true_type {
    using Value = T;
};

enum class Presence : std::uint8_t {
    Required,  // absent is an error
    Optional,  // absent gives the member's default
};
enum class Written : std::uint8_t {
    Always,
    UnlessDefault,  // left out while it holds its default, so older entries keep their bytes
};

// One field of kind `Kind`, held in its member `member`. For integers `min`..`max` bound the value; for
// lists `max` bounds the number of entries.
template <typename Kind, typename T>
struct Field {
    using Owner = Kind;
    using Type = T;
    std::string_view name;
    T Kind::*member;
    Presence presence = Presence::Optional;
    Written written = Written::Always;
    int min = 0;
    int max = 0;
};

template <typename Kind, typename T>
constexpr Field<Kind, T> required(std::string_view name, T Kind::*member, int min = 0, int max = 0)
{
    return {name, member, Presence::Required, Written::Always, min, max};
}
template <typename Kind, typename T>
constexpr Field<Kind, T> optional(std::string_view name, T Kind::*member, int min = 0, int max = 0)
{
    return {name, member, Presence::Optional, Written::Always, min, max};
}
// Optional, and left out of the JSON while it holds its default.
template <typename Kind, typename T>
constexpr Field<Kind, T> omitted(std::string_view name, T Kind::*member, int min = 0, int max = 0)
{
    return {name, member, Presence::Optional, Written::UnlessDefault, min, max};
}

// Who performs an action of a kind, for "may this seat record it".
enum class ActorKind : std::uint8_t {
    Table,          // the table as a whole, on the tablet: seats, corrections of the board
    CurrentPlayer,  // the player whose turn it is (and who fights)
    AnySeat,        // whoever plays the card: a Wandering Monster, a one-shot, an Enhancer, a Curse
    NamedPlayer,    // the player the field `field` names
    EachRoll,       // each run-away roll is its own roller's
    Agreement,      // two players agree (help in a fight): recorded when the one helped accepts the other's
                    // offer, never sent by one seat alone
};
struct Actor {
    ActorKind kind = ActorKind::Table;
    std::string_view field;  // NamedPlayer: the field that names the actor
};
constexpr Actor byTable{ActorKind::Table, {}};
constexpr Actor byCurrentPlayer{ActorKind::CurrentPlayer, {}};
constexpr Actor byAnySeat{ActorKind::AnySeat, {}};
constexpr Actor byEachRoller{ActorKind::EachRoll, {}};
constexpr Actor byAgreement{ActorKind::Agreement, {}};
constexpr Actor byPlayerIn(std::string_view field)
{
    return {ActorKind::NamedPlayer, field};
}

// The bounds the fields share.
namespace fieldLimits {
inline constexpr int players = static_cast<int>(limits::players);
inline constexpr int items = static_cast<int>(limits::itemsPerPlayer);
inline constexpr int lastMonster = static_cast<int>(limits::monstersInCombat) - 1;
inline constexpr int levelChange = 99;  // from Level 1 to Level 100 at most
inline constexpr int hand = 100;        // a Munchkin hand counted for Charity
inline constexpr int cardsInHand = 200;
inline constexpr int panicHand = 200;
inline constexpr int tokens = panic::tokensInBag;
inline constexpr int rolls = 128;  // a run-away roll per monster for the fighter and the helper
}  // namespace fieldLimits

// The description of one kind: `actor` and `fields` (a tuple of Field). Specialised for every kind below;
// a kind without one does not compile where the codec instantiates it.
template <typename Kind>
struct ActionFields;

#define ARBITER_ACTION(KIND, ACTOR, ...)                             \
    template <>                                                      \
    struct ActionFields<actions::KIND> {                             \
        using K = actions::KIND;                                     \
        static constexpr Actor actor = ACTOR;                        \
        static constexpr auto fields = std::make_tuple(__VA_ARGS__); \
    }
#define ARBITER_ACTION_WITHOUT_FIELDS(KIND, ACTOR)     \
    template <>                                        \
    struct ActionFields<actions::KIND> {               \
        static constexpr Actor actor = ACTOR;          \
        static constexpr auto fields = std::tuple<>{}; \
    }

namespace fl = fieldLimits;

// --- the table ---
ARBITER_ACTION(AddPlayer, byTable, required("name", &K::name), omitted("sex", &K::sex),
               optional("seat", &K::seat, 0, fl::players - 1));
ARBITER_ACTION(RemovePlayer, byTable, required("player", &K::player));
ARBITER_ACTION(SetSex, byPlayerIn("player"), required("player", &K::player), omitted("sex", &K::sex));

// --- levels and character cards ---
ARBITER_ACTION(ChangeLevel, byPlayerIn("player"), required("player", &K::player),
               optional("amount", &K::amount, -fl::levelChange, fl::levelChange),
               optional("source", &K::source), optional("cardAllowsWin", &K::cardAllowsWin));
ARBITER_ACTION(PlayCharacterCard, byPlayerIn("player"), required("player", &K::player),
               required("card", &K::card));
ARBITER_ACTION(DiscardCharacterCard, byPlayerIn("player"), required("player", &K::player),
               required("card", &K::card), optional("cause", &K::cause));
ARBITER_ACTION(BecomeCultist, byPlayerIn("player"), required("player", &K::player),
               omitted("discardClass", &K::discardClass));

// --- Items, Rides, Hirelings, Curses ---
ARBITER_ACTION(GainItem, byPlayerIn("player"), required("player", &K::player), required("item", &K::item));
ARBITER_ACTION(EquipItem, byPlayerIn("player"), required("player", &K::player), required("item", &K::item),
               optional("equipped", &K::equipped));
ARBITER_ACTION(LoseItem, byPlayerIn("player"), required("player", &K::player), required("item", &K::item));
ARBITER_ACTION(TradeItem, byPlayerIn("from"), required("from", &K::from), required("to", &K::to),
               required("item", &K::item));
ARBITER_ACTION(SetGear, byPlayerIn("player"), required("player", &K::player),
               optional("gear", &K::gear, 0, limits::gear));
ARBITER_ACTION(SellItems, byPlayerIn("player"), required("player", &K::player),
               optional("items", &K::items, 0, fl::items), optional("fromHand", &K::fromHand, 0, fl::items));
ARBITER_ACTION(GainRide, byPlayerIn("player"), required("player", &K::player), required("ride", &K::ride));
ARBITER_ACTION(LoseRide, byPlayerIn("player"), required("player", &K::player), required("ride", &K::ride));
ARBITER_ACTION(GainHireling, byPlayerIn("player"), required("player", &K::player),
               required("hireling", &K::hireling));
ARBITER_ACTION(LoseHireling, byPlayerIn("player"), required("player", &K::player),
               required("hireling", &K::hireling));
// A Curse is recorded by whoever plays it, against the player it names.
ARBITER_ACTION(GainCurse, byAnySeat, required("player", &K::player), required("curse", &K::curse));
ARBITER_ACTION(LoseCurse, byPlayerIn("player"), required("player", &K::player), required("curse", &K::curse));

// --- the turn ---
ARBITER_ACTION(NextPhase, byCurrentPlayer, required("phase", &K::phase));
ARBITER_ACTION(Charity, byCurrentPlayer, required("hand", &K::hand, 0, fl::hand),
               optional("handLimit", &K::handLimit, 1, 20),
               optional("biggerShare", &K::biggerShare, 0, fl::players));
ARBITER_ACTION_WITHOUT_FIELDS(EndTurn, byCurrentPlayer);

// --- combat ---
ARBITER_ACTION(StartCombat, byCurrentPlayer, required("monster", &K::monster));
ARBITER_ACTION(AddMonster, byAnySeat, required("monster", &K::monster));
ARBITER_ACTION(AddEnhancer, byAnySeat, required("monster", &K::monster, 0, fl::lastMonster),
               required("enhancer", &K::enhancer));
ARBITER_ACTION(PlayOneShot, byAnySeat, optional("side", &K::side), required("card", &K::card));
ARBITER_ACTION(EliminateMonster, byAnySeat, required("monster", &K::monster, 0, fl::lastMonster));
// The helper offers, the fighter accepts: the table server records it from the acceptance.
ARBITER_ACTION(AskForHelp, byAgreement, required("helper", &K::helper));
ARBITER_ACTION(SetCombatBonus, byPlayerIn("player"), required("player", &K::player),
               optional("bonus", &K::bonus, -limits::bonus, limits::bonus));
ARBITER_ACTION_WITHOUT_FIELDS(ResolveCombat, byCurrentPlayer);
// The dice a Ride's sacrifice spares depend on the other two fields: the codec reads this kind by hand.
ARBITER_ACTION(RunAway, byEachRoller, optional("rolls", &K::rolls, 0, fl::rolls),
               optional("sacrificeRide", &K::sacrificeRide),
               omitted("helperEscapesWithRide", &K::helperEscapesWithRide));

// --- Bad Stuff and death ---
ARBITER_ACTION(ApplyBadStuff, byPlayerIn("player"), required("player", &K::player),
               required("badStuff", &K::badStuff));
ARBITER_ACTION(Die, byPlayerIn("player"), required("player", &K::player));
ARBITER_ACTION(TieRoll, byPlayerIn("player"), required("player", &K::player),
               required("roll", &K::roll, 1, 6));
ARBITER_ACTION(LootBody, byPlayerIn("deceased"), required("deceased", &K::deceased),
               optional("cardsInHand", &K::cardsInHand, 0, fl::cardsInHand),
               optional("tieRolls", &K::tieRolls, 0, fl::players));

// --- Munchkin Panic ---
ARBITER_ACTION(PanicPlaceMonster, byCurrentPlayer, required("token", &K::token),
               required("arc", &K::arc, 1, panic::arcCount), omitted("loadedDie", &K::loadedDie));
// Its fields are the Curse draw's (`curse`, `roll`, `cancelledBy`) beside `choices`: read by hand.
ARBITER_ACTION(PanicDrawCurse, byCurrentPlayer, required("draw", &K::draw), omitted("choices", &K::choices));
ARBITER_ACTION(PanicDiscardDraw, byCurrentPlayer, optional("discards", &K::discards, 0, fl::panicHand),
               omitted("reallyImpressiveTitle", &K::reallyImpressiveTitle),
               omitted("clericKeepsOne", &K::clericKeepsOne), optional("thiefTakesFrom", &K::thiefTakesFrom));
ARBITER_ACTION(PanicCharity, byCurrentPlayer, omitted("biggerShare", &K::biggerShare, 0, panic::maxPlayers));
// Its fields are the hit's (`target`, `attack`, `potions`...) beside the deal's: read by hand. A deal's
// helper plays their one card too (the table server checks the deal).
ARBITER_ACTION(PanicHit, byCurrentPlayer, required("hit", &K::hit), optional("helper", &K::helper),
               optional("trophyTo", &K::trophyTo), optional("treasureTo", &K::treasureTo),
               optional("enhancedBy", &K::enhancedBy));
ARBITER_ACTION(PanicMoveMonster, byAnySeat, required("monster", &K::monster), required("by", &K::by),
               required("arc", &K::arc, 1, panic::arcCount), required("ring", &K::ring),
               optional("roll", &K::roll, 1, 6));
ARBITER_ACTION(PanicRemoveMonster, byAnySeat, required("monster", &K::monster), required("by", &K::by));
ARBITER_ACTION(PanicGlue, byAnySeat, required("monster", &K::monster));
ARBITER_ACTION_WITHOUT_FIELDS(PanicSleep, byAnySeat);
ARBITER_ACTION(PanicFortify, byAnySeat, required("arc", &K::arc, 1, panic::arcCount));
ARBITER_ACTION(PanicMoveMonsters, byCurrentPlayer, omitted("choices", &K::choices));
ARBITER_ACTION(PanicSetHand, byPlayerIn("player"), required("player", &K::player),
               optional("castleCards", &K::castleCards, 0, fl::panicHand),
               optional("treasure", &K::treasure, 0, fl::panicHand));
ARBITER_ACTION(PanicAdditionError, byPlayerIn("player"), required("player", &K::player),
               required("trophy", &K::trophy));
ARBITER_ACTION(PanicSetBoard, byTable, required("board", &K::board));
ARBITER_ACTION(PanicSetTrophies, byTable, required("player", &K::player),
               optional("trophies", &K::trophies, 0, fl::tokens));
ARBITER_ACTION(PanicCurseCard, byPlayerIn("player"), required("card", &K::card),
               required("player", &K::player), optional("target", &K::target), optional("give", &K::give),
               optional("take", &K::take), omitted("cancelledBy", &K::cancelledBy));
ARBITER_ACTION(PanicSpecialCard, byPlayerIn("player"), required("card", &K::card),
               required("player", &K::player), optional("monster", &K::monster),
               optional("replacement", &K::replacement));
ARBITER_ACTION(PanicNextPhase, byCurrentPlayer, required("phase", &K::phase));

// --- both families ---
// Who rolled, when the table said; a roll of nobody's is the tablet's.
ARBITER_ACTION(RollDie, byPlayerIn("player"), optional("player", &K::player),
               required("roll", &K::roll, 1, 6), omitted("purpose", &K::purpose));

#undef ARBITER_ACTION
#undef ARBITER_ACTION_WITHOUT_FIELDS

// Calls `visitor(field)` for every field of `Kind`, in order.
template <typename Kind, typename Visitor>
constexpr void forEachField(Visitor&& visitor)
{
    std::apply([&visitor](const auto&... field) { (visitor(field), ...); }, ActionFields<Kind>::fields);
}

// The position of a kind in ActionVariant and its name, from its type: kindNameOf<actions::EndTurn>() is
// "end-turn". A kind that is not one does not compile.
template <typename Kind, std::size_t I = 0>
constexpr std::size_t kindIndex()
{
    static_assert(I < std::variant_size_v<ActionVariant>, "not an action kind");
    if constexpr (std::is_same_v<Kind, std::variant_alternative_t<I, ActionVariant>>)
        return I;
    else
        return kindIndex<Kind, I + 1>();
}
template <typename Kind>
std::string_view kindNameOf()
{
    return kindNames()[kindIndex<Kind>()];
}

// The actor of an action's kind.
Actor actorOf(const Action& action);
// The field names of an action's kind, in order (for the completeness tests and docs).
std::vector<std::string_view> fieldNamesOf(const Action& action);

// A field whose value breaks its description: a required name left blank, a number out of its bounds,
// a list too long. `field` is the field's name ("amount", "items[2]").
// `message` is its English sentence; `pattern` and `args` the same as data, for the app to translate.
struct FieldProblem {
    std::string field;
    std::string message;
    Message pattern;
    std::vector<MessageArg> args;
};
std::optional<FieldProblem> checkFields(const Action& action);

// Whether the phone of `seat` may record `action`, by its kind's actor: nullopt when it may, else the
// field naming whom it belongs to ("player", "rolls[1].player", "kind" for the table's and the current
// player's kinds) and why. The current player is the state's.
std::optional<FieldProblem> seatMayRecord(const Action& action, const GameState& state,
                                          std::string_view seat);

}  // namespace arbiter::rules::game
