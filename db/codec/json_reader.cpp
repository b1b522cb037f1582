#include "db/codec/json_reader.h"
#include "db/codec/db_words.h"

#include <QJsonArray>

#include <cmath>
#include <utility>

using namespace Qt::StringLiterals;

namespace arbiter::db {
namespace {

// Lengths are counted in characters (code points), not UTF-16 units: an emoji is one character.
qsizetype characterCount(const QString& text)
{
    qsizetype count = 0;
    for (qsizetype i = 0; i < text.size(); ++i)
        if (!text.at(i).isLowSurrogate())
            ++count;
    return count;
}

// How a value that has the wrong type or range is named in a message: "got a string".
QString describe(const QJsonValue& value)
{
    switch (value.type()) {
    case QJsonValue::Bool:
        return value.toBool() ? u"true"_s : u"false"_s;
    case QJsonValue::Double:
        return QString::number(value.toDouble(), 'g', 15);
    case QJsonValue::String:
        return DbErrors::tr("a string");
    case QJsonValue::Array:
        return DbErrors::tr("an array");
    case QJsonValue::Object:
        return DbErrors::tr("an object");
    case QJsonValue::Null:
        return u"null"_s;
    case QJsonValue::Undefined:
        break;
    }
    return DbErrors::tr("nothing");
}

QString quoted(std::string_view name)
{
    return u'"' + QString::fromUtf8(name.data(), static_cast<qsizetype>(name.size())) + u'"';
}

// Whether `text` has anything but white space.
bool blank(const QString& text)
{
    return text.trimmed().isEmpty();
}

}  // namespace

void JsonIssues::fail(const QString& field, const QString& message)
{
    if (!m_error)
        m_error = FieldIssue{field, message};
}

void JsonIssues::warn(const QString& field, const QString& message)
{
    // A reader copied into a helper and finished there and again by its owner would say it twice.
    const QString key = field + u'\n' + message;
    if (m_warned.contains(key))
        return;
    m_warned.insert(key);
    m_warnings.append(FieldIssue{field, message});
}

JsonReader::JsonReader(QJsonObject object, QString path, JsonIssues* issues)
    : m_object(std::move(object)), m_path(std::move(path)), m_issues(issues)
{}

QString JsonReader::fieldPath(const QString& key) const
{
    if (key.isEmpty())
        return m_path;
    return m_path.isEmpty() ? key : m_path + u'.' + key;
}

QString JsonReader::indexPath(const QString& key, qsizetype index) const
{
    return fieldPath(key) + u'[' + QString::number(index) + u']';
}

void JsonReader::fail(const QString& key, const QString& message)
{
    m_issues->fail(fieldPath(key), message);
}

QJsonValue JsonReader::take(const QString& key)
{
    m_known.insert(key);
    // After the first error every field reads as absent, so every read gives its fallback (and a
    // second complaint is dropped: only the first error is reported).
    if (failed())
        return QJsonValue(QJsonValue::Undefined);
    const QJsonValue value = m_object.value(key);
    return value.isNull() ? QJsonValue(QJsonValue::Undefined) : value;
}

bool JsonReader::has(const QString& key)
{
    return !take(key).isUndefined();
}

int JsonReader::integer(const QString& key, int min, int max, int fallback)
{
    const QJsonValue value = take(key);
    if (value.isUndefined())
        return fallback;
    const double number = value.toDouble();
    const bool whole = value.isDouble() && std::isfinite(number) && std::trunc(number) == number;
    if (!whole || number < min || number > max) {
        fail(key,
             DbErrors::tr("must be an integer from %1 to %2, got %3").arg(min).arg(max).arg(describe(value)));
        return fallback;
    }
    return static_cast<int>(number);
}

int JsonReader::requiredInteger(const QString& key, int min, int max)
{
    if (!has(key)) {
        fail(key, DbErrors::tr("is required: an integer from %1 to %2").arg(min).arg(max));
        return min;
    }
    return integer(key, min, max, min);
}

bool JsonReader::boolean(const QString& key, bool fallback)
{
    const QJsonValue value = take(key);
    if (value.isUndefined())
        return fallback;
    if (!value.isBool()) {
        fail(key, DbErrors::tr("must be true or false, got %1").arg(describe(value)));
        return fallback;
    }
    return value.toBool();
}

QString JsonReader::string(const QString& key, Need need, int maxLength)
{
    const QJsonValue value = take(key);
    if (value.isUndefined()) {
        if (need == Need::Required)
            fail(key, DbErrors::tr("is required: a string"));
        return {};
    }
    if (!value.isString()) {
        fail(key, DbErrors::tr("must be a string, got %1").arg(describe(value)));
        return {};
    }
    const QString text = value.toString();
    if (blank(text)) {
        fail(key, DbErrors::tr("must not be empty"));
        return {};
    }
    if (const qsizetype length = characterCount(text); length > maxLength) {
        fail(key, DbErrors::tr("must be at most %1 characters long, got %2").arg(maxLength).arg(length));
        return {};
    }
    return text;
}

QStringList JsonReader::strings(const QString& key, int maxItems, int maxLength)
{
    const QJsonValue value = take(key);
    if (value.isUndefined())
        return {};
    if (!value.isArray()) {
        fail(key, DbErrors::tr("must be an array of strings, got %1").arg(describe(value)));
        return {};
    }
    const QJsonArray array = value.toArray();
    if (array.size() > maxItems) {
        fail(key, DbErrors::tr("must have at most %1 entries, got %2").arg(maxItems).arg(array.size()));
        return {};
    }
    QStringList result;
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QJsonValue item = array.at(i);
        QString problem;
        if (!item.isString())
            problem = DbErrors::tr("must be a string, got %1").arg(describe(item));
        else if (blank(item.toString()))
            problem = DbErrors::tr("must not be empty");
        else if (characterCount(item.toString()) > maxLength)
            problem = DbErrors::tr("must be at most %1 characters long").arg(maxLength);
        if (!problem.isEmpty()) {
            m_issues->fail(indexPath(key, i), problem);
            return {};
        }
        result.append(item.toString());
    }
    return result;
}

