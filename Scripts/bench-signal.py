#!/usr/bin/env python3
"""How long the session takes to end at a signal: the README's "within 100 ms".

Starts `layout-preview` on a copy of the sign-in sample in a private tmux server (80x24), then,
for each run:
  idle    the picture shown and nothing being read: SIGTERM, and the time until the process has
          ended (gone, or a zombie waiting for its parent);
  reload  the file saved over with a layout of about 96,000 nodes, whose reload takes seconds,
          and SIGTERM while "reloading…" is on screen: the session must not wait for the read.
Prints the median and the spread (lowest to highest) of each, in milliseconds, and the exit
status, which must be 143 (128 + SIGTERM). The time is the wall clock from kill(2) to the end,
polled every 0.2 ms, so a loaded machine adds to it: compare runs made at the same load.

By default the binary is the release build (`swift build -c release`); `--binary PATH` measures
another (`.build/debug/layout-preview`: the debug build's reload is slower, its ending is not).

Usage: Scripts/bench-signal.py [--runs N] [--binary PATH]
"""

from __future__ import annotations

import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
SAMPLE = REPO / "Layouts" / "sign-in.yaml"


def slow_layout() -> str:
    """About 96,000 view nodes, under the 100,000-node budget of a layout file."""
    rows = (
        f"  - HStack: [Text: row {n} with a longer text to read, Spacer, Toggle: {{title: on, isOn: true}}]"
        for n in range(24_000)
    )
    return "body:\n  List:\n" + "\n".join(rows) + "\n"


class Session:
    """One `layout-preview` session in a private tmux server, with its own XDG folders."""

    def __init__(self, binary: str, scratch: Path) -> None:
        self.socket = f"lp-bench-{os.getpid()}"
        self.file = scratch / "screen.yaml"
        self.status = scratch / "status"
        shutil.copy(SAMPLE, self.file)
        script = scratch / "run.sh"
        script.write_text(
            "#!/bin/sh\n"
            f"'{binary}' '{self.file}'\n"
            f"echo $? > '{self.status}'\n"
            "exec sleep 30\n"
        )
        script.chmod(0o755)
        env = dict(os.environ)
        for name in ("CONFIG", "STATE", "CACHE"):
            env[f"XDG_{name}_HOME"] = str(scratch / name.lower())
        env["TERM"] = "xterm-256color"
        self.tmux(["new-session", "-d", "-s", "main", "-x", "80", "-y", "24", str(script)], env)

    def tmux(self, arguments: list[str], env: dict[str, str] | None = None) -> str:
        return subprocess.run(
            ["tmux", "-L", self.socket, "-f", "/dev/null", *arguments],
            env=env, capture_output=True, text=True, check=True,
        ).stdout

    def wait_for(self, text: str, seconds: float = 30) -> None:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            if text in self.tmux(["capture-pane", "-p", "-t", "main"]):
                return
            time.sleep(0.02)
        raise SystemExit(f"bench-signal: '{text}' never appeared on screen")

    def program_pid(self) -> int:
        shell = int(self.tmux(["display-message", "-p", "-t", "main", "#{pane_pid}"]).strip())
        children = subprocess.run(
            ["pgrep", "-P", str(shell)], capture_output=True, text=True, check=True
        ).stdout.split()
        return int(children[0])

    def close(self) -> None:
        subprocess.run(["tmux", "-L", self.socket, "kill-server"], capture_output=True)


def ended(pid: int) -> bool:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return True
    return stat[stat.rindex(")") + 2] == "Z"


def one_run(binary: str, reload: bool) -> tuple[float, str]:
    with tempfile.TemporaryDirectory(prefix="lp-bench-signal-") as folder:
        session = Session(binary, Path(folder))
        try:
            session.wait_for("Welcome back")
            if reload:
                temporary = session.file.with_suffix(".new")
                temporary.write_text(slow_layout())
                temporary.rename(session.file)
                session.wait_for("reloading…")
            pid = session.program_pid()
            sent = time.perf_counter()
            os.kill(pid, signal.SIGTERM)
            while not ended(pid) and time.perf_counter() - sent < 10:
                time.sleep(0.0002)
            elapsed = (time.perf_counter() - sent) * 1000
            deadline = time.monotonic() + 5
            while not session.status.exists() and time.monotonic() < deadline:
                time.sleep(0.01)
            status = session.status.read_text().strip() if session.status.exists() else "?"
            return elapsed, status
        finally:
            session.close()


def main() -> None:
    arguments = sys.argv[1:]
    runs, binary = 11, str(REPO / ".build" / "release" / "layout-preview")
    while arguments:
        flag = arguments.pop(0)
        if flag == "--runs" and arguments:
            runs = int(arguments.pop(0))
        elif flag == "--binary" and arguments:
            binary = arguments.pop(0)
        else:
            raise SystemExit(__doc__)
    if not os.access(binary, os.X_OK):
        raise SystemExit(f"bench-signal: no binary at {binary}: build it with `swift build -c release`")
    for name, reload in (("idle", False), ("reload", True)):
        times, statuses = [], set()
        for _ in range(runs):
            elapsed, status = one_run(binary, reload)
            times.append(elapsed)
            statuses.add(status)
        print(
            f"{name:7} median {statistics.median(times):6.1f} ms  "
            f"({min(times):.1f}-{max(times):.1f}, {runs} runs)  exit status {', '.join(sorted(statuses))}"
        )


if __name__ == "__main__":
    main()
