#!/usr/bin/env python3
"""Side-by-side benchmark: this engine, Yoga and Taffy on the same trees (docs/Performance.md).

Makes a virtual environment in .build/bench-venv (once), installs Yoga (PyPI `poga`) and Taffy
(PyPI `stretchable`) into it, builds `layout-preview-bench` in release, then for each tree
(nested with branching 10, one wide stack, a deep chain; about 1k, 10k and 100k nodes) writes a
tree description, lays it out in all three, checks that every node's frame agrees, and prints
the median time of each, the spread (fastest - slowest run) and our time over theirs.

Times are the process's CPU time (`CLOCK_PROCESS_CPUTIME_ID`) over the layout call, not the wall
clock: on a machine shared with other work, waiting for a core is not the layout's cost.
Only the layout call is timed: the trees are built first (Yoga's and Taffy's every run is
made dirty, so each run is a full layout as ours is). Our time is `LayoutEngine.layout`, which
compiles the view tree as part of the layout.

    Scripts/bench-side-by-side.py [--runs N] [--only NAME] [--no-build] [--bench BINARY]
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VENV = os.path.join(ROOT, ".build", "bench-venv")
PACKAGES = ["poga==0.1.19", "stretchable==1.1.8"]
BENCH = os.path.join(ROOT, ".build", "release", "layout-preview-bench")


def ensure_venv():
    """Re-runs this script inside the benchmark's virtual environment, making it first."""
    if os.path.realpath(sys.prefix) == os.path.realpath(VENV):
        return
    python = os.path.join(VENV, "bin", "python")
    if not os.path.exists(python):
        subprocess.run([sys.executable, "-m", "venv", VENV], check=True)
        subprocess.run([python, "-m", "pip", "install", "--quiet", *PACKAGES], check=True)
    os.execv(python, [python, os.path.abspath(__file__), *sys.argv[1:]])


# Trees: ("H" | "V", [children]) or ("L", width, height). Leaf sizes are even, so every centring
# offset is a whole number and all three engines can agree exactly.


def leaf(counter):
    i = counter[0]
    counter[0] += 1
    return ("L", 2 * (3 + i % 7), 2 * (2 + i % 5))


def nested(levels, branching=10):
    counter = [0]

    def make(level):
        if level == levels:
            return leaf(counter)
        return ("V" if level % 2 == 0 else "H", [make(level + 1) for _ in range(branching)])

    return make(0)


def wide(count):
    counter = [0]
    return ("H", [leaf(counter) for _ in range(count)])


def deep(levels):
    counter = [0]
    node = leaf(counter)
    for level in range(levels):
        node = ("H" if level % 2 == 0 else "V", [node])
    return node


TREES = [
    ("nested", 1_111, lambda: nested(3)),
    ("nested", 11_111, lambda: nested(4)),
    ("nested", 111_111, lambda: nested(5)),
    ("wide", 1_001, lambda: wide(1_000)),
    ("wide", 10_001, lambda: wide(10_000)),
    ("wide", 100_001, lambda: wide(100_000)),
    ("deep", 1_001, lambda: deep(1_000)),
    ("deep", 10_001, lambda: deep(10_000)),
]


def walk(tree):
    """The nodes in document order (depth first, parents before children)."""
    stack = [tree]
    while stack:
        node = stack.pop()
        yield node
        if node[0] != "L":
            stack.extend(reversed(node[1]))


def describe(tree):
    lines = []
    for node in walk(tree):
        lines.append(f"L {node[1]} {node[2]}" if node[0] == "L" else f"{node[0]} {len(node[1])}")
    return "\n".join(lines) + "\n"


def timed(runs, prepare, layout):
    """Milliseconds of `layout` for each of `runs` runs, after one warm-up; `prepare` (untimed)
    makes the next run a full layout."""
    prepare()
    layout()
    samples = []
    for _ in range(runs):
        prepare()
        start = time.process_time_ns()
        layout()
        samples.append((time.process_time_ns() - start) / 1e6)
    return samples


