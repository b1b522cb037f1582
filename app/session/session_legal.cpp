// GameSession's escape odds (escapeChance()); the combat view's `takes` and `runAway` are app/views/, and
// what the table may do now is HeadViews' legalNow. Every answer comes from rules/ (what_it_takes.h).

#include "app/session/session_legal.h"

#include "app/session/gamesession.h"

#include "rules/munchkin/what_it_takes.h"

namespace arbiter::app {

namespace mk = rules::munchkin;

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

views::EscapeView GameSession::escapeChance(int modifier, bool helper, bool sacrificeRide,
                                            bool helperEscapesWithRide) const
{
    const mk::Edition edition = m_core.hasGame() ? m_core.state()->edition : mk::Edition::Deluxe;
    return escapeChanceView(edition, modifier, helper, sacrificeRide, helperEscapesWithRide);
}

}  // namespace arbiter::app
