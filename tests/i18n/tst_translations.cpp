// The shipped languages are complete and in step with the sources (docs/translating.md):
// - each i18n/arbiter_<language>.ts holds exactly the texts lupdate finds in the sources today (a new or
//   changed text fails here until `--target update_translations` is run and the text translated);
// - lrelease reports no unfinished and no untranslated text;
// - every translation keeps its source's placeholders;
// - every reason the referee gives in a few hundred random games has a message, translated in every
//   shipped language, as are the rules reference's titles, summaries and rulebooks;
// - a reason reads in German and French with the language's numbers, quotes and "and".

#include "app/i18n/message_text.h"
#include "app/i18n/translations.h"
#include "rules/game/apply.h"
#include "rules/game/rule_catalogue.h"
#include "tests/support/random_game.h"
#include "tests/support/random_panic_game.h"

#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <map>
#include <random>
#include <set>

using namespace arbiter;
using namespace Qt::StringLiterals;

namespace {

struct TsMessage {
    QString context;
    QString source;
    QString disambiguation;
    bool numerus = false;
    QStringList translations;  // one, or the plural forms
    bool unfinished = false;
};

QList<TsMessage> readTs(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QList<TsMessage> messages;
    QXmlStreamReader xml(&file);
    QString context;
    TsMessage current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == u"name")
            context = xml.readElementText();
        else if (name == u"message") {
            current = TsMessage{context, {},   {}, xml.attributes().value(QLatin1String("numerus")) == u"yes",
                                {},      false};
        } else if (name == u"source")
            current.source = xml.readElementText();
        else if (name == u"comment")
            current.disambiguation = xml.readElementText();
        else if (name == u"translation") {
            current.unfinished = xml.attributes().value(QLatin1String("type")) == u"unfinished";
            if (current.numerus) {
                while (xml.readNextStartElement())
                    current.translations.append(xml.readElementText());
            } else {
                current.translations.append(xml.readElementText());
            }
            messages.append(current);
        }
    }
    return messages;
}

QString keyOf(const TsMessage& message)
{
    return message.context + u" | "_s + message.source + u" | "_s + message.disambiguation;
}

QStringList sourceFiles()
{
    QStringList files;
    const QString root = QStringLiteral(ARBITER_SOURCE_DIR);
    for (const auto& [dir, patterns] :
         std::map<QString, QStringList>{{u"rules"_s, {u"*.cpp"_s, u"*.h"_s}},
                                        {u"db"_s, {u"*.cpp"_s, u"*.h"_s}},
                                        {u"app"_s, {u"*.cpp"_s, u"*.h"_s, u"*.js"_s}},
                                        {u"qml"_s, {u"*.qml"_s}}}) {
        QDirIterator it(root + u'/' + dir, patterns, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext())
            files.append(it.next());
    }
    // The phone page's ES modules as lupdate reads them: the copies app/CMakeLists.txt writes.
    files.removeIf([&root](const QString& file) { return file.startsWith(root + u"/app/net/web/"_s); });
    QDirIterator copies(QStringLiteral(ARBITER_PHONE_SCRIPTS_FOR_LUPDATE), {u"*.js"_s}, QDir::Files);
    while (copies.hasNext())
        files.append(copies.next());
    return files;
}

// %1..%9 and %n, as a sorted list (a placeholder used twice counts once).
QStringList placeholders(const QString& text)
{
    static const QRegularExpression pattern(u"%(L?[1-9n])"_s);
    QSet<QString> found;
    for (auto it = pattern.globalMatch(text); it.hasNext();)
        found.insert(it.next().captured(1).remove(u'L'));
    QStringList list(found.begin(), found.end());
    list.sort();
    return list;
}

QString tsPath(const QString& language)
{
    return QStringLiteral(ARBITER_SOURCE_DIR) + u"/i18n/arbiter_"_s + language + u".ts"_s;
}

