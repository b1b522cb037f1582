#include "message.h"

#include "text.h"

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

std::string englishArg(const MessageArg& arg)
{
    switch (arg.kind) {
    case MessageArg::Kind::Text:
        return arg.text;
    case MessageArg::Kind::Number:
        return std::to_string(arg.number);
    case MessageArg::Kind::SignedNumber:
        return text::signedNum(arg.number);
    case MessageArg::Kind::Seconds:
        return text::seconds(arg.number);
    case MessageArg::Kind::List:
        return text::listOf(arg.items);
    case MessageArg::Kind::Term:
        return std::string(arg.term.text);
    }
    return {};
}

std::string renderEnglish(const Message& message, const std::vector<MessageArg>& args,
                          std::optional<int> count)
{
    const std::string_view pattern = message.text;
    std::string out;
    out.reserve(pattern.size() + 32);
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        const char c = pattern[i];
        if (c == '%' && i + 1 < pattern.size()) {
            const char next = pattern[i + 1];
            if (next >= '1' && next <= '9') {
                const std::size_t index = static_cast<std::size_t>(next - '1');
                if (index < args.size())
                    out += englishArg(args[index]);
                ++i;
                continue;
            }
            if (next == 'n' && count) {
                out += std::to_string(*count);
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
