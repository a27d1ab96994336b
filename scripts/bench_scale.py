#!/usr/bin/env python3
"""Scaling: the Flow demo's resize frame with 1,000 and 10,000 tags, beside Chromium's relayout of
the same chips, measured in the same run.

    scripts/bench_scale.py [--binary PATH] [--frames N] [--items N[,N…]] [--chromium PATH]

Ours: `layout-playground bench-frames --demo flow --items N` (release build by default) under
its own Xvfb at 1280x800: each frame is a relayout at a width alternating by one point,
the display list, drawing into the back buffer, the copy to the window and an XSync.

Chromium (Debian's `chromium`, installed by `make bench-setup`), headless: a page holding the
same chips (the demo's eight tags, then "Tag 9", "Tag 10", …; DejaVu Sans 17 px, padding 8 px by
12 px, a capsule background) in a `display: flex; flex-wrap: wrap; gap: 8px` container 1240 px
wide (the demo's flow: the window less 20 pt of padding each side). Its script alternates the
container's width between 1240 and 1239 px and forces a relayout by reading `offsetHeight`,
timing each with `performance.now()` (style and layout only: no paint), then writes the timings
into the page, which `--dump-dom` prints.

One line per figure, then a table: median and p99 ms, µs per item, and the 10k/1k ratio of
medians (1 000 → 10 000 items is ×10; a ratio above 10 is superlinear).

Then ten chip clicks among as many chips as the largest count (`bench-frames --demo chips
--toggle --frames 600`: five select a chip, five deselect it, each followed by 60 frames of the
re-wrap's spring): median, p99 and slowest frame, against the goal that every frame takes at
most 16 ms.

Then the live app with the largest count (`run --demo flow --items N --size 1280x800`): the time
from launch to `READY` (the first frame on the window; goal ≤ 1 s), CPU ticks over 5 s once
settled (goal: none) and the resident set then (VmRSS; goal ≤ 80 MB), each with its verdict.
"""
import argparse
import json
import os
import re
import shutil
import select
import statistics
import subprocess
import sys
import tempfile
import time

from playground_harness import Broken, Xvfb, die_with_parent, end

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TAGS = ["Swift", "SwiftUI", "iOS Development", "Xcode", "UIKit", "Combine", "Async/Await", "Core Data"]
WARM_UP = 10


def tags(count):
    return TAGS[:count] + [f"Tag {index + 1}" for index in range(len(TAGS), count)]


def ours(binary, display, items, frames):
    result = subprocess.run(
        [binary, "bench-frames", "--demo", "flow", "--items", str(items), "--frames", str(frames)],
        env=dict(os.environ, DISPLAY=display), capture_output=True, text=True, timeout=900)
    line = next((line for line in result.stdout.splitlines() if line.startswith("frames demo=flow ")), None)
    if result.returncode != 0 or line is None:
        raise Broken(f"bench-frames --items {items} failed (status {result.returncode}): {result.stderr.strip()[:300]}")
    fields = dict(field.split("=", 1) for field in line.split()[1:])
    return float(fields["median_ms"]), float(fields["p99_ms"])


def toggles(binary, display, items):
    """Ten chip clicks among `items` chips (five select, five deselect), 60 frames each."""
    result = subprocess.run(
        [binary, "bench-frames", "--demo", "chips", "--items", str(items), "--toggle", "--frames", "600"],
        env=dict(os.environ, DISPLAY=display), capture_output=True, text=True, timeout=900)
    line = next((line for line in result.stdout.splitlines() if line.startswith("frames demo=chips ")), None)
    if result.returncode != 0 or line is None:
        raise Broken(f"bench-frames --toggle --items {items} failed (status {result.returncode}): "
                     f"{result.stderr.strip()[:300]}")
    fields = dict(field.split("=", 1) for field in line.split()[1:])
    return float(fields["median_ms"]), float(fields["p99_ms"]), float(fields["max_ms"])


TOGGLE_GOAL_MS = 16
LIVE_GOALS = {"ready_ms": 1000, "idle_ticks": 0, "rss_mb": 80}


def live(binary, display, items):
    """The running app holding `items` tags: ms to READY, CPU ticks over 5 s idle, VmRSS in MB."""
    started = time.monotonic()
    process = subprocess.Popen(
        [binary, "run", "--demo", "flow", "--items", str(items), "--size", "1280x800"],
        env=dict(os.environ, DISPLAY=display), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        preexec_fn=die_with_parent)
    try:
        ready, _, _ = select.select([process.stdout], [], [], 30)
        line = process.stdout.readline().decode(errors="replace") if ready else ""
        ready_ms = (time.monotonic() - started) * 1000
        if not line.startswith("READY "):
            raise Broken(f"run --items {items}: no READY line within 30 s ({line!r})")
        time.sleep(1)
        ticks_before = cpu_ticks(process.pid)
        time.sleep(5)
        idle_ticks = cpu_ticks(process.pid) - ticks_before
        if process.poll() is not None:
            raise Broken(f"run --items {items} exited with status {process.returncode} while idle")
        with open(f"/proc/{process.pid}/status") as status:
            rss_kb = next(int(line.split()[1]) for line in status if line.startswith("VmRSS:"))
        return {"ready_ms": ready_ms, "idle_ticks": idle_ticks, "rss_mb": rss_kb / 1024}
    finally:
        end(process)


def cpu_ticks(pid):
    with open(f"/proc/{pid}/stat") as handle:
        fields = handle.read().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])


