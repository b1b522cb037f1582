#include "app/report/gamereports.h"

#include "app/models/gamesmodel.h"
#include "app/models/historymodel.h"
#include "app/report/report_painter.h"
#include "app/report/report_words.h"

#include "app/views/table_words.h"

#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

namespace arbiter::app {

namespace {

// A file name from the game's name: letters, digits, spaces and dashes kept, the rest dropped.
QString fileStem(const QString& gameName)
{
    QString stem;
    for (const QChar c : gameName)
        if (c.isLetterOrNumber() || c == u' ' || c == u'-' || c == u'_')
            stem.append(c);
    stem = stem.simplified();
    return stem.isEmpty() ? u"Arbiter report"_s : stem;
}

}  // namespace

GameReports::GameReports(QObject* parent) : QObject(parent)
{}

void GameReports::setSession(GameSession* session)
{
    if (m_session == session)
        return;
    m_session = session;
    emit sessionChanged();
}

void GameReports::setLastError(const QString& error)
{
    if (m_lastError == error)
        return;
    m_lastError = error;
    emit lastErrorChanged();
}

views::GameReportView GameReports::report()
{
    if (!m_session || !m_session->hasGame()) {
        setLastError(tr("No game is open."));
        return {};
    }
    db::StoreResult<views::GameReportView> view = views::openGameReport(*m_session->core());
    if (!view) {
        setLastError(view.error().message);
        return {};
    }
    setLastError({});
    return view.value();
}

views::RecordsView GameReports::records(const QString& player, const QString& from, const QString& to)
{
    views::RecordsView view;
    if (!m_session || !m_session->core()->hasFile()) {
        view.error = tr("No file is open.");
        setLastError(view.error);
        return view;
    }
    db::RecordsFilter filter{player.trimmed(), QDate::fromString(from, Qt::ISODate),
                             QDate::fromString(to, Qt::ISODate)};
    for (const auto& [text, day, field] :
         {std::tuple{from, filter.from, "from"}, std::tuple{to, filter.to, "to"}})
        if (!text.isEmpty() && !day.isValid()) {
            view.error = tr("%1: \"%2\" is not a day (yyyy-mm-dd).").arg(QLatin1StringView(field), text);
            setLastError(view.error);
            return view;
        }
    db::StoreResult<db::FileRecords> records = m_session->core()->records(filter);
    if (!records) {
        view.error = records.error().message;
        setLastError(view.error);
        return view;
    }
    setLastError({});
    return views::recordsViewOf(records.value());
}

QString GameReports::save(const QString& format, const QString& directory)
{
    if (format != u"png" && format != u"pdf") {
        setLastError(tr("format: \"%1\" is neither png nor pdf.").arg(format));
        return {};
    }
    const views::GameReportView view = report();
    if (!view.valid)
        return {};
    QString folder = directory;
    if (folder.isEmpty()) {
        const auto where =
            format == u"png" ? QStandardPaths::PicturesLocation : QStandardPaths::DocumentsLocation;
        folder = QStandardPaths::writableLocation(where);
        if (folder.isEmpty())
            folder = QDir::homePath();
    }
    if (!QDir().mkpath(folder)) {
        setLastError(tr("%1 cannot be created.").arg(QDir::toNativeSeparators(folder)));
        return {};
    }
    const QString stem = fileStem(view.gameName);
    QString path = QDir(folder).filePath(u"%1.%2"_s.arg(stem, format));
    for (int n = 2; QFileInfo::exists(path); ++n)  // never overwrite an earlier report
        path = QDir(folder).filePath(u"%1 (%2).%3"_s.arg(stem).arg(n).arg(format));

    const ReportHeading heading{view.gameName,
                                tr("%1 · %2 · %3")
                                    .arg(report_words::kindTitle(view.edition, view.mode),
                                         report_words::gameLength(view.turns, view.actions),
                                         QLocale().toString(QDate::currentDate(), QLocale::LongFormat))};
    const ReportPainter painter(heading, view,
                                view.panic ? QVariantList() : m_session->history()->levelSeries());
    if (format == u"png") {
        if (!painter.image(1200).save(path, "PNG")) {
            setLastError(tr("%1 cannot be written.").arg(QDir::toNativeSeparators(path)));
            return {};
        }
        return path;
    }
    QString error;
    if (!painter.writePdf(path, &error)) {
        setLastError(error);
        return {};
    }
    return path;
}

QString GameReports::outcomeText(const views::GameReportView& report) const
{
    return report.valid ? report_words::outcome(report) : QString();
}

QString GameReports::fightText(const views::BiggestFightView& fight) const
{
    return report_words::biggestFight(fight);
}

QString GameReports::fightCardsText(const views::BiggestFightView& fight) const
{
    return report_words::fightCards(fight);
}

QString GameReports::structureText(const views::StructureLossView& loss) const
{
    return report_words::structureLoss(loss);
}

QString GameReports::lengthText(int turns, int actions) const
{
    return report_words::gameLength(turns, actions);
}

QString GameReports::monstersText(const QVariantList& counts, int limit) const
{
    QStringList shown;
    for (const QVariant& entry : counts.mid(0, limit)) {
        const auto monster = entry.value<views::MonsterCountView>();
        shown.append(tr("%1 (%2)").arg(monster.name).arg(monster.count));
    }
    return joinedNames(shown);
}

QString GameReports::kindTitle(const QString& edition, const QString& mode) const
{
    return report_words::kindTitle(edition, mode);
}

QVariantList GameReports::figures(const views::ReportPlayerView& player, bool panic) const
{
    QVariantList list;
    for (const ReportFigure& figure : report_words::playerFigures(player, panic))
        list.append(QVariant::fromValue(figure));
    return list;
}

QVariantList GameReports::recentSeries(const views::KindRecordsView& kind) const
{
    QStringList names;
    QHash<QString, QVariantList> games;
    QHash<QString, QVariantList> levels;
    for (qsizetype i = 0; i < kind.recent.size(); ++i) {
        const auto game = kind.recent[i].value<views::GameSummaryView>();
        for (qsizetype seat = 0; seat < game.players.size(); ++seat) {
            const QString& name = game.players[seat];
            if (!names.contains(name))
                names.append(name);
            games[name].append(static_cast<int>(i + 1));
            levels[name].append(game.finalLevels.value(seat));
        }
    }
    QVariantList series;
    for (qsizetype line = 0; line < names.size(); ++line)
        series.append(QVariantMap{{u"name"_s, names[line]},
                                  {u"colour"_s, views::defaultPlayerColour(static_cast<int>(line))},
                                  {u"turns"_s, games[names[line]]},
                                  {u"levels"_s, levels[names[line]]}});
    return series;
}

int GameReports::recentTop(const views::KindRecordsView& kind) const
{
    int top = 1;
    for (const QVariant& entry : kind.recent)
        for (const QVariant& level : entry.value<views::GameSummaryView>().finalLevels)
            top = std::max(top, level.toInt());
    return top;
}

}  // namespace arbiter::app
