#pragma once
// Every action of the open game in the order recorded, in words, with its verdict and whether it is in
// effect, undone (struck through) or abandoned by a later branch (greyed).

#include "rowlistmodel.h"

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

    explicit HistoryModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    void setRows(QList<HistoryRow> rows);

private:
    QList<HistoryRow> m_rows;
};

}  // namespace arbiter::app
