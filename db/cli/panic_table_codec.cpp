// The Panic checks about the players rather than the board: panic.charity and panic.score.

#include "db/cli/panic_check_codec.h"
#include "db/codec/munchkin_json.h"
#include "db/codec/panic_json.h"
#include "rules/panic/catalogue.h"
#include "rules/panic/turn.h"

using namespace Qt::StringLiterals;

namespace arbiter::db {

namespace rp = rules::panic;

namespace {

constexpr int maxTrophyPoints = 5;  // the Plutonium Dragon
// Convenient Addition Error cards under a player's Trophies: more than the deck holds is still
// nothing the referee should crash on, so the bound is only a sanity limit.
constexpr int maxAdditionErrors = 39;

// The `players` list of panic.charity and panic.score: 1 to 6 players with unique names, each read
// by `readRest(JsonReader&, Player&)`.
template <typename Player, typename ReadRest>
std::vector<Player> readPanicPlayers(JsonReader& request, ReadRest readRest)
{
    std::vector<Player> players;
    QStringList names;
    for (JsonReader object : request.objects(u"players"_s, Need::Required, 1, rp::maxPlayers)) {
        Player player;
        player.name = toStd(readUniqueName(object, names));
        const QList<int> trophies = object.integers(u"trophies"_s, 1, maxTrophyPoints, panicLimits::trophies);
        player.trophies.assign(trophies.begin(), trophies.end());
        player.additionErrors = object.integer(u"additionErrors"_s, 0, maxAdditionErrors, 0);
        readRest(object, player);
        object.finish();
        players.push_back(std::move(player));
    }
    return players;
}

}  // namespace

void answerPanicCharity(const rp::Options& options, JsonReader& request, QJsonObject& answer)
{
    const QString giver = request.string(u"giver"_s, Need::Required);
    const std::vector<rp::CharityPlayer> players =
        readPanicPlayers<rp::CharityPlayer>(request, [](JsonReader& object, rp::CharityPlayer& player) {
            player.treasure = object.integer(u"treasure"_s, 0, panicLimits::treasures, 0);
        });
    requirePlayer(request, u"giver"_s, giver, players);
    std::optional<std::string> biggerShare;
    if (const QString name = request.string(u"biggerShare"_s, Need::Optional); !name.isEmpty()) {
        requirePlayer(request, u"biggerShare"_s, name, players);
        biggerShare = toStd(name);
    }
    if (request.failed())
        return;
    const rp::CharityResult result = rp::charity(options, players, toStd(giver), biggerShare);
    writeVerdict(answer, result.verdict);
    answer[u"limit"_s] = result.limit;
    answer[u"excess"_s] = result.excess;
    QJsonArray gifts;
    for (const rp::Gift& gift : result.gifts)
        gifts.append(QJsonObject{{u"to"_s, toQString(gift.to)}, {u"count"_s, gift.count}});
    answer[u"gifts"_s] = gifts;
    answer[u"leftovers"_s] = result.leftovers;
    answer[u"choice"_s] = toJson(result.choice);
    answer[u"discard"_s] = result.discard;
}

void answerPanicScore(const rp::Options& options, JsonReader& request, QJsonObject& answer)
{
    const int towersLeft = request.requiredInteger(u"towersLeft"_s, 0, rp::arcCount);
    const int monstersLeft = request.requiredInteger(u"monstersLeft"_s, 0, rp::tokensInBag);
    const std::vector<rp::ScorePlayer> players =
        readPanicPlayers<rp::ScorePlayer>(request, [](JsonReader& object, rp::ScorePlayer& player) {
            player.treasureInHand = object.integer(u"treasureInHand"_s, 0, panicLimits::treasures, 0);
            player.character = readPanicCharacter(object, u"character"_s);
            if (object.has(u"kills"_s))
                player.kills = object.integer(u"kills"_s, 0, rp::tokensInBag, 0);
        });
    if (request.failed())
        return;
    const rp::ScoreResult result = rp::score(options, towersLeft, monstersLeft, players);
    writeVerdict(answer, result.verdict);
    answer[u"over"_s] = result.over;
    answer[u"playersWon"_s] = result.playersWon;
    QJsonArray standings;
    for (const rp::Standing& standing : result.standings)
        standings.append(QJsonObject{{u"name"_s, toQString(standing.name)},
                                     {u"points"_s, standing.points},
                                     {u"kills"_s, standing.kills}});
    answer[u"standings"_s] = standings;
    answer[u"masterMunchkin"_s] =
        result.masterMunchkin ? QJsonValue(toQString(*result.masterMunchkin)) : QJsonValue(QJsonValue::Null);
    answer[u"tiedForMaster"_s] = toJson(result.tiedForMaster);
}

}  // namespace arbiter::db
