#!/usr/bin/env python3
"""Generate the engine's type tables (Sources/LayoutEngine/Text/*TypeTable.swift) from the HIG's.

Input (read-only, in the repository; Data/HIG/README.md says where each came from):
  Data/HIG/dynamic-type-ios.csv       columns type_size,style,weight,size_pt,leading_pt,emphasized_weight;
                                      12 type sizes x 11 text styles
  Data/HIG/dynamic-type-watch.csv     the same columns; 9 watchOS sizes x 10 watchOS styles
  Data/HIG/dynamic-type-watch-defaults.csv  case_mm,type_size: the watch's default size by case
  Data/HIG/text-styles-tv.csv         style,weight,size_pt,leading_pt,emphasized_weight; 9 tvOS
                                      styles (tvOS text has no Dynamic Type size)
  Data/HIG/text-styles-mac.csv        the same columns; the 11 macOS styles (no Dynamic Type)
  (the last four are extracted from the HIG Typography article by Scripts/extract-typography.py)

Output: DynamicTypeTable.swift (iOS and iPadOS), WatchTypeTable.swift, TVTypeTable.swift,
MacTypeTable.swift.

watchOS and tvOS have no row for some SwiftUI text styles; WATCH_ROWS and TV_ROWS say which of
their rows each style reads, and why.

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
DATA = REPO / "Data" / "HIG"
WATCH_SOURCE = DATA / "dynamic-type-watch.csv"
WATCH_DEFAULTS_SOURCE = DATA / "dynamic-type-watch-defaults.csv"
TV_SOURCE = DATA / "text-styles-tv.csv"
WATCH_OUTPUT = OUTPUT.with_name("WatchTypeTable.swift")
TV_OUTPUT = OUTPUT.with_name("TVTypeTable.swift")
MAC_SOURCE = DATA / "text-styles-mac.csv"
MAC_OUTPUT = OUTPUT.with_name("MacTypeTable.swift")

# HIG type-size names in DynamicTypeSize order (its raw values 0...11).
SIZES = ["xSmall", "Small", "Medium", "Large", "xLarge", "xxLarge", "xxxLarge",
         "AX1", "AX2", "AX3", "AX4", "AX5"]
# HIG style name -> TextStyle case, in TextStyle.allCases order (must match TextStyle.higName).
STYLES = [("Large Title", "largeTitle"), ("Title 1", "title"), ("Title 2", "title2"),
          ("Title 3", "title3"), ("Headline", "headline"), ("Body", "body"),
          ("Callout", "callout"), ("Subhead", "subheadline"), ("Footnote", "footnote"),
          ("Caption 1", "caption"), ("Caption 2", "caption2")]
# watchOS sizes (the HIG has no Medium, AX4 or AX5 on the watch), as DynamicTypeSize cases.
WATCH_SIZES = [("xSmall", "xSmall"), ("Small", "small"), ("Large", "large"), ("xLarge", "xLarge"),
               ("xxLarge", "xxLarge"), ("xxxLarge", "xxxLarge"), ("AX1", "accessibility1"),
               ("AX2", "accessibility2"), ("AX3", "accessibility3")]
WATCH_STYLES = ["Large Title", "Title 1", "Title 2", "Title 3", "Headline", "Body", "Caption 1",
                "Caption 2", "Footnote 1", "Footnote 2"]
# TextStyle case -> (watch row, why). A style with a row of its name reads it; callout and
# subheadline have none and read the row whose size at Large matches the iOS style's at Large
# (callout 16 pt = Body 16 pt, subheadline 15 pt = Caption 1 15 pt). Footnote 2 has no SwiftUI style.
WATCH_ROWS = [("largeTitle", "Large Title", ""), ("title", "Title 1", ""), ("title2", "Title 2", ""),
              ("title3", "Title 3", ""), ("headline", "Headline", ""), ("body", "Body", ""),
              ("callout", "Body", "no Callout row: the row of its iOS size at Large, 16 pt"),
              ("subheadline", "Caption 1", "no Subhead row: the row of its iOS size at Large, 15 pt"),
              ("footnote", "Footnote 1", ""), ("caption", "Caption 1", ""),
              ("caption2", "Caption 2", "")]
TV_STYLES = ["Title 1", "Title 2", "Title 3", "Headline", "Subtitle 1", "Callout", "Body",
             "Caption 1", "Caption 2"]
# TextStyle case -> (tvOS row, why). tvOS names subheadline "Subtitle 1"; it has no Large Title or
# Footnote row: the large title reads the largest row, the footnote the next smaller one (Caption
# 1), keeping the iOS order of the styles.
TV_ROWS = [("largeTitle", "Title 1", "no Large Title row: the largest, Title 1"),
           ("title", "Title 1", ""), ("title2", "Title 2", ""), ("title3", "Title 3", ""),
           ("headline", "Headline", ""), ("body", "Body", ""), ("callout", "Callout", ""),
           ("subheadline", "Subtitle 1", "tvOS calls it Subtitle 1"),
           ("footnote", "Caption 1", "no Footnote row: the next smaller, Caption 1"),
           ("caption", "Caption 1", ""), ("caption2", "Caption 2", "")]
MAC_STYLES = ["Large Title", "Title 1", "Title 2", "Title 3", "Headline", "Body", "Callout",
              "Subheadline", "Footnote", "Caption 1", "Caption 2"]
# TextStyle case -> (macOS row, why): macOS has a row of every SwiftUI style's name.
MAC_ROWS = [("largeTitle", "Large Title", ""), ("title", "Title 1", ""), ("title2", "Title 2", ""),
            ("title3", "Title 3", ""), ("headline", "Headline", ""), ("body", "Body", ""),
            ("callout", "Callout", ""), ("subheadline", "Subheadline", ""),
            ("footnote", "Footnote", ""), ("caption", "Caption 1", ""), ("caption2", "Caption 2", "")]
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


def wrapped(items: list[str], indent: str = "    ", width: int = 110) -> list[str]:
    """`items` joined by ", " into lines of at most `width` columns, each ending in a comma."""
    lines, line = [], ""
    for item in items:
        candidate = f"{line} {item}," if line else f"{indent}{item},"
        if line and len(candidate) > width:
            lines.append(line)
            candidate = f"{indent}{item},"
        line = candidate
    return lines + [line]


def read_rows(path: Path, key_columns: list[str]) -> dict:
    rows = {}
    with path.open(newline="", encoding="utf-8") as handle:
        for row in csv.DictReader(handle):
            key = tuple(row[c].strip() for c in key_columns)
            if key in rows:
                sys.exit(f"{path.name}: duplicate row {key}")
            rows[key] = row
    return rows


def entry(row: dict, comment: str) -> str:
    return (f"    Entry(pointSize: {number(row['size_pt'])}, leading: {number(row['leading_pt'])}, "
            f"weight: .{WEIGHTS[row['weight'].strip()]}, "
            f"emphasizedWeight: .{WEIGHTS[row['emphasized_weight'].strip()]}),  // {comment}")


def row_switch(mapping: list[tuple[str, str, str]], styles: list[str]) -> list[str]:
    out = ["  static func row(_ style: TextStyle) -> Int {", "    switch style {"]
    for case, hig, why in mapping:
        if hig not in styles:
            sys.exit(f"mapping names unknown row {hig}")
        out.append(f"    case .{case}: {styles.index(hig)}" + (f"  // {why}" if why else ""))
    if [c for c, _, _ in mapping] != [c for _, c in STYLES]:
        sys.exit("a row mapping must list every TextStyle case in order")
    return out + ["    }", "  }"]


def generate_watch() -> str:
    rows = read_rows(WATCH_SOURCE, ["type_size", "style"])
    expected = [(size, style) for size, _ in WATCH_SIZES for style in WATCH_STYLES]
    if sorted(rows) != sorted(expected):
        sys.exit(f"{WATCH_SOURCE.name} must have exactly the rows {expected}")
    defaults = []
    with WATCH_DEFAULTS_SOURCE.open(newline="", encoding="utf-8") as handle:
        for row in csv.DictReader(handle):
            case = dict(WATCH_SIZES).get(row["type_size"].strip())
            if case is None:
                sys.exit(f"unknown watch default size {row}")
            defaults.append((int(row["case_mm"]), case))
    out = [
        "// GENERATED FILE, do not edit. Made by Scripts/generate-dynamic-type.py from",
        "// Data/HIG/dynamic-type-watch.csv and dynamic-type-watch-defaults.csv (the HIG watchOS",
        "// Dynamic Type tables).",
        "",
        "/// The HIG watchOS Dynamic Type tables as data: the watch has its own ramp (SF Compact, tighter",
        "/// leading), nine sizes and ten styles, and a default size that depends on the case size.",
        "enum WatchTypeTable {",
        "  typealias Entry = DynamicTypeTable.Entry",
        "",
        "  /// The sizes the watch offers, smallest first: no Medium, AX4 or AX5.",
        "  static let sizes: [DynamicTypeSize] = [",
        *wrapped([f".{case}" for _, case in WATCH_SIZES]),
        "  ]",
        "",
        "  /// The HIG's watchOS style names, in the table's order.",
        "  static let rowNames = [",
        *wrapped([f'"{name}"' for name in WATCH_STYLES]),
        "  ]",
        "",
        "  /// The default size by case size in millimetres, as the HIG's size headings name them.",
        "  static let defaultSizes: [(caseMillimetres: Int, size: DynamicTypeSize)] = [",
        *wrapped([f"({mm}, .{case})" for mm, case in defaults]),
        "  ]",
        "",
        "  /// The entry of HIG row `row` at `size`, which must be one of `sizes`.",
        "  static func entry(row: Int, _ size: DynamicTypeSize) -> Entry {",
        f"    entries[sizes.firstIndex(of: size)! * {len(WATCH_STYLES)} + row]",
        "  }",
        "",
        "  /// The HIG row a SwiftUI text style reads.",
    ]
    out += row_switch(WATCH_ROWS, WATCH_STYLES)
    out += ["", f"  /// {len(WATCH_SIZES)} sizes x {len(WATCH_STYLES)} rows, size-major, rows in `rowNames` order.",
            "  static let entries: [Entry] = ["]
    for size, case in WATCH_SIZES:
        out.append(f"    // {size} (.{case})")
        for style in WATCH_STYLES:
            out.append(entry(rows[(size, style)], style))
    out += ["  ]", "}", ""]
    return "\n".join(out)


def generate_single_size(enum: str, source: Path, styles: list[str], rows_map: list, platform: str,
                         why: str) -> str:
    """A table of one size per style (tvOS, macOS): `enum` from `source`, its rows `styles`."""
    rows = read_rows(source, ["style"])
    if sorted(rows) != sorted((style,) for style in styles):
        sys.exit(f"{source.name} must have exactly the rows {styles}")
    out = [
        "// GENERATED FILE, do not edit. Made by Scripts/generate-dynamic-type.py from",
        f"// Data/HIG/{source.name} (the HIG {platform} built-in text styles).",
        "",
        f"/// The HIG {platform} text styles as data: one size per style, {why}",
        f"enum {enum} {{",
        "  typealias Entry = DynamicTypeTable.Entry",
        "",
        f"  /// The HIG's {platform} style names, in the table's order.",
        "  static let rowNames = [",
        *wrapped([f'"{name}"' for name in styles]),
        "  ]",
        "",
        "  /// The HIG row a SwiftUI text style reads.",
    ]
    out += row_switch(rows_map, styles)
    out += ["", "  /// One entry per row, in `rowNames` order.", "  static let entries: [Entry] = ["]
    for style in styles:
        out.append(entry(rows[(style,)], style))
    out += ["  ]", "}", ""]
    return "\n".join(out)


def generate_tv() -> str:
    return generate_single_size(
        "TVTypeTable", TV_SOURCE, TV_STYLES, TV_ROWS, "tvOS",
        "since tvOS text does not follow a\n/// Dynamic Type size.")


def generate_mac() -> str:
    return generate_single_size(
        "MacTypeTable", MAC_SOURCE, MAC_STYLES, MAC_ROWS, "macOS",
        "since macOS has no Dynamic Type\n/// (Body is 13 pt on 16-pt lines).")


def main() -> None:
    outputs = {OUTPUT: generate(), WATCH_OUTPUT: generate_watch(), TV_OUTPUT: generate_tv(),
               MAC_OUTPUT: generate_mac()}
    if "--check" in sys.argv[1:]:
        stale = [p.name for p, text in outputs.items()
                 if not p.exists() or p.read_text(encoding="utf-8") != text]
        if stale:
            sys.exit(f"out of date: {', '.join(stale)}; run Scripts/generate-dynamic-type.py")
        print("DynamicTypeTable.swift, WatchTypeTable.swift, TVTypeTable.swift and MacTypeTable.swift are up to date")
        return
    for path, text in outputs.items():
        path.write_text(text, encoding="utf-8")
        print(f"wrote {path.relative_to(REPO)}")


if __name__ == "__main__":
    main()
