#pragma once
// What the session's source files share: a file named by QML, and reading a QML map as an action or a
// setup. Not part of the session's API.

#include "app/views/verdict_view.h"
#include "db/codec/game_json.h"
#include "db/codec/json_reader.h"

#include <QJsonObject>
#include <QString>
#include <QUrl>
#include <QVariantMap>

#include <optional>

namespace arbiter::app::detail {

using namespace Qt::StringLiterals;

// A file: URL from a dialog, or a plain path from a test or the command line.
inline QString localPath(const QUrl& file)
{
    return file.isLocalFile() ? file.toLocalFile() : file.toString();
}

// Reads an action or a setup from a QML map; the first problem names its field.
template <typename T, typename Read>
inline std::optional<T> readMap(const QVariantMap& map, views::VerdictView& problem, Read read)
{
    db::JsonIssues issues;
    db::JsonReader reader(QJsonObject::fromVariantMap(map), QString(), &issues);
    std::optional<T> value = read(reader);
    if (!value || issues.failed()) {
        const db::FieldIssue issue = issues.error().value_or(db::FieldIssue{QString(), u"unreadable"_s});
        problem = views::VerdictView::failure(
            issue.field.isEmpty() ? issue.message : u"%1: %2"_s.arg(issue.field, issue.message), issue.field);
        return std::nullopt;
    }
    return value;
}

// An action from QML in the log's JSON (docs/*-actions.md), or the problem naming its field.
inline std::optional<rules::game::Action> readAction(const QVariantMap& map, views::VerdictView& problem)
{
    return readMap<rules::game::Action>(map, problem,
                                        [](db::JsonReader& r) { return db::actionFromJson(r); });
}

}  // namespace arbiter::app::detail
