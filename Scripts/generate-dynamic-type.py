#!/usr/bin/env python3
"""Generate Sources/LayoutEngine/Text/DynamicTypeTable.swift from the HIG Dynamic Type table.

Input (read-only, in the repository; Data/HIG/README.md says where it came from):
  Data/HIG/dynamic-type-ios.csv  columns type_size,style,weight,size_pt,leading_pt,emphasized_weight;
                                 12 type sizes x 11 text styles

The engine keeps the table as data so that `Font.resolved(for:)` is a constant-time array read.
Every row of the CSV must map to a known type size and style, and every (size, style) pair must
be present exactly once: the script stops instead of guessing.

Usage: python3 Scripts/generate-dynamic-type.py [--check]
  --check  exit 1 if the committed Swift file differs from what would be generated.
"""

from __future__ import annotations

import csv
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
SOURCE = REPO / "Data" / "HIG" / "dynamic-type-ios.csv"
OUTPUT = REPO / "Sources" / "LayoutEngine" / "Text" / "DynamicTypeTable.swift"

# HIG type-size names in DynamicTypeSize order (its raw values 0...11).
SIZES = ["xSmall", "Small", "Medium", "Large", "xLarge", "xxLarge", "xxxLarge",
         "AX1", "AX2", "AX3", "AX4", "AX5"]
# HIG style name -> TextStyle case, in TextStyle.allCases order (must match TextStyle.higName).
STYLES = [("Large Title", "largeTitle"), ("Title 1", "title"), ("Title 2", "title2"),
          ("Title 3", "title3"), ("Headline", "headline"), ("Body", "body"),
          ("Callout", "callout"), ("Subhead", "subheadline"), ("Footnote", "footnote"),
          ("Caption 1", "caption"), ("Caption 2", "caption2")]
WEIGHTS = {"Ultralight": "ultraLight", "Thin": "thin", "Light": "light", "Regular": "regular",
           "Medium": "medium", "Semibold": "semibold", "Bold": "bold", "Heavy": "heavy",
           "Black": "black"}


def number(text: str) -> str:
    value = float(text)
    return str(int(value)) if value.is_integer() else repr(value)


def generate() -> str:
    rows = {}
    with SOURCE.open(newline="", encoding="utf-8") as handle:
        for row in csv.DictReader(handle):
            key = (row["type_size"].strip(), row["style"].strip())
            if key[0] not in SIZES or key[1] not in dict(STYLES):
                sys.exit(f"unknown type size or style in row {row}")
            if key in rows:
                sys.exit(f"duplicate row {key}")
            rows[key] = row
    missing = [(s, t) for s in SIZES for t, _ in STYLES if (s, t) not in rows]
    if missing:
        sys.exit(f"missing rows: {missing}")

    out = [
        "// GENERATED FILE, do not edit. Made by Scripts/generate-dynamic-type.py from",
        "// Data/HIG/dynamic-type-ios.csv (the HIG iOS Dynamic Type sizes table).",
        "",
        "/// The HIG iOS Dynamic Type table as data: point size, leading and weights for every text style",
        "/// at every type size, so resolving a font is an array read rather than a computation.",
        "enum DynamicTypeTable {",
        "  /// One row of the HIG table.",
        "  struct Entry: Sendable, Hashable {",
        "    var pointSize: Double",
        "    /// The HIG leading: the line height in points.",
        "    var leading: Double",
        "    var weight: FontWeight",
        "    /// The weight of the style's emphasized variant.",
        "    var emphasizedWeight: FontWeight",
        "  }",
        "",
        "  /// The row for `style` at `size`.",
        "  static func entry(_ style: TextStyle, _ size: DynamicTypeSize) -> Entry {",
        f"    entries[styleIndex(style) * {len(SIZES)} + size.rawValue]",
        "  }",
        "",
        "  /// The style's block in `entries`, in `TextStyle.allCases` order.",
        "  static func styleIndex(_ style: TextStyle) -> Int {",
        "    switch style {",
    ]
    for index, (_, case) in enumerate(STYLES):
        out.append(f"    case .{case}: {index}")
    out += [
        "    }",
        "  }",
        "",
        f"  /// {len(STYLES)} styles x {len(SIZES)} sizes, style-major, sizes xSmall ... AX5.",
        "  static let entries: [Entry] = [",
    ]
    for hig, case in STYLES:
        out.append(f"    // {hig} (.{case})")
        for size in SIZES:
            row = rows[(size, hig)]
            out.append(
                f"    Entry(pointSize: {number(row['size_pt'])}, leading: {number(row['leading_pt'])}, "
                f"weight: .{WEIGHTS[row['weight'].strip()]}, "
                f"emphasizedWeight: .{WEIGHTS[row['emphasized_weight'].strip()]}),  // {size}")
    out += ["  ]", "}", ""]
    return "\n".join(out)


def main() -> None:
    text = generate()
    if "--check" in sys.argv[1:]:
        if OUTPUT.read_text(encoding="utf-8") != text:
            sys.exit(f"{OUTPUT.relative_to(REPO)} is out of date; run Scripts/generate-dynamic-type.py")
        print(f"{OUTPUT.relative_to(REPO)} is up to date")
        return
    OUTPUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUTPUT.relative_to(REPO)}")


if __name__ == "__main__":
    main()
