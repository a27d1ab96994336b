#!/usr/bin/env bash
# Runs the checks that use the shared references and the benchmark's smoke form.
# Usage: scripts/checks.sh SHARED_DIR
set -euo pipefail
shared=${1:-../shared}
bin=.build/debug/layout-playground
fixtures=Tests/LayoutCoreTests/Fixtures

echo "== layout command against Chrome's flex-wrap layouts"
out=$(mktemp)
trap 'rm -f "$out"' EXIT
"$bin" layout --input "$fixtures/cases-public.json" > "$out"
if [[ -f $shared/oracle/check.py ]]; then
  score=$(python3 "$shared/oracle/check.py" "$out" --expected "$fixtures/expected-public.json")
  echo "$score" | sed 's/^/oracle: /'
  echo "$score" | tail -1 | grep -q ' 0 failed'
else
  echo "oracle: $shared/oracle/check.py not found; the Chrome cases still run in LayoutCoreTests and LayoutCasesTests"
fi

if [[ -x $shared/checks/seed-compat.sh ]]; then
  echo "== the articles' code compiles unchanged"
  status=0
  report=$("$shared/checks/seed-compat.sh") || status=$?
  echo "$report" | sed 's/^/seed-compat: /'
  ((status == 0))
else
  echo "seed-compat: $shared/checks/seed-compat.sh not found; skipped"
fi

# The benchmarks' smoke runs prove they still work: they fail on a crash, missing output or a
# malformed line, never on timing (a shared CI machine's figures are noise; PERFORMANCE.md has
# the measured ones).

# Every line given names each of the patterns at least once, and every `key=value` value in
# the lines is a number (or, for words, a word).
expect_lines() {
  local what=$1 output=$2
  shift 2
  [[ -n $output ]] || { echo "$what: no output" >&2; return 1; }
  local pattern
  for pattern in "$@"; do
    grep -qE "$pattern" <<<"$output" || { echo "$what: no line matching /$pattern/" >&2; return 1; }
  done
  if grep -vE '^note: ' <<<"$output" | grep -oE '[a-z_/]+=[^ ]*' | grep -vE '=(-?[0-9]+(\.[0-9]+)?|[a-z][a-z0-9/_-]*|[0-9]+/[0-9]+)$'; then
    echo "$what: malformed value(s) above" >&2
    return 1
  fi
}

echo "== the release build compiles (its concurrency checks are not the debug build's)"
# The view library, the X11 host, the demos and the modules opened code imports: the command
# wiring above them is left out, since it would build swift-syntax optimised (8 of CI's 20
# minutes) for code whose concurrency the debug build checks the same way.
for target in SwiftUI X11Host Demos; do swift build -c release --target "$target"; done

echo "== layout benchmark, smoke run (release)"
bench=$(swift run -c release layout-bench --quick --shared "$shared")
echo "$bench"
expect_lines layout-bench "$bench" '^flow-core N=10000 ns/item=[0-9.]+ min=' '^flow-full N=10000 ns/item=[0-9.]+ min=' \
  '^flow-relayout N=10000 ns/item=' '^stack N=1000 ns/item=' '^nested-stacks .* ns/item='

echo "== frame, start-up, idle, animation, text and memory measurements, smoke run (debug build, private Xvfb)"
measured=$(python3 scripts/measure.py --quick --binary "$bin")
echo "$measured"
expect_lines measure "$measured" '^frames demo=flow median_ms=' '^frames demo=spiral median_ms=' \
  '^startup median_ms=' '^idle cpu_percent=' '^animation scenario=' '^text demo=' '^memory demo=' \
  '^shaping demo='

echo "== open: first window and reload after a save, smoke run (debug build, private Xvfb)"
opened=$(python3 scripts/bench_open.py --quick --mode body --binary "$bin")
echo "$opened"
expect_lines bench_open "$opened" '^open first_window_ms=[0-9]+ ready_ms=[0-9]+$' \
  '^reload mode=body saves=3 median_ms=[0-9]+ p90_ms=[0-9]+ max_ms=[0-9]+ build_median_ms=[0-9]+$'
opened=$(python3 scripts/bench_open.py --quick --mode literal --binary "$bin")
echo "$opened"
expect_lines bench_open "$opened" '^reload mode=literal saves=3 median_ms=[0-9]+ p90_ms=[0-9]+ max_ms=[0-9]+$'
