#!/usr/bin/env python3
"""Benchmark of `layout-playground open`: how long until the first window shows your view, and
how long from saving a file to the first frame of the new version.

    scripts/bench_open.py [--binary PATH] [--saves N] [--quick] [--edit body|literal]

A 100-line SwiftUI file (a custom Layout, a view with a dozen subviews and state) is generated
in a temporary folder and opened on a private Xvfb with `--trace`. Then, N times, one word of
it changes (`Revision k`), saved alternately in place and by writing a temporary file and
renaming it over the original, as editors do; the time from the save to the first traced frame
that draws the new word is one sample. The word is a string literal: with `--edit literal`
only it changes, which reaches the window without a build (the design-time literal table);
with `--edit body` (the default) every other save also adds a `.padding(0)` to that `Text`, a
change of code, so every save compiles. Prints

    open first_window_ms=… ready_ms=…
    reload edit=body|literal saves=N median_ms=… p90_ms=… max_ms=…

The anchor is Flutter's documented hot-reload example (978 ms for a reload); the goal is a
median at or under 1000 ms, and the first window at or under 5000 ms.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from playground_harness import Broken, Xvfb, die_with_parent, end  # noqa: E402

SOURCE = '''import SwiftUI

/// Lays subviews out in columns of a fixed height, left to right.
struct ColumnsLayout: Layout {
  var columnHeight: CGFloat = 160
  var spacing: CGFloat = 8

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    var x: CGFloat = 0
    var y: CGFloat = 0
    var columnWidth: CGFloat = 0
    var height: CGFloat = 0
    for subview in subviews {
      let size = subview.sizeThatFits(.unspecified)
      if y > 0 && y + size.height > columnHeight {
        x += columnWidth + spacing
        y = 0
        columnWidth = 0
      }
      y += size.height + spacing
      columnWidth = max(columnWidth, size.width)
      height = max(height, y - spacing)
    }
    return CGSize(width: x + columnWidth, height: height)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    var x = bounds.minX
    var y = bounds.minY
    var columnWidth: CGFloat = 0
    for subview in subviews {
      let size = subview.sizeThatFits(.unspecified)
      if y > bounds.minY && y + size.height > bounds.minY + columnHeight {
        x += columnWidth + spacing
        y = bounds.minY
        columnWidth = 0
      }
      subview.place(at: CGPoint(x: x, y: y), proposal: .unspecified)
      y += size.height + spacing
      columnWidth = max(columnWidth, size.width)
    }
  }
}

/// A card: a title and a count.
struct Card: View {
  let title: String
  let count: Int

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      Text(title).font(.headline)
      Text("\\(count) items").font(.caption).foregroundStyle(.secondary)
    }
    .padding(10)
    .background(RoundedRectangle(cornerRadius: 8).fill(Color.blue.opacity(0.12)))
  }
}

/// What the benchmark opens: cards in columns, a counter, and the word it changes.
struct BenchmarkView: View {
  @State private var taps = 0
  private let titles = [
    "Layouts", "Stacks", "Grids", "Flow", "Spirals", "Cards",
    "Chips", "Buttons", "Sliders", "Text", "Shapes", "Colours",
  ]

  var body: some View {
    VStack(spacing: 16) {
      Text("MARKER")
        .font(.title2)
      ColumnsLayout(columnHeight: 180) {
        ForEach(Array(titles.enumerated()), id: \\.offset) { index, title in
          Card(title: title, count: index * 3 + taps)
        }
      }
      HStack(spacing: 12) {
        Button("Tap") { taps += 1 }
        Text("Tapped \\(taps) times")
      }
    }
    .padding(20)
  }
}

#Preview("Benchmark") {
  BenchmarkView()
}

#Preview("Cards only") {
  HStack {
    Card(title: "One", count: 1)
    Card(title: "Two", count: 2)
    Card(title: "Three", count: 3)
  }
  .padding()
}

#Preview("Columns") {
  ColumnsLayout(columnHeight: 120) {
    ForEach(0..<9, id: \.self) { index in
      Card(title: "Card \(index)", count: index)
    }
  }
}
'''


def frame_texts(line):
    try:
        frame = json.loads(line)
    except ValueError:
        return set()
    return {view.get("text") for view in frame.get("views", []) if view.get("kind") == "text"}


def wait_for_text(trace, offset, text, deadline):
    """Reads the trace from `offset` until a frame draws `text`; returns (seen at, new offset)."""
    while time.monotonic() < deadline:
        with open(trace, "rb") as handle:
            handle.seek(offset)
            data = handle.read()
        lines = data.split(b"\n")
        complete, rest = lines[:-1], lines[-1]
        for line in complete:
            if text in frame_texts(line):
                return time.monotonic(), offset + len(data) - len(rest)
        offset += len(data) - len(rest)
        time.sleep(0.004)
    raise Broken(f"no frame drew {text!r} in time")


def save(path, text, by_rename):
    if by_rename:
        temporary = path + ".tmp~"
        with open(temporary, "w") as handle:
            handle.write(text)
        os.rename(temporary, path)
    else:
        with open(path, "w") as handle:
            handle.write(text)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", default=".build/release/layout-playground")
    parser.add_argument("--saves", type=int, default=12)
    parser.add_argument("--quick", action="store_true", help="3 saves: a smoke run")
    parser.add_argument("--edit", choices=["body", "literal"], default="body",
                        help="change code (a build each save) or only the literal (no build)")
    arguments = parser.parse_args()
    saves = 3 if arguments.quick else arguments.saves
    binary = os.path.abspath(arguments.binary)
    if not os.access(binary, os.X_OK):
        raise Broken(f"{binary} is not built (swift build -c release --product layout-playground)")
    assert len(SOURCE.splitlines()) >= 100, "the benchmark file must have 100 lines"
    server = Xvfb()
    workdir = tempfile.mkdtemp(prefix="bench-open-")
    path = os.path.join(workdir, "Benchmark.swift")
    trace = os.path.join(workdir, "trace.jsonl")
    save(path, SOURCE.replace("MARKER", "Revision 0"), False)
    started = time.monotonic()
    app = subprocess.Popen(
        [binary, "open", path, "--size", "900x600", "--trace", trace],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=dict(os.environ, DISPLAY=server.display),
        preexec_fn=die_with_parent)
    try:
        line = app.stdout.readline().decode()
        if not line.startswith("READY "):
            raise Broken("open did not print READY: " + app.stderr.read().decode()[-2000:])
        ready = time.monotonic()
        seen, offset = wait_for_text(trace, 0, "Revision 0", started + 60)
        print(f"open first_window_ms={(seen - started) * 1000:.0f} ready_ms={(ready - started) * 1000:.0f}")
        samples = []
        for revision in range(1, saves + 1):
            time.sleep(0.3)  # Let the previous reload's frames and the watcher's debounce pass.
            saved = time.monotonic()
            text = SOURCE.replace("MARKER", f"Revision {revision}")
            if arguments.edit == "body" and revision % 2 == 1:
                text = text.replace(f'Text("Revision {revision}")', f'Text("Revision {revision}").padding(0)')
            save(path, text, revision % 2 == 0)
            seen, offset = wait_for_text(trace, offset, f"Revision {revision}", saved + 30)
            samples.append((seen - saved) * 1000)
        samples.sort()
        p90 = samples[min(len(samples) - 1, int(round(0.9 * (len(samples) - 1))))]
        print(f"reload edit={arguments.edit} saves={saves} median_ms={statistics.median(samples):.0f} p90_ms={p90:.0f} "
              f"max_ms={samples[-1]:.0f}")
    finally:
        end(app)
        server.stop()


if __name__ == "__main__":
    try:
        main()
    except Broken as failure:
        print(f"bench_open: {failure}", file=sys.stderr)
        sys.exit(1)
