#!/bin/sh
# Checks that the Swift toolchain and the system libraries the build links against
# (libxml2, libplist, found through pkg-config) are present, and bubblewrap, the
# sandbox `check-baseline verify-control` runs a checkout's control in. With --install,
# and when run as root on Debian, installs the missing packages with apt-get.
set -eu

packages="libxml2-dev libplist-dev pkg-config bubblewrap"

have_libraries() {
    command -v pkg-config >/dev/null 2>&1 && pkg-config --exists libxml-2.0 libplist-2.0 \
        && command -v bwrap >/dev/null 2>&1
}

if ! command -v swift >/dev/null 2>&1; then
    echo "error: the Swift toolchain is not on PATH (install Swift 6 from https://swift.org/install)" >&2
    exit 1
fi

have_libraries && exit 0

if [ "${1:-}" = "--install" ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "installing $packages" >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    # shellcheck disable=SC2086 # the package list is split on purpose
    apt-get install -y -qq $packages >/dev/null
    have_libraries && exit 0
fi

echo "error: libxml2, libplist, pkg-config or bubblewrap is missing. Install them with:" >&2
echo "    sudo apt-get install -y $packages        (Debian, Ubuntu)" >&2
echo "    brew install libxml2 libplist pkg-config     (macOS; verify-control needs Linux's bubblewrap)" >&2
exit 1
