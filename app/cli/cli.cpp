#include "cli.h"

#include "db/cli/card_command.h"
#include "db/cli/check_codec.h"
#include "db/cli/log_command.h"
#include "rules/game/rule_catalogue.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>
#include <optional>
#include <string_view>

namespace arbiter::app {

namespace {

constexpr std::string_view usage =
    // "  or:" lines, as GNU programs write them: help2man makes the man page's synopsis from them.
    "Usage: arbiter-cli check < request.json\n"
    "  or:  arbiter-cli log --db FILE [--game ID] VERB [--to SEQ] [--raw]\n"
    "  or:  arbiter-cli cards --db FILE VERB [TEXT] [--edition E] [--kind K] [--limit N]\n"
    "  or:  arbiter-cli rules\n"
    "  or:  arbiter-cli [--help] [--version]\n"
    "\n"
    "The command line of Arbiter, the Munchkin referee.\n"
    "\n"
    "Commands:\n"
    "  check      read one JSON request on stdin and print the referee's verdict as JSON\n"
    "             (exit 0 when understood, 2 when the request is not valid; see docs/cli.md)\n"
    "  log        the game log in FILE (SQLite); VERB is one of\n"
    "               new      start a game from the setup JSON on stdin; prints its id\n"
    "               do       record the action JSON on stdin (checked first; an illegal one\n"
    "                        is refused with its verdict and nothing is written)\n"
    "               undo     undo the last action (--to SEQ: undo back to action SEQ)\n"
    "               redo     redo an undone action (--to SEQ: redo up to action SEQ)\n"
    "               state    print the tracked state at the head as JSON\n"
    "               history  print every action with its verdict, undone ones marked\n"
    "               export   print the whole game as versioned JSON (--raw: its rows as\n"
    "                        stored, without replaying them, even when one is damaged)\n"
    "               import   add an exported game read from stdin; prints its id\n"
    "               verify   check every game (or --game ID): the file's integrity, the\n"
    "                        hash chain, every action replayed; never changes the file\n"
    "               rebuild-snapshots  write again the snapshots that disagree with replay\n"
    "               list     print the games in the file\n"
    "               stats    print the game's report with --game ID, else the records\n"
    "                        of every game of the file (counted by replay)\n"
    "             --game ID picks the game (default: the most recently played one).\n"
    "             Exit 0 done, 1 verify found problems, 2 request refused, 3 file in use\n"
    "             (try again), 4 no such file, 5 not an Arbiter log, 6 newer Arbiter,\n"
    "             7 damaged, 8 read-only, 9 disk full, 10 other file error (docs/log.md).\n"
    "  cards      the table's card library in FILE: arbiter-cli cards --db FILE VERB\n"
    "             [TEXT] [--edition E] [--kind K] [--limit N]; VERB is one of\n"
    "               list     print the cards (of --edition, of --kind)\n"
    "               find     print the cards whose name holds TEXT, best matches first\n"
    "               add      add the card JSON on stdin, or replace the same-named card\n"
    "               forget   remove the card named TEXT of --edition (and --kind)\n"
    "               import   add the card pack on stdin, all or nothing\n"
    "               export   print the cards (of --edition) as a card pack\n"
    "             Exit codes as for log (docs/cli.md, docs/card-packs.md).\n"
    "  rules      print the rules catalogue (every rule id a verdict can cite) as JSON\n"
    "\n"
    "Options:\n"
    "  --help     show this help and exit\n"
    "  --version  show the version and exit\n";

void print(std::FILE* stream, std::string_view text)
{
    std::fwrite(text.data(), 1, text.size(), stream);
}

QString fromView(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

// Reads stdin up to one byte past the limit, so an oversized request is noticed without reading it all.
QByteArray readStandardInput(qsizetype limit)
{
    QByteArray input;
    char buffer[16384];
    while (input.size() <= limit) {
        const std::size_t got = std::fread(buffer, 1, sizeof buffer, stdin);
        if (got == 0)
            break;
        input.append(buffer, static_cast<qsizetype>(got));
    }
    return input;
}

int runCheckCommand()
{
    const db::CheckOutcome outcome = db::runCheck(readStandardInput(db::maxCheckRequestBytes));
    print(stdout,
          std::string_view(outcome.output.constData(), static_cast<std::size_t>(outcome.output.size())));
    print(stdout, "\n");
    if (!outcome.diagnostic.isEmpty()) {
        const QByteArray line = outcome.diagnostic.toUtf8();
        print(stderr, std::string_view(line.constData(), static_cast<std::size_t>(line.size())));
        print(stderr, "\n");
    }
    return outcome.exitCode;
}

void printOutcome(const QByteArray& output, const QString& diagnostic)
{
    print(stdout, std::string_view(output.constData(), static_cast<std::size_t>(output.size())));
    print(stdout, "\n");
    if (!diagnostic.isEmpty()) {
        const QByteArray line = diagnostic.toUtf8();
        print(stderr, std::string_view(line.constData(), static_cast<std::size_t>(line.size())));
        print(stderr, "\n");
    }
}

int usageError(const QString& message, const char* command = "log")
{
    const QByteArray line =
        QStringLiteral("arbiter-cli %1: %2\n\n").arg(QString::fromLatin1(command), message).toUtf8();
    print(stderr, std::string_view(line.constData(), static_cast<std::size_t>(line.size())));
    print(stderr, usage);
    return 2;
}

// Parses `log --db FILE [--game ID] VERB [--to SEQ] [--raw]` (options in any order) and runs it.
int runLogCommand(int argc, char** argv)
{
    db::LogRequest request;
    std::optional<db::LogVerb> verb;
    bool haveDb = false;
    for (int i = 2; i < argc; ++i) {
        const std::string_view argument = argv[i];
        const bool hasValue = i + 1 < argc;
        if (argument == "--db" || argument == "--game" || argument == "--to") {
            if (!hasValue)
                return usageError(QStringLiteral("%1 needs a value").arg(QString::fromUtf8(argv[i])));
            const QString value = QString::fromLocal8Bit(argv[++i]);
            if (argument == "--db") {
                request.database = value;
                haveDb = true;
                continue;
            }
            bool ok = false;
            const qint64 number = value.toLongLong(&ok);
            if (!ok || number < 0)
                return usageError(QStringLiteral("%1 takes a number, not \"%2\"")
                                      .arg(QString::fromUtf8(argv[i - 1]), value));
            (argument == "--game" ? request.game : request.to) = number;
            continue;
        }
        if (argument == "--raw") {
            request.raw = true;
            continue;
        }
        if (verb)
            return usageError(
                QStringLiteral("unexpected argument \"%1\"").arg(QString::fromLocal8Bit(argv[i])));
        verb = db::logVerbFromName(QString::fromLocal8Bit(argv[i]));
        if (!verb)
            return usageError(QStringLiteral("unknown verb \"%1\"").arg(QString::fromLocal8Bit(argv[i])));
    }
    if (!haveDb)
        return usageError(QStringLiteral("--db FILE is required"));
    if (!verb)
        return usageError(QStringLiteral("a verb is required"));
    if (request.to && *verb != db::LogVerb::Undo && *verb != db::LogVerb::Redo)
        return usageError(QStringLiteral("--to goes with undo or redo"));
    if (request.raw && *verb != db::LogVerb::Export)
        return usageError(QStringLiteral("--raw goes with export"));
    request.verb = *verb;
    if (db::logVerbReadsInput(*verb))
        request.input = readStandardInput(db::maxLogInputBytes);
    const db::LogOutcome outcome = db::runLog(request);
    printOutcome(outcome.output, outcome.diagnostic);
    return outcome.exitCode;
}

// Parses `cards --db FILE VERB [TEXT] [--edition E] [--kind K] [--limit N]` (in any order) and runs it.
int runCardsCommand(int argc, char** argv)
{
    const auto refuse = [](const QString& message) { return usageError(message, "cards"); };
    db::CardRequest request;
    std::optional<db::CardVerb> verb;
    std::optional<QString> text;
    for (int i = 2; i < argc; ++i) {
        const std::string_view argument = argv[i];
        if (argument == "--db" || argument == "--edition" || argument == "--kind" || argument == "--limit") {
            if (i + 1 >= argc)
                return refuse(QStringLiteral("%1 needs a value").arg(QString::fromUtf8(argv[i])));
            const QString value = QString::fromLocal8Bit(argv[++i]);
            if (argument == "--db") {
                request.database = value;
            } else if (argument == "--edition") {
                request.edition = value;
            } else if (argument == "--kind") {
                request.kind = value;
            } else {
                bool ok = false;
                request.limit = value.toInt(&ok);
                if (!ok || request.limit < 1 || request.limit > 1000)
                    return refuse(
                        QStringLiteral("--limit takes a number from 1 to 1000, not \"%1\"").arg(value));
            }
            continue;
        }
        const QString word = QString::fromLocal8Bit(argv[i]);
        if (!verb) {
            verb = db::cardVerbFromName(word);
            if (!verb)
                return refuse(QStringLiteral("unknown verb \"%1\"").arg(word));
            continue;
        }
        if (text || !db::cardVerbTakesText(*verb))
            return refuse(QStringLiteral("unexpected argument \"%1\"").arg(word));
        text = word;
    }
    if (request.database.isEmpty())
        return refuse(QStringLiteral("--db FILE is required"));
    if (!verb)
        return refuse(QStringLiteral("a verb is required"));
    request.verb = *verb;
    request.text = text.value_or(QString());
    if (db::cardVerbReadsInput(*verb))
        request.input = readStandardInput(db::maxCardInputBytes);
    const db::LogOutcome outcome = db::runCards(request);
    printOutcome(outcome.output, outcome.diagnostic);
    return outcome.exitCode;
}

int printRuleCatalogue()
{
    QJsonArray rules;
    for (const rules::RuleEntry& entry : rules::ruleCatalogue()) {
        rules.append(QJsonObject{{QStringLiteral("id"), fromView(entry.id)},
                                 {QStringLiteral("title"), fromView(entry.title)},
                                 {QStringLiteral("summary"), fromView(entry.summary)},
                                 {QStringLiteral("rulebook"), fromView(entry.rulebook)},
                                 {QStringLiteral("section"), fromView(entry.section)}});
    }
    const QByteArray json =
        QJsonDocument(QJsonObject{{QStringLiteral("rules"), rules}}).toJson(QJsonDocument::Indented);
    print(stdout, std::string_view(json.constData(), static_cast<std::size_t>(json.size())));
    return 0;
}

}  // namespace

int runCli(int argc, char** argv)
{
    if (argc < 2) {
        print(stderr, usage);
        return 2;
    }
    const std::string_view command = argv[1];
    if (command == "--help" || command == "-h") {
        print(stdout, usage);
        return 0;
    }
    if (command == "--version") {
        print(stdout, "arbiter-cli " ARBITER_VERSION "\n");
        return 0;
    }
    if (command == "check" && argc == 2)
        return runCheckCommand();
    if (command == "log")
        return runLogCommand(argc, argv);
    if (command == "cards")
        return runCardsCommand(argc, argv);
    if (command == "rules" && argc == 2)
        return printRuleCatalogue();
    print(stderr, "arbiter-cli: unknown command '");
    print(stderr, command);
    print(stderr, "'\n\n");
    print(stderr, usage);
    return 2;
}

}  // namespace arbiter::app
