#!/bin/bash
# check-layers.sh is itself checked: on a copy of the sources, each kind of wrong include is planted in
# turn and the check must fail naming it; the untouched copy must pass.
set -euo pipefail
source_dir="$(cd "$(dirname "$0")/.." && pwd)"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fresh() {
    rm -rf "$work/tree"
    mkdir -p "$work/tree/tests"
    cp -r "$source_dir/rules" "$source_dir/db" "$source_dir/app" "$work/tree/"
    cp "$source_dir/tests/check-layers.sh" "$work/tree/tests/"
}
fails=0
# expect_caught FILE LINE WORDS: with LINE added to FILE, the check fails and says WORDS.
expect_caught() {
    fresh
    echo "$2" >>"$work/tree/$1"
    if output=$(bash "$work/tree/tests/check-layers.sh" 2>&1); then
        echo "not caught: $2 in $1"
        fails=1
    elif ! grep -qF "$3" <<<"$output"; then
        echo "caught without saying \"$3\": $2 in $1: $output"
        fails=1
    fi
}
fresh
bash "$work/tree/tests/check-layers.sh" >/dev/null || { echo "the untouched copy fails"; exit 1; }
expect_caught rules/core/verdict.h '#include "rules/game/state.h"' 'points above its layer'
expect_caught db/codec/json_reader.h '#include "db/store/log_store.h"' 'points above its layer'
expect_caught app/core/session_core.h '#include "app/session/gamesession.h"' 'points above its layer'
expect_caught app/net/table_server.h '#include "gamesession.h"' 'by bare name from another directory'
expect_caught app/net/table_view.cpp '#include "app/session/session_views.h"' 'points above its layer'
expect_caught app/views/head_views.h '#include "app/history/action_text.h"' 'points above its layer'
expect_caught app/history/action_text.h '#include "app/net/table_view.h"' 'points above its layer'
expect_caught rules/game/state.h '#include <QString>' 'must not include Qt'
expect_caught app/actions/munchkin_actions.h '#include "app/session/gamesession.h"' 'points above its layer'
expect_caught app/actions/panic_actions.cpp '#include <QQmlEngine>' 'must not include Qt Gui, Qml or Quick'
expect_caught app/session/gamesession.cpp '#include "app/panic/panicboardmodel.h"' 'points above its layer'
expect_caught app/models/playersmodel.h '#include "app/cards/cardlibrarymodel.h"' 'points above its layer'
expect_caught app/panic/panicboardmodel.cpp '#include "gamesession.h"' 'by bare name from another directory'
[[ $fails == 0 ]] && echo "check-layers-catches: every planted include was caught"
exit $fails
