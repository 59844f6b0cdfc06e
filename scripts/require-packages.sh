#!/bin/sh
# Checks that the Swift toolchain and the system libraries the build links against (libxml2,
# libplist, found through pkg-config) are present; with --sandbox, also bubblewrap, the sandbox
# `check-baseline verify-control` runs a checkout's control in (only make check runs it). With
# --install, and when run as root on Debian, installs what is missing with apt-get. Names each
# missing package.
set -eu

install=no
sandbox=no
for argument in "$@"; do
    case $argument in
    --install) install=yes ;;
    --sandbox) sandbox=yes ;;
    *) echo "usage: $0 [--install] [--sandbox]" >&2; exit 2 ;;
    esac
done

# The Debian packages that are missing, one word each.
missing() {
    if command -v pkg-config >/dev/null 2>&1; then
        pkg-config --exists libxml-2.0 || printf '%s ' libxml2-dev
        pkg-config --exists libplist-2.0 || printf '%s ' libplist-dev
    else
        printf '%s ' pkg-config libxml2-dev libplist-dev
    fi
    if [ "$sandbox" = yes ] && ! command -v bwrap >/dev/null 2>&1; then printf '%s ' bubblewrap; fi
}

if ! command -v swift >/dev/null 2>&1; then
    echo "error: the Swift toolchain is not on PATH (install Swift 6 from https://swift.org/install)" >&2
    exit 1
fi

packages=$(missing | sed "s/ $//")
[ -n "$packages" ] || exit 0

if [ "$install" = yes ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "installing $packages" >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    # shellcheck disable=SC2086 # the package list is split on purpose
    apt-get install -y -qq $packages >/dev/null
    packages=$(missing | sed "s/ $//")
    [ -n "$packages" ] || exit 0
fi

echo "error: missing: $packages. Install them with:" >&2
echo "    sudo apt-get install -y $packages        (Debian, Ubuntu)" >&2
case $packages in
*bubblewrap*) echo "    (verify-control, which make check runs, needs Linux: bubblewrap has no macOS port)" >&2 ;;
*) echo "    brew install libxml2 libplist pkg-config     (macOS)" >&2 ;;
esac
exit 1
