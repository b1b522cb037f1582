#include "message.h"

#include "text.h"

#include <charconv>

namespace arbiter::rules {

MessageArg messageArg(std::string value)
{
    MessageArg arg;
    arg.text = std::move(value);
    return arg;
}

MessageArg messageArg(std::string_view value)
{
    return messageArg(std::string(value));
}

MessageArg messageArg(const char* value)
{
    return messageArg(std::string(value));
}

MessageArg messageArg(int value)
{
    MessageArg arg;
    arg.kind = MessageArg::Kind::Number;
    arg.number = value;
    return arg;
}

MessageArg messageArg(std::size_t value)
{
    return messageArg(static_cast<int>(value));
}

MessageArg messageArg(Signed value)
{
    MessageArg arg;
    arg.kind = MessageArg::Kind::SignedNumber;
    arg.number = value.value;
    return arg;
}

MessageArg messageArg(Seconds value)
{
    MessageArg arg;
    arg.kind = MessageArg::Kind::Seconds;
    arg.number = value.milliseconds;
    return arg;
}

MessageArg messageArg(std::vector<std::string> names)
{
    MessageArg arg;
    arg.kind = MessageArg::Kind::List;
    arg.items = std::move(names);
    return arg;
}

MessageArg messageArg(Message term)
{
    MessageArg arg;
    arg.kind = MessageArg::Kind::Term;
    arg.term = term;
    return arg;
}

namespace {

// englishArg's text appended to `out`, without a string of its own: the hot path of every verdict.
void appendEnglishArg(std::string& out, const MessageArg& arg)
{
    switch (arg.kind) {
    case MessageArg::Kind::Text:
        out += arg.text;
        return;
    case MessageArg::Kind::Number:
    case MessageArg::Kind::SignedNumber: {
        if (arg.kind == MessageArg::Kind::SignedNumber && arg.number >= 0)
            out += '+';
        char digits[12];
        const auto [end, error] = std::to_chars(digits, digits + sizeof digits, arg.number);
        (void)error;  // 12 characters always hold an int
        out.append(digits, end);
        return;
    }
    case MessageArg::Kind::Seconds:
        out += text::seconds(arg.number);
        return;
    case MessageArg::Kind::List:
        for (std::size_t i = 0; i < arg.items.size(); ++i) {
            if (i > 0)
                out += i + 1 == arg.items.size() ? " and " : ", ";
            out += arg.items[i];
        }
        return;
    case MessageArg::Kind::Term:
        out += arg.term.text;
        return;
    }
}

}  // namespace

std::string englishArg(const MessageArg& arg)
{
    std::string out;
    appendEnglishArg(out, arg);
    return out;
}

std::string renderEnglish(const Message& message, const std::vector<MessageArg>& args,
                          std::optional<int> count)
{
    const std::string_view pattern = message.text;
    std::string out;
    out.reserve(pattern.size() + 16 * args.size() + 8);
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        const char c = pattern[i];
        if (c == '%' && i + 1 < pattern.size()) {
            const char next = pattern[i + 1];
            if (next >= '1' && next <= '9') {
                const std::size_t index = static_cast<std::size_t>(next - '1');
                if (index < args.size())
                    appendEnglishArg(out, args[index]);
                ++i;
                continue;
            }
            if (next == 'n' && count) {
                char digits[12];
                const auto [end, error] = std::to_chars(digits, digits + sizeof digits, *count);
                (void)error;  // 12 characters always hold an int
                out.append(digits, end);
                ++i;
                continue;
            }
        }
        if (c == '(' && count && pattern.substr(i, 3) == "(s)") {
            if (*count != 1)
                out += 's';
            i += 2;
            continue;
        }
        out += c;
    }
    return out;
}

}  // namespace arbiter::rules
