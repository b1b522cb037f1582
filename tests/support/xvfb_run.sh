#!/usr/bin/env bash
# Runs a command in a real X window: starts a private Xvfb on a free display, runs the command with
# DISPLAY set and QT_QPA_PLATFORM=xcb (Qt Quick then draws with OpenGL, as the app on a desktop), stops
# the server, and exits with the command's status. Exit 77 (CTest: skipped) when Xvfb is not installed.
#   tests/support/xvfb_run.sh build/dev/tests/app/tst_screenshots
# ARBITER_XVFB_SCREEN sets the screen (default 1400x1400x24: room for a 800x1280 window).
set -euo pipefail
if ! command -v Xvfb >/dev/null; then
    echo "xvfb_run: Xvfb is not installed (package xvfb): skipped" >&2
    exit 77
fi
dir=$(mktemp -d)
xvfb=
cleanup() {
    if [[ -n $xvfb ]]; then
        kill "$xvfb" 2>/dev/null || true
        wait "$xvfb" 2>/dev/null || true
    fi
    rm -rf "$dir"
}
trap cleanup EXIT
# -displayfd: the server picks a free display itself and writes its number once it accepts clients.
Xvfb -displayfd 3 -screen 0 "${ARBITER_XVFB_SCREEN:-1400x1400x24}" -nolisten tcp -noreset 3>"$dir/display" 2>"$dir/xvfb.log" &
xvfb=$!
for _ in $(seq 100); do
    [[ -s $dir/display ]] && break
    sleep 0.1
done
if [[ ! -s $dir/display ]]; then
    echo "xvfb_run: Xvfb did not start:" >&2
    cat "$dir/xvfb.log" >&2
    exit 1
fi
export DISPLAY=":$(head -n 1 "$dir/display")" QT_QPA_PLATFORM=xcb
# libxkbcommon-x11 (Debian 12) hands strndup a string without its terminator while Qt's xcb plugin
# connects, and AddressSanitizer stops every X11 run there. Only that interceptor is switched off (in
# the asan preset); every other check stays on.
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}intercept_strndup=0"
status=0
"$@" || status=$?
exit "$status"
