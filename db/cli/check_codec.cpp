#include "db/cli/check_codec.h"

#include "db/cli/munchkin_check_codec.h"
#include "db/cli/panic_check_codec.h"
#include "db/codec/json_reader.h"
#include "db/codec/munchkin_json.h"
#include "db/codec/panic_json.h"
#include "db/store/logging.h"
#include "rules/munchkin/edition.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include <exception>

using namespace Qt::StringLiterals;

namespace arbiter::db {

namespace mk = rules::munchkin;

namespace {

constexpr int maxIdLength = 64;

std::string_view view(const QByteArray& utf8)
{
    return std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size()));
}

CheckOutcome refusal(const FieldIssue& issue, int exitCode = 2)
{
    const QJsonObject error{{u"message"_s, issue.message}, {u"field"_s, issue.field}};
    QString line = issue.field.isEmpty() ? issue.message : issue.field + u": "_s + issue.message;
    line.replace(u'\n', u' ').replace(u'\r', u' ');
    return {exitCode, QJsonDocument(QJsonObject{{u"error"_s, error}}).toJson(QJsonDocument::Compact),
            u"arbiter-cli: "_s + line};
}

QString checkNames()
{
    QStringList names;
    for (const MunchkinCheckEntry& entry : munchkinChecks())
        names.append(toQString(entry.name));
    for (const PanicCheckEntry& entry : panicChecks())
        names.append(toQString(entry.name));
    return names.join(u", ");
}

QString editionNames()
{
    QStringList names;
    for (const mk::EditionProfile& profile : mk::allEditions())
        names.append(toQString(profile.id));
    return names.join(u", ");
}

// The check a request asks for: one of the card games' or one of Munchkin Panic's.
struct CheckChoice {
    const MunchkinCheckEntry* munchkin = nullptr;
    const PanicCheckEntry* panic = nullptr;
};

CheckChoice readCheck(JsonReader& request)
{
    const QString name = request.string(u"check"_s, Need::Required, maxIdLength);
    if (request.failed())
        return {};
    const QByteArray utf8 = name.toUtf8();
    for (const MunchkinCheckEntry& entry : munchkinChecks())
        if (entry.name == view(utf8))
            return {&entry, nullptr};
    for (const PanicCheckEntry& entry : panicChecks())
        if (entry.name == view(utf8))
            return {nullptr, &entry};
    request.fail(u"check"_s, u"unknown check \"%1\"; the checks are %2"_s.arg(name, checkNames()));
    return {};
}

const mk::EditionProfile* readEdition(JsonReader& request, std::string_view check)
{
    const QString id = request.string(u"edition"_s, Need::Required, maxIdLength);
    if (request.failed())
        return nullptr;
    const QByteArray utf8 = id.toUtf8();
    if (view(utf8) == panicEdition) {
        request.fail(u"edition"_s,
                     u"\"panic\" is Munchkin Panic, which only the panic.* checks take; the "
                     u"card-game check \"%1\" takes one of %2"_s.arg(toQString(check), editionNames()));
        return nullptr;
    }
    const std::optional<mk::Edition> edition = mk::editionFromId(view(utf8));
    if (!edition) {
        request.fail(u"edition"_s, u"unknown edition \"%1\"; the editions are %2"_s.arg(id, editionNames()));
        return nullptr;
    }
    return &mk::profile(*edition);
}

// A Panic check takes the edition "panic" or none at all.
void answerPanic(const PanicCheckEntry& check, JsonReader& request, QJsonObject& answer)
{
    const QString id = request.string(u"edition"_s, Need::Optional, maxIdLength);
    if (!id.isEmpty() && id != toQString(panicEdition)) {
        request.fail(u"edition"_s,
                     u"the Munchkin Panic check \"%1\" takes the edition \"panic\" or none, got \"%2\""_s.arg(
                         toQString(check.name), id));
        return;
    }
    const rules::panic::Options options = readPanicOptions(request);
    if (request.failed())
        return;
    answer[u"check"_s] = toQString(check.name);
    answer[u"edition"_s] = toQString(panicEdition);
    answer[u"options"_s] = toJson(options);
    check.answer(options, request, answer);
}

// Reads the request and writes the answer; errors go to the request's issues.
void answerRequest(JsonReader& request, QJsonObject& answer)
{
    const auto [check, panicCheck] = readCheck(request);
    if (panicCheck) {
        answerPanic(*panicCheck, request, answer);
        return;
    }
    if (!check)
        return;
    const mk::EditionProfile* profile = readEdition(request, check->name);
    if (!profile)
        return;
    const mk::Options options = readOptions(request);
    const CheckContext context{*profile, options, mk::winningLevel(*profile, options)};
    answer[u"check"_s] = toQString(check->name);
    answer[u"edition"_s] = toQString(profile->id);
    check->answer(context, request, answer);
}

CheckOutcome judge(const QByteArray& requestJson)
{
    if (requestJson.size() > maxCheckRequestBytes)
        return refusal({QString(), u"the request is larger than %1 bytes"_s.arg(maxCheckRequestBytes)});
    if (requestJson.trimmed().isEmpty())
        return refusal({QString(), u"the request is empty: expected one JSON object"_s});
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(requestJson, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return refusal(
            {QString(), u"the request is not valid JSON: %1 at offset %2"_s.arg(parseError.errorString())
                            .arg(parseError.offset)});
    if (!document.isObject())
        return refusal({QString(), u"the request must be a JSON object, got %1"_s.arg(
                                       document.isArray() ? u"an array"_s : u"a single value"_s)});

    JsonIssues issues;
    JsonReader request(document.object(), QString(), &issues);
    QJsonObject answer;
    answerRequest(request, answer);
    if (issues.failed())
        return refusal(*issues.error());
    request.finish();
    if (!issues.warnings().isEmpty()) {
        QJsonArray warnings;
        for (const FieldIssue& warning : issues.warnings())
            warnings.append(QJsonObject{{u"field"_s, warning.field}, {u"message"_s, warning.message}});
        answer[u"warnings"_s] = warnings;
    }
    return {0, QJsonDocument(answer).toJson(QJsonDocument::Compact), QString()};
}

}  // namespace

CheckOutcome runCheck(const QByteArray& requestJson)
{
    try {
        const CheckOutcome outcome = judge(requestJson);
        qCDebug(lcDb) << "check answered with exit code" << outcome.exitCode;
        return outcome;
    } catch (const std::exception& error) {
        // Nothing below throws by design; running out of memory is the one way to get here.
        qCWarning(lcDb) << "check failed:" << error.what();
        return refusal({QString(), u"internal error: %1"_s.arg(QString::fromUtf8(error.what()))}, 1);
    }
}

}  // namespace arbiter::db
