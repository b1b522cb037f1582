#include "db/cli/card_command.h"

#include "db/codec/card_json.h"
#include "db/store/card_library.h"
#include "db/store/file_probe.h"
#include "db/store/log_sql.h"
#include "db/store/logging.h"
#include "rules/munchkin/edition.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QScopeGuard>

#include <array>
#include <exception>

using namespace Qt::StringLiterals;

namespace arbiter::db {

namespace {

constexpr std::array verbNames = {
    Named<CardVerb>{"list", CardVerb::List},     Named<CardVerb>{"find", CardVerb::Find},
    Named<CardVerb>{"add", CardVerb::Add},       Named<CardVerb>{"forget", CardVerb::Forget},
    Named<CardVerb>{"import", CardVerb::Import}, Named<CardVerb>{"export", CardVerb::Export},
};

// The log verbs' exit codes (docs/log.md, "Exit codes and errors"); the file's own refusals are
// fileRefusalExitCode()'s.
enum Exit : int {
    exitRefused = 2,
    exitNoFile = 4,
};

LogOutcome refusal(const QString& field, const QString& message, int exitCode = exitRefused)
{
    const QJsonObject error{{u"message"_s, message}, {u"field"_s, field}};
    QString line = field.isEmpty() || message.startsWith(field) ? message : field + u": "_s + message;
    line.replace(u'\n', u' ').replace(u'\r', u' ');
    return {exitCode, QJsonDocument(QJsonObject{{u"error"_s, error}}).toJson(QJsonDocument::Compact),
            u"arbiter-cli cards: "_s + line};
}

// A request's field for BadRequest and NotFound; the file (--db) for the rest, each with its exit code.
LogOutcome refusal(const StoreError& error, const QString& field = QString())
{
    if (error.kind == StoreErrorKind::BadRequest)
        return refusal(error.field.isEmpty() ? field : error.field, error.message);
    if (error.kind == StoreErrorKind::NotFound)
        return refusal(field, error.message);
    return refusal(u"--db"_s, error.message, fileRefusalExitCode(error.kind));
}

LogOutcome openRefusal(const StoreError& error)
{
    if (error.kind == StoreErrorKind::NotFound)
        return refusal(u"--db"_s, error.message, exitNoFile);
    return refusal(error);
}

LogOutcome answer(const QJsonObject& object, QJsonDocument::JsonFormat format = QJsonDocument::Compact)
{
    return {0, QJsonDocument(object).toJson(format).trimmed(), QString()};
}

// A card as the library holds it: the card pack's fields, then its id, uses and times.
QJsonObject rowJson(const CardRow& row)
{
    QJsonObject object = cardToJson(row.card);
    object[u"id"_s] = row.id;
    object[u"uses"_s] = row.useCount;
    if (row.lastUsedAt.isValid())
        object[u"lastUsedAt"_s] = row.lastUsedAt.toUTC().toString(Qt::ISODateWithMs);
    object[u"updatedAt"_s] = row.updatedAt.toUTC().toString(Qt::ISODateWithMs);
    return object;
}

LogOutcome rowsAnswer(const StoreResult<QList<CardRow>>& rows)
{
    if (!rows)
        return refusal(rows.error());
    QJsonArray list;
    for (const CardRow& row : rows.value())
        list.append(rowJson(row));
    return answer({{u"cards"_s, list}});
}

// The JSON object on stdin, or a refusal naming what is wrong with it.
std::optional<QJsonObject> readInput(const QByteArray& input, const QString& what, LogOutcome& refused)
{
    if (input.size() > maxCardInputBytes) {
        refused = refusal(QString(), u"the input is larger than %1 bytes"_s.arg(maxCardInputBytes));
        return std::nullopt;
    }
    if (input.trimmed().isEmpty()) {
        refused = refusal(QString(), u"the input is empty: expected %1 on stdin"_s.arg(what));
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(input, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        refused =
            refusal(QString(), u"the input is not valid JSON: %1 at offset %2"_s.arg(parseError.errorString())
                                   .arg(parseError.offset));
        return std::nullopt;
    }
    if (!document.isObject()) {
        refused = refusal(QString(), u"the input must be %1"_s.arg(what));
        return std::nullopt;
    }
    return document.object();
}

LogOutcome addCard(CardLibrary& library, const QByteArray& input)
{
    LogOutcome refused;
    const std::optional<QJsonObject> object = readInput(input, u"one card, a JSON object"_s, refused);
    if (!object)
        return refused;
    JsonIssues issues;
    const std::optional<LibraryCard> card = readLibraryCard(*object, QString(), issues);
    if (!card)
        return refusal(issues.error()->field, issues.error()->message);
    bool replaced = false;
    StoreResult<CardRow> row = library.save(*card, &replaced);
    if (!row)
        return refusal(row.error());
    return answer({{u"card"_s, rowJson(row.value())}, {u"replaced"_s, replaced}});
}

LogOutcome importCards(CardLibrary& library, const QByteArray& input)
{
    LogOutcome refused;
    const std::optional<QJsonObject> object = readInput(input, u"a card pack, a JSON object"_s, refused);
    if (!object)
        return refused;
    JsonIssues issues;
    const std::optional<QList<LibraryCard>> cards = readCardPack(*object, issues);
    if (!cards)
        return refusal(issues.error()->field, issues.error()->message);
    StoreResult<CardImport> imported = library.importPack(*cards);
    if (!imported)
        return refusal(imported.error());
    return answer({{u"added"_s, imported.value().added}, {u"replaced"_s, imported.value().replaced}});
}

// forget NAME --edition E [--kind K]: without --kind the name must be on one card of the edition only.
LogOutcome forgetCard(CardLibrary& library, const CardRequest& request, std::optional<CardKind> kind)
{
    if (request.edition.isEmpty())
        return refusal(u"--edition"_s, u"forget needs the card's edition: --edition deluxe, ..."_s);
    QList<CardRow> matches;
    for (const Named<CardKind>& entry : cardKindNames) {
        if (kind && entry.value != *kind)
            continue;
        StoreResult<std::optional<CardRow>> found =
            library.lookup(request.edition, entry.value, request.text);
        if (!found)
            return refusal(found.error());
        if (found.value())
            matches.append(*found.value());
    }
    if (matches.isEmpty()) {
        return refusal(u"name"_s,
                       u"the %1 library has no %2called “%3”"_s.arg(
                           request.edition, kind ? kindId(*kind) + u" "_s : QString(), request.text));
    }
    if (matches.size() > 1) {
        QStringList kinds;
        for (const CardRow& row : matches)
            kinds.append(kindId(row.card.kind()));
        return refusal(u"--kind"_s, u"“%1” names cards of several kinds (%2): say which with --kind"_s.arg(
                                        request.text, kinds.join(u", "_s)));
    }
    if (auto error = library.forget(matches.first().id))
        return refusal(*error, u"name"_s);
    return answer({{u"forgotten"_s, rowJson(matches.first())}});
}

OpenMode modeOf(CardVerb verb)
{
    switch (verb) {
    case CardVerb::List:
    case CardVerb::Find:
    case CardVerb::Export:
        return OpenMode::Read;
    case CardVerb::Add:
    case CardVerb::Forget:
    case CardVerb::Import:
        break;
    }
    return OpenMode::Write;
}

LogOutcome runOn(LogStore& store, const CardRequest& request, std::optional<CardKind> kind)
{
    CardLibrary library(store);
    switch (request.verb) {
    case CardVerb::List:
        return rowsAnswer(library.list(request.edition, kind));
    case CardVerb::Find: {
        CardQuery query{request.edition, request.text, {}, request.limit};
        if (kind)
            query.kinds.append(*kind);
        return rowsAnswer(library.find(query));
    }
    case CardVerb::Add:
        return addCard(library, request.input);
    case CardVerb::Forget:
        return forgetCard(library, request, kind);
    case CardVerb::Import:
        return importCards(library, request.input);
    case CardVerb::Export: {
        StoreResult<QJsonObject> pack = library.exportPack(request.edition);
        if (!pack)
            return refusal(pack.error());
        return answer(pack.value(), QJsonDocument::Indented);
    }
    }
    return refusal(QString(), u"unhandled verb"_s);
}

// add and import on a log that does not exist yet (or is empty): made under a temporary name and put in
// place only when the cards went in, so a refused request leaves no empty log behind (as `log new`).
// nullopt when another process made the log meanwhile: the cards then go into that one.
std::optional<LogOutcome> onNewFile(const CardRequest& request, std::optional<CardKind> kind)
{
    const QString path = QFileInfo(request.database).absoluteFilePath();
    const QString temp = detail::temporaryName(path);
    const auto cleanup = qScopeGuard([&temp] {
        for (const QString& suffix : {u""_s, u"-wal"_s, u"-shm"_s, u"-journal"_s})
            QFile::remove(temp + suffix);
    });
    LogOutcome outcome;
    {
        StoreResult<std::unique_ptr<LogStore>> opened = LogStore::open(temp, OpenMode::Write);
        outcome = opened ? runOn(*opened.value(), request, kind) : openRefusal(opened.error());
    }
    if (outcome.exitCode == 0 && QFileInfo(temp + u"-wal"_s).size() > 0)
        outcome = refusal(detail::diskFull(path));
    if (outcome.exitCode != 0) {
        outcome.output.replace(temp.toUtf8(), path.toUtf8());
        outcome.diagnostic.replace(temp, path);
        return outcome;
    }
    StoreResult<bool> placed = detail::placeNewFile(temp, path);
    if (!placed)
        return openRefusal(placed.error());
    if (!placed.value())
        return std::nullopt;
    return outcome;
}

LogOutcome run(const CardRequest& request)
{
    if (request.database.isEmpty())
        return refusal(u"--db"_s, u"no log file given: use --db FILE"_s);
    if (!request.edition.isEmpty() && !rules::munchkin::editionFromId(request.edition.toStdString())) {
        return refusal(u"--edition"_s,
                       u"“%1” is not a Munchkin edition (deluxe, cthulhu, nightmare, pathfinder)"_s.arg(
                           request.edition));
    }
    std::optional<CardKind> kind;
    if (!request.kind.isEmpty()) {
        for (const Named<CardKind>& entry : cardKindNames)
            if (request.kind == kindId(entry.value))
                kind = entry.value;
        if (!kind) {
            return refusal(u"--kind"_s,
                           u"“%1” is not a kind of card (monster, enhancer, one-shot, item, ride, "
                           u"hireling, curse)"_s.arg(request.kind));
        }
    }
    if (request.verb == CardVerb::Forget && request.text.trimmed().isEmpty())
        return refusal(u"name"_s, u"forget needs the card's name"_s);
    const QFileInfo info(request.database);
    const bool isNew = !info.exists() || (info.isFile() && info.size() == 0);
    if ((request.verb == CardVerb::Add || request.verb == CardVerb::Import) && isNew) {
        if (std::optional<LogOutcome> made = onNewFile(request, kind))
            return *made;
    }
    StoreResult<std::unique_ptr<LogStore>> opened = LogStore::open(request.database, modeOf(request.verb));
    if (!opened)
        return openRefusal(opened.error());
    return runOn(*opened.value(), request, kind);
}

}  // namespace

std::optional<CardVerb> cardVerbFromName(const QString& name)
{
    for (const Named<CardVerb>& entry : verbNames)
        if (name == QLatin1StringView(entry.name.data(), static_cast<qsizetype>(entry.name.size())))
            return entry.value;
    return std::nullopt;
}

bool cardVerbReadsInput(CardVerb verb)
{
    return verb == CardVerb::Add || verb == CardVerb::Import;
}

bool cardVerbTakesText(CardVerb verb)
{
    return verb == CardVerb::Find || verb == CardVerb::Forget;
}

LogOutcome runCards(const CardRequest& request)
{
    try {
        return run(request);
    } catch (const std::exception& error) {
        // Nothing below throws by design; running out of memory is the one way to get here.
        qCWarning(lcDb) << "cards command failed:" << error.what();
        return refusal(QString(), u"internal error: %1"_s.arg(QString::fromUtf8(error.what())), 1);
    }
}

}  // namespace arbiter::db
