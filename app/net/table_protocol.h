#pragma once
// The table protocol (docs/phones.md), version 1: reading what a phone sends, and the rule of who may do
// what from a phone. A message is read like a CLI request: the first problem is reported naming its
// field, and nothing is done with a message that has one.

#include "app/i18n/translations.h"
#include "rules/game/action.h"
#include "rules/game/state.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <optional>
#include <variant>

namespace arbiter::app::net {

inline constexpr int protocolVersion = 1;
// The largest message either side takes, in bytes.
inline constexpr qint64 maxMessageBytes = 16 * 1024;
inline constexpr int maxRequestIdLength = 64;
// What an offer of help or a deal may say in words (the card offered...).
inline constexpr int maxOfferLength = 80;
// A search of the table's card library: at most a card name's length, and so many cards in an answer.
inline constexpr int maxCardQueryLength = 40;
inline constexpr int maxCardsAnswered = 20;

enum class MessageType { Hello, Claim, Act, Resync, Ping, Offer, Accept, Report, Cards, Preview };

struct ClientMessage {
    MessageType type = MessageType::Ping;
    QString token;          // hello: a seat token
    QString invite;         // hello: the invitation code instead
    qint64 head = -1;       // hello: the head the phone showed last; -1 when it showed none
    QString language;       // hello: the page's language ("de"); empty for the tablet's
    QString seat;           // claim: the player's name
    QString id;             // act, accept, preview: the phone's name for the request
    qint64 against = -1;    // act: the head the phone showed
    QJsonObject action;     // act, preview: the action, read later against the game (actionFromJson)
    QJsonValue pingTime;    // ping: echoed back
    QString what;           // offer: what the helper offers, in words (may be empty)
    bool withdraw = false;  // offer: the offer is taken back
    QString helper;         // accept: whose offer
    QString query;          // cards: part of a card's name (may be empty: the most played)
    QString cardKind;       // cards: "monster", "enhancer", "one-shot"... (db::cardKindNames); empty: any
};

// The words of the answers a seated player may meet in play (no game open, the game moved on, not this seat's
// to enter...), in the phone's own language: the server makes them inside its i18n::ScopedLanguage. A
// message only a broken page could cause stays English.
struct AnswerWords {
    ARBITER_TR_FUNCTIONS(AnswerWords)
};

struct ProtocolError {
    QString error;
    QString field;  // "" for the message as a whole
};

// One text frame from a phone. Refused before it is parsed: an escape JSON does not have (the `\i` of
// `"cla\im"`), which Qt's parser would read as the letter alone.
std::variant<ClientMessage, ProtocolError> readClientMessage(const QString& text);
// Where `text` has a backslash that does not start a JSON escape, or -1.
qsizetype invalidEscapeAt(QStringView text);

// Whether a phone seated as `seat` may send this action in this state (docs/phones.md, "What a phone
// may do"): nullopt when it may; else why not, naming the action's field ("action.kind",
// "action.player"...). `dealHelpers`: the Panic helpers whose deal the current player accepted this
// turn (the table's word, never the phone's). The referee then judges the action itself.
std::optional<ProtocolError> phoneMayAct(const rules::game::Action& action,
                                         const rules::game::GameState& state, const QString& seat,
                                         const QStringList& dealHelpers = {});

}  // namespace arbiter::app::net
