#!/bin/sh
# Lints the GitHub workflow, the README's example workflow (docs/examples/) and the composite action with actionlint (which also runs
# ShellCheck on the workflow's scripts, when it is installed) and zizmor, offline. The
# linters are looked for in .build/lint-tools (scripts/install-lint-tools.sh), then on
# PATH. Under CI=true a missing linter fails the gate; elsewhere it is skipped, saying
# how to install it, as make check does for ShellCheck.
set -eu

root=$(cd "$(dirname "$0")/.." && pwd -P)
cd "$root"
PATH=$root/.build/lint-tools/bin:$PATH

missing=""
for linter in actionlint zizmor; do
    command -v "$linter" >/dev/null 2>&1 || missing="$missing $linter"
done
if [ -n "$missing" ]; then
    if [ "${CI:-}" = true ]; then
        echo "error:$missing not installed; install with: sh scripts/install-lint-tools.sh" >&2
        exit 1
    fi
    echo "lint-workflows:$missing not installed, workflow and action not linted" \
        "(install with: sh scripts/install-lint-tools.sh, which needs python3-venv)"
    exit 0
fi

# actionlint reads action.yml through the workflow's `uses: ./` step.
actionlint .github/workflows/ci.yml docs/examples/mutation-shards.yml
# Offline: zizmor's online audits (impostor commits, known-vulnerable actions) need the GitHub API.
zizmor --offline --no-progress --color never .github/workflows/ci.yml docs/examples/mutation-shards.yml action.yml
echo "lint-workflows: actionlint and zizmor clean"
