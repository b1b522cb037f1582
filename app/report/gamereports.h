#pragma once
// After the game, for QML: the open game's report, the file's records (filtered by a player and the days
// played) and the report shared as a PNG image or a PDF. It follows a GameSession; every figure is
// counted by the session core's replay (app/core/core_stats.cpp), nothing is kept between calls.

#include "app/report/report_words.h"
#include "app/session/gamesession.h"
#include "app/views/report_view.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <qqmlregistration.h>

namespace arbiter::app {

class GameReports : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(arbiter::app::GameSession* session READ session WRITE setSession NOTIFY sessionChanged)
    // Why the last report, records or save failed; empty after a success.
    Q_PROPERTY(QString lastError READ lastError NOTIFY lastErrorChanged)

public:
    explicit GameReports(QObject* parent = nullptr);

    GameSession* session() const { return m_session; }
    void setSession(GameSession* session);
    QString lastError() const { return m_lastError; }

    // The open game's report (valid is false when no game is open or the file cannot be read).
    Q_INVOKABLE arbiter::app::views::GameReportView report();
    // The records of the games that `player` sat in (any player when empty), last played between the
    // days `from` and `to` ("yyyy-MM-dd", open-ended when empty).
    Q_INVOKABLE arbiter::app::views::RecordsView records(const QString& player = {}, const QString& from = {},
                                                         const QString& to = {});
    // Writes the open game's report as "png" or "pdf" into `directory` (the user's pictures or documents
    // folder when empty) and returns the file's path, or an empty string with lastError set.
    Q_INVOKABLE QString save(const QString& format, const QString& directory = {});

    // The report's words (report_words.h), so the page and the shared files say the same.
    Q_INVOKABLE QString outcomeText(const arbiter::app::views::GameReportView& report) const;
    Q_INVOKABLE QString fightText(const arbiter::app::views::BiggestFightView& fight) const;
    Q_INVOKABLE QString fightCardsText(const arbiter::app::views::BiggestFightView& fight) const;
    Q_INVOKABLE QString structureText(const arbiter::app::views::StructureLossView& loss) const;
    Q_INVOKABLE QString lengthText(int turns, int actions) const;
    // "Net Troll (3), Orc (2) and Plutonium Dragon (1)": the first `limit` of MonsterCountView entries.
    Q_INVOKABLE QString monstersText(const QVariantList& counts, int limit) const;
    Q_INVOKABLE QString kindTitle(const QString& edition, const QString& mode) const;
    // A player's figures in order (ReportFigure: label and value).
    Q_INVOKABLE QVariantList figures(const arbiter::app::views::ReportPlayerView& player, bool panic) const;
    // The last games of a kind as LevelChart's series: one line per player, x the game's number (1 for
    // the oldest shown), y their final Level (Trophy points in Munchkin Panic).
    Q_INVOKABLE QVariantList recentSeries(const arbiter::app::views::KindRecordsView& kind) const;
    // The highest final figure of those games (the chart's top).
    Q_INVOKABLE int recentTop(const arbiter::app::views::KindRecordsView& kind) const;

Q_SIGNALS:
    void sessionChanged();
    void lastErrorChanged();

private:
    void setLastError(const QString& error);

    QPointer<GameSession> m_session;
    QString m_lastError;
};

}  // namespace arbiter::app
