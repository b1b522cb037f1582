#pragma once
// Who took the first turn and how: the roll-off kept in the game's setup, as typed values for the history
// page, and the sentence that tells it.

#include "app/views/verdict_view.h"
#include "rules/game/setup.h"

#include <QMetaType>
#include <QString>
#include <QStringList>
#include <QVariantList>

namespace arbiter::app::views {

struct StarterRollView {
    Q_GADGET
    Q_PROPERTY(QString player MEMBER player)
    Q_PROPERTY(int roll MEMBER roll)

public:
    QString player;
    int roll = 0;

    friend bool operator==(const StarterRollView&, const StarterRollView&) = default;
};

struct RollOffRoundView {
    Q_GADGET
    Q_PROPERTY(QVariantList rolls MEMBER rolls)  // StarterRollView, in the order rolled

public:
    QVariantList rolls;

    friend bool operator==(const RollOffRoundView&, const RollOffRoundView&) = default;
};

struct WhoStartsView {  // empty when the starter was picked, not rolled for
    Q_GADGET
    Q_PROPERTY(QVariantList rollOff MEMBER rollOff)  // RollOffRoundView, round by round
    Q_PROPERTY(QString starter MEMBER starter)
    Q_PROPERTY(QString text MEMBER text)  // "Who starts: Ann 5, Bob 3. Ann starts."

public:
    QVariantList rollOff;
    QString starter;
    QString text;

    friend bool operator==(const WhoStartsView&, const WhoStartsView&) = default;
};

WhoStartsView whoStartsViewOf(const rules::game::GameSetup& setup);

// The roll for who starts so far, as the referee rules on it: who rolls next, and the starter once one rolled
// highest.
struct RollOffRulingView : VerdictView {
    Q_GADGET
    Q_PROPERTY(QStringList toRoll MEMBER toRoll)  // in seat order
    Q_PROPERTY(QString starter MEMBER starter)    // "" until one rolled highest

public:
    QStringList toRoll;
    QString starter;

    friend bool operator==(const RollOffRulingView&, const RollOffRulingView&) = default;
};

}  // namespace arbiter::app::views
