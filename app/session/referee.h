#pragma once
// What the referee says before any game is open, as a QML singleton (`Referee.rollOff(...)`): the roll
// for who starts, how many players a game seats, the editions and their printed options, the Munchkin
// Panic phases and variants, the default seat colours, and a fair die. None of it needs the open file, so
// it is not GameSession's (which answers about the game it shows).

#include "app/actions/setup_request.h"

#include "app/views/who_starts_view.h"

#include <QObject>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>
#include <qqmlregistration.h>

#include <random>

class QQmlEngine;
class QJSEngine;

namespace arbiter::app {

class Referee : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    explicit Referee(QObject* parent = nullptr);
    static Referee* create(QQmlEngine* engine, QJSEngine* scriptEngine);

    // The roll for who starts so far (game.roll-off) among `players` (distinct, in seat order: names, or
    // any ids the page keeps for its rows); `rounds` as a setup's `rollOff`: [{rolls: [{player, roll}]}].
    // The ruling: who rolls next, and the starter once there is one (app/views/who_starts_view.h).
    Q_INVOKABLE static arbiter::app::views::RollOffRulingView rollOff(const QStringList& players,
                                                                      const QVariantList& rounds);
    // How many players a new game seats: {fewest, most}, for a setup built by GameSetups (its players are
    // not counted); a request that could not be built gives the card game's limits.
    Q_INVOKABLE static QVariantMap playerLimits(const arbiter::app::SetupRequest& game);
    // The same with the game as a map (the `edition` or `family` and, for Munchkin Panic, its `options`).
    static QVariantMap playerLimits(const QVariantMap& game);  // C++ only
    // The editions a new game can use: [{id, name, winningLevel, epicWinningLevel, fasterPlayPrinted,
    // sharedVictoryPrinted, oneShotsSellPrinted, killClaimWaitMs}]; an option the rulebook does not print is
    // a house rule.
    Q_INVOKABLE static QVariantList editions();
    // The six Munchkin Panic phases: [{id, name}].
    Q_INVOKABLE static QVariantList panicPhases();
    // The names a Panic game's `options.variants` may list ("less-munchkin", "more-panic:no-walls"...).
    Q_INVOKABLE static QStringList panicVariants();
    // The colour a seat gets by default.
    Q_INVOKABLE static QString defaultColour(int seat);
    // A fair six-sided die (the roll is recorded by the action that uses it, or by roll-die).
    Q_INVOKABLE int rollDie();

private:
    std::mt19937 m_dice;
};

}  // namespace arbiter::app
