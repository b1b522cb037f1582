#include "action_request.h"

namespace arbiter::app {

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
