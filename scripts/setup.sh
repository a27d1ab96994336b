#!/usr/bin/env bash
# Installs the Debian packages Layout Playground needs to build, run and test, if any are missing.
set -euo pipefail
# Text: Pango (with HarfBuzz and FriBidi) on Xft, and fonts for Latin, Cyrillic, Greek (DejaVu,
# with its oblique faces), Hebrew and Arabic (Noto), CJK (WenQuanYi Micro Hei), colour emoji,
# a rounded face, and the two icon fonts SF Symbols are drawn from (docs/symbols.md); pango-view
# is the reference the text tests measure against. Images: gdk-pixbuf (PNG, JPEG, GIF, WebP,
# HEIC…, with the WebP and HEIF loaders, which it does not pull in), librsvg (SVG) and
# poppler-glib (PDF). Chromium: the `qa` report's end-to-end tests open its page headless (about
# 350 MB installed; no build cost).
packages=(libx11-dev libxft-dev libxrender-dev libxext-dev libpango1.0-dev zlib1g-dev pkg-config
  xvfb xdotool x11-apps imagemagick fonts-dejavu-core fonts-dejavu-extra fonts-noto-core fonts-wqy-microhei
  fonts-noto-color-emoji fonts-comfortaa fonts-materialdesignicons-webfont fonts-material-design-icons-iconfont
  pango1.0-tools python3 valgrind xsel libgdk-pixbuf-2.0-dev librsvg2-dev libpoppler-glib-dev webp-pixbuf-loader
  heif-gdk-pixbuf chromium)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  sudo=""
  [[ $(id -u) == 0 ]] || sudo="sudo"
  echo "setup: installing ${missing[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi
command -v swift >/dev/null || { echo "setup: Swift 6 is required (swift not found on PATH)" >&2; exit 1; }
