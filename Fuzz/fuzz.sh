#!/bin/sh
# Usage: Fuzz/fuzz.sh pbxproj|podspec|plist|swift|json|elf [SECONDS]
# Builds that parser's libFuzzer harness the way SwiftPM builds the library (BaselineSupport and JSONCoding
# as modules of their own), compiles the harness together with BaselineChecks' sources (the json harness
# with JSONCoding and BaselineSupport only, the elf harness, the reader of compiled objects, with
# BaselineSupport alone), and fuzzes a scratch copy of its seeds. Crashes are left as crash-* files in the
# scratch directory.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
case ${1:-} in
pbxproj) harness=PBXProjFuzzer ;;
podspec) harness=PodspecFuzzer ;;
plist) harness=PropertyListFuzzer ;;
swift) harness=SwiftLexerFuzzer ;;
json) harness=JSONFuzzer ;;
elf) harness=ELFFuzzer ;;
*) echo "usage: $0 pbxproj|podspec|plist|swift|json|elf [SECONDS]" >&2; exit 2 ;;
esac
work=$(mktemp -d)
cd "$root/Sources"
flags="-O -sanitize=fuzzer,address -parse-as-library -package-name checkbaseline"

# module NAME: compiles Sources/NAME into a static library and module in the scratch directory, where the
# modules built before it are found.
# The library's file names have no spaces, so the lists can be split on whitespace.
module() {
    name=$1
    # shellcheck disable=SC2046,SC2086
    swiftc $flags -module-name "$name" -emit-module -emit-module-path "$work/$name.swiftmodule" \
        -emit-library -static -o "$work/lib$name.a" -I "$work" $(find "$name" -name '*.swift')
}
# JSONCoding imports BaselineSupport, so BaselineSupport is built first; static libraries link dependents first.
module BaselineSupport
libraries="-lBaselineSupport"
sources=""
if [ "$1" != elf ]; then
    module JSONCoding
    libraries="-lJSONCoding -lBaselineSupport"
fi
if [ "$1" != elf ] && [ "$1" != json ]; then
    sources=$(find BaselineChecks -name '*.swift')
fi
# shellcheck disable=SC2086
swiftc $flags -module-name Fuzz -o "$work/fuzzer" "$root/Fuzz/$harness.swift" $sources \
    -I "$work" -L "$work" $libraries \
    -I CLibXML2 -I CLibPlist -Xcc -I/usr/include/libxml2 -lxml2 -lplist-2.0
mkdir -p "$work/corpus"
if [ -d "$root/Fuzz/seeds/$1" ]; then cp -R "$root/Fuzz/seeds/$1/." "$work/corpus/"; fi
if [ -d "$root/Fuzz/regressions/$1" ]; then cp -R "$root/Fuzz/regressions/$1/." "$work/corpus/"; fi
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
