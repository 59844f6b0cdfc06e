#!/bin/sh
# Usage: scripts/compare-outputs.sh OLD_TOOL NEW_TOOL [CHECKOUT]
#
# Runs two builds of check-baseline on the same inputs and compares their standard output, standard error and
# exit status (and the files they write), so that a refactoring can show it changed no behaviour. Prints one
# line per comparison (`same` or `DIFFERENT`, with the diff) and exits 1 on any difference, 2 on bad usage.
#
# Nothing is normalised: each tool is copied to the same path before it runs (the hook and the messages name
# the tool's path), each writes its hook into a repository made afresh at the same path, and each has a build
# cache of its own made at the same path (so that verify-control compiles for each, and neither reuses the
# other's builds). Run from anywhere; the inputs are the repository's Examples/iHeartRating.
#
# CHECKOUT, a git checkout of iHeartRating or a fork (such as a clone of the upstream repository), adds its
# history: the check of every commit (the root, then ROOT..HEAD) in every format; verify-control of the work
# tree (text, json) and of every commit since the tenth last change to the control; verify-control --xctest
# and xcode-test of the work tree (text, json) and of those commits; objc-header, objc-header --check (text,
# json). The oracle's modes run either way: the table, --tutorial, --fuzz, --render, --export, --eval (of the
# old tool's export) and --export-xctest. CHECKOUT is only read: each side
# runs on a fresh copy of it at one path. A CHECKOUT that is not a git work tree's top level, or a tool that
# is missing, is bad usage. On the upstream repository (86 commits) the whole script took 449 s on two shared
# processors (2026-12-05); without CHECKOUT it took 53 s before the oracle's modes were added.
set -u

usage() {
	echo "usage: $0 OLD_TOOL NEW_TOOL [CHECKOUT]" >&2
	exit 2
}

if [ "$#" -ne 2 ] && [ "$#" -ne 3 ]; then
	usage
fi
# A missing tool on both sides would fail alike, and compare as the same.
for program in "$1" "$2"; do
	if [ ! -f "$program" ] || [ ! -x "$program" ]; then usage; fi
done
old=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
new=$(cd "$(dirname "$2")" && pwd)/$(basename "$2")
source=
if [ "$#" -eq 3 ]; then
	# A CHECKOUT that is no git work tree's top level would compare nothing of a history: refused.
	[ -n "$3" ] || usage
	source=$(cd "$3" 2>/dev/null && pwd -P) || usage
	top=$(git -C "$source" rev-parse --show-toplevel 2>/dev/null) || usage
	[ "$top" = "$source" ] || usage
	first=$(git -C "$source" rev-list --max-parents=0 HEAD) || usage
	# Two roots (an unrelated history merged in) would leave one out of ROOT..HEAD.
	[ "$(echo "$first" | wc -l)" -eq 1 ] || usage
	# verify-control of the whole history took 200 s a side (its first controls fail to compile, slowly), so
	# it verifies the commits from the tenth last that changes the control on (all, with fewer such commits).
	recent=$(git -C "$source" log -n 10 --format=%H -- iHeartRating/iHeartRatingView.swift | tail -n 1)
	recent=${recent:-$first}
fi
cd "$(dirname "$0")/.." || exit 2

work=$(mktemp -d "${TMPDIR:-/tmp}/compare-outputs.XXXXXX") || exit 2
trap 'rm -rf "$work"' EXIT
mkdir "$work/bin" "$work/old" "$work/new"
tool=$work/bin/check-baseline
example=Examples/iHeartRating
checkout=$work/checkout
differences=0

# Puts build SIDE (old or new) at $tool with an empty build cache of its own at one path, and a fresh copy of
# CHECKOUT at one path (so that nothing one side writes into it is seen by the other).
use() {
	if [ "$1" = old ]; then cp "$old" "$tool"; else cp "$new" "$tool"; fi
	rm -rf "$work/cache" "$checkout"
	mkdir "$work/cache"
	if [ -n "$source" ]; then cp -R "$source" "$checkout"; fi
}

