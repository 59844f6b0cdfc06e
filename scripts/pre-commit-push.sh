#!/bin/sh
# The pre-commit framework's pre-push entry (.pre-commit-hooks.yaml): checks every commit
# the push sends when the framework names the remote's commit and this repository has it,
# else the commit pushed. check-baseline must be on PATH (./build.sh installs it);
# `check-baseline install-hook` does the same without the framework, new branches included.
set -eu
from=${PRE_COMMIT_FROM_REF:-}
to=${PRE_COMMIT_TO_REF:-HEAD}
if [ -n "$from" ] && git cat-file -e "$from^{commit}" 2>/dev/null; then
	exec check-baseline --rev "$from..$to" .
fi
exec check-baseline --rev "$to" .
