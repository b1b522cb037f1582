#pragma once
// `arbiter-cli cards --db FILE VERB [--edition E] [--kind K] [--limit N] [TEXT]`: the table's card
// library (db/store/card_library.h) from the command line. Verbs, outputs and exit codes are in
// docs/cli.md ("cards"); the exit codes are the log verbs' (docs/log.md), the card pack docs/card-packs.md.

#include "db/cli/log_command.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace arbiter::db {

enum class CardVerb { List, Find, Add, Forget, Import, Export };

struct CardRequest {
    QString database;  // --db
    CardVerb verb = CardVerb::List;
    QString edition;   // --edition: list, find, export (all editions when empty); forget (required)
    QString kind;      // --kind: list, find; forget when the name is on cards of several kinds
    int limit = 20;    // --limit: find
    QString text;      // find: part of a name; forget: the card's name
    QByteArray input;  // stdin: add (one card), import (a card pack)
};

// The verb names as typed on the command line; whether a verb reads stdin, or takes TEXT.
std::optional<CardVerb> cardVerbFromName(const QString& name);
bool cardVerbReadsInput(CardVerb verb);
bool cardVerbTakesText(CardVerb verb);

inline constexpr qsizetype maxCardInputBytes = 16 * 1024 * 1024;

// The same outcome as the log verbs: exit code, one JSON object (export: indented), a line for stderr.
LogOutcome runCards(const CardRequest& request);

}  // namespace arbiter::db
