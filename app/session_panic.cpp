// GameSession's Munchkin Panic views: the referee's preview of an attack and of Monsters moving, and
// the cards the dialogs offer. The table itself is the `panic` property (panic_views.h).

#include "gamesession.h"
#include "panic_views.h"
#include "session_p.h"

#include "db/game_json.h"

namespace arbiter::app {

using namespace Qt::StringLiterals;
namespace game = rules::game;

namespace {

// The action read from QML, or the failure naming its field.
std::optional<game::Action> readAction(const QVariantMap& map, QVariantMap& problem)
{
    return detail::readMap<game::Action>(map, problem,
                                         [](db::JsonReader& r) { return db::actionFromJson(r); });
}

}  // namespace

QVariantMap GameSession::panicHitPreview(const QVariantMap& actionMap) const
{
    QVariantMap answer = preview(actionMap);
    QVariantMap problem;
    const std::optional<game::Action> action = m_log ? readAction(actionMap, problem) : std::nullopt;
    if (const auto* hit = action ? std::get_if<game::actions::PanicHit>(&*action) : nullptr)
        answer.insert(u"hit"_s, panicHitView(m_log->state(), *hit));
    return answer;
}

QVariantMap GameSession::panicMovePreview(const QVariantMap& actionMap) const
{
    QVariantMap answer = preview(actionMap);
    QVariantMap problem;
    const std::optional<game::Action> action = m_log ? readAction(actionMap, problem) : std::nullopt;
    if (action)
        answer.insert(u"move"_s, panicMoveView(m_log->state(), *action));
    return answer;
}

QVariantMap GameSession::panicCards() const
{
    return m_log ? panicCardsView(m_log->state()) : QVariantMap();
}

QVariantList GameSession::panicPhases()
{
    return app::panicPhases();
}

}  // namespace arbiter::app
