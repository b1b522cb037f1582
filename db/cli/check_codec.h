#pragma once
// `arbiter-cli check`: one JSON request in, one JSON answer out. The contract is
// spec/referee-cli.md; the shapes, defaults and ranges are documented in docs/cli.md.

#include <QByteArray>
#include <QString>

namespace arbiter::db {

struct CheckOutcome {
    int exitCode = 0;    // 0 answered, 2 not a valid request
    QByteArray output;   // the answer or the error, compact JSON on one line (no newline)
    QString diagnostic;  // a human line for stderr when the request was refused; empty otherwise
};

// The largest request read, in bytes.
inline constexpr qsizetype maxCheckRequestBytes = 1024 * 1024;

// Answers a check request. Never throws and never refuses to answer: anything that is not a valid
// request gets exit code 2 and {"error": {"message": ..., "field": ...}}.
CheckOutcome runCheck(const QByteArray& requestJson);

}  // namespace arbiter::db
