#include "app/session/app_language.h"

#include "app/i18n/translations.h"

#include <QLocale>
#include <QQmlEngine>
#include <QSettings>

#include <memory>

namespace arbiter::app {

using namespace Qt::StringLiterals;

namespace {

const QString settingKey = u"language"_s;

std::unique_ptr<i18n::Translations>& installed()
{
    static std::unique_ptr<i18n::Translations> translations;
    return translations;
}

void install(const QString& chosen)
{
    const QString language =
        chosen.isEmpty() ? i18n::languageFor(QLocale::system()) : i18n::languageForCode(chosen);
    if (installed() && installed()->language() == language)
        return;
    auto next = std::make_unique<i18n::Translations>(language);
    next->install();
    // The old translators go after the new ones are in, so no moment shows the untranslated source.
    installed() = std::move(next);
}

}  // namespace

AppLanguage::AppLanguage(QObject* parent) : QObject(parent)
{
    if (!installed())
        install(chosen());
}

void AppLanguage::applySaved()
{
    install(QSettings().value(settingKey).toString());
}

AppLanguage* AppLanguage::notifier()
{
    static AppLanguage* instance = new AppLanguage();
    return instance;
}

QString AppLanguage::chosen() const
{
    const QString saved = QSettings().value(settingKey).toString();
    return saved.isEmpty() ? QString() : i18n::languageForCode(saved);
}

QString AppLanguage::current() const
{
    return installed() ? installed()->language() : i18n::languageFor(QLocale::system());
}

QStringList AppLanguage::codes() const
{
    return i18n::shippedLanguages();
}

QString AppLanguage::nativeName(const QString& code) const
{
    return i18n::nativeLanguageName(i18n::languageForCode(code));
}

void AppLanguage::choose(const QString& code)
{
    const QString wanted = code.isEmpty() ? QString() : i18n::languageForCode(code);
    if (wanted.isEmpty())
        QSettings().remove(settingKey);
    else
        QSettings().setValue(settingKey, wanted);
    const QString before = current();
    install(wanted);
    if (current() == before) {
        emit changed();
        return;
    }
    if (QQmlEngine* engine = qmlEngine(this))
        engine->retranslate();
    emit changed();
    if (this != notifier())
        emit notifier()->changed();
}

}  // namespace arbiter::app
