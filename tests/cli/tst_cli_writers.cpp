// Competing `arbiter-cli log do` processes on one file, as a busy table makes them: 100 trials of three
// processes started together with the same action (Bob dies; Dan joins; Go Up a Level from 8). Exactly
// one is recorded each time, the others get the referee's refusal against the file's new head, and the
// game still replays. Before judging and writing became one step, some trials recorded the action twice
// and every verb then refused the game.

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <array>
#include <memory>

using namespace Qt::StringLiterals;

namespace {

constexpr int timeoutMs = 60000;
constexpr int trials = 100;

QJsonObject runLog(const QString& path, const QStringList& verb, const QByteArray& input = {})
{
    QProcess process;
    process.start(QStringLiteral(ARBITER_CLI), QStringList{u"log"_s, u"--db"_s, path} + verb);
    process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished(timeoutMs);
        return {};
    }
    return QJsonDocument::fromJson(process.readAllStandardOutput()).object();
}

}  // namespace

class TestCliWriters : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private slots:
    void threeWritersOneAction()
    {
        const std::array<QByteArray, 3> actions = {
            R"({"kind": "die", "player": "Bob"})"_ba,
            R"({"kind": "add-player", "name": "Dan"})"_ba,
            R"({"kind": "change-level", "player": "Ann", "amount": 1})"_ba,
        };
        int doubled = 0;
        for (int trial = 0; trial < trials; ++trial) {
            const QString path = m_dir.filePath(u"trial-%1.sqlite"_s.arg(trial));
            const QJsonObject created = runLog(
                path, {u"new"_s},
                R"({"name": "Race", "edition": "deluxe", "players": [{"name": "Ann"}, {"name": "Bob"}, {"name": "Cy"}]})");
            QVERIFY2(created.contains(u"game"_s), qPrintable(QJsonDocument(created).toJson()));
            const int scenario = trial % 3;
            int before = 0;
            if (scenario == 2) {  // Ann at 8: one Go Up a Level takes her to 9, the next would win
                QVERIFY(runLog(path, {u"do"_s}, R"({"kind": "change-level", "player": "Ann", "amount": 7})")
                            .value(u"recorded"_s)
                            .toBool());
                before = 1;
            }

            std::array<std::unique_ptr<QProcess>, 3> writers;
            for (auto& writer : writers) {
                writer = std::make_unique<QProcess>();
                writer->start(QStringLiteral(ARBITER_CLI), {u"log"_s, u"--db"_s, path, u"do"_s});
            }
            for (auto& writer : writers) {
                writer->write(actions[static_cast<std::size_t>(scenario)]);
                writer->closeWriteChannel();
            }
            int recorded = 0;
            for (auto& writer : writers) {
                QVERIFY(writer->waitForFinished(timeoutMs));
                const QByteArray out = writer->readAllStandardOutput();
                QVERIFY2(writer->exitCode() == 0, out.constData());
                const QJsonObject answer = QJsonDocument::fromJson(out).object();
                if (answer.value(u"recorded"_s).toBool())
                    ++recorded;
                else
                    QVERIFY2(answer.value(u"legal"_s) == QJsonValue(false), out.constData());
            }
            doubled += recorded > 1 ? 1 : 0;
            QCOMPARE(recorded, 1);

            const QJsonObject verify = runLog(path, {u"verify"_s});
            QVERIFY2(verify.value(u"ok"_s).toBool(), qPrintable(QJsonDocument(verify).toJson()));
            QCOMPARE(runLog(path, {u"history"_s}).value(u"actions"_s).toArray().size(), before + 1);
        }
        qInfo("%d trials of 3 writers: %d recorded the action more than once", trials, doubled);
    }
};

QTEST_GUILESS_MAIN(TestCliWriters)
#include "tst_cli_writers.moc"
