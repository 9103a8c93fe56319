#!/usr/bin/env python3
"""Generate Sources/LayoutEngine/Text/FontMetricsTable.swift: advance widths of the Inter font,
and its ascender and descender.

Why Inter: SF Pro, the iOS system font, cannot be redistributed; Inter is open (SIL OFL), was
drawn for user interfaces, and its proportions and advance widths are close to SF Pro's, so text
wraps and truncates in the preview close to where it would on a device.

Inputs (generation time only; the build and the tests never need these fonts):
  Inter static fonts from the Debian/Ubuntu package `fonts-inter`
    (/usr/share/fonts/opentype/inter/Inter-{Thin,Regular,SemiBold,Bold,Black}.otf)
  DejaVu Sans from `fonts-dejavu-core` (/usr/share/fonts/truetype/dejavu/DejaVuSans{,-Bold}.ttf),
    used only for Hebrew and Arabic, which Inter does not cover. Its advances are rescaled from
    its units per em to Inter's; its Book face stands for weights up to Regular, its Bold face
    for Bold and above, and SemiBold takes the mean of the two.

Output: sorted Unicode scalars and, for each weight, their advance widths in Inter's own font
units (`unitsPerEm`, 2816 per em for Inter 4), exact as the font stores them; and Inter's hhea
ascender and descender (2728 and 680, the same in every face), which place text baselines. Combining marks
and format characters (Unicode categories Mn, Me, Cf) are left out: the engine gives them zero
width. Arabic widths are those of the isolated letters (no contextual shaping).

The committed table was made from Debian 12's fonts-inter 4.0~beta7+ds-1 and fonts-dejavu-core
2.37; `--check` compares against those, so it needs the same packages (`.ci/run` installs them).

Usage: apt-get install -y fonts-inter fonts-dejavu-core python3-fonttools
       /usr/bin/python3 Scripts/generate-font-metrics.py [--check]
  --check  exit 1 if the committed Swift file differs from what would be generated (for CI).
"""

from __future__ import annotations

import sys
import unicodedata
from pathlib import Path

try:
    from fontTools.ttLib import TTFont
except ImportError:
    sys.exit("generate-font-metrics.py needs fontTools: apt-get install python3-fonttools "
             "and run it with /usr/bin/python3 (or pip install fonttools)")

REPO = Path(__file__).resolve().parent.parent
OUTPUT = REPO / "Sources" / "LayoutEngine" / "Text" / "FontMetricsTable.swift"
INTER = Path("/usr/share/fonts/opentype/inter")
DEJAVU = Path("/usr/share/fonts/truetype/dejavu")

