#!/bin/sh
# Checks in headless Chromium that the HTML reports draw and order what they must. verify-control: a fork of the
# example checkout whose full images are never masked (one guard weakened) is verified; its report must hold the
# two drawings of each difference with what differs outlined. mutation-score: a fork with a branch no case
# reaches has two mutants judged, one that survives (its branch deleted) and one that is caught; the survivor
# must come first. A screenshot of each page is taken and checked: a PNG of the window's size that is not blank.
# A page of one colour compresses to almost nothing, so "not blank" is measured against a screenshot of an
# empty page of the same size: the report's must be at least 4 times larger.
#
# Usage: scripts/html-screenshot.sh CHECK_BASELINE [DIR]
#   CHECK_BASELINE  the built tool (.build/debug/check-baseline, say)
#   DIR             where the screenshots are kept, verify-control.png and mutation-score.png (default: removed)
# Exits 0 when the check passed or was skipped (no chromium: it says so; under CI=true that fails), 1 when it
# failed, 2 on bad usage.
set -eu

if [ $# -lt 1 ] || [ $# -gt 2 ]; then
    echo "usage: $0 CHECK_BASELINE [DIR]" >&2
    exit 2
fi
tool=$1

browser=
for name in chromium chromium-browser; do
    if command -v "$name" >/dev/null 2>&1; then browser=$name; break; fi
done
if [ -z "$browser" ]; then
    # Where the gate must prove it (CI=true, as .ci/run runs it), a missing browser is a failure, not a skip.
    if [ "${CI:-}" = true ]; then
        echo "html-screenshot: FAILED: chromium is not installed and CI=true (Debian: apt-get install chromium)" >&2
        exit 1
    fi
    echo "html-screenshot: skipped: chromium is not installed (Debian: apt-get install chromium)"
    exit 0
fi

root=$(cd "$(dirname -- "$0")/.." && pwd -P)
keep=${2:-}
if [ -n "$keep" ]; then mkdir -p "$keep"; fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() {
    echo "html-screenshot: FAILED: $*" >&2
    exit 1
}

# Chromium runs as root in containers only without its sandbox: the pages are the tool's own, without scripts
# (ReportsHTMLTests and MutationReportHTMLTests hold that); turning scripts off (--blink-settings) stops headless
# screenshots being written.
shoot() {
    "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars \
        --window-size=1280,1600 --screenshot="$2" "file://$1" >"$work/chromium.log" 2>&1 ||
        fail "chromium could not take a screenshot of $1: $(tail -n 3 "$work/chromium.log")"
    [ -s "$2" ] || fail "chromium wrote no screenshot of $1: $(tail -n 3 "$work/chromium.log")"
}
printf '<!DOCTYPE html>\n<html><body></body></html>\n' >"$work/blank.html"
shoot "$work/blank.html" "$work/blank.png"
blank_bytes=$(wc -c <"$work/blank.png")

# The screenshot of page $1 as $2.png: a PNG (its signature), the window's size (the width and height of the IHDR
# chunk, big-endian, bytes 17 to 24), not blank; kept in DIR when given.
check_screenshot() {
    shoot "$work/$1" "$work/$2.png"
    signature=$(od -A n -t x1 -N 8 "$work/$2.png" | tr -d ' \n')
    [ "$signature" = 89504e470d0a1a0a ] || fail "the screenshot of $1 is not a PNG (it starts $signature)"
    size=$(od -A n -t u1 -j 16 -N 8 "$work/$2.png" |
        awk '{ printf "%dx%d", (($1 * 256 + $2) * 256 + $3) * 256 + $4, (($5 * 256 + $6) * 256 + $7) * 256 + $8 }')
    [ "$size" = 1280x1600 ] || fail "the screenshot of $1 is $size, not the window's 1280x1600"
    bytes=$(wc -c <"$work/$2.png")
    [ "$bytes" -ge $((blank_bytes * 4)) ] ||
        fail "the screenshot of $1 looks blank: $bytes bytes, an empty page of the same size $blank_bytes"
    if [ -n "$keep" ]; then cp "$work/$2.png" "$keep/$2.png"; fi
    echo "html-screenshot: $2: a $size screenshot of $bytes bytes (an empty page: $blank_bytes)"
}

# verify-control. The fork: the mask is as wide as the image whatever the rating, so half hearts show whole.
cp -R "$root/Examples/iHeartRating" "$work/fork"
control="$work/fork/iHeartRating/iHeartRatingView.swift"
sed 's/let maskWidth = finiteNonnegative(fraction \* imageWidth, maximum: limit)/let maskWidth = finiteNonnegative(imageWidth, maximum: limit)/' \
    "$control" >"$work/control.swift"
cmp -s "$control" "$work/control.swift" && fail "the example's mask line was not found in $control"
cp "$work/control.swift" "$control"

status=0
"$tool" verify-control --format html "$work/fork" >"$work/report.html" 2>"$work/stderr" || status=$?
[ "$status" -eq 1 ] || fail "verify-control exited $status, not 1 (a difference): $(cat "$work/stderr")"
drawings=$(grep -c '<svg ' "$work/report.html" || true)
outlines=$(grep -c 'class="differs"' "$work/report.html" || true)
[ "$drawings" -ge 2 ] || fail "the report holds $drawings drawings, not two a difference"
[ "$outlines" -ge 2 ] || fail "the report outlines $outlines differing parts, not one a drawing"

check_screenshot report.html verify-control
echo "html-screenshot: verify-control: $drawings drawings, $outlines outlined parts"

# mutation-score. The fork: a branch no case reaches, whose deletion survives; constant #1 is caught.
cp -R "$root/Examples/iHeartRating" "$work/mutated"
control="$work/mutated/iHeartRating/iHeartRatingView.swift"
sed 's/^        super.layoutSubviews()$/        super.layoutSubviews()\
        if maxRating > 1_000 { refresh() }/' "$control" >"$work/control.swift"
cp "$work/control.swift" "$control"
survivor=$("$tool" mutation-score --list "$work/mutated" | sed -n 's/.*: SDL #\([0-9]*\): .if maxRating > 1_000 { refresh() }. deleted$/\1/p')
[ -n "$survivor" ] || fail "no mutant deletes the unreachable branch of $control"
status=0
"$tool" mutation-score --quiet --no-xctest --mutant 1 --mutant "$survivor" --format html "$work/mutated" \
    >"$work/mutants.html" 2>"$work/stderr" || status=$?
[ "$status" -eq 0 ] || fail "mutation-score exited $status: $(cat "$work/stderr")"
survived_at=$(grep -n "<h3>#$survivor <code>" "$work/mutants.html" | cut -d: -f1)
caught_at=$(grep -n '<h3>#1 <code>' "$work/mutants.html" | cut -d: -f1)
if [ -z "$survived_at" ] || [ -z "$caught_at" ]; then fail "the mutation report does not list mutants #$survivor and #1"; fi
[ "$survived_at" -lt "$caught_at" ] || fail "the survivor #$survivor comes after the caught #1 (lines $survived_at, $caught_at)"
grep -q "survived: 1 mutant<" "$work/mutants.html" || fail "mutant #$survivor is not counted as survived"
check_screenshot mutants.html mutation-score
echo "html-screenshot: passed"
