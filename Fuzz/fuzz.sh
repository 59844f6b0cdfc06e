#!/bin/sh
# Usage: Fuzz/fuzz.sh pbxproj|podspec|json [SECONDS]
# Builds that parser's libFuzzer harness from the parser's own sources and fuzzes a scratch copy of its seeds.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
case ${1:-} in
pbxproj) harness=PBXProjFuzzer parser=PBXProj ;;
podspec) harness=PodspecFuzzer parser=Podspec ;;
json) harness=JSONFuzzer ;;
*) echo "usage: $0 pbxproj|podspec|json [SECONDS]" >&2; exit 2 ;;
esac
work=$(mktemp -d)
# The source folders' files have no spaces in their names; the checkout-cache conformance needs the whole library.
if [ "$1" = json ]; then
    cd "$root/Sources/JSONCoding"
    sources=$(find . -name '*.swift')
else
    cd "$root/Sources/BaselineChecks"
    sources="$(find "Formats/$parser" -name '*.swift' ! -name '*+CheckoutDocument.swift')
        Formats/TextCursor.swift Formats/ParseError.swift Findings/SourceLocation.swift"
fi
swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name Fuzz -o "$work/fuzzer" "$root/Fuzz/$harness.swift" $sources
cp -R "$root/Fuzz/seeds/$1" "$work/corpus"
cd "$work"
./fuzzer -max_total_time="${2:-120}" -max_len=65536 -dict="$root/Fuzz/$1.dict" corpus
echo "fuzzed $1 for ${2:-120}s; corpus and any crash-* files are in $work"
