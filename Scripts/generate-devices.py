#!/usr/bin/env python3
"""Generate Sources/Devices/Resources/devices.json from the HIG source tables.

Inputs (read-only, in the repository; Data/HIG/README.md says where each came from):
  Data/HIG/devices-ios.csv           HIG iPhone/iPad table: names, portrait points, scale, size classes
  Data/HIG/devices-watch.csv         HIG Apple Watch table: pixel sizes (points = pixels / 2)
  Data/HIG/device-facts/devices.csv  safe areas, status bar, cutout, home button, corner radius
  Data/HIG/device-facts/watch.csv    watch point sizes and (low-confidence) corner radii

The HIG tables decide which devices exist, their names, sizes, scales and size classes. The facts
table is keyed by hardware family, not by HIG name, so `IOS_FACTS` below maps every HIG model to
its facts row explicitly: a new HIG row without a mapping stops the script instead of guessing.

Safe-area insets model one iOS generation, iOS 18 (see IOS_GENERATION and docs/Devices.md).
Every value that is not read straight from a high-confidence source row, and every choice between
sources, is listed in the device's `notes` array, so the data file says itself what is uncertain.

Usage: python3 Scripts/generate-devices.py [--check]
  --check  exit 1 if the committed JSON differs from what would be generated (for CI).
"""

from __future__ import annotations

import csv
import json
import re
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
HIG = REPO / "Data" / "HIG"
OUTPUT = REPO / "Sources" / "Devices" / "Resources" / "devices.json"

IOS_GENERATION = "iOS 18"

# ---------------------------------------------------------------------------------------------
# HIG model -> facts row of device-facts/devices.csv (column `device`), plus the cutout geometry.
# ---------------------------------------------------------------------------------------------

# Cutout geometry in points, portrait, centred horizontally; `top` is the gap above it.
# Apple publishes none of these; each value is cited in device-facts/devices.md section 2c.
NOTCH_X = {"kind": "notch", "width": 209, "height": 30, "top": 0,
           "note": "notch 209x30 pt: GEO and device-profile file (devices.md 2c), approximate"}
NOTCH_XR = {"kind": "notch", "width": 230, "height": 33, "top": 0,
            "note": "notch 230x33 pt: width from the device-profile file, height from GEO; "
                    "sources disagree (GEO ~209 wide), low confidence (devices.md 2c)"}
NOTCH_13 = {"kind": "notch", "width": 162, "height": 33, "top": 0,
            "note": "narrower notch 162x33 pt: REV, from Apple dimensional drawings (devices.md 2c), medium"}
ISLAND_14 = {"kind": "dynamicIsland", "width": 126, "height": 37, "top": 11,
             "note": "Dynamic Island 126x37 pt, 11 pt from the top: GEO, device-profile file, "
                     "Godot preset (devices.md 2c), approximate"}
ISLAND_17 = {"kind": "dynamicIsland", "width": 125, "height": 37, "top": 14,
             "note": "Dynamic Island 125x37 pt, 14 pt from the top: REV, from Apple dimensional "
                     "drawings (devices.md 2c), medium"}
ISLAND_AIR = {"kind": "dynamicIsland", "width": 125, "height": 37, "top": 20,
              "note": "Dynamic Island 125x37 pt, 20 pt from the top: REV, from Apple dimensional "
                      "drawings (devices.md 2c), medium"}
NO_CUTOUT = {"kind": "none"}

