#pragma once
// The typed boundary between QML and the referee: an action built in C++ from typed arguments (see
// MunchkinActions and PanicActions), never a JSON map composed in QML. A page builds one, then hands it
// to GameSession::perform() or preview(). A request that could not be built (an unknown card name, an
// amount out of range) carries the field at fault and why, and the session answers it as a refusal
// without asking the referee.

#include "rules/game/action.h"

#include <QObject>
#include <QString>

#include <optional>

namespace arbiter::app {

class ActionRequest {
    Q_GADGET
    // False when the request could not be built: `field` and `error` say why.
    Q_PROPERTY(bool valid READ valid CONSTANT)
    // The kind's id ("change-level"...), for logs and tests; "" when invalid.
    Q_PROPERTY(QString kind READ kind CONSTANT)
    Q_PROPERTY(QString field READ field CONSTANT)
    Q_PROPERTY(QString error READ error CONSTANT)

public:
    ActionRequest() = default;
    // Refused, naming the field, when a field breaks its kind's description (a blank name, a number out of
    // its bounds, a list too long: rules/game/action_fields.h), so no builder has to restate them.
    explicit ActionRequest(rules::game::Action action);
    static ActionRequest refused(const QString& field, const QString& error);

    bool valid() const { return m_action.has_value(); }
    QString kind() const;
    QString field() const { return m_field; }
    QString error() const { return m_error; }
    const std::optional<rules::game::Action>& action() const { return m_action; }

private:
    std::optional<rules::game::Action> m_action;
    QString m_field;
    QString m_error;
};

}  // namespace arbiter::app
