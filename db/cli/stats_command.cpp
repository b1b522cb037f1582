#include "db/cli/stats_command.h"

#include "db/codec/game_json.h"
#include "db/store/game_stats.h"
#include "rules/game/report.h"

#include <QJsonArray>

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
    if (report.wonBy != game::WinBy::NotYet) {
        object[u"wonBy"_s] = report.wonBy == game::WinBy::Fight        ? u"fight"_s
                             : report.wonBy == game::WinBy::OtherLevel ? u"other-level"_s
                                                                       : u"castle-stood"_s;
        object[u"wonOnTurn"_s] = report.wonOnTurn;
    }
    if (report.biggestFight) {
        const game::FightReport& fight = *report.biggestFight;
        QJsonObject biggest{{u"turn"_s, fight.turn},
                            {u"fighter"_s, text(fight.fighter)},
                            {u"monsters"_s, names(fight.monsters)},
                            {u"playerStrength"_s, fight.playerStrength},
                            {u"monsterStrength"_s, fight.monsterStrength},
                            {u"won"_s, fight.won},
                            {u"cardsPlayed"_s, fight.cardsPlayed},
                            {u"cards"_s, names(fight.cards)}};
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

QJsonObject kindJson(const KindRecords& record)
{
    QJsonArray players;
    for (const PlayerRecord& player : record.players) {
        QJsonObject entry{{u"name"_s, player.name},
                          {u"played"_s, player.played},
                          {u"won"_s, player.won},
                          {u"kills"_s, player.kills}};
        if (record.panic) {
            entry[u"trophyPoints"_s] = player.trophyPoints;
        } else {
            entry[u"averageFinalLevel"_s] = player.averageFinalLevel();
            entry[u"deaths"_s] = player.deaths;
        }
        players.append(entry);
    }
    const auto monsters = [](const QList<MonsterCount>& counts) {
        QJsonArray array;
        for (const MonsterCount& monster : counts)
            array.append(QJsonObject{{u"name"_s, monster.name}, {u"count"_s, monster.count}});
        return array;
    };
    return {{u"kind"_s, record.kind},
            {u"games"_s, record.games},
            {u"players"_s, players},
            {u"mostFought"_s, monsters(record.mostFought)},
            {u"deadliest"_s, monsters(record.deadliest)},
            {u"longestGame"_s,
             QJsonObject{{u"game"_s, record.longest.id}, {u"actions"_s, record.longest.actions}}}};
}

}  // namespace

StoreResult<QJsonObject> gameStatsJson(LogStore& store, const GameRow& game)
{
    StoreResult<ReplayedGame> replayed = replayGame(store, game);
    if (!replayed)
        return replayed.error();
    return reportJson(game, replayed.value().report);
}

StoreResult<QJsonObject> fileStatsJson(LogStore& store)
{
    StoreResult<FileRecords> records = fileRecords(store);
    if (!records)
        return records.error();
    QJsonArray kinds;
    for (const KindRecords& kind : records.value().kinds)
        kinds.append(kindJson(kind));
    return QJsonObject{{u"games"_s, records.value().games}, {u"records"_s, kinds}};
}

}  // namespace arbiter::db
