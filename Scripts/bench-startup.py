#!/usr/bin/env python3
"""Start-up cost of `layout-preview render`: CPU time, wall clock and peak RSS per process.

Runs each command RUNS times as the child of a small C program that reads its resource usage
from wait4(2) (CPU time to the microsecond, peak RSS), so nothing but the process itself is
counted. Prints the
median and the spread (lowest to highest) of each figure. Besides `render` of the given samples it
measures what any program costs here, as the floor the targets sit on: a Swift program that prints
a line, the same with Foundation linked (dynamically, as `swift build` links it, and statically),
and one with FoundationEssentials only. Those are compiled once into .build/bench-startup/.

By default the binary measured is the ordinary release build (`swift build -c release`);
`--static` builds and measures it linked with the Swift runtime and Foundation statically
(`--static-swift-stdlib`, as `Scripts/install` builds it), `--binary PATH` measures any binary.
SwiftPM passes `-static-stdlib` to every module's compilation, not only to the link, so going from
one of the two builds to the other in the same `.build` compiles every module again (swift-syntax
included: about 17 minutes of CPU in release).

`--instructions` adds the instructions each process executes (valgrind's callgrind, one run: the
same on a loaded machine, where CPU time and wall clock are not). valgrind 3.19 cannot read the
DWARF 5 debug information Swift writes, so it runs a copy of the binary without it
(.build/bench-startup/layout-preview, beside links to the binary's resource bundles).

Usage: Scripts/bench-startup.py [--runs N] [--no-build] [--instructions] [--static | --binary PATH] [SAMPLE...]
  SAMPLE   sample names in Layouts/ (default: sign-in settings messages)
"""

from __future__ import annotations

import os
import re
import shutil
import statistics
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
WORK = REPO / ".build" / "bench-startup"

BARE_PROGRAMS = {
    "bare Swift": ('print("hi")\n', []),
    "Foundation (dynamic)": ('import Foundation\nprint(ProcessInfo.processInfo.processIdentifier > 0)\n', []),
    "Foundation (static)": (
        'import Foundation\nprint(ProcessInfo.processInfo.processIdentifier > 0)\n',
        ["-static-stdlib"],
    ),
    "FoundationEssentials (dynamic)": (
        'import FoundationEssentials\nprint(ProcessInfo.processInfo.processIdentifier > 0)\n',
        [],
    ),
}


# A small C parent: a child forked from Python would start with Python's pages counted in its
# peak RSS (ru_maxrss survives exec), so a tiny program forks, execs and reports wait4's figures.
SPAWN_SOURCE = r"""
#include <stdio.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <fcntl.h>
int main(int argc, char **argv) {
  struct timespec start, end;
  clock_gettime(CLOCK_MONOTONIC, &start);
  pid_t pid = fork();
  if (pid == 0) {
    int null = open("/dev/null", O_WRONLY);
    dup2(null, 1);
    dup2(null, 2);
    execv(argv[1], argv + 1);
    _exit(127);
  }
  int status;
  struct rusage usage;
  wait4(pid, &status, 0, &usage);
  clock_gettime(CLOCK_MONOTONIC, &end);
  double cpu = (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1e3
    + (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e3;
  double wall = (end.tv_sec - start.tv_sec) * 1e3 + (end.tv_nsec - start.tv_nsec) / 1e6;
  printf("%d %.3f %.3f %ld\n", WIFEXITED(status) ? WEXITSTATUS(status) : 128, cpu, wall, usage.ru_maxrss);
  return 0;
}
"""


def spawner() -> Path:
    """The C parent, compiled once."""
    WORK.mkdir(parents=True, exist_ok=True)
    source, binary = WORK / "spawn.c", WORK / "spawn"
    if not binary.exists() or source.read_text() != SPAWN_SOURCE:
        source.write_text(SPAWN_SOURCE)
        subprocess.run(["cc", "-O2", str(source), "-o", str(binary)], check=True)
    return binary


def run_once(command: list[str]) -> tuple[float, float, float]:
    """CPU milliseconds (user + system), wall milliseconds and peak RSS in MB of one run."""
    output = subprocess.run([str(spawner()), *command], cwd=REPO, check=True, capture_output=True, text=True)
    status, cpu, wall, rss = output.stdout.split()
    if status != "0":
        raise SystemExit(f"bench-startup: {' '.join(command)} exited with {status}")
    return float(cpu), float(wall), int(rss) / 1024


