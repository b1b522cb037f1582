#!/bin/bash
# Writes arbiter-v4.sqlite, the committed file-format-4 log that tst_log_upgrade migrates to format 5 (the
# card library): it was made with the arbiter-cli of commit 9370273 (the last to write format 4), so it
# must not be regenerated with a newer one. Two games: a long one with a snapshot, a fight, an Item, an
# undone row and an abandoned branch; a short one with an undone row. Usage: make-v4-fixture.sh ARBITER_CLI OUTPUT
set -euo pipefail
cli=$1
db=$2
rm -f "$db"
log() { "$cli" log --db "$db" "$@" >/dev/null; }
echo '{"name":"Long","edition":"deluxe","players":[{"name":"Ann","sex":"female"},{"name":"Bob","sex":"male"}]}' | log new
# 102 level changes: a snapshot after action 100.
for i in $(seq 51); do
    echo '{"kind":"change-level","player":"Ann","amount":1,"source":"go-up-a-level"}' | log do
    echo '{"kind":"change-level","player":"Ann","amount":-1,"source":"card"}' | log do
done
echo '{"kind":"gain-item","player":"Ann","item":{"name":"Mace of Sharpness","slot":"1hand","bonus":4,"gold":600}}' | log do
echo '{"kind":"start-combat","monster":{"name":"Net Troll","level":10,"treasures":3,"tags":["Undead"],"versus":[{"race":"Elf","bonus":5}]}}' | log do
echo '{"kind":"add-enhancer","monster":0,"enhancer":{"name":"Enraged","bonus":5,"treasures":1}}' | log do
# An undone action, then a branch that abandons it.
echo '{"kind":"play-one-shot","side":"players","card":{"name":"Potion of Fire","bonus":3}}' | log do
log undo
echo '{"kind":"play-one-shot","side":"monsters","card":{"name":"Potion of Halitosis","bonus":-2}}' | log do
echo '{"name":"Short","edition":"cthulhu","players":[{"name":"Cy","sex":"male"},{"name":"Di","sex":"female"},{"name":"Ed","sex":"male"}]}' | log new
echo '{"kind":"change-level","player":"Di","amount":1,"source":"go-up-a-level"}' | log do
echo '{"kind":"change-level","player":"Ed","amount":1,"source":"go-up-a-level"}' | log do
log undo