ROW_SE1 = "iPhone SE (1st gen) / 5s / iPod touch 7"
ROW_8 = "iPhone 6/6s/7/8 / SE 2nd & 3rd gen"
ROW_8P = "iPhone 6/6s/7/8 Plus"
ROW_X = "iPhone X / XS / 11 Pro"
ROW_XSMAX = "iPhone XS Max / 11 Pro Max"
ROW_XR = "iPhone XR / 11"
ROW_MINI = "iPhone 12 mini / 13 mini"
ROW_12 = "iPhone 12 / 12 Pro / 13 / 13 Pro"
ROW_12PM = "iPhone 12 Pro Max / 13 Pro Max"
ROW_14 = "iPhone 14"
ROW_14PLUS = "iPhone 14 Plus"
ROW_14PRO = "iPhone 14 Pro / 15 / 15 Pro / 16"
ROW_14PM = "iPhone 14 Pro Max / 15 Plus / 15 Pro Max / 16 Plus"
ROW_16PRO = "iPhone 16 Pro"
ROW_16PM = "iPhone 16 Pro Max"
ROW_16E = "iPhone 16e"
ROW_17 = "iPhone 17 / 17 Pro"
ROW_17PM = "iPhone 17 Pro Max"
ROW_AIR = "iPhone Air"
ROW_IPAD97 = "iPad mini 1-5 / iPad 9.7 / Air 1-2 / Pro 9.7"
ROW_IPAD102 = "iPad 10.2 (7th-9th gen)"
ROW_IPAD105 = "iPad Air 3 / iPad Pro 10.5"
ROW_MINI6 = "iPad mini 6 / mini (A17 Pro)"
ROW_IPAD10 = "iPad 10th gen / iPad (A16)"
ROW_AIR4 = "iPad Air 4 / 5 / Air 11-inch M2-M3"
ROW_AIR13 = "iPad Air 13-inch (M2/M3)"
ROW_PRO11 = "iPad Pro 11 (1st-4th gen)"
ROW_PRO129_3 = "iPad Pro 12.9 (3rd-6th gen)"
ROW_PRO11_M4 = "iPad Pro 11 (M4/M5)"
ROW_PRO13_M4 = "iPad Pro 13 (M4/M5)"

