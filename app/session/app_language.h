#pragma once
// The tablet's language (⋮ → Language): the system's by default, or one the table chose, kept in the
// settings and applied at once: the translators change, the QML engine retranslates every qsTr, and
// `changed` tells the session to rebuild the views whose words are made in C++ (verdicts, history).

#include <QObject>
#include <QString>
#include <QStringList>
#include <qqmlregistration.h>

namespace arbiter::app {

class AppLanguage : public QObject {
    Q_OBJECT
    QML_NAMED_ELEMENT(Language)
    QML_SINGLETON
    // The language chosen in the menu: a code ("de"), or empty to follow the system.
    Q_PROPERTY(QString chosen READ chosen NOTIFY changed)
    // The language the app speaks now: "en", "de" or "fr".
    Q_PROPERTY(QString current READ current NOTIFY changed)
    // The codes of the shipped languages, for the menu.
    Q_PROPERTY(QStringList codes READ codes CONSTANT)

public:
    explicit AppLanguage(QObject* parent = nullptr);

    // Installs the saved choice (or the system's language) before the first page is made: main() calls it.
    static void applySaved();
    // The app-wide instance's signal source, for C++ that rebuilds words when the language changes.
    static AppLanguage* notifier();

    QString chosen() const;
    QString current() const;
    QStringList codes() const;
    // A shipped language's name in that language ("Deutsch"), as its speakers look for it in a list.
    Q_INVOKABLE QString nativeName(const QString& code) const;

    // Switches to `code` ("en", "de", "fr"; empty for the system's) and remembers it.
    Q_INVOKABLE void choose(const QString& code);

signals:
    void changed();
};

}  // namespace arbiter::app
