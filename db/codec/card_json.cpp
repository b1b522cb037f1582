#include "db/codec/card_json.h"
#include "db/codec/db_words.h"

#include "db/codec/game_json.h"
#include "db/codec/munchkin_json.h"
#include "rules/munchkin/edition.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

#include <vector>

using namespace Qt::StringLiterals;

namespace arbiter::db {

namespace mk = rules::munchkin;
namespace game = rules::game;
namespace act = rules::game::actions;

namespace {

// The fields of each kind's `data`, besides the name the card carries once. What a card does in one
// fight (a monster's enhancers, how it joined, an Item's lifter) is the action's, not the card's.
QStringList dataFields(CardKind kind)
{
    switch (kind) {
    case CardKind::Monster:
        return {u"level"_s, u"treasures"_s, u"levels"_s, u"tags"_s, u"versus"_s, u"levelOnly"_s};
    case CardKind::Enhancer:
        return {u"bonus"_s, u"treasures"_s};
    case CardKind::OneShot:
        return {u"bonus"_s, u"gold"_s};
    case CardKind::Item:
        return {u"slot"_s, u"big"_s, u"bonus"_s, u"gold"_s, u"onlyFor"_s, u"forbiddenFor"_s};
    case CardKind::Ride:
        return {u"bonus"_s};
    case CardKind::Hireling:
        return {};
    case CardKind::Curse:
        return {u"combatBonus"_s};
    }
    return {};
}

std::vector<std::string_view> editionIds()
{
    std::vector<std::string_view> ids;
    for (const mk::EditionProfile& profile : mk::allEditions())
        ids.push_back(profile.id);
    return ids;
}

bool knownEdition(const QString& edition)
{
    return mk::editionFromId(edition.toStdString()).has_value();
}

// A reader's warnings (an unknown key) are errors in a pack: the first becomes the failure.
bool failOnWarning(JsonIssues& issues)
{
    if (!issues.failed() && !issues.warnings().isEmpty()) {
        const FieldIssue warning = issues.warnings().first();
        issues.fail(warning.field, warning.message);
    }
    return issues.failed();
}

// `data` read by the action's own reader, with the card's name put in.
std::optional<CardData> readData(CardKind kind, const QString& name, QJsonObject data, const QString& path,
                                 JsonIssues& issues)
{
    const QStringList fields = dataFields(kind);
    for (const QString& key : data.keys()) {
        if (!fields.contains(key)) {
            const QString known = fields.isEmpty() ? u"none"_s : fields.join(u", "_s);
            issues.fail(
                path + u"."_s + key,
                DbErrors::tr("is not a field of a %1 card (its fields: %2)").arg(kindId(kind), known));
            return std::nullopt;
        }
    }
    // A one-shot's Gold is the library's (a sale reads it); the combat card reader knows name and bonus.
    int gold = 0;
    if (kind == CardKind::OneShot) {
        JsonReader goldReader(QJsonObject{{u"gold"_s, data.value(u"gold"_s)}}, path, &issues);
        gold = goldReader.integer(u"gold"_s, 0, 20000, 0);
        data.remove(u"gold"_s);
    }
    data.insert(u"name"_s, name);
    JsonReader reader(data, path, &issues);
    std::optional<CardData> card;
    switch (kind) {
    case CardKind::Monster:
        card = readMonster(reader);
        break;
    case CardKind::Enhancer:
        card = readEnhancer(reader);
        break;
    case CardKind::OneShot:
        card = OneShotCard{readCombatCard(reader), gold};
        break;
    case CardKind::Item:
        card = readItem(reader);
        break;
    case CardKind::Ride:
        card = readRide(reader);
        break;
    case CardKind::Hireling:
        card = HirelingCard{reader.string(u"name"_s, Need::Required).toStdString()};
        reader.finish();
        break;
    case CardKind::Curse:
        card = readCurse(reader);
        break;
    }
    if (failOnWarning(issues))
        return std::nullopt;
    return card;
}

// A card of the kind with every field at its default, as its `data` JSON.
QJsonObject defaultData(CardKind kind)
{
    switch (kind) {
    case CardKind::Monster:
        return cardDataToJson(mk::Monster{});
    case CardKind::Enhancer:
        return cardDataToJson(mk::Enhancer{});
    case CardKind::OneShot:
        return cardDataToJson(OneShotCard{});
    case CardKind::Item:
        return cardDataToJson(mk::Item{});
    case CardKind::Ride:
        return cardDataToJson(mk::Ride{});
    case CardKind::Hireling:
        return cardDataToJson(HirelingCard{});
    case CardKind::Curse:
        return cardDataToJson(game::Curse{});
    }
    return {};
}

}  // namespace

QString kindId(CardKind kind)
{
    return nameOf(cardKindNames, kind);
}

QString LibraryCard::name() const
{
    return std::visit(
        [](const auto& card) {
            using Card = std::decay_t<decltype(card)>;
            if constexpr (std::is_same_v<Card, OneShotCard>)
                return toQString(card.card.name);
            else
                return toQString(card.name);
        },
        data);
}

void LibraryCard::setName(const QString& name)
{
    std::visit(
        [&name](auto& card) {
            using Card = std::decay_t<decltype(card)>;
            if constexpr (std::is_same_v<Card, OneShotCard>)
                card.card.name = name.toStdString();
            else
                card.name = name.toStdString();
        },
        data);
}

QString cardNameKey(const QString& name)
{
    return name.simplified().toCaseFolded();
}

LibraryCard normalizedCard(LibraryCard card)
{
    card.setName(card.name().trimmed());
    card.badStuff = card.badStuff.trimmed();
    if (auto* monster = std::get_if<mk::Monster>(&card.data)) {
        monster->enhancers.clear();
        monster->eliminated = false;
        monster->joinedBy = mk::JoinedBy::Door;
    } else if (auto* item = std::get_if<mk::Item>(&card.data)) {
        item->equipped = true;
        item->lifter = mk::Lifter::Auto;
    }
    return card;
}

std::optional<LibraryCard> cardOfAction(const game::Action& action, const QString& edition)
{
    const auto card = [&edition](CardData data) {
        return std::optional<LibraryCard>(normalizedCard(LibraryCard{edition, std::move(data), QString()}));
    };
    if (const auto* start = action.getIf<act::StartCombat>())
        return card(start->monster);
    if (const auto* joined = action.getIf<act::AddMonster>())
        return card(joined->monster);
    if (const auto* enhancer = action.getIf<act::AddEnhancer>())
        return card(enhancer->enhancer);
    if (const auto* oneShot = action.getIf<act::PlayOneShot>())
        return card(OneShotCard{oneShot->card, 0});
    if (const auto* item = action.getIf<act::GainItem>())
        return card(item->item);
    if (const auto* ride = action.getIf<act::GainRide>())
        return card(ride->ride);
    if (const auto* hireling = action.getIf<act::GainHireling>())
        return card(HirelingCard{hireling->hireling});
    if (const auto* curse = action.getIf<act::GainCurse>())
        return card(curse->curse);
    return std::nullopt;
}

std::optional<FieldIssue> checkCard(const LibraryCard& card, const QString& field)
{
    const QString prefix = field.isEmpty() ? QString() : field + u"."_s;
    if (!knownEdition(card.edition)) {
        return FieldIssue{
            prefix + u"edition"_s,
            DbErrors::tr("\"%1\" is not a Munchkin edition (deluxe, cthulhu, nightmare, pathfinder)")
                .arg(card.edition)};
    }
    // The JSON reader holds every other rule (the name's length, the numbers' ranges), so a card built
    // in code passes exactly when its JSON would.
    JsonIssues issues;
    readLibraryCard(cardToJson(card), field, issues);
    if (issues.failed())
        return issues.error();
    return std::nullopt;
}

QJsonObject cardDataToJson(const CardData& data)
{
    QJsonObject object = std::visit(
        [](const auto& card) -> QJsonObject {
            using Card = std::decay_t<decltype(card)>;
            if constexpr (std::is_same_v<Card, OneShotCard>) {
                QJsonObject oneShot = toJson(card.card);
                oneShot[u"gold"_s] = card.gold;
                return oneShot;
            } else if constexpr (std::is_same_v<Card, HirelingCard>) {
                return {};
            } else {
                return toJson(card);
            }
        },
        data);
    object.remove(u"name"_s);
    const QStringList fields = dataFields(static_cast<CardKind>(data.index()));
    for (const QString& key : object.keys())
        if (!fields.contains(key))
            object.remove(key);  // how it was played, not the card
    return object;
}

CardComparison compareCards(const LibraryCard& known, const LibraryCard& entry)
{
    Q_ASSERT(known.kind() == entry.kind());
    const QJsonObject defaults = defaultData(known.kind());
    const QJsonObject knownData = cardDataToJson(known.data);
    const QJsonObject entryData = cardDataToJson(entry.data);
    bool knownSaysMore = false;
    bool entrySaysMore = false;
    bool differs = false;
    // One field: what each says (a value other than the default; an absent restriction says nothing).
    const auto compare = [&](const QJsonValue& knownValue, const QJsonValue& entryValue,
                             const QJsonValue& unsaid) {
        const bool knownSays = knownValue != unsaid;
        const bool entrySays = entryValue != unsaid;
        if (knownSays && entrySays && knownValue != entryValue)
            differs = true;
        else if (knownSays && !entrySays)
            knownSaysMore = true;
        else if (entrySays && !knownSays)
            entrySaysMore = true;
        return entrySays;
    };
    QJsonObject merged = knownData;
    for (const QString& field : dataFields(known.kind())) {
        const QJsonValue entryValue = entryData.value(field);
        if (compare(knownData.value(field), entryValue, defaults.value(field)))
            merged[field] = entryValue;
    }
    CardComparison answer;
    answer.merged = known;
    if (compare(known.badStuff, entry.badStuff, QString()))
        answer.merged.badStuff = entry.badStuff;
    JsonIssues issues;
    if (std::optional<CardData> data = readData(known.kind(), known.name(), merged, u"data"_s, issues))
        answer.merged.data = std::move(*data);
    answer.merge = differs         ? CardMerge::Different
                   : entrySaysMore ? CardMerge::Completed
                   : knownSaysMore ? CardMerge::Kept
                                   : CardMerge::Same;
    return answer;
}

QJsonObject cardToJson(const LibraryCard& card)
{
    QJsonObject object{{u"edition"_s, card.edition},
                       {u"kind"_s, kindId(card.kind())},
                       {u"name"_s, card.name()},
                       {u"data"_s, cardDataToJson(card.data)}};
    if (!card.badStuff.isEmpty())
        object[u"badStuff"_s] = card.badStuff;
    return object;
}

std::optional<LibraryCard> readLibraryCard(const QJsonObject& object, const QString& path, JsonIssues& issues)
{
    JsonReader reader(object, path, &issues);
    const std::vector<std::string_view> editions = editionIds();
    const std::optional<std::size_t> edition = reader.choiceIndex(u"edition"_s, editions, Need::Required);
    const std::optional<CardKind> kind = reader.choice(u"kind"_s, cardKindNames, Need::Required);
    // Trimmed first: the spaces around a name typed at the table do not count.
    const QString name = reader.string(u"name"_s, Need::Required, 1000).trimmed();
    if (const qsizetype length = name.toUcs4().size(); length > maxCardNameLength) {
        reader.fail(
            u"name"_s,
            DbErrors::tr("must be at most %1 characters long, got %2").arg(maxCardNameLength).arg(length));
        return std::nullopt;
    }
    const QString badStuff = reader.string(u"badStuff"_s, Need::Optional, maxBadStuffLength).trimmed();
    std::optional<JsonReader> data = reader.object(u"data"_s, Need::Optional);
    // The data is read as an object of its own below, by the kind's reader.
    reader.finish();
    if (failOnWarning(issues) || !edition || !kind)
        return std::nullopt;
    if (!badStuff.isEmpty() && *kind != CardKind::Monster) {
        issues.fail(reader.fieldPath(u"badStuff"_s), DbErrors::tr("only a monster card has Bad Stuff"));
        return std::nullopt;
    }
    const QJsonObject dataObject = object.value(u"data"_s).toObject();
    if (!data && *kind != CardKind::Hireling) {
        issues.fail(reader.fieldPath(u"data"_s), DbErrors::tr("is required: the card's numbers, an object"));
        return std::nullopt;
    }
    std::optional<CardData> read = readData(*kind, name, dataObject, reader.fieldPath(u"data"_s), issues);
    if (!read)
        return std::nullopt;
    LibraryCard card{
        QString::fromUtf8(editions[*edition].data(), static_cast<qsizetype>(editions[*edition].size())),
        std::move(*read), badStuff};
    return card;
}

QJsonObject cardPackToJson(const QList<LibraryCard>& cards)
{
    QJsonArray list;
    for (const LibraryCard& card : cards)
        list.append(cardToJson(card));
    return {{u"format"_s, QString::fromLatin1(cardPackFormat)},
            {u"version"_s, cardPackVersion},
            {u"cards"_s, list}};
}

std::optional<QList<LibraryCard>> readCardPack(const QJsonObject& pack, JsonIssues& issues)
{
    JsonReader reader(pack, QString(), &issues);
    const QString format = reader.string(u"format"_s, Need::Required);
    if (issues.failed())
        return std::nullopt;
    if (format != QLatin1StringView(cardPackFormat)) {
        issues.fail(u"format"_s, DbErrors::tr("must be \"%1\", got \"%2\": this is not an Arbiter card pack")
                                     .arg(QLatin1StringView(cardPackFormat), format));
        return std::nullopt;
    }
    const int version = reader.requiredInteger(u"version"_s, 1, 1000000);
    if (issues.failed())
        return std::nullopt;
    if (version != cardPackVersion) {
        issues.fail(u"version"_s,
                    DbErrors::tr("card pack version %1 is not one this Arbiter reads (it reads %2): "
                                 "update Arbiter to import it")
                        .arg(version)
                        .arg(cardPackVersion));
        return std::nullopt;
    }
    reader.has(u"cards"_s);
    reader.finish();
    if (failOnWarning(issues))
        return std::nullopt;
    const QJsonValue list = pack.value(u"cards"_s);
    if (!list.isArray()) {
        issues.fail(u"cards"_s, DbErrors::tr("is required: an array of cards"));
        return std::nullopt;
    }
    if (list.toArray().size() > maxPackCards) {
        issues.fail(u"cards"_s, DbErrors::tr("holds %1 cards; a pack holds at most %2")
                                    .arg(list.toArray().size())
                                    .arg(maxPackCards));
        return std::nullopt;
    }
    QList<LibraryCard> cards;
    QHash<QString, qsizetype> seen;  // edition, kind and name key -> index
    const QJsonArray array = list.toArray();
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QString path = u"cards[%1]"_s.arg(i);
        if (!array[i].isObject()) {
            issues.fail(path, DbErrors::tr("must be an object"));
            return std::nullopt;
        }
        std::optional<LibraryCard> card = readLibraryCard(array[i].toObject(), path, issues);
        if (!card)
            return std::nullopt;
        const QString key = card->edition + u'\n' + kindId(card->kind()) + u'\n' + cardNameKey(card->name());
        if (const auto earlier = seen.constFind(key); earlier != seen.constEnd()) {
            issues.fail(path + u".name"_s, DbErrors::tr("\"%1\" (%2, %3) is in the pack twice: cards[%4] too")
                                               .arg(card->name(), kindId(card->kind()), card->edition)
                                               .arg(earlier.value()));
            return std::nullopt;
        }
        seen.insert(key, i);
        cards.append(std::move(*card));
    }
    return cards;
}

std::optional<QList<LibraryCard>> readCardPack(const QByteArray& bytes, JsonIssues& issues)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        issues.fail(QString(), DbErrors::tr("not valid JSON: %1 at offset %2")
                                   .arg(parseError.errorString())
                                   .arg(parseError.offset));
        return std::nullopt;
    }
    if (!document.isObject()) {
        issues.fail(QString(), DbErrors::tr("not a card pack: a card pack is a JSON object"));
        return std::nullopt;
    }
    return readCardPack(document.object(), issues);
}

}  // namespace arbiter::db
