#!/usr/bin/env python3
"""The scripts' one harness for the app under a private X server (measure.py, screenshots.sh).

    scripts/playground_harness.py xvfb -- COMMAND [ARGUMENT…]

runs COMMAND with DISPLAY set to a private Xvfb (1280×800×24 at 96 dpi, a free display chosen
by the server itself: -displayfd) and stops the server afterwards; its exit status is the
command's. As a module it offers `Xvfb` and `App` (one `layout-playground run` with a trace and
a stats file, driven with xdotool), and `Broken` for a harness that cannot do its job.

The Swift tests have their own (Tests/XvfbTestSupport): a test cannot depend on a Python
helper, and these scripts do not build the test targets.
"""
import ctypes
import json
import os
import select
import signal
import subprocess
import sys
import time

_libc = ctypes.CDLL(None, use_errno=True)


class Broken(Exception):
    """The benchmark itself failed (not a missed budget)."""


def die_with_parent():
    # PR_SET_PDEATHSIG: if this script dies, its Xvfb and apps get SIGTERM instead of lingering.
    _libc.prctl(1, signal.SIGTERM)


def end(process):
    """Stops a process this script started: SIGTERM, then SIGKILL after 5 s."""
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(5)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


class Xvfb:
    def __init__(self):
        read_end, write_end = os.pipe()
        self.process = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write_end), "-screen", "0", "1280x800x24", "-dpi", "96",
             "-nolisten", "tcp", "-noreset"],
            pass_fds=(write_end,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            preexec_fn=die_with_parent)
        os.close(write_end)
        # Xvfb writes the number and then a newline in two writes, and dies if the second one
        # finds the pipe closed: read through the newline.
        data, deadline = b"", time.monotonic() + 10
        while not data.endswith(b"\n") and select.select([read_end], [], [], max(0, deadline - time.monotonic()))[0]:
            chunk = os.read(read_end, 32)
            if not chunk:
                break
            data += chunk
        os.close(read_end)
        number = data.decode().strip()
        if not number.isdigit():
            self.stop()
            raise Broken("Xvfb did not start (is it installed? apt-get install xvfb)")
        self.display = ":" + number

    def stop(self):
        end(self.process)


