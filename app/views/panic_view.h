#pragma once
// A Munchkin Panic table as typed values: the board, the seats, the turn and its limits, the bag and the
// standings, built once from the state and shared by the tablet (GameSession::panic, read by the board's
// pages) and the phones (the table's `panic`, written as JSON by gadget_json.h, where an enum is written
// as its kebab-case name: PanicPhases::PlayCards -> "play-cards", as the log spells it). Every number comes
// from rules/ (rules/game/inspect_panic.h); nothing here is the codec's stored JSON.

#include "rules/game/state.h"
#include "rules/panic/types.h"

#include <QHash>
#include <QMetaType>
#include <QString>
#include <QStringList>
#include <QVariantList>

namespace arbiter::app::views {

// The six phases of a turn, in their order; QML reads them as PanicPhase.PlayCards
// (app/session/view_types.h).
struct PanicPhases {
    Q_GADGET

public:
    enum Phase { DiscardAndDraw, GiveCharity, PlayCards, AddTreasure, MoveMonsters, PlaceMonsters };
    Q_ENUM(Phase)
};

PanicPhases::Phase phaseOf(rules::panic::Phase phase);

struct PanicMonsterView {  // a Monster on the board
    Q_GADGET
    Q_PROPERTY(QString id MEMBER id)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(int arc MEMBER arc)
    Q_PROPERTY(QString ring MEMBER ring)  // "forest", "archer", "knight", "swordsman", "castle"
    Q_PROPERTY(int health MEMBER health)
    Q_PROPERTY(int maxHealth MEMBER maxHealth)
    Q_PROPERTY(int points MEMBER points)
    Q_PROPERTY(int enhancement MEMBER enhancement)
    Q_PROPERTY(bool glued MEMBER glued)
    Q_PROPERTY(bool unslayable MEMBER unslayable)
    Q_PROPERTY(QString colour MEMBER colour)  // its arc's colour: "red", "green", "blue"
    Q_PROPERTY(int treasures MEMBER treasures)

public:
    QString id;
    QString name;
    int arc = 0;
    QString ring;
    int health = 0;
    int maxHealth = 0;
    int points = 0;
    int enhancement = 0;
    bool glued = false;
    bool unslayable = false;
    QString colour;
    int treasures = 0;

    friend bool operator==(const PanicMonsterView&, const PanicMonsterView&) = default;
};

struct PanicBoardView {
    Q_GADGET
    Q_PROPERTY(QStringList colours MEMBER colours)  // arc 1 to 6
    // The arcs (1..6) where a Tower, a Wall, a Fortify token still stands.
    Q_PROPERTY(QList<int> towers MEMBER towers)
    Q_PROPERTY(QList<int> walls MEMBER walls)
    Q_PROPERTY(QList<int> fortified MEMBER fortified)
    Q_PROPERTY(QVariantList monsters MEMBER monsters)  // PanicMonsterView
    Q_PROPERTY(bool sleep MEMBER sleep)                // the Sleep Potion holds the Monsters this turn
    Q_PROPERTY(int towersLeft MEMBER towersLeft)

public:
    QStringList colours;
    QList<int> towers;
    QList<int> walls;
    QList<int> fortified;
    QVariantList monsters;
    bool sleep = false;
    int towersLeft = 0;

    friend bool operator==(const PanicBoardView&, const PanicBoardView&) = default;
};

struct TrophyView {
    Q_GADGET
    Q_PROPERTY(QString token MEMBER token)
    Q_PROPERTY(int points MEMBER points)
    Q_PROPERTY(int additionErrors MEMBER additionErrors)

public:
    QString token;
    int points = 0;
    int additionErrors = 0;

    friend bool operator==(const TrophyView&, const TrophyView&) = default;
};

struct PanicSeatView {
    Q_GADGET
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QString colour MEMBER colour)
    Q_PROPERTY(QString character MEMBER character)  // "Warrior"; "" without a character card
    Q_PROPERTY(int castleCards MEMBER castleCards)
    Q_PROPERTY(int treasure MEMBER treasure)
    Q_PROPERTY(int treasureWaiting MEMBER treasureWaiting)
    Q_PROPERTY(bool loseHelp MEMBER loseHelp)
    Q_PROPERTY(int kills MEMBER kills)
    Q_PROPERTY(int points MEMBER points)
    Q_PROPERTY(QVariantList trophies MEMBER trophies)  // TrophyView
    Q_PROPERTY(bool isCurrent MEMBER isCurrent)

public:
    QString name;
    QString colour;
    QString character;
    int castleCards = 0;
    int treasure = 0;
    int treasureWaiting = 0;
    bool loseHelp = false;
    int kills = 0;
    int points = 0;
    QVariantList trophies;
    bool isCurrent = false;

