#include "app/models/rulesmodel.h"

#include <string_view>
#include <utility>

#include "app/i18n/message_text.h"
#include "app/session/app_language.h"
#include "app/session/logging.h"
#include "rules/game/rule_catalogue.h"

namespace arbiter::app {

namespace {

QString toQString(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

}  // namespace

RulesModel::RulesModel(QObject* parent) : QAbstractListModel(parent)
{
    load();
    qCDebug(lcUi) << "rules reference:" << m_all.size() << "entries";
    connect(AppLanguage::notifier(), &AppLanguage::changed, this, [this] {
        beginResetModel();
        load();
        endResetModel();
    });
}

void RulesModel::load()
{
    // Titles, summaries and rulebooks in the app's language; the rulebook sections keep the names the
    // English rulebooks print, where a reader looks them up.
    const auto catalogue = rules::ruleCatalogue();
    m_all.clear();
    m_all.reserve(static_cast<qsizetype>(catalogue.size()));
    for (const rules::RuleEntry& entry : catalogue) {
        m_all.append({toQString(entry.id), i18n::fixedText("Rule title", entry.title),
                      i18n::fixedText("Rule summary", entry.summary),
                      i18n::fixedText("Rulebook", entry.rulebook), toQString(entry.section)});
    }
    applyFilter();
}

int RulesModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

QVariant RulesModel::data(const QModelIndex& index, int role) const
{
    Q_ASSERT(checkIndex(index, QAbstractItemModel::CheckIndexOption::IndexIsValid
                                   | QAbstractItemModel::CheckIndexOption::ParentIsInvalid));
    const Rule& rule = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case TitleRole:
        return rule.title;
    case IdRole:
        return rule.id;
    case SummaryRole:
        return rule.summary;
    case RulebookRole:
        return rule.rulebook;
    case SectionRole:
        return rule.section;
    default:
        return {};
    }
}

QHash<int, QByteArray> RulesModel::roleNames() const
{
    return {{IdRole, "ruleId"},
            {TitleRole, "title"},
            {SummaryRole, "summary"},
            {RulebookRole, "rulebook"},
            {SectionRole, "section"}};
}

QString RulesModel::filter() const
{
    return m_filter;
}

void RulesModel::setFilter(const QString& filter)
{
    if (filter == m_filter)
        return;
    beginResetModel();
    m_filter = filter;
    applyFilter();
    endResetModel();
    Q_EMIT filterChanged();
}

bool RulesModel::matches(const Rule& rule, const QString& needle)
{
    return needle.isEmpty() || rule.id.contains(needle, Qt::CaseInsensitive)
           || rule.title.contains(needle, Qt::CaseInsensitive)
           || rule.summary.contains(needle, Qt::CaseInsensitive);
}

void RulesModel::applyFilter()
{
    const QString needle = m_filter.trimmed();
    m_rows.clear();
    for (const Rule& rule : std::as_const(m_all)) {
        if (matches(rule, needle))
            m_rows.append(rule);
    }
}

}  // namespace arbiter::app