# HIG model name -> (facts row, cutout, note on the choice or None)
IOS_FACTS: dict[str, tuple[str, dict, str | None]] = {
    "iPad Pro 12.9-inch": (ROW_PRO129_3, NO_CUTOUT,
                           "models the 3rd-6th generation (Face ID, rounded corners); the 1st/2nd "
                           "generation had a home button, square corners and 20/0 insets"),
    "iPad Pro 11-inch": (ROW_PRO11, NO_CUTOUT,
                         "1st-4th generation (834x1194); the M4/M5 models are 834x1210 and not in the HIG table"),
    "iPad Pro 10.5-inch": (ROW_IPAD105, NO_CUTOUT,
                           "the HIG lists 834x1194 pt, which is the 11-inch size; the 10.5-inch hardware "
                           "is 834x1112 pt. The size follows the HIG; the chrome (home button, 20 pt status "
                           "bar, square corners) follows the 10.5-inch hardware"),
    "iPad Pro 9.7-inch": (ROW_IPAD97, NO_CUTOUT, None),
    "iPad Air 13-inch": (ROW_AIR13, NO_CUTOUT, None),
    "iPad Air 11-inch": (ROW_AIR4, NO_CUTOUT, "M2/M3 facts by the same geometry as Air 4/5 (medium)"),
    "iPad Air 10.9-inch": (ROW_AIR4, NO_CUTOUT, None),
    "iPad Air 10.5-inch": (ROW_IPAD105, NO_CUTOUT, None),
    "iPad Air 9.7-inch": (ROW_IPAD97, NO_CUTOUT, None),
    "iPad 11-inch": (ROW_IPAD10, NO_CUTOUT, None),
    "iPad 10.2-inch": (ROW_IPAD102, NO_CUTOUT, None),
    "iPad 9.7-inch": (ROW_IPAD97, NO_CUTOUT, None),
    "iPad mini 8.3-inch": (ROW_MINI6, NO_CUTOUT, None),
    "iPad mini 7.9-inch": (ROW_IPAD97, NO_CUTOUT, None),
    "iPad Pro 13-inch (M4)": (ROW_PRO13_M4, NO_CUTOUT,
                              "newer than the HIG table; the M5 model has the same screen (DK)"),
    "iPad Pro 11-inch (M4)": (ROW_PRO11_M4, NO_CUTOUT,
                              "newer than the HIG table; the M5 model has the same screen (DK)"),
    "iPhone 17 Pro Max": (ROW_17PM, ISLAND_17, None),
    "iPhone 17 Pro": (ROW_17, ISLAND_17, None),
    "iPhone Air": (ROW_AIR, ISLAND_AIR, None),
    "iPhone 17": (ROW_17, ISLAND_17, None),
    "iPhone 16 Pro Max": (ROW_16PM, ISLAND_14, None),
    "iPhone 16 Pro": (ROW_16PRO, ISLAND_14, None),
    "iPhone 16 Plus": (ROW_14PM, ISLAND_14, None),
    "iPhone 16": (ROW_14PRO, ISLAND_14, None),
    "iPhone 16e": (ROW_16E, NOTCH_13, None),
    "iPhone 15 Pro Max": (ROW_14PM, ISLAND_14, None),
    "iPhone 15 Pro": (ROW_14PRO, ISLAND_14, None),
    "iPhone 15 Plus": (ROW_14PM, ISLAND_14, None),
    "iPhone 15": (ROW_14PRO, ISLAND_14, None),
    "iPhone 14 Pro Max": (ROW_14PM, ISLAND_14, None),
    "iPhone 14 Pro": (ROW_14PRO, ISLAND_14, None),
    "iPhone 14 Plus": (ROW_14PLUS, NOTCH_13, None),
    "iPhone 14": (ROW_14, NOTCH_13, None),
    "iPhone 13 Pro Max": (ROW_12PM, NOTCH_13, None),
    "iPhone 13 Pro": (ROW_12, NOTCH_13, None),
    "iPhone 13": (ROW_12, NOTCH_13, None),
    "iPhone 13 mini": (ROW_MINI, NOTCH_13, None),
    "iPhone 12 Pro Max": (ROW_12PM, NOTCH_X, None),
    "iPhone 12 Pro": (ROW_12, NOTCH_X, None),
    "iPhone 12": (ROW_12, NOTCH_X, None),
    "iPhone 12 mini": (ROW_MINI, NOTCH_X, None),
    "iPhone 11 Pro Max": (ROW_XSMAX, NOTCH_X, None),
    "iPhone 11 Pro": (ROW_X, NOTCH_X, None),
    "iPhone 11": (ROW_XR, NOTCH_XR, None),
    "iPhone XS Max": (ROW_XSMAX, NOTCH_X, None),
    "iPhone XS": (ROW_X, NOTCH_X, None),
    "iPhone XR": (ROW_XR, NOTCH_XR, None),
    "iPhone X": (ROW_X, NOTCH_X, None),
    "iPhone 8 Plus": (ROW_8P, NO_CUTOUT, None),
    "iPhone 8": (ROW_8, NO_CUTOUT, None),
    "iPhone 7 Plus": (ROW_8P, NO_CUTOUT, None),
    "iPhone 7": (ROW_8, NO_CUTOUT, None),
    "iPhone 6s Plus": (ROW_8P, NO_CUTOUT, None),
    "iPhone 6s": (ROW_8, NO_CUTOUT, None),
    "iPhone 6 Plus": (ROW_8P, NO_CUTOUT, None),
    "iPhone 6": (ROW_8, NO_CUTOUT, None),
    "iPhone SE 4.7-inch": (ROW_8, NO_CUTOUT, None),
    "iPhone SE 4-inch": (ROW_SE1, NO_CUTOUT, None),
    "iPod touch 5th generation and later": (ROW_SE1, NO_CUTOUT, None),
}

# Devices newer than the HIG table, as rows of devices-ios.csv, each number with its source:
#   points and scale: Apple's iPad Pro technical specifications (apple.com/ipad-pro/specs: 13-inch
#     2752 x 2064 px, 11-inch 2420 x 1668 px, both 264 ppi, the @2x density of every Retina iPad),
#     which halve to the points of the facts rows (GODOT; GEO; DF; DK) and of the device-size
#     compilation piotrbakker/diagonal csv/ipad.csv @2f78692 (1376 x 1032 and 1210 x 834 pt);
#   size classes: regular/regular in both orientations, as every iPad of the HIG size-class table
#     (the rule devices-ios.csv uses for its inferred iPad rows);
#   insets, status bar, home indicator, corner radius: the facts rows, with their notes.
NEWER_THAN_HIG: list[dict[str, str]] = [
    {"model": "iPad Pro 13-inch (M4)", "width_pt": "1032", "height_pt": "1376", "width_px": "2064",
     "height_px": "2752", "scale": "2", "portrait_h_class": "regular", "portrait_v_class": "regular",
     "landscape_h_class": "regular", "landscape_v_class": "regular",
     "size_class_source": "not in the HIG table: Apple iPad Pro tech specs (2752x2064 px, 264 ppi); "
                          "size classes as every HIG iPad"},
    {"model": "iPad Pro 11-inch (M4)", "width_pt": "834", "height_pt": "1210", "width_px": "1668",
     "height_px": "2420", "scale": "2", "portrait_h_class": "regular", "portrait_v_class": "regular",
     "landscape_h_class": "regular", "landscape_v_class": "regular",
     "size_class_source": "not in the HIG table: Apple iPad Pro tech specs (2420x1668 px, 264 ppi); "
                          "size classes as every HIG iPad"},
]

