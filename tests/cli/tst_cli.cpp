// `arbiter-cli check` end to end: JSON cases fed to the real binary on stdin.
//
// cases/valid/*.json    requests that must be answered (exit 0), with the fields and rule ids expected
//                       from the rulebooks; a file holds one case or an array of them:
//                       {"name", "request", "expect": {"exit", "fields", "cites", "notCites"}}
// cases/*malformed.json  requests that must be refused (exit 2) with error.field as given:
//                       [{"name", "raw" (sent verbatim) or "request" (sent as JSON), "field"}]
// cases/*spec_examples.json  the contract's own examples, with the field names it promises:
//                       [{"name", "request", "keys", "listKeys": {"results": ["monster", ...]}}]
// (malformed.json and spec_examples.json for the card games, panic_*.json for Munchkin Panic.)

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QTest>

#include <string>

#include "rules/game/rule_catalogue.h"

using namespace Qt::StringLiterals;

namespace {

constexpr int timeoutMs = 20000;

struct CliRun {
    bool finished = false;
    QProcess::ExitStatus status = QProcess::CrashExit;
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

CliRun runCheck(const QByteArray& input)
{
    QProcess process;
    process.start(QStringLiteral(ARBITER_CLI), {u"check"_s});
    CliRun run;
    if (!process.waitForStarted(timeoutMs))
        return run;
    process.write(input);
    process.closeWriteChannel();
    run.finished = process.waitForFinished(timeoutMs);
    if (!run.finished) {
        process.kill();
        process.waitForFinished(timeoutMs);
    }
    run.status = process.exitStatus();
    run.exitCode = process.exitCode();
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

QString casesDir()
{
    return QStringLiteral(ARBITER_CLI_CASES);
}

QJsonDocument readJsonFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(path));
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("%s: %s at offset %d", qPrintable(path), qPrintable(error.errorString()), error.offset);
    return document;
}

// Every entry of the arrays in the files of cases/ whose names end in `suffix`, in file name order.
QJsonArray casesEndingIn(const QString& suffix)
{
    QJsonArray all;
    const QDir dir(casesDir());
    for (const QString& fileName : dir.entryList({u"*"_s + suffix}, QDir::Files, QDir::Name))
        for (const QJsonValue& value : readJsonFile(dir.filePath(fileName)).array())
            all.append(value);
    return all;
}

// Every case of cases/valid, as (file name: case name, case object).
QList<QPair<QString, QJsonObject>> validCases()
{
    QList<QPair<QString, QJsonObject>> cases;
    const QDir dir(casesDir() + u"/valid"_s);
    for (const QString& fileName : dir.entryList({u"*.json"_s}, QDir::Files, QDir::Name)) {
        const QJsonDocument document = readJsonFile(dir.filePath(fileName));
        const QJsonArray list = document.isArray() ? document.array() : QJsonArray{document.object()};
        for (const QJsonValue& value : list) {
            const QJsonObject testCase = value.toObject();
            cases.append(
                {QFileInfo(fileName).baseName() + u": "_s + testCase[u"name"_s].toString(), testCase});
        }
    }
    return cases;
}

QByteArray compact(const QJsonObject& object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

// Whether `actual` has everything `expected` has: objects may hold more keys, arrays must have the
// same length and match element by element, numbers compare by value.
bool matches(const QJsonValue& actual, const QJsonValue& expected, const QString& path, QString* why)
{
    if (expected.isObject()) {
        if (!actual.isObject()) {
            *why = path + u": expected an object"_s;
            return false;
        }
        const QJsonObject want = expected.toObject();
        const QJsonObject have = actual.toObject();
        for (auto it = want.begin(); it != want.end(); ++it) {
            const QString child = path.isEmpty() ? it.key() : path + u'.' + it.key();
            if (!have.contains(it.key())) {
                *why = child + u": missing"_s;
                return false;
            }
            if (!matches(have.value(it.key()), it.value(), child, why))
                return false;
        }
        return true;
    }
    if (expected.isArray()) {
        const QJsonArray want = expected.toArray();
        const QJsonArray have = actual.toArray();
        if (!actual.isArray() || have.size() != want.size()) {
            *why = path + u": expected "_s
                   + QString::fromUtf8(QJsonDocument(want).toJson(QJsonDocument::Compact)) + u", got "_s
                   + QString::fromUtf8(QJsonDocument(QJsonArray{actual}).toJson(QJsonDocument::Compact));
            return false;
        }
        for (qsizetype i = 0; i < want.size(); ++i)
            if (!matches(have.at(i), want.at(i), path + u'[' + QString::number(i) + u']', why))
                return false;
        return true;
    }
    if (actual == expected)
        return true;
    *why = path + u": expected "_s
           + QString::fromUtf8(QJsonDocument(QJsonArray{expected}).toJson(QJsonDocument::Compact))
           + u", got "_s
           + QString::fromUtf8(QJsonDocument(QJsonArray{actual}).toJson(QJsonDocument::Compact));
    return false;
}

// Under the sanitizers each process costs several times more, so the process-per-request sweeps take a
// sample there (every value in the dev build); tests/cli/tst_verdict_sweep runs thousands of seeded
// mutations in process under both builds.
// `turn` rotates the sample, so that across the rows every value is still tried somewhere.
template <typename T>
QList<T> sampled(const QList<T>& all, qsizetype turn)
{
#ifdef ARBITER_SANITIZED_BUILD
    QList<T> some;
    for (qsizetype i = 0; i < all.size(); ++i)
        if ((i + turn) % 3 == 0)
            some.append(all.at(i));
    return some;
#else
    Q_UNUSED(turn);
    return all;
#endif
}

// Every reason anywhere in an answer: the verdict's and those of per-roll or per-item rulings.
void collectReasons(const QJsonValue& value, QList<QJsonObject>* reasons)
{
    if (value.isArray()) {
        for (const QJsonValue& item : value.toArray())
            collectReasons(item, reasons);
        return;
    }
    if (!value.isObject())
        return;
    const QJsonObject object = value.toObject();
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (it.key() == u"reasons" && it.value().isArray()) {
            for (const QJsonValue& reason : it.value().toArray())
                reasons->append(reason.toObject());
        } else {
            collectReasons(it.value(), reasons);
        }
    }
}

QSet<QString> citedRules(const QJsonObject& answer)
{
    QList<QJsonObject> reasons;
    collectReasons(answer, &reasons);
    QSet<QString> rules;
    for (const QJsonObject& reason : reasons)
        rules.insert(reason[u"rule"_s].toString());
    return rules;
}

// Runs a request that must be answered and returns the answer, failing the test otherwise.
QJsonObject answerOf(const QByteArray& request, int expectedExit = 0)
{
    const CliRun run = runCheck(request);
    [&] {
        QVERIFY2(run.finished, "arbiter-cli did not finish in time");
        QCOMPARE(run.status, QProcess::NormalExit);
        QVERIFY2(run.exitCode == expectedExit,
                 qPrintable(u"exit %1, stdout %2, stderr %3"_s.arg(run.exitCode)
                                .arg(QString::fromUtf8(run.out), QString::fromUtf8(run.err))));
        QVERIFY2(run.out.endsWith('\n') && run.out.count('\n') == 1, "the answer must be one line");
    }();
    return QJsonDocument::fromJson(run.out).object();
}

// A step into a JSON document: an object key, or an array index when `key` is empty.
struct Step {
    QString key;
    qsizetype index = -1;
};
using JsonPath = QList<Step>;

QString pathText(const JsonPath& path)
{
    QString text;
    for (const Step& step : path)
        text += step.key.isEmpty() ? u'[' + QString::number(step.index) + u']' : u'.' + step.key;
    return text;
}

// Every value below `value`, containers included.
void collectPaths(const QJsonValue& value, const JsonPath& here, QList<JsonPath>* paths)
{
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it) {
            const JsonPath child = here + JsonPath{{it.key(), -1}};
            paths->append(child);
            collectPaths(it.value(), child, paths);
        }
    } else if (value.isArray()) {
        const QJsonArray array = value.toArray();
        for (qsizetype i = 0; i < array.size(); ++i) {
            const JsonPath child = here + JsonPath{{QString(), i}};
            paths->append(child);
            collectPaths(array.at(i), child, paths);
        }
    }
}

