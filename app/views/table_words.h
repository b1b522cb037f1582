#pragma once
// The table's words and colours that every face shows alike: a phase's name, a seat's colour.

#include <QString>

namespace arbiter::app::views {

// "Kick Open the Door" for "kick-open-the-door".
QString phaseDisplayName(const QString& phaseId);

// One of twelve colours that stay apart, for a seat whose player chose none (the first six also for
// colour-blind eyes).
QString defaultPlayerColour(int seat);

}  // namespace arbiter::app::views