# Other names people use for a model (Xcode's simulator names, older generations with the same
# screen, common short names); lookup accepts them as well as the catalog name.
IOS_ALIASES: dict[str, list[str]] = {
    "iPad Pro 13-inch (M4)": ["iPad Pro 13-inch (M5)", "iPad Pro 13"],
    "iPad Pro 11-inch (M4)": ["iPad Pro 11-inch (M5)"],
    "iPad Pro 12.9-inch": [
        "iPad Pro (12.9-inch) (3rd generation)", "iPad Pro (12.9-inch) (4th generation)",
        "iPad Pro (12.9-inch) (5th generation)", "iPad Pro (12.9-inch) (6th generation)"],
    "iPad Pro 11-inch": [
        "iPad Pro (11-inch) (1st generation)", "iPad Pro (11-inch) (2nd generation)",
        "iPad Pro (11-inch) (3rd generation)", "iPad Pro (11-inch) (4th generation)"],
    "iPad Air 13-inch": ["iPad Air 13-inch (M2)", "iPad Air 13-inch (M3)"],
    "iPad Air 11-inch": ["iPad Air 11-inch (M2)", "iPad Air 11-inch (M3)"],
    "iPad Air 10.9-inch": ["iPad Air (4th generation)", "iPad Air (5th generation)"],
    "iPad Air 10.5-inch": ["iPad Air (3rd generation)"],
    "iPad 11-inch": ["iPad (10th generation)", "iPad (A16)"],
    "iPad 10.2-inch": ["iPad (7th generation)", "iPad (8th generation)", "iPad (9th generation)"],
    "iPad mini 8.3-inch": ["iPad mini (6th generation)", "iPad mini (A17 Pro)"],
    "iPad mini 7.9-inch": ["iPad mini (5th generation)", "iPad mini 4"],
    "iPhone SE 4.7-inch": ["iPhone SE 2nd generation", "iPhone SE 3rd generation"],
    "iPhone SE 4-inch": ["iPhone SE 1st generation"],
}

# Facts rows whose values the iOS 18 model cannot take as written, with the value used and why.
# Keys: facts row -> {column: (value, reason)}.
IOS18_OVERRIDES: dict[str, dict[str, tuple[float, str]]] = {
    ROW_17: {
        "L_top": (0, "landscape top 0: iPhones hide the status bar in landscape up to iOS 18 "
                     "(the facts row's 20 is the iOS 26 value; iOS 27 reports 0 again)"),
        "L_bottom": (21, "landscape bottom 21: the iOS 11-18 home-indicator inset (facts row's 20 is iOS 26)"),
    },
    ROW_17PM: {
        "L_top": (0, "landscape top 0: status bar hidden in landscape up to iOS 18 (facts row's 20 is iOS 26)"),
        "L_bottom": (21, "landscape bottom 21: the iOS 11-18 home-indicator inset (facts row's 20 is iOS 26)"),
    },
    ROW_AIR: {
        "L_top": (0, "landscape top 0: status bar hidden in landscape up to iOS 18 (facts row's 20 is iOS 26)"),
        "L_bottom": (21, "landscape bottom 21: the iOS 11-18 home-indicator inset (facts row's 29 is iOS 26)"),
    },
    ROW_AIR13: {
        "corner_radius_pt": (18, "corner radius 18: not found; GEO's unverified 18, the iPad Air 11-inch value"),
    },
    ROW_PRO11_M4: {
        "corner_radius_pt": (18, "corner radius 18: not found; GEO's unverified 18 (an iPad mockup "
                                 "suggests about 30), low confidence"),
    },
    ROW_PRO13_M4: {
        "corner_radius_pt": (18, "corner radius 18: not found; GEO's unverified 18 (as the 11-inch M4), "
                                 "low confidence"),
    },
}

