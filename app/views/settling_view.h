#pragma once
// A lost fight until it is settled, as typed values (GameSession's `settling`, and the phones'): whom the
// monsters caught, by which monsters, the card library's Bad Stuff text of each, and who still waits for
// their Bad Stuff or for their body to be looted. Who was caught and who is settled are the referee's
// (rules/game/legal_now.h, settlingOfRun); HeadViews finds the run in the log.

#include "rules/game/legal_now.h"
#include "rules/game/state.h"

#include <QMetaType>
#include <QString>
#include <QStringList>
#include <QVariantList>

#include <functional>
#include <vector>

namespace arbiter::app::views {

struct CatchingMonsterView {  // a monster that caught a runner
    Q_GADGET
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QString badStuff MEMBER badStuff)  // the card library's text; "" when it has none
    Q_PROPERTY(bool death MEMBER death)           // whether that text reads as a death

public:
    QString name;
    QString badStuff;
    bool death = false;

    friend bool operator==(const CatchingMonsterView&, const CatchingMonsterView&) = default;
};

struct CaughtRunnerView {
    Q_GADGET
    Q_PROPERTY(QString player MEMBER player)
    Q_PROPERTY(QVariantList monsters MEMBER monsters)  // CatchingMonsterView, in the run's order
    Q_PROPERTY(QStringList monsterNames MEMBER monsterNames)
    Q_PROPERTY(bool settled MEMBER settled)  // Bad Stuff, a death or "no Bad Stuff" recorded
    Q_PROPERTY(bool dead MEMBER dead)
    Q_PROPERTY(bool bodyLooted MEMBER bodyLooted)
    Q_PROPERTY(bool deathLikely MEMBER deathLikely)  // one of the monsters' Bad Stuff reads as a death

public:
    QString player;
    QVariantList monsters;
    QStringList monsterNames;
    bool settled = false;
    bool dead = false;
    bool bodyLooted = false;
    bool deathLikely = false;

    friend bool operator==(const CaughtRunnerView&, const CaughtRunnerView&) = default;
};

struct SettlingView {
    Q_GADGET
    // The lost fight is not over: it is running, or someone is unsettled or still to be looted. The combat
    // page stays while it is.
    Q_PROPERTY(bool open MEMBER open)
    Q_PROPERTY(bool running MEMBER running)             // lost, and nobody has run yet
    Q_PROPERTY(QVariantList caught MEMBER caught)       // CaughtRunnerView, fighter first
    Q_PROPERTY(QStringList unsettled MEMBER unsettled)  // whose Bad Stuff (or death...) is not recorded yet
    Q_PROPERTY(QStringList bodies MEMBER bodies)        // the caught who died, body not looted yet

public:
    bool open = false;
    bool running = false;
    QVariantList caught;
    QStringList unsettled;
    QStringList bodies;

    friend bool operator==(const SettlingView&, const SettlingView&) = default;
};

// Whether a monster's Bad Stuff, as the table wrote it in the card library, reads as a death ("You are
// dead.", "Death.", "He dies."): the Bad Stuff step then starts with Death ticked, which the table may
// untick. A reading of the table's words, not a ruling: the action recorded says what happened.
bool badStuffReadsAsDeath(const QString& text);

// `runners`: those the run being settled caught; `badStuffOf(monster)` is the library's text for a monster.
SettlingView settlingViewOf(const rules::game::GameState& state,
                            const std::vector<rules::game::CaughtRunner>& runners,
                            const std::function<QString(const QString&)>& badStuffOf);

}  // namespace arbiter::app::views
