// The language chosen on the tablet reaches the words made in C++ at once: a refusal's reasons, the
// history's sentences and their stored verdicts, and the rules reference, in German, then English again.

#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "app/i18n/message_text.h"
#include "app/i18n/translations.h"
#include "app/models/historymodel.h"
#include "app/models/rulesmodel.h"
#include "app/session/app_language.h"
#include "app/session/gamesession.h"
#include "rules/game/rule_catalogue.h"

using arbiter::app::AppLanguage;
using arbiter::app::GameSession;
using arbiter::app::HistoryModel;
using namespace Qt::StringLiterals;

namespace {

QVariantMap levelUp(const QString& who, int amount = 1)
{
    return {{u"kind"_s, u"change-level"_s},
            {u"player"_s, who},
            {u"amount"_s, amount},
            {u"source"_s, u"go-up-a-level"_s}};
}

QVariantMap setup()
{
    return {
        {u"name"_s, u"Friday"_s},
        {u"edition"_s, u"deluxe"_s},
        {u"players"_s, QVariantList{QVariantMap{{u"name"_s, u"Ann"_s}}, QVariantMap{{u"name"_s, u"Bob"_s}}}}};
}

QString refusalText(const arbiter::app::views::VerdictView& verdict)
{
    for (const QVariant& entry : verdict.reasons) {
        const auto reason = entry.value<arbiter::app::views::ReasonView>();
        if (reason.rule == u"levels.go-up-a-level")
            return reason.text;
    }
    return {};
}

QStringList storedReasons(const HistoryModel& history, int row)
{
    QStringList texts;
    for (const QVariant& entry : history.index(row).data(HistoryModel::ReasonsRole).toList())
        texts.append(entry.value<arbiter::app::views::ReasonView>().text);
    return texts;
}

}  // namespace

class TestLanguageSession : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"ArbiterTests"_s);
        QCoreApplication::setApplicationName(u"tst_language_session"_s);
        QSettings().remove(u"language"_s);
    }

    void wordsFollowTheLanguage()
    {
        QTemporaryDir dir;
        GameSession session;
        QVERIFY(session.openFile(dir.filePath(u"language.sqlite"_s)));
        QVERIFY(session.games()->newGame(setup()).legal);
        QVERIFY(session.perform(levelUp(u"Ann"_s, 8)).recorded);
        const QString englishRefusal = refusalText(session.perform(levelUp(u"Ann"_s)));
        QCOMPARE(englishRefusal, u"Go Up a Level cannot give the winning level (Level 10)."_s);
        const QString englishLine = session.history()->index(0).data(HistoryModel::TextRole).toString();
        const QStringList englishStored = storedReasons(*session.history(), 0);
        QVERIFY(!englishStored.isEmpty());
        arbiter::app::RulesModel rules;
        const QString englishTitle = rules.index(0).data(arbiter::app::RulesModel::TitleRole).toString();

        AppLanguage language;
        language.choose(u"de"_s);
        QCOMPARE(language.current(), u"de"_s);
        const arbiter::app::i18n::Translations german(u"de"_s);
        // The refusal, rendered from its message in German ("Stufe" for Level).
        const QString germanRefusal = refusalText(session.perform(levelUp(u"Ann"_s)));
        QVERIFY2(germanRefusal != englishRefusal && germanRefusal.contains(u"10"_s),
                 qPrintable(germanRefusal));
        // The history's sentence and the verdict stored with it, rebuilt at once.
        const QString germanLine = session.history()->index(0).data(HistoryModel::TextRole).toString();
        QVERIFY2(germanLine != englishLine && germanLine.contains(u"Ann"_s), qPrintable(germanLine));
        const QStringList germanStored = storedReasons(*session.history(), 0);
        QCOMPARE(germanStored.size(), englishStored.size());
        QVERIFY2(germanStored != englishStored, qPrintable(germanStored.join(u" | "_s)));
        // The rules reference.
        const arbiter::rules::RuleEntry& first = arbiter::rules::ruleCatalogue().front();
        QCOMPARE(rules.index(0).data(arbiter::app::RulesModel::TitleRole).toString(),
                 arbiter::app::i18n::fixedText("Rule title", first.title, &german));
        QVERIFY(rules.index(0).data(arbiter::app::RulesModel::TitleRole).toString() != englishTitle);

        language.choose(u"en"_s);
        QCOMPARE(refusalText(session.perform(levelUp(u"Ann"_s))), englishRefusal);
        QCOMPARE(session.history()->index(0).data(HistoryModel::TextRole).toString(), englishLine);
        QCOMPARE(storedReasons(*session.history(), 0), englishStored);
        QCOMPARE(rules.index(0).data(arbiter::app::RulesModel::TitleRole).toString(), englishTitle);
        language.choose(QString());
    }
};

QTEST_MAIN(TestLanguageSession)
#include "tst_language_session.moc"
