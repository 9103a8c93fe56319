#!/usr/bin/env bash
# Builds the libFuzzer target (parse -> layout on three variants -> rasterize, asserting that no
# control character reaches a diagnostic or a canvas) and runs it on a copy of the seed corpus.
# FUZZ_TARGET=swift fuzzes the Swift reader instead (read -> evaluate -> map -> layout -> rasterize,
# with the structure-aware mutator, the .swift seeds and Fuzz/swift.dict).
#
#   Scripts/fuzz.sh [RUNS] [libFuzzer options...]
#   FUZZ_TARGET=swift Scripts/fuzz.sh [RUNS] [libFuzzer options...]
#
# RUNS is the number of executions (default 1000000; 0 runs until stopped). The build goes to
# .build-fuzz (FUZZ_CONFIGURATION: release by default, or debug into .build-fuzz-debug, which
# compiles faster and runs slower), with coverage instrumentation on every module of the package.
# The working corpus grows in <build>/corpus; findings land in <build>/findings: copy each into
# Fuzz/regressions (with a '# expect:' line where it is a YAML text) so `swift test` replays it.
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-1000000}"
shift || true
# libFuzzer's -runs=0 only replays the corpus; -1 is its "until stopped".
if [ "$runs" = 0 ]; then runs=-1; fi
configuration="${FUZZ_CONFIGURATION:-release}"
scratch=.build-fuzz
if [ "$configuration" != release ]; then scratch=".build-fuzz-$configuration"; fi
build=(swift build -c "$configuration" --scratch-path "$scratch" --product layout-preview-fuzz
  -Xswiftc -sanitize=fuzzer -Xswiftc -DFUZZING -Xswiftc -parse-as-library)
"${build[@]}"
binary="$("${build[@]}" --show-bin-path)/layout-preview-fuzz"
target="${FUZZ_TARGET:-yaml}"
# -max_len: layout files that matter fit in 8 KiB. A Swift input is held to 2 KiB: reading costs
# grow faster than the size (nesting, chains, the parser's lookaheads), so an 8 KiB mutant costs
# 5-25 times a 2 KiB one, and 2 KiB still nests 1,000 deep or chains 200 modifiers; the
# regressions over it (the long chains) are replayed whole by `swift test`.
if [ "$target" = swift ]; then
  mode=(--swift)
  suffix=-swift
  dict=Fuzz/swift.dict
  seeds=(Fuzz/seeds/*.swift Fuzz/regressions/*.swift)
  max_len=2048
else
  mode=()
  suffix=
  dict=Fuzz/layout.dict
  seeds=(Fuzz/seeds/*.yaml Fuzz/regressions/*.yaml)
  max_len=8192
fi
work="$scratch/corpus$suffix"
findings="$scratch/findings$suffix"
mkdir -p "$work" "$findings"
cp -n "${seeds[@]}" "$work"/ 2>/dev/null || true
# -timeout: an input over 30 s is a hang (the worst input within the budgets takes a few seconds
# on a loaded machine); -rss_limit_mb: an input that needs more than 2 GB is a finding (the
# budgets keep far below it).
exec "$binary" "${mode[@]}" "$work" -runs="$runs" -max_len="$max_len" -timeout=30 -rss_limit_mb=2048 \
  -artifact_prefix="$findings/" -dict="$dict" -print_final_stats=1 "$@"
