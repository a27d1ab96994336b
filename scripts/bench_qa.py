#!/usr/bin/env python3
"""Benchmark of `layout-playground qa` (issue 26's speed goal): 60 snapshots, 10 previews of a
100-view screen in 6 variants, in at most 10 s of wall clock including the compile.

    scripts/bench_qa.py [--binary PATH] [--runs N]

A Swift file with ten previews of a settings-like screen (a header, 24 rows of an icon, two
texts and a toggle-like capsule: about 100 views) is generated in a temporary folder, outside
the repository, and `qa` runs on a private Xvfb with
`--variants "scheme=light,dark;type=large,xxxLarge,accessibility2"` (6 variants) and
`--record all`, so every run renders, compares and writes all 60 snapshots. The first run
records; every run is timed, and the best and median are printed:

    qa snapshots=60 best_s=… median_s=… runs=N

The compile is included in each run (no build cache is kept between runs).
Build first: swift build -c release --product layout-playground
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from playground_harness import Broken, Xvfb  # noqa: E402

ROW = '''            Row(icon: "{icon}", title: "Setting {n}", detail: "Detail of setting {n}", on: {on})
'''

SOURCE_HEAD = '''import SwiftUI

struct Row: View {
    let icon: String
    let title: String
    let detail: String
    let on: Bool

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: icon).foregroundStyle(.tint)
            VStack(alignment: .leading, spacing: 2) {
                Text(title)
                Text(detail).font(.caption).foregroundStyle(.secondary)
            }
            Spacer()
            Capsule().fill(on ? Color.green : Color.gray).frame(width: 44, height: 26)
        }
    }
}

struct Screen: View {
    let title: String

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title).font(.largeTitle).bold()
'''

SOURCE_TAIL = '''        }
        .padding()
    }
}
'''


def source():
    icons = ["gear", "bell", "star", "heart", "person"]
    rows = "".join(ROW.format(icon=icons[n % len(icons)], n=n, on="true" if n % 2 else "false") for n in range(24))
    previews = "".join(f'#Preview("Screen {k}") {{ Screen(title: "Screen {k}") }}\n' for k in range(10))
    return SOURCE_HEAD + rows + SOURCE_TAIL + "\n" + previews


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", default=".build/release/layout-playground")
    parser.add_argument("--runs", type=int, default=3)
    arguments = parser.parse_args()
    binary = os.path.abspath(arguments.binary)
    if not os.path.exists(binary):
        raise Broken(f"{binary} is not built (swift build -c release --product layout-playground)")
    xvfb = Xvfb()
    try:
        with tempfile.TemporaryDirectory(prefix="bench-qa-") as folder:
            path = os.path.join(folder, "Settings.swift")
            with open(path, "w") as file:
                file.write(source())
            command = [binary, "qa", path, "--record", "all", "--report", os.path.join(folder, "report"),
                       "--variants", "scheme=light,dark;type=large,xxxLarge,accessibility2"]
            environment = dict(os.environ, DISPLAY=xvfb.display)
            environment.pop("LAYOUT_PLAYGROUND_RECORD", None)
            times = []
            for _ in range(arguments.runs):
                start = time.monotonic()
                run = subprocess.run(command, env=environment, capture_output=True, text=True, timeout=600)
                times.append(time.monotonic() - start)
                if run.returncode != 0:
                    raise Broken(f"qa exited with {run.returncode}: {run.stderr[-2000:]}")
                snapshots = run.stdout.count("\n") - 1
            print(f"qa snapshots={snapshots} best_s={min(times):.2f} median_s={statistics.median(times):.2f} "
                  f"runs={len(times)}")
    finally:
        xvfb.stop()


if __name__ == "__main__":
    try:
        main()
    except Broken as error:
        sys.exit(f"bench_qa: {error}")
