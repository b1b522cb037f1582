#include "app/net/phone_words.h"

#include "app/i18n/translations.h"

#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace arbiter::app::net {

using namespace Qt::StringLiterals;

namespace {

// A JavaScript string literal's body as the string it means (\" \\ \n \t \uXXXX), as lupdate reads it.
QString unescaped(QStringView body)
{
    QString out;
    out.reserve(body.size());
    for (qsizetype i = 0; i < body.size(); ++i) {
        const QChar c = body.at(i);
        if (c != u'\\' || i + 1 >= body.size()) {
            out += c;
            continue;
        }
        const QChar next = body.at(++i);
        if (next == u'n')
            out += u'\n';
        else if (next == u't')
            out += u'\t';
        else if (next == u'u' && i + 4 < body.size()) {
            bool ok = false;
            const ushort code = body.mid(i + 1, 4).toUShort(&ok, 16);
            out += ok ? QChar(code) : next;
            i += ok ? 4 : 0;
        } else
            out += next;
    }
    return out;
}

}  // namespace

QString PhoneWords::languageFor(const QString& preferred)
{
    for (const QString& part : preferred.split(u',', Qt::SkipEmptyParts)) {
        const QString code = part.section(u';', 0, 0).trimmed();
        const QString language = i18n::languageForCode(code);
        if (language != u"en" || code.startsWith(u"en", Qt::CaseInsensitive))
            return language;
    }
    return u"en"_s;
}

QHash<QString, QStringList> PhoneWords::pageTexts()
{
    static const QRegularExpression call(QStringLiteral(R"re(\bqsTr\(\s*"((?:[^"\\]|\\.)*)")re"));
    QHash<QString, QStringList> texts;
    QDirIterator scripts(u":/phone"_s, {u"*.js"_s}, QDir::Files);
    while (scripts.hasNext()) {
        QFile file(scripts.next());
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const QString source = QString::fromUtf8(file.readAll());
        QStringList& list = texts[QFileInfo(file.fileName()).completeBaseName()];
        for (auto match = call.globalMatch(source); match.hasNext();)
            list.append(unescaped(match.next().capturedView(1)));
        list.removeDuplicates();
    }
    return texts;
}

QByteArray PhoneWords::answer(const QString& preferred)
{
    const QString language = languageFor(preferred);
    if (const auto known = m_answers.constFind(language); known != m_answers.cend())
        return *known;
    const i18n::Translations translations(language);
    QJsonObject words;
    const QHash<QString, QStringList> texts = pageTexts();
    for (auto script = texts.cbegin(); script != texts.cend(); ++script) {
        const QByteArray context = script.key().toUtf8();
        for (const QString& text : script.value()) {
            const QByteArray source = text.toUtf8();
            if (text.contains(u"%n"_s)) {
                // The forms for 0, 1 and more: what en, de and fr tell apart ("%n" left for the page).
                QJsonArray forms;
                for (const int n : {0, 1, 2})
                    forms.append(translations.pattern(context.constData(), source.constData(), nullptr, n));
                words.insert(text, forms);
            } else {
                words.insert(text, translations.translate(context.constData(), source.constData()));
            }
        }
    }
    const QByteArray json = QJsonDocument(QJsonObject{{u"language"_s, language}, {u"words"_s, words}})
                                .toJson(QJsonDocument::Compact);
    m_answers.insert(language, json);
    return json;
}

}  // namespace arbiter::app::net
