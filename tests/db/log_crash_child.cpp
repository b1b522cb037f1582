// The process tst_log_crash kills. Opens the log for writing (creating it and its game when needed)
// and appends actions until it is killed, writing "ack <seq>\n" once each append has returned, i.e. is
// committed and synced. Usage: log_crash_child <log file>

#include "db/store/log_store.h"

#include <QCoreApplication>
#include <QDateTime>

#include <cstdio>
#include <unistd.h>

using namespace Qt::StringLiterals;
using namespace arbiter::db;

namespace {

// One write(2) per line: a pipe never splits it, and nothing waits in a buffer when SIGKILL comes.
void say(const QByteArray& line)
{
    const QByteArray text = line + '\n';
    qsizetype done = 0;
    while (done < text.size()) {
        const ssize_t n =
            ::write(STDOUT_FILENO, text.constData() + done, static_cast<size_t>(text.size() - done));
        if (n <= 0)
            return;
        done += n;
    }
}

int fail(const StoreError& error)
{
    std::fprintf(stderr, "log_crash_child: %s\n", qPrintable(error.message));
    return 1;
}

}  // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    if (argc != 2) {
        std::fprintf(stderr, "usage: log_crash_child <log file>\n");
        return 2;
    }
    auto opened = LogStore::open(QString::fromLocal8Bit(argv[1]), OpenMode::Write);
    if (!opened)
        return fail(opened.error());
    LogStore& store = *opened.value();

    auto games = store.games();
    if (!games)
        return fail(games.error());
    qint64 game = 0;
    if (games.value().isEmpty()) {
        NewGameRow row;
        row.uuid = u"crash-test-game"_s;
        row.name = u"Crash test"_s;
        row.edition = u"deluxe"_s;
        row.players = {u"Ann"_s, u"Bob"_s};
        row.setup = R"({"name":"Crash test","edition":"deluxe","players":[{"name":"Ann"},{"name":"Bob"}]})";
        row.createdAt = QDateTime::currentDateTimeUtc();
        auto created = store.createGame(row);
        if (!created)
            return fail(created.error());
        game = created.value();
    } else {
        game = games.value().first().id;
    }
    qint64 next = store.game(game).value().actionCount + 1;

    // Bounded, in case nobody kills it.
    for (int i = 0; i < 100000; ++i, ++next) {
        NewActionRow action;
        action.kind = u"change-level"_s;
        action.payload = R"({"kind":"change-level","player":"Ann","amount":1,"source":"go-up-a-level",)"
                         R"("cardAllowsWin":false,"n":)"
                         + QByteArray::number(next) + '}';
        action.dice = "[]";
        action.verdict = R"({"legal":true,"reasons":[]})";
        auto seq = store.append(game, action);
        if (!seq)
            return fail(seq.error());
        say("ack " + QByteArray::number(seq.value()));
    }
    return 0;
}
