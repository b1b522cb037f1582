#pragma once
// Every action of the open game in the order recorded, in words, with its verdict and whether it is in
// effect, undone (struck through) or abandoned by a later branch (greyed); and what the recorded actions
// tell when replayed (what one changed, each player's level turn by turn). The rows follow the session's
// core (core/session_core.h, the one owner of the history) from the first time someone shows them.

#include "app/models/rowlistmodel.h"
#include "app/views/action_contexts.h"

#include "app/core/areas.h"
#include "app/core/session_core.h"
#include "app/views/head_views.h"

#include <QDateTime>
#include <QList>
#include <QVariantList>
#include <qqmlregistration.h>

namespace arbiter::app {

struct HistoryRow {
    qint64 seq = 0;
    QString kind;
    QString text;         // the action in words: "Ann goes up 1 level (Go Up a Level)."
    QString status;       // "done", "undone", "abandoned"
    bool head = false;    // the last action in effect
    bool onLine = false;  // on the current line (done or undone): "undo to here" may go there
    bool legal = true;
    QVariantList reasons;  // [{rule, text}]
    QList<int> dice;
    QDateTime recordedAt;

    friend bool operator==(const HistoryRow&, const HistoryRow&) = default;
};

class HistoryModel : public RowListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("GameSession owns the history.")

public:
    enum Role {
        SeqRole = Qt::UserRole,
        KindRole,
        TextRole,
        StatusRole,
        HeadRole,
        OnLineRole,
        LegalRole,
        ReasonsRole,
        DiceRole,
        RecordedAtRole,
        RecordedAtTextRole,  // "21:40:05"
    };
    Q_ENUM(Role)

    // `contexts`: who was acting after each action, for the words of the next; `views`: the players' colours.
    HistoryModel(SessionCore& core, ActionContexts& contexts, const views::HeadViews& views,
                 QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    // The rows are made the first time someone shows them, not when a game opens: a long game's table then
    // opens without reading and describing every action.
    void show();
    // The core changed: another game forgets the rows, a change of the history brings them in step.
    void follow(Areas areas);
    // The words of the action `seq` ("" when the rows are not shown or it is not there).
    QString textOf(qint64 seq) const;

    // What an action of the history (any branch) changed, in words: {changes: ["Ann: Level 3 → 4", ...]}.
    Q_INVOKABLE QVariantMap beforeAfter(qint64 seq);
    // Each player's level turn by turn, on the line in effect: [{name, colour, turns: [0, 1, 2, ...],
    // levels: [1, 2, 2, ...]}], the level at the start (turn 0) and where each turn ended (the current
    // turn: now); a null level where the player was not at the table.
    Q_INVOKABLE QVariantList levelSeries();

private:
    void sync();  // the rows follow the core's entries, words kept for rows kept
    HistoryRow rowOf(const db::HistoryEntry& entry);
    void setRows(QList<HistoryRow> rows);

    SessionCore& m_core;
    ActionContexts& m_contexts;
    const views::HeadViews& m_views;
    bool m_shown = false;  // someone asked for the rows
    QList<HistoryRow> m_rows;
};

}  // namespace arbiter::app
