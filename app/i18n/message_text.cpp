#include "app/i18n/message_text.h"

#include "app/i18n/translations.h"

#include <QCoreApplication>
#include <QLocale>

#include <string>

namespace arbiter::app::i18n {

using namespace Qt::StringLiterals;

namespace {

// QTranslator keys are C strings: a string_view of the rules' tables is copied to be sure of its end.
QString translated(const char* context, std::string_view text, const char* disambiguation, int n,
                   const Translations* language)
{
    const std::string source(text);
    if (!language)
        language = scopedLanguage();
    if (language)
        return language->translate(context, source.c_str(), disambiguation, n);
    return QCoreApplication::translate(context, source.c_str(), disambiguation, n);
}

QString messagePattern(const rules::Message& message, int n, const Translations* language)
{
    const std::string context(message.id);
    return translated(context.c_str(), message.text, nullptr, n, language);
}

QString secondsText(int milliseconds, const QLocale& locale)
{
    int decimals = 3;
    for (int step = 10; decimals > 0 && milliseconds % step == 0; step *= 10)
        --decimals;
    return locale.toString(milliseconds / 1000.0, 'f', decimals);
}

QString argText(const rules::MessageArg& arg, const Translations* language)
{
    if (!language)
        language = scopedLanguage();
    const QLocale locale = language ? language->locale() : QLocale();
    switch (arg.kind) {
    case rules::MessageArg::Kind::Text:
        return QString::fromStdString(arg.text);
    case rules::MessageArg::Kind::Number:
        return locale.toString(arg.number);
    case rules::MessageArg::Kind::SignedNumber:
        return (arg.number >= 0 ? locale.positiveSign() : QString()) + locale.toString(arg.number);
    case rules::MessageArg::Kind::Seconds:
        return secondsText(arg.number, locale);
    case rules::MessageArg::Kind::List: {
        QStringList names;
        for (const std::string& name : arg.items)
            names.append(QString::fromStdString(name));
        return locale.createSeparatedList(names);
    }
    case rules::MessageArg::Kind::Term:
        return messagePattern(arg.term, -1, language);
    }
    return {};
}

}  // namespace

QString messageText(const rules::Message& message, const std::vector<rules::MessageArg>& args,
                    std::optional<int> count, const Translations* language)
{
    const QString pattern = messagePattern(message, count.value_or(-1), language);
    // One pass, so that a name containing "%2" is never taken for a placeholder.
    QString text;
    text.reserve(pattern.size() + 32);
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        const QChar c = pattern.at(i);
        if (c == u'%' && i + 1 < pattern.size()) {
            const int digit = pattern.at(i + 1).digitValue();
            if (digit >= 1 && digit <= 9) {
                if (static_cast<std::size_t>(digit) <= args.size())
                    text += argText(args[static_cast<std::size_t>(digit - 1)], language);
                ++i;
                continue;
            }
        }
        text += c;
    }
    return text;
}

QString reasonText(const rules::Reason& reason, const Translations* language)
{
    if (reason.message.id.empty())
        return QString::fromStdString(reason.text);
    return messageText(reason.message, reason.args, reason.count, language);
}

QString fixedText(const char* context, std::string_view text, const Translations* language)
{
    return translated(context, text, nullptr, -1, language);
}

}  // namespace arbiter::app::i18n
