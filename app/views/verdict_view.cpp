#include "app/views/verdict_view.h"

#include "app/i18n/message_text.h"
#include "app/views/reason_view.h"
#include "db/codec/reason_json.h"

#include <QJsonObject>

namespace arbiter::app::views {

using namespace Qt::StringLiterals;

int VerdictView::levelAfter(const QString& player) const
{
    for (const QVariant& entry : levelsAfter) {
        const auto level = entry.value<LevelAfterView>();
        if (level.player == player)
            return level.level;
    }
    return 0;
}

QString VerdictView::summary() const
{
    if (failed())
        return field.isEmpty() ? error : u"%1 (%2)"_s.arg(error, field);
    QStringList lines{legal ? u"legal"_s : u"refused"_s};
    for (const QVariant& entry : reasons) {
        const auto reason = entry.value<ReasonView>();
        lines.append(u"%1: %2"_s.arg(reason.rule, reason.text));
    }
    return lines.join(u"; "_s);
}

VerdictView VerdictView::failure(QString error, QString field)
{
    VerdictView view;
    view.error = std::move(error);
    view.field = std::move(field);
    return view;
}

VerdictView VerdictView::success(QString message)
{
    VerdictView view;
    view.legal = true;
    view.message = std::move(message);
    return view;
}

VerdictView verdictView(const SessionVerdict& verdict)
{
    if (verdict.failed())
        return VerdictView::failure(verdict.error, verdict.field);
    VerdictView view;
    view.legal = verdict.legal;
    view.recorded = verdict.recorded;
    view.reasons = reasonViews(verdict.reasons);
    view.field = verdict.field;
    view.seq = verdict.recorded ? verdict.seq : 0;
    return view;
}

VerdictView verdictView(const rules::Verdict& verdict, bool recorded)
{
    VerdictView view;
    view.legal = verdict.legal;
    view.recorded = recorded;
    view.reasons = reasonViews(verdict.reasons);
    return view;
}

QVariantList storedReasonViews(const QJsonArray& stored)
{
    QVariantList list;
    for (const QJsonValue& value : stored) {
        // A reason stored with its message reads in today's language; an older one in its English.
        const db::StoredReason reason = db::storedReason(value.toObject());
        const QString text = reason.hasMessage()
                                 ? i18n::messageText(reason.message(), reason.args, reason.count)
                                 : reason.text;
        list.append(QVariant::fromValue(ReasonView{reason.rule, ruleTitle(reason.rule.toStdString()), text}));
    }
    return list;
}

}  // namespace arbiter::app::views
