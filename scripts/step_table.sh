#!/usr/bin/env bash
# Step time against XLA:CPU, two rounds per file: XLA:CPU, then each given `step-time` build.
# Prints one line per file: `NAME | xla b1 b2 ... | xla b1 b2 ...` (median seconds per step);
# `docs/RESULTS.md` takes each tool's lower median of its two rounds.
#
# Usage: PY=venv/bin/python3 scripts/step_table.sh "STEP_TIME_BIN..." FILE.mlir...
#   (the venv needs `pip install jax`; `step-time` is `cargo build --release -p lowtide-benches`)
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
py="${PY:-python3}"
xla="${XLA_TIME:-$here/../shared/bench/tools/xla_time.py}"
bins="$1"
shift
median() { grep -o "median [0-9.]*" | cut -d' ' -f2; }
for f in "$@"; do
  line="$(basename "$f" .mlir)"
  for round in 1 2; do
    line="$line | $("$py" "$xla" "$f" --runs 3 --warmup 1 2>&1 | median)"
    for b in $bins; do
      line="$line $("$b" "$f" --runs 3 --warmup 1 2>&1 | median)"
    done
  done
  echo "$line"
done