def instructions(command: list[str]) -> float:
    """Millions of instructions one run of `command` executes, counted by callgrind."""
    output = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *command],
        cwd=REPO, check=True, capture_output=True, text=True,
    )
    match = re.search(r"Collected : (\d+)", output.stderr)
    if match is None:
        raise SystemExit(f"bench-startup: no instruction count from valgrind for {' '.join(command)}")
    return int(match.group(1)) / 1e6


def without_debug_info(binary: Path) -> Path:
    """A copy of `binary` that valgrind can read, finding the same resource bundles."""
    WORK.mkdir(parents=True, exist_ok=True)
    copy = WORK / binary.name
    subprocess.run(["strip", "--strip-debug", "-o", str(copy), str(binary)], check=True)
    for bundle in binary.parent.glob("*.resources"):
        link = WORK / bundle.name
        if link.is_symlink() or link.exists():
            link.unlink()
        link.symlink_to(bundle.resolve())
    return copy


def measure(name: str, command: list[str], runs: int, counted: list[str] | None = None) -> None:
    """Prints the figures of `command`; with `counted` (the command valgrind can run), its instructions."""
    run_once(command)  # warm the page cache
    samples = [run_once(command) for _ in range(runs)]
    cpu, wall, rss = ([sample[i] for sample in samples] for i in range(3))
    count = f"  {instructions(counted):6.1f}M instructions" if counted else ""
    print(
        f"{name:<42} CPU {statistics.median(cpu):6.2f} ms ({min(cpu):.2f}-{max(cpu):.2f})"
        f"  wall {statistics.median(wall):6.2f} ms ({min(wall):.2f}-{max(wall):.2f})"
        f"  max RSS {statistics.median(rss):5.1f} MB ({min(rss):.1f}-{max(rss):.1f}){count}"
    )


def build_bare() -> dict[str, Path]:
    """Compiles the bare programs once; returns their binaries."""
    WORK.mkdir(parents=True, exist_ok=True)
    binaries = {}
    for index, (name, (source, flags)) in enumerate(BARE_PROGRAMS.items()):
        path = WORK / f"bare{index}.swift"
        binary = WORK / f"bare{index}"
        if not binary.exists() or path.read_text() != source:
            path.write_text(source)
            subprocess.run(["swiftc", "-O", *flags, str(path), "-o", str(binary)], check=True)
        binaries[name] = binary
    return binaries


def main(arguments: list[str]) -> int:
    runs, build, static, binary, samples, count = 21, True, False, None, [], False
    rest = list(arguments)
    while rest:
        argument = rest.pop(0)
        if argument == "--runs" and rest:
            runs = int(rest.pop(0))
        elif argument == "--no-build":
            build = False
        elif argument == "--instructions":
            count = True
        elif argument == "--static":
            static = True
        elif argument == "--binary" and rest:
            binary = Path(rest.pop(0)).resolve()
        elif argument in ("-h", "--help"):
            print(__doc__)
            return 0
        elif argument.startswith("-"):
            print(f"bench-startup: unknown option {argument}", file=sys.stderr)
            return 64
        else:
            samples.append(argument)
    if binary is None:
        flags = ["--static-swift-stdlib"] if static else []
        if build:
            subprocess.run(
                ["swift", "build", "-c", "release", "--product", "layout-preview", *flags], cwd=REPO, check=True
            )
        products = subprocess.run(
            ["swift", "build", "-c", "release", "--show-bin-path"], cwd=REPO, check=True, capture_output=True, text=True
        ).stdout.strip()
        binary = Path(products) / "layout-preview"
    if count and shutil.which("valgrind") is None:
        print("bench-startup: --instructions needs valgrind", file=sys.stderr)
        return 69
    size = binary.stat().st_size / 1e6
    print(f"median of {runs} runs each (spread in brackets); binary: {binary} ({size:.0f} MB)")
    for name, bare in build_bare().items():
        measure(name, [str(bare)], runs, [str(bare)] if count else None)
    readable = without_debug_info(binary) if count else binary
    for sample in samples or ["sign-in", "settings", "messages"]:
        arguments = ["render", f"Layouts/{sample}.yaml", "--width", "80", "--color", "never"]
        measure(f"render {sample}", [str(binary), *arguments], runs, [str(readable), *arguments] if count else None)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
