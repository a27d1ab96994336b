#!/usr/bin/env bash
# Installs what `make measure`'s scaling benchmark compares against: Debian's Chromium (about 125
# packages, some 300 MB more than the playground needs, so setup.sh leaves it out).
set -euo pipefail
packages=(chromium fonts-dejavu-core)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  sudo=""
  [[ $(id -u) == 0 ]] || sudo="sudo"
  echo "bench-setup: installing ${missing[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
