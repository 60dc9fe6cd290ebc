#!/usr/bin/env bash
# Installs what the tests need (LLVM FileCheck for the lit tests, MLIR 22's mlir-opt for the
# upstream-compatibility test) and runs the whole test suite. Works on a fresh Debian bookworm
# machine as root (or with sudo).
set -euo pipefail
cd "$(dirname "$0")/.."

need=()
[ -x /usr/lib/llvm-14/bin/FileCheck ] || ls /usr/lib/llvm-*/bin/FileCheck >/dev/null 2>&1 || need+=(llvm-14-tools)
[ -x /usr/lib/llvm-22/bin/mlir-opt ] || need+=(mlir-22-tools)
if [ ${#need[@]} -gt 0 ]; then
  SUDO=""
  [ "$(id -u)" = 0 ] || SUDO="sudo"
  echo "installing: ${need[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi

cargo test --workspace --locked
