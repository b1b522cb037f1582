// GameSession's Munchkin Panic views: the referee's preview of an attack and of Monsters moving, and
// the cards the dialogs offer. The table itself is the `panic` property (panic_views.h).

#include "gamesession.h"
#include "panic_views.h"
#include "session_p.h"

#include "rules/panic/types.h"

namespace arbiter::app {

using namespace Qt::StringLiterals;
namespace game = rules::game;

QVariantMap GameSession::previewWith(
    const ActionRequest& request, const std::function<void(const game::Action&, QVariantMap&)>& addView) const
{
    if (!m_core.hasGame())
        return detail::failure(tr("No game is open."));
    if (std::optional<QVariantMap> problem = unbuilt(request))
        return *problem;
    QVariantMap answer = previewOf(*request.action());
    addView(*request.action(), answer);
    return answer;
}

// A map from QML (docs/*-actions.md) read as a request; the first problem names its field.
static ActionRequest requestOf(const QVariantMap& actionMap)
{
    QVariantMap problem;
    std::optional<game::Action> action = detail::readAction(actionMap, problem);
    if (!action)
        return ActionRequest::refused(problem.value(u"field"_s).toString(),
                                      problem.value(u"error"_s).toString());
    return ActionRequest(std::move(*action));
}

QVariantMap GameSession::panicHitPreview(const QVariantMap& actionMap) const
{
    return panicHitPreview(requestOf(actionMap));
}

QVariantMap GameSession::panicMovePreview(const QVariantMap& actionMap) const
{
    return panicMovePreview(requestOf(actionMap));
}

QVariantMap GameSession::panicHitPreview(const ActionRequest& request) const
{
    return previewWith(request, [this](const game::Action& action, QVariantMap& answer) {
        if (const auto* hit = action.getIf<game::actions::PanicHit>())
            answer.insert(u"hit"_s, panicHitView(*m_core.state(), *hit));
    });
}

QVariantMap GameSession::panicMovePreview(const ActionRequest& request) const
{
    return previewWith(request, [this](const game::Action& action, QVariantMap& answer) {
        if (const std::optional<views::PanicMoveView> move = panicMoveView(*m_core.state(), action))
            answer.insert(u"move"_s, QVariant::fromValue(*move));
    });
}

QVariantMap GameSession::panicCards() const
{
    return m_core.hasGame() ? panicCardsView(*m_core.state()) : QVariantMap();
}

}  // namespace arbiter::app
