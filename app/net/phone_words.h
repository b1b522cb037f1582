#pragma once
// The phone page's words in a language (docs/phones.md, "Languages"): GET /words?languages=de-CH,de,en
// answers {"language": "de", "words": {"<English>": "<German>", "<English with %n>": [n=0, n=1, more]}}
// for the first shipped language the browser prefers (English when none). The texts are the page's
// qsTr("...") calls, read from its own scripts in the resources (the same calls lupdate reads), so a
// text added to the page needs no list kept beside it.

#include <QByteArray>
#include <QHash>
#include <QString>
#include <QStringList>

namespace arbiter::app::net {

class PhoneWords {
public:
    // The shipped language chosen from a browser's list ("de-CH,de;q=0.9,en"), English when none fits.
    static QString languageFor(const QString& preferred);
    // The JSON answer for `preferred`, made once per language.
    QByteArray answer(const QString& preferred);
    // Every qsTr text of the page's scripts (every module under :/phone), by script: its lupdate context,
    // the script's base name ("table_view", "phone_report"...).
    static QHash<QString, QStringList> pageTexts();

private:
    QHash<QString, QByteArray> m_answers;  // by language
};

}  // namespace arbiter::app::net
