#!/bin/sh
# Differential check of the Swift lexer and scope index against the toolchain's SwiftParser.
# Usage: scripts/lexer-differential.sh [DIR ...]
# Checks every .swift file under each DIR (default: Examples/ and Tests/Fixtures/ when they
# exist, and Tools/LexerDifferential/Corpus/) plus a seeded generated corpus
# (LEXER_DIFFERENTIAL_COUNT files, default 500; LEXER_DIFFERENTIAL_SEED, default 20260626) and
# LEXER_DIFFERENTIAL_MUTANTS (default 4) mutated copies of each, compared where swift accepts them.
# Exits 0 on agreement, 1 on disagreement, 2 when the checker cannot be built; exits 0 with
# "skipped: ..." when the toolchain has no SwiftParser host libraries.
set -eu

root=$(cd "$(dirname "$0")/.." && pwd)
swift_path=$(command -v swift || true)
if [ -z "$swift_path" ]; then
    echo "skipped: SwiftParser host libraries not found (no swift on PATH)"
    exit 0
fi
toolchain=$(dirname "$(dirname "$(readlink -f "$swift_path")")")
host="$toolchain/lib/swift/host"
if [ ! -f "$host/libSwiftParser.so" ] || [ ! -d "$host/SwiftParser.swiftmodule" ]; then
    echo "skipped: SwiftParser host libraries not found"
    exit 0
fi

package="$root/Tools/LexerDifferential"
mkdir -p "$package/.build"
build() {
    swift build --package-path "$package" -c release --disable-build-manifest-caching \
        -Xswiftc -I -Xswiftc "$host" -Xlinker -L -Xlinker "$host" -Xlinker -rpath -Xlinker "$host" \
        >"$package/.build/differential-build.log" 2>&1
}
# Without manifest caching: a cached build manifest misses files added to the root
# package (a path dependency here) since the last build ("cannot find ... in scope").
# Both steps are long and print nothing until they end: say what is happening first.
echo "lexer-differential: building the checker against SwiftParser (release; the first build takes minutes)"
if ! build; then
    cat "$package/.build/differential-build.log"
    echo "lexer-differential: build failed"
    exit 2
fi

if [ "$#" -eq 0 ]; then
    for candidate in "$root/Examples" "$root/Tests/Fixtures" "$package/Corpus"; do
        if [ -d "$candidate" ]; then
            set -- "$@" "$candidate"
        fi
    done
fi

status=0
echo "lexer-differential: comparing the lexer with SwiftParser on the corpus, ${LEXER_DIFFERENTIAL_COUNT:-500} generated files and ${LEXER_DIFFERENTIAL_MUTANTS:-4} mutants of each"
"$package/.build/release/lexer-differential" \
    --generate "${LEXER_DIFFERENTIAL_COUNT:-500}" --mutants "${LEXER_DIFFERENTIAL_MUTANTS:-4}" \
    --seed "${LEXER_DIFFERENTIAL_SEED:-20260626}" "$@" || status=$?
exit "$status"
