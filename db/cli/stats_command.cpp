#include "db/cli/stats_command.h"

#include "db/codec/game_json.h"
#include "db/store/game_log.h"
#include "rules/game/report.h"
#include "rules/panic/types.h"

#include <QJsonArray>

#include <algorithm>
#include <map>

using namespace Qt::StringLiterals;

namespace arbiter::db {

namespace {

namespace game = rules::game;

QString text(const std::string& value)
{
    return QString::fromStdString(value);
}

QJsonArray names(const std::vector<std::string>& values)
{
    QJsonArray array;
    for (const std::string& value : values)
        array.append(text(value));
    return array;
}

QJsonObject playerJson(const game::PlayerReport& player, game::Family family)
{
    QJsonObject object{{u"name"_s, text(player.name)}, {u"kills"_s, player.kills}, {u"dead"_s, player.dead}};
    if (family == game::Family::Panic) {
        object[u"trophyPoints"_s] = player.trophyPoints;
        object[u"trophies"_s] = names(player.trophies);
        return object;
    }
    object[u"finalLevel"_s] = player.finalLevel;
    object[u"levelsByKills"_s] = player.levelsByKills;
    object[u"levelsBySelling"_s] = player.levelsBySelling;
    object[u"levelsByCards"_s] = player.levelsByCards;
    object[u"levelsLost"_s] = player.levelsLost;
    object[u"helpGiven"_s] = player.helpGiven;
    object[u"helpReceived"_s] = player.helpReceived;
    object[u"ranAway"_s] = player.ranAway;
    object[u"caught"_s] = player.caught;
    object[u"deaths"_s] = player.deaths;
    object[u"cursesSuffered"_s] = player.cursesSuffered;
    object[u"itemsSold"_s] = player.itemsSold;
    return object;
}

QJsonObject reportJson(const GameRow& row, const game::GameReport& report)
{
    QJsonArray players;
    for (const game::PlayerReport& player : report.players)
        players.append(playerJson(player, report.family));
    QJsonObject object{{u"game"_s, row.id},         {u"name"_s, row.name},
                       {u"edition"_s, row.edition}, {u"actions"_s, report.actions},
                       {u"turns"_s, report.turns},  {u"winners"_s, names(report.winners)},
                       {u"players"_s, players}};
    if (report.biggestFight) {
        const game::FightReport& fight = *report.biggestFight;
        QJsonObject biggest{{u"turn"_s, fight.turn},
                            {u"fighter"_s, text(fight.fighter)},
                            {u"monsters"_s, names(fight.monsters)},
                            {u"playerStrength"_s, fight.playerStrength},
                            {u"monsterStrength"_s, fight.monsterStrength},
                            {u"won"_s, fight.won},
                            {u"cardsPlayed"_s, fight.cardsPlayed}};
        if (fight.helper)
            biggest[u"helper"_s] = text(*fight.helper);
        object[u"biggestFight"_s] = biggest;
    }
    if (report.family == game::Family::Panic) {
        QJsonArray lost;
        for (const game::StructureLoss& loss : report.structuresLost)
            lost.append(QJsonObject{{u"turn"_s, loss.turn},
                                    {u"arc"_s, loss.arc},
                                    {u"structure"_s, loss.tower ? u"tower"_s : u"wall"_s}});
        object[u"structuresLost"_s] = lost;
        object[u"castleFell"_s] = report.castleFell;
        if (report.masterMunchkin)
            object[u"masterMunchkin"_s] = text(*report.masterMunchkin);
    }
    return object;
}

// The game opened as the app opens it (its rows checked against the hash chain), and its report replayed
// from the setup over the actions in effect.
struct Replayed {
    game::GameSetup setup;
    game::GameReport report;
};

StoreResult<Replayed> replay(LogStore& store, const GameRow& row)
{
    StoreResult<std::unique_ptr<GameLog>> opened = GameLog::open(store, row.id);
    if (!opened)
        return opened.error();
    GameLog& log = *opened.value();
    StoreResult<std::vector<game::Action>> line = log.actionsInEffect();
    if (!line)
        return line.error();
    return Replayed{log.setup(), game::reportOf(log.setup(), line.value())};
}

// The records' key: the edition, or "panic-<mode>".
QString tableKind(const game::GameSetup& setup, const GameRow& row)
{
    if (setup.family == game::Family::Panic)
        return u"panic-"_s + QString::fromUtf8(rules::panic::modeName(setup.panicOptions.mode).data());
    return row.edition;
}

struct PlayerRecord {
    int played = 0;
    int won = 0;
    int levels = 0;  // final Levels, summed (card games)
    int kills = 0;
    int deaths = 0;
    int trophyPoints = 0;
};

struct KindRecord {
    int games = 0;
    std::map<QString, PlayerRecord> players;
    std::map<QString, int> fought;  // a monster's name -> fights against it decided
    std::map<QString, int> beat;    // ... of those, fights the players lost
    qint64 longestGame = 0;
    int longestActions = -1;
};

QJsonObject kindJson(const QString& kind, const KindRecord& record)
{
    QJsonArray players;
    for (const auto& [name, player] : record.players) {
        QJsonObject entry{{u"name"_s, name},
                          {u"played"_s, player.played},
                          {u"won"_s, player.won},
                          {u"kills"_s, player.kills}};
        if (kind.startsWith(u"panic-"_s)) {
            entry[u"trophyPoints"_s] = player.trophyPoints;
        } else {
            entry[u"averageFinalLevel"_s] = static_cast<double>(player.levels) / player.played;
            entry[u"deaths"_s] = player.deaths;
        }
        players.append(entry);
    }
    const auto monsters = [](const std::map<QString, int>& counts) {
        std::vector<std::pair<QString, int>> sorted(counts.begin(), counts.end());
        std::stable_sort(sorted.begin(), sorted.end(),
                         [](const auto& a, const auto& b) { return a.second > b.second; });
        QJsonArray array;
        for (const auto& [name, count] : sorted)
            array.append(QJsonObject{{u"name"_s, name}, {u"count"_s, count}});
        return array;
    };
    return {{u"kind"_s, kind},
            {u"games"_s, record.games},
            {u"players"_s, players},
            {u"mostFought"_s, monsters(record.fought)},
            {u"deadliest"_s, monsters(record.beat)},
            {u"longestGame"_s,
             QJsonObject{{u"game"_s, record.longestGame}, {u"actions"_s, record.longestActions}}}};
}

}  // namespace

StoreResult<QJsonObject> gameStatsJson(LogStore& store, const GameRow& game)
{
    StoreResult<Replayed> replayed = replay(store, game);
    if (!replayed)
        return replayed.error();
    return reportJson(game, replayed.value().report);
}

StoreResult<QJsonObject> fileStatsJson(LogStore& store)
{
    StoreResult<QList<GameRow>> games = store.games();
    if (!games)
        return games.error();
    std::map<QString, KindRecord> kinds;
    for (const GameRow& row : games.value()) {
        StoreResult<Replayed> replayed = replay(store, row);
        if (!replayed)
            return replayed.error();
        const game::GameReport& report = replayed.value().report;
        KindRecord& record = kinds[tableKind(replayed.value().setup, row)];
        ++record.games;
        if (report.actions > record.longestActions) {
            record.longestActions = report.actions;
            record.longestGame = row.id;
        }
        for (const game::PlayerReport& player : report.players) {
            PlayerRecord& entry = record.players[text(player.name)];
            ++entry.played;
            entry.won += std::count(report.winners.begin(), report.winners.end(), player.name) > 0 ? 1 : 0;
            entry.levels += player.finalLevel;
            entry.kills += player.kills;
            entry.deaths += player.deaths;
            entry.trophyPoints += player.trophyPoints;
        }
        for (const game::FightTally& fight : report.fights) {
            ++record.fought[text(fight.monster)];
            if (!fight.won)
                ++record.beat[text(fight.monster)];
        }
    }
    QJsonArray records;
    for (const auto& [kind, record] : kinds)
        records.append(kindJson(kind, record));
    return QJsonObject{{u"games"_s, static_cast<int>(games.value().size())}, {u"records"_s, records}};
}

}  // namespace arbiter::db
