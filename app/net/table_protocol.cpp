#include "table_protocol.h"

#include <QJsonDocument>
#include <QJsonParseError>
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
    TypeName{"hello"_L1, MessageType::Hello}, TypeName{"claim"_L1, MessageType::Claim},
    TypeName{"act"_L1, MessageType::Act},     TypeName{"resync"_L1, MessageType::Resync},
    TypeName{"ping"_L1, MessageType::Ping},
};

// Each type's fields; any other is refused (a phone of another version should say so in its hello).
QSet<QString> fieldsOf(MessageType type)
{
    switch (type) {
    case MessageType::Hello:
        return {u"type"_s, u"protocol"_s, u"token"_s, u"invite"_s, u"head"_s};
    case MessageType::Claim:
        return {u"type"_s, u"seat"_s};
    case MessageType::Act:
        return {u"type"_s, u"id"_s, u"against"_s, u"action"_s};
    case MessageType::Resync:
        return {u"type"_s};
    case MessageType::Ping:
        return {u"type"_s, u"t"_s};
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
    return std::nullopt;
}

std::optional<ProtocolError> readAct(const QJsonObject& object, ClientMessage& message)
{
    const QJsonValue id = object.value("id"_L1);
    message.id = id.toString();
    if (!id.isString() || message.id.trimmed().isEmpty() || message.id.size() > maxRequestIdLength)
        return ProtocolError{u"id must be a request name of 1 to %1 characters"_s.arg(maxRequestIdLength),
                             u"id"_s};
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

}  // namespace

std::variant<ClientMessage, ProtocolError> readClientMessage(const QString& text)
{
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
        return ProtocolError{u"type must be hello, claim, act, resync or ping"_s, u"type"_s};

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
        break;
    case MessageType::Ping: {
        const QJsonValue time = object.value("t"_L1);
        if (!time.isUndefined() && !time.isDouble())
            problem = ProtocolError{u"t must be a number"_s, u"t"_s};
        message.pingTime = time;
        break;
    }
    }
    if (problem)
        return *problem;
    return message;
}

namespace {

std::optional<ProtocolError> mustBeSeat(const std::string& named, const QString& seat, const QString& field)
{
    if (QString::fromStdString(named) == seat)
        return std::nullopt;
    return ProtocolError{
        u"a phone acts only for its own seat (%1), not for %2"_s.arg(seat, QString::fromStdString(named)),
        field};
}

QString currentPlayer(const game::GameState& state)
{
    if (state.current >= state.players.size())
        return {};
    return QString::fromStdString(state.players[state.current].name);
}

}  // namespace

std::optional<ProtocolError> phoneMayAct(const game::Action& action, const game::GameState& state,
                                         const QString& seat)
{
    const auto notYourTurn = [&state, &seat](const QString& what) {
        return ProtocolError{
            u"%1 is the current player's to enter (%2's), not %3's"_s.arg(what, currentPlayer(state), seat),
            u"action.kind"_s};
    };
    if (const auto* change = action.getIf<actions::ChangeLevel>())
        return mustBeSeat(change->player, seat, u"action.player"_s);
    if (const auto* equip = action.getIf<actions::EquipItem>())
        return mustBeSeat(equip->player, seat, u"action.player"_s);
    if (const auto* sale = action.getIf<actions::SellItems>())
        return mustBeSeat(sale->player, seat, u"action.player"_s);
    if (const auto* help = action.getIf<actions::AskForHelp>())
        return mustBeSeat(help->helper, seat, u"action.helper"_s);
    if (action.is<actions::RunAway>()) {
        const bool runs =
            state.combat
            && (QString::fromStdString(state.combat->fighter) == seat
                || (state.combat->helper && QString::fromStdString(*state.combat->helper) == seat));
        if (runs)
            return std::nullopt;
        return ProtocolError{
            u"only the fighter and the helper enter their run-away rolls; %1 is not in the fight"_s.arg(seat),
            u"action.kind"_s};
    }
    if (action.is<actions::Charity>() || action.is<actions::PanicCharity>()) {
        if (currentPlayer(state) == seat)
            return std::nullopt;
        return notYourTurn(u"Charity"_s);
    }
    if (const auto* hit = action.getIf<actions::PanicHit>()) {
        if (currentPlayer(state) == seat || (hit->helper && QString::fromStdString(*hit->helper) == seat))
            return std::nullopt;
        return notYourTurn(u"A Hit"_s);
    }
    return ProtocolError{
        u"%1 is entered on the tablet; a phone levels, equips, sells, helps, runs away, gives charity "
        u"and hits"_s.arg(QString::fromUtf8(game::kindName(action))),
        u"action.kind"_s};
}

}  // namespace arbiter::app::net
