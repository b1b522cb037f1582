#pragma once
// Shared by the log store tests: sample rows, a real log to damage, and file snapshots to prove that a
// refusal changed nothing.

#include "db/store/log_store.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QString>
#include <QTest>

#include <memory>

namespace arbiter::db::test {

// A store the test needs to go on: a failure to open it ends the test run with the store's message.
inline std::unique_ptr<LogStore> openStoreOrDie(const QString& path, OpenMode mode = OpenMode::Write)
{
    StoreResult<std::unique_ptr<LogStore>> store = LogStore::open(path, mode);
    if (!store)
        qFatal("open %s: %s", qPrintable(path), qPrintable(store.error().message));
    return std::move(store).value();
}

inline NewGameRow sampleGame(const QString& uuid, const QString& name = QStringLiteral("Friday game"),
                             const QDateTime& created = QDateTime(QDate(2024, 3, 1), QTime(18, 0), Qt::UTC))
{
    NewGameRow game;
    game.uuid = uuid;
    game.name = name;
    game.edition = QStringLiteral("deluxe");
    game.players = {QStringLiteral("Ann"), QStringLiteral("Bob")};
    game.setup = QByteArrayLiteral(
        R"({"name":"Friday game","edition":"deluxe","players":[{"name":"Ann","sex":"female"},)"
        R"({"name":"Bob","sex":"male"}]})");
    game.createdAt = created;
    return game;
}

inline NewActionRow sampleAction(qint64 n)
{
    NewActionRow action;
    action.kind = QStringLiteral("change-level");
    action.payload = QByteArrayLiteral(R"({"kind":"change-level","player":"Ann","amount":1,"n":)")
                     + QByteArray::number(n) + '}';
    action.dice = QByteArrayLiteral("[]");
    action.verdict = QByteArrayLiteral(R"({"legal":true,"reasons":[]})");
    return action;
}

inline QByteArray fileBytes(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return QByteArray();
    return file.readAll();
}

// The names in a folder, hidden ones included: a refusal must not leave a -wal, -shm or .bak behind.
inline QStringList folderEntries(const QString& folder)
{
    return QDir(folder).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name);
}

// A closed log with one game of `count` actions (written in one import, so it is quick).
inline bool makeLog(const QString& path, int count)
{
    auto opened = LogStore::open(path, OpenMode::Write);
    if (!opened) {
        qWarning() << opened.error().message;
        return false;
    }
    QList<ActionRow> rows;
    for (int seq = 1; seq <= count; ++seq)
        rows.append(ActionRow{seq, seq - 1, sampleAction(seq), {}, {}});
    auto imported = opened.value()->importGame(sampleGame(QStringLiteral("real-log")), rows, count, count);
    if (!imported)
        qWarning() << imported.error().message;
    return imported.ok();
}

}  // namespace arbiter::db::test
