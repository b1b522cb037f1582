#!/usr/bin/env bash
# One version everywhere: project(... VERSION ...) is what both programs print with --version, the
# newest release of CHANGELOG.md and the newest <release> of the metainfo.
# Usage: check_version.sh VERSION ARBITER ARBITER_CLI SOURCE_DIR
set -euo pipefail
version=$1 arbiter=$2 cli=$3 source=$4
status=0
expect() {  # expect WHAT GOT WANTED
    if [ "$2" = "$3" ]; then
        echo "version: $1: $2"
    else
        echo "version: FAIL: $1 is \"$2\", expected \"$3\"" >&2
        status=1
    fi
}
expect "arbiter-cli --version" "$("$cli" --version)" "arbiter-cli $version"
expect "arbiter --version" "$(QT_QPA_PLATFORM=offscreen "$arbiter" --version 2>/dev/null)" "Arbiter $version"
expect "CHANGELOG.md's newest release" \
    "$(sed -n 's/^## \([^ ]*\) .*/\1/p' "$source/CHANGELOG.md" | head -n 1)" "$version"
expect "the metainfo's newest release" \
    "$(sed -n 's/.*<release version="\([^"]*\)".*/\1/p' "$source/packaging/io.arbiter.Arbiter.metainfo.xml" |
        head -n 1)" "$version"
exit "$status"