QList<int> JsonReader::integers(const QString& key, int min, int max, int maxItems)
{
    const QJsonValue value = take(key);
    if (value.isUndefined())
        return {};
    if (!value.isArray()) {
        fail(key, DbErrors::tr("must be an array of integers, got %1").arg(describe(value)));
        return {};
    }
    const QJsonArray array = value.toArray();
    if (array.size() > maxItems) {
        fail(key, DbErrors::tr("must have at most %1 entries, got %2").arg(maxItems).arg(array.size()));
        return {};
    }
    QList<int> result;
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QJsonValue item = array.at(i);
        const double number = item.toDouble();
        const bool whole = item.isDouble() && std::isfinite(number) && std::trunc(number) == number;
        if (!whole || number < min || number > max) {
            m_issues->fail(indexPath(key, i), DbErrors::tr("must be an integer from %1 to %2, got %3")
                                                  .arg(min)
                                                  .arg(max)
                                                  .arg(describe(item)));
            return {};
        }
        result.append(static_cast<int>(number));
    }
    return result;
}

std::optional<JsonReader> JsonReader::object(const QString& key, Need need)
{
    const QJsonValue value = take(key);
    if (value.isUndefined()) {
        if (need == Need::Required)
            fail(key, DbErrors::tr("is required: an object"));
        return std::nullopt;
    }
    if (!value.isObject()) {
        fail(key, DbErrors::tr("must be an object, got %1").arg(describe(value)));
        return std::nullopt;
    }
    return JsonReader(value.toObject(), fieldPath(key), m_issues);
}

QList<JsonReader> JsonReader::objects(const QString& key, Need need, int minItems, int maxItems)
{
    const QJsonValue value = take(key);
    if (value.isUndefined()) {
        if (need == Need::Required)
            fail(key, DbErrors::tr("is required: an array of objects"));
        return {};
    }
    if (!value.isArray()) {
        fail(key, DbErrors::tr("must be an array of objects, got %1").arg(describe(value)));
        return {};
    }
    const QJsonArray array = value.toArray();
    if (array.size() < minItems) {
        fail(key, minItems == 1 ? DbErrors::tr("must have at least 1 entry")
                                : DbErrors::tr("must have at least %1 entries").arg(minItems));
        return {};
    }
    if (array.size() > maxItems) {
        fail(key, DbErrors::tr("must have at most %1 entries, got %2").arg(maxItems).arg(array.size()));
        return {};
    }
    QList<JsonReader> result;
    result.reserve(array.size());
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QJsonValue item = array.at(i);
        if (!item.isObject()) {
            m_issues->fail(indexPath(key, i), DbErrors::tr("must be an object, got %1").arg(describe(item)));
            return {};
        }
        result.append(JsonReader(item.toObject(), indexPath(key, i), m_issues));
    }
    return result;
}

std::optional<std::size_t> JsonReader::choiceIndex(const QString& key,
                                                   std::span<const std::string_view> names, Need need)
{
    const QJsonValue value = take(key);
    if (value.isUndefined() && need == Need::Optional)
        return std::nullopt;
    if (value.isString()) {
        const QByteArray text = value.toString().toUtf8();
        const std::string_view given(text.constData(), static_cast<std::size_t>(text.size()));
        for (std::size_t i = 0; i < names.size(); ++i)
            if (given == names[i])
                return i;
    }
    QStringList allowed;
    for (std::string_view name : names)
        allowed.append(quoted(name));
    if (value.isUndefined()) {
        fail(key, DbErrors::tr("is required: one of %1").arg(allowed.join(u", ")));
        return std::nullopt;
    }
    const bool shortString = value.isString() && characterCount(value.toString()) <= maxNameLength;
    fail(key, DbErrors::tr("must be one of %1, got %2")
                  .arg(allowed.join(u", "), shortString ? u'"' + value.toString() + u'"' : describe(value)));
    return std::nullopt;
}

void JsonReader::finish()
{
    for (auto it = m_object.constBegin(); it != m_object.constEnd(); ++it)
        if (!m_known.contains(it.key()))
            // An empty key gets a path of its own; fieldPath("") is the object itself.
            m_issues->warn(it.key().isEmpty() ? m_path + u"[\"\"]"_s : fieldPath(it.key()),
                           DbErrors::tr("unknown field, ignored"));
}

}  // namespace arbiter::db