// The reasons of `games` random games of each kind, in the order they came.
std::vector<rules::Reason> reasonCorpus(int games)
{
    std::vector<rules::Reason> reasons;
    std::mt19937 rng(20261129);
    const auto keep = [&reasons](const rules::Verdict& verdict) {
        reasons.insert(reasons.end(), verdict.reasons.begin(), verdict.reasons.end());
    };
    for (int game = 0; game < games; ++game) {
        rules::game::GameState state = rules::game::startGame(testing::randomSetup(rng));
        for (int step = 0; step < 150 && state.winners.empty(); ++step)
            keep(rules::game::apply(state, testing::randomAction(state, rng)));
        rules::game::GameState panic = rules::game::startGame(testing::randomPanicSetup(rng));
        for (int step = 0; step < 150 && !(!panic.winners.empty() || panic.panic->gameLost); ++step)
            keep(rules::game::apply(panic, testing::randomPanicAction(panic, rng)));
    }
    return reasons;
}

}  // namespace

class TestTranslations : public QObject {
    Q_OBJECT

private slots:
    void filesMatchTheSources_data();
    void filesMatchTheSources();
    void nothingUnfinished_data();
    void nothingUnfinished();
    void reasonsHaveTranslatedMessages();
    void rulesReferenceIsTranslated();
    void reasonsReadInEachLanguage();
    void languageCodes();
};

void TestTranslations::filesMatchTheSources_data()
{
    QTest::addColumn<QString>("language");
    for (const QString& language : app::i18n::shippedLanguages())
        QTest::newRow(qPrintable(language)) << language;
}

void TestTranslations::filesMatchTheSources()
{
    QFETCH(QString, language);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString fresh = dir.filePath(u"fresh.ts"_s);
    QVERIFY(QFile::copy(tsPath(language), fresh));
    QFile list(dir.filePath(u"sources.lst"_s));
    QVERIFY(list.open(QIODevice::WriteOnly));
    list.write(sourceFiles().join(u'\n').toUtf8());
    list.close();
    QStringList arguments = QStringLiteral(ARBITER_LUPDATE_OPTIONS).split(u'|');
    if (language == u"en")
        arguments << u"-pluralonly"_s;
    // As the update_translations target runs it: the include path lets lupdate see a class's namespace.
    arguments << u"-I"_s << QStringLiteral(ARBITER_SOURCE_DIR) << u"@"_s + list.fileName() << u"-ts"_s
              << fresh;
    QProcess lupdate;
    lupdate.start(QStringLiteral(ARBITER_LUPDATE), arguments);
    QVERIFY(lupdate.waitForFinished(120000));
    QCOMPARE(lupdate.exitCode(), 0);
    // A file lupdate cannot read (the phone's scripts: no async functions for Qt 6.4's parser) loses its
    // texts without failing lupdate: its complaint fails here.
    const QString complaints = QString::fromUtf8(lupdate.readAllStandardError());
    QVERIFY2(!complaints.contains(u"error:"_s), qPrintable(complaints));

    QSet<QString> committed;
    for (const TsMessage& message : readTs(tsPath(language)))
        committed.insert(keyOf(message));
    QSet<QString> current;
    for (const TsMessage& message : readTs(fresh))
        current.insert(keyOf(message));
    QVERIFY(!current.isEmpty());
    const QSet<QString> missing = current - committed;
    const QSet<QString> stale = committed - current;
    if (!missing.isEmpty())
        QFAIL(qPrintable(
            u"i18n/arbiter_%1.ts lacks %2 text(s) of the sources, e.g. %3 (run cmake --build --preset dev "
            "--target update_translations)"_s.arg(language, QString::number(missing.size()),
                                                  *missing.begin())));
    if (!stale.isEmpty())
        QFAIL(qPrintable(u"i18n/arbiter_%1.ts has %2 text(s) no longer in the sources, e.g. %3"_s.arg(
            language, QString::number(stale.size()), *stale.begin())));
}

