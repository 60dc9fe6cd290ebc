#!/bin/bash
# The CUDA device's checks on a lent GPU machine (#26), in one call: step times of the 12 bench
# steps (f32 GEMMs, then TF32 with LOWTIDE_CUDA_TF32=1), XLA:GPU's beside them, every test case
# on the GPU against the CPU device (f32 and TF32), and per-op profiles. Writes under $OUT.
#
# The GPU machine has no Rust and no network: prepare a folder `.dev` (ignored by git) here,
# name it in the call's `carry`, and run `bash scripts/gpu_check.sh`:
#   cargo build --release --features cuda -p lowtide-runtime --example gpu_step
#   cargo test --release -p lowtide-runtime --features cuda --test cuda_kernels --no-run
#   mkdir -p .dev/bin && cp target/release/examples/gpu_step target/release/deps/cuda_kernels-* .dev/bin/
#   strip .dev/bin/*; cp -r ../shared/bench .dev/bench
#   # PTX of every case for sm_90, so the GPU compiles nothing (about 6 minutes here):
#   XDG_CACHE_HOME=$PWD/.dev/cache LD_LIBRARY_PATH=<nvrtc wheel>/lib LOWTIDE_PTXAS=<nvcc wheel>/bin/ptxas \
#     .dev/bin/cuda_kernels-* every_kernel_compiles
#   rm .dev/cache/lowtide/cuda/*.sm_80.ptx; tar -C .dev -cJf .dev/cache.tar.xz cache; rm -r .dev/cache
cd "$(dirname "$0")/.."
R=$PWD
L=
for lib in libnvrtc.so.13 libcublas.so.13; do
  f=$(find /usr/local /opt /usr/lib -name "$lib" 2>/dev/null | head -1)
  [ -n "$f" ] && L="$L:$(dirname "$f")"
done
export LD_LIBRARY_PATH="${L#:}${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
echo "LD_LIBRARY_PATH=$LD_LIBRARY_PATH"
# The test binary reads the bench where it was built: /work/shared/bench.
mkdir -p /work/shared && ln -sfn "$R/.dev/bench" /work/shared/bench
mkdir -p /tmp/xdg && tar -C /tmp/xdg -xJf .dev/cache.tar.xz && export XDG_CACHE_HOME=/tmp/xdg/cache
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader
B=.dev/bench/xla
STEPS=$(ls $B/*.mlir)
G=.dev/bin/gpu_step
each() { # $1: output file; rest: env for gpu_step
  out=$1; shift
  for f in $STEPS; do env "$@" timeout 40 $G --runs 10 --warmup 2 "$f" 2>>$OUT/err.log | grep '^| [a-z]' | tee -a "$out"; done
}
date -u +%T; echo "== lowtide f32"; each $OUT/lt_f32.md X=1
date -u +%T; echo "== XLA:GPU default"
timeout 110 python3 scripts/xla_gpu.py $STEPS --expand-barriers --runs 10 --warmup 3 --json-out $OUT/xla.json 2>>$OUT/err.log | grep '^|' 
date -u +%T; echo "== cases on the GPU"
timeout 110 .dev/bin/cuda_kernels-* --test-threads 1 every_case_runs_on_the_gpu --nocapture > $OUT/cases.log 2>&1
grep -c ': ok' $OUT/cases.log; grep -v ': ok' $OUT/cases.log | tail -8
date -u +%T; echo "== lowtide TF32"; each $OUT/lt_tf32.md LOWTIDE_CUDA_TF32=1
date -u +%T; echo "== XLA:GPU at HIGHEST precision (full f32, as lowtide's default)"
mkdir -p /tmp/hi && for f in $STEPS; do sed 's/precision DEFAULT/precision HIGHEST/g' $f > /tmp/hi/$(basename $f); cp ${f%.mlir}.args.json /tmp/hi/ 2>/dev/null; done
timeout 90 python3 scripts/xla_gpu.py /tmp/hi/*.mlir --expand-barriers --runs 10 --warmup 3 --json-out $OUT/xla_highest.json 2>>$OUT/err.log | grep '^|'
date -u +%T; echo "== profiles"
timeout 30 $G --runs 1 --warmup 1 --timing $B/gpt__base.mlir > $OUT/timing_gpt.log 2>&1
timeout 30 $G --runs 1 --warmup 1 --timing $B/resnet18_cifar__donate.mlir > $OUT/timing_resnet.log 2>&1
timeout 30 $G --runs 1 --warmup 1 --timing $B/vgg11_cifar__donate.mlir > $OUT/timing_vgg.log 2>&1
head -30 $OUT/timing_gpt.log; head -20 $OUT/timing_resnet.log
date -u +%T
echo "== cases on the GPU with TF32 GEMMs"
LOWTIDE_CUDA_TF32=1 timeout 60 .dev/bin/cuda_kernels-* --test-threads 1 every_case_runs_on_the_gpu --nocapture > $OUT/cases_tf32.log 2>&1
grep -c ': ok' $OUT/cases_tf32.log; grep -v ': ok' $OUT/cases_tf32.log | grep -v '^$' | tail -12
date -u +%T
