// SIGKILL during appends. log_crash_child appends actions and prints "ack <seq>" after each append has
// returned; this test kills it at a random moment (0-40 ms after its first ack, or sometimes before any),
// many times over the same file, and after every kill checks what a player would rely on: every acked
// action is in the file, at most one more (the append in flight may have committed before its ack got
// out), no other rows, integrity_check is ok, and the line from the start to head is whole.
// ARBITER_CRASH_RUNS sets the number of kills (default 200), ARBITER_CRASH_SEED the random seed.

#include "db/store/log_store.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace Qt::StringLiterals;
using namespace arbiter::db;

class TestLogCrash : public QObject {
    Q_OBJECT

private slots:
    void killDuringAppends()
    {
        const int runs = qEnvironmentVariableIsSet("ARBITER_CRASH_RUNS")
                             ? qEnvironmentVariableIntValue("ARBITER_CRASH_RUNS")
                             : 200;
        const quint32 seed = qEnvironmentVariableIsSet("ARBITER_CRASH_SEED")
                                 ? static_cast<quint32>(qEnvironmentVariableIntValue("ARBITER_CRASH_SEED"))
                                 : QRandomGenerator::system()->generate();
        qInfo("crash test: %d runs, seed %u (ARBITER_CRASH_SEED to repeat)", runs, seed);
        QRandomGenerator random(seed);
        const QString child = QCoreApplication::applicationDirPath() + u"/log_crash_child"_s;
        QVERIFY2(QFileInfo::exists(child), qPrintable(child));
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QString path;
        qint64 known = 0;  // rows the file held after the previous run
        qint64 ackedTotal = 0;
        int inFlightFound = 0;
        int killedBeforeAck = 0;
        QElapsedTimer timer;
        timer.start();

        for (int run = 0; run < runs; ++run) {
            // A new file every 25 runs: the first runs of each create it (and are sometimes killed while
            // doing so), and the checks below stay quick.
            if (run % 25 == 0) {
                path = dir.filePath(u"crash-%1.arbiter"_s.arg(run / 25));
                known = 0;
            }
            QProcess process;
            process.setProcessChannelMode(QProcess::SeparateChannels);
            process.start(child, {path});
            QVERIFY2(process.waitForStarted(), qPrintable(process.errorString()));
            QByteArray out;
            // One run in eight is killed within 12 ms of its start: while starting, opening or creating the
            // log.
            if (random.bounded(8) == 0) {
                QThread::msleep(random.bounded(12));
            } else {
                while (!out.contains('\n') && process.state() == QProcess::Running) {
                    process.waitForReadyRead(5000);
                    out += process.readAllStandardOutput();
                }
                QThread::msleep(random.bounded(41));
            }
            process.kill();  // SIGKILL
            QVERIFY(process.waitForFinished(10000));
            out += process.readAllStandardOutput();
            const QByteArray errors = process.readAllStandardError();
            QVERIFY2(process.exitStatus() == QProcess::CrashExit,
                     qPrintable(u"run %1: the child ended on its own: %2"_s.arg(run).arg(
                         QString::fromLocal8Bit(errors))));

            QList<qint64> acks;
            for (const QByteArray& line : out.split('\n')) {
                if (line.startsWith("ack "))
                    acks.append(line.mid(4).toLongLong());
            }
            if (acks.isEmpty())
                ++killedBeforeAck;
            ackedTotal += acks.size();

            if (!QFileInfo::exists(path)) {
                QVERIFY2(acks.isEmpty(), "acked actions but no file");
                continue;
            }
            auto opened = LogStore::open(path, OpenMode::Read);
            QVERIFY2(opened, qPrintable(u"run %1: %2"_s.arg(run).arg(opened.ok() ? QString()
                                                                                 : opened.error().message)));
            LogStore& store = *opened.value();
            QCOMPARE(store.integrityCheck().value(), QStringList{u"ok"_s});
            const QList<GameRow> games = store.games().value();
            QVERIFY(games.size() <= 1);
            if (games.isEmpty()) {
                QVERIFY(acks.isEmpty());
                continue;
            }
            const GameRow& game = games.first();
            const QList<ActionRow> rows = store.actions(game.id).value();
            const qint64 total = rows.size();

            // The acks of this run are the next seqs, in order; the file holds them, and at most one more.
            for (qsizetype i = 0; i < acks.size(); ++i)
                QCOMPARE(acks[i], known + i + 1);
            const qint64 extra = total - known - acks.size();
            QVERIFY2(extra == 0 || extra == 1,
                     qPrintable(u"run %1: %2 rows before, %3 acked, %4 now"_s.arg(run)
                                    .arg(known)
                                    .arg(acks.size())
                                    .arg(total)));
            inFlightFound += static_cast<int>(extra);
            for (qsizetype i = 0; i < rows.size(); ++i) {
                QCOMPARE(rows[i].seq, i + 1);
                QCOMPARE(rows[i].parent, i);
                QVERIFY(rows[i].action.payload.endsWith(",\"n\":" + QByteArray::number(i + 1) + '}'));
            }
            QCOMPARE(game.head, total);
            QCOMPARE(game.tip, total);
            if (total > 0)
                QCOMPARE(store.line(game.id, game.head).value().size(), total);
            known = total;
        }
        qInfo(
            "crash test: %d runs (%d killed before their first ack), %lld acked actions, %d in-flight rows "
            "found beyond the last ack, %lld rows in the last file, %lld ms",
            runs, killedBeforeAck, ackedTotal, inFlightFound, known, timer.elapsed());
        QVERIFY2(ackedTotal > 0, "no child got as far as an append");
        // A child killed while creating a log leaves its half-made file under a temporary name, never
        // under the real one.
        const QStringList unfinished = QDir(dir.path()).entryList({u"*.new*"_s}, QDir::Files);
        qInfo("crash test: %lld temporary files left by children killed while creating a log",
              static_cast<qint64>(unfinished.size()));
    }
};

QTEST_GUILESS_MAIN(TestLogCrash)
#include "tst_log_crash.moc"
