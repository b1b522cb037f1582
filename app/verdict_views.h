#pragma once
// Verdicts as QML values: what every view of the session shares (session_views.h, panic_views.h).

#include "app/core/session_results.h"
#include "rules/core/verdict.h"

#include <QJsonArray>
#include <QVariantList>
#include <QVariantMap>

namespace arbiter::app {

// [{rule, title, text}]: the title is the rule's, from the catalogue, for the screens.
QVariantList reasonList(const std::vector<rules::Reason>& reasons);
// The stored reasons of a logged verdict ([{rule, text}] from its JSON), each with its rule's title.
QVariantList reasonList(const QJsonArray& stored);
inline QVariantList reasonList(const rules::Verdict& verdict)
{
    return reasonList(verdict.reasons);
}

// {legal, recorded, reasons: [{rule, text}]}
QVariantMap verdictMap(const rules::Verdict& verdict, bool recorded);

// The session core's answer as QML reads it: {legal, recorded, reasons, seq (when recorded)}, or for a
// request that could not be read or written {legal: false, recorded: false, reasons: [], error, field}.
QVariantMap verdictMap(const SessionVerdict& verdict);

}  // namespace arbiter::app
