#pragma once
// The action vocabulary: one type for every change a player can record. An action holds every
// outside input it needs (dice rolls included), so replaying the same actions gives the same state.
// Players are named, not numbered, so an action still means the same after seats change.
//
// The JSON spelling of each kind ("change-level"...) is kindName(); the codec is db/codec/game_json.h and
// docs/actions.md has an example of each.

#include "rules/game/panic_actions.h"
#include "rules/game/state.h"
#include "rules/munchkin/character_cards.h"
#include "rules/munchkin/levels.h"
#include "rules/munchkin/runaway.h"
#include "rules/munchkin/selling.h"

#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <variant>
#include <vector>

namespace arbiter::rules::game {

namespace actions {

// --- the table ---
struct AddPlayer {
    std::string name;
    munchkin::Sex sex = munchkin::Sex::Unspecified;
    std::optional<std::size_t> seat;  // where to sit (0 = first); at the end when absent
    friend bool operator==(const AddPlayer&, const AddPlayer&) = default;
};
struct RemovePlayer {
    std::string player;
    friend bool operator==(const RemovePlayer&, const RemovePlayer&) = default;
};
struct SetSex {  // a Change Sex curse, or a correction
    std::string player;
    munchkin::Sex sex = munchkin::Sex::Unspecified;
    friend bool operator==(const SetSex&, const SetSex&) = default;
};

// --- levels and character cards ---
struct ChangeLevel {
    std::string player;
    int amount = 1;  // may be negative
    munchkin::LevelSource source = munchkin::LevelSource::GoUpALevel;
    bool cardAllowsWin = false;  // the card's own text lets it give the winning level
    friend bool operator==(const ChangeLevel&, const ChangeLevel&) = default;
};
struct PlayCharacterCard {  // a Race, Class, Faction, Citizenship or a doubling card
    std::string player;
    std::string card;
    friend bool operator==(const PlayCharacterCard&, const PlayCharacterCard&) = default;
};
struct DiscardCharacterCard {
    std::string player;
    std::string card;
    munchkin::DiscardCause cause = munchkin::DiscardCause::Voluntary;
    friend bool operator==(const DiscardCharacterCard&, const DiscardCharacterCard&) = default;
};
struct BecomeCultist {  // Cthulhu
    std::string player;
    std::string discardClass;  // with Super Munchkin and two Classes: which one makes room
    friend bool operator==(const BecomeCultist&, const BecomeCultist&) = default;
};

// --- Items, Rides, Hirelings, Curses ---
struct GainItem {  // into play, carried or equipped as `item.equipped` says
    std::string player;
    munchkin::Item item;
    friend bool operator==(const GainItem&, const GainItem&) = default;
};
struct EquipItem {  // equip (true) or carry (false) an Item already in play
    std::string player;
    std::string item;
    bool equipped = true;
    friend bool operator==(const EquipItem&, const EquipItem&) = default;
};
struct LoseItem {  // discarded, lost, stolen or given away outside a trade
    std::string player;
    std::string item;
    friend bool operator==(const LoseItem&, const LoseItem&) = default;
};
struct TradeItem {
    std::string from;
    std::string to;
    std::string item;
    friend bool operator==(const TradeItem&, const TradeItem&) = default;
};
struct SetGear {  // a single gear number for a player who does not itemise; absent = itemise again
    std::string player;
    std::optional<int> gear;
    friend bool operator==(const SetGear&, const SetGear&) = default;
};
struct SellItems {
    std::string player;
    std::vector<std::string> items;            // Items in play, by name
    std::vector<munchkin::SaleItem> fromHand;  // cards sold straight from the hand
    friend bool operator==(const SellItems&, const SellItems&) = default;
};
struct GainRide {
    std::string player;
    munchkin::Ride ride;
    friend bool operator==(const GainRide&, const GainRide&) = default;
};
struct LoseRide {
    std::string player;
    std::string ride;
    friend bool operator==(const LoseRide&, const LoseRide&) = default;
};
struct GainHireling {
    std::string player;
    std::string hireling;
    friend bool operator==(const GainHireling&, const GainHireling&) = default;
};
struct LoseHireling {
    std::string player;
    std::string hireling;
    friend bool operator==(const LoseHireling&, const LoseHireling&) = default;
};
struct GainCurse {
    std::string player;
    Curse curse;
    friend bool operator==(const GainCurse&, const GainCurse&) = default;
};
struct LoseCurse {
    std::string player;
    std::string curse;
    friend bool operator==(const LoseCurse&, const LoseCurse&) = default;
};

// --- the turn ---
struct NextPhase {  // the current player moves on to `phase`, later in the turn
    munchkin::Phase phase = munchkin::Phase::LookForTroubleOrLootTheRoom;
    friend bool operator==(const NextPhase&, const NextPhase&) = default;
};
struct Charity {  // the end-of-turn hand check; the hand is counted at the table
    int hand = 0;
    std::optional<int> handLimit;
    std::vector<std::string> biggerShare;
    friend bool operator==(const Charity&, const Charity&) = default;
};
struct EndTurn {
    friend bool operator==(const EndTurn&, const EndTurn&) = default;
};

// --- combat ---
struct StartCombat {  // the current player fights a monster from the door or from Look for Trouble
    munchkin::Monster monster;
    friend bool operator==(const StartCombat&, const StartCombat&) = default;
};
struct AddMonster {  // another monster joins, by the way monster.joinedBy says
    munchkin::Monster monster;
    friend bool operator==(const AddMonster&, const AddMonster&) = default;
};
struct AddEnhancer {
    std::size_t monster = 0;  // index into the combat's monsters
    munchkin::Enhancer enhancer;
    friend bool operator==(const AddEnhancer&, const AddEnhancer&) = default;
};
struct PlayOneShot {
    Side side = Side::Players;
    munchkin::CombatCard card;
    friend bool operator==(const PlayOneShot&, const PlayOneShot&) = default;
};
struct EliminateMonster {  // got rid of without a kill (Polymorph, a Friendship Potion...)
    std::size_t monster = 0;
    friend bool operator==(const EliminateMonster&, const EliminateMonster&) = default;
};
struct AskForHelp {  // `helper` agreed to help
    std::string helper;
    friend bool operator==(const AskForHelp&, const AskForHelp&) = default;
};
struct SetCombatBonus {  // a player's ability bonus for this fight
    std::string player;
    int bonus = 0;
    friend bool operator==(const SetCombatBonus&, const SetCombatBonus&) = default;
};
struct ResolveCombat {  // nobody plays more cards: the fight is won, or the players must run
    friend bool operator==(const ResolveCombat&, const ResolveCombat&) = default;
};
struct RunAway {  // the rolled dice, one per monster per player, with any Bad Stuff of those caught
    std::vector<munchkin::RunAwayRoll> rolls;
    bool sacrificeRide = false;
    // Nightmare: with a Ride sacrificed the fighter decides whether the helper escapes too; a helper
    // left behind rolls against every monster and takes the Bad Stuff of those that catch him.
    bool helperEscapesWithRide = true;
    friend bool operator==(const RunAway&, const RunAway&) = default;
};

// --- Bad Stuff and death ---
struct ApplyBadStuff {
    std::string player;
    munchkin::BadStuff badStuff;
    friend bool operator==(const ApplyBadStuff&, const ApplyBadStuff&) = default;
};
struct Die {
    std::string player;
    friend bool operator==(const Die&, const Die&) = default;
};
struct TieRoll {
    std::string player;
    int roll = 1;
    friend bool operator==(const TieRoll&, const TieRoll&) = default;
};
// --- both families ---
struct RollDie {  // a die rolled at the table for anything (who starts, a card's "roll a die")
    std::optional<std::string> player;  // who rolled, when it matters
    int roll = 1;
    std::string purpose;  // what it was for, in the table's words; may be empty
    friend bool operator==(const RollDie&, const RollDie&) = default;
};

struct LootBody {
    std::string deceased;
    int cardsInHand = 0;  // the dead player's hand; the cards in play are tracked
    std::vector<TieRoll> tieRolls;
    friend bool operator==(const LootBody&, const LootBody&) = default;
};

}  // namespace actions

// Every kind, in a fixed order (actionKinds() below follows it).
using ActionVariant = std::variant<
    actions::AddPlayer, actions::RemovePlayer, actions::SetSex, actions::ChangeLevel,
    actions::PlayCharacterCard, actions::DiscardCharacterCard, actions::BecomeCultist, actions::GainItem,
    actions::EquipItem, actions::LoseItem, actions::TradeItem, actions::SetGear, actions::SellItems,
    actions::GainRide, actions::LoseRide, actions::GainHireling, actions::LoseHireling, actions::GainCurse,
    actions::LoseCurse, actions::NextPhase, actions::Charity, actions::EndTurn, actions::StartCombat,
    actions::AddMonster, actions::AddEnhancer, actions::PlayOneShot, actions::EliminateMonster,
    actions::AskForHelp, actions::SetCombatBonus, actions::ResolveCombat, actions::RunAway,
    actions::ApplyBadStuff, actions::Die, actions::LootBody,
    // Munchkin Panic (panic_actions.h); EndTurn above serves both families
    actions::PanicPlaceMonster, actions::PanicDrawCurse, actions::PanicDiscardDraw, actions::PanicCharity,
    actions::PanicHit, actions::PanicMoveMonster, actions::PanicRemoveMonster, actions::PanicGlue,
    actions::PanicSleep, actions::PanicFortify, actions::PanicMoveMonsters, actions::PanicSetHand,
    actions::PanicAdditionError, actions::PanicSetBoard, actions::PanicSetTrophies, actions::PanicCurseCard,
    actions::PanicSpecialCard, actions::PanicNextPhase,
    // both families
    actions::RollDie>;

// A kind of ActionVariant, as such (not something that converts to one).
template <typename Kind, typename Variant = ActionVariant>
inline constexpr bool isActionKind = false;
template <typename Kind, typename... Kinds>
inline constexpr bool isActionKind<Kind, std::variant<Kinds...>> = (std::is_same_v<Kind, Kinds> || ...);
template <typename T>
concept ActionKind = isActionKind<std::remove_cvref_t<T>>;

// One action: a value of one of the kinds above. A class around the variant, whose copy, move,
// destruction and comparison are compiled once, in action.cpp: instantiated inline over 53 kinds they
// cost several seconds in every file that handled actions, most of the build's time.
class Action {
public:
    // Not explicit: an action is written as its kind (`Action action = actions::EndTurn{};`).
    template <ActionKind Kind>
    Action(Kind&& kind) : value_(std::in_place_type<std::remove_cvref_t<Kind>>, std::forward<Kind>(kind))
    {}
    Action();  // an AddPlayer with no name, as a default-made variant would be
    Action(const Action& other);
    Action(Action&& other) noexcept;
    Action& operator=(const Action& other);
    Action& operator=(Action&& other) noexcept;
    ~Action();

