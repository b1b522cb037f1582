// The verdict invariants over every check kind, swept in process (the same codec `arbiter-cli check`
// runs): every request of cases/ and thousands of seeded mutations of the valid ones.
//
// - An answered request (exit 0): in the answer and in every nested ruling (per roll, per Item, per
//   card), `legal` agrees with the reasons: false exactly when a reason refuses. Every reason cites a
//   rule of the catalogue and says something.
// - A refused request (exit 2) that was a JSON object names the field at fault.
// - Every check kind is answered many times, legal and refused both where the check can refuse.
// The actions' side of the invariant is in tests/rules/tst_game_random and tst_panic_random.

#include "db/cli/check_codec.h"
#include "db/cli/munchkin_check_codec.h"
#include "db/cli/panic_check_codec.h"
#include "rules/game/rule_catalogue.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QTest>

#include <random>

using namespace Qt::StringLiterals;

namespace {

struct Tally {
    int answered = 0;
    int legal = 0;
    int refusedVerdicts = 0;
    int errors = 0;
};

QJsonValue readJsonFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(path));
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll());
    return document.isArray() ? QJsonValue(document.array()) : QJsonValue(document.object());
}

// Every "request" object in the case files (valid, malformed and the contract's examples).
QList<QJsonObject> caseRequests()
{
    QList<QJsonObject> requests;
    const QString root = QStringLiteral(ARBITER_CLI_CASES);
    for (const QString& folder : {root, root + u"/valid"_s}) {
        const QDir dir(folder);
        for (const QString& name : dir.entryList({u"*.json"_s}, QDir::Files, QDir::Name)) {
            const QJsonValue cases = readJsonFile(dir.filePath(name));
            const QJsonArray list = cases.isArray() ? cases.toArray() : QJsonArray{cases};
            for (const QJsonValue& entry : list)
                if (entry.toObject().value(u"request"_s).isObject())
                    requests.append(entry.toObject().value(u"request"_s).toObject());
        }
    }
    return requests;
}

// Values a mutation may put anywhere: names the rules know, edge numbers, wrong types.
const QJsonArray& replacements()
{
    static const QJsonArray values{0,
                                   1,
                                   2,
                                   5,
                                   6,
                                   9,
                                   10,
                                   19,
                                   20,
                                   -1,
                                   1000,
                                   true,
                                   false,
                                   u"Cultist"_s,
                                   u"Elf"_s,
                                   u"Warrior"_s,
                                   u"Super Munchkin"_s,
                                   u"Dwarf"_s,
                                   u"Thief"_s,
                                   u"standard"_s,
                                   u"more-munchkin"_s,
                                   u"solitaire"_s,
                                   u"more-panic:no-walls"_s,
                                   u"helper"_s,
                                   u"fighter"_s,
                                   u"last-non-cultist"_s,
                                   u"kill"_s,
                                   u"sell"_s,
                                   u"nightmare"_s,
                                   u"pathfinder"_s,
                                   QJsonValue::Null,
                                   QJsonArray{},
                                   QJsonObject{}};
    return values;
}

// One random change somewhere in `value`: drop a key, replace a value, duplicate or empty a list.
QJsonValue mutate(const QJsonValue& value, std::mt19937& rng, int depth = 0)
{
    std::uniform_int_distribution<int> coin(0, 3);
    if (value.isObject()) {
        QJsonObject object = value.toObject();
        if (object.isEmpty())
            return value;
        const QStringList keys = object.keys();
        const QString key = keys.at(std::uniform_int_distribution<qsizetype>(0, keys.size() - 1)(rng));
        if (key == u"check"_s)
            return value;  // keep the check kind: the sweep is per kind
        const int choice = coin(rng);
        if (choice == 0 && depth > 0)
            object.remove(key);
        else if (choice == 1 || object.value(key).isBool() || object.value(key).isDouble())
            object[key] = replacements().at(
                std::uniform_int_distribution<qsizetype>(0, replacements().size() - 1)(rng));
        else
            object[key] = mutate(object.value(key), rng, depth + 1);
        return object;
    }
    if (value.isArray()) {
        QJsonArray array = value.toArray();
        if (array.isEmpty())
            return value;
        const qsizetype at = std::uniform_int_distribution<qsizetype>(0, array.size() - 1)(rng);
        switch (coin(rng)) {
        case 0:
            array.append(array.at(at));  // a second copy: two helpers, two Rides, two Classes...
            break;
        case 1:
            array.removeAt(at);
            break;
        default:
            array[at] = mutate(array.at(at), rng, depth + 1);
        }
        return array;
    }
    return replacements().at(std::uniform_int_distribution<qsizetype>(0, replacements().size() - 1)(rng));
}

