#!/bin/sh
# Compiles the SwiftUI corpus listed in Tests/Corpus/manifest.md the way `open` does, in Swift 5
# and Swift 6 language modes, and prints "N passed, M failed" per mode with each failing file's
# first errors. The corpus files are not in the repository: fetch them as the manifest says into
# a folder (one subfolder per project) and pass it as the argument.
set -eu
if [ $# -ne 1 ] || [ ! -d "$1" ]; then
  echo "usage: scripts/corpus.sh CORPUS_FOLDER" >&2
  exit 2
fi
corpus=$(cd "$1" && pwd)
cd "$(dirname "$0")/.."
report=$(mktemp)
trap 'rm -f "$report"' EXIT
swift build --build-tests >/dev/null || { echo "swift build --build-tests failed" >&2; exit 1; }
LAYOUT_PLAYGROUND_CORPUS="$corpus" LAYOUT_PLAYGROUND_CORPUS_REPORT="$report" \
  swift test --skip-build --filter CorpusCompileTests >/dev/null 2>&1 || true
if [ ! -s "$report" ]; then
  echo "the corpus test did not run: see swift test --filter CorpusCompileTests" >&2
  exit 1
fi
cat "$report"
