#!/usr/bin/env python3
"""Extract the watchOS, tvOS and macOS type tables from the HIG Typography article into CSV files.

Input (read-only): shared/hig/003_c9d6302251fdd968.txt beside the repository (the nearest folder
above it that has one), the HIG Foundations articles as JSON; not part of the repository, so the
CSVs are what the build reads and `--check` says so and passes when the article is not there.
Its "Typography" article holds, under "Specifications":
  * one table per watchOS Dynamic Type size ("xSmall", "Small (default 38mm)", "Large (default
    40mm/41mm/42mm)", "xLarge (default 44mm/45mm/49mm)", "xxLarge", "xxxLarge", "AX1"-"AX3"),
    after the "tvOS built-in text styles" table;
  * "tvOS built-in text styles": one table, since tvOS text does not follow a Dynamic Type size;
  * "macOS built-in text styles": one table, since macOS has no Dynamic Type.

Output (in the repository, beside the iOS table):
  Data/HIG/dynamic-type-watch.csv           type_size,style,weight,size_pt,leading_pt,emphasized_weight
  Data/HIG/dynamic-type-watch-defaults.csv  case_mm,type_size  (the default size per case size)
  Data/HIG/text-styles-tv.csv               style,weight,size_pt,leading_pt,emphasized_weight
  Data/HIG/text-styles-mac.csv              the same columns (the HIG calls leading "line height")

The article repeats size names (the iOS tables come first under the same headings), so the
watchOS tables are the ones after the tvOS table; the script checks that each has the watchOS
style names and stops on anything unexpected instead of guessing.

Usage: python3 Scripts/extract-typography.py [--check]
  --check  exit 1 if a committed CSV differs from what the article gives.
"""

from __future__ import annotations

import csv
import io
import json
import re
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
ARTICLE = Path("shared") / "hig" / "003_c9d6302251fdd968.txt"
SOURCE = next((p / ARTICLE for p in REPO.parents if (p / ARTICLE).exists()), None)
OUTPUT = REPO / "Data" / "HIG"

WATCH_SIZES = ["xSmall", "Small", "Large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3"]
WATCH_STYLES = ["Large Title", "Title 1", "Title 2", "Title 3", "Headline", "Body", "Caption 1",
                "Caption 2", "Footnote 1", "Footnote 2"]
TV_STYLES = ["Title 1", "Title 2", "Title 3", "Headline", "Subtitle 1", "Callout", "Body",
             "Caption 1", "Caption 2"]
HEADER = ["Style", "Weight", "Size (points)", "Leading (points)", "Emphasized weight"]
TV_HEADER = ["Text style", "Weight", "Size (points)", "Leading (points)", "Emphasized weight"]
MAC_STYLES = ["Large Title", "Title 1", "Title 2", "Title 3", "Headline", "Body", "Callout",
              "Subheadline", "Footnote", "Caption 1", "Caption 2"]
MAC_HEADER = ["Text style", "Weight", "Size (points)", "Line height (points)", "Emphasized weight"]


def typography_sections() -> list[dict]:
    articles = json.loads(SOURCE.read_text(encoding="utf-8"))["articles"]
    found = [a for a in articles if a["title"] == "Typography"]
    if len(found) != 1:
        sys.exit(f"expected one Typography article, found {len(found)}")
    return found[0]["sections"]


def table(section: dict, header: list[str]) -> list[list[str]]:
    tables = [c for c in section["content"] if c.get("type") == "table"]
    if len(tables) != 1 or tables[0]["rows"][0] != header:
        sys.exit(f"section {section['heading']!r}: expected one table with columns {header}")
    return tables[0]["rows"][1:]


def extract() -> dict[str, str]:
    sections = typography_sections()
    headings = [s["heading"] for s in sections]
    tv_index = headings.index("tvOS built-in text styles")

    tv_rows = table(sections[tv_index], TV_HEADER)
    if [r[0] for r in tv_rows] != TV_STYLES:
        sys.exit(f"tvOS styles changed: {[r[0] for r in tv_rows]}")

    mac_rows = table(sections[headings.index("macOS built-in text styles")], MAC_HEADER)
    if [r[0] for r in mac_rows] != MAC_STYLES:
        sys.exit(f"macOS styles changed: {[r[0] for r in mac_rows]}")

    watch_rows, defaults = [], []
    for section in sections[tv_index + 1:tv_index + 1 + len(WATCH_SIZES)]:
        match = re.fullmatch(r"(\w+)(?: \(default ([\d/m]+)\))?", section["heading"])
        if not match:
            sys.exit(f"unexpected watchOS heading {section['heading']!r}")
        size = match.group(1)
        if match.group(2):
            defaults += [(int(mm), size) for mm in re.findall(r"(\d+)mm", match.group(2))]
        rows = table(section, HEADER)
        if [r[0] for r in rows] != WATCH_STYLES:
            sys.exit(f"watchOS {size}: styles changed: {[r[0] for r in rows]}")
        watch_rows += [[size] + row for row in rows]
    sizes = list(dict.fromkeys(r[0] for r in watch_rows))
    if sizes != WATCH_SIZES:
        sys.exit(f"watchOS sizes changed: {sizes}")

    def render(header: list[str], rows: list[list]) -> str:
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(header)
        writer.writerows(rows)
        return out.getvalue()

    columns = ["style", "weight", "size_pt", "leading_pt", "emphasized_weight"]
    return {
        "dynamic-type-watch.csv": render(["type_size"] + columns, watch_rows),
        "dynamic-type-watch-defaults.csv": render(["case_mm", "type_size"], sorted(defaults)),
        "text-styles-tv.csv": render(columns, tv_rows),
        "text-styles-mac.csv": render(columns, mac_rows),
    }


def main() -> None:
    if SOURCE is None:
        if "--check" in sys.argv[1:]:
            print(f"extract-typography: {ARTICLE} not found above the repository; CSVs not checked",
                  file=sys.stderr)
            return
        sys.exit(f"{ARTICLE} not found in any folder above the repository")
    files = extract()
    if "--check" in sys.argv[1:]:
        stale = [n for n, text in files.items()
                 if not (OUTPUT / n).exists() or (OUTPUT / n).read_text(encoding="utf-8") != text]
        if stale:
            sys.exit(f"out of date: {', '.join(stale)}; run Scripts/extract-typography.py")
        print(f"Data/HIG's watch, TV and Mac typography tables match {SOURCE.name}")
        return
    OUTPUT.mkdir(parents=True, exist_ok=True)
    for name, text in files.items():
        (OUTPUT / name).write_text(text, encoding="utf-8")
        print(f"wrote {(OUTPUT / name).relative_to(REPO)}")


if __name__ == "__main__":
    main()
