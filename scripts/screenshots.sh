#!/usr/bin/env bash
# Regenerates the README's screenshots in Assets/ with the app's own `screenshot` command,
# on a private Xvfb at 96 dpi. Usage: scripts/screenshots.sh
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product layout-playground >/dev/null
# The private Xvfb comes from the scripts' one harness: this script runs again under it.
if [[ -z ${SCREENSHOTS_ON_PRIVATE_XVFB:-} ]]; then
  SCREENSHOTS_ON_PRIVATE_XVFB=1 exec python3 scripts/playground_harness.py xvfb -- "$0" "$@"
fi
bin=.build/debug/layout-playground
shot() { "$bin" screenshot "$@"; echo "wrote ${*: -1}"; }
shot --demo flow --size 960x560 --output Assets/flow.png
shot --demo chips --size 960x420 --after "click:Exercise 💪;click:Read a book 📚" --at 1 --output Assets/chips.png
shot --demo equal --size 960x420 --output Assets/equal-row.png
shot --demo equal --size 560x520 --output Assets/equal-column.png
shot --demo spiral --size 960x640 --after "click:Add a circle" --at 0.15 --output Assets/spiral-adding.png
shot --demo chips --size 960x480 --after "key:i;click:480,160" --output Assets/inspector.png
shot --open Examples/Staircase.swift --size 760x460 --after "click:Add a step" --at 1 --output Assets/open-staircase.png
