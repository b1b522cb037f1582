#pragma once
// After the game as typed values: one game's report (rules/game/report.h) and the records across the
// file's games (db/store/game_stats.h), shared by the tablet's report and records pages and the phones
// (written as JSON by gadget_json.h). Numbers and names only: each face words them in its language.

#include "app/core/session_core.h"
#include "db/store/game_stats.h"
#include "rules/game/report.h"

#include <QDateTime>
#include <QHash>
#include <QMetaType>
#include <QString>
#include <QStringList>
#include <QVariantList>

namespace arbiter::app::views {

struct ReportPlayerView {
    Q_GADGET
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QString colour MEMBER colour)
    Q_PROPERTY(bool winner MEMBER winner)
    Q_PROPERTY(int finalLevel MEMBER finalLevel)
    Q_PROPERTY(bool dead MEMBER dead)
    Q_PROPERTY(int kills MEMBER kills)
    Q_PROPERTY(int levelsByKills MEMBER levelsByKills)
    Q_PROPERTY(int levelsBySelling MEMBER levelsBySelling)
    Q_PROPERTY(int levelsByCards MEMBER levelsByCards)
    Q_PROPERTY(int levelsLost MEMBER levelsLost)
    Q_PROPERTY(int helpGiven MEMBER helpGiven)
    Q_PROPERTY(int helpReceived MEMBER helpReceived)
    Q_PROPERTY(int ranAway MEMBER ranAway)
    Q_PROPERTY(int caught MEMBER caught)
    Q_PROPERTY(int deaths MEMBER deaths)
    Q_PROPERTY(int cursesSuffered MEMBER cursesSuffered)
    Q_PROPERTY(int itemsSold MEMBER itemsSold)
    Q_PROPERTY(int trophyPoints MEMBER trophyPoints)
    Q_PROPERTY(QStringList trophies MEMBER trophies)
    Q_PROPERTY(bool masterMunchkin MEMBER masterMunchkin)

public:
    QString name;
    QString colour;
    bool winner = false;
    int finalLevel = 1;
    bool dead = false;
    int kills = 0;
    int levelsByKills = 0;
    int levelsBySelling = 0;
    int levelsByCards = 0;
    int levelsLost = 0;
    int helpGiven = 0;
    int helpReceived = 0;
    int ranAway = 0;
    int caught = 0;
    int deaths = 0;
    int cursesSuffered = 0;
    int itemsSold = 0;
    int trophyPoints = 0;
    QStringList trophies;
    bool masterMunchkin = false;

    friend bool operator==(const ReportPlayerView&, const ReportPlayerView&) = default;
};

struct BiggestFightView {
    Q_GADGET
    Q_PROPERTY(bool decided MEMBER decided)  // false: no fight was decided
    Q_PROPERTY(int turn MEMBER turn)
    Q_PROPERTY(QString fighter MEMBER fighter)
    Q_PROPERTY(QString helper MEMBER helper)  // empty: nobody helped
    Q_PROPERTY(QStringList monsters MEMBER monsters)
    Q_PROPERTY(int playerStrength MEMBER playerStrength)
    Q_PROPERTY(int monsterStrength MEMBER monsterStrength)
    Q_PROPERTY(bool won MEMBER won)
    Q_PROPERTY(QStringList cards MEMBER cards)  // one-shots and Enhancers played into it

public:
    bool decided = false;
    int turn = 1;
    QString fighter;
    QString helper;
    QStringList monsters;
    int playerStrength = 0;
    int monsterStrength = 0;
    bool won = false;
    QStringList cards;

    friend bool operator==(const BiggestFightView&, const BiggestFightView&) = default;
};

struct StructureLossView {
    Q_GADGET
    Q_PROPERTY(int turn MEMBER turn)
    Q_PROPERTY(int arc MEMBER arc)
    Q_PROPERTY(bool tower MEMBER tower)  // false: a Wall

public:
    int turn = 1;
    int arc = 1;
    bool tower = false;

    friend bool operator==(const StructureLossView&, const StructureLossView&) = default;
};

struct GameReportView {
    Q_GADGET
    Q_PROPERTY(bool valid MEMBER valid)  // false: no game is open
    Q_PROPERTY(bool panic MEMBER panic)
    Q_PROPERTY(QString gameName MEMBER gameName)
    Q_PROPERTY(QString edition MEMBER edition)
    Q_PROPERTY(QString mode MEMBER mode)  // Munchkin Panic's mode ("standard", ...); empty in the card games
    Q_PROPERTY(int actions MEMBER actions)
    Q_PROPERTY(int turns MEMBER turns)
    Q_PROPERTY(QStringList winners MEMBER winners)
    // How the first winners won: "fight", "other-level", "castle-stood"; empty while nobody has won.
    Q_PROPERTY(QString wonBy MEMBER wonBy)
    Q_PROPERTY(int wonOnTurn MEMBER wonOnTurn)
    Q_PROPERTY(QVariantList players MEMBER players)  // ReportPlayerView, seat order
    Q_PROPERTY(arbiter::app::views::BiggestFightView biggestFight MEMBER biggestFight)
    Q_PROPERTY(
        QVariantList structuresLost MEMBER structuresLost)  // StructureLossView, in the order they fell
    Q_PROPERTY(bool castleFell MEMBER castleFell)
    Q_PROPERTY(QString masterMunchkin MEMBER masterMunchkin)  // empty: none (yet)
    Q_PROPERTY(int winningLevel MEMBER winningLevel)

public:
    bool valid = false;
    bool panic = false;
    QString gameName;
    QString edition;
    QString mode;
    int actions = 0;
    int turns = 1;
    QStringList winners;
    QString wonBy;
    int wonOnTurn = 0;
    QVariantList players;
    BiggestFightView biggestFight;
    QVariantList structuresLost;
    bool castleFell = false;
    QString masterMunchkin;
    int winningLevel = 10;

