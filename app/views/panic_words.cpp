#include "app/views/panic_words.h"

#include "app/i18n/message_text.h"
#include "app/i18n/translations.h"

#include "app/views/panic_view.h"
#include "app/views/reason_view.h"

#include "db/codec/munchkin_json.h"
#include "db/codec/panic_json.h"
#include "rules/game/inspect_panic.h"
#include "rules/panic/catalogue.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QObject>

namespace arbiter::app::views {

using namespace Qt::StringLiterals;
namespace game = rules::game;
namespace pn = rules::panic;
using db::toQString;

namespace {

QString capitalised(QString word)
{
    if (!word.isEmpty())
        word[0] = word[0].toUpper();
    return word;
}

QString spaceText(const pn::Space& space)
{
    return panicSpaceText(space.arc, toQString(pn::ringName(space.ring)));
}

QString byText(const pn::Event& event)
{
    return event.by.empty() ? i18n::QObjectWords::tr("the Huge Rock") : toQString(event.by);
}

// One line per event, for the preview's list and the history.
QString eventText(const pn::Event& event)
{
    const QString monster = toQString(event.monster);
    switch (event.type) {
    case pn::EventType::MonsterMoved:
        return i18n::QObjectWords::tr("%1 moves from %2 to %3")
            .arg(monster, spaceText(event.from), spaceText(event.to));
    case pn::EventType::MonsterHeld:
        return i18n::QObjectWords::tr("%1 is glued and stays put").arg(monster);
    case pn::EventType::MonsterDamaged:
        return i18n::QObjectWords::tr("%1 takes 1 damage: %2 health left").arg(monster).arg(event.health);
    case pn::EventType::MonsterKilled:
        return i18n::QObjectWords::tr("%1 dies on the structure (no Trophy)").arg(monster);
    case pn::EventType::MonsterSquished:
        return i18n::QObjectWords::tr("%1 is squished by the Huge Rock (no Trophy)").arg(monster);
    case pn::EventType::WallDestroyed:
        return i18n::QObjectWords::tr("Wall %1 is destroyed by %2").arg(event.arc).arg(byText(event));
    case pn::EventType::FortifyRemoved:
        return i18n::QObjectWords::tr("The Fortify token on Wall %1 takes the hit from %2")
            .arg(event.arc)
            .arg(byText(event));
    case pn::EventType::TowerDestroyed:
        return i18n::QObjectWords::tr("Tower %1 is destroyed by %2").arg(event.arc).arg(byText(event));
    case pn::EventType::RockRolled:
        return i18n::QObjectWords::tr("The Huge Rock rolls down arc %1").arg(event.arc);
    case pn::EventType::RockStopped:
        return i18n::QObjectWords::tr("The Huge Rock stops at %1")
            .arg(panicSpaceText(event.arc, toQString(pn::ringName(event.ring))));
    case pn::EventType::CurseCancelled:
        return i18n::QObjectWords::tr("The Curse token is cancelled");
    case pn::EventType::PlaceMoreMonsters:
        return i18n::QObjectWords::tr("Place %1 more Monster this turn").arg(event.count);
    case pn::EventType::LoseHelp:
        return i18n::QObjectWords::tr("The current player loses help until their next Play Cards ends");
    }
    return {};
}

}  // namespace

QString panicSpaceText(int arc, const QString& ring)
{
    if (ring == u"castle"_s)
        return i18n::QObjectWords::tr("Castle %1").arg(arc);
    return i18n::QObjectWords::tr("%1 %2").arg(capitalised(ring)).arg(arc);
}

QVariantList panicPhases()
{
    QVariantList phases;
    for (const pn::PhaseDescriptor& phase : pn::phaseDescriptors())
        phases.append(QVariantMap{{u"id"_s, toQString(phase.id)},
                                  {u"name"_s, i18n::messageText(pn::phaseTerm(phase.phase))}});
    return phases;
}

std::optional<PanicMoveView> panicMoveView(const game::GameState& state, const game::Action& action)
{
    const std::optional<pn::MoveResult> result = game::judgePanicMove(state, action);
    if (!result)
        return std::nullopt;
    // While the players have a question to answer, the moves that do not depend on it.
    const std::vector<pn::Event> shown =
        result->pending.empty() ? result->events : game::panicEventsWhateverChosen(state, action);
    PanicMoveView view;
    view.legal = result->verdict.legal;
    view.reasons = reasonViews(result->verdict.reasons);
    for (const pn::Event& event : shown) {
        PanicEventView entry;
        entry.type = eventKindOf(event.type);
        entry.id = toQString(event.monster);
        entry.by = toQString(event.by);
        entry.arc = event.arc;
        entry.ring = toQString(pn::ringName(event.ring));
        entry.from = {event.from.arc, toQString(pn::ringName(event.from.ring))};
        entry.to = {event.to.arc, toQString(pn::ringName(event.to.ring))};
        entry.health = event.health;
        entry.count = event.count;
        entry.text = eventText(event);
        view.events.append(QVariant::fromValue(entry));
    }
    for (const pn::PendingChoice& choice : result->pending) {
        const QString key = toQString(choice.structure);
        PendingChoiceView pending{key, key.section(u':', 0, 0), key.section(u':', 1, 1).toInt(), {}};
        for (const std::string& id : choice.candidates)
            pending.candidates.append(toQString(id));
        view.pending.append(QVariant::fromValue(pending));
    }
    if (result->verdict.legal && result->pending.empty())
        view.board = QVariant::fromValue(panicBoardViewOf(result->board));
    view.towersLeft = result->towersLeft;
    view.gameLost = result->gameLost;
    return view;
}

}  // namespace arbiter::app::views
