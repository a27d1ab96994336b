#!/usr/bin/env python3
"""Measures the running app against the budgets of PERFORMANCE.md, under a private Xvfb.

    scripts/measure.py [--quick] [--binary PATH] [--only NAME[,NAME…]]

Starts its own Xvfb (a free display chosen by the server itself: -displayfd), launches the app
(`layout-playground run --trace FILE --stats FILE`, release build by default), drives it with
xdotool (all three through the scripts' one harness, playground_harness.py, which
screenshots.sh uses too) and prints one line per figure, `NAME key=value …`, ending in `budget=ok` or
`budget=missed` (`budget=n/a` with --quick, whose runs are too short to judge):

  frames     `layout-playground bench-frames --size 1280x800` (layout + display list + drawing
             through the real window path), one line per demo.
  startup    launch → `READY <window>` on stdout (printed once the first frame is on the window), ms.
  idle       CPU time (/proc/PID/stat utime + stime) over 10 s with the window open, settled.
  animation  spiral "Add a circle", a chips toggle, spiral "Remove a circle" ×10 slow; from the
             trace's `t` values: frames per second while moving, late frames (a gap over 1.5
             frame periods), and frames presented in the 2 s after it settled.
  memory     chips demo: VmRSS after start-up, after a warm-up (one cycle of 160 resizes and 50
             clicks), and after 5,000 resizes (17 ms apart, so each is its own relayout) and
             5,000 clicks (17 ms apart) on a chip.
  text       per demo, `--stats` counters over a cycle of 160 resizes and the same cycle again:
             texts laid out by Pango in each, and texts laid out a second time (the budget: 0);
             the memory run adds the same over its 5,000 resizes.
  shaping    the memory run's Pango work: texts and lines laid out, microseconds per line, and
             the text cache's hit rate.

--quick (CI's smoke form, ~30 s): fewer and shorter runs; it fails only if something breaks
(no READY, a crash, no frames, a malformed line), never on timing. Without --quick the exit
status is 0 even when a budget is missed; read the lines.
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

from playground_harness import App, Broken, Xvfb

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PERIOD = 1 / 60


def emit(name, fields):
    print(name + " " + " ".join(f"{k}={v}" for k, v in fields), flush=True)


def verdict(ok, quick):
    return "n/a" if quick else ("ok" if ok else "missed")


# MARK: - Figures

def measure_frames(options, xvfb):
    frames = "20" if options.quick else "600"
    result = subprocess.run(
        [options.binary, "bench-frames", "--size", "1280x800", "--frames", frames],
        env=dict(os.environ, DISPLAY=xvfb.display), capture_output=True, text=True, timeout=300)
    lines = [line for line in result.stdout.splitlines() if line.startswith("frames ")]
    if result.returncode != 0 or len(lines) < 4:  # one line per demo
        raise Broken(f"bench-frames failed (status {result.returncode}): {result.stderr.strip()[:300]}")
    for line in lines:
        fields = dict(field.split("=", 1) for field in line.split()[1:])
        try:
            median, p99 = float(fields["median_ms"]), float(fields["p99_ms"])
        except (KeyError, ValueError):
            raise Broken(f"malformed bench-frames line: {line!r}")
        emit("frames", [("demo", fields["demo"]), ("median_ms", f"{median:.2f}"), ("p99_ms", f"{p99:.2f}"),
                        ("frames", frames), ("budget_ms", "4/8"),
                        ("budget", verdict(median <= 4 and p99 <= 8, options.quick))])


def measure_startup(options, xvfb, workdir):
    runs = 2 if options.quick else 7
    times = []
    for _ in range(runs):
        app = App(options.binary, xvfb.display, workdir, "flow")
        times.append(app.startup_ms)
        app.stop()
    times.sort()
    emit("startup", [("median_ms", f"{statistics.median(times):.0f}"), ("max_ms", f"{times[-1]:.0f}"),
                     ("min_ms", f"{times[0]:.0f}"), ("runs", runs), ("budget_ms", 300),
                     ("budget", verdict(times[-1] <= 300, options.quick))])


def measure_idle(options, xvfb, workdir):
    seconds = 2 if options.quick else 10
    app = App(options.binary, xvfb.display, workdir, "flow")
    try:
        before_frames = app.settle()
        cpu0, wall0 = app.cpu_seconds(), time.monotonic()
        time.sleep(seconds)
        cpu1, wall1 = app.cpu_seconds(), time.monotonic()
        app.check_alive("idle")
        frames = app.poll() - before_frames
        percent = (cpu1 - cpu0) / (wall1 - wall0) * 100
        emit("idle", [("cpu_percent", f"{percent:.2f}"), ("seconds", seconds), ("frames", frames),
                      ("budget_percent", 0.5), ("budget", verdict(percent < 0.5 and frames == 0, options.quick))])
    finally:
        app.stop()


def pacing(frames):
    """Frames per second and late frames (gap > 1.5 periods) over a run of traced frames."""
    times = [frame["t"] for frame in frames]
    gaps = [b - a for a, b in zip(times, times[1:])]
    duration = times[-1] - times[0] if len(times) > 1 else 0
    late = sum(1 for gap in gaps if gap > 1.5 * PERIOD)
    return duration, late, max(gaps, default=0)


def measure_animation(options, xvfb, workdir):
    app = App(options.binary, xvfb.display, workdir, "spiral")
    try:
        app.settle()
        # (name, keys pressed first, text to click): a spring on 25 circles, the chips' re-wrap
        # (emoji, capsules, a checkmark), and a ten-times-slower removal (~9 s of motion).
        scenarios = [("spiral-add", [], "Add a circle"), ("chips-toggle", ["2"], "Exercise 💪"),
                     ("spiral-remove-slow", ["4", "m"], "Remove a circle")]
        if options.quick:
            scenarios = scenarios[:1]
        for name, keys, label in scenarios:
            for key in keys:
                app.key(key)
                app.settle()
            button = app.text_view(label)
            x, y, w, h = button["frame"]
            app.record()
            app.click(x + w / 2, y + h / 2)
            app.settle(quiet=1.0)
            moving = app.recorded()
            if len(moving) < 5:
                raise Broken(f"{name}: only {len(moving)} frames after the click")
            settled_count = app.poll()
            time.sleep(0.5 if options.quick else 2)
            after = app.poll() - settled_count
            duration, late, worst = pacing(moving)
            fps = (len(moving) - 1) / duration if duration > 0 else 0
            late_per_second = late / max(duration, 1)
            emit("animation", [("scenario", name), ("frames", len(moving)), ("seconds", f"{duration:.2f}"),
                               ("fps", f"{fps:.1f}"), ("late", late), ("late_per_s", f"{late_per_second:.2f}"),
                               ("max_gap_ms", f"{worst * 1000:.1f}"), ("frames_after_settle", after),
                               ("budget", verdict(late_per_second <= 1 and after == 0 and fps >= 57, options.quick))])
    finally:
        app.stop()


def measure_memory(options, xvfb, workdir):
    resizes = 200 if options.quick else 5000
    clicks = 100 if options.quick else 5000
    app = App(options.binary, xvfb.display, workdir, "chips", size="960x640")
    try:
        app.settle()
        rss_launch = app.rss_kb()
        cycle = size_cycle(11)
        sizes = [cycle[i % len(cycle)] for i in range(resizes)]

        def click(count, label_prefix="Morning routine"):
            chip = next((v for v in app.last_frame()["views"]
                         if v.get("kind") == "text" and v.get("text", "").startswith(label_prefix)), None)
            if chip is None:
                raise Broken(f"no chip {label_prefix!r} drawn")
            x, y, w, h = chip["frame"]
            # The chip's leading edge never moves (first in the flow), whatever its width.
            app.xdotool("mousemove", "--window", app.window, str(round(x + 5)), str(round(y + h / 2)),
                        "click", "--repeat", str(count), "--delay", "17", "1")
            app.check_alive("clicks")
            app.settle()

        # Warm-up: one cycle of sizes and 50 clicks (caches and allocator arenas fill).
        app.resize_through(cycle)
        click(50)
        rss_warm = app.rss_kb()
        stats_warm = app.stats()
        app.resize_through(sizes)
        stats_resized = app.stats()
        click(clicks)
        rss_end = app.rss_kb()
        rss_peak = app.rss_kb("VmHWM")
        stats_end = app.stats()
        growth_mb = (rss_end - rss_warm) / 1024
        presses = stats_end["presses"] - stats_warm["presses"]
        if presses < clicks * 0.9:
            raise Broken(f"only {presses} of {clicks} clicks reached the app")
        emit("memory", [("demo", "chips"), ("rss_launch_mb", f"{rss_launch / 1024:.1f}"),
                        ("rss_warm_mb", f"{rss_warm / 1024:.1f}"), ("rss_end_mb", f"{rss_end / 1024:.1f}"),
                        ("rss_peak_mb", f"{rss_peak / 1024:.1f}"),
                        ("growth_mb", f"{growth_mb:.2f}"), ("resizes", resizes),
                        ("resize_frames", stats_resized["resize_frames"] - stats_warm["resize_frames"]),
                        ("clicks", clicks), ("presses", presses), ("budget_mb", "60/2"),
                        ("budget", verdict(rss_peak < 60 * 1024 and growth_mb < 2, options.quick))])
        emit("text", [("demo", "chips"), ("phase", "memory-run"), ("resizes", resizes),
                      ("shaped", stats_resized["text_shaped"] - stats_warm["text_shaped"]),
                      ("remeasured", stats_end["text_remeasured"]),
                      ("budget", verdict(stats_end["text_remeasured"] == 0, options.quick))])
        calls, shaped = stats_end["text_measure_calls"], stats_end["text_shaped"]
        lines = max(1, stats_end["text_shaped_lines"])
        emit("shaping", [("demo", "chips"), ("texts_shaped", shaped), ("lines_shaped", lines),
                         ("us_per_line", f"{stats_end['text_shaping_us'] / lines:.1f}"),
                         ("cache_hit_rate", f"{1 - shaped / max(1, calls):.4f}")])
    finally:
        app.stop()


def size_cycle(step):
    """Widths 400…1279 and back down by `step`, heights alternating 640/641 so every step is a
    real ConfigureNotify."""
    widths = list(range(400, 1280, step)) + list(range(1279, 400, -step))
    return [(width, 640 + index % 2) for index, width in enumerate(widths)]


def drawn_texts(frames):
    return {view["text"] for frame in frames for view in frame["views"] if view.get("kind") == "text"}


def measure_text(options, xvfb, workdir):
    """Per demo: Xft shaping during a cycle of resizes, then during the same cycle again.

    The budget is `remeasured` = 0: no string is measured with Xft a second time. Lines shaped
    in the repeat are strings not seen in the first cycle; `new_lines_repeat` counts those drawn
    (the equal demo's readout describes the width of the frame before, so which readout gets
    wrapped at which width depends on timing: new lines, and new wrap candidates measured)."""
    demos = ["flow", "equal"] if options.quick else ["flow", "chips", "equal", "spiral"]
    cycle = size_cycle(33 if options.quick else 11)
    for demo in demos:
        app = App(options.binary, xvfb.display, workdir, demo)
        try:
            app.settle()
            before = app.stats()
            app.record()
            app.resize_through(cycle)
            first_frames = app.recorded()
            first = app.stats()
            app.record()
            app.resize_through(cycle)
            new_lines = len(drawn_texts(app.recorded()) - drawn_texts(first_frames))
            repeat = app.stats()
            shaped_repeat = repeat["text_shaped"] - first["text_shaped"]
            emit("text", [("demo", demo), ("resizes", 2 * len(cycle)),
                          ("resize_frames", repeat["resize_frames"] - before["resize_frames"]),
                          ("measure_calls", repeat["text_measure_calls"] - before["text_measure_calls"]),
                          ("shaped_first_cycle", first["text_shaped"] - before["text_shaped"]),
                          ("shaped_repeat", shaped_repeat), ("new_lines_repeat", new_lines),
                          ("remeasured", repeat["text_remeasured"]),
                          ("budget", verdict(repeat["text_remeasured"] == 0, options.quick))])
        finally:
            app.stop()


FIGURES = ["frames", "startup", "idle", "animation", "text", "memory"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="CI's smoke form: short runs, no budget verdicts")
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/release/layout-playground"))
    parser.add_argument("--only", help="comma-separated figures: " + ",".join(FIGURES))
    options = parser.parse_args()
    chosen = options.only.split(",") if options.only else FIGURES
    if unknown := set(chosen) - set(FIGURES):
        parser.error(f"unknown figure(s): {', '.join(sorted(unknown))}")
    if not os.access(options.binary, os.X_OK):
        print(f"measure: {options.binary} is missing: run `swift build -c release` first", file=sys.stderr)
        return 1
    xvfb = None
    try:
        xvfb = Xvfb()
        with tempfile.TemporaryDirectory(prefix="layout-measure-") as workdir:
            for figure in chosen:
                if figure == "frames": measure_frames(options, xvfb)
                elif figure == "startup": measure_startup(options, xvfb, workdir)
                elif figure == "idle": measure_idle(options, xvfb, workdir)
                elif figure == "animation": measure_animation(options, xvfb, workdir)
                elif figure == "text": measure_text(options, xvfb, workdir)
                elif figure == "memory": measure_memory(options, xvfb, workdir)
    except (Broken, subprocess.CalledProcessError, subprocess.TimeoutExpired, OSError) as error:
        print(f"measure: broken: {error}", file=sys.stderr)
        return 1
    finally:
        if xvfb:
            xvfb.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