class App:
    """One `layout-playground run` on the private display, with a trace and a stats file."""

    def __init__(self, binary, display, workdir, demo, size="960x640", extra=()):
        self.trace = os.path.join(workdir, f"trace-{demo}-{time.monotonic_ns()}.jsonl")
        self.stats_path = self.trace.replace(".jsonl", ".stats")
        self.display = display
        self.size = size
        self.stderr = open(self.trace.replace(".jsonl", ".stderr"), "w+b")
        environment = dict(os.environ, DISPLAY=display)
        self.started = time.monotonic()
        self.process = subprocess.Popen(
            [binary, "run", "--demo", demo, "--size", size, "--trace", self.trace,
             "--stats", self.stats_path, *extra],
            env=environment, stdout=subprocess.PIPE, stderr=self.stderr,
            preexec_fn=die_with_parent)
        line = self._read_line(20)
        self.ready = time.monotonic()
        if not line.startswith("READY "):
            self.stop()
            error = self.error_output()
            raise Broken(f"{demo}: no READY line within 20 s ({line!r}; stderr: {error[:300]!r})")
        self.window = line.split()[1]
        self._offset, self._partial, self._count, self._last, self._recorded = 0, b"", 0, None, None

    @property
    def startup_ms(self):
        return (self.ready - self.started) * 1000

    def _read_line(self, timeout):
        data = b""
        deadline = time.monotonic() + timeout
        fd = self.process.stdout.fileno()
        while not data.endswith(b"\n"):
            remaining = deadline - time.monotonic()
            if remaining <= 0 or not select.select([fd], [], [], remaining)[0]:
                break
            chunk = os.read(fd, 1)
            if not chunk:
                break
            data += chunk
        return data.decode(errors="replace").strip()

    def error_output(self):
        self.stderr.seek(0)
        return self.stderr.read().decode(errors="replace").strip()

    def alive(self):
        return self.process.poll() is None

    def check_alive(self, what):
        if not self.alive():
            error = self.error_output()
            raise Broken(f"the app exited (status {self.process.returncode}) during {what}: {error[:300]}")

    def xdotool(self, *arguments):
        # xdotool's stderr is noise here ("XGetInputFocus returned the focused window of 1"
        # without a window manager); it is shown only if xdotool fails.
        result = subprocess.run(["xdotool", *arguments], env=dict(os.environ, DISPLAY=self.display),
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        if result.returncode != 0:
            raise Broken(f"xdotool {arguments[0]} failed: {result.stderr.decode(errors='replace').strip()[:300]}")

    def resize_through(self, sizes):
        """Resizes the window through `sizes`, 17 ms apart so each is its own relayout, then back
        to where it started, and waits for the app to settle."""
        arguments = []
        for width, height in sizes:
            arguments += ["windowsize", self.window, str(width), str(height), "sleep", "0.017"]
        for start in range(0, len(arguments), 6 * 500):
            self.xdotool(*arguments[start:start + 6 * 500])
            self.check_alive("resizes")
        self.xdotool("windowsize", self.window, *self.size.split("x"))
        self.settle()

    def click(self, x, y):
        self.xdotool("mousemove", "--window", self.window, str(round(x)), str(round(y)), "click", "1")

    def key(self, name):
        self.xdotool("key", "--window", self.window, name)

    def poll(self):
        """Reads what the app has appended to its trace; returns the number of frames so far."""
        with open(self.trace, "rb") as handle:
            handle.seek(self._offset)
            data = handle.read()
        self._offset += len(data)
        lines = (self._partial + data).split(b"\n")
        self._partial = lines.pop()
        for line in lines:
            self._count += 1
            self._last = line
            if self._recorded is not None:
                self._recorded.append(self._parse(line))
        return self._count

    @staticmethod
    def _parse(line):
        try:
            frame = json.loads(line)
            if not isinstance(frame["t"], (int, float)) or not isinstance(frame["views"], list):
                raise TypeError("t or views of the wrong type")
            return frame
        except (ValueError, KeyError, TypeError) as error:
            raise Broken(f"malformed trace line: {error}: {line[:200]!r}")

    def last_frame(self):
        self.poll()
        if self._last is None:
            raise Broken("no frame traced")
        return self._parse(self._last)

    def record(self):
        """Keeps every frame traced from now on, for `recorded()`."""
        self.poll()
        self._recorded = []

    def recorded(self):
        self.poll()
        frames, self._recorded = self._recorded, None
        return frames

    def settle(self, quiet=0.5, timeout=30):
        """Waits until no frame has been traced for `quiet` seconds; returns the frame count."""
        deadline = time.monotonic() + timeout
        count, since = self.poll(), time.monotonic()
        while time.monotonic() < deadline:
            time.sleep(0.05)
            self.check_alive("settling")
            now = self.poll()
            if now != count:
                count, since = now, time.monotonic()
            elif time.monotonic() - since >= quiet:
                return count
        raise Broken(f"the app never stopped drawing ({count} frames in {timeout} s)")

    def stats(self):
        with open(self.stats_path) as handle:
            text = handle.read().strip()
        try:
            return {k: int(v) for k, v in (field.split("=") for field in text.split())}
        except ValueError:
            raise Broken(f"malformed stats line: {text!r}")

    def cpu_seconds(self):
        with open(f"/proc/{self.process.pid}/stat") as handle:
            fields = handle.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def rss_kb(self, field="VmRSS"):
        """The resident set now (VmRSS) or at its peak so far (VmHWM), in kB."""
        with open(f"/proc/{self.process.pid}/status") as handle:
            for line in handle:
                if line.startswith(field + ":"):
                    return int(line.split()[1])
        raise Broken(f"no {field} in /proc status")

    def text_view(self, label):
        for view in reversed(self.last_frame()["views"]):
            if view.get("kind") == "text" and view.get("text") == label:
                return view
        raise Broken(f"no text {label!r} drawn")

    def stop(self):
        end(self.process)
        self.stderr.close()
        for path in (self.trace, self.stats_path, self.stderr.name):
            if os.path.exists(path):
                os.remove(path)


def main(arguments):
    if len(arguments) < 3 or arguments[0] != "xvfb" or arguments[1] != "--":
        print("usage: playground_harness.py xvfb -- COMMAND [ARGUMENT…]", file=sys.stderr)
        return 2
    try:
        xvfb = Xvfb()
    except Broken as error:
        print(f"playground_harness: {error}", file=sys.stderr)
        return 1
    try:
        return subprocess.run(arguments[2:], env=dict(os.environ, DISPLAY=xvfb.display)).returncode
    finally:
        xvfb.stop()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
