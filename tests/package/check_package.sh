#!/usr/bin/env bash
# Builds the Debian package from this build directory, as `--target package` does (stripped), and checks
# it the way Debian would: lintian with no error and no warning, the control fields, Installed-Size
# against the stripped programs, every file in its place, the desktop file and metainfo valid, the
# QML modules the app imports among Depends, and both programs run from the unpacked package.
# Usage: check_package.sh BUILD_DIR OUT_DIR VERSION SOURCE_DIR QT_QML_DIR
set -euo pipefail
build=$1 out=$2 version=$3 source=$4 qml_dir=$5

fail() {
    echo "package: FAIL: $*" >&2
    exit 1
}
for tool in cpack lintian dpkg-deb appstreamcli desktop-file-validate; do
    command -v "$tool" >/dev/null || fail "$tool is missing: bash packaging/install-deps.sh installs it"
done

rm -rf "$out"
mkdir -p "$out"
# The build's own CPack settings, with the package written here rather than in the build directory.
printf 'include("%s/CPackConfig.cmake")\nset(CPACK_PACKAGE_DIRECTORY "%s")\n' "$build" "$out" >"$out/config.cmake"
cpack --config "$out/config.cmake" >"$out/cpack.log" 2>&1 || {
    cat "$out/cpack.log"
    fail "cpack did not make the package"
}
deb="$out/arbiter_${version}_$(dpkg --print-architecture).deb"
[ -f "$deb" ] || fail "no $deb (cpack.log: $(cat "$out/cpack.log"))"

# Debian's checks. --fail-on: a warning fails as an error does.
echo "package: lintian $(basename "$deb")"
lintian --fail-on error,warning "$deb" || fail "lintian found errors or warnings (above)"

field() { dpkg-deb --field "$deb" "$1"; }
[ "$(field Version)" = "$version" ] || fail "Version is $(field Version), expected $version"
[ "$(field Section)" = utils ] || fail "Section is $(field Section), expected utils"
[[ "$(field Maintainer)" =~ \<[^@\>]+@[^@\>]+\> ]] || fail "Maintainer has no e-mail address"
[ "$(field Description | wc -l)" -gt 3 ] || fail "the extended description is missing"

root="$out/root"
dpkg-deb -x "$deb" "$root"
for file in usr/bin/arbiter usr/bin/arbiter-cli \
    usr/share/man/man1/arbiter.1.gz usr/share/man/man1/arbiter-cli.1.gz \
    usr/share/doc/arbiter/copyright usr/share/doc/arbiter/changelog.gz \
    usr/share/applications/io.arbiter.Arbiter.desktop usr/share/metainfo/io.arbiter.Arbiter.metainfo.xml \
    usr/share/icons/hicolor/scalable/apps/io.arbiter.Arbiter.svg; do
    [ -f "$root/$file" ] || fail "the package has no /$file"
done
grep -q '^License: GPL-3+' "$root/usr/share/doc/arbiter/copyright" || fail "copyright does not name GPL-3+"
grep -q '<project_license>GPL-3.0-or-later</project_license>' \
    "$root/usr/share/metainfo/io.arbiter.Arbiter.metainfo.xml" || fail "the metainfo names no project_license"
zcat "$root/usr/share/doc/arbiter/changelog.gz" | head -n 1 | grep -qF "arbiter ($version)" ||
    fail "changelog.gz does not start with version $version"
appstreamcli validate --no-net "$root/usr/share/metainfo/io.arbiter.Arbiter.metainfo.xml" >/dev/null ||
    fail "appstreamcli validate refuses the packaged metainfo"
desktop-file-validate "$root/usr/share/applications/io.arbiter.Arbiter.desktop" ||
    fail "desktop-file-validate refuses the packaged desktop file"

# Installed-Size (KiB) within twice the stripped programs: debug information or stray files would break it.
binaries=$(($(stat -c %s "$root/usr/bin/arbiter") + $(stat -c %s "$root/usr/bin/arbiter-cli")))
installed_kib=$(field Installed-Size)
echo "package: $(stat -c %s "$deb") bytes; Installed-Size $installed_kib KiB;" \
    "stripped arbiter $(stat -c %s "$root/usr/bin/arbiter") bytes, arbiter-cli $(stat -c %s "$root/usr/bin/arbiter-cli") bytes"
[ $((installed_kib * 1024)) -le $((2 * binaries)) ] ||
    fail "Installed-Size $installed_kib KiB is over twice the programs' $binaries bytes"

# dpkg-shlibdeps sees the linked libraries; the QML modules load at run time and must be named by hand.
depends=$(field Depends)
for module in $(cat "$source"/qml/*.qml "$source"/qml/*/*.qml | sed -n 's/^import \([A-Za-z.]*\).*/\1/p' | sort -u); do
    [ "$module" = Arbiter ] && continue
    qmldir="$qml_dir/${module//.//}/qmldir"
    package=$(dpkg-query --search "$qmldir" 2>/dev/null | cut -d: -f1) || fail "no installed package holds $qmldir"
    [[ ", $depends," == *", $package"[,\ ]* ]] || fail "Depends lacks $package (for import $module)"
done

# Both programs from the unpacked package: a verdict, and the app's first frame, offscreen.
expect_version=$("$root/usr/bin/arbiter-cli" --version)
[ "$expect_version" = "arbiter-cli $version" ] || fail "arbiter-cli --version says $expect_version"
verdict=$(echo '{"check": "levelup", "edition": "deluxe", "level": 9, "source": "kill", "amount": 1}' |
    "$root/usr/bin/arbiter-cli" check) || fail "arbiter-cli check failed"
compact=${verdict// /}
[[ "$compact" == *'"legal":true'* && "$compact" == *'"levelAfter":10'* ]] ||
    fail "arbiter-cli check answered: $verdict"
mkdir -p "$out/home"
frame=$(HOME="$out/home" XDG_RUNTIME_DIR= QT_QPA_PLATFORM=offscreen timeout 60 \
    "$root/usr/bin/arbiter" --file "$out/home/game.sqlite" --quit-after-first-frame 2>"$out/arbiter.err") ||
    fail "the packaged arbiter did not show a frame: $(cat "$out/arbiter.err")"
[[ "$frame" == *first-frame-ms:* ]] || fail "the packaged arbiter printed no first frame: $frame"
echo "package: OK: arbiter-cli check answered, arbiter showed its first frame (${frame##*first-frame-ms: } ms)"
