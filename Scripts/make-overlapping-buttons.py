#!/usr/bin/env python3
"""Write the layout file of check's scale figure: a ZStack of buttons, all over each other.

Every button's text is covered by the buttons after it, so `check` finds an overlap and a hit
region on each, in every variant: the case of issue 30 (`check` of 10,000 overlapping controls
under 5 s and 500 MB), which the work budget narrows to 96 of the default matrix's variants.
The same file as `CheckScaleCommandTests.buttons` and the benchmark's
`CheckBenchmarks.overlappingButtons` make (about 280 KB at 10,000 buttons).

Usage: python3 Scripts/make-overlapping-buttons.py [--buttons N] [OUT]
  --buttons N  how many buttons (default 10000)
  OUT          where to write (default .build/overlapping-buttons.yaml, from the package root)
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def main(arguments: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--buttons", type=int, default=10_000, help="how many buttons (default 10000)")
    parser.add_argument("out", nargs="?", type=Path, default=REPO / ".build" / "overlapping-buttons.yaml")
    options = parser.parse_args(arguments)
    if options.buttons < 1:
        parser.error("--buttons must be at least 1")
    lines = ["body:", "  ZStack:", "    content:"]
    lines += [f"      - Button: Button {n}" for n in range(options.buttons)]
    options.out.parent.mkdir(parents=True, exist_ok=True)
    options.out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {options.out}: {options.buttons} buttons, {options.out.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
