#include "app/cards/cardlibrarymodel.h"

#include "app/actions/munchkin_actions.h"
#include "app/session/gamesession.h"
#include "app/session/session_p.h"
#include "app/views/verdict_view.h"

#include "app/core/session_core.h"
#include "db/codec/munchkin_json.h"
#include "rules/munchkin/edition.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSaveFile>

namespace arbiter::app {

using namespace Qt::StringLiterals;
namespace mk = rules::munchkin;
using detail::localPath;

namespace {

QString signedNumber(int value)
{
    return value < 0 ? QString::number(value) : u"+"_s + QString::number(value);
}

QString attributeText(const mk::Attribute& attribute)
{
    return QString::fromStdString(attribute.value);
}

QString monsterSummary(const mk::Monster& monster)
{
    QStringList parts{CardLibraryModel::tr("Level %1").arg(monster.level)};
    if (monster.treasures > 0)
        parts.append(monster.treasures == 1 ? CardLibraryModel::tr("1 Treasure")
                                            : CardLibraryModel::tr("%1 Treasures").arg(monster.treasures));
    if (monster.levels != 1)
        parts.append(monster.levels == 1 ? CardLibraryModel::tr("worth 1 level")
                                         : CardLibraryModel::tr("worth %1 levels").arg(monster.levels));
    for (const std::string& tag : monster.tags)
        parts.append(QString::fromStdString(tag));
    for (const mk::VersusBonus& versus : monster.versus)
        parts.append(
            CardLibraryModel::tr("%1 vs %2").arg(signedNumber(versus.bonus), attributeText(versus.when)));
    if (monster.levelOnly)
        parts.append(CardLibraryModel::tr("Level only"));
    return parts.join(u" · "_s);
}

QString itemSummary(const mk::Item& item)
{
    QStringList parts{signedNumber(item.bonus)};
    if (item.slot != mk::Slot::None) {
        static const QHash<mk::Slot, const char*> slotWords = {
            {mk::Slot::Headgear, QT_TRANSLATE_NOOP("CardLibraryModel", "Headgear")},
            {mk::Slot::Armor, QT_TRANSLATE_NOOP("CardLibraryModel", "Armor")},
            {mk::Slot::Footgear, QT_TRANSLATE_NOOP("CardLibraryModel", "Footgear")},
            {mk::Slot::OneHand, QT_TRANSLATE_NOOP("CardLibraryModel", "1 Hand")},
            {mk::Slot::TwoHands, QT_TRANSLATE_NOOP("CardLibraryModel", "2 Hands")},
        };
        parts.append(CardLibraryModel::tr(slotWords.value(item.slot)));
    }
    if (item.big)
        parts.append(CardLibraryModel::tr("Big"));
    if (item.gold > 0)
        parts.append(CardLibraryModel::tr("%1 Gold").arg(item.gold));
    if (item.onlyFor)
        parts.append(CardLibraryModel::tr("only %1").arg(attributeText(*item.onlyFor)));
    if (item.forbiddenFor)
        parts.append(CardLibraryModel::tr("not %1").arg(attributeText(*item.forbiddenFor)));
    return parts.join(u" · "_s);
}

}  // namespace

QString cardSummary(const db::LibraryCard& card)
{
    return std::visit(
        [](const auto& data) -> QString {
            using Card = std::decay_t<decltype(data)>;
            if constexpr (std::is_same_v<Card, mk::Monster>) {
                return monsterSummary(data);
            } else if constexpr (std::is_same_v<Card, mk::Enhancer>) {
                QStringList parts{signedNumber(data.bonus)};
                if (data.treasures != 0)
                    parts.append(
                        qAbs(data.treasures) == 1
                            ? CardLibraryModel::tr("%1 Treasure").arg(signedNumber(data.treasures))
                            : CardLibraryModel::tr("%1 Treasures").arg(signedNumber(data.treasures)));
                return parts.join(u" · "_s);
            } else if constexpr (std::is_same_v<Card, db::OneShotCard>) {
                QStringList parts{signedNumber(data.card.bonus)};
                if (data.gold > 0)
                    parts.append(CardLibraryModel::tr("%1 Gold").arg(data.gold));
                return parts.join(u" · "_s);
            } else if constexpr (std::is_same_v<Card, mk::Item>) {
                return itemSummary(data);
            } else if constexpr (std::is_same_v<Card, mk::Ride>) {
                return CardLibraryModel::tr("Ride · %1").arg(signedNumber(data.bonus));
            } else if constexpr (std::is_same_v<Card, db::HirelingCard>) {
                return CardLibraryModel::tr("Hireling");
            } else {
                return CardLibraryModel::tr("Curse · %1 in combat").arg(signedNumber(data.combatBonus));
            }
        },
        card.data);
}

CardLibraryModel::CardLibraryModel(QObject* parent) : RowListModel(parent)
{}

CardLibraryModel::CardLibraryModel(GameSession* session, QObject* parent) : RowListModel(parent)
{
    setSession(session);
}

SessionCore* CardLibraryModel::core() const
{
    return m_session ? m_session->core() : nullptr;
}

int CardLibraryModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

QVariant CardLibraryModel::data(const QModelIndex& index, int role) const
{
    Q_ASSERT(checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid));
    const db::CardRow& row = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case NameRole:
        return row.card.name();
    case CardIdRole:
        return row.id;
    case KindRole:
        return db::kindId(row.card.kind());
    case SummaryRole:
        return cardSummary(row.card);
    case BadStuffRole:
        return row.card.badStuff;
    case UsesRole:
        return row.useCount;
    default:
        return {};
    }
}

