#pragma once
// Help and deals between phones (docs/phones.md, "Offers"): the helper's phone offers, the fighter (in
// the card games) or Panic's current player accepts, on their phone or on the tablet. Only an accepted
// offer lets an action name that helper. Also the run-away dice each side of a fight enters on its own
// phone, held until both sides' are in. All of it lives in the server's memory, never in the log: it
// ends with the fight or the turn, and with the app.

#include "table_protocol.h"

#include "rules/game/action.h"
#include "rules/game/state.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <variant>

namespace arbiter::app::net {

struct Offer {
    QString from;  // the helper
    QString what;  // in the helper's words; may be empty
    bool accepted = false;
};

// One side's run-away dice, sent by that side's phone and waiting for the other side's.
struct RunAwayPart {
    QString seat;
    QString requestId;  // answered when the whole run is judged
    qint64 head = 0;    // the head it was made against: a change in between drops it
    rules::game::actions::RunAway action;
};

class TableOffers {
public:
    // Where offers stand now: in a card game's fight before it is judged (to the fighter), or in a Panic
    // turn (to the current player); nullopt when no offer can be made.
    struct Moment {
        qint64 game = 0;
        int turn = 0;
        QString to;
        bool panic = false;
        friend bool operator==(const Moment&, const Moment&) = default;
    };
    static std::optional<Moment> momentOf(const rules::game::GameState* state, qint64 game);

    // `from` offers (again, replacing its offer) or withdraws; why not when it may not.
    std::optional<ProtocolError> offer(const rules::game::GameState& state, qint64 game, const QString& from,
                                       const QString& what, bool withdraw);
    // `by` (the fighter or the current player; empty: the tablet) accepts `helper`'s offer. For a card
    // game the caller then records ask-for-help; a Panic deal stands for the rest of the turn.
    std::variant<Offer, ProtocolError> accept(const rules::game::GameState& state, qint64 game,
                                              const QString& by, const QString& helper);
    // The helpers whose Panic deal the current player accepted this turn.
    QStringList dealHelpers(const rules::game::GameState* state, qint64 game) const;

    // One side's dice in: the whole run when the other side's are in too (or nobody helps), else nullopt
    // (kept, replacing that side's earlier dice).
    std::optional<rules::game::actions::RunAway> addRunAwayPart(const rules::game::GameState& state,
                                                                RunAwayPart part);
    // The parts the other side completed: answered with the whole run's verdict.
    QList<RunAwayPart> takeRunAwayParts();
    QString runAwayWaitingFor(const rules::game::GameState& state, const QString& seat) const;

    // After a change at `head`: forgets what no longer stands. Returns the run-away parts dropped (made
    // against an older head), whose phones are told to enter them again; `changed` says whether what
    // phones are shown changed.
    QList<RunAwayPart> prune(const rules::game::GameState* state, qint64 game, qint64 head, bool* changed);
    void clear();

    // What every phone is shown: {to, offers: [{from, what, accepted}], runAwayIn: [seats]}.
    QJsonObject toJson() const;

private:
    std::optional<Moment> m_moment;
    QList<Offer> m_offers;
    QList<RunAwayPart> m_runAway;
};

}  // namespace arbiter::app::net
