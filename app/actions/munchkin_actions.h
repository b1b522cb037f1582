#pragma once
// The Munchkin card game's actions, built from typed arguments: QML calls
// `Navigator.perform(session, MunchkinActions.changeLevel("Ann", 1, "go-up-a-level"))` and never spells
// the log's JSON. Each builder gives an ActionRequest holding the rules::game::Action, or the argument at
// fault and why: an empty name, an unknown id (a level source, a sex, a phase, a slot...), or a value the
// game log could not store and read back (a name over 200 characters, a die outside 1..6...). Whether the
// action is legal now is the referee's business, when the session performs or previews it.
//
// The builders need no state and are static, so C++ (tests, a future network client) calls them too.

#include "app/actions/action_request.h"
#include "app/actions/munchkin_card.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QVariantList>

namespace arbiter::app {

class MunchkinActions : public QObject {
    Q_OBJECT

public:
    explicit MunchkinActions(QObject* parent = nullptr);

    // --- fresh cards for a page to fill (munchkin_card.h) ---
    Q_INVOKABLE static arbiter::app::ItemCard itemCard();
    Q_INVOKABLE static arbiter::app::MonsterCard monsterCard();
    // The name a monster entered without one gets: "Level 8 monster".
    Q_INVOKABLE static QString unnamedMonster(int level);
    // The names a quick bonus played without a name gets: "One-shot +5", "Enhancer -10". The table's
    // card library remembers no card of such a name.
    Q_INVOKABLE static QString unnamedOneShot(int bonus);
    Q_INVOKABLE static QString unnamedEnhancer(int bonus);
    Q_INVOKABLE static arbiter::app::SaleCard saleCard(const QString& name, int gold);
    Q_INVOKABLE static arbiter::app::RunAwayRollCard runAwayRoll(const QString& monster,
                                                                 const QString& runner, int roll,
                                                                 int modifier);

    // --- the table ---
    // `sex`: "male" or "female".
    Q_INVOKABLE static arbiter::app::ActionRequest setSex(const QString& player, const QString& sex);

    // --- levels and character cards ---
    // `source`: "go-up-a-level", "sell", "kill", "card" or "last-non-cultist".
    Q_INVOKABLE static arbiter::app::ActionRequest changeLevel(
        const QString& player, int amount, const QString& source = QStringLiteral("go-up-a-level"),
        bool cardAllowsWin = false);
    Q_INVOKABLE static arbiter::app::ActionRequest playCharacterCard(const QString& player,
                                                                     const QString& card);
    // `cause`: "voluntary", "card" or "divine-intervention".
    Q_INVOKABLE static arbiter::app::ActionRequest discardCharacterCard(
        const QString& player, const QString& card, const QString& cause = QStringLiteral("voluntary"));
    // `discardClass`: with Super Munchkin and two Classes, the one that makes room; "" otherwise.
    Q_INVOKABLE static arbiter::app::ActionRequest becomeCultist(const QString& player,
                                                                 const QString& discardClass = QString());

    // --- Items, Rides, Hirelings, Curses ---
    Q_INVOKABLE static arbiter::app::ActionRequest gainItem(const QString& player,
                                                            const arbiter::app::ItemCard& item);
    Q_INVOKABLE static arbiter::app::ActionRequest equipItem(const QString& player, const QString& item,
                                                             bool equipped);
    Q_INVOKABLE static arbiter::app::ActionRequest loseItem(const QString& player, const QString& item);
    Q_INVOKABLE static arbiter::app::ActionRequest tradeItem(const QString& from, const QString& to,
                                                             const QString& item);
    // One gear number instead of Items; itemiseGear() goes back to adding up the Items.
    Q_INVOKABLE static arbiter::app::ActionRequest setGear(const QString& player, int gear);
    Q_INVOKABLE static arbiter::app::ActionRequest itemiseGear(const QString& player);
    // `items`: Items in play by name; `fromHand`: saleCard values, cards sold straight from the hand.
    Q_INVOKABLE static arbiter::app::ActionRequest sellItems(const QString& player, const QStringList& items,
                                                             const QVariantList& fromHand = {});
    Q_INVOKABLE static arbiter::app::ActionRequest gainRide(const QString& player, const QString& ride,
                                                            int bonus);
    Q_INVOKABLE static arbiter::app::ActionRequest loseRide(const QString& player, const QString& ride);
    Q_INVOKABLE static arbiter::app::ActionRequest gainHireling(const QString& player,
                                                                const QString& hireling);
    Q_INVOKABLE static arbiter::app::ActionRequest loseHireling(const QString& player,
                                                                const QString& hireling);
    Q_INVOKABLE static arbiter::app::ActionRequest gainCurse(const QString& player, const QString& curse,
                                                             int combatBonus);
    Q_INVOKABLE static arbiter::app::ActionRequest loseCurse(const QString& player, const QString& curse);

    // --- the turn ---
    // `phase`: a phase id, "kick-open-the-door"... (GameSession::nextPhase says which comes next).
    Q_INVOKABLE static arbiter::app::ActionRequest nextPhase(const QString& phase);
    // `biggerShare`: who gets the leftover cards of an uneven split; may be empty.
    Q_INVOKABLE static arbiter::app::ActionRequest charity(int hand, const QStringList& biggerShare = {});
    Q_INVOKABLE static arbiter::app::ActionRequest endTurn();
    // A die rolled at the table; `player` and `purpose` may be empty.
    Q_INVOKABLE static arbiter::app::ActionRequest rollDie(const QString& player, int roll,
                                                           const QString& purpose = QString());

    // --- combat ---
    Q_INVOKABLE static arbiter::app::ActionRequest startCombat(const arbiter::app::MonsterCard& monster);
    Q_INVOKABLE static arbiter::app::ActionRequest addMonster(const arbiter::app::MonsterCard& monster);
    // `monster`: the index of the fight's monster, as GameSession::combat lists them. An empty name
    // gives the card a plain one (unnamedEnhancer(), unnamedOneShot()).
    Q_INVOKABLE static arbiter::app::ActionRequest addEnhancer(int monster, const QString& name, int bonus,
                                                               int treasures);
    // `side`: "players" or "monsters".
    Q_INVOKABLE static arbiter::app::ActionRequest playOneShot(const QString& side, const QString& name,
                                                               int bonus);
    Q_INVOKABLE static arbiter::app::ActionRequest eliminateMonster(int monster);
    Q_INVOKABLE static arbiter::app::ActionRequest askForHelp(const QString& helper);
    Q_INVOKABLE static arbiter::app::ActionRequest setCombatBonus(const QString& player, int bonus);
    Q_INVOKABLE static arbiter::app::ActionRequest resolveCombat();
    // `rolls`: runAwayRoll values, in the order rolled.
    Q_INVOKABLE static arbiter::app::ActionRequest runAway(const QVariantList& rolls,
                                                           bool sacrificeRide = false,
                                                           bool helperEscapesWithRide = true);

    // --- Bad Stuff and death ---
    Q_INVOKABLE static arbiter::app::ActionRequest applyBadStuff(const QString& player, int levels,
                                                                 const QStringList& items, bool death);
    Q_INVOKABLE static arbiter::app::ActionRequest die(const QString& player);
    // The tie rolls, player by player: `tiePlayers[i]` rolled `tieRolls[i]`.
    Q_INVOKABLE static arbiter::app::ActionRequest lootBody(const QString& deceased, int cardsInHand,
                                                            const QStringList& tiePlayers = {},
                                                            const QList<int>& tieRolls = {});
};

}  // namespace arbiter::app
