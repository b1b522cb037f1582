#include "db/codec/db_words.h"

#include <QCoreApplication>

#include <atomic>
#include <string>

namespace arbiter::db {

namespace {

// Set once by the app before it opens anything; read from every thread that opens a file.
std::atomic<TranslateFunction> appTranslate{nullptr};
std::atomic<ReasonTextFunction> appReasonText{nullptr};

}  // namespace

void useWords(TranslateFunction translate, ReasonTextFunction reasonText)
{
    appTranslate = translate;
    appReasonText = reasonText;
}

QString translate(const char* context, const char* source, const char* disambiguation, int n)
{
    if (const TranslateFunction translated = appTranslate)
        return translated(context, source, disambiguation, n);
    return QCoreApplication::translate(context, source, disambiguation, n);
}

QString reasonText(const rules::Reason& reason)
{
    if (const ReasonTextFunction rendered = appReasonText)
        return rendered(reason);
    return QString::fromStdString(reason.text);
}

QString termText(const rules::Message& term)
{
    // translate() wants NUL-terminated texts; a Message's views need not be.
    return translate(std::string(term.id).c_str(), std::string(term.text).c_str());
}

}  // namespace arbiter::db