// `value` with the value at `path` (from `depth` on) replaced by `with`.
QJsonValue replaced(const QJsonValue& value, const JsonPath& path, qsizetype depth, const QJsonValue& with)
{
    if (depth == path.size())
        return with;
    const Step& step = path.at(depth);
    if (!step.key.isEmpty()) {
        QJsonObject object = value.toObject();
        object[step.key] = replaced(object.value(step.key), path, depth + 1, with);
        return object;
    }
    QJsonArray array = value.toArray();
    array[step.index] = replaced(array.at(step.index), path, depth + 1, with);
    return array;
}

}  // namespace

class TestCli : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void validRequests_data();
    void validRequests();
    void ruleIdsAreCatalogued_data();
    void ruleIdsAreCatalogued();
    void specExamples_data();
    void specExamples();
    void malformedRequests_data();
    void malformedRequests();
    void truncatedRequestsAreRefused_data();
    void truncatedRequestsAreRefused();
    void oversizedRequests_data();
    void oversizedRequests();
    void mutatedRequestsNeverCrash_data();
    void mutatedRequestsNeverCrash();
};

void TestCli::initTestCase()
{
    QVERIFY2(QFileInfo::exists(QStringLiteral(ARBITER_CLI)), ARBITER_CLI);
    QVERIFY(QDir(casesDir()).exists());
}

