// GameSession's Munchkin Panic previews: the referee's ruling on an attack and on Monsters moving, and the
// cards the dialogs offer. The table itself is the `panic` property (app/views/panic_view.h).

#include "app/session/gamesession.h"
#include "app/session/session_p.h"
#include "app/views/preview_view.h"

namespace arbiter::app {

namespace game = rules::game;

// A map from QML (docs/*-actions.md) read as a request; the first problem names its field.
static ActionRequest requestOf(const QVariantMap& actionMap)
{
    views::VerdictView problem;
    std::optional<game::Action> action = detail::readAction(actionMap, problem);
    if (!action)
        return ActionRequest::refused(problem.field, problem.error);
    return ActionRequest(std::move(*action));
}

views::HitPreviewView GameSession::panicHitPreview(const QVariantMap& actionMap) const
{
    return panicHitPreview(requestOf(actionMap));
}

views::MovePreviewView GameSession::panicMovePreview(const QVariantMap& actionMap) const
{
    return panicMovePreview(requestOf(actionMap));
}

views::HitPreviewView GameSession::panicHitPreview(const ActionRequest& request) const
{
    views::HitPreviewView answer;
    static_cast<views::VerdictView&>(answer) = preview(request);
    if (request.valid() && m_core.hasGame())
        if (const auto* hit = request.action()->getIf<game::actions::PanicHit>())
            answer.hit = views::panicHitView(*m_core.state(), *hit);
    return answer;
}

views::MovePreviewView GameSession::panicMovePreview(const ActionRequest& request) const
{
    // The same computation as a phone's `preview` message (app/net/table_server_preview.cpp).
    if (request.valid() && m_core.hasGame())
        return views::movePreviewView(m_core, *request.action());
    views::MovePreviewView answer;
    static_cast<views::VerdictView&>(answer) = preview(request);
    return answer;
}

views::PanicCardsView GameSession::panicCards() const
{
    return m_core.hasGame() ? views::panicCardsView(*m_core.state()) : views::PanicCardsView();
}

}  // namespace arbiter::app