    friend bool operator==(const Action& a, const Action& b);

    // Which kind, as the position of its type in ActionVariant.
    std::size_t index() const { return value_.index(); }
    template <typename Kind>
    bool is() const
    {
        return std::holds_alternative<Kind>(value_);
    }
    // The action as that kind, or null when it is another.
    template <typename Kind>
    const Kind* getIf() const
    {
        return std::get_if<Kind>(&value_);
    }
    template <typename Kind>
    Kind* getIf()
    {
        return std::get_if<Kind>(&value_);
    }
    // Calls `visitor` with the action as its kind.
    template <typename Visitor>
    decltype(auto) visit(Visitor&& visitor) const
    {
        return std::visit(std::forward<Visitor>(visitor), value_);
    }
    template <typename Visitor>
    decltype(auto) visit(Visitor&& visitor)
    {
        return std::visit(std::forward<Visitor>(visitor), value_);
    }

private:
    ActionVariant value_;
};

// Everything said about an action kind, in one row per alternative of Action, in its order.
struct ActionKindDescriptor {
    std::string_view id;           // as JSON and the log's `kind` column spell it: "change-level"
    std::optional<Family> family;  // the family that takes it; nullopt: both (end-turn, roll-die)
};
std::span<const ActionKindDescriptor> actionKinds();
// The family an action belongs to; nullopt for kinds both use (end-turn, roll-die).
std::optional<Family> familyOf(const Action& action);

// The format of the action vocabulary. A stored action records the version it was written in;
// a reader converts older versions on read.
inline constexpr int actionFormatVersion = 1;

// The kind's stable name, as JSON and the log's `kind` column spell it: "change-level".
std::string_view kindName(const Action& action);
// Every kind name, in the variant's order.
std::span<const std::string_view> kindNames();
// The dice an action used (run-away rolls, tie rolls), in the order they were rolled.
std::vector<int> diceOf(const Action& action);

}  // namespace arbiter::rules::game
