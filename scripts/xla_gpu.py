#!/usr/bin/env python3
"""XLA's memory figures and step times for StableHLO training steps, on one PJRT device.

    python3 scripts/xla_gpu.py FILE.mlir... --json-out PATH [--platform cuda|cpu]
                               [--runs 20] [--warmup 5] [--seed 0]

Each FILE.mlir is a whole training step exported from JAX (StableHLO text, pretty or generic
form, entry function @main), e.g. ../shared/bench/xla/*.mlir or its numerics/*.mlir. Per file:

  1. compile it with XLA on the first device of --platform (default cuda; JAX_PLATFORMS is set
     from it before jax is imported), through the PJRT client directly (no JAX tracing).
     Files whose name contains "remat" are compiled with
     xla_disable_hlo_passes=cse_barrier_expander, so the optimization barriers of jax.checkpoint
     survive (how the bench's remat_kb variants were measured); "compiler_options" records it.
  2. record XLA's memory_analysis() of the compiled step, in bytes:
       argument_size_in_bytes  all @main arguments (parameters, batch)
       output_size_in_bytes    all results
       alias_size_in_bytes     results written over donated arguments (counted once)
       temp_size_in_bytes      XLA's packed temporary arena (fragmentation included)
       footprint_bytes         argument + output + temp - alias: every allocation the step needs
                               (the number ../shared/bench/xla/xla_memory.json lists for XLA:CPU)
  3. run it on deterministic random inputs (int arguments drawn in [0, high) with high taken
     from the sibling <stem>.args.json / <stem>.json, as ../shared/bench/tools/xla_time.py does)
     --warmup times, then --runs timed times, blocking until all results are ready; median_ms /
     min_ms are wall milliseconds per step. Donated arguments are consumed by a run, so they are
     re-uploaded before every run, outside the timed region.  compile_s is the compile wall time.

A file that fails (parse/compile error, out of memory) gets an "error" text; the others go on.
Writes {jax_version, jaxlib_version, platform, device_kind, runs, warmup, results: [per file]}
to --json-out (rewritten after every file, so a run cut short keeps what it finished) and a
markdown table to stdout. Needs only jax (+ its CUDA plugin for cuda); uses the jax._src
internals xla_time.py uses (checked with jax/jaxlib 0.10.2).
"""
import argparse, gc, json, os, statistics, sys, time  # noqa: E401

ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
ap.add_argument("mlir", nargs="+", help="StableHLO modules (text)")
ap.add_argument("--platform", choices=("cuda", "cpu"), default="cuda")
ap.add_argument("--runs", type=int, default=20)
ap.add_argument("--warmup", type=int, default=5)
ap.add_argument("--expand-barriers", action="store_true",
                help="compile remat files with XLA's defaults (XLA:GPU rejects kept barriers)")
ap.add_argument("--seed", type=int, default=0)
ap.add_argument("--json-out", required=True, help="where to write the JSON results")
A = ap.parse_args()
os.environ["JAX_PLATFORMS"] = A.platform

# jax is imported only now, after JAX_PLATFORMS is set
import numpy as np, jax, jax.extend, jaxlib  # noqa: E401,E402,F401
from jax._src import compiler as jax_compiler  # noqa: E402
from jax._src.interpreters import mlir as jmlir  # noqa: E402
from jax._src.lib import xla_client as xc  # noqa: E402
from jaxlib.mlir import ir  # noqa: E402

MLIR_SUFFIXES = (".flat.generic.mlir", ".flat.mlir", ".generic.mlir", ".stablehlo.mlir", ".mlir")
NP_DT = {"f32": np.float32, "f64": np.float64, "f16": np.float16, "bf16": jax.numpy.bfloat16,
         "i32": np.int32, "i64": np.int64, "i16": np.int16, "i8": np.int8, "ui8": np.uint8,
         "ui32": np.uint32, "i1": np.bool_}
MEM_FIELDS = ("argument_size_in_bytes", "output_size_in_bytes", "alias_size_in_bytes",
              "temp_size_in_bytes")
KEEP_BARRIERS = {"xla_disable_hlo_passes": "cse_barrier_expander"}


