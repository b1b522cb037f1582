#include "app/views/reason_view.h"

#include "app/i18n/message_text.h"
#include "db/codec/munchkin_json.h"
#include "rules/game/rule_catalogue.h"

namespace arbiter::app::views {

using db::toQString;

QString ruleTitle(std::string_view rule)
{
    const rules::RuleEntry* entry = rules::findRule(rule);
    return entry ? i18n::fixedText("Rule title", entry->title) : toQString(rule);
}

ReasonView reasonView(const rules::Reason& reason)
{
    // The rule's title is what a screen shows; its id stays for links and outside callers.
    return {toQString(reason.rule), ruleTitle(reason.rule), i18n::reasonText(reason)};
}

QVariantList reasonViews(const std::vector<rules::Reason>& reasons)
{
    QVariantList list;
    for (const rules::Reason& reason : reasons)
        list.append(QVariant::fromValue(reasonView(reason)));
    return list;
}

}  // namespace arbiter::app::views