# (CSS weight, Inter face, DejaVu faces averaged for the fallback scripts)
WEIGHTS = [
    (100, "Inter-Thin.otf", ["DejaVuSans.ttf"]),
    (400, "Inter-Regular.otf", ["DejaVuSans.ttf"]),
    (600, "Inter-SemiBold.otf", ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"]),
    (700, "Inter-Bold.otf", ["DejaVuSans-Bold.ttf"]),
    (900, "Inter-Black.otf", ["DejaVuSans-Bold.ttf"]),
]

# The blocks a user interface uses. Basic Latin must come first: the engine indexes it directly.
RANGES = [
    ("Basic Latin", 0x20, 0x7E),
    ("Latin-1 Supplement", 0xA0, 0xFF),
    ("Latin Extended-A", 0x100, 0x17F),
    ("Greek and Coptic", 0x370, 0x3FF),
    ("Cyrillic", 0x400, 0x4FF),
    ("Hebrew", 0x590, 0x5FF),
    ("Arabic", 0x600, 0x6FF),
    ("General Punctuation", 0x2000, 0x206F),
    ("Currency Symbols", 0x20A0, 0x20CF),
    ("Arrows", 0x2190, 0x21FF),
    ("Arabic Presentation Forms-A", 0xFB50, 0xFDFF),
    ("Arabic Presentation Forms-B", 0xFE70, 0xFEFF),
]
FALLBACK_SCRIPTS = {"Hebrew", "Arabic", "Arabic Presentation Forms-A", "Arabic Presentation Forms-B"}


def advances(path: Path) -> tuple[dict[int, int], int]:
    font = TTFont(path)
    cmap = font.getBestCmap()
    hmtx = font["hmtx"]
    return {cp: hmtx[name][0] for cp, name in cmap.items()}, font["head"].unitsPerEm


def vertical_metrics(path: Path) -> tuple[int, int]:
    """The hhea ascender and descender (as a positive depth): how far lines reach above and below
    the baseline, which places the baseline in a line box."""
    hhea = TTFont(path)["hhea"]
    return hhea.ascent, -hhea.descent


def require_fonts() -> None:
    """Stops with the packages to install when a font the table is made from is missing."""
    faces = [INTER / face for _, face, _ in WEIGHTS]
    faces += [DEJAVU / face for face in sorted({f for _, _, fs in WEIGHTS for f in fs})]
    missing = [str(path) for path in faces if not path.exists()]
    if missing:
        sys.exit("missing fonts (apt-get install fonts-inter fonts-dejavu-core): " + ", ".join(missing))


def generate() -> str:
    require_fonts()
    inter = [advances(INTER / face) for _, face, _ in WEIGHTS]
    upm = inter[0][1]
    assert all(u == upm for _, u in inter), "Inter faces disagree on unitsPerEm"
    verticals = {vertical_metrics(INTER / face) for _, face, _ in WEIGHTS}
    assert len(verticals) == 1, "Inter faces disagree on their ascender and descender"
    ascender, descender = verticals.pop()
    dejavu_cache: dict[str, tuple[dict[int, int], int]] = {}

    def fallback(face: str, cp: int) -> float | None:
        if face not in dejavu_cache:
            dejavu_cache[face] = advances(DEJAVU / face)
        table, units = dejavu_cache[face]
        return table[cp] * upm / units if cp in table else None

    scalars: list[int] = []
    widths: list[list[int]] = [[] for _ in WEIGHTS]
    for name, first, last in RANGES:
        for cp in range(first, last + 1):
            if unicodedata.category(chr(cp)) in ("Mn", "Me", "Cf", "Cc", "Cn"):
                continue
            row: list[int] = []
            for index, (_, _, faces) in enumerate(WEIGHTS):
                if name in FALLBACK_SCRIPTS:
                    values = [fallback(face, cp) for face in faces]
                    if any(v is None for v in values):
                        break
                    row.append(round(sum(values) / len(values)))
                else:
                    table = inter[index][0]
                    if cp not in table:
                        break
                    row.append(table[cp])
            if len(row) != len(WEIGHTS):
                continue
            scalars.append(cp)
            for index, value in enumerate(row):
                widths[index].append(value)
    assert scalars[:95] == list(range(0x20, 0x7F)), "Basic Latin must be complete and first"
    lowercase = [range(0x61, 0x7B)]
    averages = [sum(w[cp - 0x20] for cp in lowercase[0]) / 26 for w in widths]

    out = [
        "// GENERATED FILE, do not edit. Made by Scripts/generate-font-metrics.py from the Inter 4 static",
        "// fonts (package fonts-inter) and, for Hebrew and Arabic only, DejaVu Sans (fonts-dejavu-core).",
        "",
        "/// Advance widths of Inter, an open font close to SF Pro, in Inter's font units",
        f"/// ({upm} per em), for {len(scalars)} scalars and {len(WEIGHTS)} weights.",
        "enum FontMetricsTable {",
        "  /// Font units per em: an advance of `unitsPerEm` is exactly the point size.",
        f"  static let unitsPerEm: Double = {upm}",
        "",
        "  /// The CSS weights the table has columns for, ascending.",
        f"  static let weights: [Int] = [{', '.join(str(w) for w, _, _ in WEIGHTS)}]",
        "",
        "  /// Inter's ascender and descender (hhea, the descender as a depth), the same at every weight:",
        "  /// how far a line reaches above and below its baseline, which places the baseline in a",
        "  /// line box (`ResolvedFont.firstBaselineOffset`).",
        f"  static let ascender: Double = {ascender}",
        f"  static let descender: Double = {descender}",
        "",
        "  /// The mean advance of a-z per weight: the width of a scalar the table does not know.",
        "  static let averageLowercase: [Double] = [",
    ]
    out += [f"    {avg!r}," for avg in averages]
    out += [
        "  ]",
        "",
        "  /// The scalars, ascending; 0x20...0x7E are the first 95 entries (index = value - 0x20).",
        "  static let scalars: [UInt32] = [",
    ]
    for start in range(0, len(scalars), 10):
        chunk = scalars[start:start + 10]
        out.append("    " + " ".join(f"0x{cp:04X}," for cp in chunk))
    out += ["  ]", "", "  /// `advances[w][i]`: the advance of `scalars[i]` at `weights[w]`.",
            "  static let advances: [[UInt16]] = ["]
    for (weight, face, _), column in zip(WEIGHTS, widths):
        out.append(f"    // {weight}: {face}")
        out.append("    [")
        for start in range(0, len(column), 14):
            out.append("      " + " ".join(f"{v}," for v in column[start:start + 14]))
        out.append("    ],")
    out += ["  ]", "}", ""]
    return "\n".join(out)


def main() -> None:
    text = generate()
    if "--check" in sys.argv[1:]:
        if OUTPUT.read_text(encoding="utf-8") != text:
            sys.exit(f"{OUTPUT.relative_to(REPO)} is out of date (or the fonts on this machine are "
                     "another version than the table was made from); run Scripts/generate-font-metrics.py")
        print(f"{OUTPUT.relative_to(REPO)} is up to date")
        return
    OUTPUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUTPUT.relative_to(REPO)}")


if __name__ == "__main__":
    main()
