#!/bin/bash
# Writes arbiter-v5.sqlite, the committed file-format-5 log that tst_log_upgrade migrates to format 6 (the
# anchor over the cursors, created_at and every leaf): it was made with the arbiter-cli of commit 838b359
# (the last to write format 5), so it must not be regenerated with a newer one. Two games: a long one
# with a snapshot, a fight, two abandoned branches and its head undone two
# actions back from its tip; a short one with an undone row. Usage: make-v5-fixture.sh ARBITER_CLI OUTPUT
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
# An undone action, then a branch that abandons it; again once more.
echo '{"kind":"play-one-shot","side":"players","card":{"name":"Potion of Fire","bonus":3}}' | log do
log undo
echo '{"kind":"play-one-shot","side":"monsters","card":{"name":"Potion of Halitosis","bonus":-2}}' | log do
log undo
echo '{"kind":"play-one-shot","side":"players","card":{"name":"Flaming Poison Potion","bonus":3}}' | log do
echo '{"kind":"play-one-shot","side":"players","card":{"name":"Potion of Idiotic Bravery","bonus":2}}' | log do
log undo --to 105
echo '{"name":"Short","edition":"cthulhu","players":[{"name":"Cy","sex":"male"},{"name":"Di","sex":"female"},{"name":"Ed","sex":"male"}]}' | log new
echo '{"kind":"change-level","player":"Di","amount":1,"source":"go-up-a-level"}' | log do
echo '{"kind":"change-level","player":"Ed","amount":1,"source":"go-up-a-level"}' | log do
log undo
