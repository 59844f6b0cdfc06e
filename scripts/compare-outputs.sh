#!/bin/sh
# Usage: scripts/compare-outputs.sh OLD_TOOL NEW_TOOL
#
# Runs two builds of check-baseline on the same inputs and compares their standard output, standard error and
# exit status (and the files they write), so that a refactoring can show it changed no behaviour. Prints one
# line per comparison (`same` or `DIFFERENT`, with the diff) and exits 1 on any difference.
#
# Nothing is normalised: each tool is copied to the same path before it runs (the hook and the messages name
# the tool's path), each writes its hook into a repository made afresh at the same path, and each has a build
# cache of its own made at the same path (so that verify-control compiles for each, and neither reuses the
# other's builds). Run from anywhere; the inputs are the repository's Examples/iHeartRating.
set -u

if [ "$#" -ne 2 ]; then
	echo "usage: $0 OLD_TOOL NEW_TOOL" >&2
	exit 2
fi
old=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
new=$(cd "$(dirname "$2")" && pwd)/$(basename "$2")
cd "$(dirname "$0")/.." || exit 2

work=$(mktemp -d "${TMPDIR:-/tmp}/compare-outputs.XXXXXX") || exit 2
trap 'rm -rf "$work"' EXIT
mkdir "$work/bin" "$work/old" "$work/new"
tool=$work/bin/check-baseline
example=Examples/iHeartRating
differences=0

# Puts build SIDE (old or new) at $tool with an empty build cache of its own at one path.
use() {
	if [ "$1" = old ]; then cp "$old" "$tool"; else cp "$new" "$tool"; fi
	rm -rf "$work/cache"
	mkdir "$work/cache"
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

for format in text compiler json sarif junit html github timeline; do
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
compare verify-control-json verify-control --format json "$example"

# Commands that write files: their messages and the files compared.
for side in old new; do
	use "$side"
	run "$side" oracle-export oracle --export "$work/cases.json"
	mv "$work/cases.json" "$work/$side/oracle-export.json"
done
differ oracle-export oracle-export.out oracle-export.err oracle-export.status oracle-export.json

for side in old new; do
	use "$side"
	rm -rf "$work/repo"
	git init -q "$work/repo"
	run "$side" install-hook install-hook "$work/repo"
	cp "$work/repo/.git/hooks/pre-push" "$work/$side/install-hook.pre-push"
done
differ install-hook install-hook.out install-hook.err install-hook.status install-hook.pre-push

exit "$differences"
