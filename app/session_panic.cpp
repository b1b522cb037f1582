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
    const QVariantMap& actionMap, const std::function<void(const game::Action&, QVariantMap&)>& addView) const
{
    if (!m_log)
        return detail::failure(tr("No game is open."));
    QVariantMap problem;
    const std::optional<game::Action> action = detail::readAction(actionMap, problem);
    if (!action)
        return problem;
    QVariantMap answer = previewOf(*action);
    addView(*action, answer);
    return answer;
}

QVariantMap GameSession::panicHitPreview(const QVariantMap& actionMap) const
{
    return previewWith(actionMap, [this](const game::Action& action, QVariantMap& answer) {
        if (const auto* hit = std::get_if<game::actions::PanicHit>(&action))
            answer.insert(u"hit"_s, panicHitView(m_log->state(), *hit));
    });
}

QVariantMap GameSession::panicMovePreview(const QVariantMap& actionMap) const
{
    return previewWith(actionMap, [this](const game::Action& action, QVariantMap& answer) {
        answer.insert(u"move"_s, panicMoveView(m_log->state(), action));
    });
}

QVariantMap GameSession::panicCards() const
{
    return m_log ? panicCardsView(m_log->state()) : QVariantMap();
}

QVariantList GameSession::panicPhases()
{
    return app::panicPhases();
}

QStringList GameSession::panicVariants()
{
    QStringList names;
    for (const rules::panic::VariantName& variant : rules::panic::variantNames())
        names.append(QString::fromUtf8(variant.name.data(), static_cast<qsizetype>(variant.name.size())));
    return names;
}

}  // namespace arbiter::app
