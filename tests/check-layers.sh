#!/bin/bash
# The layer rule of docs/architecture (qml -> app -> db -> rules; inside db/, cli -> store -> codec;
# inside rules/, game -> munchkin, panic -> core; inside app/, docs/code-map.md) checked on the includes: a file may include its own layer and the layers below it, never one
# above. rules/ includes no Qt and no SQLite at all. Exit 1 naming each include that points upwards.
set -euo pipefail
cd "$(dirname "$0")/.."
status=0
# check DIR ALLOWED_REGEX [SUBDIR]: every project include in DIR's sources (SUBDIR left out: it has its
# own check) must match ALLOWED_REGEX.
check() {
    local dir=$1 allowed=$2 own=${3:-}
    while IFS= read -r line; do
        echo "check-layers: $line points above its layer ($dir may include: $allowed)"
        status=1
    done < <(grep -rnE '#include "(rules|db|app|qml)/' "$dir" --include='*.cpp' --include='*.h' \
        ${own:+--exclude-dir="$own"} | grep -vE "#include \"($allowed)/" || true)
}
check rules/core 'rules/core'
check rules/munchkin 'rules/core|rules/munchkin'
check rules/panic 'rules/core|rules/panic'
check rules/game 'rules/core|rules/munchkin|rules/panic|rules/game'
check db/codec 'rules/[a-z]+|db/codec'
check db/store 'rules/[a-z]+|db/codec|db/store'
check db/cli 'rules/[a-z]+|db/codec|db/store|db/cli'
# The session and the QML module use the log, never the CLI's codecs.
check app/cli 'rules/[a-z]+|db/codec|db/store|db/cli|app/cli'
# The app's targets without QML (docs/code-map.md): the session core; the typed views on it; the history
# in words on the views; the phones' server on all three. None includes the QML module's files.
check app/core 'rules/[a-z]+|db/codec|db/store|app/i18n|app/core'
# The languages (arbiter_i18n): the translators and a rules message in words, on the rules alone.
check app/i18n 'rules/[a-z]+|app/i18n'
check app/views 'rules/[a-z]+|db/codec|db/store|app/core|app/i18n|app/views'
check app/history 'rules/[a-z]+|db/codec|db/store|app/core|app/i18n|app/views|app/history'
check app/net 'rules/[a-z]+|db/codec|db/store|app/core|app/i18n|app/views|app/history|app/net'
# The action builders (arbiter_actions, Qt Core alone): on the rules and the codec, below the QML module.
check app/actions 'rules/[a-z]+|db/codec|app/i18n|app/actions'
# The QML module's folders (docs/code-map.md): the glue (app/session) and the models know each other, but
# no model includes the card library's or the Panic board's folder, and the glue never includes the Panic
# board, which stands on it. None includes the command line.
module_below='rules/[a-z]+|db/codec|db/store|app/core|app/i18n|app/views|app/history|app/actions'
check app/models "$module_below|app/session|app/models"
check app/cards "$module_below|app/session|app/models|app/cards"
check app/session "$module_below|app/net|app/models|app/cards|app/session"
check app/panic "$module_below|app/session|app/models|app/panic"
check app/report "$module_below|app/session|app/models|app/report"
check app 'rules/[a-z]+|db/codec|db/store|app' cli
# An include by bare name ("action_text.h") is found through the target's include path, where the checks
# above cannot see which layer it is in: outside its own directory a file is included by its path from the
# repository root ("app/action_text.h"). Generated files (moc, Qt's autogen) are the exception.
while IFS=: read -r file line text; do
    name=$(sed -E 's/.*#include "([^"]+)".*/\1/' <<<"$text")
    case $name in
    rules/* | db/* | app/* | qml/* | tests/* | *.moc | moc_* | ui_* | qrc_*) continue ;;
    esac
    [[ -f "$(dirname "$file")/$name" ]] && continue
    echo "check-layers: $file:$line includes \"$name\" by bare name from another directory; write its path from the repository root"
    status=1
done < <(grep -rnE '#include "[^"]+"' rules db app --include='*.cpp' --include='*.h' || true)
if grep -rnE '#include <(Q|sqlite)' rules --include='*.cpp' --include='*.h'; then
    echo "check-layers: rules/ must not include Qt or SQLite"
    status=1
fi
# The action builders link Qt Core alone: no Qt Gui, Qml or Quick header (their QML registration is the
# module's, app/session/action_types.h).
if grep -rnE '#include <(Qt(Gui|Qml|Quick)/|QQml|QQuick|QJS|QGui|qqml|QColor|QFont|QPainter|QImage)' app/actions \
    --include='*.cpp' --include='*.h'; then
    echo "check-layers: app/actions/ must not include Qt Gui, Qml or Quick"
    status=1
fi
[[ $status == 0 ]] && echo "check-layers: every include points down"
exit $status
