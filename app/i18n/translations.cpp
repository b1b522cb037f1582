#include "app/i18n/translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>

namespace arbiter::app::i18n {

using namespace Qt::StringLiterals;

QStringList shippedLanguages()
{
    static const QStringList languages = QStringLiteral(ARBITER_LANGUAGES).split(u',');
    return languages;
}

QString languageForCode(const QString& code)
{
    const QString language = code.section(u'-', 0, 0).section(u'_', 0, 0).toLower();
    return shippedLanguages().contains(language) ? language : u"en"_s;
}

QString languageFor(const QLocale& locale)
{
    // A system set to Swiss German with English as a second language reads German first.
    for (const QString& ui : locale.uiLanguages()) {
        const QString language = ui.section(u'-', 0, 0).toLower();
        if (shippedLanguages().contains(language))
            return language;
    }
    return u"en"_s;
}

QString nativeLanguageName(const QString& language)
{
    if (language == u"en")
        return u"English"_s;  // QLocale says "American English"
    const QLocale locale(language);
    const QString name = locale.nativeLanguageName();
    // QLocale writes "deutsch" and "français" in lower case; a language list starts each with a capital.
    return name.isEmpty() ? language : name.left(1).toUpper() + name.mid(1);
}

Translations::Translations(const QString& language)
    : m_language(languageForCode(language)),
      m_locale(m_language == u"en"_s ? QLocale(QLocale::English, QLocale::UnitedStates)
                                     : QLocale(m_language)),
      m_arbiter(std::make_unique<QTranslator>()),
      m_qt(std::make_unique<QTranslator>())
{
    // Every language has a file, English too: it holds the English plural forms ("1 Item", "2 Items").
    if (!m_arbiter->load(u":/i18n/arbiter_%1.qm"_s.arg(m_language)))
        qWarning("Arbiter: no translation file for %s", qPrintable(m_language));
    if (m_language != u"en"_s)
        (void)m_qt->load(u"qtbase_%1"_s.arg(m_language), QLibraryInfo::path(QLibraryInfo::TranslationsPath));
}

Translations::~Translations()
{
    uninstall();
}

QString Translations::pattern(const char* context, const char* source, const char* disambiguation,
                              int n) const
{
    const QString text = m_arbiter->translate(context, source, disambiguation, n);
    return text.isEmpty() ? QString::fromUtf8(source) : text;
}

QString Translations::translate(const char* context, const char* source, const char* disambiguation,
                                int n) const
{
    QString text = pattern(context, source, disambiguation, n);
    if (n >= 0)
        text.replace(u"%n"_s, m_locale.toString(n));
    return text;
}

namespace {

QString& installedCode()
{
    static QString code = u"en"_s;
    return code;
}

thread_local const Translations* scoped = nullptr;

}  // namespace

QString installedLanguage()
{
    return installedCode();
}

ScopedLanguage::ScopedLanguage(const Translations* language) : m_previous(scoped)
{
    scoped = language;
}

ScopedLanguage::~ScopedLanguage()
{
    scoped = m_previous;
}

const Translations* scopedLanguage()
{
    return scoped;
}

QString translate(const char* context, const char* source, const char* disambiguation, int n)
{
    if (scoped)
        return scoped->translate(context, source, disambiguation, n);
    return QCoreApplication::translate(context, source, disambiguation, n);
}

void Translations::install()
{
    if (m_installed)
        return;
    installedCode() = m_language;
    QCoreApplication::installTranslator(m_qt.get());
    QCoreApplication::installTranslator(m_arbiter.get());
    QLocale::setDefault(m_locale);
    m_installed = true;
}

void Translations::uninstall()
{
    // The app's own language may outlive the application object (a static): then nothing is installed.
    if (!m_installed || !QCoreApplication::instance())
        return;
    QCoreApplication::removeTranslator(m_arbiter.get());
    QCoreApplication::removeTranslator(m_qt.get());
    m_installed = false;
}

}  // namespace arbiter::app::i18n