    friend bool operator==(const GameReportView&, const GameReportView&) = default;
};

// `colours`: each player's colour by name (a player without one is drawn in their seat's default).
GameReportView reportViewOf(const rules::game::GameReport& report, const QHash<QString, QString>& colours);
// The open game's report, replayed by the core, with its name, edition, mode, winning Level and the
// players' colours: what the report page and the phones show.
db::StoreResult<GameReportView> openGameReport(SessionCore& core);

struct PlayerRecordView {
    Q_GADGET
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(int played MEMBER played)
    Q_PROPERTY(int won MEMBER won)
    Q_PROPERTY(double averageFinalLevel MEMBER averageFinalLevel)
    Q_PROPERTY(int kills MEMBER kills)
    Q_PROPERTY(int deaths MEMBER deaths)
    Q_PROPERTY(int trophyPoints MEMBER trophyPoints)

public:
    QString name;
    int played = 0;
    int won = 0;
    double averageFinalLevel = 0;
    int kills = 0;
    int deaths = 0;
    int trophyPoints = 0;

    friend bool operator==(const PlayerRecordView&, const PlayerRecordView&) = default;
};

struct MonsterCountView {
    Q_GADGET
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(int count MEMBER count)

public:
    QString name;
    int count = 0;

    friend bool operator==(const MonsterCountView&, const MonsterCountView&) = default;
};

// One game in the records: the longest, and each of the last games for the Levels chart.
struct GameSummaryView {
    Q_GADGET
    Q_PROPERTY(qint64 id MEMBER id)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QDateTime playedAt MEMBER playedAt)
    Q_PROPERTY(int actions MEMBER actions)
    Q_PROPERTY(int turns MEMBER turns)
    Q_PROPERTY(QStringList winners MEMBER winners)
    Q_PROPERTY(QStringList players MEMBER players)  // seat order
    Q_PROPERTY(
        QVariantList finalLevels MEMBER finalLevels)  // int per player; Trophy points in Munchkin Panic

public:
    qint64 id = 0;
    QString name;
    QDateTime playedAt;
    int actions = 0;
    int turns = 1;
    QStringList winners;
    QStringList players;
    QVariantList finalLevels;

    friend bool operator==(const GameSummaryView&, const GameSummaryView&) = default;
};

struct KindRecordsView {
    Q_GADGET
    Q_PROPERTY(QString kind MEMBER kind)        // "deluxe", ..., "panic-standard", ...
    Q_PROPERTY(QString edition MEMBER edition)  // "deluxe", ..., "panic"
    Q_PROPERTY(QString mode MEMBER mode)        // Munchkin Panic's mode; empty in the card games
    Q_PROPERTY(bool panic MEMBER panic)
    Q_PROPERTY(int games MEMBER games)
    Q_PROPERTY(QVariantList players MEMBER players)        // PlayerRecordView, by name
    Q_PROPERTY(QVariantList mostFought MEMBER mostFought)  // MonsterCountView, most first
    Q_PROPERTY(QVariantList deadliest MEMBER deadliest)
    Q_PROPERTY(arbiter::app::views::GameSummaryView longest MEMBER longest)
    Q_PROPERTY(QVariantList recent MEMBER recent)  // GameSummaryView, oldest first

public:
    QString kind;
    QString edition;
    QString mode;
    bool panic = false;
    int games = 0;
    QVariantList players;
    QVariantList mostFought;
    QVariantList deadliest;
    GameSummaryView longest;
    QVariantList recent;

    friend bool operator==(const KindRecordsView&, const KindRecordsView&) = default;
};

struct RecordsView {
    Q_GADGET
    Q_PROPERTY(bool valid MEMBER valid)  // false: no file, or it could not be read (see error)
    Q_PROPERTY(QString error MEMBER error)
    Q_PROPERTY(int games MEMBER games)  // counted, after the filter
    Q_PROPERTY(int allGames MEMBER allGames)
    Q_PROPERTY(QStringList playerNames MEMBER playerNames)
    Q_PROPERTY(QVariantList kinds MEMBER kinds)  // KindRecordsView

public:
    bool valid = false;
    QString error;
    int games = 0;
    int allGames = 0;
    QStringList playerNames;
    QVariantList kinds;

    friend bool operator==(const RecordsView&, const RecordsView&) = default;
};

RecordsView recordsViewOf(const db::FileRecords& records);

}  // namespace arbiter::app::views
