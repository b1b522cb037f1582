#pragma once
// The referee's answer as a typed value, the same for every face: what perform(), preview(), undo and the
// games' operations answer the tablet's QML, and what the table server writes back to a phone (as JSON, by
// gadget_json.h). A request that could not be read or written has `error` (and `field`, the request's field
// at fault) instead of the referee's reasons.

#include "app/core/session_results.h"
#include "app/views/reason_view.h"
#include "rules/core/verdict.h"

#include <QJsonArray>
#include <QMetaType>
#include <QString>
#include <QVariantList>

namespace arbiter::app::views {

struct LevelAfterView {  // a player's Level after a previewed action
    Q_GADGET
    Q_PROPERTY(QString player MEMBER player)
    Q_PROPERTY(int level MEMBER level)

public:
    QString player;
    int level = 0;

    friend bool operator==(const LevelAfterView&, const LevelAfterView&) = default;
};

struct VerdictView {
    Q_GADGET
    Q_PROPERTY(bool legal MEMBER legal)
    Q_PROPERTY(bool recorded MEMBER recorded)        // the log took it
    Q_PROPERTY(QVariantList reasons MEMBER reasons)  // ReasonView
    Q_PROPERTY(QString error MEMBER error)           // why the request could not be read or written
    Q_PROPERTY(QString field MEMBER field)           // the request's field at fault, when one is
    Q_PROPERTY(QString message MEMBER message)       // what a done undo, redo or import says
    Q_PROPERTY(qint64 seq MEMBER seq)                // the action, head or game the log wrote; 0 when none
    Q_PROPERTY(QVariantList levelsAfter MEMBER levelsAfter)  // LevelAfterView, for a legal preview

public:
    bool legal = false;
    bool recorded = false;
    QVariantList reasons;
    QString error;
    QString field;
    QString message;
    qint64 seq = 0;
    QVariantList levelsAfter;

    // A player's Level after the previewed action (for C++; QML reads levelsAfter); 0 for a player it does
    // not know.
    int levelAfter(const QString& player) const;
    bool failed() const { return !error.isEmpty(); }
    // One line for a log or a failing test: the error, or the rule and sentence of each reason.
    QString summary() const;

    static VerdictView failure(QString error, QString field = {});
    // A change done that the referee did not judge (an undo, an import): legal, with what it did in words.
    static VerdictView success(QString message);

    friend bool operator==(const VerdictView&, const VerdictView&) = default;
};

VerdictView verdictView(const SessionVerdict& verdict);
VerdictView verdictView(const rules::Verdict& verdict, bool recorded);

// The reasons of a logged verdict, as the log stored them ([{rule, text}]), each with its rule's title.
QVariantList storedReasonViews(const QJsonArray& stored);

}  // namespace arbiter::app::views