# ------------------------------------------------- input tooling (from bench/tools/xla_time.py)
def read_signature(text):
    """-> canonical module text, [(shape, element type str, donated)] of @main's arguments."""
    with jmlir.make_ir_context():
        module = ir.Module.parse(text)
        assert module.operation.verify()
        mains = [op for op in module.body.operations if "sym_name" in op.attributes
                 and ir.StringAttr(op.attributes["sym_name"]).value == "main"]
        if not mains:
            raise ValueError("no @main function in the module")
        f = mains[0]
        ftype = ir.FunctionType(ir.TypeAttr(f.attributes["function_type"]).value)
        donated = [False] * len(ftype.inputs)
        if "arg_attrs" in f.attributes:
            for i, d in enumerate(ir.ArrayAttr(f.attributes["arg_attrs"])):
                d = ir.DictAttr(d)
                donated[i] = "tf.aliasing_output" in d or "jax.buffer_donor" in d
        args = [([int(s) for s in ir.RankedTensorType(t).shape],
                 str(ir.RankedTensorType(t).element_type), don)
                for t, don in zip(ftype.inputs, donated)]
        return module.operation.get_asm(), args


def _high_from(d):
    if not isinstance(d, dict):
        return None
    for k in ("range", "high", "vocab", "num_classes"):
        v = d.get(k)
        if isinstance(v, (list, tuple)) and len(v) == 2:
            return int(v[1])
        if isinstance(v, int) and not isinstance(v, bool) and v > 0:
            return v
    if isinstance(d.get("sizes"), list) and d["sizes"]:
        return int(d["sizes"][-1])
    return None


def int_ranges(path, nargs):
    """per-arg (kind, path, high) hints from the sibling json files."""
    d, base = os.path.split(os.path.abspath(path))
    stem = next((base[: -len(s)] for s in MLIR_SUFFIXES if base.endswith(s)), base)
    hints = [dict(kind=None, path="", high=None) for _ in range(nargs)]
    global_high = None
    for cand in (f"{stem}.args.json", f"{stem}.json"):
        try:
            js = json.load(open(os.path.join(d, cand)))
        except (OSError, ValueError):
            continue
        arglist = js.get("args") if isinstance(js, dict) else None
        if isinstance(arglist, list) and len(arglist) == nargs:
            for h, a in zip(hints, arglist):
                h.update(kind=a.get("kind"), path=a.get("path", ""), high=_high_from(a))
            global_high = _high_from(js) or _high_from(js.get("config"))
            break
    if global_high is None:
        for mp in ("memory.json", "xla_memory.json"):
            try:
                cfg = json.load(open(os.path.join(d, mp)))["models"][stem.split("__")[0]]["config"]
                global_high = _high_from(cfg)
                break
            except (OSError, ValueError, KeyError, TypeError):
                pass
    for h in hints:
        if h["high"] is None:
            h["high"] = 10 if h["kind"] == "opt_state" else (global_high or 10)
    return hints


def make_inputs(sig, hints, seed):
    rng = np.random.default_rng(seed)
    out = []
    for (shape, elt, _), h in zip(sig, hints):
        dt = NP_DT.get(elt)
        if dt is None:
            raise ValueError(f"unsupported element type {elt}")
        if dt == np.bool_:
            a = rng.integers(0, 2, size=shape).astype(np.bool_)
        elif np.issubdtype(dt, np.integer):
            a = rng.integers(0, h["high"], size=shape).astype(dt)
        else:
            a = (rng.standard_normal(size=shape) * 0.02).astype(dt)
            if h["kind"] == "opt_state" and str(h["path"]).startswith("['v']"):
                a = np.abs(a)        # Adam second moment >= 0 (avoid sqrt of negatives)
        out.append(a)
    return out


# ------------------------------------------------------------------------ compile / run
def compile_text(be, text, options):
    opts = jax_compiler.get_compile_options(num_replicas=1, num_partitions=1,
                                            env_options_overrides=options)
    devs = xc.DeviceList(tuple(be.devices()[:1]))
    if hasattr(be, "compile_and_load"):
        return be.compile_and_load(text, executable_devices=devs, compile_options=opts)
    return be.compile(text, devs, opts)          # older jaxlib