# Rows whose portrait insets themselves are of medium confidence (single upstream source).
MEDIUM_INSETS = {
    ROW_PRO11_M4: "insets 24/20 in both orientations: GODOT, GEO and DF (DF's landscape 24 left/right "
                  "is a naive rotation, not used) (medium)",
    ROW_PRO13_M4: "insets 24/20 in both orientations: GODOT, GEO and DF (medium)",
    ROW_AIR: "portrait insets 68/34 and landscape sides 68: single upstream source (useyourloaf via PR #1046)",
    ROW_AIR13: "insets 24/20: GODOT and GEO only (medium)",
}

# Known HIG-vs-hardware size mismatches (HIG model -> facts portrait size): reported, not fatal.
SIZE_MISMATCH_OK = {"iPad Pro 10.5-inch": "834x1112"}

# ---------------------------------------------------------------------------------------------
# Apple Watch: HIG row (series, case) -> readable unique name and aliases.
# ---------------------------------------------------------------------------------------------

WATCH_NAMES: dict[tuple[str, str], tuple[str, list[str]]] = {
    ("Apple Watch Ultra (3rd generation)", "49"): ("Apple Watch Ultra 3 49mm", []),
    ("10, 11", "42"): ("Apple Watch Series 10 42mm", ["Apple Watch Series 11 42mm"]),
    ("10, 11", "46"): ("Apple Watch Series 10 46mm", ["Apple Watch Series 11 46mm"]),
    ("Apple Watch Ultra (1st and 2nd generations)", "49"): ("Apple Watch Ultra 49mm", ["Apple Watch Ultra 2 49mm"]),
    ("7, 8, and 9", "41"): ("Apple Watch Series 7 41mm", ["Apple Watch Series 8 41mm", "Apple Watch Series 9 41mm"]),
    ("7, 8, and 9", "45"): ("Apple Watch Series 7 45mm", ["Apple Watch Series 8 45mm", "Apple Watch Series 9 45mm"]),
    ("4, 5, 6, and SE (all generations)", "40"): (
        "Apple Watch Series 4 40mm",
        ["Apple Watch Series 5 40mm", "Apple Watch Series 6 40mm", "Apple Watch SE 40mm",
         "Apple Watch SE (40mm) (2nd generation)", "Apple Watch SE 3 (40mm)"]),
    ("4, 5, 6, and SE (all generations)", "44"): (
        "Apple Watch Series 4 44mm",
        ["Apple Watch Series 5 44mm", "Apple Watch Series 6 44mm", "Apple Watch SE 44mm",
         "Apple Watch SE (44mm) (2nd generation)", "Apple Watch SE 3 (44mm)"]),
    ("1, 2, and 3", "38"): ("Apple Watch Series 1 38mm", ["Apple Watch Series 2 38mm", "Apple Watch Series 3 38mm"]),
    ("1, 2, and 3", "42"): ("Apple Watch Series 1 42mm", ["Apple Watch Series 2 42mm", "Apple Watch Series 3 42mm"]),
}

# Watch corner radii (points). No reliable source exists (devices.md section 5): REV's values where
# it has them, otherwise the 0.24 x width heuristic of devices.md, rounded. All are notes.
WATCH_RADIUS_REV = {"416x496": 50, "410x502": 54, "422x514": 57}
WATCH_RADIUS_FACTOR = 0.24

# ---------------------------------------------------------------------------------------------
# Apple TV
# ---------------------------------------------------------------------------------------------

