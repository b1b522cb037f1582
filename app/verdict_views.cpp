#include "verdict_views.h"

#include "rules/game/rule_catalogue.h"

namespace arbiter::app {

using namespace Qt::StringLiterals;

QVariantList reasonList(const std::vector<rules::Reason>& reasons)
{
    QVariantList list;
    for (const rules::Reason& reason : reasons) {
        // The rule's title is what a screen shows; its id stays for links and outside callers.
        const rules::RuleEntry* entry = rules::findRule(reason.rule);
        const std::string_view title = entry ? entry->title : reason.rule;
        list.append(
            QVariantMap{{u"rule"_s, QString::fromUtf8(reason.rule.data(), qsizetype(reason.rule.size()))},
                        {u"title"_s, QString::fromUtf8(title.data(), qsizetype(title.size()))},
                        {u"text"_s, QString::fromStdString(reason.text)}});
    }
    return list;
}

QVariantMap verdictMap(const rules::Verdict& verdict, bool recorded)
{
    return {{u"legal"_s, verdict.legal}, {u"recorded"_s, recorded}, {u"reasons"_s, reasonList(verdict)}};
}

QVariantMap verdictMap(const SessionVerdict& verdict)
{
    if (verdict.failed())
        return {{u"legal"_s, false},
                {u"recorded"_s, false},
                {u"reasons"_s, QVariantList()},
                {u"error"_s, verdict.error},
                {u"field"_s, verdict.field}};
    QVariantMap map{{u"legal"_s, verdict.legal},
                    {u"recorded"_s, verdict.recorded},
                    {u"reasons"_s, reasonList(verdict.reasons)}};
    if (!verdict.field.isEmpty())
        map.insert(u"field"_s, verdict.field);
    return map;
}

}  // namespace arbiter::app