// Every object of `value` with its path ("" for the request, "fighter", "rolls[0]").
void objectPaths(const QJsonValue& value, const QString& path, QStringList* paths)
{
    if (value.isObject()) {
        paths->append(path);
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it)
            objectPaths(it.value(), path.isEmpty() ? it.key() : path + u'.' + it.key(), paths);
    } else if (value.isArray()) {
        const QJsonArray array = value.toArray();
        for (qsizetype i = 0; i < array.size(); ++i)
            objectPaths(array.at(i), path + u'[' + QString::number(i) + u']', paths);
    }
}

// `request` with `key` set to true in the object at `path`.
QJsonValue withKeyAt(const QJsonValue& value, const QString& path, const QString& here, const QString& key)
{
    if (value.isObject()) {
        QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it)
            it.value() = withKeyAt(it.value(), path, here.isEmpty() ? it.key() : here + u'.' + it.key(), key);
        if (here == path)
            object[key] = true;
        return object;
    }
    if (value.isArray()) {
        QJsonArray array = value.toArray();
        for (qsizetype i = 0; i < array.size(); ++i)
            array[i] = withKeyAt(array.at(i), path, here + u'[' + QString::number(i) + u']', key);
        return array;
    }
    return value;
}

// Checks every object of `value` that carries a ruling; `path` names it in a failure.
void checkRulings(const QJsonValue& value, const QString& path, QString* failure)
{
    if (value.isArray()) {
        const QJsonArray array = value.toArray();
        for (qsizetype i = 0; i < array.size(); ++i)
            checkRulings(array.at(i), path + u'[' + QString::number(i) + u']', failure);
        return;
    }
    if (!value.isObject() || !failure->isEmpty())
        return;
    const QJsonObject object = value.toObject();
    if (object.value(u"reasons"_s).isArray()) {
        bool refuses = false;
        for (const QJsonValue& entry : object.value(u"reasons"_s).toArray()) {
            const QJsonObject reason = entry.toObject();
            const QByteArray rule = reason.value(u"rule"_s).toString().toUtf8();
            if (!arbiter::rules::findRule(std::string_view(rule.constData(), std::size_t(rule.size())))
                || reason.value(u"text"_s).toString().isEmpty())
                *failure =
                    path + u": a reason cites \""_s + QString::fromUtf8(rule) + u"\" or says nothing"_s;
            refuses = refuses || reason.value(u"refuses"_s).toBool(false);
        }
        if (object.contains(u"legal"_s) && object.value(u"legal"_s).toBool() == refuses)
            *failure = path
                       + (refuses ? u": legal, yet a reason refuses"_s
                                  : u": refused without a reason that refuses"_s);
    }
    for (auto it = object.begin(); it != object.end(); ++it)
        if (it.key() != u"reasons"_s)
            checkRulings(it.value(), path + u'.' + it.key(), failure);
}

}  // namespace

class TestVerdictSweep : public QObject {
    Q_OBJECT

private slots:
    void sweep();
    void unknownFieldWarnedOnce();
};

