#!/bin/sh
# Usage: Fuzz/fuzz.sh pbxproj|podspec|plist|swift|json [SECONDS]
# Builds that parser's libFuzzer harness together with the whole BaselineChecks library (the json
# harness with JSONCoding alone) and fuzzes a scratch copy of its seeds. Crashes are left as crash-*
# files in the scratch directory.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
case ${1:-} in
pbxproj) harness=PBXProjFuzzer ;;
podspec) harness=PodspecFuzzer ;;
plist) harness=PropertyListFuzzer ;;
swift) harness=SwiftLexerFuzzer ;;
json) harness=JSONFuzzer ;;
*) echo "usage: $0 pbxproj|podspec|plist|swift|json [SECONDS]" >&2; exit 2 ;;
esac
work=$(mktemp -d)
cd "$root/Sources"
# The library's file names have no spaces, so the lists can be split on whitespace.
# JSONCoding is a module of its own, imported by the library and by the json harness.
# shellcheck disable=SC2046
swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name JSONCoding -emit-module \
    -emit-module-path "$work/JSONCoding.swiftmodule" -emit-library -static -o "$work/libJSONCoding.a" \
    $(find JSONCoding -name '*.swift')
library=""
if [ "$1" != json ]; then library=$(find BaselineChecks -name '*.swift'); fi
# shellcheck disable=SC2086
swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name Fuzz -o "$work/fuzzer" "$root/Fuzz/$harness.swift" \
    $library -I "$work" -L "$work" -lJSONCoding \
    -I CLibXML2 -I CLibPlist -Xcc -I/usr/include/libxml2 -lxml2 -lplist-2.0
mkdir -p "$work/corpus"
if [ -d "$root/Fuzz/seeds/$1" ]; then cp -R "$root/Fuzz/seeds/$1/." "$work/corpus/"; fi
# The Swift lexer starts from the repository's own Swift: the differential corpus and the example checkout.
if [ "$1" = swift ]; then
    find "$root/Tools/LexerDifferential/Corpus" "$root/Examples" -name '*.swift' -exec cp {} "$work/corpus/" \;
fi
dictionary=""
if [ -f "$root/Fuzz/$1.dict" ]; then dictionary="-dict=$root/Fuzz/$1.dict"; fi
cd "$work"
# shellcheck disable=SC2086
./fuzzer -max_total_time="${2:-120}" -max_len=65536 $dictionary corpus
echo "fuzzed $1 for ${2:-120}s; corpus and any crash-* files are in $work"
