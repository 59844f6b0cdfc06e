#!/bin/sh
# Release build of check-baseline, the binary a pre-push hook or a CI job installs.
#
#   ./build.sh                 build, and print where the binary is
#   ./build.sh --prefix DIR    also install it as DIR/bin/check-baseline
#
# The Swift standard library is linked statically, so the binary starts fast and
# needs only libxml2 and libplist at run time.
set -eu

root=$(cd "$(dirname "$0")" && pwd -P)
prefix=""

while [ $# -gt 0 ]; do
    case "$1" in
        --prefix)
            [ $# -ge 2 ] || { echo "build.sh: --prefix needs a directory" >&2; exit 2; }
            prefix=$2
            shift 2
            ;;
        -h|--help)
            sed -n '2,8p' "$0" | sed 's/^# \{0,1\}//'
            exit 0
            ;;
        *)
            echo "build.sh: unknown argument $1 (see --help)" >&2
            exit 2
            ;;
    esac
done

sh "$root/scripts/require-packages.sh"

swift build --package-path "$root" -c release --static-swift-stdlib --product check-baseline >&2
binary=$(swift build --package-path "$root" -c release --static-swift-stdlib --show-bin-path)/check-baseline
[ -x "$binary" ] || { echo "build.sh: the build did not produce $binary" >&2; exit 1; }

# verify-control's first run then compiles only the control: the UIKit stand-in it
# shares is built now, with this toolchain, into this user's cache. Without the
# sandbox it is built on verify-control's first run instead.
if command -v bwrap >/dev/null 2>&1; then
    echo "build.sh: building the UIKit stand-in for verify-control (once per toolchain)" >&2
    "$binary" verify-control --prepare >&2 \
        || echo "build.sh: the stand-in was not built now; verify-control builds it on its first run" >&2
fi

if [ -n "$prefix" ]; then
    mkdir -p "$prefix/bin"
    # Copy beside the target, then rename, so a running hook never sees half a binary.
    staging=$(mktemp "$prefix/bin/.check-baseline.XXXXXX")
    trap 'rm -f "$staging"' EXIT INT TERM
    cp "$binary" "$staging"
    chmod 755 "$staging"
    mv -f "$staging" "$prefix/bin/check-baseline"
    trap - EXIT INT TERM
    binary="$prefix/bin/check-baseline"
fi

echo "$binary"
