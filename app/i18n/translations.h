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

}  // namespace arbiter::app::i18n
