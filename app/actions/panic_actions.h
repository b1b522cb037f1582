#pragma once
// The Munchkin Panic actions as typed calls for QML: PanicActions.glue("Net Troll"), then
// Navigator.perform(session, request). Each builder checks its names against the id tables of rules/
// (tokens, cards, rings, phases, Curse tokens) and answers ActionRequest::refused(argument, why) for one
// it does not know; whether the action is legal now is the referee's question. The board corrections
// start from the session's state at head (a GameSession, read through HeadState), so QML never copies
// the stored board.

#include "app/actions/action_request.h"
#include "app/actions/panic_hit_card.h"
#include "app/actions/panic_monster_card.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>

namespace arbiter::app {

class PanicActions : public QObject {
    Q_OBJECT

public:
    explicit PanicActions(QObject* parent = nullptr);

    // --- the turn (panic_actions.cpp) ---
    // Set-up and Place Monsters: a token from the bag to the arc the die (or the Loaded Die) chose.
    Q_INVOKABLE arbiter::app::ActionRequest placeMonster(const QString& token, int arc, bool loadedDie) const;
    // A Curse token drawn ("huge-rock"); `roll` 0 when it needs none, `cancelledBy` "" when not cancelled.
    // `choices`: structure ("wall:3", as the move preview's `pending` names it) -> the Monster that takes
    // the damage.
    Q_INVOKABLE arbiter::app::ActionRequest drawCurse(const QString& curse, int roll,
                                                      const QString& cancelledBy,
                                                      const QVariantMap& choices) const;
    // Phase 1; `thiefTakesFrom` "" when the Thief takes nothing.
    Q_INVOKABLE arbiter::app::ActionRequest discardDraw(int discards, bool reallyImpressiveTitle,
                                                        bool clericKeepsOne,
                                                        const QString& thiefTakesFrom) const;
    Q_INVOKABLE arbiter::app::ActionRequest charity(const QStringList& biggerShare) const;
    Q_INVOKABLE arbiter::app::PanicHitCard hitCard(const QString& card, const QStringList& weapons,
                                                   bool byHelper, bool weaponsByHelper) const;
    // An attack on the Monster `target` (its id on the board). `cards` lists hitCard()s; `helper` "" for
    // none, and then `trophyTo` and `treasureTo` are ignored ("" means the current player).
    Q_INVOKABLE arbiter::app::ActionRequest hit(const QString& target, const QVariantList& cards,
                                                const QStringList& potions, const QStringList& specials,
                                                const QStringList& enhancers, const QString& enhancedBy,
                                                const QString& helper, const QString& trophyTo,
                                                const QString& treasureTo) const;
    // A card or the Wizard moves one Monster; `roll` is the Wizard's die (0 for a card).
    Q_INVOKABLE arbiter::app::ActionRequest moveMonster(const QString& monster, const QString& by, int arc,
                                                        const QString& ring, int roll) const;
    // Out to Lunch, or the Cleric's booga booga.
    Q_INVOKABLE arbiter::app::ActionRequest removeMonster(const QString& monster, const QString& by) const;
    Q_INVOKABLE arbiter::app::ActionRequest glue(const QString& monster) const;
    Q_INVOKABLE arbiter::app::ActionRequest sleep() const;
    Q_INVOKABLE arbiter::app::ActionRequest fortify(int arc) const;
    // Phase 5, with `choices` as drawCurse() takes them.
    Q_INVOKABLE arbiter::app::ActionRequest moveMonsters(const QVariantMap& choices) const;
    Q_INVOKABLE arbiter::app::ActionRequest setCastleCards(const QString& player, int count) const;
    Q_INVOKABLE arbiter::app::ActionRequest setTreasure(const QString& player, int count) const;
    Q_INVOKABLE arbiter::app::ActionRequest additionError(const QString& player, const QString& trophy) const;
    Q_INVOKABLE arbiter::app::ActionRequest setTrophies(const QString& player,
                                                        const QStringList& trophies) const;
    // A Curse card of the Castle deck; "" leaves `target`, `give`, `take` and `cancelledBy` out.
    Q_INVOKABLE arbiter::app::ActionRequest curseCard(const QString& card, const QString& player,
                                                      const QString& target, const QString& give,
                                                      const QString& take, const QString& cancelledBy) const;
    // Invoke Obscure Rules, the Humongous Monster Enhancer, Illusion; "" leaves `monster` and
    // `replacement` out.
    Q_INVOKABLE arbiter::app::ActionRequest specialCard(const QString& card, const QString& player,
                                                        const QString& monster,
                                                        const QString& replacement) const;
    // The phase by its id ("play-cards").
    Q_INVOKABLE arbiter::app::ActionRequest nextPhase(const QString& phase) const;
    Q_INVOKABLE arbiter::app::ActionRequest endTurn() const;

    // --- corrections of the board (panic_actions_board.cpp) ---
    // `health` 0: the token's full health.
    Q_INVOKABLE arbiter::app::PanicMonsterCard monsterCard(const QString& token, int arc, const QString& ring,
                                                           int health, bool glued) const;
    // The board as the table has it: `monsters` lists monsterCard()s; every Tower and Wall stands.
    Q_INVOKABLE arbiter::app::ActionRequest setBoard(const QVariantList& monsters) const;
    // `session`: the GameSession whose board at head is corrected (any QObject that is a HeadState).
    // The board at head with one Monster put on another space (nothing else changes).
    Q_INVOKABLE arbiter::app::ActionRequest correctMonster(QObject* session, const QString& monster, int arc,
                                                           const QString& ring) const;
    // The board at head without one Monster.
    Q_INVOKABLE arbiter::app::ActionRequest removeByCorrection(QObject* session,
                                                               const QString& monster) const;
    // The board at head with these Towers, Walls and Fortify tokens standing (arcs 1..6).
    Q_INVOKABLE arbiter::app::ActionRequest correctStructures(QObject* session, const QList<int>& towers,
                                                              const QList<int>& walls,
                                                              const QList<int>& fortified) const;

    // Whether two requests hold the same action (or are both unbuilt for the same reason): for tests and
    // for a page that asks whether what it would record changed.
    Q_INVOKABLE static bool same(const arbiter::app::ActionRequest& a, const arbiter::app::ActionRequest& b);
};

}  // namespace arbiter::app
