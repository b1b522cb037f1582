#include "tests/support/random_game.h"

#include "rules/munchkin/edition.h"
#include "rules/munchkin/timing.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <span>
#include <string_view>

namespace arbiter::testing {

namespace game = rules::game;
namespace mk = rules::munchkin;
namespace act = rules::game::actions;
using game::Action;
using game::GameState;
using game::Player;

int roll(std::mt19937& rng, int lo, int hi)
{
    const auto span = static_cast<std::uint32_t>(hi - lo + 1);
    return lo + static_cast<int>(static_cast<std::uint32_t>(rng()) % span);
}

bool chance(std::mt19937& rng, int percent)
{
    return roll(rng, 1, 100) <= percent;
}

namespace {

constexpr std::array<std::string_view, 10> names = {"Ann", "Bea", "Cy",  "Dot", "Eli",
                                                    "Fay", "Gus", "Hal", "Ivy", "Jo"};

struct ItemCard {
    std::string_view name;
    mk::Slot slot;
    bool big;
    int bonus;
};

constexpr std::array<ItemCard, 13> itemCards = {{
    {"Helm of Courage", mk::Slot::Headgear, false, 1},
    {"Bad-Ass Bandanna", mk::Slot::Headgear, false, 3},
    {"Flaming Armor", mk::Slot::Armor, false, 2},
    {"Leather Armor", mk::Slot::Armor, false, 1},
    {"Boots of Butt-Kicking", mk::Slot::Footgear, false, 2},
    {"Sandals of Protection", mk::Slot::Footgear, false, 1},
    {"Dagger of Treachery", mk::Slot::OneHand, false, 3},
    {"Sword of Song", mk::Slot::OneHand, false, 2},
    {"Buckler of Swashing", mk::Slot::OneHand, false, 2},
    {"Chainsaw of Bloody Dismemberment", mk::Slot::TwoHands, true, 3},
    {"Huge Rock", mk::Slot::TwoHands, true, 3},
    {"Ring of Luck", mk::Slot::None, false, 2},
    {"Cloak of Obscurity", mk::Slot::None, false, 4},
}};

constexpr std::array<std::string_view, 8> monsterNames = {
    "Net Troll", "Potted Plant", "Orc", "Gazebo", "Floating Nose", "Lame Goblin", "Bigfoot", "Squidzilla"};

template <typename T>
const T& pick(std::mt19937& rng, const std::vector<T>& values)
{
    return values[static_cast<std::size_t>(roll(rng, 0, static_cast<int>(values.size()) - 1))];
}

int winLevel(const GameState& state)
{
    return mk::winningLevel(mk::profile(state.edition), state.options);
}

const Player& current(const GameState& state)
{
    return state.players[state.current];
}

std::vector<const Player*> living(const GameState& state)
{
    std::vector<const Player*> out;
    for (const Player& player : state.players)
        if (!player.dead)
            out.push_back(&player);
    return out;
}

// A living player, the current one more often than not; falls back on the current player.
const Player& someone(const GameState& state, std::mt19937& rng)
{
    const std::vector<const Player*> alive = living(state);
    if (alive.empty() || (chance(rng, 50) && !current(state).dead))
        return current(state);
    return *pick(rng, alive);
}

int strengthOf(const Player& player)
{
    int strength = player.level + player.gear.value_or(0);
    for (const mk::Item& item : player.items)
        strength += item.equipped ? item.bonus : 0;
    for (const mk::Ride& ride : player.rides)
        strength += ride.bonus;
    return strength;
}

mk::Monster makeMonster(const GameState& state, std::mt19937& rng, mk::JoinedBy joinedBy)
{
    mk::Monster monster;
    monster.name = std::string(
        monsterNames[static_cast<std::size_t>(roll(rng, 0, static_cast<int>(monsterNames.size()) - 1))]);
    monster.level = std::clamp(strengthOf(current(state)) + roll(rng, -4, 3), 1, 20);
    monster.treasures = roll(rng, 1, 4);
    monster.levels = chance(rng, 10) ? 2 : 1;
    monster.joinedBy = joinedBy;
    if (chance(rng, 15)) {
        monster.tags.emplace_back("Undead");
        monster.name += " Zombie";
    }
    return monster;
}

mk::Item makeItem(const Player& player, std::mt19937& rng)
{
    const ItemCard& card =
        itemCards[static_cast<std::size_t>(roll(rng, 0, static_cast<int>(itemCards.size()) - 1))];
    mk::Item item;
    item.name = std::string(card.name);
    item.slot = card.slot;
    item.big = card.big;
    item.bonus = card.bonus;
    item.gold = 100 * roll(rng, 1, 9);
    // Equip it when its slot looks free, mostly; a second Big item is a refusal waiting to happen.
    bool free = true;
    for (const mk::Item& held : player.items)
        if (held.equipped && held.slot == card.slot && card.slot != mk::Slot::None)
            free = false;
    item.equipped = free || chance(rng, 10);
    if (card.slot == mk::Slot::TwoHands || card.slot == mk::Slot::OneHand)
        for (const mk::Item& held : player.items)
            if (held.equipped && (held.slot == mk::Slot::TwoHands || held.slot == mk::Slot::OneHand))
                item.equipped = chance(rng, 10);
    return item;
}

std::vector<std::string> allCards(const mk::EditionProfile& profile, bool doublers)
{
    std::vector<std::string> cards;
    for (const mk::CharacterCardKind& kind : profile.characterCards) {
        for (std::string_view card : kind.cards)
            cards.emplace_back(card);
        if (doublers)
            cards.emplace_back(kind.doublingCard);
    }
    return cards;
}

std::vector<std::string> heldCards(const mk::EditionProfile& profile, const Player& player)
{
    std::vector<std::string> held;
    for (const mk::CharacterCardKind& kind : profile.characterCards) {
        const std::vector<std::string>& cards = player.character.cards(kind.kind);
        held.insert(held.end(), cards.begin(), cards.end());
        if (player.character.doubled(kind.kind))
            held.emplace_back(kind.doublingCard);
    }
    return held;
}

Action runAway(const GameState& state, std::mt19937& rng)
{
    const game::CombatState& combat = *state.combat;
    act::RunAway run;
    const Player& fighter = *game::findPlayer(state, combat.fighter);
    if (!fighter.rides.empty() && chance(rng, 20)) {
        run.sacrificeRide = true;
        return run;
    }
    for (const mk::Monster& monster : combat.monsters) {
        if (monster.eliminated)
            continue;
        for (mk::Runner runner : {mk::Runner::Fighter, mk::Runner::Helper}) {
            if (runner == mk::Runner::Helper && !combat.helper)
                continue;
            const Player& who =
                *game::findPlayer(state, runner == mk::Runner::Fighter ? combat.fighter : *combat.helper);
            mk::RunAwayRoll rolled;
            rolled.monster = monster.name;
            rolled.runner = runner;
            rolled.roll = roll(rng, 1, 6);
            if (chance(rng, 60)) {
                mk::BadStuff bad;
                bad.levels = roll(rng, 0, 2);
                if (!who.items.empty() && chance(rng, 30))
                    bad.items.push_back(pick(rng, who.items).name);
                bad.death = chance(rng, 12);
                rolled.badStuff = bad;
            }
            run.rolls.push_back(std::move(rolled));
        }
    }
    return run;
}

Action inCombat(const GameState& state, std::mt19937& rng)
{
    const game::CombatState& combat = *state.combat;
    if (combat.runningAway) {
        if (chance(rng, 90))
            return runAway(state, rng);
        return act::ChangeLevel{someone(state, rng).name, -1, mk::LevelSource::Card, false};
    }
    const int choice = roll(rng, 1, 100);
    if (choice <= 35)
        return act::ResolveCombat{};
    if (choice <= 50)
        return act::PlayOneShot{chance(rng, 60) ? game::Side::Players : game::Side::Monsters,
                                {chance(rng, 50) ? "Magic Missile" : "Potion of Halitosis", roll(rng, 1, 5)}};
    if (choice <= 62)
        return act::AddEnhancer{
            static_cast<std::size_t>(roll(rng, 0, static_cast<int>(combat.monsters.size()) - 1)),
            {chance(rng, 70) ? "Enraged" : "Baby", chance(rng, 70) ? 5 : -5, roll(rng, -1, 2)}};
    if (choice <= 72) {
        std::vector<const Player*> helpers;
        for (const Player* player : living(state))
            if (player->name != combat.fighter)
                helpers.push_back(player);
        if (!helpers.empty())
            return act::AskForHelp{pick(rng, helpers)->name};
        return act::ResolveCombat{};
    }
    if (choice <= 80) {
        const std::string who = combat.helper && chance(rng, 40) ? *combat.helper : combat.fighter;
        return act::SetCombatBonus{who, roll(rng, 0, 3)};
    }
    if (choice <= 87) {
        const bool undead = chance(rng, 30);
        mk::Monster monster =
            makeMonster(state, rng, undead ? mk::JoinedBy::Undead : mk::JoinedBy::WanderingMonster);
        if (undead && monster.tags.empty())
            monster.tags.emplace_back("Undead");
        monster.level = roll(rng, 1, 6);
        return act::AddMonster{monster};
    }
    if (choice <= 90)
        return act::EliminateMonster{
            static_cast<std::size_t>(roll(rng, 0, static_cast<int>(combat.monsters.size()) - 1))};
    if (choice <= 94) {
        const Player& who = someone(state, rng);
        return act::ChangeLevel{who.name, 1, mk::LevelSource::GoUpALevel, false};
    }
    if (choice <= 97 && mk::profile(state.edition).hasRides)
        return act::GainRide{combat.fighter, {chance(rng, 50) ? "Sled" : "Coffin Cart", roll(rng, 1, 3)}};
    if (choice <= 99) {
        const std::vector<std::string> held = heldCards(mk::profile(state.edition), current(state));
        if (!held.empty())
            return act::DiscardCharacterCard{combat.fighter, held.front(), mk::DiscardCause::Voluntary};
        return act::ResolveCombat{};
    }
    return act::Die{combat.helper ? *combat.helper : combat.fighter};
}

Action illegal(const GameState& state, std::mt19937& rng)
{
    const Player& who = current(state);
    switch (roll(rng, 0, 11)) {
    case 0:
        return act::ChangeLevel{"Nobody", 1, mk::LevelSource::GoUpALevel, false};
    case 1:
        return act::NextPhase{state.phase};
    case 2:
        if (state.combat)
            return act::EndTurn{};
        return act::ResolveCombat{};
    case 3:
        if (state.combat || state.phase == mk::Phase::Charity)
            return act::StartCombat{makeMonster(state, rng, mk::JoinedBy::Door)};
        return act::AskForHelp{who.name};
    case 4:
        return act::RunAway{{{"Orc", mk::Runner::Fighter, 6, 0, std::nullopt}}, false};
    case 5:
        return act::LoseItem{who.name, "Nonexistent Item"};
    case 6:
        return act::ChangeLevel{who.name, std::max(1, winLevel(state) - who.level),
                                mk::LevelSource::GoUpALevel, false};
    case 7:
        return act::AddPlayer{pick(rng, state.players).name, mk::Sex::Female, std::nullopt};
    case 8:
        for (const Player& player : state.players)
            if (!player.dead)
                return act::LootBody{player.name, 3, {}};
        return act::Die{who.name};
    case 9:
        return act::TradeItem{who.name, who.name, "Ring of Luck"};
    case 10:
        if (state.combat && state.combat->runningAway)
            return act::RunAway{
                {{state.combat->monsters.front().name, mk::Runner::Fighter, 7, 0, std::nullopt}}, false};
        return act::SetGear{who.name, 5000};
    default:
        break;
    }
    const Player& other = state.players[(state.current + 1) % state.players.size()];
    return act::SellItems{other.name, {}, {{"Potion", 1000, false, true}}};
}

Action misc(const GameState& state, std::mt19937& rng)
{
    const mk::EditionProfile& profile = mk::profile(state.edition);
    const Player& who = someone(state, rng);
    const int win = winLevel(state);
    const int choice = roll(rng, 1, 100);
    if (choice <= 14) {
        if (who.level + 1 < win && chance(rng, 70))
            return act::ChangeLevel{who.name, 1, mk::LevelSource::GoUpALevel, false};
        return act::ChangeLevel{who.name, -roll(rng, 1, 2), mk::LevelSource::Card, false};
    }
    if (choice <= 24)
        return act::GainItem{who.name, makeItem(who, rng)};
    if (choice <= 30) {
        if (!who.items.empty()) {
            const mk::Item& item = pick(rng, who.items);
            return act::EquipItem{who.name, item.name, !item.equipped};
        }
        return act::GainItem{who.name, makeItem(who, rng)};
    }
    if (choice <= 34 && !who.items.empty())
        return act::LoseItem{who.name, pick(rng, who.items).name};
    if (choice <= 39 && !who.items.empty()) {
        const std::vector<const Player*> alive = living(state);
        const Player* partner = pick(rng, alive);
        if (partner != &who)
            return act::TradeItem{who.name, partner->name, pick(rng, who.items).name};
    }
    if (choice <= 46) {
        const Player& seller = current(state);
        act::SellItems sale;
        sale.player = seller.name;
        for (const mk::Item& item : seller.items) {
            if (!chance(rng, 40))
                continue;
            sale.items.push_back(item.name);
        }
        if (chance(rng, 80))
            sale.fromHand.push_back({"Potion of General Studliness", 100 * roll(rng, 6, 15), false, true});
        return sale;
    }
    if (choice <= 54) {
        const std::vector<std::string> cards = allCards(profile, chance(rng, 20));
        return act::PlayCharacterCard{who.name, pick(rng, cards)};
    }
    if (choice <= 58) {
        const std::vector<std::string> held = heldCards(profile, who);
        if (!held.empty()) {
            const std::string& card = pick(rng, held);
            const mk::DiscardCause cause =
                card == "Cultist"
                    ? (chance(rng, 50) ? mk::DiscardCause::CardEffect : mk::DiscardCause::DivineIntervention)
                    : mk::DiscardCause::Voluntary;
            return act::DiscardCharacterCard{who.name, card, cause};
        }
    }
    if (choice <= 61 && profile.hasCultists)
        return act::BecomeCultist{who.name,
                                  who.character.classes.empty() ? "" : who.character.classes.front()};
    if (choice <= 65) {
        if (profile.hasRides) {
            if (!who.rides.empty() && chance(rng, 40))
                return act::LoseRide{who.name, who.rides.front().name};
            return act::GainRide{who.name, {chance(rng, 50) ? "Sled" : "Coffin Cart", roll(rng, 1, 3)}};
        }
        if (profile.hasHirelings) {
            if (!who.hirelings.empty() && chance(rng, 40))
                return act::LoseHireling{who.name, who.hirelings.front()};
            return act::GainHireling{who.name, "Hireling"};
        }
    }
    if (choice <= 70) {
        if (!who.curses.empty() && chance(rng, 50))
            return act::LoseCurse{who.name, who.curses.front().name};
        return act::GainCurse{who.name,
                              {chance(rng, 50) ? "Chicken on Your Head" : "Curse! -2", -roll(rng, 1, 2)}};
    }
    if (choice <= 73) {
        if (who.gear)
            return act::SetGear{who.name, std::nullopt};
        if (who.items.empty() || chance(rng, 10))
            return act::SetGear{who.name, roll(rng, 0, 8)};
    }
    if (choice <= 76)
        return act::Charity{roll(rng, 3, 9), std::nullopt, {}};
    if (choice <= 79)
        return act::ApplyBadStuff{who.name, {roll(rng, 0, 2), {}, chance(rng, 25)}};
    if (choice <= 81)
        return act::Die{who.name};
    if (choice <= 83)
        return act::SetSex{who.name, chance(rng, 50) ? mk::Sex::Male : mk::Sex::Female};
    if (choice <= 85 && state.players.size() < 6) {
        for (std::string_view name : names)
            if (!game::findPlayer(state, name))
                return act::AddPlayer{
                    std::string(name), mk::Sex::Unspecified,
                    static_cast<std::size_t>(roll(rng, 0, static_cast<int>(state.players.size())))};
    }
    if (choice <= 86 && state.players.size() > 2)
        return act::RemovePlayer{pick(rng, state.players).name};
    const std::vector<mk::Phase> phases = mk::turnPhases(state.options);
    const auto now = std::find(phases.begin(), phases.end(), state.phase);
    if (now + 1 < phases.end())
        return act::NextPhase{*(now + 1)};
    return act::EndTurn{};
}

}  // namespace

game::GameSetup randomSetup(std::mt19937& rng)
{
    game::GameSetup setup;
    setup.name = "Random game";
    const std::span<const mk::EditionProfile> editions = mk::allEditions();
    setup.edition =
        editions[static_cast<std::size_t>(roll(rng, 0, static_cast<int>(editions.size()) - 1))].edition;
    setup.options.epic = chance(rng, 10);
    setup.options.sharedVictory = chance(rng, 30);
    setup.options.fasterPlay = chance(rng, 30);
    std::array<std::string_view, names.size()> order = names;
    for (std::size_t i = order.size() - 1; i > 0; --i)  // Fisher-Yates with our own roll()
        std::swap(order[i], order[static_cast<std::size_t>(roll(rng, 0, static_cast<int>(i)))]);
    const int count = roll(rng, 2, 6);
    for (int i = 0; i < count; ++i)
        setup.players.push_back({std::string(order[static_cast<std::size_t>(i)]),
                                 chance(rng, 50) ? mk::Sex::Male : mk::Sex::Female,
                                 std::nullopt,
                                 {}});
    return setup;
}

Action randomAction(const GameState& state, std::mt19937& rng)
{
    if (chance(rng, 10))
        return illegal(state, rng);
    if (state.combat)
        return inCombat(state, rng);
    for (const Player& player : state.players)
        if (player.dead && !player.bodyLooted && chance(rng, 50)) {
            act::LootBody loot{player.name, roll(rng, 0, 6), {}};
            for (const Player& other : state.players)
                if (!other.dead)
                    loot.tieRolls.push_back({other.name, roll(rng, 1, 6)});
            return loot;
        }
    const Player& me = current(state);
    switch (state.phase) {
    case mk::Phase::ListenAtTheDoor:
        if (chance(rng, 60))
            return act::NextPhase{mk::Phase::KickOpenTheDoor};
        break;
    case mk::Phase::KickOpenTheDoor:
        if (!me.dead && chance(rng, 50))
            return act::StartCombat{makeMonster(state, rng, mk::JoinedBy::Door)};
        if (chance(rng, 25))
            return act::NextPhase{mk::Phase::LookForTroubleOrLootTheRoom};
        break;
    case mk::Phase::LookForTroubleOrLootTheRoom:
        if (!me.dead && chance(rng, 25))
            return act::StartCombat{makeMonster(state, rng, mk::JoinedBy::LookForTrouble)};
        if (chance(rng, 25))
            return act::NextPhase{mk::Phase::Charity};
        if (chance(rng, 10))
            return act::EndTurn{};
        break;
    case mk::Phase::Charity:
        if (chance(rng, 45))
            return act::EndTurn{};
        break;
    }
    if (me.dead && chance(rng, 50))
        return act::EndTurn{};
    return misc(state, rng);
}

}  // namespace arbiter::testing
