#include "cli.h"

#include "db/check_codec.h"
#include "rules/core/rule_catalogue.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>
#include <string_view>

namespace arbiter::app {

namespace {

constexpr std::string_view usage =
    "Usage: arbiter-cli check < request.json\n"
    "       arbiter-cli rules\n"
    "       arbiter-cli [--help] [--version]\n"
    "\n"
    "The command line of Arbiter, the Munchkin referee.\n"
    "\n"
    "Commands:\n"
    "  check      read one JSON request on stdin and print the referee's verdict as JSON\n"
    "             (exit 0 when understood, 2 when the request is not valid; see docs/cli.md)\n"
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
    if (command == "rules" && argc == 2)
        return printRuleCatalogue();
    print(stderr, "arbiter-cli: unknown command '");
    print(stderr, command);
    print(stderr, "'\n\n");
    print(stderr, usage);
    return 2;
}

}  // namespace arbiter::app