// A slip of the keyboard anywhere in a request is warned about exactly once, at its own path.
void TestVerdictSweep::unknownFieldWarnedOnce()
{
    int tried = 0;
    for (const QJsonObject& request : caseRequests()) {
        if (arbiter::db::runCheck(QJsonDocument(request).toJson()).exitCode != 0)
            continue;
        QStringList paths;
        objectPaths(request, QString(), &paths);
        for (const QString& path : paths) {
            const QJsonObject typo = withKeyAt(request, path, QString(), u"zzTypo"_s).toObject();
            const arbiter::db::CheckOutcome outcome = arbiter::db::runCheck(QJsonDocument(typo).toJson());
            if (outcome.exitCode != 0)
                continue;  // the object was a value the reader takes as a whole (a map of choices...)
            ++tried;
            const QString field = path.isEmpty() ? u"zzTypo"_s : path + u".zzTypo"_s;
            int times = 0;
            for (const QJsonValue& warning : QJsonDocument::fromJson(outcome.output)[u"warnings"_s].toArray())
                times += warning[u"field"_s].toString() == field ? 1 : 0;
            QVERIFY2(times == 1, qPrintable(field + u" warned "_s + QString::number(times) + u" times: "_s
                                            + QString::fromUtf8(outcome.output)));
        }
    }
    qInfo("%d misspelt fields tried", tried);
    QVERIFY(tried > 500);
}

void TestVerdictSweep::sweep()
{
    constexpr int mutantsPerCase = 40;
    const QList<QJsonObject> cases = caseRequests();
    QVERIFY(cases.size() > 100);
    std::mt19937 rng(20261125);
    QMap<QString, Tally> tallies;
    int swept = 0;
    for (const QJsonObject& original : cases) {
        for (int mutant = 0; mutant <= mutantsPerCase; ++mutant) {
            const QJsonObject request = mutant == 0 ? original : mutate(original, rng).toObject();
            const QByteArray json = QJsonDocument(request).toJson(QJsonDocument::Compact);
            const arbiter::db::CheckOutcome outcome = arbiter::db::runCheck(json);
            ++swept;
            QVERIFY2(outcome.exitCode == 0 || outcome.exitCode == 2, json.constData());
            const QJsonObject answer = QJsonDocument::fromJson(outcome.output).object();
            Tally& tally = tallies[request.value(u"check"_s).toString()];
            if (outcome.exitCode == 2) {
                ++tally.errors;
                const QJsonObject error = answer.value(u"error"_s).toObject();
                QVERIFY2(!error.value(u"message"_s).toString().isEmpty(), json.constData());
                // A request that is a JSON object is refused for one of its fields, and says which.
                QVERIFY2(!error.value(u"field"_s).toString().isEmpty(),
                         qPrintable(QString::fromUtf8(json) + u" -> "_s + QString::fromUtf8(outcome.output)));
                continue;
            }
            ++tally.answered;
            if (answer.contains(u"legal"_s))
                ++(answer.value(u"legal"_s).toBool() ? tally.legal : tally.refusedVerdicts);
            QString failure;
            checkRulings(answer, u"answer"_s, &failure);
            QVERIFY2(failure.isEmpty(), qPrintable(failure + u"\n  request "_s + QString::fromUtf8(json)
                                                   + u"\n  answer "_s + QString::fromUtf8(outcome.output)));
        }
    }

    // Every check kind is swept, answered many times, and seen refused where it has a verdict.
    QStringList kinds;
    for (const auto& entry : arbiter::db::munchkinChecks())
        kinds.append(QString::fromUtf8(entry.name.data(), qsizetype(entry.name.size())));
    for (const auto& entry : arbiter::db::panicChecks())
        kinds.append(QString::fromUtf8(entry.name.data(), qsizetype(entry.name.size())));
    for (const QString& kind : kinds) {
        const Tally tally = tallies.value(kind);
        qInfo("%-16s answered %5d (legal %5d, refused %5d), errors %5d", qPrintable(kind), tally.answered,
              tally.legal, tally.refusedVerdicts, tally.errors);
        QVERIFY2(tally.answered >= 20, qPrintable(kind + u" was answered too rarely"_s));
        QVERIFY2(tally.errors >= 1, qPrintable(kind + u" never met a bad field"_s));
    }
    qInfo("%d requests swept over %lld check kinds", swept, static_cast<long long>(kinds.size()));
}

QTEST_APPLESS_MAIN(TestVerdictSweep)
#include "tst_verdict_sweep.moc"
