// Prints the wall time of one `arbiter-cli check` process, next to the time of starting a trivial
// process (/bin/true) measured in the same run as the baseline. `--compare OTHER` times another
// arbiter-cli build (an older one, say) in the same run too. A benchmark, not a test.

#include <QByteArray>
#include <QElapsedTimer>
#include <QProcess>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <vector>

namespace {

const QByteArray combatRequest =
    R"({"check":"combat","edition":"deluxe","fighter":{"level":4,"gear":3,"classes":["Warrior"],"abilityBonus":3},)"
    R"("playerSide":[{"name":"Magic Missile","bonus":5}],)"
    R"("monsters":[{"name":"Net Troll","level":10,"treasures":3,"enhancers":[{"name":"Enraged","bonus":5,"treasures":1}]}]})";

struct Timing {
    double medianMs = 0;
    double minMs = 0;
    bool ok = true;
};

Timing timeProcess(const QString& program, const QStringList& arguments, const QByteArray& input, int runs)
{
    std::vector<double> samples;
    bool ok = true;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer timer;
        timer.start();
        QProcess process;
        process.start(program, arguments);
        process.write(input);
        process.closeWriteChannel();
        ok = process.waitForFinished(10000) && process.exitStatus() == QProcess::NormalExit && ok;
        samples.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
        ok = ok && process.exitCode() == 0;
    }
    std::sort(samples.begin(), samples.end());
    return {samples[samples.size() / 2], samples.front(), ok};
}

}  // namespace

int main(int argc, char** argv)
{
    bool quick = false;
    QString other;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--quick") == 0)
            quick = true;
        else if (std::strcmp(argv[i], "--compare") == 0 && i + 1 < argc)
            other = QString::fromLocal8Bit(argv[++i]);
    }
    const int runs = quick ? 3 : 30;
    const Timing baseline = timeProcess(QStringLiteral("/bin/true"), {}, {}, runs);
    const Timing cli =
        timeProcess(QStringLiteral(ARBITER_CLI), {QStringLiteral("check")}, combatRequest, runs);
    if (!cli.ok) {
        std::fprintf(stderr, "bench_cli: arbiter-cli check failed\n");
        return 1;
    }
    std::printf("arbiter-cli check: median %.2f ms, best %.2f ms over %d runs (target < 50 ms)\n",
                cli.medianMs, cli.minMs, runs);
    std::printf("/bin/true baseline: median %.2f ms, best %.2f ms (ratio %.1fx)\n", baseline.medianMs,
                baseline.minMs, cli.medianMs / std::max(baseline.medianMs, 1e-3));
    if (!other.isEmpty()) {
        const Timing compared = timeProcess(other, {QStringLiteral("check")}, combatRequest, runs);
        if (!compared.ok) {
            std::fprintf(stderr, "bench_cli: %s check failed\n", qPrintable(other));
            return 1;
        }
        std::printf("%s check: median %.2f ms, best %.2f ms (this build takes %.2fx its time)\n",
                    qPrintable(other), compared.medianMs, compared.minMs,
                    cli.medianMs / std::max(compared.medianMs, 1e-3));
    }
    return 0;
}
