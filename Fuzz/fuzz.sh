#!/bin/sh
# Usage: Fuzz/fuzz.sh pbxproj|podspec|plist [SECONDS]
# Builds that parser's libFuzzer harness together with the whole BaselineChecks library
# and fuzzes a scratch copy of its seeds. Crashes are left as crash-* files in the scratch directory.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
case ${1:-} in
pbxproj) harness=PBXProjFuzzer ;;
podspec) harness=PodspecFuzzer ;;
plist) harness=PropertyListFuzzer ;;
*) echo "usage: $0 pbxproj|podspec|plist [SECONDS]" >&2; exit 2 ;;
esac
work=$(mktemp -d)
cd "$root/Sources"
# The library's file names have no spaces, so the list can be split on whitespace.
# shellcheck disable=SC2046
swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name Fuzz -o "$work/fuzzer" "$root/Fuzz/$harness.swift" \
    $(find BaselineChecks -name '*.swift') \
    -I CLibXML2 -I CLibPlist -Xcc -I/usr/include/libxml2 -lxml2 -lplist-2.0
mkdir -p "$work/corpus"
if [ -d "$root/Fuzz/seeds/$1" ]; then cp -R "$root/Fuzz/seeds/$1/." "$work/corpus/"; fi
dictionary=""
if [ -f "$root/Fuzz/$1.dict" ]; then dictionary="-dict=$root/Fuzz/$1.dict"; fi
cd "$work"
# shellcheck disable=SC2086
./fuzzer -max_total_time="${2:-120}" -max_len=65536 $dictionary corpus
echo "fuzzed $1 for ${2:-120}s; corpus and any crash-* files are in $work"
