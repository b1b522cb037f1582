#pragma once
// The JSON shapes the Munchkin card-game checks share: options, characters, fighters, attributes,
// and the verdict every answer carries. The checks themselves are in munchkin_check_codec.h.

#include "db/json_reader.h"
#include "rules/core/verdict.h"
#include "rules/munchkin/edition.h"

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

}  // namespace arbiter::db
