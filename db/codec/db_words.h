#pragma once
// The db layer's messages in the reader's language. A text a player may read (a field error, a file that
// is damaged, foreign or newer, an import refused) is written DbErrors::tr("…") and translated where it is
// made; lupdate reads ARBITER_DB_TR_FUNCTIONS as Q_DECLARE_TR_FUNCTIONS (ARBITER_LUPDATE_OPTIONS). With no
// translator installed (arbiter-cli) every text stays the English source, as docs/cli.md promises.

#include "rules/core/verdict.h"

#include <QString>

namespace arbiter::db {

using TranslateFunction = QString (*)(const char* context, const char* source, const char* disambiguation,
                                      int n);
using ReasonTextFunction = QString (*)(const rules::Reason& reason);

// The app's words for db's messages: its translate (app/i18n, which follows a ScopedLanguage, so a phone
// reads its own language) and its rendering of a referee's reason. Until set: QCoreApplication::translate
// and the reason's English text. Either may be nullptr, which restores that default.
void useWords(TranslateFunction translate, ReasonTextFunction reasonText);

// `source` in `context` through the words set by useWords().
QString translate(const char* context, const char* source, const char* disambiguation = nullptr, int n = -1);
// A reason's sentence through the words set by useWords().
QString reasonText(const rules::Reason& reason);
// A rules/ term ("a Weapon") translated under its message id, as the reasons' terms are.
QString termText(const rules::Message& term);

}  // namespace arbiter::db

// Q_DECLARE_TR_FUNCTIONS for db's texts: tr() goes through arbiter::db::translate.
#define ARBITER_DB_TR_FUNCTIONS(context)                                                        \
public:                                                                                         \
    static QString tr(const char* sourceText, const char* disambiguation = nullptr, int n = -1) \
    {                                                                                           \
        return ::arbiter::db::translate(#context, sourceText, disambiguation, n);               \
    }                                                                                           \
                                                                                                \
private:

namespace arbiter::db {

// The context of every db message: DbErrors::tr("%1 is damaged: %2.").arg(file, why).
struct DbErrors {
    ARBITER_DB_TR_FUNCTIONS(DbErrors)
};

}  // namespace arbiter::db
