#include "verdict_views.h"

#include "rules/game/rule_catalogue.h"

namespace arbiter::app {

using namespace Qt::StringLiterals;

namespace {

// The rule's title is what a screen shows; its id stays for links and outside callers.
QString titleOf(std::string_view rule)
{
    const rules::RuleEntry* entry = rules::findRule(rule);
    const std::string_view title = entry ? entry->title : rule;
    return QString::fromUtf8(title.data(), qsizetype(title.size()));
}

}  // namespace

QVariantList reasonList(const std::vector<rules::Reason>& reasons)
{
    QVariantList list;
    for (const rules::Reason& reason : reasons)
        list.append(
            QVariantMap{{u"rule"_s, QString::fromUtf8(reason.rule.data(), qsizetype(reason.rule.size()))},
                        {u"title"_s, titleOf(reason.rule)},
                        {u"text"_s, QString::fromStdString(reason.text)}});
    return list;
}

QVariantList reasonList(const QJsonArray& stored)
{
    QVariantList list;
    for (const QJsonValue& reason : stored) {
        QVariantMap row = reason.toObject().toVariantMap();
        row.insert(u"title"_s, titleOf(row.value(u"rule"_s).toString().toStdString()));
        list.append(row);
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