def absolute(tree, children, position):
    """Frames relative to the root, in document order, from each node's offset to its parent."""
    frames = []
    pending = [(tree, 0.0, 0.0)]
    while pending:
        node, ox, oy = pending.pop()
        x, y, w, h = position(node)
        if node is tree:
            x, y = 0.0, 0.0
        frames.append((ox + x, oy + y, w, h))
        if node[0] != "L":
            for child in reversed(children[id(node)]):
                pending.append((child, ox + x, oy + y))
    return frames, None


def run_yoga(tree, runs):
    import poga.libpoga_capi as yg

    config = yg.YGConfigNew()
    yg.YGConfigSetPointScaleFactor(config, 0)  # no rounding to pixels: exact frames
    handles, children = {}, {}
    for node in walk(tree):
        handle = yg.YGNodeNewWithConfig(config)
        yg.YGNodeStyleSetFlexShrink(handle, 0)
        if node[0] == "L":
            yg.YGNodeStyleSetWidth(handle, node[1])
            yg.YGNodeStyleSetHeight(handle, node[2])
        else:
            direction = yg.YGFlexDirection.Row if node[0] == "H" else yg.YGFlexDirection.Column
            yg.YGNodeStyleSetFlexDirection(handle, direction)
            yg.YGNodeStyleSetAlignItems(handle, yg.YGAlign.Center)
        handles[id(node)] = handle
    for node in walk(tree):
        if node[0] != "L":
            children[id(node)] = node[1]
            for n, child in enumerate(node[1]):
                yg.YGNodeInsertChild(handles[id(node)], handles[id(child)], n)
    root = handles[id(tree)]
    undefined = yg.YGUndefined
    fresh = timed(
        runs,
        lambda: yg.YGNodeMarkDirtyAndPropogateToDescendants(root),
        lambda: yg.YGNodeCalculateLayout(root, undefined, undefined, yg.YGDirection.LTR),
    )
    unchanged = timed(
        runs, lambda: None, lambda: yg.YGNodeCalculateLayout(root, undefined, undefined, yg.YGDirection.LTR)
    )

    def position(node):
        h = handles[id(node)]
        return (
            yg.YGNodeLayoutGetLeft(h),
            yg.YGNodeLayoutGetTop(h),
            yg.YGNodeLayoutGetWidth(h),
            yg.YGNodeLayoutGetHeight(h),
        )

    frames, _ = absolute(tree, children, position)
    return fresh, unchanged, frames


def run_taffy(tree, runs):
    import stretchable
    from stretchable import node as st
    from stretchable.style import AlignItems, FlexDirection

    # Nodes are made through Taffy's own calls with one style per distinct leaf size and one per
    # direction: `stretchable.Node` builds and converts a style object for every node, which made
    # the 100k trees take many minutes to build.
    styles = {}

    def style(node):
        key = node if node[0] == "L" else node[0]
        if key not in styles:
            if node[0] == "L":
                made = stretchable.Style(size=(node[1], node[2]), flex_shrink=0)
            else:
                direction = FlexDirection.ROW if node[0] == "H" else FlexDirection.COLUMN
                made = stretchable.Style(flex_direction=direction, align_items=AlignItems.CENTER, flex_shrink=0)
            styles[key] = made.to_dict()
        return styles[key]

    lib, ptr = st.taffylib, st.taffy._ptr
    ids, children, leaves = {}, {}, []
    for node in walk(tree):
        made = lib.node_create(ptr, style(node))
        ids[id(node)] = made
        if node[0] == "L":
            leaves.append(made)
        else:
            children[id(node)] = node[1]
    for node in walk(tree):
        if node[0] != "L":
            parent = ids[id(node)]
            for child in node[1]:
                lib.node_add_child(ptr, parent, ids[id(child)])
    root = ids[id(tree)]
    # As `Node.compute_layout` does, but timing only Taffy's call and on the root itself
    # (positions are taken relative to it).
    space = st.SizeAvailableSpace.default().to_dict()  # max-content: the root takes its own size

    def layout():
        lib.node_compute_layout_with_measure(ptr, root, space, lambda *args: None)

    def dirty():
        for made in leaves:
            lib.node_mark_dirty(ptr, made)

    fresh = timed(runs, dirty, layout)
    unchanged = timed(runs, lambda: None, layout)
    holder = lib.PyLayout()

    def position(node):
        lib.node_get_layout(ptr, ids[id(node)], holder)
        return (holder.x, holder.y, holder.width, holder.height)

    frames, _ = absolute(tree, children, position)
    return fresh, unchanged, frames


