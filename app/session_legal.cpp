// GameSession's view of what the referee lets the table do now (legalNow, caught), and what it takes to
// turn the fight or escape it (escapeChance(); the combat view's `takes` and `runAway` are app/views/). Every
// answer comes from rules/ (legal_now.h, what_it_takes.h); this file only finds what they need in the log and
// shows it.

#include "session_legal.h"

#include "gamesession.h"
#include "session_settling.h"
#include "session_views.h"

#include "app/views/reason_view.h"
#include "db/codec/game_json.h"
#include "db/codec/json_reader.h"
#include "db/codec/munchkin_json.h"
#include "rules/game/apply.h"
#include "rules/game/inspect.h"
#include "rules/munchkin/what_it_takes.h"

namespace arbiter::app {

using namespace Qt::StringLiterals;
namespace game = rules::game;
namespace mk = rules::munchkin;

using db::toQString;

namespace {

QStringList namesOf(const std::vector<std::string>& names)
{
    QStringList list;
    for (const std::string& name : names)
        list.append(QString::fromStdString(name));
    return list;
}

}  // namespace

QVariantMap legalNowView(const game::LegalNow& now)
{
    QVariantMap view;
    for (const game::KindNow& kind : now.kinds)
        view.insert(toQString(kind.kind), QVariantMap{{u"available"_s, kind.available},
                                                      {u"players"_s, namesOf(kind.players)},
                                                      {u"reasons"_s, views::reasonViews(kind.reasons)}});
    return view;
}

views::EscapeView escapeChanceView(mk::Edition edition, int modifier, bool helper, bool sacrificeRide,
                                   bool helperEscapesWithRide)
{
    mk::EscapeQuestion question;
    question.runner = helper ? mk::Runner::Helper : mk::Runner::Fighter;
    question.modifier = modifier;
    question.sacrificeRide = sacrificeRide;
    question.helperEscapesWithRide = helperEscapesWithRide;
    return views::escapeView(mk::escapeChance(mk::profile(edition), question));
}

// --- GameSession ---

QVariantMap GameSession::legalNow()
{
    refreshLegalNow();
    return m_legalNowMap;
}

QStringList GameSession::caught()
{
    refreshLegalNow();
    return m_caught;
}

views::EscapeView GameSession::escapeChance(int modifier, bool helper, bool sacrificeRide,
                                            bool helperEscapesWithRide) const
{
    const mk::Edition edition = m_core.hasGame() ? m_core.state()->edition : mk::Edition::Deluxe;
    return escapeChanceView(edition, modifier, helper, sacrificeRide, helperEscapesWithRide);
}

void GameSession::refreshLegalNow()
{
    const qint64 game = gameId();
    const qint64 head = m_core.head();
    if (game == m_legalNowGame && head == m_legalNowHead)
        return;
    m_legalNowGame = game;
    m_legalNowHead = head;
    m_legalNowMap.clear();
    m_caught.clear();
    m_settlingMap.clear();
    if (!m_core.hasGame())
        return;
    const std::vector<game::CaughtRunner> runners = settlingOfLastRun();
    std::vector<std::string> caughtByLastRun;
    for (const game::CaughtRunner& runner : runners)
        caughtByLastRun.push_back(runner.player);
    const game::LegalNow now = game::legalNow(*m_core.state(), caughtByLastRun);
    m_legalNowMap = legalNowView(now);
    m_caught = namesOf(now.caught);
    m_settlingMap = settlingView(*m_core.state(), runners,
                                 [this](const QString& monster) { return libraryBadStuff(monster); });
}

}  // namespace arbiter::app
