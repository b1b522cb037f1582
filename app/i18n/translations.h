#pragma once
// Arbiter's languages (docs/translating.md): English, German and French. A Translations is one language's
// translators, Arbiter's own (the .qm files built from i18n/*.ts) and Qt's for its standard dialogs. The
// tablet installs one for the whole app; the table server keeps one per language its phones speak.

#include <QLocale>
#include <QString>
#include <QStringList>
#include <QTranslator>

#include <memory>

namespace arbiter::app::i18n {

// The codes of the shipped languages, English first: "en", "de", "fr" (ARBITER_LANGUAGES in CMake).
QStringList shippedLanguages();
// The shipped language for `locale`'s language (or one of its UI languages), English when none is shipped.
QString languageFor(const QLocale& locale);
// The shipped language for a code such as "de", "de-CH" or "fr_FR"; English for anything else.
QString languageForCode(const QString& code);
// A language's own name ("Deutsch", "Français", "English"), as its speakers look for it in a list.
QString nativeLanguageName(const QString& language);

class Translations {
public:
    // Loads `language` (a shipped code; anything else is English, which needs only the plural forms).
    explicit Translations(const QString& language);
    ~Translations();
    Translations(const Translations&) = delete;
    Translations& operator=(const Translations&) = delete;

    QString language() const { return m_language; }
    QLocale locale() const { return m_locale; }
    // `source` translated in `context`, "%n" replaced by `n` in the locale's digits; the source itself
    // when this language has no translation for it.
    QString translate(const char* context, const char* source, const char* disambiguation = nullptr,
                      int n = -1) const;
    // The same with "%n" left in: the form for `n` of a text with plural forms (the English forms come
    // from the English file, "Item(s)" -> "Item" or "Items").
    QString pattern(const char* context, const char* source, const char* disambiguation, int n) const;
    // Makes this language the app's: installs its translators (replacing any other Translations'),
    // and sets the default locale for numbers and lists. The caller retranslates its QML engine.
    void install();
    void uninstall();

private:
    QString m_language;
    QLocale m_locale;
    std::unique_ptr<QTranslator> m_arbiter;
    std::unique_ptr<QTranslator> m_qt;
    bool m_installed = false;
};

// The language the app installed (the tablet's): "en", "de", "fr".
QString installedLanguage();

// Words for another reader on this thread: while one lives, i18n::translate, the messages
// (message_text.h) and every ARBITER_TR_FUNCTIONS context speak `language` instead of the app's. The
// table server builds a phone's view in its own language inside one.
class ScopedLanguage {
public:
    explicit ScopedLanguage(const Translations* language);
    ~ScopedLanguage();
    ScopedLanguage(const ScopedLanguage&) = delete;
    ScopedLanguage& operator=(const ScopedLanguage&) = delete;

private:
    const Translations* m_previous;
};
// The ScopedLanguage's language on this thread, or nullptr (the app's).
const Translations* scopedLanguage();

// `source` in the scoped language, else the app's: what ARBITER_TR_FUNCTIONS' tr() calls.
QString translate(const char* context, const char* source, const char* disambiguation = nullptr, int n = -1);

}  // namespace arbiter::app::i18n

// Q_DECLARE_TR_FUNCTIONS for words a phone may read in its own language: tr() follows a ScopedLanguage.
// lupdate reads it as Q_DECLARE_TR_FUNCTIONS (ARBITER_LUPDATE_OPTIONS), so `context` is the texts' context.
#define ARBITER_TR_FUNCTIONS(context)                                                           \
public:                                                                                         \
    static QString tr(const char* sourceText, const char* disambiguation = nullptr, int n = -1) \
    {                                                                                           \
        return ::arbiter::app::i18n::translate(#context, sourceText, disambiguation, n);        \
    }                                                                                           \
                                                                                                \
private:

namespace arbiter::app::i18n {

// The context "QObject" of the words first written as QObject::tr (the Panic board's words, the history's
// changes, who starts): the same texts, following a ScopedLanguage. Write QObjectWords::tr("...").
struct QObjectWords {
    ARBITER_TR_FUNCTIONS(QObject)
};

}  // namespace arbiter::app::i18n
