#!/usr/bin/env bash
# Writes an opened-code fixture for timing images: an asset catalog of N photo-like JPEGs
# (ImageMagick's plasma, SIZE pixels each, at 2x) and a screen that shows them all, resizable,
# filled and clipped in a grid, as a gallery screen does. (Clipped to rectangles: a
# `clipShape(RoundedRectangle(…))` on each draws every photo through a shape clip's layer, which
# took 20 photos from 1.3 to 5.9 ms median a resize frame at 1280×800 in release — PERFORMANCE.md.)
#
#   scripts/image-bench-fixture.sh /tmp/images-20 20 800x600
#   layout-playground bench-frames --open /tmp/images-20 --size 1280x800 --frames 600
set -euo pipefail
out=${1:?usage: image-bench-fixture.sh OUTDIR [COUNT] [WxH]}
count=${2:-20}
size=${3:-800x600}
mkdir -p "$out/Assets.xcassets"
echo '{"info": {"version": 1, "author": "xcode"}}' >"$out/Assets.xcassets/Contents.json"
for i in $(seq 1 "$count"); do
  set_dir="$out/Assets.xcassets/Photo$i.imageset"
  mkdir -p "$set_dir"
  [[ -f "$set_dir/photo@2x.jpg" ]] || convert -seed "$i" -size "$size" plasma:fractal -quality 85 "$set_dir/photo@2x.jpg"
  cat >"$set_dir/Contents.json" <<JSON
{"images": [{"idiom": "universal", "filename": "photo@2x.jpg", "scale": "2x"}], "info": {"version": 1, "author": "xcode"}}
JSON
done
cat >"$out/Gallery.swift" <<SWIFT
import SwiftUI

/// $count asset photos in an adaptive grid, each filled into its cell and clipped.
struct Gallery: View {
  let columns = [GridItem(.adaptive(minimum: 150), spacing: 8)]

  var body: some View {
    ScrollView {
      LazyVGrid(columns: columns, spacing: 8) {
        ForEach(1...$count, id: \.self) { index in
          Image("Photo\(index)")
            .resizable()
            .scaledToFill()
            .frame(height: 110)
            .clipped()
        }
      }
      .padding()
    }
  }
}

#Preview { Gallery() }
SWIFT
