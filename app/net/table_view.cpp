#include "table_view.h"

#include "app/history/action_text.h"
#include "app/views/combat_view.h"
#include "app/views/gadget_json.h"
#include "app/views/panic_view.h"
#include "app/views/player_view.h"
#include "app/views/table_words.h"

#include "db/codec/game_json.h"
#include "db/codec/munchkin_json.h"
#include "rules/game/apply.h"
#include "rules/game/setup.h"

#include <algorithm>

namespace arbiter::app::net {

namespace game = rules::game;
using namespace Qt::StringLiterals;

void TableView::forgetGame()
{
    m_game = -1;
    m_viewHead = -1;
    m_view = {};
}

const QJsonObject& TableView::view()
{
    const i18n::ScopedLanguage words(m_language);
    const qint64 gameId = m_core.hasGame() ? m_core.game()->id() : 0;
    // The tablet's language may have changed since: its view is then made again in the new one.
    const QString language = m_language ? m_language->language() : i18n::installedLanguage();
    if (gameId != m_game || language != m_viewLanguage)
        forgetGame();
    m_viewLanguage = language;
    if (gameId == m_game && m_core.head() == m_viewHead)
        return m_view;
    m_game = gameId;
    m_viewHead = m_core.head();
    m_view = {};
    const game::GameState* state = m_core.state();
    if (!state)
        return m_view;
    const QHash<QString, QString>& colours = m_views.colours();

    QJsonArray players;
    for (std::size_t seat = 0; seat < state->players.size(); ++seat) {
        const game::Player& player = state->players[seat];
        const QString name = QString::fromStdString(player.name);
        players.append(views::jsonOf(views::playerViewOf(
            *state, player, colours.value(name, views::defaultPlayerColour(static_cast<int>(seat))))));
    }
    QJsonArray winners;
    for (const std::string& name : state->winners)
        winners.append(QString::fromStdString(name));
    const bool panic = state->family == game::Family::Panic;
    const QString phase = panic ? QString() : db::nameOf(db::phaseNames, state->phase);

    m_view = {
        {u"game"_s, gameId},
        {u"name"_s, m_core.game()->row().name},
        {u"family"_s, panic ? u"panic"_s : u"munchkin"_s},
        {u"edition"_s, db::editionLabel(m_core.game()->setup())},
        {u"head"_s, m_viewHead},
        {u"turn"_s, state->turn},
        {u"current"_s,
         state->players.empty() ? QString() : QString::fromStdString(state->players.at(state->current).name)},
        {u"phase"_s, phase},
        {u"phaseName"_s, panic ? QString() : views::phaseDisplayName(phase)},
        {u"players"_s, players},
        {u"winners"_s, winners},
        {u"combat"_s, views::jsonOf(m_views.combat())},
        {u"legal"_s, views::jsonOf(m_views.legalNow())},
        // Who a lost fight caught and who is settled: a settled runner's phone stops offering Bad Stuff.
        {u"settling"_s, views::jsonOf(m_views.settling())},
        {u"history"_s, recentHistory()},
    };
    if (panic) {
        const views::PanicView& table = m_views.panic();
        m_view.insert(u"phaseName"_s, table.phaseName);  // as the tablet's turn bar says it
        m_view.insert(u"panic"_s, views::jsonOf(table));
    }
    return m_view;
}

QJsonArray TableView::describe(const QList<db::HistoryEntry>& actions)
{
    const i18n::ScopedLanguage words(m_language);
    QJsonArray described;
    for (const db::HistoryEntry& entry : actions) {
        described.append(QJsonObject{{u"seq"_s, entry.seq},
                                     {u"kind"_s, entry.kind},
                                     {u"text"_s, describeEntry(entry)},
                                     {u"legal"_s, entry.verdict.value(u"legal"_s).toBool(true)}});
    }
    return described;
}

QString TableView::describeEntry(const db::HistoryEntry& entry)
{
    const std::optional<game::Action> action = db::readStoredAction(entry.action, entry.format);
    return action ? describeAction(*action, m_views.contexts().before(entry))
                  : describeAction(entry.action, entry.format);
}

QJsonArray TableView::recentHistory()
{
    // The actions in effect, newest first: the line up to head.
    const std::vector<qint64>& line = m_core.game()->line();
    const std::size_t count = m_core.game()->headCount();
    const QList<db::HistoryEntry>& entries = m_core.history();
    QHash<qint64, const db::HistoryEntry*> bySeq;
    for (const db::HistoryEntry& entry : entries)
        bySeq.insert(entry.seq, &entry);
    QList<db::HistoryEntry> recent;
    for (std::size_t i = count; i > 0 && recent.size() < historyLength; --i) {
        if (const db::HistoryEntry* entry = bySeq.value(line[i - 1]))
            recent.append(*entry);
    }
    return describe(recent);
}

}  // namespace arbiter::app::net
