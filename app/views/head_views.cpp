#include "app/views/head_views.h"

#include "db/codec/card_json.h"
#include "db/codec/game_json.h"
#include "rules/game/setup.h"

namespace arbiter::app::views {

using namespace Qt::StringLiterals;
namespace game = rules::game;

HeadViews::HeadViews(SessionCore& core, QObject* parent) : QObject(parent), m_core(core)
{
    connect(&m_core, &SessionCore::changed, this, &HeadViews::follow);
    connect(&m_core, &SessionCore::fileChanged, this, [this] {
        m_contexts.forget();
        forget();
    });
}

void HeadViews::follow(Areas areas, qint64 head)
{
    if (areas.testFlag(Area::Game))
        m_contexts.forget();
    if (m_core.hasGame() && areas != Areas(Area::Cards))
        m_contexts.remember(head, *m_core.state());
    forget();
}

void HeadViews::forget()
{
    m_combat.reset();
    m_panic.reset();
    m_legalNow.reset();
    m_settling.reset();
    m_colours.reset();
}

const CombatView& HeadViews::combat() const
{
    if (!m_combat) {
        ++m_builds;
        m_combat = m_core.hasGame() ? combatViewOf(*m_core.state()) : CombatView();
    }
    return *m_combat;
}

const PanicView& HeadViews::panic() const
{
    if (!m_panic) {
        ++m_builds;
        m_panic = m_core.hasGame() ? panicViewOf(*m_core.state(), colours()) : PanicView();
    }
    return *m_panic;
}

const LegalNowView& HeadViews::legalNow() const
{
    if (!m_legalNow)
        buildLegalNow();
    return *m_legalNow;
}

const SettlingView& HeadViews::settling() const
{
    if (!m_settling)
        buildLegalNow();
    return *m_settling;
}

// Both read the run being settled, found once in the log.
void HeadViews::buildLegalNow() const
{
    ++m_builds;
    if (!m_core.hasGame()) {
        m_legalNow = legalNowViewOf({});
        m_settling = SettlingView();
        return;
    }
    const std::vector<game::CaughtRunner> runners = caughtByLastRun();
    std::vector<std::string> caught;
    for (const game::CaughtRunner& runner : runners)
        caught.push_back(runner.player);
    m_legalNow = legalNowViewOf(game::legalNow(*m_core.state(), caught));
    m_settling = settlingViewOf(*m_core.state(), runners,
                                [this](const QString& monster) { return libraryBadStuff(monster); });
}

const QHash<QString, QString>& HeadViews::colours() const
{
    if (!m_colours) {
        m_colours.emplace();
        if (m_core.hasGame()) {
            for (const game::SetupPlayer& player : m_core.game()->setup().players)
                if (!player.colour.empty())
                    m_colours->insert(QString::fromStdString(player.name),
                                      QString::fromStdString(player.colour));
        }
    }
    return *m_colours;
}

QString HeadViews::libraryBadStuff(const QString& monster) const
{
    const QString edition = m_core.cardEdition();
    if (edition.isEmpty())
        return {};
    db::StoreResult<QList<db::CardRow>> found =
        m_core.findCards({edition, monster, {db::CardKind::Monster}, 20});
    if (!found)
        return {};
    const QString key = db::cardNameKey(monster);
    for (const db::CardRow& row : found.value())
        if (db::cardNameKey(row.card.name()) == key)
            return row.card.badStuff;
    return {};
}

std::vector<game::CaughtRunner> HeadViews::caughtByLastRun() const
{
    // A run-away ends the fight in Charity, and settling it (Bad Stuff, a death...) stays there: only then
    // is the log worth reading.
    const game::GameState& state = *m_core.state();
    if (state.family != game::Family::Munchkin || state.combat
        || state.phase != rules::munchkin::Phase::Charity)
        return {};
    const std::vector<qint64>& line = m_core.game()->line();
    const QList<db::HistoryEntry>& entries = m_core.history();
    const auto entryOf = [&entries](qint64 seq) -> const db::HistoryEntry* {
        for (auto entry = entries.crbegin(); entry != entries.crend(); ++entry)
            if (entry->seq == seq)
                return &*entry;
        return nullptr;
    };
    // Back from head over the actions that settle a run, to the run itself.
    std::vector<game::Action> since;
    for (std::size_t count = m_core.game()->headCount(); count > 0; --count) {
        const db::HistoryEntry* entry = entryOf(line[count - 1]);
        if (!entry)
            return {};
        if (entry->kind != u"run-away"_s) {
            if (!game::settlesARun(entry->kind.toStdString()))
                return {};
            if (entry->kind == u"apply-bad-stuff"_s || entry->kind == u"die"_s)
                if (std::optional<game::Action> action = db::readStoredAction(entry->action, entry->format))
                    since.insert(since.begin(), std::move(*action));
            continue;
        }
        const std::optional<game::Action> action = db::readStoredAction(entry->action, entry->format);
        const auto* run = action ? action->getIf<game::actions::RunAway>() : nullptr;
        if (!run)
            return {};
        // Who fought is kept for the history's words.
        const ActionContext fight = m_contexts.before(*entry);
        const std::optional<std::string> helper =
            fight.helper.isEmpty() ? std::nullopt : std::optional<std::string>(fight.helper.toStdString());
        return game::settlingOfRun(state.edition, *run, fight.fighter.toStdString(), helper, since);
    }
    return {};
}

}  // namespace arbiter::app::views