APPLE_TV = {
    "name": "Apple TV",
    "aliases": ["Apple TV 4K", "Apple TV 4K (3rd generation)", "Apple TV 4K (2nd generation)",
                "Apple TV HD"],
    "idiom": "tv",
    "portraitSize": {"width": 1920, "height": 1080},
    # Apple TV 4K (every model sold since 2017) renders the 1920x1080 pt canvas at @2x; Apple TV HD is @1x.
    "scale": 2,
    # tvOS reports a regular horizontal and compact vertical size class.
    "portraitSizeClasses": {"horizontal": "regular", "vertical": "compact"},
    "landscapeSizeClasses": {"horizontal": "regular", "vertical": "compact"},
    # HIG Layout, tvOS: "Inset primary content 60 points from the top and bottom ... and 80 points from the sides."
    "portraitSafeArea": {"top": 60, "left": 80, "bottom": 60, "right": 80},
    "landscapeSafeArea": {"top": 60, "left": 80, "bottom": 60, "right": 80},
    "statusBarHeight": {"portrait": 0, "landscape": 0},
    "cornerRadius": 0,
    "cutout": {"kind": "none"},
    "hasHomeButton": False,
    "hasHomeIndicator": False,
    "rotates": False,
    "sources": "HIG Layout (tvOS safe area 60/80 pt); MM (1920x1080 @1x HD, @2x 4K); UIKit tvOS traits",
    "notes": [],
}

# Mac windows. A window has no screen size of its own: these are named content sizes (what a
# SwiftUI scene's `defaultSize` sets), plus the title bar above the content, which the catalog
# counts as the window's top safe-area inset so content lays out below it. MAC_TITLE_BAR and
# the sizes are documented in docs/Devices.md ("Mac windows") with their sources.
MAC_TITLE_BAR = 28  # a titled window's title bar, macOS 11-15 (estimate, see docs/Devices.md)
MAC_WINDOWS = [
    # (name, aliases, content width, content height, note)
    ("Mac", ["Mac document window", "Mac window", "macOS"], 800, 600,
     "content 800x600 pt: a document window of the common 4:3 size (a choice, not an Apple figure)"),
    ("Mac settings window", ["Mac preferences window", "Settings window"], 500, 400,
     "content 500x400 pt: a settings window of a typical width (a choice, not an Apple figure)"),
]


def mac_window(name: str, aliases: list[str], width: int, height: int, note: str) -> dict:
    return {
        "name": name,
        "aliases": aliases,
        "idiom": "mac",
        "portraitSize": {"width": width, "height": height + MAC_TITLE_BAR},
        "scale": 2,
        # A Mac window is regular in both size classes (SwiftUI on macOS reports regular/regular).
        "portraitSizeClasses": {"horizontal": "regular", "vertical": "regular"},
        "landscapeSizeClasses": {"horizontal": "regular", "vertical": "regular"},
        "portraitSafeArea": {"top": MAC_TITLE_BAR, "left": 0, "bottom": 0, "right": 0},
        "landscapeSafeArea": {"top": MAC_TITLE_BAR, "left": 0, "bottom": 0, "right": 0},
        "statusBarHeight": {"portrait": 0, "landscape": 0},
        "cornerRadius": 10,
        "cutout": {"kind": "none"},
        "hasHomeButton": False,
        "hasHomeIndicator": False,
        "rotates": False,
        "sources": "HIG Layout (macOS); title bar and window corner estimates (docs/Devices.md, Mac windows)",
        "notes": [note, f"title bar {MAC_TITLE_BAR} pt above the content: estimate",
                  "corner radius 10 pt: estimate of macOS 11-15 windows"],
    }


# ---------------------------------------------------------------------------------------------

NUMBER = re.compile(r"-?\d+(?:\.\d+)?")


def first_number(text: str) -> float | None:
    """The first number in a facts cell such as '20 (iOS26 per UYL-17; ...)', or None for 'not found'."""
    if text.strip().lower().startswith("not found"):
        return None
    match = NUMBER.search(text)
    return float(match.group()) if match else None


def clean(value: float) -> int | float:
    """Integers as ints so the JSON reads 20, not 20.0."""
    return int(value) if float(value).is_integer() else value


def read_csv(path: Path) -> list[dict[str, str]]:
    with path.open(newline="", encoding="utf-8") as handle:
        return list(csv.DictReader(handle))


def size_classes(h: str, v: str) -> dict[str, str]:
    for value in (h, v):
        if value not in ("compact", "regular"):
            sys.exit(f"unexpected size class {value!r}")
    return {"horizontal": h, "vertical": v}