    friend bool operator==(const PanicSeatView&, const PanicSeatView&) = default;
};

struct BagMonsterView {  // a Monster token still in the bag
    Q_GADGET
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(int points MEMBER points)
    Q_PROPERTY(int treasures MEMBER treasures)

public:
    QString name;
    int points = 0;
    int treasures = 0;

    friend bool operator==(const BagMonsterView&, const BagMonsterView&) = default;
};

struct BagCurseView {  // a Curse token still in the bag
    Q_GADGET
    Q_PROPERTY(QString id MEMBER id)  // "huge-rock"
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QString label MEMBER label)
    Q_PROPERTY(bool needsRoll MEMBER needsRoll)

public:
    QString id;
    QString name;
    QString label;
    bool needsRoll = false;

    friend bool operator==(const BagCurseView&, const BagCurseView&) = default;
};

struct StandingView {
    Q_GADGET
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(int points MEMBER points)
    Q_PROPERTY(int kills MEMBER kills)

public:
    QString name;
    int points = 0;
    int kills = 0;

    friend bool operator==(const StandingView&, const StandingView&) = default;
};

struct PanicView {  // `active` false: not a Munchkin Panic game
    Q_GADGET
    Q_PROPERTY(bool active MEMBER active)
    Q_PROPERTY(QString mode MEMBER mode)  // "cooperative", ...
    Q_PROPERTY(bool settingUp MEMBER settingUp)
    Q_PROPERTY(arbiter::app::views::PanicPhases::Phase phase MEMBER phase)
    Q_PROPERTY(QString phaseName MEMBER phaseName)  // "Play Cards"
    Q_PROPERTY(QString current MEMBER current)
    Q_PROPERTY(int turn MEMBER turn)
    Q_PROPERTY(arbiter::app::views::PanicBoardView board MEMBER board)
    Q_PROPERTY(QVariantList seats MEMBER seats)  // PanicSeatView, in seat order
    // The current player's limits and the turn's counts.
    Q_PROPERTY(int handSize MEMBER handSize)
    Q_PROPERTY(int treasureLimit MEMBER treasureLimit)
    Q_PROPERTY(bool overLimit MEMBER overLimit)  // their Treasure is over the limit
    Q_PROPERTY(int monstersToPlace MEMBER monstersToPlace)
    Q_PROPERTY(int placedThisTurn MEMBER placedThisTurn)
    Q_PROPERTY(bool monstersMoved MEMBER monstersMoved)
    Q_PROPERTY(int dealsThisTurn MEMBER dealsThisTurn)
    Q_PROPERTY(bool wizardMoved MEMBER wizardMoved)
    Q_PROPERTY(QVariantList bagMonsters MEMBER bagMonsters)   // BagMonsterView
    Q_PROPERTY(QVariantList bagCurses MEMBER bagCurses)       // BagCurseView
    Q_PROPERTY(QVariantList standings MEMBER standings)       // StandingView, highest first
    Q_PROPERTY(QString masterMunchkin MEMBER masterMunchkin)  // "" while nobody is
    Q_PROPERTY(QStringList tiedForMaster MEMBER tiedForMaster)
    Q_PROPERTY(bool over MEMBER over)
    Q_PROPERTY(bool playersWon MEMBER playersWon)
    Q_PROPERTY(bool gameLost MEMBER gameLost)
    // The Monsters off the board for good (slain or discarded): Invoke Obscure Rules draws from them.
    Q_PROPERTY(QStringList discarded MEMBER discarded)

public:
    bool active = false;
    QString mode;
    bool settingUp = false;
    PanicPhases::Phase phase = PanicPhases::DiscardAndDraw;
    QString phaseName;
    QString current;
    int turn = 0;
    PanicBoardView board;
    QVariantList seats;
    int handSize = 0;
    int treasureLimit = 0;
    bool overLimit = false;
    int monstersToPlace = 0;
    int placedThisTurn = 0;
    bool monstersMoved = false;
    int dealsThisTurn = 0;
    bool wizardMoved = false;
    QVariantList bagMonsters;
    QVariantList bagCurses;
    QStringList discarded;
    QVariantList standings;
    QString masterMunchkin;
    QStringList tiedForMaster;
    bool over = false;
    bool playersWon = false;
    bool gameLost = false;

    friend bool operator==(const PanicView&, const PanicView&) = default;
};

PanicBoardView panicBoardViewOf(const rules::panic::Board& board);

// The table of a Munchkin Panic game, each seat in its colour (player name -> "#rrggbb"); inactive for a
// card game.
PanicView panicViewOf(const rules::game::GameState& state, const QHash<QString, QString>& colours);

}  // namespace arbiter::app::views
