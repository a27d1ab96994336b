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

echo "== benchmark smoke run (release)"
swift run -c release layout-bench --quick --shared "$shared"