void TestCli::validRequests_data()
{
    QTest::addColumn<QJsonObject>("testCase");
    for (const auto& [name, testCase] : validCases())
        QTest::addRow("%s", qPrintable(name)) << testCase;
}

void TestCli::validRequests()
{
    QFETCH(QJsonObject, testCase);
    const QJsonObject expect = testCase[u"expect"_s].toObject();
    const CliRun run = runCheck(compact(testCase[u"request"_s].toObject()));
    QVERIFY2(run.finished, "arbiter-cli did not finish in time");
    QCOMPARE(run.status, QProcess::NormalExit);
    QVERIFY2(run.exitCode == expect[u"exit"_s].toInt(0),
             qPrintable(u"exit %1: %2 %3"_s.arg(run.exitCode)
                            .arg(QString::fromUtf8(run.out), QString::fromUtf8(run.err))));
    QVERIFY2(run.out.endsWith('\n') && run.out.count('\n') == 1, "the answer must be one line");
    QVERIFY2(run.err.isEmpty(), run.err.constData());

    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(run.out, &parseError);
    QCOMPARE(parseError.error, QJsonParseError::NoError);
    QVERIFY(document.isObject());
    const QJsonObject answer = document.object();
    QCOMPARE(answer[u"check"_s].toString(), testCase[u"request"_s][u"check"_s].toString());
    QCOMPARE(answer[u"edition"_s].toString(), testCase[u"request"_s][u"edition"_s].toString());
    QVERIFY(answer[u"legal"_s].isBool());
    QVERIFY(answer[u"reasons"_s].isArray());

    const QString shown = QString::fromUtf8(run.out.trimmed());
    QString why;
    QVERIFY2(matches(answer, expect[u"fields"_s].toObject(), QString(), &why),
             qPrintable(why + u"\nanswer: "_s + shown));
    const QSet<QString> cited = citedRules(answer);
    for (const QJsonValue& rule : expect[u"cites"_s].toArray())
        QVERIFY2(cited.contains(rule.toString()),
                 qPrintable(u"does not cite %1\nanswer: %2"_s.arg(rule.toString(), shown)));
    for (const QJsonValue& rule : expect[u"notCites"_s].toArray())
        QVERIFY2(!cited.contains(rule.toString()),
                 qPrintable(u"cites %1\nanswer: %2"_s.arg(rule.toString(), shown)));
}

void TestCli::ruleIdsAreCatalogued_data()
{
    validRequests_data();
}

void TestCli::ruleIdsAreCatalogued()
{
    QFETCH(QJsonObject, testCase);
    const QJsonObject answer = answerOf(compact(testCase[u"request"_s].toObject()));
    if (QTest::currentTestFailed())
        return;
    QList<QJsonObject> reasons;
    collectReasons(answer, &reasons);
    for (const QJsonObject& reason : reasons) {
        const std::string rule = reason[u"rule"_s].toString().toStdString();
        QVERIFY2(arbiter::rules::findRule(rule) != nullptr,
                 qPrintable(u"rule id \"%1\" is not in the catalogue"_s.arg(QString::fromStdString(rule))));
        QVERIFY2(!reason[u"text"_s].toString().trimmed().isEmpty(), rule.c_str());
    }
}

