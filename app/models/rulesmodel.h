#pragma once
// The rules reference as a list model: every entry of arbiter::rules::ruleCatalogue(), narrowed by a
// case-insensitive filter on the id, the title and the summary.

#include <QAbstractListModel>
#include <QList>
#include <QString>
#include <qqmlregistration.h>

namespace arbiter::app {

class RulesModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString filter READ filter WRITE setFilter NOTIFY filterChanged)

public:
    // "id" cannot name a QML property, so the id role is called "ruleId" in QML.
    enum Role {
        IdRole = Qt::UserRole,
        TitleRole,
        SummaryRole,
        RulebookRole,
        SectionRole,
    };
    Q_ENUM(Role)

    explicit RulesModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    QString filter() const;
    void setFilter(const QString& filter);

Q_SIGNALS:
    void filterChanged();

private:
    struct Rule {
        QString id;
        QString title;
        QString summary;
        QString rulebook;
        QString section;
    };

    static bool matches(const Rule& rule, const QString& needle);
    void load();
    void applyFilter();

    QList<Rule> m_all;   // the whole catalogue, in catalogue order
    QList<Rule> m_rows;  // the entries that match m_filter
    QString m_filter;
};

}  // namespace arbiter::app