PAGE = """<!DOCTYPE html>
<html><head><meta charset="utf-8"><style>
  body { margin: 0; }
  #flow { display: flex; flex-wrap: wrap; gap: 8px; width: 1240px; align-items: flex-start;
          font: 17px "DejaVu Sans"; }
  #flow span { padding: 8px 12px; border-radius: 9999px; background: rgba(0, 0, 255, 0.2);
               white-space: nowrap; }
</style></head><body><div id="flow">CHIPS</div><pre id="result"></pre><script>
  const flow = document.getElementById("flow");
  flow.offsetHeight;
  const times = [];
  for (let i = 0; i < WARM + FRAMES; i++) {
    flow.style.width = (i % 2 ? 1239 : 1240) + "px";
    const start = performance.now();
    flow.offsetHeight;
    const elapsed = performance.now() - start;
    if (i >= WARM) times.push(elapsed);
  }
  const chips = flow.children.length;
  const height = flow.offsetHeight;
  flow.remove();
  document.getElementById("result").textContent = JSON.stringify({ times, chips, height });
</script></body></html>
"""


def chromium(executable, items, frames, workdir):
    chips = "".join(f"<span>{tag}</span>" for tag in tags(items))
    page = PAGE.replace("CHIPS", chips).replace("WARM", str(WARM_UP)).replace("FRAMES", str(frames))
    path = os.path.join(workdir, f"flow-{items}.html")
    with open(path, "w", encoding="utf-8") as file:
        file.write(page)
    result = subprocess.run(
        [executable, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
         f"--user-data-dir={os.path.join(workdir, 'profile')}", "--dump-dom", "file://" + path],
        capture_output=True, text=True, timeout=600)
    match = re.search(r'<pre id="result">(.*?)</pre>', result.stdout, re.S)
    if result.returncode != 0 or not match or not match.group(1).strip():
        raise Broken(f"chromium --items {items} failed (status {result.returncode}): {result.stderr.strip()[-300:]}")
    data = json.loads(match.group(1))
    if data["chips"] != items:
        raise Broken(f"chromium laid out {data['chips']} chips, not {items}")
    times = sorted(data["times"])
    return statistics.median(times), times[min(len(times) - 1, int(len(times) * 0.99))]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/release/layout-playground"))
    parser.add_argument("--frames", type=int, default=200, help="frames (and relayouts) timed per size")
    parser.add_argument("--items", default="1000,10000", help="tag counts, comma-separated")
    parser.add_argument("--chromium", default=shutil.which("chromium") or shutil.which("chromium-browser"))
    options = parser.parse_args()
    counts = [int(count) for count in options.items.split(",")]
    if not os.access(options.binary, os.X_OK):
        print(f"bench_scale: {options.binary} is missing: run `swift build -c release` first", file=sys.stderr)
        return 1
    results = {}
    xvfb = None
    try:
        xvfb = Xvfb()
        with tempfile.TemporaryDirectory(prefix="layout-scale-") as workdir:
            for items in counts:
                results[("ours", items)] = ours(options.binary, xvfb.display, items, options.frames)
                if options.chromium:
                    results[("chromium", items)] = chromium(options.chromium, items, options.frames, workdir)
            clicks = toggles(options.binary, xvfb.display, counts[-1])
            running = live(options.binary, xvfb.display, counts[-1])
    except (Broken, subprocess.CalledProcessError, subprocess.TimeoutExpired, OSError) as error:
        print(f"bench_scale: broken: {error}", file=sys.stderr)
        return 1
    finally:
        if xvfb:
            xvfb.stop()
    engines = ["ours"] + (["chromium"] if options.chromium else [])
    for (engine, items), (median, p99) in results.items():
        print(f"scale engine={engine} items={items} median_ms={median:.2f} p99_ms={p99:.2f} "
              f"per_item_us={median * 1000 / items:.2f} frames={options.frames}")
    if not options.chromium:
        print("scale engine=chromium skipped=not-installed (make bench-setup installs it)")
    print()
    print(f"{'items':>8}  " + "  ".join(f"{engine + ' median/p99 ms':>24}" for engine in engines)
          + ("  ours/chromium" if options.chromium else ""))
    for items in counts:
        row = "  ".join(f"{results[(e, items)][0]:>14.2f} / {results[(e, items)][1]:>7.2f}" for e in engines)
        ratio = f"  {results[('ours', items)][0] / max(results[('chromium', items)][0], 1e-9):>12.1f}×" if options.chromium else ""
        print(f"{items:>8}  {row}{ratio}")
    if len(counts) >= 2:
        low, high = counts[0], counts[-1]
        ratios = "  ".join(
            f"{engine}={results[(engine, high)][0] / max(results[(engine, low)][0], 1e-9):.1f}×" for engine in engines)
        print(f"\nscale ratio {high}/{low} items (×{high / low:g} the items): {ratios}")
    median, p99, slowest = clicks
    print(f"\ntoggle items={counts[-1]} median_ms={median:.2f} p99_ms={p99:.2f} max_ms={slowest:.2f} "
          f"goal=frames<={TOGGLE_GOAL_MS} verdict={'met' if slowest <= TOGGLE_GOAL_MS else 'NOT-MET'}")
    met = all(running[key] <= goal for key, goal in LIVE_GOALS.items())
    print(f"\nlive items={counts[-1]} ready_ms={running['ready_ms']:.0f} idle_ticks_5s={running['idle_ticks']} "
          f"rss_mb={running['rss_mb']:.1f} goals=ready<={LIVE_GOALS['ready_ms']},idle={LIVE_GOALS['idle_ticks']},"
          f"rss<={LIVE_GOALS['rss_mb']} verdict={'met' if met else 'NOT-MET'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
