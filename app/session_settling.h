#pragma once
// A lost fight being settled, as a QML value (GameSession's `settling`): whom the monsters caught, by which
// monsters, the card library's Bad Stuff text of each, and who still waits for their Bad Stuff or for their
// body to be looted. Presentation only: who was caught and who is settled are the referee's
// (rules/game/legal_now.h, settlingOfRun).

#include "rules/game/legal_now.h"
#include "rules/game/state.h"

#include <QString>
#include <QVariantMap>

#include <functional>
#include <vector>

namespace arbiter::app {

// Whether a monster's Bad Stuff, as the table wrote it in the card library, reads as a death ("You are
// dead.", "Death.", "He dies."): the Bad Stuff step then starts with Death ticked, which the table may
// untick. A reading of the table's words, not a ruling: the action recorded says what happened.
bool badStuffReadsAsDeath(const QString& text);

// {open, running, caught: [{player, monsters: [{name, badStuff, death}], monsterNames, settled, dead,
//  bodyLooted, deathLikely}], unsettled: [names], bodies: [names]}:
// - `running`: the fight was lost and nobody has run yet; its fighter and helper are `unsettled`.
// - `caught`: those the run being settled caught (`runners`), fighter first; `badStuffOf(monster)` is the
//   library's text for a monster ("" when it has none), `death` whether it reads as a death, and
//   `deathLikely` whether any of the runner's does.
// - `unsettled`: whose Bad Stuff (or death, or explicit "no Bad Stuff") is not recorded yet.
// - `bodies`: the caught who died and whose body is not looted yet.
// - `open`: the lost fight is not over: it is running, or someone is unsettled or still to be looted.
QVariantMap settlingView(const rules::game::GameState& state,
                         const std::vector<rules::game::CaughtRunner>& runners,
                         const std::function<QString(const QString&)>& badStuffOf);

}  // namespace arbiter::app