# run SIDE NAME ARGS...: the tool's output, errors and status as $work/SIDE/NAME.{out,err,status}.
run() {
	side=$1
	name=$2
	shift 2
	XDG_CACHE_HOME=$work/cache "$tool" "$@" >"$work/$side/$name.out" 2>"$work/$side/$name.err"
	echo "$?" >"$work/$side/$name.status"
}

# differ NAME FILE...: one line for NAME, the diff of each FILE of the old and the new run after it.
differ() {
	name=$1
	shift
	report=$work/$name.diff
	: >"$report"
	for file in "$@"; do
		diff -u "$work/old/$file" "$work/new/$file" >>"$report" 2>&1
	done
	if [ -s "$report" ]; then
		echo "DIFFERENT $name"
		sed 's/^/    /' "$report"
		differences=1
	else
		echo "same      $name"
	fi
}

# compare NAME ARGS...: both tools run with ARGS, their output, errors and status compared.
compare() {
	name=$1
	shift
	for side in old new; do
		use "$side"
		run "$side" "$name" "$@"
	done
	differ "$name" "$name.out" "$name.err" "$name.status"
}

formats="text compiler json sarif junit html github timeline"
for format in $formats; do
	compare "check-$format" --format "$format" "$example"
done
compare list-rules --list-rules
compare list-rules-json --list-rules --format json
for rule in SRC001 FILE001 BHV001 HDR001 APP001; do
	compare "explain-$rule" explain "$rule"
done
compare help --help
for command in explain install-hook verify-control xcode-test objc-header oracle mutation-score; do
	compare "$command-help" "$command" --help
done
compare objc-header objc-header "$example"
compare objc-header-check objc-header --check "$example"
compare verify-control verify-control "$example"
compare oracle oracle
compare oracle-tutorial oracle --tutorial
compare oracle-fuzz oracle --fuzz 500
compare oracle-render oracle --render accessibility-adjustments-stay-in-bounds --svg -
compare verify-control-json verify-control --format json "$example"

if [ -n "$source" ]; then
	# ROOT..HEAD leaves the root out, so it is named first.
	for format in $formats; do
		compare "history-check-$format" --format "$format" --rev "$first" --rev "$first..HEAD" "$checkout"
	done
	compare recent-verify-control verify-control --rev "$recent" --rev "$recent..HEAD" "$checkout"
	compare recent-xctest verify-control --xctest --rev "$recent" --rev "$recent..HEAD" "$checkout"
	compare recent-xcode-test xcode-test --rev "$recent" --rev "$recent..HEAD" "$checkout"
	compare checkout-verify-control verify-control "$checkout"
	compare checkout-verify-control-json verify-control --format json "$checkout"
	compare checkout-xctest verify-control --xctest "$checkout"
	compare checkout-xctest-json verify-control --xctest --format json "$checkout"
	compare checkout-xcode-test xcode-test "$checkout"
	compare checkout-xcode-test-json xcode-test --format json "$checkout"
	compare checkout-objc-header objc-header "$checkout"
	compare checkout-objc-header-check objc-header --check "$checkout"
	compare checkout-objc-header-check-json objc-header --check --format json "$checkout"
fi

# Commands that write files: their messages and the files compared.
for side in old new; do
	use "$side"
	run "$side" oracle-export oracle --export "$work/cases.json"
	mv "$work/cases.json" "$work/$side/oracle-export.json"
done
differ oracle-export oracle-export.out oracle-export.err oracle-export.status oracle-export.json
# The old tool's export, evaluated by both.
compare oracle-eval oracle --eval "$work/old/oracle-export.json"

for side in old new; do
	use "$side"
	run "$side" oracle-export-xctest oracle --export-xctest "$work/cases.swift" --generate 100
	mv "$work/cases.swift" "$work/$side/oracle-export-xctest.swift"
done
differ oracle-export-xctest oracle-export-xctest.out oracle-export-xctest.err oracle-export-xctest.status \
	oracle-export-xctest.swift

for side in old new; do
	use "$side"
	rm -rf "$work/repo"
	git init -q "$work/repo"
	run "$side" install-hook install-hook "$work/repo"
	cp "$work/repo/.git/hooks/pre-push" "$work/$side/install-hook.pre-push"
done
differ install-hook install-hook.out install-hook.err install-hook.status install-hook.pre-push

exit "$differences"