void TestCli::specExamples_data()
{
    QTest::addColumn<QJsonObject>("example");
    for (const QJsonValue& value : casesEndingIn(u"spec_examples.json"_s))
        QTest::addRow("%s", qPrintable(value[u"name"_s].toString())) << value.toObject();
}

void TestCli::specExamples()
{
    QFETCH(QJsonObject, example);
    const QJsonObject answer = answerOf(compact(example[u"request"_s].toObject()));
    if (QTest::currentTestFailed())
        return;
    const QString shown = QString::fromUtf8(compact(answer));
    const QStringList common = {u"check"_s, u"edition"_s, u"legal"_s, u"reasons"_s};
    for (const QString& key : common + example[u"keys"_s].toVariant().toStringList())
        QVERIFY2(answer.contains(key), qPrintable(u"no \"%1\" in %2"_s.arg(key, shown)));
    const QJsonObject listKeys = example[u"listKeys"_s].toObject();
    for (auto it = listKeys.begin(); it != listKeys.end(); ++it) {
        const QJsonArray list = answer[it.key()].toArray();
        QVERIFY2(!list.isEmpty(), qPrintable(u"\"%1\" is empty in %2"_s.arg(it.key(), shown)));
        for (const QJsonValue& entry : list)
            for (const QJsonValue& key : it.value().toArray())
                QVERIFY2(entry.toObject().contains(key.toString()),
                         qPrintable(
                             u"no \"%1\" in an entry of \"%2\": %3"_s.arg(key.toString(), it.key(), shown)));
    }
    for (const QJsonValue& reason : answer[u"reasons"_s].toArray()) {
        QVERIFY(reason[u"rule"_s].isString());
        QVERIFY(reason[u"text"_s].isString());
    }
}

void TestCli::malformedRequests_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("field");
    const QJsonArray cases = casesEndingIn(u"malformed.json"_s);
    for (const QJsonValue& value : cases) {
        const QJsonObject testCase = value.toObject();
        const QByteArray input = testCase.contains(u"raw"_s) ? testCase[u"raw"_s].toString().toUtf8()
                                                             : compact(testCase[u"request"_s].toObject());
        QTest::addRow("%s", qPrintable(testCase[u"name"_s].toString()))
            << input << testCase[u"field"_s].toString();
    }
    // Built here rather than stored: nesting far past any sane request.
    QTest::addRow("deeply nested arrays") << QByteArray(100000, '[') << QString();
    QTest::addRow("deeply nested objects") << QByteArray("{\"a\":").repeated(50000) << QString();
    QTest::addRow("nul bytes") << QByteArray("{\"check\":\0\"combat\"}", 20) << QString();
    QTest::addRow("invalid UTF-8 outside strings") << QByteArray("\xff\xfe{}") << QString();
}

void TestCli::malformedRequests()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, field);
    const CliRun run = runCheck(input);
    QVERIFY2(run.finished, "arbiter-cli did not finish in time");
    QCOMPARE(run.status, QProcess::NormalExit);
    QVERIFY2(run.exitCode == 2,
             qPrintable(u"exit %1: %2"_s.arg(run.exitCode).arg(QString::fromUtf8(run.out))));
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(run.out, &parseError);
    QVERIFY2(parseError.error == QJsonParseError::NoError, run.out.constData());
    const QJsonObject error = document.object()[u"error"_s].toObject();
    QVERIFY2(error[u"field"_s].isString(), run.out.constData());
    QCOMPARE(error[u"field"_s].toString(), field);
    QVERIFY2(!error[u"message"_s].toString().trimmed().isEmpty(), run.out.constData());
    const QByteArray diagnostic = run.err.trimmed();
    QVERIFY2(!diagnostic.isEmpty(), "no line on stderr");
    QVERIFY2(!diagnostic.contains('\n'), run.err.constData());
    if (!field.isEmpty())
        QVERIFY2(diagnostic.contains(field.toUtf8()), run.err.constData());
}

void TestCli::truncatedRequestsAreRefused_data()
{
    QTest::addColumn<QByteArray>("input");
    qsizetype turn = 0;
    for (const auto& [name, testCase] : validCases()) {
        const QByteArray request = compact(testCase[u"request"_s].toObject());
        ++turn;
        for (const qsizetype cut :
             sampled(QList<qsizetype>{1, request.size() / 3, request.size() / 2, request.size() - 1}, turn))
            QTest::addRow("%s, first %lld bytes", qPrintable(name), static_cast<long long>(cut))
                << request.left(cut);
    }
}

