# check-baseline gate marker: this Makefile must be loaded alone.
#
# `make check` is the gate; `lint`, `test` and `build` are the same gate. Every
# target works from any directory and through a path with spaces:
#     make -f "/path with spaces/Makefile" check
# The gate fails closed when other makefiles are loaded beside this one.

ifneq ($(origin MAKEFILE_LIST),file)
$(error MAKEFILE_LIST must not be overridden (it came from the $(origin MAKEFILE_LIST)))
endif
ifneq ($(strip $(MAKEFILES)),)
$(error MAKEFILES must be empty: it loads other makefiles into the gate ($(MAKEFILES)))
endif

# Single-quotes a value for the shell, whatever characters the path holds.
override quote = '$(subst ','\'',$(1))'
override GATE_MAKEFILE := $(MAKEFILE_LIST)
# Nothing was loaded before this file only if the list names exactly this file.
override ROOT := $(shell f=$(call quote,$(GATE_MAKEFILE)); [ -f "$$f" ] \
    && grep -q '^\# check-baseline gate marker' "$$f" && cd "$$(dirname -- "$$f")" && pwd -P)
ifeq ($(ROOT),)
$(error repository Makefile must be loaded alone: make read "$(GATE_MAKEFILE)" before it)
endif
ifneq ($(wildcard $(subst $() ,\ ,$(ROOT))/GNUmakefile $(subst $() ,\ ,$(ROOT))/makefile),)
$(error repository Makefile must be loaded alone: remove GNUmakefile or makefile beside it)
endif

override R := $(call quote,$(ROOT))
override EXAMPLE := $(call quote,$(ROOT)/Examples/iHeartRating)
override TOOL := $(call quote,$(ROOT)/.build/debug/check-baseline)
# The oracle's cases as an XCTest file (oracle --export-xctest), run with the example's own tests.
override CONFORMANCE := $(call quote,$(ROOT)/.build/HeartRatingConformanceTests.swift)
CHECKOUT ?=

.DEFAULT_GOAL := check
.PHONY: check lint test build run bench help print-root

# Expanded when a recipe runs, after every makefile was read: a makefile loaded
# after this one changes MAKEFILE_LIST and stops the gate before any command.
override gate_guard = $(if $(subst $(GATE_MAKEFILE_LIST),,$(MAKEFILE_LIST))$(subst $(MAKEFILE_LIST),,$(GATE_MAKEFILE_LIST)),$(error repository Makefile must be loaded alone: make also read $(subst $(GATE_MAKEFILE_LIST),,$(MAKEFILE_LIST))))

# Double-colon rules: a later makefile cannot replace these recipes (a single-colon
# rule for the same target is an error, another double-colon one runs after ours).
check::
	$(gate_guard)
	@sh $(R)/scripts/require-packages.sh --install --sandbox
	cd $(R) && for script in build.sh .ci/run scripts/*.sh Fuzz/fuzz.sh; do sh -n "$$script" || exit 1; done
	@cd $(R) && if command -v shellcheck >/dev/null 2>&1; then \
	    shellcheck build.sh .ci/run scripts/*.sh Fuzz/fuzz.sh && echo "shellcheck: scripts clean"; \
	else echo "shellcheck: not installed, scripts only parsed with sh -n"; fi
	@sh $(R)/scripts/lint-workflows.sh
	cd $(R) && swift build
	sh $(R)/scripts/run-tests.sh
	sh $(R)/scripts/lexer-differential.sh
	cd $(R) && $(TOOL) oracle >/dev/null
	cd $(R) && $(TOOL) $(EXAMPLE)
	cd $(R) && $(TOOL) verify-control $(EXAMPLE)
	cd $(R) && $(TOOL) oracle --export-xctest $(CONFORMANCE) --generate 200
	cd $(R) && $(TOOL) verify-control --xctest --add-tests $(CONFORMANCE) $(EXAMPLE)
	cd $(R) && $(TOOL) xcode-test $(EXAMPLE)
	cd $(R) && $(TOOL) mutation-score --quiet --limit 12 --fail-under 100 --equivalent docs/mutation/example-iHeartRating.equivalent $(EXAMPLE)
	sh $(R)/scripts/html-screenshot.sh $(TOOL)
	$(if $(CHECKOUT),$(TOOL) $(call quote,$(CHECKOUT)))
	@echo "make check: passed (make stops at the first step that fails)"

lint test build:: check
	$(gate_guard)

# The main job: check the bundled example checkout, or CHECKOUT=path.
run::
	$(gate_guard)
	@sh $(R)/scripts/require-packages.sh --install
	@echo "building check-baseline (release; the first build takes a few minutes)"
	@cd $(R) && swift build -c release --static-swift-stdlib --product check-baseline
	@if command -v bwrap >/dev/null 2>&1; then $(call quote,$(ROOT)/.build/release/check-baseline) verify-control --prepare \
	    || echo "the stand-in was not built now; verify-control builds it on its first run"; fi
	$(call quote,$(ROOT)/.build/release/check-baseline) $(if $(CHECKOUT),$(call quote,$(CHECKOUT)),$(EXAMPLE))

# Medians of repeated runs of the release build (the one build.sh installs).
bench::
	$(gate_guard)
	@sh $(R)/scripts/require-packages.sh --install
	cd $(R) && swift build -c release --static-swift-stdlib --product check-baseline
	cd $(R) && swift build -c release --static-swift-stdlib --product baseline-bench
	cd $(R) && .build/release/baseline-bench .build/release/check-baseline $(if $(CHECKOUT),$(call quote,$(CHECKOUT)))

help::
	$(gate_guard)
	@echo 'make check    the gate: scripts, workflow and action linted, build, tests, the oracle, the example checkout,'
	@echo '              verify-control on it, and its own tests with the XCTest file the oracle exports, the'
	@echo '              HTML reports in headless Chromium (lint, test and build are the same gate)'
	@echo 'make run      build the release tool and check the example checkout, or CHECKOUT=path'
	@echo 'make bench    medians of repeated runs of the release build; CHECKOUT=path times that checkout,'
	@echo '              its history and its own Python baseline (in a sandbox) instead of the example'
	@echo 'make help     this list'

print-root::
	$(gate_guard)
	@printf '%s\n' $(R)

override GATE_MAKEFILE_LIST := $(MAKEFILE_LIST)
