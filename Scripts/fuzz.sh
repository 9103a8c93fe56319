#!/usr/bin/env bash
# Builds the libFuzzer target (parse -> layout on three variants -> rasterize, asserting that no
# control character reaches a diagnostic or a canvas) and runs it on a copy of the seed corpus.
#
#   Scripts/fuzz.sh [RUNS] [libFuzzer options...]
#
# RUNS is the number of executions (default 1000000; 0 runs until stopped). The build goes to
# .build-fuzz (release, coverage instrumentation on every module of the package). Findings land in
# .build-fuzz/findings; copy each into Fuzz/regressions (with a '# expect:' line where it is a
# YAML text) so `swift test` replays it from then on.
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-1000000}"
shift || true
swift build -c release --scratch-path .build-fuzz --product layout-preview-fuzz \
  -Xswiftc -sanitize=fuzzer -Xswiftc -DFUZZING -Xswiftc -parse-as-library
binary="$(swift build -c release --scratch-path .build-fuzz --show-bin-path)/layout-preview-fuzz"
work=.build-fuzz/corpus
findings=.build-fuzz/findings
mkdir -p "$work" "$findings"
cp -n Fuzz/seeds/* Fuzz/regressions/* "$work"/ 2>/dev/null || true
# -max_len: layout files that matter fit in 8 KiB; -timeout: a single input over 10 s is a hang;
# -rss_limit_mb: an input that needs more than 2 GB is a finding (the budgets keep far below it).
exec "$binary" "$work" -runs="$runs" -max_len=8192 -timeout=10 -rss_limit_mb=2048 \
  -artifact_prefix="$findings/" -dict=Fuzz/layout.dict -print_final_stats=1 "$@"
