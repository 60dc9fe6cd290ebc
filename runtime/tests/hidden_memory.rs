//! No hidden memory: a planned step's heap use beyond its arguments is the arena and the
//! outputs (on the device, and the copies handed back), plus the executor's bookkeeping
//! (views, value tables), which is reported and bounded here. Measured with a counting global allocator on the tiny ResNet and GPT and an LSTM step.

use lowtide_testkit as common;

use lowtide_ir::parse_and_verify;
use lowtide_passes::{Instrumentation, Pipeline, PLAN_PIPELINE};
use lowtide_runtime::{io, run, Mode};
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

/// Counts the heap in use and its peak, the GEMM crates' packing scratch apart (allocated
/// and, but for `gemm`'s per-thread slab, freed inside their calls:
/// `kernels::in_gemm_library`).
struct Counting;
static CURRENT: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);
static GEMM_CURRENT: AtomicUsize = AtomicUsize::new(0);
static GEMM_PEAK: AtomicUsize = AtomicUsize::new(0);

fn counters() -> (&'static AtomicUsize, &'static AtomicUsize) {
    match lowtide_runtime::kernels::in_gemm_library() {
        true => (&GEMM_CURRENT, &GEMM_PEAK),
        false => (&CURRENT, &PEAK),
    }
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, l: Layout) -> *mut u8 {
        let p = unsafe { System.alloc(l) };
        if !p.is_null() {
            let (current, peak) = counters();
            let now = current.fetch_add(l.size(), Ordering::SeqCst) + l.size();
            peak.fetch_max(now, Ordering::SeqCst);
        }
        p
    }
    unsafe fn dealloc(&self, p: *mut u8, l: Layout) {
        unsafe { System.dealloc(p, l) };
        counters().0.fetch_sub(l.size(), Ordering::SeqCst);
    }
}

#[global_allocator]
static A: Counting = Counting;

#[test]
fn planned_step_uses_the_arena_and_outputs_and_little_else() {
    // A `lax.scan` step: the loops' values live in their workspaces, inside the arena.
    let own = common::data("jax_steps");
    check(&own, "lstm_adam");
    let Some(dir) = common::bench_dir("xla/numerics") else {
        return;
    };
    for name in ["resnet_tiny", "gpt_tiny"] {
        check(&dir, name);
    }
}

fn check(dir: &std::path::Path, name: &str) {
    {
        let text = std::fs::read_to_string(dir.join(format!("{name}.mlir"))).unwrap();
        let mut m = parse_and_verify(&text, name).unwrap();
        let mut p = Pipeline::parse(PLAN_PIPELINE).unwrap();
        p.run(
            &mut m,
            &Instrumentation::default(),
            name,
            &mut std::io::sink(),
        )
        .unwrap();
        let all =
            io::read(&std::fs::read(dir.join(format!("{name}.safetensors"))).unwrap()).unwrap();
        let nargs = m.blocks[m.entry_block(m.function("main").unwrap()).unwrap()]
            .args
            .len();
        let inputs = io::numbered(&all, "input", nargs).unwrap();
        drop(all);
        let ops = count_ops(&m, m.entry_block(m.function("main").unwrap()).unwrap());
        // Two steps: the first also leaves `gemm`'s slab on each thread that multiplies.
        for step in 1..=2 {
            let inputs = inputs.clone();
            let base = CURRENT.load(Ordering::SeqCst);
            PEAK.store(base, Ordering::SeqCst);
            let gemm_base = GEMM_CURRENT.load(Ordering::SeqCst);
            GEMM_PEAK.store(gemm_base, Ordering::SeqCst);
            let out = run(&m, "main", inputs, Mode::Planned).unwrap();
            let peak = PEAK.load(Ordering::SeqCst) - base;
            let gemm = GEMM_PEAK.load(Ordering::SeqCst) - gemm_base;
            let outputs: usize = out.outputs.iter().map(|t| t.bytes.len()).sum();
            // Outputs twice: the device's output buffers and the host copies handed back (as a
            // download from a GPU would be). Arguments move from the host to the device.
            let expected = out.arena_bytes as usize + 2 * outputs;
            let extra = peak.saturating_sub(expected);
            eprintln!("{name}, step {step}: peak heap growth {peak} B = arena {} + 2 x outputs {outputs} + bookkeeping {extra} ({} B per op); GEMM packing scratch {gemm} B", out.arena_bytes, extra / ops);
            // Bookkeeping is per-op tables and views, never tensor data: bounded by 512 bytes
            // per op (ops in regions included: loops keep a table of where their values are).
            assert!(
                extra <= 512 * ops,
                "{name}, step {step}: {extra} bytes beyond arena and outputs for {ops} ops"
            );
            // The GEMM crates' scratch is their own, bounded by the machine, not the step:
            // `gemm`'s slab of an L2 cache's size (at most 4 MiB on the machines we know) per
            // thread, and one call's packed panels on each thread (`matrixmultiply`: 256 rows
            // of K by 64 + 1024 columns of f64 at most).
            let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
            assert!(
                gemm <= threads * ((4 << 20) + 256 * (64 + 1024) * 8),
                "{name}, step {step}: {gemm} bytes of GEMM scratch"
            );
        }
    }
}

/// The ops of `b`, those in their regions included.
fn count_ops(m: &lowtide_ir::Module, b: lowtide_ir::Block) -> usize {
    m.blocks[b]
        .ops
        .iter()
        .map(|&o| {
            1 + m.ops[o]
                .regions
                .iter()
                .flat_map(|&r| m.regions[r].blocks.clone())
                .map(|bb| count_ops(m, bb))
                .sum::<usize>()
        })
        .sum()
}
