#pragma once
// The fight in progress as typed values, built once per change of the log's head and shared by the
// tablet (GameSession::combat, bound to by QML) and the phones (written as JSON by gadget_json.h). Each
// property is named as the screens and the phone page read it; nothing here is the codec's stored JSON.

#include "rules/game/state.h"
#include "rules/munchkin/what_it_takes.h"

#include <QMetaType>
#include <QString>
#include <QStringList>
#include <QVariant>
#include <QVariantList>

namespace arbiter::app::views {

struct CardView {  // a one-shot on either side, or an Enhancer on a monster
    Q_GADGET
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(int bonus MEMBER bonus)
    Q_PROPERTY(int treasures MEMBER treasures)
    Q_PROPERTY(QString label MEMBER label)  // name and bonus as the reasons write them ("Enraged +5")

public:
    QString name;
    int bonus = 0;
    int treasures = 0;  // an Enhancer's extra Treasures
    QString label;

    friend bool operator==(const CardView&, const CardView&) = default;
};

struct VersusView {  // a monster's bonus against a Race, Class, Sex...
    Q_GADGET
    Q_PROPERTY(QString kind MEMBER kind)  // "race", "class", "faction", "citizenship", "sex"
    Q_PROPERTY(QString value MEMBER value)
    Q_PROPERTY(int bonus MEMBER bonus)

public:
    QString kind;
    QString value;
    int bonus = 0;

    friend bool operator==(const VersusView&, const VersusView&) = default;
};

struct MonsterView {
    Q_GADGET
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(int level MEMBER level)
    Q_PROPERTY(int treasures MEMBER treasures)
    Q_PROPERTY(int levels MEMBER levels)
    Q_PROPERTY(QStringList tags MEMBER tags)
    Q_PROPERTY(QVariantList enhancers MEMBER enhancers)  // CardView
    Q_PROPERTY(QVariantList versus MEMBER versus)        // VersusView
    Q_PROPERTY(bool levelOnly MEMBER levelOnly)
    Q_PROPERTY(bool eliminated MEMBER eliminated)
    Q_PROPERTY(QString joinedBy MEMBER joinedBy)  // "door", "look-for-trouble", "wandering-monster"...

public:
    QString name;
    int level = 1;
    int treasures = 1;
    int levels = 1;
    QStringList tags;
    QVariantList enhancers;
    QVariantList versus;
    bool levelOnly = false;
    bool eliminated = false;
    QString joinedBy;

    friend bool operator==(const MonsterView&, const MonsterView&) = default;
};

struct TakesView {  // what it takes to turn the fight (rules/munchkin/what_it_takes.h)
    Q_GADGET
    Q_PROPERTY(QString text MEMBER text)
    Q_PROPERTY(QString ruleId MEMBER ruleId)
    Q_PROPERTY(int amount MEMBER amount)
    Q_PROPERTY(bool playersNeed MEMBER playersNeed)
    Q_PROPERTY(bool tieWins MEMBER tieWins)
    Q_PROPERTY(bool settled MEMBER settled)

public:
    QString text;
    QString ruleId;
    int amount = 0;
    bool playersNeed = false;
    bool tieWins = false;
    bool settled = false;

    friend bool operator==(const TakesView&, const TakesView&) = default;
};

struct EscapeView {  // one runner's chance against one monster, before any modifier is entered
    Q_GADGET
    Q_PROPERTY(int minimumRoll MEMBER minimumRoll)
    Q_PROPERTY(int escapingFaces MEMBER escapingFaces)
    Q_PROPERTY(double chance MEMBER chance)
    Q_PROPERTY(bool automatic MEMBER automatic)
    Q_PROPERTY(QString text MEMBER text)
    Q_PROPERTY(QString ruleId MEMBER ruleId)
    Q_PROPERTY(QString runner MEMBER runner)  // "fighter" or "helper"
    Q_PROPERTY(QString player MEMBER player)
    Q_PROPERTY(QString monster MEMBER monster)

public:
    int minimumRoll = 0;
    int escapingFaces = 0;
    double chance = 0;
    bool automatic = false;
    QString text;
    QString ruleId;
    QString runner;
    QString player;
    QString monster;

    friend bool operator==(const EscapeView&, const EscapeView&) = default;
};

struct CombatView {
    Q_GADGET
    Q_PROPERTY(bool active MEMBER active)
    Q_PROPERTY(QString fighter MEMBER fighter)
    Q_PROPERTY(QString helper MEMBER helper)  // "" when nobody helps
    Q_PROPERTY(int fighterBonus MEMBER fighterBonus)
    Q_PROPERTY(int helperBonus MEMBER helperBonus)
    Q_PROPERTY(QVariantList playerSide MEMBER playerSide)    // CardView
    Q_PROPERTY(QVariantList monsterSide MEMBER monsterSide)  // CardView
    Q_PROPERTY(QVariantList monsters MEMBER monsters)        // MonsterView
    Q_PROPERTY(bool runningAway MEMBER runningAway)
    // The referee's ruling on the fight as it stands (judged is false when it cannot be judged yet).
    Q_PROPERTY(bool judged MEMBER judged)
    Q_PROPERTY(bool legal MEMBER legal)
    Q_PROPERTY(QString outcome MEMBER outcome)  // "win" or "lose"; "" when not judged
    Q_PROPERTY(int playerStrength MEMBER playerStrength)
    Q_PROPERTY(int monsterStrength MEMBER monsterStrength)
    Q_PROPERTY(int levelsGained MEMBER levelsGained)
    Q_PROPERTY(int treasures MEMBER treasures)
    Q_PROPERTY(int helperLevelsGained MEMBER helperLevelsGained)
    Q_PROPERTY(int helperTreasures MEMBER helperTreasures)
    Q_PROPERTY(bool gameWon MEMBER gameWon)
    Q_PROPERTY(int claimWaitMs MEMBER claimWaitMs)
    Q_PROPERTY(QVariantList reasons MEMBER reasons)  // ReasonView
    Q_PROPERTY(QVariant takes MEMBER takes)          // TakesView, or null when not judged
    Q_PROPERTY(QVariantList runAway MEMBER runAway)  // EscapeView

public:
    bool active = false;
    QString fighter;
    QString helper;
    int fighterBonus = 0;
    int helperBonus = 0;
    QVariantList playerSide;
    QVariantList monsterSide;
    QVariantList monsters;
    bool runningAway = false;
    bool judged = false;
    bool legal = false;
    QString outcome;
    int playerStrength = 0;
    int monsterStrength = 0;
    int levelsGained = 0;
    int treasures = 0;
    int helperLevelsGained = 0;
    int helperTreasures = 0;
    bool gameWon = false;
    int claimWaitMs = 0;
    QVariantList reasons;
    QVariant takes;
    QVariantList runAway;

    friend bool operator==(const CombatView&, const CombatView&) = default;
};

// One runner's chance (runaway.chance) as a view; `runner`, `player` and `monster` are left for the caller.
EscapeView escapeView(const rules::munchkin::EscapeChance& chance);

// The fight of `state`, judged by the referee; inactive when there is none.
CombatView combatViewOf(const rules::game::GameState& state);

}  // namespace arbiter::app::views
