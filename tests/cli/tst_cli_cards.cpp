// `arbiter-cli cards` end to end through the real binary: add, list, find by prefix, replace, forget,
// export from one file and import into another, and the refusals that name their field and leave the
// file unchanged.

#include "cli_run.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

using arbiter::test::cli;
using arbiter::test::Run;

const QByteArray netTroll = R"({"edition": "deluxe", "kind": "monster", "name": "Net Troll",
    "data": {"level": 10, "treasures": 3, "tags": ["Undead"], "versus": [{"race": "Elf", "bonus": 5}]},
    "badStuff": "Lose 2 levels"})";

QByteArray hashOf(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256);
}

QStringList namesOf(const Run& run)
{
    QStringList names;
    for (const QJsonValue& card : run.out[u"cards"_s].toArray())
        names.append(card[u"name"_s].toString());
    return names;
}

QByteArray card(const char* edition, const char* kind, const char* name, const char* data = "{}")
{
    return QByteArray(R"({"edition": ")") + edition + R"(", "kind": ")" + kind + R"(", "name": ")" + name
           + R"(", "data": )" + data + "}";
}

}  // namespace

class TestCliCards : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_files = 0;
    QString newPath() { return m_dir.filePath(u"cards-%1.sqlite"_s.arg(++m_files)); }

    static Run cards(const QString& path, const QStringList& verb, const QByteArray& input = {})
    {
        return cli(QStringList{u"cards"_s, u"--db"_s, path} + verb, input);
    }

    // A library of a few cards: Net Troll, two enhancers, an Item; and a Cthulhu monster.
    QString filledLibrary()
    {
        const QString path = newPath();
        for (const QByteArray& input :
             {netTroll, card("deluxe", "enhancer", "Ancient", R"({"bonus": 10, "treasures": 2})"),
              card("deluxe", "enhancer", "Baby", R"({"bonus": -5, "treasures": -1})"),
              card("deluxe", "item", "Troll Helm", R"({"slot": "headgear", "bonus": 2, "gold": 400})"),
              card("cthulhu", "monster", "Trollthulhu", R"({"level": 6})")}) {
            const Run added = cards(path, {u"add"_s}, input);
            if (added.exitCode != 0)
                qFatal("add failed: %s", added.err.constData());
        }
        return path;
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void addThenList()
    {
        const QString path = newPath();
        const Run added = cards(path, {u"add"_s}, netTroll);
        QCOMPARE(added.exitCode, 0);
        QCOMPARE(added.out[u"replaced"_s].toBool(), false);
        const QJsonObject stored = added.out[u"card"_s].toObject();
        QCOMPARE(stored[u"name"_s].toString(), u"Net Troll"_s);
        QCOMPARE(stored[u"data"_s][u"level"_s].toInt(), 10);
        QCOMPARE(stored[u"data"_s][u"versus"_s][0][u"race"_s].toString(), u"Elf"_s);
        QCOMPARE(stored[u"badStuff"_s].toString(), u"Lose 2 levels"_s);
        QCOMPARE(stored[u"uses"_s].toInt(), 0);

        const Run listed = cards(path, {u"list"_s});
        QCOMPARE(listed.exitCode, 0);
        QCOMPARE(namesOf(listed), QStringList{u"Net Troll"_s});
        QCOMPARE(listed.out[u"cards"_s][0][u"data"_s].toObject(), stored[u"data"_s].toObject());
    }

    void listFilters()
    {
        const QString path = filledLibrary();
        QCOMPARE(namesOf(cards(path, {u"list"_s})).size(), 5);
        QCOMPARE(namesOf(cards(path, {u"list"_s, u"--edition"_s, u"cthulhu"_s})),
                 QStringList{u"Trollthulhu"_s});
        QCOMPARE(namesOf(cards(path, {u"list"_s, u"--edition"_s, u"deluxe"_s, u"--kind"_s, u"enhancer"_s})),
                 (QStringList{u"Ancient"_s, u"Baby"_s}));
    }

    // Names that start with the text first, then those with a word that does; --kind and --limit narrow.
    void findByPrefix()
    {
        const QString path = filledLibrary();
        QCOMPARE(namesOf(cards(path, {u"find"_s, u"tro"_s, u"--edition"_s, u"deluxe"_s})),
                 (QStringList{u"Troll Helm"_s, u"Net Troll"_s}));
        QCOMPARE(namesOf(cards(path, {u"find"_s, u"TRO"_s})),
                 (QStringList{u"Troll Helm"_s, u"Trollthulhu"_s, u"Net Troll"_s}));
        QCOMPARE(namesOf(cards(path, {u"find"_s, u"tro"_s, u"--kind"_s, u"monster"_s, u"--limit"_s, u"1"_s})),
                 QStringList{u"Trollthulhu"_s});
        QCOMPARE(namesOf(cards(path, {u"find"_s, u"zzz"_s})), QStringList());
    }

    // add with a name already in the library (any case) replaces that card: a correction.
    void addReplacesTheSameNamedCard()
    {
        const QString path = filledLibrary();
        const Run replaced =
            cards(path, {u"add"_s}, card("deluxe", "monster", "net troll", R"({"level": 12})"));
        QCOMPARE(replaced.exitCode, 0);
        QCOMPARE(replaced.out[u"replaced"_s].toBool(), true);
        const Run found = cards(path, {u"find"_s, u"net"_s});
        QCOMPARE(namesOf(found), QStringList{u"net troll"_s});
        QCOMPARE(found.out[u"cards"_s][0][u"data"_s][u"level"_s].toInt(), 12);
        QVERIFY(!found.out[u"cards"_s][0].toObject().contains(u"badStuff"_s));  // the card as given
        QCOMPARE(namesOf(cards(path, {u"list"_s})).size(), 5);
    }

    void forget()
    {
        const QString path = filledLibrary();
        cards(path, {u"add"_s}, card("deluxe", "hireling", "Ancient"));
        // "Ancient" is an enhancer and a hireling: which one?
        const Run ambiguous = cards(path, {u"forget"_s, u"ancient"_s, u"--edition"_s, u"deluxe"_s});
        QCOMPARE(ambiguous.exitCode, 2);
        QCOMPARE(ambiguous.out[u"error"_s][u"field"_s].toString(), u"--kind"_s);
        const Run forgotten =
            cards(path, {u"forget"_s, u"ancient"_s, u"--edition"_s, u"deluxe"_s, u"--kind"_s, u"enhancer"_s});
        QCOMPARE(forgotten.exitCode, 0);
        QCOMPARE(forgotten.out[u"forgotten"_s][u"kind"_s].toString(), u"enhancer"_s);
        QCOMPARE(namesOf(cards(path, {u"list"_s, u"--kind"_s, u"enhancer"_s})), QStringList{u"Baby"_s});
        const Run again =
            cards(path, {u"forget"_s, u"ancient"_s, u"--edition"_s, u"deluxe"_s, u"--kind"_s, u"enhancer"_s});
        QCOMPARE(again.exitCode, 2);
        QCOMPARE(again.out[u"error"_s][u"field"_s].toString(), u"name"_s);
        QVERIFY(again.err.contains("no enhancer called"));
    }

    // export from one file, import into another: the same cards; importing again replaces them all.
    void exportImportRoundTrip()
    {
        const QString source = filledLibrary();
        const Run exported = cards(source, {u"export"_s});
        QCOMPARE(exported.exitCode, 0);
        QCOMPARE(exported.out[u"format"_s].toString(), u"arbiter-card-pack"_s);
        QCOMPARE(exported.out[u"version"_s].toInt(), 1);
        QCOMPARE(exported.out[u"cards"_s].toArray().size(), 5);
        QCOMPARE(cards(source, {u"export"_s, u"--edition"_s, u"cthulhu"_s}).out[u"cards"_s].toArray().size(),
                 1);

        const QString target = newPath();  // a new file: import makes it
        const Run imported = cards(target, {u"import"_s}, exported.raw);
        QCOMPARE(imported.exitCode, 0);
        QCOMPARE(imported.out[u"added"_s].toInt(), 5);
        QCOMPARE(imported.out[u"replaced"_s].toInt(), 0);
        QCOMPARE(cards(target, {u"export"_s}).out, exported.out);
        const Run twice = cards(target, {u"import"_s}, exported.raw);
        QCOMPARE(twice.out[u"added"_s].toInt(), 0);
        QCOMPARE(twice.out[u"replaced"_s].toInt(), 5);
        QCOMPARE(cards(target, {u"export"_s}).out, exported.out);
    }

    // A damaged pack is refused whole, naming the field, and the file keeps every byte.
    void damagedPackRefusedFileUnchanged_data()
    {
        QTest::addColumn<QByteArray>("pack");
        QTest::addColumn<QString>("field");
        const QByteArray good = card("deluxe", "ride", "Bat", R"({"bonus": 2})");
        QTest::newRow("a level that is text")
            << R"({"format": "arbiter-card-pack", "version": 1, "cards": [)" + good + ", "
                   + card("deluxe", "monster", "Gazebo", R"({"level": "eight"})") + "]}"
            << u"cards[1].data.level"_s;
        QTest::newRow("a game export")
            << R"({"format": "arbiter-game", "version": 1, "cards": []})"_ba << u"format"_s;
        QTest::newRow("a newer pack")
            << R"({"format": "arbiter-card-pack", "version": 9, "cards": []})"_ba << u"version"_s;
        QTest::newRow("a name too long")
            << R"({"format": "arbiter-card-pack", "version": 1, "cards": [)" + good + ", "
                   + card("deluxe", "ride", "A name that is much longer than forty characters") + "]}"
            << u"cards[1].name"_s;
        QTest::newRow("an unknown field")
            << R"({"format": "arbiter-card-pack", "version": 1, "cards": [)"
                   + card("deluxe", "ride", "Bat", R"({"bonus": 2, "speed": 3})") + "]}"
            << u"cards[0].data.speed"_s;
    }
    void damagedPackRefusedFileUnchanged()
    {
        QFETCH(QByteArray, pack);
        QFETCH(QString, field);
        const QString path = filledLibrary();
        const QByteArray before = hashOf(path);
        const Run refused = cards(path, {u"import"_s}, pack);
        QCOMPARE(refused.exitCode, 2);
        QCOMPARE(refused.out[u"error"_s][u"field"_s].toString(), field);
        QVERIFY2(refused.err.startsWith("arbiter-cli cards: " + field.toUtf8()), refused.err.constData());
        QCOMPARE(hashOf(path), before);
        // On a file that does not exist yet, nothing is left behind.
        const QString fresh = newPath();
        QCOMPARE(cards(fresh, {u"import"_s}, pack).exitCode, 2);
        QVERIFY(!QFile::exists(fresh));
    }

    void refusalStaysEnglishInAGermanSession()
    {
        // The app translates the log's messages (db/codec/db_words.h); the command line installs no
        // translator, so its JSON keeps the English of docs/cli.md whatever the locale.
        const QByteArray language = qgetenv("LANGUAGE");
        const QByteArray locale = qgetenv("LC_ALL");
        qputenv("LANGUAGE", "de");
        qputenv("LC_ALL", "de_DE.UTF-8");
        const Run refused = cards(filledLibrary(), {u"import"_s},
                                  R"({"format": "arbiter-card-pack", "version": 1, "cards": [1]})"_ba);
        const auto restore = [](const char* name, const QByteArray& value) {
            if (value.isEmpty())
                qunsetenv(name);
            else
                qputenv(name, value);
        };
        restore("LANGUAGE", language);
        restore("LC_ALL", locale);
        QCOMPARE(refused.exitCode, 2);
        QCOMPARE(refused.out[u"error"_s][u"message"_s].toString(), u"must be an object"_s);
    }

    void refusals_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("field");
        QTest::newRow("no such file") << QStringList{u"list"_s} << QByteArray() << 4 << u"--db"_s;
        QTest::newRow("unknown edition")
            << QStringList{u"list"_s, u"--edition"_s, u"panic"_s} << QByteArray() << 2 << u"--edition"_s;
        QTest::newRow("unknown kind")
            << QStringList{u"find"_s, u"x"_s, u"--kind"_s, u"door"_s} << QByteArray() << 2 << u"--kind"_s;
        QTest::newRow("add without a kind")
            << QStringList{u"add"_s} << R"({"edition": "deluxe", "name": "X", "data": {}})"_ba << 2
            << u"kind"_s;
        QTest::newRow("add a pack") << QStringList{u"add"_s} << R"([1])"_ba << 2 << QString();
    }
    void refusals()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QByteArray, input);
        QFETCH(int, exitCode);
        QFETCH(QString, field);
        const QString path = newPath();
        const Run refused = cards(path, arguments, input);
        QCOMPARE(refused.exitCode, exitCode);
        QCOMPARE(refused.out[u"error"_s][u"field"_s].toString(), field);
        QVERIFY(!QFile::exists(path));
    }

    // Usage errors are the command line's, with exit 2 and the usage.
    void usageErrors()
    {
        QCOMPARE(cli({u"cards"_s, u"list"_s}).exitCode, 2);
        const Run unknown = cli({u"cards"_s, u"--db"_s, newPath(), u"shuffle"_s});
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY(unknown.err.contains("unknown verb"));
        QCOMPARE(cli({u"cards"_s, u"--db"_s, newPath(), u"list"_s, u"extra"_s}).exitCode, 2);
        QCOMPARE(cli({u"cards"_s, u"--db"_s, newPath(), u"find"_s, u"x"_s, u"--limit"_s, u"0"_s}).exitCode,
                 2);
    }
};

QTEST_GUILESS_MAIN(TestCliCards)
#include "tst_cli_cards.moc"