def bench_file(be, path, rec):
    """Fills rec (a dict) as far as it gets; raises on failure."""
    keep = "remat" in os.path.basename(path) and not A.expand_barriers
    options = KEEP_BARRIERS if keep else None
    rec["compiler_options"] = options
    asm, sig = read_signature(open(path).read())
    rec.update(num_args=len(sig), donated_args=sum(d for _, _, d in sig))
    t0 = time.perf_counter()
    exe = compile_text(be, asm, options)
    rec["compile_s"] = round(time.perf_counter() - t0, 4)
    m = exe.get_compiled_memory_stats()
    rec.update({k: int(getattr(m, k)) for k in MEM_FIELDS})
    rec["footprint_bytes"] = (rec["argument_size_in_bytes"] + rec["output_size_in_bytes"]
                              + rec["temp_size_in_bytes"] - rec["alias_size_in_bytes"])

    dev = be.devices()[0]
    host = make_inputs(sig, int_ranges(path, len(sig)), A.seed)
    fixed = [None if don else jax.device_put(x, dev) for x, (_, _, don) in zip(host, sig)]

    def run_once():
        bufs = [b if b is not None else jax.device_put(x, dev) for b, x in zip(fixed, host)]
        jax.block_until_ready(bufs)     # (re-)upload donated args outside the timed region
        t = time.perf_counter()
        res = exe.execute_sharded(bufs).disassemble_into_single_device_arrays()
        jax.block_until_ready([r[0] for r in res])
        return time.perf_counter() - t, res

    for _ in range(A.warmup):
        run_once()
    times, res = [], None
    for _ in range(A.runs):
        res = None                   # free the previous outputs before the next run
        dt, res = run_once()
        times.append(dt * 1e3)
    if times:
        rec.update(median_ms=statistics.median(times), min_ms=min(times), times_ms=times)
    if res:                # last result, if a scalar float (the loss of a training step)
        r = np.asarray(res[-1][0])
        if r.shape == () and np.issubdtype(r.dtype, np.floating):
            rec["last_scalar_result"] = float(r)


def main():
    be = jax.extend.backend.get_backend(A.platform)
    out = {"jax_version": jax.__version__, "jaxlib_version": jaxlib.__version__,
           "platform": A.platform, "device_kind": jax.devices()[0].device_kind,
           "platform_version": be.platform_version, "runs": A.runs, "warmup": A.warmup,
           "seed": A.seed, "results": []}
    for path in A.mlir:
        rec = {"file": path}
        out["results"].append(rec)
        print(f"[xla_gpu] {path} ...", file=sys.stderr, flush=True)
        try:
            bench_file(be, path, rec)
        except Exception as e:     # compile error, OOM, bad input: record it, go on
            rec["error"] = f"{type(e).__name__}: {e}"[:4000]
            print(f"[xla_gpu]   failed: {rec['error'][:300]}", file=sys.stderr, flush=True)
        gc.collect()               # drop the executable and device buffers before the next file
        with open(A.json_out, "w") as f:
            json.dump(out, f, indent=1)

    mib = lambda k, r: f"{r[k] / 2**20:.2f}" if k in r else "-"  # noqa: E731
    ms = lambda k, r: f"{r[k]:.3f}" if k in r else "-"  # noqa: E731
    print(f"XLA on {out['device_kind']} ({A.platform}), jax {jax.__version__}, "
          f"{A.runs} runs after {A.warmup} warmup\n")
    print("| file | footprint MiB | temp MiB | median ms | min ms | compile s | notes |")
    print("|---|---:|---:|---:|---:|---:|---|")
    for r in out["results"]:
        notes = "keep barriers" if r.get("compiler_options") else ""
        if "error" in r:
            notes = (notes + "; " if notes else "") + "ERROR " + r["error"].splitlines()[0][:80]
        print(f"| {r['file']} | {mib('footprint_bytes', r)} | {mib('temp_size_in_bytes', r)} "
              f"| {ms('median_ms', r)} | {ms('min_ms', r)} | {r.get('compile_s', '-')} "
              f"| {notes.replace('|', '/')} |")


if __name__ == "__main__":
    main()
