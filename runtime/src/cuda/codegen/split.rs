//! Reductions split over a block's threads.
//!
//! A reduction's plain kernel gives each result element one thread, which folds the result's
//! operand elements one after the other in the operand's order (the CPU device's bits). When
//! each result folds many elements, that leaves the GPU mostly idle and, when the reduced dims
//! are the operand's last, makes the threads of a warp read elements far apart. A split
//! reduction gives each result [`BLOCK`] / `G` threads of one block instead: thread `p` of a
//! result folds its elements `p`, `p + P`, `p + 2P`, ... (the flat index over the reduced
//! dims, in the operand's order), then the block combines the threads' partial results in
//! shared memory, halving them each step. Only a body that is one op the order cannot change
//! up to rounding (`splits`) is split, and only from [`SPLIT_MIN`] elements per result:
//! sums round in another order than the CPU device's (within the numerics tests' tolerance,
//! as GEMMs do); maxima, minima and integer or bitwise folds give its bits.
//!
//! Layout: when the operand's last dim is reduced ("rows"), a result's `P` threads are
//! consecutive (32 to 256 of them), so a warp reads consecutive elements; otherwise
//! ("columns") the block's 32 consecutive threads take 32 consecutive results, which are
//! consecutive in the operand, and 8 threads share each result.

use super::{strides, Kernel, Writer, BLOCK};
use lowtide_ir::{Block, Module, OpKind};
use std::fmt::Write;

/// Operand elements per result from which a reduction whose body `splits` is split over a
/// block's threads. Below it a thread folds a result alone (a softmax's rows of 128 elements
/// split; a batch norm's 3-element window does not).
pub const SPLIT_MIN: u64 = 64;

/// Elements each thread of a split "rows" reduction folds at least (how many threads a result
/// takes: its elements / this, as a power of two from 32 to [`BLOCK`]).
const PER_THREAD: u64 = 4;

/// Results a block of a "columns" reduction takes (its other threads share them).
const COLUMNS: u64 = 32;

/// Whether reduce body `block` is one op on its two arguments that folds to the same result
/// in any order, up to the rounding of sums and products: add, multiply, maximum, minimum,
/// and, or, xor.
pub(super) fn splits(m: &Module, block: Block) -> bool {
    let b = &m.blocks[block];
    let [op, ret] = b.ops[..] else { return false };
    let d = &m.ops[op];
    matches!(
        m.kind(op),
        Some(
            OpKind::Add
                | OpKind::Multiply
                | OpKind::Maximum
                | OpKind::Minimum
                | OpKind::And
                | OpKind::Or
                | OpKind::Xor
        )
    ) && b.args.len() == 2
        && d.operands.len() == 2
        && b.args.iter().all(|a| d.operands.contains(a))
        && m.ops[ret].operands == d.results
}

/// The C of one split fold: the accumulator `acc` (declared by the writer's body), the
/// operand value `x` that `values` declares at flat operand index `j`, `fold` (`acc` folded
/// with `x`), `combine` (`acc` folded with another thread's `xo`), `first` (`acc` from `x`
/// alone) and `store` (writes `acc` at result index `i`).
pub(super) struct Fold<'a> {
    pub acc: &'a str,
    pub values: &'a str,
    pub fold: &'a str,
    pub combine: &'a str,
    pub first: &'a str,
    pub store: &'a str,
}

/// Whether a reduction of an operand shaped `dims` over `reduced` is split.
pub(super) fn worth(dims: &[u64], reduced: &[usize]) -> bool {
    reduced.iter().map(|&d| dims[d]).product::<u64>() >= SPLIT_MIN
}

/// The kernel of a split reduction with `results` result elements, of an operand shaped
/// `dims` over `reduced`. `w` holds the parameters and, in its body, the lines run once per
/// result before the fold (the result index `i`'s kept-dim indices `o0..` and `acc`'s init).
pub(super) fn kernel(w: Writer, dims: &[u64], reduced: &[usize], results: u64, f: Fold) -> Kernel {
    let total: u64 = reduced.iter().map(|&d| dims[d]).product();
    let rows = reduced.contains(&(dims.len().saturating_sub(1)));
    let block = BLOCK as u64;
    let (parts, (part, g, step)) = if rows {
        let p = total
            .div_ceil(PER_THREAD)
            .next_power_of_two()
            .clamp(32, block);
        (p, (format!("tid % {p}U"), format!("tid / {p}U"), 1))
    } else {
        let p = block / COLUMNS;
        (
            p,
            (
                format!("tid / {COLUMNS}U"),
                format!("tid % {COLUMNS}U"),
                COLUMNS,
            ),
        )
    };
    let per_block = block / parts;
    let groups = results.div_ceil(per_block);
    // The flat index q over the reduced dims (in the operand's order) as operand index `j`.
    let st = strides(dims);
    let mut index = String::new();
    let mut j = String::from("0");
    let mut below = total;
    let mut kept = 0;
    for (d, &n) in dims.iter().enumerate() {
        if reduced.contains(&d) {
            below /= n.max(1);
            let _ = write!(index, "const u64 r{d} = (q / {below}ULL) % {n}ULL; ");
            let _ = write!(j, " + r{d} * {}ULL", st[d]);
        } else {
            let _ = write!(j, " + o{kept} * {}ULL", st[d]);
            kept += 1;
        }
    }
    let Fold {
        acc,
        values,
        fold,
        combine,
        first,
        store,
    } = f;
    let mut s = String::new();
    w.open(&mut s);
    let _ = writeln!(
        s,
        "  __shared__ double lt_sh[{block}];\n  __shared__ unsigned char lt_has[{block}];\n  const u32 tid = threadIdx.x;\n  const u32 part = {part}; const u32 g = {g};"
    );
    let _ = writeln!(
        s,
        "  for (u64 grp = blockIdx.x; grp < {groups}ULL; grp += gridDim.x) {{\n    const u64 i = grp * {per_block}ULL + g;\n    const bool live = i < {results}ULL;"
    );
    s.push_str(&w.body);
    let _ = writeln!(
        s,
        "      bool has = live && part == 0;\n      if (live) for (u64 q = part; q < {total}ULL; q += {parts}ULL) {{\n      {index}const u64 j = {j};\n{values}      if (has) {{\n{fold}      }} else {{\n{first}      has = true; }}\n      }}"
    );
    let _ = writeln!(
        s,
        "      lt_sh[tid] = {acc}; lt_has[tid] = has;\n      __syncthreads();\n      for (u32 half = {}U; half > 0; half >>= 1) {{\n        if (part < half && lt_has[tid + half * {step}U]) {{\n        const double xo = lt_sh[tid + half * {step}U];\n        if (has) {{\n{combine}        }} else {{ {acc} = xo; has = true; }}\n        lt_sh[tid] = {acc}; lt_has[tid] = 1;\n        }}\n        __syncthreads();\n      }}\n      if (live && part == 0) {{ {store} }}\n      __syncthreads();\n  }}\n}}",
        parts / 2
    );
    w.kernel(s, groups * block, BLOCK, true)
}
