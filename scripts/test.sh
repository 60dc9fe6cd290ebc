#!/usr/bin/env bash
# Installs what the tests need (LLVM FileCheck for the lit tests, MLIR 22's mlir-opt for the
# upstream-compatibility test, MLIR 22's libraries for the melior bridge) and runs the whole
# test suite. Works on a fresh Debian bookworm
# machine as root (or with sudo).
set -euo pipefail
cd "$(dirname "$0")/.."

need=()
[ -x /usr/lib/llvm-14/bin/FileCheck ] || ls /usr/lib/llvm-*/bin/FileCheck >/dev/null 2>&1 || need+=(llvm-14-tools)
[ -x /usr/lib/llvm-22/bin/mlir-opt ] || need+=(mlir-22-tools)
# The melior bridge (`lowtide-mlir --features mlir`): MLIR's static libraries, LLVM, Polly (the
# tblgen crate links it), libclang (bindgen), and the libraries LLVM links.
for p in libmlir-22-dev llvm-22-dev libpolly-22-dev libclang-22-dev libzstd-dev libz3-dev libxml2-dev; do
  dpkg -s "$p" >/dev/null 2>&1 || need+=("$p")
done
# The emulated CUDA device compiles the generated kernels with the host C++ compiler.
command -v "${CXX:-g++}" >/dev/null 2>&1 || need+=(g++)
python3 -m pip --version >/dev/null 2>&1 || need+=(python3-pip)
if [ ${#need[@]} -gt 0 ]; then
  SUDO=""
  [ "$(id -u)" = 0 ] || SUDO="sudo"
  echo "installing: ${need[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi

cargo test --workspace --locked

# The melior bridge against LLVM/MLIR 22: conversion both ways, planning in memory, and the
# lowered steps under MLIR's ExecutionEngine.
export MLIR_SYS_220_PREFIX=/usr/lib/llvm-22 TABLEGEN_220_PREFIX=/usr/lib/llvm-22
cargo test -p lowtide-mlir --features mlir --locked

# Feature `cuda` on a machine without a GPU: it builds, and every kernel the test and bench
# steps generate compiles with NVRTC and assembles with ptxas for sm_80 and sm_90 (the GPU
# test skips, saying why). NVRTC and ptxas come from NVIDIA's PyPI wheels, CUDA 13.0 as on
# the GPU machines, unpacked once into a cache folder outside the clone.
wheels="${LOWTIDE_CUDA_WHEELS:-$HOME/.cache/lowtide/cuda-13.0-wheels}"
if [ ! -x "$wheels/nvidia/cu13/bin/ptxas" ] || [ ! -e "$wheels/nvidia/cu13/lib/libnvrtc.so.13" ]; then
  echo "downloading NVRTC and ptxas (CUDA 13.0) into $wheels"
  mkdir -p "$wheels/download"
  python3 -m pip download -q --no-deps --only-binary=:all: --platform manylinux2014_x86_64 \
    --platform manylinux_2_17_x86_64 --platform manylinux_2_12_x86_64 --platform manylinux2010_x86_64 \
    -d "$wheels/download" "nvidia-cuda-nvrtc==13.0.*" "nvidia-cuda-nvcc==13.0.*"
  for w in "$wheels"/download/*.whl; do python3 -m zipfile -e "$w" "$wheels"; done
  chmod +x "$wheels/nvidia/cu13/bin/ptxas"
fi
LD_LIBRARY_PATH="$wheels/nvidia/cu13/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" \
  LOWTIDE_PTXAS="$wheels/nvidia/cu13/bin/ptxas" \
  cargo test -p lowtide-runtime --features cuda --locked --lib --test cuda_kernels -- --nocapture