def run_ours(tree, runs, folder):
    path = os.path.join(folder, "tree.txt")
    frames_path = os.path.join(folder, "frames.txt")
    with open(path, "w") as f:
        f.write(describe(tree))
    out = subprocess.run([BENCH, "tree", path, str(runs), frames_path], check=True, capture_output=True, text=True)
    samples = {}
    for line in out.stdout.splitlines():
        name, _, values = line.partition(":")
        samples[name] = [float(v) for v in values.split()]
    with open(frames_path) as f:
        frames = [tuple(float(v) for v in line.split()) for line in f]
    return samples["fresh"], samples.get("retained"), frames


def disagreement(name, ours, theirs):
    if len(ours) != len(theirs):
        return f"{name}: {len(theirs)} frames, ours {len(ours)}"
    for n, (a, b) in enumerate(zip(ours, theirs)):
        if any(abs(p - q) > 1e-3 for p, q in zip(a, b)):
            return f"{name}: node {n} at {b}, ours at {a}"
    return None


def figure(samples):
    return statistics.median(samples), max(samples) - min(samples)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="timed runs after one warm-up (default 7)")
    parser.add_argument("--only", help="only trees whose name contains this (nested, wide, deep, 10001)")
    parser.add_argument("--no-build", action="store_true", help="use the release build as it is")
    parser.add_argument("--bench", help="our benchmark binary (default: the release build's; implies --no-build)")
    args = parser.parse_args()
    if args.bench:
        global BENCH
        BENCH = os.path.abspath(args.bench)
    elif not args.no_build:
        subprocess.run(
            ["swift", "build", "-c", "release", "--product", "layout-preview-bench"], cwd=ROOT, check=True
        )
    load = os.getloadavg()[0]
    print(f"CPU time, median of {args.runs} runs after a warm-up, ms (spread: slowest - fastest); load {load:.2f}")
    header = f"{'tree':<8}{'nodes':>9}  {'ours':>16}  {'Yoga':>16}  {'Taffy':>16}  {'ours/Yoga':>9}  {'ours/Taffy':>10}"
    print(header)
    unchanged_rows = []
    failed = False
    with tempfile.TemporaryDirectory() as folder:
        for name, count, make in TREES:
            label = f"{name} {count}"
            if args.only and args.only not in label:
                continue
            tree = make()
            assert sum(1 for _ in walk(tree)) == count, label
            ours, ours_retained, our_frames = run_ours(tree, args.runs, folder)
            yoga, yoga_unchanged, yoga_frames = run_yoga(tree, args.runs)
            taffy, taffy_unchanged, taffy_frames = run_taffy(tree, args.runs)
            problems = [
                p
                for p in (disagreement("Yoga", our_frames, yoga_frames), disagreement("Taffy", our_frames, taffy_frames))
                if p
            ]
            (o, os_), (y, ys), (t, ts) = figure(ours), figure(yoga), figure(taffy)
            print(
                f"{name:<8}{count:>9,}  {o:>8.3f} ({os_:>5.2f})  {y:>8.3f} ({ys:>5.2f})  {t:>8.3f} ({ts:>5.2f})"
                f"  {o / y:>9.2f}  {o / t:>10.2f}",
                flush=True,
            )
            for p in problems:
                failed = True
                print(f"  frames disagree: {p}")
            unchanged_rows.append((label, ours_retained, yoga_unchanged, taffy_unchanged))
    print("\nunchanged tree laid out again, median ms:")
    for label, ours, yoga, taffy in unchanged_rows:
        ours_text = f"{statistics.median(ours):.4f}" if ours else "-"
        print(f"  {label:<14} ours {ours_text:>9}  Yoga {statistics.median(yoga):.4f}  Taffy {statistics.median(taffy):.4f}")
    return 1 if failed else 0


if __name__ == "__main__":
    ensure_venv()
    # Yoga and Taffy recurse once per level: the deep chains need more than the main thread's stack.
    threading.stack_size(512 * 1024 * 1024)
    outcome = []
    worker = threading.Thread(target=lambda: outcome.append(main()))
    worker.start()
    worker.join()
    sys.exit(outcome[0] if outcome else 1)
