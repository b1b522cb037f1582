#include "app/actions/action_request.h"

#include "app/i18n/message_text.h"
#include "rules/game/action_fields.h"

namespace arbiter::app {

ActionRequest::ActionRequest(rules::game::Action action)
{
    if (const std::optional<rules::game::FieldProblem> problem = rules::game::checkFields(action)) {
        m_field = QString::fromStdString(problem->field);
        m_error = i18n::messageText(problem->pattern, problem->args);  // in the app's language
        return;
    }
    m_action = std::move(action);
}

ActionRequest ActionRequest::refused(const QString& field, const QString& error)
{
    ActionRequest request;
    request.m_field = field;
    request.m_error = error.isEmpty() ? QStringLiteral("could not be built") : error;
    return request;
}

QString ActionRequest::kind() const
{
    if (!m_action)
        return {};
    const std::string_view name = rules::game::kindName(*m_action);
    return QString::fromUtf8(name.data(), static_cast<qsizetype>(name.size()));
}

}  // namespace arbiter::app