def ios_device(row: dict[str, str], facts_by_row: dict[str, dict[str, str]]) -> dict:
    name = row["model"]
    if name not in IOS_FACTS:
        sys.exit(f"HIG model {name!r} has no facts mapping in IOS_FACTS; add one")
    facts_key, cutout, choice_note = IOS_FACTS[name]
    facts = facts_by_row.get(facts_key)
    if facts is None:
        sys.exit(f"facts row {facts_key!r} (for {name!r}) is missing from device-facts/devices.csv")

    width, height = float(row["width_pt"]), float(row["height_pt"])
    scale = float(row["scale"])
    facts_size = facts["portrait_pt"].strip()
    hig_size = f"{clean(width)}x{clean(height)}"
    if facts_size != hig_size and SIZE_MISMATCH_OK.get(name) != facts_size:
        sys.exit(f"{name}: HIG size {hig_size} differs from facts row {facts_key!r} size {facts_size}")
    if first_number(facts["scale"]) != scale:
        sys.exit(f"{name}: HIG scale {scale} differs from facts row {facts_key!r}")

    overrides = IOS18_OVERRIDES.get(facts_key, {})
    notes: list[str] = []
    if choice_note:
        notes.append(choice_note)

    def value(column: str) -> float:
        if column in overrides:
            override, reason = overrides[column]
            notes.append(reason)
            return override
        number = first_number(facts[column])
        if number is None:
            sys.exit(f"{name}: facts column {column!r} of {facts_key!r} has no value and no override")
        return number

    insets = {}
    for prefix, key in (("P", "portraitSafeArea"), ("L", "landscapeSafeArea")):
        insets[key] = {edge: clean(value(f"{prefix}_{edge}")) for edge in ("top", "left", "bottom", "right")}
    corner_radius = value("corner_radius_pt")
    if "medium" in facts["corner_radius_pt"]:
        notes.append(f"corner radius {clean(corner_radius)}: medium confidence ({facts['corner_radius_pt']})")
    if facts_key in MEDIUM_INSETS:
        notes.append(MEDIUM_INSETS[facts_key])

    idiom = "pad" if name.startswith("iPad") else "phone"
    status_portrait = first_number(facts["status_bar_pt"])
    if status_portrait is None:
        status_portrait = insets["portraitSafeArea"]["top"]
        notes.append(f"status bar height {clean(status_portrait)}: not found in any source; "
                         "uses the portrait safe-area top inset")
    # iPhones hide the status bar in landscape; iPads keep it (devices.md section 0 and 2a).
    status_landscape = 0 if idiom == "phone" else status_portrait

    if cutout["kind"] != "none":
        notes.append(cutout["note"])
    facts_cutout = facts["cutout"].strip().lower()
    expected_cutout = {"none": "none", "notch": "notch", "dynamic island": "dynamicIsland"}[facts_cutout]
    if expected_cutout != cutout["kind"]:
        sys.exit(f"{name}: cutout {cutout['kind']} contradicts facts row ({facts['cutout']})")

    has_home_button = facts["home_button"].strip().lower().startswith("yes")
    return {
        "name": name,
        "aliases": IOS_ALIASES.get(name, []),
        "idiom": idiom,
        "portraitSize": {"width": clean(width), "height": clean(height)},
        "scale": clean(scale),
        "portraitSizeClasses": size_classes(row["portrait_h_class"], row["portrait_v_class"]),
        "landscapeSizeClasses": size_classes(row["landscape_h_class"], row["landscape_v_class"]),
        "portraitSafeArea": insets["portraitSafeArea"],
        "landscapeSafeArea": insets["landscapeSafeArea"],
        "statusBarHeight": {"portrait": clean(status_portrait), "landscape": clean(status_landscape)},
        "cornerRadius": clean(corner_radius),
        "cutout": {k: v for k, v in cutout.items() if k != "note"},
        "hasHomeButton": has_home_button,
        # Every device in this table without a home button shows the home indicator (devices.md 2b).
        "hasHomeIndicator": not has_home_button,
        "rotates": True,
        "factsRow": facts_key,
        "sources": (f"HIG Layout tables ({row['size_class_source']})" if
                    not row["size_class_source"].startswith("not in the HIG")
                    else row["size_class_source"]) + f"; facts: {facts['sources']}",
        "notes": notes,
    }