QHash<int, QByteArray> CardLibraryModel::roleNames() const
{
    return {{CardIdRole, "cardId"},   {NameRole, "name"},         {KindRole, "kind"},
            {SummaryRole, "summary"}, {BadStuffRole, "badStuff"}, {UsesRole, "uses"}};
}

RememberedCard CardLibraryModel::card(int row) const
{
    if (row < 0 || row >= rowCount())
        return {};
    const db::CardRow& stored = m_rows.at(row);
    RememberedCard card;
    card.cardId = stored.id;
    card.kind = db::kindId(stored.card.kind());
    card.name = stored.card.name();
    card.summary = cardSummary(stored.card);
    card.badStuff = stored.card.badStuff;
    card.uses = stored.useCount;
    std::visit(
        [&card](const auto& data) {
            using Card = std::decay_t<decltype(data)>;
            if constexpr (std::is_same_v<Card, mk::Monster>) {
                card.level = data.level;
                card.treasures = data.treasures;
            } else if constexpr (std::is_same_v<Card, mk::Enhancer>) {
                card.bonus = data.bonus;
                card.treasures = data.treasures;
            } else if constexpr (std::is_same_v<Card, db::OneShotCard>) {
                card.bonus = data.card.bonus;
                card.gold = data.gold;
            } else if constexpr (std::is_same_v<Card, mk::Item>) {
                card.bonus = data.bonus;
                card.gold = data.gold;
            } else if constexpr (std::is_same_v<Card, mk::Ride>) {
                card.bonus = data.bonus;
            } else if constexpr (std::is_same_v<Card, rules::game::Curse>) {
                card.bonus = data.combatBonus;
            }
        },
        stored.card.data);
    return card;
}

MonsterCard CardLibraryModel::monsterCard(int row) const
{
    MonsterCard card;
    if (row < 0 || row >= rowCount())
        return card;
    const auto* monster = std::get_if<mk::Monster>(&m_rows.at(row).card.data);
    if (!monster)
        return card;
    card.name = QString::fromStdString(monster->name);
    card.level = monster->level;
    card.treasures = monster->treasures;
    card.levels = monster->levels;
    for (const std::string& tag : monster->tags)
        card.tags.append(QString::fromStdString(tag));
    card.levelOnly = monster->levelOnly;
    // The form holds one bonus against a race, class...: the first.
    if (!monster->versus.empty()) {
        const mk::VersusBonus& versus = monster->versus.front();
        card.versusKind = db::nameOf(db::attributeKindNames, versus.when.kind);
        card.versusValue = QString::fromStdString(versus.when.value);
        card.versusBonus = versus.bonus;
    }
    return card;
}

ItemCard CardLibraryModel::itemCard(int row) const
{
    ItemCard card;
    if (row < 0 || row >= rowCount())
        return card;
    const auto* item = std::get_if<mk::Item>(&m_rows.at(row).card.data);
    if (!item)
        return card;
    card.name = QString::fromStdString(item->name);
    card.slot = db::nameOf(db::slotNames, item->slot);
    card.big = item->big;
    card.bonus = item->bonus;
    card.gold = item->gold;
    if (item->onlyFor) {
        card.onlyForKind = db::nameOf(db::attributeKindNames, item->onlyFor->kind);
        card.onlyFor = QString::fromStdString(item->onlyFor->value);
    }
    if (item->forbiddenFor) {
        card.forbiddenForKind = db::nameOf(db::attributeKindNames, item->forbiddenFor->kind);
        card.forbiddenFor = QString::fromStdString(item->forbiddenFor->value);
    }
    return card;
}

int CardLibraryModel::rowNamed(const QString& name) const
{
    const QString key = db::cardNameKey(name);
    if (key.isEmpty())
        return -1;
    for (qsizetype row = 0; row < m_rows.size(); ++row)
        if (db::cardNameKey(m_rows.at(row).card.name()) == key)
            return static_cast<int>(row);
    return -1;
}

