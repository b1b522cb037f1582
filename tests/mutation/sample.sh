#!/bin/sh
# A small mutation sample over rules/ and db/store (issue 30): each line of MUTATIONS below is one
# deliberate one-line bug, with the layer it is in. The script exports the committed tree (git HEAD) to
# WORKDIR (the source tree and its build dirs are never touched), builds each layer's tests there once,
# then for each mutation applies it, rebuilds that layer's targets and runs that layer's tests only
# (ctest -R); a mutation is killed when a test fails; one that no longer builds is not counted. Prints
# each result and the kill rate. Last run (2026-11-28, 19 mutants: 13 in db/store, 6 in rules/): 16 of
# 19 killed. Survivors: log_check.cpp's head-on-line check (format 6's anchor names a moved head first;
# a format-5 file read as it is still relies on it: tst_log_upgrade now tests that), runaway.cpp's
# "each monster" note for two rolls (tst_runaway now cites it), and combat.cpp's `killed > 0` in
# gameWon (equivalent for every state a game reaches: a fight that kills nothing gains no level, and no
# fighter is already at the winning level).
#
#   tests/mutation/sample.sh [WORKDIR]      (default /tmp/arbiter-mutation; about 1-2 minutes a mutation)
set -eu
src=$(cd "$(dirname "$0")/../.." && pwd)
work=${1:-/tmp/arbiter-mutation}
jobs=${JOBS:-2}

# Per layer: the targets to build and the tests to run (a ctest -R regex).
db_tests='^(tst_log_store|tst_log_writers|tst_log_upgrade|tst_log_wal|tst_chain_spec|tst_log_damage|tst_cli_tamper)$'
db_targets='arbiter-cli tst_log_store tst_log_writers tst_log_upgrade tst_log_wal tst_chain_spec tst_log_damage tst_cli_tamper'
rules_tests='^(tst_levels|tst_runaway|tst_charity|tst_selling|tst_death|tst_combat|tst_golden)$'
rules_targets='tst_levels tst_runaway tst_charity tst_selling tst_death tst_combat tst_golden'

# layer @ file @ the exact text @ what it becomes (one a line; '@' appears in none of them)
MUTATIONS='db@db/store/log_store.cpp@expected->head == head && expected->tip == tip@expected->head == head
db@db/store/log_store_anchor.cpp@recorded->head != parent ||@false ||
db@db/store/log_store.cpp@leaves.removeLast();@(void)0;
db@db/store/log_store.cpp@moved.head = head;@moved.head = current;
db@db/store/log_chain.cpp@.number(inputs.head)@.number(inputs.tip)
db@db/store/log_chain.cpp@hasher.number(leaf.seq).text(leaf.hash);@hasher.number(leaf.seq);
db@db/store/log_check.cpp@hashed.push_back(matches);@hashed.push_back(true);
db@db/store/log_check.cpp@if (recorded != now)@if (false)
db@db/store/log_check.cpp@if (recorded->createdAt != now.createdAt)@if (false)
db@db/store/log_check.cpp@if (!headOnLine)@if (false)
db@db/store/log_schema.cpp@if (!rowProblems(game, rows.value()).isEmpty()) {@if (false) {
db@db/store/game_log.cpp@return checked[seq - 1].stateDigest == chain::digestOf(snapshot.state);@return true;
db@db/store/wal_check.cpp@if (later == 0)@if (later < 2)
rules@rules/munchkin/combat.cpp@bool won = players > monsters;@bool won = players >= monsters;
rules@rules/munchkin/levels.cpp@return std::clamp(level + amount, 1, std::max(1, cap));@return std::clamp(level + amount, 0, std::max(1, cap));
rules@rules/munchkin/charity.cpp@giverLevel <= lowest@giverLevel < lowest
rules@rules/munchkin/selling.cpp@const int levels = result.goldTotal / goldPerLevel;@const int levels = (result.goldTotal + 1) / goldPerLevel;
rules@rules/munchkin/runaway.cpp@if (rollsBy(Runner::Fighter) > 1 ||@if (rollsBy(Runner::Fighter) > 2 ||
rules@rules/munchkin/combat.cpp@result.gameWon = killed > 0 &&@result.gameWon = killed >= 0 &&'

mkdir -p "$work"
rm -rf "$work/src"
mkdir -p "$work/src"
git -C "$src" archive HEAD | tar -x -C "$work/src"
cmake -S "$work/src" -B "$work/build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO='-O1 -DNDEBUG' -DARBITER_WERROR=OFF >/dev/null
# shellcheck disable=SC2086
cmake --build "$work/build" -j "$jobs" --target $db_targets $rules_targets >/dev/null
(cd "$work/build" && QT_QPA_PLATFORM=offscreen ctest -R "$db_tests|$rules_tests" -j "$jobs" >/dev/null) || {
    echo "the unmutated tests fail: fix them first" >&2
    exit 1
}

killed=0
total=0
echo "$MUTATIONS" > "$work/mutations.txt"
while IFS='@' read -r layer file from to; do
    total=$((total + 1))
    if [ "$layer" = rules ]; then targets=$rules_targets tests=$rules_tests; else targets=$db_targets tests=$db_tests; fi
    cp "$work/src/$file" "$work/original"
    # Literal replacement of the first occurrence (python: no regex surprises).
    if ! python3 - "$work/src/$file" "$from" "$to" <<'PY'
import sys
path, old, new = sys.argv[1], sys.argv[2], sys.argv[3]
text = open(path).read()
if old not in text:
    sys.exit("mutation text not found: " + old)
open(path, 'w').write(text.replace(old, new, 1))
PY
    then
        total=$((total - 1))
        echo "text not found (not counted): $file: $from"
        continue
    fi
    # shellcheck disable=SC2086
    if ! cmake --build "$work/build" -j "$jobs" --target $targets >/dev/null 2>&1; then
        result="does not build (not counted)"
        total=$((total - 1))
    elif (cd "$work/build" && QT_QPA_PLATFORM=offscreen ctest -R "$tests" -j "$jobs" >"$work/last.log" 2>&1); then
        result="SURVIVED"
    else
        result="killed by $(grep -o 'tst_[a-z_]* (Failed)' "$work/last.log" | tr '\n' ' ')"
        killed=$((killed + 1))
    fi
    cp "$work/original" "$work/src/$file"
    echo "$layer: $result: $file: $from -> $to"
done < "$work/mutations.txt"
echo "kill rate: $killed of $total"
