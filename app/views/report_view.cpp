#include "app/views/report_view.h"

#include "app/views/table_words.h"
#include "db/codec/game_json.h"
#include "rules/munchkin/edition.h"
#include "rules/panic/types.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace arbiter::app::views {

namespace {

namespace game = rules::game;

QString text(const std::string& value)
{
    return QString::fromStdString(value);
}

QStringList texts(const std::vector<std::string>& values)
{
    QStringList list;
    for (const std::string& value : values)
        list.append(text(value));
    return list;
}

QString wonByName(game::WinBy how)
{
    switch (how) {
    case game::WinBy::NotYet:
        return {};
    case game::WinBy::Fight:
        return u"fight"_s;
    case game::WinBy::OtherLevel:
        return u"other-level"_s;
    case game::WinBy::CastleStood:
        return u"castle-stood"_s;
    }
    return {};
}

ReportPlayerView playerView(const game::PlayerReport& player, const game::GameReport& report,
                            const QString& colour)
{
    ReportPlayerView view;
    view.name = text(player.name);
    view.colour = colour;
    view.winner =
        std::find(report.winners.begin(), report.winners.end(), player.name) != report.winners.end();
    view.finalLevel = player.finalLevel;
    view.dead = player.dead;
    view.kills = player.kills;
    view.levelsByKills = player.levelsByKills;
    view.levelsBySelling = player.levelsBySelling;
    view.levelsByCards = player.levelsByCards;
    view.levelsLost = player.levelsLost;
    view.helpGiven = player.helpGiven;
    view.helpReceived = player.helpReceived;
    view.ranAway = player.ranAway;
    view.caught = player.caught;
    view.deaths = player.deaths;
    view.cursesSuffered = player.cursesSuffered;
    view.itemsSold = player.itemsSold;
    view.trophyPoints = player.trophyPoints;
    view.trophies = texts(player.trophies);
    view.masterMunchkin = report.masterMunchkin == player.name;
    return view;
}

GameSummaryView summaryView(const db::GameSummary& game)
{
    GameSummaryView view{game.id, game.name, game.playedAt, game.actions, game.turns, game.winners, {}, {}};
    for (const auto& [name, level] : game.finalLevels) {
        view.players.append(name);
        view.finalLevels.append(level);
    }
    return view;
}

QVariantList monsterViews(const QList<db::MonsterCount>& counts)
{
    QVariantList list;
    for (const db::MonsterCount& monster : counts)
        list.append(QVariant::fromValue(MonsterCountView{monster.name, monster.count}));
    return list;
}

}  // namespace

GameReportView reportViewOf(const game::GameReport& report, const QHash<QString, QString>& colours)
{
    GameReportView view;
    view.valid = true;
    view.panic = report.family == game::Family::Panic;
    view.actions = report.actions;
    view.turns = report.turns;
    view.winners = texts(report.winners);
    view.wonBy = wonByName(report.wonBy);
    view.wonOnTurn = report.wonOnTurn;
    for (std::size_t seat = 0; seat < report.players.size(); ++seat) {
        const QString name = text(report.players[seat].name);
        const QString colour = colours.value(name, defaultPlayerColour(static_cast<int>(seat)));
        view.players.append(QVariant::fromValue(playerView(report.players[seat], report, colour)));
    }
    if (report.biggestFight) {
        const game::FightReport& fight = *report.biggestFight;
        view.biggestFight = {true,
                             fight.turn,
                             text(fight.fighter),
                             fight.helper ? text(*fight.helper) : QString(),
                             texts(fight.monsters),
                             fight.playerStrength,
                             fight.monsterStrength,
                             fight.won,
                             texts(fight.cards)};
    }
    for (const game::StructureLoss& loss : report.structuresLost)
        view.structuresLost.append(QVariant::fromValue(StructureLossView{loss.turn, loss.arc, loss.tower}));
    view.castleFell = report.castleFell;
    view.masterMunchkin = report.masterMunchkin ? text(*report.masterMunchkin) : QString();
    return view;
}

db::StoreResult<GameReportView> openGameReport(SessionCore& core)
{
    db::StoreResult<game::GameReport> replayed = core.report();
    if (!replayed)
        return replayed.error();
    const game::GameSetup& setup = core.game()->setup();
    QHash<QString, QString> colours;
    for (std::size_t seat = 0; seat < setup.players.size(); ++seat) {
        const game::SetupPlayer& player = setup.players[seat];
        colours.insert(text(player.name), player.colour.empty() ? defaultPlayerColour(static_cast<int>(seat))
                                                                : text(player.colour));
    }
    GameReportView view = reportViewOf(replayed.value(), colours);
    view.gameName = core.game()->row().name;
    view.edition = db::editionLabel(setup);
    if (view.panic)
        view.mode = QString::fromUtf8(rules::panic::modeName(setup.panicOptions.mode).data());
    const game::GameState& state = *core.state();
    view.winningLevel = rules::munchkin::winningLevel(rules::munchkin::profile(state.edition), state.options);
    return view;
}

RecordsView recordsViewOf(const db::FileRecords& records)
{
    RecordsView view;
    view.valid = true;
    view.games = records.games;
    view.allGames = records.allGames;
    view.playerNames = records.playerNames;
    for (const db::KindRecords& kind : records.kinds) {
        KindRecordsView entry;
        entry.kind = kind.kind;
        entry.panic = kind.panic;
        entry.edition = kind.panic ? u"panic"_s : kind.kind;
        entry.mode = kind.panic ? kind.kind.mid(u"panic-"_s.size()) : QString();
        entry.games = kind.games;
        for (const db::PlayerRecord& player : kind.players)
            entry.players.append(QVariant::fromValue(
                PlayerRecordView{player.name, player.played, player.won, player.averageFinalLevel(),
                                 player.kills, player.deaths, player.trophyPoints}));
        entry.mostFought = monsterViews(kind.mostFought);
        entry.deadliest = monsterViews(kind.deadliest);
        entry.longest = summaryView(kind.longest);
        for (const db::GameSummary& game : kind.recent)
            entry.recent.append(QVariant::fromValue(summaryView(game)));
        view.kinds.append(QVariant::fromValue(entry));
    }
    return view;
}

}  // namespace arbiter::app::views
