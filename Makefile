# The README's two commands: `make run` (set up and open the playground) and `make test`
# (set up and run every test). Everything else here serves those two.
SHARED ?= ../shared
ARGS ?=
# DWARF 4 for every C target, the dependencies' included (OpenCombine's C helpers): the
# valgrind the leak checks run (3.19) cannot read clang's default DWARF 5 and gives up on the
# whole binary. Package.swift can set it for CPango only.
DEBUG_FLAGS = -Xcc -gdwarf-4

.PHONY: run test setup build hygiene format checks bench measure bench-setup

run: setup
	swift run $(DEBUG_FLAGS) layout-playground $(ARGS)

test: setup hygiene build checks
	swift test $(DEBUG_FLAGS)

setup:
	@scripts/setup.sh

build:
	swift build $(DEBUG_FLAGS)

# The hygiene gate: the toolchain's formatter finds nothing to change (.swift-format holds the
# style), and every target imports exactly what Package.swift declares for it. (Warnings are
# errors in every project target: Package.swift says so, so `build` enforces it.)
# `make format` rewrites the sources in that style.
hygiene:
	swift format lint --strict --recursive Sources Tests Examples Package.swift
	python3 scripts/check-imports.py

format:
	swift format format --in-place --recursive Sources Tests Examples Package.swift

# Checks against the shared references (when ../shared is present) and a benchmark smoke run,
# before the unit, X11 and end-to-end tests.
checks:
	@scripts/checks.sh "$(SHARED)"

bench: setup
	swift run -c release layout-bench

# Every budget of PERFORMANCE.md but layout's, measured on the release app under a private Xvfb,
# then open's first window and reload after a save, then the Flow demo at 1,000 and 10,000 tags
# beside headless Chromium on the same chips.
measure: setup bench-setup
	swift build -c release --product layout-playground
	scripts/measure.py
	scripts/bench_open.py
	scripts/bench_open.py --mode literal
	scripts/bench_open.py --mode million
	scripts/bench_scale.py

# What only the benchmarks need: Debian's Chromium (some 300 MB, so `setup` leaves it out).
bench-setup:
	@scripts/bench-setup.sh
