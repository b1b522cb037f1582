#include "app/views/who_starts_view.h"

#include "app/i18n/translations.h"

#include "db/codec/munchkin_json.h"

#include <QObject>
#include <QStringList>

namespace arbiter::app::views {

using db::toQString;

WhoStartsView whoStartsViewOf(const rules::game::GameSetup& setup)
{
    WhoStartsView view;
    if (setup.rollOff.empty())
        return view;
    QStringList rounds;
    for (const rules::game::RollOffRound& round : setup.rollOff) {
        RollOffRoundView roundView;
        QStringList rolls;
        for (const rules::game::StarterRoll& roll : round.rolls) {
            roundView.rolls.append(QVariant::fromValue(StarterRollView{toQString(roll.player), roll.roll}));
            //: One die of the roll for who starts: "Ann 5".
            rolls.append(i18n::QObjectWords::tr("%1 %2").arg(toQString(roll.player)).arg(roll.roll));
        }
        view.rollOff.append(QVariant::fromValue(roundView));
        rounds.append(rolls.join(i18n::QObjectWords::tr(", ")));
    }
    view.starter = setup.starter
                       ? toQString(*setup.starter)
                       : (setup.players.empty() ? QString() : toQString(setup.players.front().name));
    //: %1: the rounds of dice ("Ann 6, Bob 6; then Ann 3, Bob 5"), %2: who starts.
    view.text = i18n::QObjectWords::tr("Who starts: %1. %2 starts.")
                    .arg(rounds.join(i18n::QObjectWords::tr("; then ")), view.starter);
    return view;
}

}  // namespace arbiter::app::views
