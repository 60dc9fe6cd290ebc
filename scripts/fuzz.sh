#!/usr/bin/env bash
# Builds a fuzz target with libFuzzer's instrumentation (as `cargo fuzz` does, without needing
# it) and runs it for SECONDS from a corpus of every lit test chunk, example and numerics step.
# Usage: scripts/fuzz.sh [plan_run|parse_verify] [SECONDS]. Needs the nightly toolchain.
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:-plan_run}
seconds=${2:-600}
triple=$(rustc -vV | sed -n 's/^host: //p')
flags="-Cpasses=sancov-module -Cllvm-args=-sanitizer-coverage-level=4"
flags+=" -Cllvm-args=-sanitizer-coverage-inline-8bit-counters -Cllvm-args=-sanitizer-coverage-pc-table"
flags+=" -Cllvm-args=-sanitizer-coverage-trace-compares --cfg fuzzing -Cdebug-assertions -Coverflow-checks"
(cd fuzz && RUSTFLAGS="$flags" cargo +nightly build --release --target "$triple" --bin "$target")
corpus=fuzz/corpus/$target
mkdir -p "$corpus" fuzz/artifacts
# parse_verify plans every input three ways: only small seeds leave it time to mutate.
limit=200000
[ "$target" = parse_verify ] && limit=30000
python3 - "$corpus" "$limit" <<'PY'
import glob, sys
out, n, limit = sys.argv[1], 0, int(sys.argv[2])
files = glob.glob('lit_tests/**/*.mlir', recursive=True) + glob.glob('examples/*.mlir') \
    + glob.glob('../shared/bench/xla/numerics/*.mlir') + glob.glob('ir/tests/pretty/*.mlir')
for f in files:
    for chunk in open(f).read().split('\n// -----\n'):
        if len(chunk) < limit:
            open(f'{out}/seed{n:05d}.mlir', 'w').write(chunk)
            n += 1
print(f'{n} seeds')
PY
"fuzz/target/$triple/release/$target" "$corpus" -max_len=200000 -timeout=60 -rss_limit_mb=6000 \
  -max_total_time="$seconds" -artifact_prefix=fuzz/artifacts/ -print_final_stats=1