def watch_device(row: dict[str, str], facts: list[dict[str, str]]) -> dict:
    key = (row["series"], row["case_mm"])
    if key not in WATCH_NAMES:
        sys.exit(f"HIG watch row {key} has no name in WATCH_NAMES; add one")
    name, aliases = WATCH_NAMES[key]
    px = f"{row['width_px']}x{row['height_px']}"
    width, height = int(row["width_px"]) / 2, int(row["height_px"]) / 2
    facts_row = next((f for f in facts if f["px (HIG)"] == px), None)
    if facts_row is None:
        sys.exit(f"{name}: no row for {px} in device-facts/watch.csv")
    expected_pt = f"{clean(width)}x{clean(height)}"
    if facts_row["pt @2x"] != expected_pt:
        sys.exit(f"{name}: facts point size {facts_row['pt @2x']} != {expected_pt}")
    if px in WATCH_RADIUS_REV:
        radius = WATCH_RADIUS_REV[px]
        radius_note = f"corner radius {radius}: REV citing safearea.info, low confidence"
    else:
        radius = round(width * WATCH_RADIUS_FACTOR)
        radius_note = f"corner radius {radius}: ESTIMATE, 0.24 x width heuristic (no reliable source)"
    return {
        "name": name,
        "aliases": aliases,
        "idiom": "watch",
        "portraitSize": {"width": clean(width), "height": clean(height)},
        "scale": 2,
        "portraitSizeClasses": {"horizontal": "compact", "vertical": "compact"},
        "landscapeSizeClasses": {"horizontal": "compact", "vertical": "compact"},
        "portraitSafeArea": {"top": 0, "left": 0, "bottom": 0, "right": 0},
        "landscapeSafeArea": {"top": 0, "left": 0, "bottom": 0, "right": 0},
        "statusBarHeight": {"portrait": 0, "landscape": 0},
        "cornerRadius": radius,
        "cutout": {"kind": "none"},
        "hasHomeButton": False,
        "hasHomeIndicator": False,
        "rotates": False,
        # The case size picks the watch's default Dynamic Type size (HIG Typography, watchOS).
        "caseMillimetres": int(row["case_mm"]),
        "factsRow": facts_row["watch"],
        "sources": f"HIG Layout watchOS table ({row['series']}, {row['case_mm']}mm, {px} px); "
                   f"facts: {facts_row['sources']}",
        "notes": [
            radius_note,
            "safe area 0: the HIG has content run edge to edge; watchOS's own insets "
            "(53/36 pt on 46mm per REV) are unverified",
        ],
    }


def generate() -> str:
    ios_rows = read_csv(HIG / "devices-ios.csv")
    watch_rows = read_csv(HIG / "devices-watch.csv")
    facts_rows = read_csv(HIG / "device-facts" / "devices.csv")
    watch_facts = read_csv(HIG / "device-facts" / "watch.csv")
    facts_by_row = {row["device"]: row for row in facts_rows}

    unused = set(IOS_FACTS) - {row["model"] for row in ios_rows + NEWER_THAN_HIG}
    if unused:
        sys.exit(f"IOS_FACTS maps models the HIG table no longer has: {sorted(unused)}")

    # Newer iPads first: the HIG lists each family newest first.
    devices = [ios_device(row, facts_by_row) for row in NEWER_THAN_HIG + ios_rows]
    devices += [watch_device(row, watch_facts) for row in watch_rows]
    devices.append(APPLE_TV)
    devices += [mac_window(*window) for window in MAC_WINDOWS]

    names = [d["name"] for d in devices]
    if len(set(names)) != len(names):
        sys.exit("duplicate device names")

    document = {
        "schemaVersion": 1,
        "generatedBy": "Scripts/generate-devices.py",
        "iosGeneration": IOS_GENERATION,
        "units": "points",
        "devices": devices,
    }
    return json.dumps(document, indent=2, ensure_ascii=False) + "\n"


def main() -> None:
    text = generate()
    if "--check" in sys.argv[1:]:
        current = OUTPUT.read_text(encoding="utf-8") if OUTPUT.exists() else ""
        if current != text:
            sys.exit(f"{OUTPUT.relative_to(REPO)} is out of date; run Scripts/generate-devices.py")
        print(f"{OUTPUT.relative_to(REPO)} is up to date")
        return
    OUTPUT.write_text(text, encoding="utf-8")
    count = text.count('"name":')
    print(f"wrote {OUTPUT.relative_to(REPO)} ({count} devices)")


if __name__ == "__main__":
    main()
