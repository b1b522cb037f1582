#include "db/store/action_rows.h"

#include "db/store/log_sql.h"
#include "db/store/raw_sql.h"

#include <sqlite3.h>

using namespace Qt::StringLiterals;

namespace arbiter::db::detail {

namespace {

// A column's text as the file holds it (NULL reads as empty, as Qt SQL read it).
QByteArray bytesOf(sqlite3_stmt* statement, int column)
{
    const auto* text = reinterpret_cast<const char*>(sqlite3_column_text(statement, column));
    if (!text)
        return QByteArray("");
    return QByteArray(text, sqlite3_column_bytes(statement, column));
}

QString textOf(sqlite3_stmt* statement, int column)
{
    const auto* text = reinterpret_cast<const char*>(sqlite3_column_text(statement, column));
    if (!text)
        return QString();
    return QString::fromUtf8(text, sqlite3_column_bytes(statement, column));
}

ActionRow rowOf(sqlite3_stmt* statement)
{
    ActionRow row;
    row.seq = sqlite3_column_int64(statement, 0);
    row.parent = sqlite3_column_int64(statement, 1);
    row.action.kind = textOf(statement, 2);
    row.action.format = sqlite3_column_int(statement, 3);
    row.action.payload = bytesOf(statement, 4);
    row.action.dice = bytesOf(statement, 5);
    row.action.verdict = bytesOf(statement, 6);
    row.action.recordedAtStored = textOf(statement, 7);
    row.action.recordedAt = timeOfStamp(row.action.recordedAtStored);
    row.hash = textOf(statement, 8);
    row.stateDigest = textOf(statement, 9);
    return row;
}

}  // namespace

QString actionColumns(int schema)
{
    return u"a.seq, a.parent, a.kind, a.format, a.payload, a.dice, a.verdict, a.recorded_at, "_s
           + (schema >= 4 ? u"a.hash, a.state_digest"_s : u"'', ''"_s);
}

namespace {

QByteArrayView viewOf(sqlite3_stmt* statement, int column)
{
    const auto* text = reinterpret_cast<const char*>(sqlite3_column_text(statement, column));
    if (!text)
        return QByteArrayView("", 0);
    return QByteArrayView(text, sqlite3_column_bytes(statement, column));
}

// Runs `sql` with `values` bound in order, handing each result row to `onRow`.
std::optional<StoreError> eachRow(const QSqlDatabase& db, const QString& path, const QString& sql,
                                  std::initializer_list<qint64> values,
                                  const std::function<void(sqlite3_stmt*)>& onRow)
{
    sqlite3* handle = handleOf(db);
    if (!handle)
        return StoreError{StoreErrorKind::Io, u"%1: the SQLite connection is not open."_s.arg(quoted(path))};
    Statement statement;
    const QByteArray text = sql.toUtf8();
    if (sqlite3_prepare_v2(handle, text.constData(), static_cast<int>(text.size()), statement.out(), nullptr)
        != SQLITE_OK)
        return errorOf(handle, path);
    int index = 1;
    for (const qint64 value : values) {
        if (sqlite3_bind_int64(statement.get(), index++, value) != SQLITE_OK)
            return errorOf(handle, path);
    }
    for (;;) {
        const int step = sqlite3_step(statement.get());
        if (step == SQLITE_DONE)
            return std::nullopt;
        if (step != SQLITE_ROW)
            return errorOf(handle, path);
        onRow(statement.get());
    }
}

}  // namespace

std::optional<StoreError> visitActionRows(const QSqlDatabase& db, const QString& path, const QString& sql,
                                          std::initializer_list<qint64> values,
                                          const std::function<void(const ActionRowView&)>& visit)
{
    return eachRow(db, path, sql, values, [&visit](sqlite3_stmt* row) {
        ActionRowView view;
        view.seq = sqlite3_column_int64(row, 0);
        view.parent = sqlite3_column_int64(row, 1);
        view.format = sqlite3_column_int(row, 3);
        // Each text fetched before the next: sqlite3_column_text() may move an earlier column's bytes
        // only when it converts that column, and every column here is read once, as text.
        view.kind = viewOf(row, 2);
        view.payload = viewOf(row, 4);
        view.dice = viewOf(row, 5);
        view.verdict = viewOf(row, 6);
        view.recordedAt = viewOf(row, 7);
        view.hash = viewOf(row, 8);
        view.stateDigest = viewOf(row, 9);
        visit(view);
    });
}

StoreResult<QList<ActionRow>> readActionRows(const QSqlDatabase& db, const QString& path, const QString& sql,
                                             std::initializer_list<qint64> values)
{
    QList<ActionRow> rows;
    if (std::optional<StoreError> error =
            eachRow(db, path, sql, values, [&rows](sqlite3_stmt* row) { rows.append(rowOf(row)); }))
        return *error;
    return rows;
}

QDateTime timeOfStamp(QStringView text)
{
    if (text.size() == 24 && text[4] == u'-' && text[7] == u'-' && text[10] == u'T' && text[13] == u':'
        && text[16] == u':' && text[19] == u'.' && text[23] == u'Z') {
        const auto number = [text](qsizetype from, qsizetype length) {
            int result = 0;
            for (qsizetype i = from; i < from + length; ++i) {
                if (text[i] < u'0' || text[i] > u'9')
                    return -1;
                result = result * 10 + (text[i].unicode() - u'0');
            }
            return result;
        };
        const QDate date(number(0, 4), number(5, 2), number(8, 2));
        const QTime time(number(11, 2), number(14, 2), number(17, 2), number(20, 3));
        if (date.isValid() && time.isValid())
            return QDateTime(date, time, Qt::UTC);
    }
    return QDateTime::fromString(text.toString(), Qt::ISODateWithMs).toUTC();
}

}  // namespace arbiter::db::detail
