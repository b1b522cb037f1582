#pragma once
// The requests tst_panic_codec sends to runCheck(), with what the rulebook says the answers must hold.
// The rows are in panic_codec_rows.cpp (answers) and panic_codec_error_rows.cpp (refusals).

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace panic_codec {

// {"check": "panic.<check>", "edition": "panic", <fields>}
QByteArray request(const char* check, const QByteArray& fields);
// "board": {"monsters": [<monsters>] <, extra>}
QByteArray board(const QByteArray& monsters, const QByteArray& extra = {});

// Columns: request, expect (JSON every key of which the answer must hold with that value; arrays match
// entry by entry), cites (rule ids the answer must cite), absent (keys the answer must not have).
void addAnswerColumns();
void addHitRows();
void addMoveRows();
void addCurseRows();
void addCharityRows();
void addScoreRows();

// Columns: request, field (error.field), message (the start of error.message).
void addErrorColumns();
void addBoardErrorRows();
void addHitErrorRows();
void addOtherErrorRows();

}  // namespace panic_codec
