#include "app/report/gamereports.h"

#include "app/models/historymodel.h"
#include "app/report/report_painter.h"
#include "app/report/report_words.h"

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

}  // namespace arbiter::app
