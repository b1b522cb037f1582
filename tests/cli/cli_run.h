#pragma once
// Runs the real arbiter-cli (ARBITER_CLI) as a process: stdin in; exit code, stdout as JSON and stderr out.

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStringList>

namespace arbiter::test {

struct Run {
    int exitCode = -1;  // -1: it did not start, crashed or timed out
    QJsonObject out;
    QByteArray raw;
    QByteArray err;
};

inline Run cli(const QStringList& arguments, const QByteArray& input = {})
{
    constexpr int timeoutMs = 30000;
    QProcess process;
    process.start(QStringLiteral(ARBITER_CLI), arguments);
    Run run;
    if (!process.waitForStarted(timeoutMs))
        return run;
    process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished(timeoutMs);
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.raw = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    run.out = QJsonDocument::fromJson(run.raw).object();
    return run;
}

}  // namespace arbiter::test
