// The table's card library on the phones (docs/phones.md, "The card library"): a phone searches the
// remembered cards after a few letters, as the tablet does, and gets each card as the object its action
// takes, so the action it sends is exactly the one the tablet would build from that card.

#include "db/codec/card_json.h"
#include "db/codec/game_json.h"
#include "db/codec/munchkin_json.h"
#include "table_client.h"
#include "table_server.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace arbiter::app::net {

namespace mk = rules::munchkin;
using namespace Qt::StringLiterals;

namespace {

QString signedNumber(int value)
{
    return value < 0 ? QString::number(value) : u"+"_s + QString::number(value);
}

// The field of the action that plays a card of this kind (start-combat's `monster`, add-enhancer's
// `enhancer`, play-one-shot's `card`, gain-item's `item`...), with the card as that field takes it.
QJsonObject playable(const db::LibraryCard& card)
{
    return std::visit(
        [&card](const auto& data) -> QJsonObject {
            using Data = std::decay_t<decltype(data)>;
            if constexpr (std::is_same_v<Data, mk::Monster>)
                return {{u"monster"_s, db::toJson(data)}};
            else if constexpr (std::is_same_v<Data, mk::Enhancer>)
                return {{u"enhancer"_s, db::toJson(data)}};
            else if constexpr (std::is_same_v<Data, db::OneShotCard>)
                return {{u"card"_s, db::toJson(data.card)}, {u"gold"_s, data.gold}};
            else if constexpr (std::is_same_v<Data, mk::Item>)
                return {{u"item"_s, db::toJson(data)}};
            else if constexpr (std::is_same_v<Data, mk::Ride>)
                return {{u"ride"_s, db::toJson(data)}};
            else if constexpr (std::is_same_v<Data, db::HirelingCard>)
                return {{u"hireling"_s, card.name()}};
            else
                return {{u"curse"_s, db::toJson(data)}};
        },
        card.data);
}

// Names a card left without one, in the tablet's words (MunchkinActions::unnamedMonster() and the like:
// the same context and texts, so the library knows such a name for no card).
void namePlainly(QJsonObject& action, const QString& field, const char* text, const QString& number)
{
    if (!action.value(field).isObject())
        return;  // the codec names what is wrong with it
    QJsonObject card = action.value(field).toObject();
    const QJsonValue name = card.value("name"_L1);
    if (!name.isUndefined() && !name.isNull() && !(name.isString() && name.toString().trimmed().isEmpty()))
        return;
    card.insert(u"name"_s, QCoreApplication::translate("MunchkinActions", text).arg(number));
    action.insert(field, card);
}

}  // namespace

QJsonObject TableServer::withPlainNames(QJsonObject action)
{
    const QString kind = action.value("kind"_L1).toString();
    // The number in the name is the field's as sent: a wrong one is then the codec's to name.
    const auto number = [&action](const QString& field, QLatin1StringView key) {
        return action.value(field).toObject().value(key).toInt();
    };
    if (kind == u"start-combat"_s || kind == u"add-monster"_s)
        namePlainly(action, u"monster"_s, "Level %1 monster",
                    QString::number(number(u"monster"_s, "level"_L1)));
    else if (kind == u"add-enhancer"_s)
        namePlainly(action, u"enhancer"_s, "Enhancer %1", signedNumber(number(u"enhancer"_s, "bonus"_L1)));
    else if (kind == u"play-one-shot"_s)
        namePlainly(action, u"card"_s, "One-shot %1", signedNumber(number(u"card"_s, "bonus"_L1)));
    return action;
}

void TableServer::sendCards(Client& client, const ClientMessage& message)
{
    const QString edition = m_core.cardEdition();
    if (edition.isEmpty()) {
        const i18n::ScopedLanguage words(wordsFor(client));
        sendError(client, {m_core.hasGame() ? AnswerWords::tr("Munchkin Panic has no card library")
                                            : AnswerWords::tr("no game is open on the tablet"),
                           u"type"_s});
        return;
    }
    db::CardQuery query;
    query.edition = edition;
    query.text = message.query;
    query.limit = maxCardsAnswered;
    for (const auto& kind : db::cardKindNames)
        if (db::kindId(kind.value) == message.cardKind)
            query.kinds = {kind.value};
    const db::StoreResult<QList<db::CardRow>> found = m_core.findCards(query);
    if (!found) {
        sendError(client, {found.error().message, {}});
        return;
    }
    QJsonArray cards;
    for (const db::CardRow& row : found.value()) {
        QJsonObject card = playable(row.card);
        card.insert(u"id"_s, row.id);
        card.insert(u"kind"_s, db::kindId(row.card.kind()));
        card.insert(u"name"_s, row.card.name());
        card.insert(u"uses"_s, row.useCount);
        if (!row.card.badStuff.isEmpty())
            card.insert(u"badStuff"_s, row.card.badStuff);
        cards.append(card);
    }
    send(client, {{u"type"_s, u"cards"_s},
                  {u"query"_s, message.query},
                  {u"kind"_s, message.cardKind.isEmpty() ? QJsonValue() : QJsonValue(message.cardKind)},
                  {u"cards"_s, cards}});
}

}  // namespace arbiter::app::net
