#include "db/codec/reason_json.h"

#include <QJsonArray>

#include <charconv>

namespace arbiter::db {

using namespace Qt::StringLiterals;

namespace {

QString toQString(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

QJsonObject argToJson(const rules::MessageArg& arg)
{
    switch (arg.kind) {
    case rules::MessageArg::Kind::Text:
        return {{u"text"_s, toQString(arg.text)}};
    case rules::MessageArg::Kind::Number:
        return {{u"number"_s, arg.number}};
    case rules::MessageArg::Kind::SignedNumber:
        return {{u"signed"_s, arg.number}};
    case rules::MessageArg::Kind::Seconds:
        return {{u"milliseconds"_s, arg.number}};
    case rules::MessageArg::Kind::List: {
        QJsonArray names;
        for (const std::string& name : arg.items)
            names.append(toQString(name));
        return {{u"list"_s, names}};
    }
    case rules::MessageArg::Kind::Term:
        return {{u"term"_s, toQString(arg.term.id)}, {u"text"_s, toQString(arg.term.text)}};
    }
    return {};
}

void appendNumber(QByteArray& out, int value)
{
    char digits[12];
    const auto [end, error] = std::to_chars(digits, digits + sizeof digits, value);
    (void)error;  // 12 characters always hold an int
    out.append(digits, end - digits);
}

void appendArg(QByteArray& out, const rules::MessageArg& arg)
{
    switch (arg.kind) {
    case rules::MessageArg::Kind::Text:
        out += R"({"text":)";
        appendJsonString(out, arg.text);
        break;
    case rules::MessageArg::Kind::Number:
        out += R"({"number":)";
        appendNumber(out, arg.number);
        break;
    case rules::MessageArg::Kind::SignedNumber:
        out += R"({"signed":)";
        appendNumber(out, arg.number);
        break;
    case rules::MessageArg::Kind::Seconds:
        out += R"({"milliseconds":)";
        appendNumber(out, arg.number);
        break;
    case rules::MessageArg::Kind::List:
        out += R"({"list":[)";
        for (std::size_t i = 0; i < arg.items.size(); ++i) {
            if (i > 0)
                out += ',';
            appendJsonString(out, arg.items[i]);
        }
        out += ']';
        break;
    case rules::MessageArg::Kind::Term:
        out += R"({"term":)";
        appendJsonString(out, arg.term.id);
        out += R"(,"text":)";
        appendJsonString(out, arg.term.text);
        break;
    }
    out += '}';
}

}  // namespace

QJsonObject reasonToJson(const rules::Reason& reason)
{
    QJsonObject entry{{u"rule"_s, toQString(reason.rule)}, {u"text"_s, toQString(reason.text)}};
    // Only a refusing reason carries the flag, so a legal verdict reads as it always did.
    if (reason.refuses)
        entry[u"refuses"_s] = true;
    if (!reason.message.id.empty()) {
        entry[u"message"_s] = toQString(reason.message.id);
        entry[u"pattern"_s] = toQString(reason.message.text);
        QJsonArray args;
        for (const rules::MessageArg& arg : reason.args)
            args.append(argToJson(arg));
        entry[u"args"_s] = args;
        if (reason.count)
            entry[u"count"_s] = *reason.count;
    }
    return entry;
}

void appendReasonJson(QByteArray& out, const rules::Reason& reason)
{
    out += '{';
    if (!reason.message.id.empty()) {
        out += R"("args":[)";
        for (std::size_t i = 0; i < reason.args.size(); ++i) {
            if (i > 0)
                out += ',';
            appendArg(out, reason.args[i]);
        }
        out += "],";
        if (reason.count) {
            out += R"("count":)";
            appendNumber(out, *reason.count);
            out += ',';
        }
        out += R"("message":)";
        appendJsonString(out, reason.message.id);
        out += R"(,"pattern":)";
        appendJsonString(out, reason.message.text);
        out += ',';
    }
    if (reason.refuses)
        out += R"("refuses":true,)";
    out += R"("rule":)";
    appendJsonString(out, reason.rule);
    out += R"(,"text":)";
    appendJsonString(out, reason.text);
    out += '}';
}

void appendJsonString(QByteArray& out, std::string_view text)
{
    const QByteArrayView bytes(text.data(), static_cast<qsizetype>(text.size()));
    const QByteArray decoded = bytes.isValidUtf8() ? QByteArray() : toQString(text).toUtf8();
    const QByteArrayView utf8 = decoded.isNull() ? bytes : QByteArrayView(decoded);
    static constexpr char hex[] = "0123456789abcdef";
    out += '"';
    for (const char c : utf8) {
        const auto u = static_cast<unsigned char>(c);
        if (u >= 0x20 && c != '"' && c != '\\') {
            out += c;
            continue;
        }
        out += '\\';
        switch (u) {
        case '"':
            out += '"';
            break;
        case '\\':
            out += '\\';
            break;
        case '\b':
            out += 'b';
            break;
        case '\f':
            out += 'f';
            break;
        case '\n':
            out += 'n';
            break;
        case '\r':
            out += 'r';
            break;
        case '\t':
            out += 't';
            break;
        default:
            out += "u00";
            out += hex[u >> 4];
            out += hex[u & 0xF];
        }
    }
    out += '"';
}

StoredReason storedReason(const QJsonObject& json)
{
    StoredReason reason;
    reason.rule = json.value(u"rule"_s).toString();
    reason.text = json.value(u"text"_s).toString();
    reason.refuses = json.value(u"refuses"_s).toBool();
    reason.messageId = json.value(u"message"_s).toString().toStdString();
    reason.pattern = json.value(u"pattern"_s).toString().toStdString();
    if (json.contains(u"count"_s))
        reason.count = json.value(u"count"_s).toInt();
    const QJsonArray args = json.value(u"args"_s).toArray();
    // Terms point into termStrings: reserve it whole first, so no reallocation moves a string away.
    reason.termStrings.reserve(static_cast<std::size_t>(args.size()) * 2);
    for (const QJsonValue& value : args) {
        const QJsonObject arg = value.toObject();
        if (arg.contains(u"term"_s)) {
            reason.termStrings.push_back(arg.value(u"term"_s).toString().toStdString());
            reason.termStrings.push_back(arg.value(u"text"_s).toString().toStdString());
            const std::size_t last = reason.termStrings.size();
            reason.args.push_back(rules::messageArg(
                rules::Message{reason.termStrings[last - 2], reason.termStrings[last - 1]}));
        } else if (arg.contains(u"list"_s)) {
            std::vector<std::string> names;
            for (const QJsonValue& name : arg.value(u"list"_s).toArray())
                names.push_back(name.toString().toStdString());
            reason.args.push_back(rules::messageArg(std::move(names)));
        } else if (arg.contains(u"number"_s)) {
            reason.args.push_back(rules::messageArg(arg.value(u"number"_s).toInt()));
        } else if (arg.contains(u"signed"_s)) {
            reason.args.push_back(rules::messageArg(rules::Signed{arg.value(u"signed"_s).toInt()}));
        } else if (arg.contains(u"milliseconds"_s)) {
            reason.args.push_back(rules::messageArg(rules::Seconds{arg.value(u"milliseconds"_s).toInt()}));
        } else {
            reason.args.push_back(rules::messageArg(arg.value(u"text"_s).toString().toStdString()));
        }
    }
    return reason;
}

}  // namespace arbiter::db
