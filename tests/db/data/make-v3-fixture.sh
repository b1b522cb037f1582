#!/bin/bash
# Writes arbiter-v3.sqlite, the committed file-format-3 log that tst_log_upgrade migrates: it was made
# with the arbiter-cli of commit 4309ad0 (the last to write format 3), so it must not be regenerated
# with a newer one. Usage: make-v3-fixture.sh ARBITER_CLI OUTPUT
set -euo pipefail
cli=$1
db=$2
rm -f "$db"
log() { "$cli" log --db "$db" "$@" >/dev/null; }
echo '{"name":"Long","edition":"deluxe","players":[{"name":"Ann","sex":"female"},{"name":"Bob","sex":"male"}]}' | log new
# 104 level changes: a snapshot after action 100, and a tail after it.
for i in $(seq 52); do
    echo '{"kind":"change-level","player":"Ann","amount":1,"source":"go-up-a-level"}' | log do
    echo '{"kind":"change-level","player":"Ann","amount":-1,"source":"card"}' | log do
done
# An undone action, then a branch that abandons it.
echo '{"kind":"change-level","player":"Bob","amount":1,"source":"go-up-a-level"}' | log do
log undo
echo '{"kind":"change-level","player":"Ann","amount":1,"source":"go-up-a-level"}' | log do
echo '{"name":"Short","edition":"cthulhu","players":[{"name":"Cy","sex":"male"},{"name":"Di","sex":"female"},{"name":"Ed","sex":"male"}]}' | log new
echo '{"kind":"change-level","player":"Di","amount":1,"source":"go-up-a-level"}' | log do
echo '{"kind":"change-level","player":"Ed","amount":1,"source":"go-up-a-level"}' | log do
log undo
