#pragma once
// The JSON shapes the Munchkin card-game checks share: options, characters, fighters, attributes,
// Items, monsters and the verdict every answer carries. The checks themselves are in
// munchkin_check_codec.h; the game log (db/codec/game_json.h) reads and writes the same shapes.

#include "db/codec/json_reader.h"
#include "rules/core/verdict.h"
#include "rules/munchkin/character_cards.h"
#include "rules/munchkin/edition.h"
#include "rules/munchkin/equip.h"
#include "rules/munchkin/levels.h"
#include "rules/munchkin/runaway.h"
#include "rules/munchkin/selling.h"
#include "rules/munchkin/timing.h"

#include <QJsonArray>
#include <QJsonObject>

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace arbiter::db {

// How a monster entered a fight, as requests and the edition check spell it.
inline constexpr std::array joinedByNames = {
    Named<rules::munchkin::JoinedBy>{"door", rules::munchkin::JoinedBy::Door},
    Named<rules::munchkin::JoinedBy>{"look-for-trouble", rules::munchkin::JoinedBy::LookForTrouble},
    Named<rules::munchkin::JoinedBy>{"wandering-monster", rules::munchkin::JoinedBy::WanderingMonster},
    Named<rules::munchkin::JoinedBy>{"undead", rules::munchkin::JoinedBy::Undead},
    Named<rules::munchkin::JoinedBy>{"goblin", rules::munchkin::JoinedBy::Goblin},
    Named<rules::munchkin::JoinedBy>{"demon", rules::munchkin::JoinedBy::Demon},
    Named<rules::munchkin::JoinedBy>{"goth", rules::munchkin::JoinedBy::Goth},
};

// What an Item's restriction or a monster's bonus names: a Race, a Class...
inline constexpr std::array attributeKindNames = {
    Named<rules::munchkin::Attribute::Kind>{"race", rules::munchkin::Attribute::Kind::Race},
    Named<rules::munchkin::Attribute::Kind>{"class", rules::munchkin::Attribute::Kind::Class},
    Named<rules::munchkin::Attribute::Kind>{"faction", rules::munchkin::Attribute::Kind::Faction},
    Named<rules::munchkin::Attribute::Kind>{"citizenship", rules::munchkin::Attribute::Kind::Citizenship},
    Named<rules::munchkin::Attribute::Kind>{"sex", rules::munchkin::Attribute::Kind::Sex},
};

inline constexpr std::array sexNames = {
    Named<rules::munchkin::Sex>{"male", rules::munchkin::Sex::Male},
    Named<rules::munchkin::Sex>{"female", rules::munchkin::Sex::Female},
};

inline constexpr std::array slotNames = {
    Named<rules::munchkin::Slot>{"headgear", rules::munchkin::Slot::Headgear},
    Named<rules::munchkin::Slot>{"armor", rules::munchkin::Slot::Armor},
    Named<rules::munchkin::Slot>{"footgear", rules::munchkin::Slot::Footgear},
    Named<rules::munchkin::Slot>{"1hand", rules::munchkin::Slot::OneHand},
    Named<rules::munchkin::Slot>{"2hands", rules::munchkin::Slot::TwoHands},
    Named<rules::munchkin::Slot>{"none", rules::munchkin::Slot::None},
};

// "auto" is never asked for in a check: it is only written if the referee leaves an Item's lifter
// undecided. The game log stores it, as an Item entered without a lifter keeps it.
inline constexpr std::array lifterNames = {
    Named<rules::munchkin::Lifter>{"cheat", rules::munchkin::Lifter::Cheat},
    Named<rules::munchkin::Lifter>{"hireling", rules::munchkin::Lifter::Hireling},
    Named<rules::munchkin::Lifter>{"none", rules::munchkin::Lifter::None},
    Named<rules::munchkin::Lifter>{"auto", rules::munchkin::Lifter::Auto},
};
inline constexpr std::array requestLifterNames = {lifterNames[0], lifterNames[1], lifterNames[2]};

inline constexpr std::array levelSourceNames = {
    Named<rules::munchkin::LevelSource>{"go-up-a-level", rules::munchkin::LevelSource::GoUpALevel},
    Named<rules::munchkin::LevelSource>{"sell", rules::munchkin::LevelSource::Sell},
    Named<rules::munchkin::LevelSource>{"kill", rules::munchkin::LevelSource::Kill},
    Named<rules::munchkin::LevelSource>{"card", rules::munchkin::LevelSource::Card},
    Named<rules::munchkin::LevelSource>{"last-non-cultist", rules::munchkin::LevelSource::LastNonCultist},
};

// The phases' ids come from their descriptor table (rules/munchkin/timing.h).
inline constexpr auto phaseNames = [] {
    std::array<Named<rules::munchkin::Phase>, rules::munchkin::phaseTable.size()> table{};
    for (std::size_t i = 0; i < table.size(); ++i)
        table[i] = {rules::munchkin::phaseTable[i].id, rules::munchkin::phaseTable[i].phase};
    return table;
}();

inline constexpr std::array runnerNames = {
    Named<rules::munchkin::Runner>{"fighter", rules::munchkin::Runner::Fighter},
    Named<rules::munchkin::Runner>{"helper", rules::munchkin::Runner::Helper},
};

inline constexpr std::array discardCauseNames = {
    Named<rules::munchkin::DiscardCause>{"voluntary", rules::munchkin::DiscardCause::Voluntary},
    Named<rules::munchkin::DiscardCause>{"card", rules::munchkin::DiscardCause::CardEffect},
    Named<rules::munchkin::DiscardCause>{"divine-intervention",
                                         rules::munchkin::DiscardCause::DivineIntervention},
};

// What every Munchkin check knows before it reads its own fields.
struct CheckContext {
    const rules::munchkin::EditionProfile& profile;
    rules::munchkin::Options options;
    int winningLevel = 10;  // the top of every level range in the request
};

// Limits on a request, beyond which it is refused rather than judged.
namespace limits {
inline constexpr int monsters = 64;
inline constexpr int players = 16;
inline constexpr int items = 200;
inline constexpr int cards = 64;          // one-shots on a side, enhancers or tags on a monster...
inline constexpr int characterCards = 8;  // of one kind on one character
inline constexpr int rides = 5;
inline constexpr int helpers = 16;
inline constexpr int rolls = 128;  // a roll per monster for the fighter and the helper
}  // namespace limits

QString toQString(std::string_view text);
QStringList toQStringList(const std::vector<std::string>& texts);
std::string toStd(const QString& text);
std::vector<std::string> toStd(const QStringList& list);
QJsonArray toJson(const std::vector<std::string>& list);

// The `options` object: epic, sharedVictory, fasterPlay.
rules::munchkin::Options readOptions(JsonReader& request);

// The character cards of a player object (classes, races, factions, citizenships, sex and the
// doubling cards). Leaves the object open for the caller's other fields.
rules::munchkin::Character readCharacter(JsonReader& player);

// A fighter, helper or character object: level, gear, abilityBonus, winsTies, rides and the cards.
rules::munchkin::Combatant readCombatant(JsonReader player, const CheckContext& context, Need level);

// An object naming exactly one of race, class, faction, citizenship or sex (a monster's "versus"
// bonus, an Item's restriction). Leaves the object open for the caller's other fields.
std::optional<rules::munchkin::Attribute> readAttribute(JsonReader& object);

// The shared shapes below read one object each and finish() it: unknown keys become warnings.
// A Ride, a one-shot or an enhancer: {name, bonus} (and an enhancer's treasures).
rules::munchkin::Ride readRide(JsonReader object);
rules::munchkin::CombatCard readCombatCard(JsonReader object);
std::vector<rules::munchkin::CombatCard> readCombatCards(JsonReader& parent, const QString& key);
rules::munchkin::Enhancer readEnhancer(JsonReader object);
// name, slot, big, bonus, equipped, onlyFor, forbiddenFor, lifter; "auto" is a lifter only when
// `autoLifter` says so (the game log stores it, a check never asks for it).
rules::munchkin::Item readItem(JsonReader object, bool autoLifter = false);
// name, level, treasures, levels, tags, enhancers, versus, levelOnly, eliminated, joinedBy.
rules::munchkin::Monster readMonster(JsonReader object);
// An Item sold: name, gold, oneShot, fromHand.
rules::munchkin::SaleItem readSaleItem(JsonReader object);
// levels, items, death.
rules::munchkin::BadStuff readBadStuff(JsonReader object);
// monster, runner, roll, modifier, badStuff.
// Which runners' dice a run-away needs: with a Ride sacrificed the fighter rolls no die, and the
// helper only when left behind. A needed roll that is missing is an error naming it; one not needed
// is not read (it stays 1 and no rule looks at it).
struct RunAwayDice {
    Need fighter = Need::Required;
    Need helper = Need::Required;
    // The game log keeps a die that was given though not needed, so a stored row reads back as written.
    bool keepUnneeded = false;
};
RunAwayDice runAwayDice(bool sacrificeRide, bool helperEscapesWithRide, bool keepUnneeded = false);
rules::munchkin::RunAwayRoll readRunAwayRoll(JsonReader object, RunAwayDice dice);

// The writers of the same shapes: every field, an absent optional one left out.
QJsonObject toJson(const rules::munchkin::Options& options);
// Sets the character cards' fields on a player object (sex only when specified).
void writeCharacter(QJsonObject& player, const rules::munchkin::Character& character);
QJsonObject toJson(const rules::munchkin::Attribute& attribute);
QJsonObject toJson(const rules::munchkin::Ride& ride);
QJsonObject toJson(const rules::munchkin::CombatCard& card);
QJsonObject toJson(const rules::munchkin::Enhancer& enhancer);
QJsonObject toJson(const rules::munchkin::Item& item);
QJsonObject toJson(const rules::munchkin::Monster& monster);
QJsonObject toJson(const rules::munchkin::SaleItem& item);
QJsonObject toJson(const rules::munchkin::BadStuff& badStuff);
QJsonObject toJson(const rules::munchkin::RunAwayRoll& roll);

// A JSON array of toJson(entry) for every entry.
template <typename T>
QJsonArray toJsonArray(const std::vector<T>& list)
{
    QJsonArray array;
    for (const T& entry : list)
        array.append(toJson(entry));
    return array;
}

// A player's name that no earlier player in the same list has; reports a duplicate on `name`.
QString readUniqueName(JsonReader& player, QStringList& seen);

// The `players` list of a request (1 to 16 entries): each with a unique `name` and a `level`, and
// whatever else `readRest(JsonReader&, Player&)` reads. Player is a rules struct with name and level.
template <typename Player, typename ReadRest>
std::vector<Player> readPlayers(const CheckContext& context, JsonReader& request, ReadRest readRest)
{
    std::vector<Player> players;
    QStringList names;
    for (JsonReader object : request.objects(QStringLiteral("players"), Need::Required, 1, limits::players)) {
        Player player;
        player.name = toStd(readUniqueName(object, names));
        player.level = object.requiredInteger(QStringLiteral("level"), 1, context.winningLevel);
        readRest(object, player);
        object.finish();
        players.push_back(std::move(player));
    }
    return players;
}

// Reports `key` when `name` is not the name of one of `players`.
template <typename Player>
void requirePlayer(JsonReader& request, const QString& key, const QString& name,
                   const std::vector<Player>& players)
{
    const std::string wanted = toStd(name);
    for (const Player& player : players)
        if (player.name == wanted)
            return;
    if (!name.isEmpty())
        request.fail(key, QStringLiteral("\"%1\" is not one of the players").arg(name));
}

// Sets "legal" and "reasons" of an answer.
void writeVerdict(QJsonObject& answer, const rules::Verdict& verdict);
QJsonArray reasonsToJson(const rules::Verdict& verdict);
// What a one-line refusal says: the first reason that refuses, with its rule id.
QString refusalText(const rules::Verdict& verdict);

}  // namespace arbiter::db
