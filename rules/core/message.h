#pragma once
// A reason's sentence as data: a message (a stable id and its English pattern) and its arguments. The
// English sentence is rendered here for the command line and the tests; the app renders the same
// message through Qt's translations (app/i18n), so a ruling reads in the table's language.
//
// Patterns use %1..%9 for the arguments and %n for a count (Qt's plural forms). In English a word
// written "Item(s)" takes its "s" when the count is not 1; any other language words its own plurals.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace arbiter::rules {

struct Message {
    std::string_view id;    // stable, e.g. "equip.dead-player"; also its translation context
    std::string_view text;  // the English pattern

    friend bool operator==(const Message& a, const Message& b) { return a.id == b.id; }
};

// Marks a message for Qt Linguist: lupdate reads ARBITER_MESSAGE as QT_TRANSLATE_NOOP and
// ARBITER_MESSAGE_N (a pattern with %n) as QT_TRANSLATE_N_NOOP (see the translations in
// app/CMakeLists.txt), so every pattern written this way lands in the .ts files under its id.
#define ARBITER_MESSAGE(id, text) (::arbiter::rules::Message{id, text})
#define ARBITER_MESSAGE_N(id, text) (::arbiter::rules::Message{id, text})
// A fixed text of a table (a rule's title or summary) for Qt Linguist, read by lupdate as
// QT_TRANSLATE_NOOP(context, text); the app translates it with the same context.
#define ARBITER_TEXT(context, text) text

// One argument of a message. Names, card names and numbers are data; a Term is itself a message (a
// translatable phrase such as a phase's name) placed into the sentence.
struct MessageArg {
    enum class Kind : std::uint8_t {
        Text,          // as entered: a player's, a card's or an Item's name
        Number,        // 3
        SignedNumber,  // +3, -2, +0
        Seconds,       // milliseconds shown as seconds: 2600 -> 2.6
        List,          // names joined with the language's "and"
        Term,          // a translatable phrase
    };
    Kind kind = Kind::Text;
    std::string text;                // Text
    int number = 0;                  // Number, SignedNumber, Seconds
    std::vector<std::string> items;  // List
    Message term;                    // Term

    friend bool operator==(const MessageArg&, const MessageArg&) = default;
};

// Wrappers that say how a number or a name list is shown.
struct Signed {
    int value = 0;
};
struct Seconds {
    int milliseconds = 0;
};
struct Count {  // the %n of a message with plural forms
    int value = 0;
};

MessageArg messageArg(std::string value);
MessageArg messageArg(std::string_view value);
MessageArg messageArg(const char* value);
MessageArg messageArg(int value);
MessageArg messageArg(std::size_t value);
MessageArg messageArg(Signed value);
MessageArg messageArg(Seconds value);
MessageArg messageArg(std::vector<std::string> names);
MessageArg messageArg(Message term);
inline MessageArg messageArg(MessageArg arg)
{
    return arg;
}

// The English sentence of `message` with its arguments.
std::string renderEnglish(const Message& message, const std::vector<MessageArg>& args,
                          std::optional<int> count = std::nullopt);
// One argument in English, as renderEnglish places it.
std::string englishArg(const MessageArg& arg);

}  // namespace arbiter::rules
