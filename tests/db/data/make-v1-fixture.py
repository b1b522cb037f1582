#!/usr/bin/env python3
"""Writes arbiter-v1.sqlite: a game log in file format 1, as Arbiter wrote it before snapshots and the
players column (format 2). tst_log_upgrade opens a copy and checks the upgrade keeps everything.

The schema statements are exactly those of migrateTo1() in db/log_schema.cpp (the test compares
sqlite_master with what migrateTo1() creates). Run once; the output is committed:
    python3 tests/db/data/make-v1-fixture.py tests/db/data/arbiter-v1.sqlite
"""

import json
import os
import sqlite3
import sys

APPLICATION_ID = 0x41524254  # "ARBT"

SCHEMA_1 = [
    """CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    uuid TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    edition TEXT NOT NULL,
    setup TEXT NOT NULL,
    created_at TEXT NOT NULL,
    last_played_at TEXT NOT NULL,
    head INTEGER NOT NULL DEFAULT 0,
    tip INTEGER NOT NULL DEFAULT 0
)""",
    """CREATE TABLE actions (
    game_id INTEGER NOT NULL REFERENCES games(id),
    seq INTEGER NOT NULL CHECK (seq > 0),
    parent INTEGER NOT NULL CHECK (parent >= 0 AND parent < seq),
    kind TEXT NOT NULL,
    format INTEGER NOT NULL,
    payload TEXT NOT NULL,
    dice TEXT NOT NULL DEFAULT '[]',
    verdict TEXT NOT NULL,
    recorded_at TEXT NOT NULL,
    PRIMARY KEY (game_id, seq)
)""",
    """CREATE TRIGGER actions_never_updated BEFORE UPDATE ON actions
BEGIN SELECT RAISE(ABORT, 'action rows are never changed'); END""",
    """CREATE TRIGGER actions_never_deleted BEFORE DELETE ON actions
BEGIN SELECT RAISE(ABORT, 'action rows are never deleted'); END""",
]

SETUP = ('{"name":"Fixture game","edition":"deluxe","options":{"epic":false,"sharedVictory":false,'
         '"fasterPlay":false},"players":[{"name":"Ann","sex":"female"},{"name":"Bob","sex":"male"}]}')

PAYLOADS = [
    '{"kind":"change-level","player":"Ann","amount":1,"source":"go-up-a-level","cardAllowsWin":false}',
    '{"kind":"play-character-card","player":"Ann","card":"Elf"}',
    '{"kind":"next-phase","phase":"look-for-trouble-or-loot-the-room"}',
    '{"kind":"change-level","player":"Bob","amount":1,"source":"go-up-a-level","cardAllowsWin":false}',
]

VERDICT = '{"legal":true,"reasons":[]}'


def main(path):
    if os.path.exists(path):
        os.remove(path)
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("PRAGMA journal_mode = WAL")
    db.execute("BEGIN IMMEDIATE")
    for statement in SCHEMA_1:
        db.execute(statement)
    db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    db.execute("PRAGMA user_version = 1")
    db.execute(
        "INSERT INTO games (id, uuid, name, edition, setup, created_at, last_played_at, head, tip) "
        "VALUES (1, ?, ?, ?, ?, ?, ?, 3, 4)",
        ("6f1c2a4e-0000-4000-8000-000000000001", "Fixture game", "deluxe", SETUP,
         "2024-03-01T18:00:00.000Z", "2024-03-01T18:20:00.000Z"))
    for seq, payload in enumerate(PAYLOADS, start=1):
        db.execute(
            "INSERT INTO actions (game_id, seq, parent, kind, format, payload, dice, verdict, recorded_at) "
            "VALUES (1, ?, ?, ?, 1, ?, '[]', ?, ?)",
            (seq, seq - 1, json.loads(payload)["kind"], payload, VERDICT,
             f"2024-03-01T18:{seq * 4:02d}:00.000Z"))
    db.execute("COMMIT")
    db.close()  # the last connection checkpoints and removes the -wal


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "arbiter-v1.sqlite"))
