#!/bin/sh
# Checks in headless Chromium that `verify-control --format html` draws a behaviour difference: a fork of the
# example checkout whose full images are never masked (one guard weakened) is verified, its HTML report must hold
# the two drawings of each difference with what differs outlined, and a screenshot of it is taken and checked: a
# PNG of the window's size that is not blank. A page of one colour compresses to almost nothing, so "not blank" is
# measured against a screenshot of an empty page of the same size: the report's must be at least 4 times larger.
#
# Usage: scripts/html-screenshot.sh CHECK_BASELINE [OUTPUT.png]
#   CHECK_BASELINE  the built tool (.build/debug/check-baseline, say)
#   OUTPUT.png      where the screenshot is kept (default: a temporary file, removed)
# Exits 0 when the check passed or was skipped (no chromium: it says so), 1 when it failed, 2 on bad usage.
set -eu

if [ $# -lt 1 ] || [ $# -gt 2 ]; then
    echo "usage: $0 CHECK_BASELINE [OUTPUT.png]" >&2
    exit 2
fi
tool=$1

browser=
for name in chromium chromium-browser; do
    if command -v "$name" >/dev/null 2>&1; then browser=$name; break; fi
done
if [ -z "$browser" ]; then
    echo "html-screenshot: skipped: chromium is not installed (Debian: apt-get install chromium)"
    exit 0
fi

root=$(cd "$(dirname -- "$0")/.." && pwd -P)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() {
    echo "html-screenshot: FAILED: $*" >&2
    exit 1
}

# The fork: the mask is as wide as the image whatever the rating, so half hearts show whole.
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

# Chromium runs as root in containers only without its sandbox: the page is the tool's own, without scripts
# (ReportsHTMLTests holds that); turning scripts off (--blink-settings) stops headless screenshots being written.
shoot() {
    "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars \
        --window-size=1280,1600 --screenshot="$2" "file://$1" >"$work/chromium.log" 2>&1 ||
        fail "chromium could not take a screenshot of $1: $(tail -n 3 "$work/chromium.log")"
    [ -s "$2" ] || fail "chromium wrote no screenshot of $1: $(tail -n 3 "$work/chromium.log")"
}
shoot "$work/report.html" "$work/report.png"
printf '<!DOCTYPE html>\n<html><body></body></html>\n' >"$work/blank.html"
shoot "$work/blank.html" "$work/blank.png"

# The PNG signature, and the width and height (big-endian, bytes 17 to 24 of the IHDR chunk).
signature=$(od -A n -t x1 -N 8 "$work/report.png" | tr -d ' \n')
[ "$signature" = 89504e470d0a1a0a ] || fail "the screenshot is not a PNG (it starts $signature)"
size=$(od -A n -t u1 -j 16 -N 8 "$work/report.png" |
    awk '{ printf "%dx%d", (($1 * 256 + $2) * 256 + $3) * 256 + $4, (($5 * 256 + $6) * 256 + $7) * 256 + $8 }')
[ "$size" = 1280x1600 ] || fail "the screenshot is $size, not the window's 1280x1600"
report_bytes=$(wc -c <"$work/report.png")
blank_bytes=$(wc -c <"$work/blank.png")
[ "$report_bytes" -ge $((blank_bytes * 4)) ] ||
    fail "the screenshot looks blank: $report_bytes bytes, an empty page of the same size $blank_bytes"

if [ $# -eq 2 ]; then cp "$work/report.png" "$2"; fi
echo "html-screenshot: passed: $drawings drawings, $outlines outlined parts; a $size screenshot of $report_bytes bytes" \
    "(an empty page: $blank_bytes)"
