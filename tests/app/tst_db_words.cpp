// The log's messages (db/) in the reader's language: a damaged card pack refused in the tablet's language,
// a refused import naming the referee's reason in a phone's language, and English again without either.

#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include "app/core/session_core.h"
#include "app/i18n/translations.h"
#include "tests/support/table_fixtures.h"

using arbiter::app::SessionCore;
using arbiter::app::SessionVerdict;
using namespace Qt::StringLiterals;
namespace i18n = arbiter::app::i18n;

namespace {

// A language of its own for db's messages: each one marked, so a test sees which went through it.
class MarkingTranslator : public QTranslator {
public:
    QString translate(const char* context, const char* source, const char* /*disambiguation*/,
                      int /*n*/) const override
    {
        if (QByteArrayView(context) != "DbErrors")
            return {};
        return u"[t] "_s + QString::fromUtf8(source);
    }
    bool isEmpty() const override { return false; }
};

}  // namespace

class TestDbWords : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void damagedPackInTheTabletsLanguage()
    {
        QTemporaryDir dir;
        SessionCore core;
        QVERIFY(!core.openFile(dir.filePath(u"words.sqlite"_s)).failed());
        const QByteArray damaged = "{\"format\": \"arbiter-card-pack\", ";

        const auto english = core.importCards(damaged);
        QVERIFY(!english);
        QVERIFY2(english.error().message.startsWith(u"The card pack is not valid JSON: "_s),
                 qPrintable(english.error().message));

        MarkingTranslator language;
        QCoreApplication::installTranslator(&language);
        const auto translated = core.importCards(damaged);
        QCoreApplication::removeTranslator(&language);
        QVERIFY(!translated);
        // The sentence and the problem placed in it, each in the installed language.
        QVERIFY2(translated.error().message.startsWith(u"[t] The card pack is [t] not valid JSON: "_s),
                 qPrintable(translated.error().message));
    }

    void refusedImportInAPhonesLanguage()
    {
        QTemporaryDir dir;
        SessionCore core;
        QVERIFY(!core.openFile(dir.filePath(u"import.sqlite"_s)).failed());
        const SessionVerdict created =
            core.newGame(arbiter::testing::munchkinTable("Friday", std::vector<std::string>{"Ann", "Bob"}));
        QVERIFY(created.recorded);
        QJsonObject exported = core.exportGame(created.seq).value();
        QJsonObject game = exported.value(u"game"_s).toObject();
        QJsonObject setup = game.value(u"setup"_s).toObject();
        QVERIFY(!setup.isEmpty());
        setup.insert(u"starter"_s, u"Zed"_s);
        game.insert(u"setup"_s, setup);
        exported.insert(u"game"_s, game);

        const SessionVerdict english = core.importGame(exported);
        QVERIFY(english.failed());
        QCOMPARE(english.error,
                 u"The player named to start, \"Zed\", is not at the table. (game.unknown-player)"_s);

        // The table server answers a phone inside a ScopedLanguage: the referee's reason in the log's
        // message is the phone's, from the shipped German translation.
        const i18n::Translations german(u"de"_s);
        const SessionVerdict phone = [&] {
            const i18n::ScopedLanguage words(&german);
            return core.importGame(exported);
        }();
        QVERIFY(phone.failed());
        QVERIFY2(phone.error.startsWith(u"Der Spieler, der beginnen soll („Zed“), sitzt nicht am Tisch."_s),
                 qPrintable(phone.error));
        QCOMPARE(core.importGame(exported).error, english.error);
    }
};

QTEST_GUILESS_MAIN(TestDbWords)
#include "tst_db_words.moc"
