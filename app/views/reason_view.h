#pragma once
// A reason of a verdict as a typed value: its rule's id, the rule's title (from the catalogue) and the
// sentence. Screens show the title and the sentence; outside callers keep the id.

#include "rules/core/verdict.h"

#include <QMetaType>
#include <QString>
#include <QVariantList>

#include <string_view>
#include <vector>

namespace arbiter::app::views {

struct ReasonView {
    Q_GADGET
    Q_PROPERTY(QString rule MEMBER rule)
    Q_PROPERTY(QString title MEMBER title)
    Q_PROPERTY(QString text MEMBER text)

public:
    QString rule;
    QString title;
    QString text;

    friend bool operator==(const ReasonView&, const ReasonView&) = default;
};

// A rule's title from the catalogue; the id itself for a rule it does not know.
QString ruleTitle(std::string_view rule);
ReasonView reasonView(const rules::Reason& reason);
// The reasons as a list QML reads as an array (a QVariant per ReasonView).
QVariantList reasonViews(const std::vector<rules::Reason>& reasons);

}  // namespace arbiter::app::views