CardConflictView CardLibraryModel::conflict() const
{
    CardConflictView view;
    const SessionCore* session = core();
    const std::optional<SessionCore::CardConflict> conflict =
        session ? session->cardConflict() : std::nullopt;
    if (!conflict)
        return view;
    view.seq = conflict->seq;
    view.cardId = conflict->cardId;
    view.kind = db::kindId(conflict->card.kind());
    view.name = conflict->card.name();
    view.cardSummary = cardSummary(conflict->card);
    view.updatedSummary = cardSummary(conflict->updated);
    return view;
}

CardConflictView CardLibraryModel::conflictAfter(qint64 seq) const
{
    CardConflictView view = conflict();
    return view.seq == seq ? view : CardConflictView();
}

views::VerdictView CardLibraryModel::settleConflict(const CardConflictView& conflict, bool update)
{
    if (!core())
        return views::VerdictView::failure(tr("No log file is open."));
    return views::verdictView(core()->settleCardConflict(conflict.cardId, update));
}

QStringList CardLibraryModel::restrictionKinds() const
{
    QStringList kinds;
    const std::optional<mk::Edition> edition = mk::editionFromId(m_edition.toStdString());
    if (!edition)
        return kinds;
    for (const mk::CharacterCardKind& cards : mk::profile(*edition).characterCards) {
        for (const db::Named<mk::Attribute::Kind>& entry : db::attributeKindNames)
            if (mk::cardKindOf(entry.value) == cards.kind)
                kinds.append(db::nameOf(db::attributeKindNames, entry.value));
    }
    kinds.append(db::nameOf(db::attributeKindNames, mk::Attribute::Kind::Sex));
    return kinds;
}

views::VerdictView CardLibraryModel::replace(int row, const db::LibraryCard& card)
{
    if (!core())
        return views::VerdictView::failure(tr("No log file is open."));
    if (row < 0 || row >= rowCount())
        return views::VerdictView::failure(tr("There is no card %1 in the list.").arg(row), u"row"_s);
    return views::verdictView(core()->correctCard(m_rows.at(row).id, card));
}

views::VerdictView CardLibraryModel::correct(int row, const RememberedCard& given)
{
    if (row < 0 || row >= rowCount())
        return views::VerdictView::failure(tr("There is no card %1 in the list.").arg(row), u"row"_s);
    db::LibraryCard card = m_rows.at(row).card;
    card.setName(given.name);
    std::visit(
        [&given](auto& data) {
            using Card = std::decay_t<decltype(data)>;
            if constexpr (std::is_same_v<Card, mk::Monster>) {
                data.level = given.level;
                data.treasures = given.treasures;
            } else if constexpr (std::is_same_v<Card, mk::Enhancer>) {
                data.bonus = given.bonus;
                data.treasures = given.treasures;
            } else if constexpr (std::is_same_v<Card, db::OneShotCard>) {
                data.card.bonus = given.bonus;
                data.gold = given.gold;
            } else if constexpr (std::is_same_v<Card, mk::Item>) {
                data.bonus = given.bonus;
                data.gold = given.gold;
            } else if constexpr (std::is_same_v<Card, mk::Ride>) {
                data.bonus = given.bonus;
            } else if constexpr (std::is_same_v<Card, rules::game::Curse>) {
                data.combatBonus = given.bonus;
            }
        },
        card.data);
    if (card.kind() == db::CardKind::Monster)
        card.badStuff = given.badStuff;
    return replace(row, card);
}

views::VerdictView CardLibraryModel::correctMonster(int row, const MonsterCard& given,
                                                    const QString& badStuff)
{
    if (given.name.trimmed().isEmpty())
        return views::VerdictView::failure(tr("A remembered monster needs a name."), u"monster.name"_s);
    // The combat form's builder reads the card, so a correction is held to what an action takes.
    const ActionRequest built = MunchkinActions::startCombat(given);
    if (!built.valid())
        return views::VerdictView::failure(built.error(), built.field());
    db::LibraryCard card{m_edition, built.action()->getIf<rules::game::actions::StartCombat>()->monster,
                         badStuff};
    return replace(row, card);
}

views::VerdictView CardLibraryModel::correctItem(int row, const ItemCard& given)
{
    const ActionRequest built = MunchkinActions::gainItem(u"library"_s, given);
    if (!built.valid())
        return views::VerdictView::failure(built.error(), built.field());
    db::LibraryCard card{m_edition, built.action()->getIf<rules::game::actions::GainItem>()->item, {}};
    return replace(row, card);
}

views::VerdictView CardLibraryModel::forget(int row)
{
    if (!core())
        return views::VerdictView::failure(tr("No log file is open."));
    if (row < 0 || row >= rowCount())
        return views::VerdictView::failure(tr("There is no card %1 in the list.").arg(row), u"row"_s);
    return views::verdictView(core()->forgetCard(m_rows.at(row).id));
}

