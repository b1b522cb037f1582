#!/bin/bash
# The layer rule of docs/architecture (qml -> app -> db -> rules; inside db/, cli -> store -> codec;
# inside rules/, game -> munchkin, panic -> core) checked on the includes: a file may include its own layer and the layers below it, never one
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
check app/core 'rules/[a-z]+|db/codec|db/store|app/core'
check app/views 'rules/[a-z]+|db/codec|db/store|app/core|app/views'
check app/history 'rules/[a-z]+|db/codec|db/store|app/core|app/views|app/history'
check app/net 'rules/[a-z]+|db/codec|db/store|app/core|app/views|app/history|app/net'
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
[[ $status == 0 ]] && echo "check-layers: every include points down"
exit $status
