#!/usr/bin/env python3
"""Generate Sources/Devices/Resources/multitasking.json from the iPad Split View table.

Input (read-only, in the repository; Data/HIG/README.md says where it came from):
  Data/HIG/device-facts/ipad_split.csv  window widths and width size classes of Split View
                                        (1/3, 1/2, 2/3) and Slide Over per iPad screen and
                                        orientation, with sources and estimate marks

The HIG size-class table (HIG "Adaptivity and Layout", "Multitasking Size Classes") agrees with every
measured row: 2/3 is regular width in landscape and compact in portrait, 1/3 is always compact,
1/2 (landscape only) is compact except on the 12.9-inch iPad Pro. Cells the CSV marks ESTIMATE
get their size class from that rule (a 1/2 split at least as wide as the 12.9-inch one, 678 pt,
is regular) and are listed in `estimates`. Slide Over cells the CSV says were "not found" use the
narrow split width, the rule the CSV's own estimates follow, and are marked estimates too.

Usage: python3 Scripts/generate-multitasking.py [--check]
  --check  exit 1 if the committed JSON differs from what would be generated (for CI).
"""

from __future__ import annotations

import csv
import json
import re
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
SOURCE = REPO / "Data" / "HIG" / "device-facts" / "ipad_split.csv"
OUTPUT = REPO / "Sources" / "Devices" / "Resources" / "multitasking.json"

# Width from which a landscape 1/2 split is regular (the 12.9-inch iPad Pro's 678 pt, the only
# regular 1/2 split in the HIG table).
REGULAR_HALF_MINIMUM = 678

COLUMNS = {
    "oneThird": "one_third_pt(size class)",
    "half": "one_half_pt(size class)",
    "twoThirds": "two_thirds_pt(size class)",
}


def parse_cell(text: str):
    """'320 (C)' -> (320, 'compact', False); '585 (ESTIMATE)' -> (585, None, True); 'n/a' -> None."""
    text = text.strip()
    if text == "n/a":
        return None
    match = re.match(r"^([0-9.]+)\??\s*(?:\((C|R|ESTIMATE|estimate)\))?", text)
    if not match:
        raise SystemExit(f"unreadable cell {text!r}")
    width = float(match.group(1))
    mark = match.group(2)
    size_class = {"C": "compact", "R": "regular"}.get(mark or "")
    estimate = mark in ("ESTIMATE", "estimate") or "?" in text
    return width, size_class, estimate


def rule_class(mode: str, orientation: str, width: float) -> str:
    if mode == "twoThirds":
        return "regular" if orientation == "landscape" else "compact"
    if mode == "half":
        return "regular" if width >= REGULAR_HALF_MINIMUM else "compact"
    return "compact"


def number(value: float):
    return int(value) if value == int(value) else value


def main() -> int:
    screens = []
    with SOURCE.open(newline="") as handle:
        for row in csv.DictReader(handle):
            size = re.search(r"\((\d+)x(\d+)\)", row["ipad"])
            portrait = {"width": int(size.group(1)), "height": int(size.group(2))}
            orientation = row["orientation"]
            entry = {"portraitSize": portrait, "orientation": orientation, "row": row["ipad"],
                     "sources": row["sources"], "modes": {}, "estimates": []}
            for mode, column in COLUMNS.items():
                cell = parse_cell(row[column])
                if cell is None:
                    continue
                width, size_class, estimate = cell
                if size_class is None:
                    size_class = rule_class(mode, orientation, width)
                entry["modes"][mode] = {"width": number(width), "horizontalSizeClass": size_class}
                if estimate:
                    entry["estimates"].append(mode)
            slide = row["slide_over_pt"].strip()
            slide_match = re.match(r"^([0-9.]+)", slide)
            if slide_match:
                width = float(slide_match.group(1))
                if "estimate" in slide:
                    entry["estimates"].append("slideOver")
            else:
                width = entry["modes"]["oneThird"]["width"]
                entry["estimates"].append("slideOver")
            entry["modes"]["slideOver"] = {"width": number(width), "horizontalSizeClass": "compact"}
            screens.append(entry)
    document = {
        "schemaVersion": 1,
        "generatedBy": "Scripts/generate-multitasking.py from Data/HIG/device-facts/ipad_split.csv",
        "model": "iPadOS 9-18 Split View and Slide Over (replaced by free-form windows in iPadOS 26)",
        "dividerWidth": 10,
        "slideOverVerticalInset": 20,
        "screens": screens,
    }
    text = json.dumps(document, indent=2, ensure_ascii=False) + "\n"
    if "--check" in sys.argv:
        if OUTPUT.read_text() != text:
            print(f"{OUTPUT.relative_to(REPO)} is out of date; run Scripts/generate-multitasking.py",
                  file=sys.stderr)
            return 1
        print(f"{OUTPUT.relative_to(REPO)} is up to date")
        return 0
    OUTPUT.write_text(text)
    print(f"wrote {OUTPUT.relative_to(REPO)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
