#!/usr/bin/env bash
# Writes what a binary prints for every sample over a grid of variants, so two builds can be
# compared byte for byte (`diff -r`): a change meant to be invisible (performance work, a reader
# rewritten) must leave every file the same.
#
#   Scripts/snapshot-outputs.sh BINARY OUTDIR [LAYOUT...]
#
# For each layout (default: every file in Layouts/) and each of three devices (the smallest and
# largest iPhone, the largest iPad), both orientations, Large and AX5, left to right and right to
# left: `render --width 80 --color never` and `frames --format text`, stdout and stderr and the
# exit status, one file each. About 1,500 files for the samples.
set -uo pipefail

if [ $# -lt 2 ]; then
  echo "usage: $0 BINARY OUTDIR [LAYOUT...]" >&2
  exit 64
fi
binary=$1
out=$2
shift 2
cd "$(dirname "$0")/.."
if [ $# -gt 0 ]; then layouts=("$@"); else layouts=(Layouts/*.yaml Layouts/*.swift); fi

mkdir -p "$out"
for layout in "${layouts[@]}"; do
  name=$(basename "$layout")
  for device in "iPhone SE 4-inch" "iPhone 17 Pro Max" "iPad Pro 13-inch (M4)"; do
    tag=$(echo "$device" | tr -cd 'A-Za-z0-9')
    for orientation in portrait landscape-left; do
      for size in Large AX5; do
        for direction in ltr rtl; do
          base="$out/$name.$tag.$orientation.$size.$direction"
          args=(--device "$device" --orientation "$orientation" --type-size "$size" --direction "$direction")
          "$binary" render "$layout" "${args[@]}" --width 80 --color never >"$base.render" 2>&1
          echo "exit $?" >>"$base.render"
          "$binary" frames "$layout" "${args[@]}" --format text >"$base.frames" 2>&1
          echo "exit $?" >>"$base.frames"
        done
      done
    done
  done
done