views::VerdictView CardLibraryModel::exportPack(const QUrl& file)
{
    if (!core())
        return views::VerdictView::failure(tr("No log file is open."));
    db::StoreResult<QJsonObject> pack = core()->exportCards();
    if (!pack)
        return views::VerdictView::failure(pack.error().message, pack.error().field);
    const QString path = localPath(file);
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly)
        || out.write(QJsonDocument(pack.value()).toJson(QJsonDocument::Indented)) < 0 || !out.commit())
        return views::VerdictView::failure(tr("Could not write %1: %2").arg(path, out.errorString()),
                                           u"file"_s);
    return views::VerdictView::success(
        tr("Exported the card library to %1.").arg(QDir::toNativeSeparators(path)));
}

views::VerdictView CardLibraryModel::importPack(const QUrl& file)
{
    if (!core())
        return views::VerdictView::failure(tr("No log file is open."));
    const QString path = localPath(file);
    QFile in(path);
    if (!in.open(QIODevice::ReadOnly))
        return views::VerdictView::failure(tr("Could not read %1: %2").arg(path, in.errorString()),
                                           u"file"_s);
    db::StoreResult<db::CardImport> imported = core()->importCards(in.readAll());
    if (!imported) {
        const db::StoreError& error = imported.error();
        // A file of another kind (a game export, any JSON, not JSON) is named as such, in words.
        if (error.field.isEmpty() || error.field == u"format"_s)
            return views::VerdictView::failure(
                tr("%1 is not an Arbiter card pack.").arg(QFileInfo(path).fileName()), u"file"_s);
        return views::VerdictView::failure(error.message, error.field);
    }
    const int count = imported.value().added + imported.value().replaced;
    views::VerdictView answer = views::VerdictView::success(tr("Imported %n card(s).", nullptr, count));
    answer.recorded = true;
    return answer;
}

void CardLibraryModel::setSession(GameSession* session)
{
    if (m_session == session)
        return;
    if (m_session) {
        disconnect(m_session, nullptr, this, nullptr);
        disconnect(m_session->core(), nullptr, this, nullptr);
    }
    m_session = session;
    if (m_session) {
        // Another game is another edition; the library's own changes come as Area::Cards.
        connect(m_session->core(), &SessionCore::changed, this, [this](Areas areas) {
            if (areas & (Area::Game | Area::Cards))
                refresh();
        });
        connect(m_session->core(), &SessionCore::fileChanged, this, &CardLibraryModel::refresh);
        connect(m_session, &QObject::destroyed, this, [this] {
            m_session = nullptr;
            refresh();
            Q_EMIT sessionChanged();
        });
    }
    refresh();
    Q_EMIT sessionChanged();
}

void CardLibraryModel::setQuery(const QString& query)
{
    if (m_query == query)
        return;
    m_query = query;
    refresh();
    Q_EMIT queryChanged();
}

void CardLibraryModel::setKind(const QString& kind)
{
    if (m_kind == kind)
        return;
    m_kind = kind;
    refresh();
    Q_EMIT kindChanged();
}

void CardLibraryModel::setLimit(int limit)
{
    if (m_limit == limit)
        return;
    m_limit = limit;
    refresh();
    Q_EMIT limitChanged();
}

void CardLibraryModel::setActive(bool active)
{
    if (m_active == active)
        return;
    m_active = active;
    if (m_active && m_stale)
        refresh();
    Q_EMIT activeChanged();
}

void CardLibraryModel::refresh()
{
    if (!m_active) {
        m_stale = true;
        return;
    }
    m_stale = false;
    SessionCore* session = core();
    const QString edition = session ? session->cardEdition() : QString();
    QList<db::CardRow> rows;
    if (!edition.isEmpty()) {
        db::CardQuery query{edition, m_query, {}, m_limit > 0 ? m_limit : 100000};
        for (const db::Named<db::CardKind>& entry : db::cardKindNames)
            if (m_kind == db::kindId(entry.value))
                query.kinds.append(entry.value);
        // An unknown kind lists nothing rather than everything.
        if (m_kind.isEmpty() || !query.kinds.isEmpty()) {
            db::StoreResult<QList<db::CardRow>> found = session->findCards(query);
            if (found)
                rows = std::move(found).value();
        }
    }
    // The same cards in the same order (a card played again): only the rows that changed are redrawn, so
    // the chips of a fight are not all made anew after every card.
    const std::optional<QList<int>> changed =
        changedRows(m_rows, rows, [](const db::CardRow& a, const db::CardRow& b) { return a.id == b.id; });
    replaceRows(changed, [&] { m_rows = std::move(rows); });
    if (edition != m_edition) {
        m_edition = edition;
        Q_EMIT editionChanged();
    }
}

}  // namespace arbiter::app