void TestTranslations::nothingUnfinished_data()
{
    filesMatchTheSources_data();
}

void TestTranslations::nothingUnfinished()
{
    QFETCH(QString, language);
    const QList<TsMessage> messages = readTs(tsPath(language));
    QVERIFY(language == u"en" || messages.size() > 1000);
    for (const TsMessage& message : messages) {
        QVERIFY2(!message.unfinished, qPrintable(u"unfinished in %1: %2"_s.arg(language, keyOf(message))));
        QVERIFY2(!message.translations.isEmpty(), qPrintable(keyOf(message)));
        for (const QString& translation : message.translations) {
            QVERIFY2(!translation.trimmed().isEmpty(),
                     qPrintable(u"empty in %1: %2"_s.arg(language, keyOf(message))));
            QVERIFY2(placeholders(translation) == placeholders(message.source),
                     qPrintable(u"placeholders differ in %1: %2 -> %3"_s.arg(language, keyOf(message),
                                                                             translation)));
        }
        if (message.numerus)
            QCOMPARE(message.translations.size(), 2);  // en, de and fr have two plural forms
    }
    // lrelease agrees: nothing unfinished, nothing left untranslated.
    QTemporaryDir dir;
    QProcess lrelease;
    lrelease.start(QStringLiteral(ARBITER_LRELEASE), {tsPath(language), u"-qm"_s, dir.filePath(u"out.qm"_s)});
    QVERIFY(lrelease.waitForFinished(60000));
    QCOMPARE(lrelease.exitCode(), 0);
    const QString report = QString::fromUtf8(lrelease.readAllStandardOutput());
    QVERIFY2(report.contains(u" 0 unfinished"_s), qPrintable(report));
    QVERIFY2(!report.contains(u"untranslated"_s), qPrintable(report));
}

void TestTranslations::reasonsHaveTranslatedMessages()
{
    const std::vector<rules::Reason> reasons = reasonCorpus(40);
    QVERIFY(reasons.size() > 2000);
    std::set<std::string_view> seen;
    for (const QString& language : app::i18n::shippedLanguages()) {
        if (language == u"en")
            continue;
        QTranslator translator;
        QVERIFY(translator.load(u":/i18n/arbiter_%1.qm"_s.arg(language)));
        for (const rules::Reason& reason : reasons) {
            QVERIFY2(!reason.message.id.empty(),
                     qPrintable(u"a reason with no message: %1"_s.arg(QString::fromStdString(reason.text))));
            seen.insert(reason.message.id);
            const std::string id(reason.message.id);
            const std::string text(reason.message.text);
            QVERIFY2(
                !translator.translate(id.c_str(), text.c_str(), nullptr, reason.count.value_or(-1)).isEmpty(),
                qPrintable(u"%1 has no %2 translation"_s.arg(QString::fromStdString(id), language)));
            for (const rules::MessageArg& arg : reason.args) {
                if (arg.kind != rules::MessageArg::Kind::Term)
                    continue;
                const std::string termId(arg.term.id);
                const std::string termText(arg.term.text);
                QVERIFY2(!translator.translate(termId.c_str(), termText.c_str()).isEmpty(),
                         qPrintable(u"term %1 has no %2 translation"_s.arg(QString::fromStdString(termId),
                                                                           language)));
            }
        }
    }
    qInfo("%zu reasons, %zu distinct messages", reasons.size(), seen.size());
    QVERIFY(seen.size() > 150);
}

