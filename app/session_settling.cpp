// GameSession's view of a lost fight being settled (`settling`): whom the monsters caught and by which
// monsters, the card library's Bad Stuff text of each, and who still waits for their Bad Stuff or for their
// body to be looted. Who was caught and who is settled are the referee's (game::settlingOfRun, over the
// run-away and the actions recorded after it); this file only finds those in the log and shows them.

#include "session_settling.h"

#include "gamesession.h"

#include "db/codec/card_json.h"
#include "db/codec/game_json.h"
#include "db/codec/json_reader.h"

#include <QRegularExpression>

namespace arbiter::app {

using namespace Qt::StringLiterals;
namespace game = rules::game;

namespace {

QStringList namesOf(const std::vector<std::string>& names)
{
    QStringList list;
    for (const std::string& name : names)
        list.append(QString::fromStdString(name));
    return list;
}

std::optional<game::Action> actionOf(const db::HistoryEntry& entry)
{
    db::JsonIssues issues;
    db::JsonReader reader(entry.action, QString(), &issues);
    std::optional<game::Action> action = db::actionFromJson(reader, entry.format);
    if (issues.failed())
        return std::nullopt;
    return action;
}

}  // namespace

bool badStuffReadsAsDeath(const QString& text)
{
    static const QRegularExpression death(u"\\b(dead|death|dies|killed)\\b|\\byou die\\b"_s,
                                          QRegularExpression::CaseInsensitiveOption);
    return death.match(text).hasMatch();
}

QVariantMap settlingView(const game::GameState& state, const std::vector<game::CaughtRunner>& runners,
                         const std::function<QString(const QString&)>& badStuffOf)
{
    const bool running = state.combat && state.combat->runningAway;
    QVariantList caught;
    QStringList unsettled;
    QStringList bodies;
    if (running) {
        // The dice come first: both runners wait for them.
        unsettled.append(QString::fromStdString(state.combat->fighter));
        if (state.combat->helper)
            unsettled.append(QString::fromStdString(*state.combat->helper));
    }
    for (const game::CaughtRunner& runner : runners) {
        const game::Player* player = game::findPlayer(state, runner.player);
        if (!player)
            continue;
        const QString name = QString::fromStdString(runner.player);
        QVariantList monsters;
        bool deathLikely = false;
        for (const std::string& monster : runner.monsters) {
            const QString monsterName = QString::fromStdString(monster);
            const QString text = badStuffOf(monsterName);
            const bool death = badStuffReadsAsDeath(text);
            deathLikely = deathLikely || death;
            monsters.append(
                QVariantMap{{u"name"_s, monsterName}, {u"badStuff"_s, text}, {u"death"_s, death}});
        }
        const bool body = player->dead && !player->bodyLooted;
        if (!runner.settled)
            unsettled.append(name);
        if (body)
            bodies.append(name);
        caught.append(QVariantMap{{u"player"_s, name},
                                  {u"monsters"_s, monsters},
                                  {u"monsterNames"_s, namesOf(runner.monsters)},
                                  {u"settled"_s, runner.settled},
                                  {u"dead"_s, player->dead},
                                  {u"bodyLooted"_s, player->bodyLooted},
                                  {u"deathLikely"_s, deathLikely}});
    }
    return {{u"open"_s, running || !unsettled.isEmpty() || !bodies.isEmpty()},
            {u"running"_s, running},
            {u"caught"_s, caught},
            {u"unsettled"_s, unsettled},
            {u"bodies"_s, bodies}};
}

// --- GameSession ---

QVariantMap GameSession::settling()
{
    refreshLegalNow();
    return m_settlingMap;
}

QString GameSession::libraryBadStuff(const QString& monster)
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

std::vector<game::CaughtRunner> GameSession::settlingOfLastRun()
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
                if (std::optional<game::Action> action = actionOf(*entry))
                    since.insert(since.begin(), std::move(*action));
            continue;
        }
        const std::optional<game::Action> action = actionOf(*entry);
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

}  // namespace arbiter::app
