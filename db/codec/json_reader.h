#pragma once
// A small validating reader over a JSON object. It knows the path of every field it reads
// ("monsters[1].enhancers[0].bonus"), yields typed values, records the first error it meets
// and lists the keys nobody asked for as warnings. After an error every read returns its
// fallback, so a caller can read a whole request and look at the outcome once.

#include <QJsonObject>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

#include <array>
#include <cstddef>
#include <optional>
#include <span>
#include <string_view>

namespace arbiter::db {

// One problem with a request, at a field path ("" is the request as a whole).
struct FieldIssue {
    QString field;
    QString message;
};

// Where the readers of one request report: the first error, and every warning.
class JsonIssues {
public:
    // Keeps only the first error: later ones are usually its consequences.
    void fail(const QString& field, const QString& message);
    void warn(const QString& field, const QString& message);

    bool failed() const { return m_error.has_value(); }
    const std::optional<FieldIssue>& error() const { return m_error; }
    const QList<FieldIssue>& warnings() const { return m_warnings; }

private:
    std::optional<FieldIssue> m_error;
    QList<FieldIssue> m_warnings;
    QSet<QString> m_warned;  // field and message of each warning, to list it once
};

enum class Need { Optional, Required };

// A string value and the enum value it names, for JsonReader::choice().
template <typename E>
struct Named {
    std::string_view name;
    E value;
};

// The name of `value` in `table`; empty when the table does not list it.
template <typename E, std::size_t N>
QString nameOf(const std::array<Named<E>, N>& table, E value)
{
    for (const Named<E>& entry : table)
        if (entry.value == value)
            return QString::fromUtf8(entry.name.data(), static_cast<qsizetype>(entry.name.size()));
    return {};
}

class JsonReader {
public:
    static constexpr int maxNameLength = 200;

    JsonReader(QJsonObject object, QString path, JsonIssues* issues);

    // The path of this object ("" for the request) and of one of its fields.
    const QString& path() const { return m_path; }
    QString fieldPath(const QString& key) const;

    bool failed() const { return m_issues->failed(); }
    // Reports an error on a field of this object, or on the object itself when `key` is empty.
    void fail(const QString& key, const QString& message);

    // Whether the field is present and not null; the key counts as known from now on.
    bool has(const QString& key);

    // An integer in [min, max]: a JSON number without a fraction. An absent or null optional
    // field gives `fallback`.
    int integer(const QString& key, int min, int max, int fallback);
    int requiredInteger(const QString& key, int min, int max);
    // true or false; nothing else is a bool.
    bool boolean(const QString& key, bool fallback = false);
    // A non-blank string of at most `maxLength` characters; an absent optional one is empty.
    QString string(const QString& key, Need need, int maxLength = maxNameLength);
    // An array of non-blank strings.
    QStringList strings(const QString& key, int maxItems, int maxLength = maxNameLength);
    // An array of integers, each in [min, max]; absent or null is empty. A bad entry is reported at
    // its index ("towers[1]").
    QList<int> integers(const QString& key, int min, int max, int maxItems);
    // A nested object; an absent or null optional one gives nullopt.
    std::optional<JsonReader> object(const QString& key, Need need);
    // An array of objects with `minItems` to `maxItems` entries; absent or null is empty when optional.
    QList<JsonReader> objects(const QString& key, Need need, int minItems, int maxItems);

    // The index in `names` of the string the field holds; nullopt when absent, null or wrong.
    std::optional<std::size_t> choiceIndex(const QString& key, std::span<const std::string_view> names,
                                           Need need);
    template <typename E, std::size_t N>
    std::optional<E> choice(const QString& key, const std::array<Named<E>, N>& table, Need need)
    {
        std::array<std::string_view, N> names;
        for (std::size_t i = 0; i < N; ++i)
            names[i] = table[i].name;
        const std::optional<std::size_t> index = choiceIndex(key, names, need);
        return index ? std::optional<E>(table[*index].value) : std::nullopt;
    }
    template <typename E, std::size_t N>
    E choice(const QString& key, const std::array<Named<E>, N>& table, E fallback)
    {
        return choice(key, table, Need::Optional).value_or(fallback);
    }

    // Every key of this object, read or not (for objects keyed by data, such as a map of choices).
    QStringList keys() const { return m_object.keys(); }

    // Reports every key of this object that no read asked for as an "unknown field" warning.
    void finish();

private:
    // The value of a field, marking its key as known; Undefined when absent or null.
    QJsonValue take(const QString& key);
    QString indexPath(const QString& key, qsizetype index) const;

    QJsonObject m_object;
    QString m_path;
    JsonIssues* m_issues;
    QSet<QString> m_known;
};

}  // namespace arbiter::db