void TestTranslations::rulesReferenceIsTranslated()
{
    // Every title, summary and rulebook has a translation (a card's name such as "Illusion" may read the
    // same), and the summaries, sentences all, never read as their English.
    for (const QString& language : {u"de"_s, u"fr"_s}) {
        QTranslator translator;
        QVERIFY(translator.load(u":/i18n/arbiter_%1.qm"_s.arg(language)));
        const app::i18n::Translations translations(language);
        for (const rules::RuleEntry& entry : rules::ruleCatalogue()) {
            const QString id = QString::fromUtf8(entry.id.data(), static_cast<qsizetype>(entry.id.size()));
            for (const auto& [context, text] : {std::pair{"Rule title", entry.title},
                                                {"Rule summary", entry.summary},
                                                {"Rulebook", entry.rulebook}}) {
                const std::string source(text);
                QVERIFY2(!translator.translate(context, source.c_str()).isEmpty(),
                         qPrintable(u"%1's %2 has no %3 translation"_s.arg(id, QString::fromUtf8(context),
                                                                           language)));
            }
            QVERIFY2(
                app::i18n::fixedText("Rule summary", entry.summary, &translations)
                    != QString::fromUtf8(entry.summary.data(), static_cast<qsizetype>(entry.summary.size())),
                qPrintable(u"%1's summary reads in English in %2"_s.arg(id, language)));
        }
    }
}

void TestTranslations::reasonsReadInEachLanguage()
{
    const rules::Message message = ARBITER_MESSAGE("game.unknown-player", "No player is called \"%1\".");
    rules::Verdict verdict;
    verdict.refuse("game.unknown-player", message, std::string("Zed"));
    const rules::Reason& reason = verdict.reasons.front();
    QCOMPARE(QString::fromStdString(reason.text), u"No player is called \"Zed\"."_s);
    const app::i18n::Translations english(u"en"_s);
    QCOMPARE(app::i18n::reasonText(reason, &english), u"No player is called \"Zed\"."_s);
    const app::i18n::Translations german(u"de"_s);
    const QString inGerman = app::i18n::reasonText(reason, &german);
    QVERIFY2(inGerman.contains(u"„Zed“"_s), qPrintable(inGerman));
    const app::i18n::Translations french(u"fr"_s);
    const QString inFrench = app::i18n::reasonText(reason, &french);
    QVERIFY2(inFrench.contains(u"Zed"_s) && inFrench != reason.text.c_str(), qPrintable(inFrench));

    // The arguments in the language's own forms: its "and", its decimal comma.
    const std::vector<rules::MessageArg> args = {
        rules::messageArg(std::vector<std::string>{"Ann", "Bea", "Cy"}),
        rules::messageArg(rules::Seconds{2600})};
    const rules::Message listed{"test.list", "%1 wait %2 s."};
    QCOMPARE(app::i18n::messageText(listed, args, std::nullopt, &english), u"Ann, Bea, and Cy wait 2.6 s."_s);
    QCOMPARE(app::i18n::messageText(listed, args, std::nullopt, &german), u"Ann, Bea und Cy wait 2,6 s."_s);
    QCOMPARE(app::i18n::messageText(listed, args, std::nullopt, &french), u"Ann, Bea et Cy wait 2,6 s."_s);

    // A name that looks like a placeholder stays a name.
    const rules::Message two{"test.two", "%1 gives %2."};
    const std::vector<rules::MessageArg> tricky = {rules::messageArg("%2"), rules::messageArg(3)};
    QCOMPARE(app::i18n::messageText(two, tricky, std::nullopt, &english), u"%2 gives 3."_s);
}

void TestTranslations::languageCodes()
{
    QCOMPARE(app::i18n::languageForCode(u"de-CH"_s), u"de"_s);
    QCOMPARE(app::i18n::languageForCode(u"fr_FR"_s), u"fr"_s);
    QCOMPARE(app::i18n::languageForCode(u"pl"_s), u"en"_s);
    QCOMPARE(app::i18n::languageFor(QLocale(QLocale::German, QLocale::Austria)), u"de"_s);
    QCOMPARE(app::i18n::nativeLanguageName(u"de"_s), u"Deutsch"_s);
    QCOMPARE(app::i18n::nativeLanguageName(u"fr"_s), u"Français"_s);
    QCOMPARE(app::i18n::nativeLanguageName(u"en"_s), u"English"_s);
}

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
