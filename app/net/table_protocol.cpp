#include "table_protocol.h"

#include "app/i18n/message_text.h"
#include "app/i18n/translations.h"

#include "db/codec/card_json.h"
#include "rules/game/action_fields.h"

#include <QJsonDocument>
#include <QJsonParseError>
#include <QRegularExpression>
#include <QSet>

namespace arbiter::app::net {

namespace game = rules::game;
namespace actions = rules::game::actions;
using namespace Qt::StringLiterals;

namespace {

struct TypeName {
    QLatin1StringView name;
    MessageType type;
};
constexpr std::array typeNames = {
    TypeName{"hello"_L1, MessageType::Hello},   TypeName{"claim"_L1, MessageType::Claim},
    TypeName{"act"_L1, MessageType::Act},       TypeName{"resync"_L1, MessageType::Resync},
    TypeName{"ping"_L1, MessageType::Ping},     TypeName{"offer"_L1, MessageType::Offer},
    TypeName{"accept"_L1, MessageType::Accept}, TypeName{"report"_L1, MessageType::Report},
    TypeName{"cards"_L1, MessageType::Cards},   TypeName{"preview"_L1, MessageType::Preview},
};

// Each type's fields; any other is refused (a phone of another version should say so in its hello).
QSet<QString> fieldsOf(MessageType type)
{
    switch (type) {
    case MessageType::Hello:
        return {u"type"_s, u"protocol"_s, u"token"_s, u"invite"_s, u"head"_s, u"language"_s};
    case MessageType::Claim:
        return {u"type"_s, u"seat"_s};
    case MessageType::Act:
        return {u"type"_s, u"id"_s, u"against"_s, u"action"_s};
    case MessageType::Resync:
    case MessageType::Report:
        return {u"type"_s};
    case MessageType::Ping:
        return {u"type"_s, u"t"_s};
    case MessageType::Offer:
        return {u"type"_s, u"what"_s, u"withdraw"_s};
    case MessageType::Accept:
        return {u"type"_s, u"id"_s, u"helper"_s};
    case MessageType::Cards:
        return {u"type"_s, u"query"_s, u"kind"_s};
    case MessageType::Preview:
        return {u"type"_s, u"id"_s, u"action"_s};
    }
    return {};
}

// A whole number in [0, 2^53): what a JavaScript phone can send exactly.
std::optional<qint64> sequenceNumber(const QJsonValue& value)
{
    if (!value.isDouble())
        return std::nullopt;
    const double number = value.toDouble();
    if (number < 0 || number >= 9007199254740992.0
        || number != static_cast<double>(static_cast<qint64>(number)))
        return std::nullopt;
    return static_cast<qint64>(number);
}

std::optional<ProtocolError> readToken(const QJsonObject& object, const QString& key, QString& into)
{
    const QJsonValue value = object.value(key);
    if (value.isUndefined())
        return std::nullopt;
    const QString text = value.toString();
    if (!value.isString() || text.size() != 32)
        return ProtocolError{u"%1 must be the 32-character code from the invitation"_s.arg(key), key};
    into = text;
    return std::nullopt;
}

std::optional<ProtocolError> readHello(const QJsonObject& object, ClientMessage& message)
{
    const std::optional<qint64> version = sequenceNumber(object.value("protocol"_L1));
    if (!version)
        return ProtocolError{u"protocol must be a version number"_s, u"protocol"_s};
    if (*version != protocolVersion)
        return ProtocolError{
            u"protocol %1 is not spoken here (this tablet speaks %2): reload the page"_s.arg(*version).arg(
                protocolVersion),
            u"protocol"_s};
    if (auto problem = readToken(object, u"token"_s, message.token))
        return problem;
    if (auto problem = readToken(object, u"invite"_s, message.invite))
        return problem;
    if (message.token.isEmpty() == message.invite.isEmpty())
        return ProtocolError{u"a hello carries either a seat token or the invitation code"_s,
                             message.token.isEmpty() ? u"token"_s : u"invite"_s};
    if (object.contains("head"_L1)) {
        const std::optional<qint64> head = sequenceNumber(object.value("head"_L1));
        if (!head)
            return ProtocolError{u"head must be a sequence number (0 or more)"_s, u"head"_s};
        message.head = *head;
    }
    if (object.contains("language"_L1)) {
        // A language code as a browser writes one ("de", "fr-CA"); one not shipped reads in English.
        static const QRegularExpression code(u"^[A-Za-z]{2,3}([-_][A-Za-z0-9]{1,8})*$"_s);
        const QJsonValue language = object.value("language"_L1);
        if (!language.isString() || language.toString().size() > 35
            || !code.match(language.toString()).hasMatch())
            return ProtocolError{u"language must be a language code such as \"de\""_s, u"language"_s};
        message.language = i18n::languageForCode(language.toString());
    }
    return std::nullopt;
}

std::optional<ProtocolError> readRequestId(const QJsonObject& object, ClientMessage& message)
{
    const QJsonValue id = object.value("id"_L1);
    message.id = id.toString();
    if (!id.isString() || message.id.trimmed().isEmpty() || message.id.size() > maxRequestIdLength)
        return ProtocolError{u"id must be a request name of 1 to %1 characters"_s.arg(maxRequestIdLength),
                             u"id"_s};
    return std::nullopt;
}

std::optional<ProtocolError> readAct(const QJsonObject& object, ClientMessage& message)
{
    if (auto problem = readRequestId(object, message))
        return problem;
    const std::optional<qint64> against = sequenceNumber(object.value("against"_L1));
    if (!against)
        return ProtocolError{u"against must be the head the phone showed (a sequence number)"_s,
                             u"against"_s};
    message.against = *against;
    const QJsonValue action = object.value("action"_L1);
    if (!action.isObject())
        return ProtocolError{u"action must be an action object (docs/actions.md)"_s, u"action"_s};
    message.action = action.toObject();
    return std::nullopt;
}

// A preview is asked of the head as it is: nothing is recorded, so no `against`.
std::optional<ProtocolError> readPreview(const QJsonObject& object, ClientMessage& message)
{
    if (auto problem = readRequestId(object, message))
        return problem;
    const QJsonValue action = object.value("action"_L1);
    if (!action.isObject())
        return ProtocolError{u"action must be an action object (docs/panic-actions.md)"_s, u"action"_s};
    message.action = action.toObject();
    return std::nullopt;
}

std::optional<ProtocolError> readOffer(const QJsonObject& object, ClientMessage& message)
{
    const QJsonValue what = object.value("what"_L1);
    if (!what.isUndefined() && (!what.isString() || what.toString().size() > maxOfferLength))
        return ProtocolError{u"what must be text of at most %1 characters"_s.arg(maxOfferLength), u"what"_s};
    message.what = what.toString().trimmed();
    const QJsonValue withdraw = object.value("withdraw"_L1);
    if (!withdraw.isUndefined() && !withdraw.isBool())
        return ProtocolError{u"withdraw must be true or false"_s, u"withdraw"_s};
    message.withdraw = withdraw.toBool();
    return std::nullopt;
}

std::optional<ProtocolError> readAccept(const QJsonObject& object, ClientMessage& message)
{
    if (auto problem = readRequestId(object, message))
        return problem;
    message.helper = object.value("helper"_L1).toString();
    if (!object.value("helper"_L1).isString() || message.helper.trimmed().isEmpty())
        return ProtocolError{u"helper must be the name of the player whose offer is accepted"_s, u"helper"_s};
    return std::nullopt;
}

std::optional<ProtocolError> readCards(const QJsonObject& object, ClientMessage& message)
{
    const QJsonValue query = object.value("query"_L1);
    if (!query.isUndefined() && (!query.isString() || query.toString().size() > maxCardQueryLength))
        return ProtocolError{
            u"query must be part of a card's name, at most %1 characters"_s.arg(maxCardQueryLength),
            u"query"_s};
    message.query = query.toString().simplified();
    const QJsonValue kind = object.value("kind"_L1);
    if (kind.isUndefined())
        return std::nullopt;
    const auto known =
        std::find_if(db::cardKindNames.begin(), db::cardKindNames.end(), [&kind](const auto& entry) {
            return QLatin1StringView(entry.name.data(), static_cast<qsizetype>(entry.name.size()))
                   == kind.toString();
        });
    if (!kind.isString() || known == db::cardKindNames.end())
        return ProtocolError{u"kind must be monster, enhancer, one-shot, item, ride, hireling or curse"_s,
                             u"kind"_s};
    message.cardKind = kind.toString();
    return std::nullopt;
}

}  // namespace

qsizetype invalidEscapeAt(QStringView text)
{
    // Backslashes stand only inside strings in valid JSON; outside one the parser refuses the text anyway.
    for (qsizetype at = 0; at < text.size(); ++at) {
        if (text[at] != u'\\')
            continue;
        const QChar next = at + 1 < text.size() ? text[at + 1] : QChar();
        if (QStringView(u"\"\\/bfnrt").contains(next)) {
            ++at;
            continue;
        }
        if (next != u'u' || at + 5 >= text.size())
            return at;
        for (qsizetype digit = at + 2; digit < at + 6; ++digit) {
            const char16_t c = text[digit].unicode();
            if (!((c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'f') || (c >= u'A' && c <= u'F')))
                return at;
        }
        at += 5;
    }
    return -1;
}

std::variant<ClientMessage, ProtocolError> readClientMessage(const QString& text)
{
    if (const qsizetype at = invalidEscapeAt(text); at >= 0)
        return ProtocolError{u"not valid JSON: an unknown escape at offset %1"_s.arg(at), {}};
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(text.toUtf8(), &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return ProtocolError{
            u"not valid JSON: %1 at offset %2"_s.arg(parseError.errorString()).arg(parseError.offset), {}};
    if (!document.isObject())
        return ProtocolError{u"a message is a JSON object"_s, {}};
    const QJsonObject object = document.object();
    const QString typeText = object.value("type"_L1).toString();
    const auto type = std::find_if(typeNames.begin(), typeNames.end(),
                                   [&typeText](const TypeName& entry) { return entry.name == typeText; });
    if (type == typeNames.end())
        return ProtocolError{
            u"type must be hello, claim, act, preview, offer, accept, cards, report, resync or ping"_s,
            u"type"_s};

    ClientMessage message;
    message.type = type->type;
    const QSet<QString> known = fieldsOf(message.type);
    for (const QString& key : object.keys()) {
        if (!known.contains(key))
            return ProtocolError{u"%1 is not a field of %2"_s.arg(key, typeText), key};
    }
    std::optional<ProtocolError> problem;
    switch (message.type) {
    case MessageType::Hello:
        problem = readHello(object, message);
        break;
    case MessageType::Claim: {
        message.seat = object.value("seat"_L1).toString();
        if (!object.value("seat"_L1).isString() || message.seat.trimmed().isEmpty())
            problem = ProtocolError{u"seat must be a player's name"_s, u"seat"_s};
        break;
    }
    case MessageType::Act:
        problem = readAct(object, message);
        break;
    case MessageType::Resync:
    case MessageType::Report:
        break;
    case MessageType::Ping: {
        const QJsonValue time = object.value("t"_L1);
        if (!time.isUndefined() && !time.isDouble())
            problem = ProtocolError{u"t must be a number"_s, u"t"_s};
        message.pingTime = time;
        break;
    }
    case MessageType::Offer:
        problem = readOffer(object, message);
        break;
    case MessageType::Accept:
        problem = readAccept(object, message);
        break;
    case MessageType::Cards:
        problem = readCards(object, message);
        break;
    case MessageType::Preview:
        problem = readPreview(object, message);
        break;
    }
    if (problem)
        return *problem;
    return message;
}

namespace {

QString currentPlayer(const game::GameState& state)
{
    if (state.current >= state.players.size())
        return {};
    return QString::fromStdString(state.players[state.current].name);
}

// A Panic Hit names a helper only when the current player accepted that helper's deal this turn; the
// helper hits only under that deal, naming themselves.
std::optional<ProtocolError> panicHitAllowed(const actions::PanicHit& hit, const game::GameState& state,
                                             const QString& seat, const QStringList& dealHelpers)
{
    const QString current = currentPlayer(state);
    const QString helper = hit.helper ? QString::fromStdString(*hit.helper) : QString();
    if (!helper.isEmpty() && !dealHelpers.contains(helper))
        return ProtocolError{
            AnswerWords::tr("%1 has no deal with %2 this turn: the helper offers, %2 accepts")
                .arg(helper, current),
            u"action.helper"_s};
    if (seat == current)
        return std::nullopt;
    if (dealHelpers.contains(seat)) {
        if (helper == seat)
            return std::nullopt;
        return ProtocolError{AnswerWords::tr("a helper's Hit names the helper (%1)").arg(seat),
                             u"action.helper"_s};
    }
    return ProtocolError{AnswerWords::tr("A Hit is the current player's to enter (%1's), or their helper's "
                                         "under an accepted deal, not %2's")
                             .arg(current, seat),
                         u"action.kind"_s};
}

}  // namespace

std::optional<ProtocolError> phoneMayAct(const game::Action& action, const game::GameState& state,
                                         const QString& seat, const QStringList& dealHelpers)
{
    // A deal's helper plays their one card too: the table's word on the deal decides, not the actor.
    if (const auto* hit = action.getIf<actions::PanicHit>())
        return panicHitAllowed(*hit, state, seat, dealHelpers);
    // Everything else by its kind's actor (rules/game/action_fields.h).
    if (const std::optional<game::FieldProblem> problem =
            game::seatMayRecord(action, state, seat.toStdString()))
        return ProtocolError{i18n::messageText(problem->pattern, problem->args),
                             u"action."_s + QString::fromStdString(problem->field)};
    return std::nullopt;
}

}  // namespace arbiter::app::net
