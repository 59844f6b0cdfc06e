#!/bin/sh
# Runs the package's tests as make check does: built once, then each test class in a process of its own,
# JOBS at once (default: two per processor), the classes that took longest last time first, so that a
# free processor takes the next class. Every class's output is kept in .build/test-logs/CLASS.log; a class
# that fails (or ends without XCTest's summary: a crash) is printed whole and fails the run. The tests
# share the on-disk caches they build into (.build/verify-control-tests), which publish entries atomically.
#
#     sh scripts/run-tests.sh [JOBS]
set -eu

root=$(cd "$(dirname "$0")/.." && pwd -P)
cd "$root"
# Two per processor: the tests wait on their children (git, the sandbox, compiles) a fifth of the time, so one
# class per processor leaves processors idle (docs/performance.md: on 2 processors, 174 s with 2 at once, 160 s
# with 3, 134 s with 4, 138 s with 6).
processors=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1)
jobs=${1:-$((2 * processors))}
case $jobs in
'' | *[!0-9]* | 0) echo "run-tests: JOBS is a number of processes from 1, not $jobs" >&2; exit 2 ;;
esac

swift build --build-tests
bin=$(swift build --show-bin-path)
bundle=$(find "$bin" -maxdepth 1 -name '*PackageTests.xctest' | head -n 1)
[ -n "$bundle" ] || { echo "run-tests: no test bundle in $bin" >&2; exit 1; }

logs=$root/.build/test-logs
times=$root/.build/test-class-seconds
rm -rf "$logs"
mkdir -p "$logs"

# Module.Class of every test, once each.
"$bundle" --list-tests > "$logs/list" 2>&1 || { cat "$logs/list" >&2; echo "run-tests: cannot list the tests" >&2; exit 1; }
grep '^[A-Za-z0-9_]*\.[A-Za-z0-9_]*/' "$logs/list" > "$logs/tests"
sed 's|/.*||' "$logs/tests" | sort -u > "$logs/classes"
listed=$(wc -l < "$logs/tests")
total=$(wc -l < "$logs/classes")
[ "$total" -gt 0 ] || { echo "run-tests: the bundle lists no test" >&2; exit 1; }

# Longest first by the last run's seconds: a class it did not time is new and counts as longest, so that a new
# slow class does not start last. On a clean clone, by scripts/test-class-seconds, which lists the slow classes
# only: one it does not list counts as fast.
known=$times
unknown=1e9
if [ ! -f "$known" ]; then
    known=$root/scripts/test-class-seconds
    unknown=0
fi
awk -v unknown="$unknown" 'NR == FNR { if ($1 !~ /^#/) seconds[$1] = $2; next }
    { print (($1 in seconds) ? seconds[$1] : unknown), $1 }' "$known" "$logs/classes" \
    | sort -k1,1gr | cut -d' ' -f2 > "$logs/order"

# What every verification shares (the UIKit stand-in, the driver's fixed part, the tests' recorder), built once
# into the tests' build cache before the classes start: on a clean clone the classes that start together would
# each build it. Where it cannot be built here, the tests that need it say why.
if command -v bwrap >/dev/null 2>&1 && [ -x "$bin/check-baseline" ]; then
    if ! XDG_CACHE_HOME=$root/.build/verify-control-tests "$bin/check-baseline" verify-control --prepare > "$logs/prepare.log" 2>&1; then
        echo "run-tests: the stand-in was not prepared (the tests that need it build it or say why):"
        cat "$logs/prepare.log"
    fi
fi

echo "run-tests: $total test classes, $jobs at once"
start=$(date +%s)
# Each class (the last argument xargs gives): its output to its log, its exit status beside it. xargs' own status is not used: a failed
# class must not stop the others, and every class's status is read back below. The single quotes are meant:
# the inner shell expands its own arguments.
# shellcheck disable=SC2016
xargs -P "$jobs" -n 1 sh -c '"$1" "$3" > "$2/$3.log" 2>&1; echo $? > "$2/$3.status"' run-class "$bundle" "$logs" \
    < "$logs/order" || true
seconds=$(($(date +%s) - start))

failed=0
tests=0
: > "$times.new"
while read -r class; do
    log=$logs/$class.log
    status=$(cat "$logs/$class.status" 2>/dev/null || echo missing)
    # XCTest's last line for the selected tests: "Executed N tests, with F failures (U unexpected) in S (S) seconds".
    summary=$(grep 'Executed [0-9]* tests*, with' "$log" 2>/dev/null | tail -n 1 || true)
    if [ "$status" != 0 ] || [ -z "$summary" ]; then
        cat "$log" 2>/dev/null || true
        echo "run-tests: $class FAILED (exit status $status)"
        failed=$((failed + 1))
        continue
    fi
    count=$(echo "$summary" | sed 's/.*Executed \([0-9]*\) test.*/\1/')
    tests=$((tests + count))
    echo "$class $(echo "$summary" | sed 's/.* in \([0-9.]*\) (.*/\1/')" >> "$times.new"
    echo "$class:$summary" | sed 's/\t */ /'
done < "$logs/classes"
mv "$times.new" "$times"

if [ "$failed" -ne 0 ]; then
    echo "run-tests: $failed of $total test classes FAILED (logs in $logs)"
    exit 1
fi
# Every listed test ran, no fewer: a class that stopped early without saying so is no pass.
if [ "$tests" -ne "$listed" ]; then
    echo "run-tests: $tests tests ran of the $listed the bundle lists; FAILED (logs in $logs)"
    exit 1
fi
echo "run-tests: $tests tests in $total classes passed in $seconds s, $jobs at once"
