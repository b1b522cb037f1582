#pragma once
// A reason as JSON, the same in the command line's answers and in the verdict stored with each action:
// its rule, its English text, and what the text was rendered from, so a reader can put it in another
// language: the message id, the English pattern, the arguments and the plural count.
//   {"args":[{"text":"Ann"},{"number":3}],"count":2,"message":"game.limit.items","pattern":"...",
//    "refuses":true,"rule":"game.limit","text":"..."}
// An argument is one of {"text": name}, {"number": n}, {"signed": n}, {"milliseconds": n},
// {"list": [names]} or {"term": message id, "text": its English}. Keys are written sorted, as
// QJsonDocument's compact form writes them.

#include "rules/core/verdict.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace arbiter::db {

QJsonObject reasonToJson(const rules::Reason& reason);
// reasonToJson's compact bytes, written straight into `out` (the log's append path).
void appendReasonJson(QByteArray& out, const rules::Reason& reason);
// `text` as a JSON string, escaped as QJsonDocument escapes it.
void appendJsonString(QByteArray& out, std::string_view text);

// A reason read back from its JSON: what a screen needs to show it in its own language. A reason stored
// before reasons had messages has only its rule and English text.
struct StoredReason {
    QString rule;
    QString text;
    bool refuses = false;
    std::string messageId;
    std::string pattern;
    std::vector<rules::MessageArg> args;
    std::optional<int> count;
    // The terms' ids and texts, owned here: args' Messages point into them.
    std::vector<std::string> termStrings;

    bool hasMessage() const { return !messageId.empty() && !pattern.empty(); }
    rules::Message message() const { return {messageId, pattern}; }
};
StoredReason storedReason(const QJsonObject& json);

}  // namespace arbiter::db