void TestCli::truncatedRequestsAreRefused()
{
    QFETCH(QByteArray, input);
    const CliRun run = runCheck(input);
    QVERIFY(run.finished);
    QCOMPARE(run.status, QProcess::NormalExit);
    QCOMPARE(run.exitCode, 2);
    const QJsonObject error = QJsonDocument::fromJson(run.out).object()[u"error"_s].toObject();
    QCOMPARE(error[u"field"_s].toString(), QString());
    QVERIFY(error[u"message"_s].toString().contains(u"offset"_s));
}

void TestCli::oversizedRequests_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("field");
    const QByteArray head = R"({"check":"combat","edition":"deluxe","fighter":{"level":1},"monsters":[)";
    const QByteArray monster = R"({"name":"Potted Plant","level":1},)";
    QByteArray many = head + monster.repeated(100000);
    many.chop(1);
    many += "]}";
    QTest::addRow("100000 monsters (over the size limit)") << many << 2 << QString();
    QByteArray padded = R"({"check":"levelup","edition":"deluxe","level":3,"source":"kill","note":")";
    padded += QByteArray(2 * 1024 * 1024, 'x') + "\"}";
    QTest::addRow("2 MiB string") << padded << 2 << QString();
    QByteArray nested = R"({"check":"levelup","edition":"deluxe","level":3,"source":"kill","note":)";
    nested += QByteArray(200, '[') + QByteArray(200, ']') + '}';
    QTest::addRow("nested unknown field is only a warning") << nested << 0 << QString();
}

void TestCli::oversizedRequests()
{
    QFETCH(QByteArray, input);
    QFETCH(int, exitCode);
    QFETCH(QString, field);
    const CliRun run = runCheck(input);
    QVERIFY(run.finished);
    QCOMPARE(run.status, QProcess::NormalExit);
    QCOMPARE(run.exitCode, exitCode);
    const QJsonObject answer = QJsonDocument::fromJson(run.out).object();
    if (exitCode == 2)
        QCOMPARE(answer[u"error"_s][u"field"_s].toString(), field);
    else
        QCOMPARE(answer[u"warnings"_s][0][u"field"_s].toString(), u"note"_s);
}

void TestCli::mutatedRequestsNeverCrash_data()
{
    // The first case of every file, each of its values in turn replaced by something hostile.
    QTest::addColumn<QByteArray>("input");
    const QList<QJsonValue> hostile = {
        QJsonValue(QJsonValue::Null), 0, -1, 7, 1e9, u"x"_s, true, QJsonArray{}, QJsonObject{}};
    QSet<QString> files;
    for (const auto& [name, testCase] : validCases()) {
        const QString file = name.section(u':', 0, 0);
        if (files.contains(file))
            continue;
        files.insert(file);
        const QJsonObject request = testCase[u"request"_s].toObject();
        QList<JsonPath> paths;
        collectPaths(request, {}, &paths);
        for (qsizetype p = 0; p < paths.size(); ++p)
            for (const QJsonValue& with : sampled(hostile, p))
                QTest::addRow("%s%s = %s", qPrintable(file), qPrintable(pathText(paths.at(p))),
                              QJsonDocument(QJsonArray{with}).toJson(QJsonDocument::Compact).constData())
                    << compact(replaced(request, paths.at(p), 0, with).toObject());
    }
}

void TestCli::mutatedRequestsNeverCrash()
{
    QFETCH(QByteArray, input);
    const CliRun run = runCheck(input);
    QVERIFY2(run.finished, "arbiter-cli did not finish in time");
    QCOMPARE(run.status, QProcess::NormalExit);
    QVERIFY2(run.exitCode == 0 || run.exitCode == 2, qPrintable(u"exit %1"_s.arg(run.exitCode)));
    const QJsonObject answer = QJsonDocument::fromJson(run.out).object();
    if (run.exitCode == 0) {
        QVERIFY2(answer[u"legal"_s].isBool(), run.out.constData());
    } else {
        QVERIFY2(answer[u"error"_s][u"field"_s].isString(), run.out.constData());
        QVERIFY2(!answer[u"error"_s][u"message"_s].toString().isEmpty(), run.out.constData());
    }
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
