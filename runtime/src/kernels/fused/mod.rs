//! `lt.fused`: runs a fused loop body over the result's elements in chunks, so no body value
//! is ever stored whole. The body is compiled once per call into a list of steps over chunk
//! slots; each step evaluates one body op for the chunk's elements. Every intermediate is
//! rounded to its element type, exactly as storing it would, so fused and unfused steps give
//! bit-identical results.
//!
//! Slots hold f32 and 32-bit integer values in their own width (`native`), so their hot ops
//! run without converting each element; other values travel as f64.
//!
//! Safe in place: a chunk's operand elements are all read before any result element of the
//! chunk is written, and an operand the plan lets a result overwrite is read only at the
//! result's own indices (`ops::reads_elementwise`).
//!
//! A body that ends in a `reduce` (a reduction fused with its producers) runs the steps over
//! the reduction's operand instead and folds each chunk into the result in the order of the
//! operand's elements, rounding after every step as the `reduce` kernel does, so the fused
//! reduction equals the unfused one bit for bit.

mod native;

use super::reduce::Body;
use crate::scalar::{eval, reduce_precision, Cmp};
use crate::tensor::{load, store, strides, Buf};
use lowtide_ir::attr::DenseData;
use lowtide_ir::stablehlo::CmpDir;
use lowtide_ir::{Attr, ElemType, Module, Op, OpKind, Value};
use native::{slot, Rep};

/// Elements per chunk: small enough that every slot stays in cache.
const CHUNK: usize = 512;

/// Slots after the body's own, for f64 copies of a step's arguments and result (`widen`).
const SCRATCH: usize = 4;

/// Where a broadcast or transpose reads from.
enum Source {
    Input(usize),
    /// A constant's elements.
    Values(Vec<f64>),
}

/// One step of the compiled body; `dst` and `args` are slot indices.
enum Step {
    /// Element `i` of input `k`.
    Load { k: usize, dst: usize },
    /// A `broadcast_in_dim` or `transpose`: result index -> source index by per-dim (size,
    /// result stride, source stride).
    Map {
        src: Source,
        dims: Vec<(u64, u64, u64)>,
        dst: usize,
    },
    /// An `iota`: (i / stride) % size.
    Iota { stride: u64, size: u64, dst: usize },
    /// A constant read by index: one value (a splat) or element `i`.
    Constant { vals: Vec<f64>, dst: usize },
    /// The fused convolution's result (its block in the workspace).
    Conv { dst: usize },
    /// An elementwise op.
    Apply {
        kind: OpKind,
        elem: ElemType,
        out: ElemType,
        cmp: Option<Cmp>,
        precision: (u32, u32),
        args: Vec<usize>,
        dst: usize,
    },
}

/// The `reduce` a body ends in: it folds slot `x` (the operand, `dims` its shape) into the
/// result, starting from input `init`.
struct Reduction {
    x: usize,
    init: usize,
    body: Body,
    dims: Vec<u64>,
    /// Per operand dim: the result stride (0 for a reduced dim).
    out_strides: Vec<u64>,
    /// Where operand element `i` goes when that is a division or a remainder.
    layout: ReduceLayout,
}

/// The result index of operand element `i`.
#[derive(Clone, Copy)]
enum ReduceLayout {
    /// `i / n`: the reduced dims are the last ones (softmax, layer norm).
    Rows(usize),
    /// `i % n`: the reduced dims are the first ones (bias gradients).
    Cols(usize),
    /// Any other set of dims: an odometer over the operand index.
    General,
}

/// Runs `op` (an `lt.fused`) reading `ins`, writing `outs`.
pub fn run(m: &Module, op: Op, ins: &[Buf], outs: &[Buf]) -> Result<(), String> {
    let c = compile(m, op)?;
    let slots = || vec![0.0f64; (c.slots + SCRATCH) * CHUNK];
    if let Some(conv) = &c.conv {
        return run_conv(m, &c, conv, ins, outs, &slots);
    }
    let Some(r) = &c.reduction else {
        // Elements apart on the machine's cores.
        let n = outs.first().map_or(0, Buf::numel);
        return super::parallel::split(n, super::parallel::min_items(c.cost), |part| {
            elements(&c, ins, outs, &mut slots(), part, None)
        });
    };
    let n = r.dims.iter().product::<u64>() as usize;
    let out = outs.first().ok_or("'lt.fused' needs a result")?;
    // Reducing the last dims: rows of the result apart on the machine's cores, each folded in
    // the same order as on one.
    if let ReduceLayout::Rows(per_row) = r.layout {
        let rows = out.numel();
        if rows * per_row == n {
            let min = super::parallel::min_items(c.cost).div_ceil(per_row.max(1));
            return super::parallel::split(rows, min, |part| {
                let (lo, hi) = (part.start * per_row, part.end * per_row);
                let mut fold = Fold::start(r, ins, out, part.len());
                fold_range(&c, r, ins, &mut slots(), &mut fold, lo..hi)?;
                fold.finish(out, part.start);
                Ok(())
            });
        }
    }
    let mut fold = Fold::start(r, ins, out, out.numel());
    fold_range(&c, r, ins, &mut slots(), &mut fold, 0..n)?;
    fold.finish(out, 0);
    Ok(())
}

/// Runs the steps of a body ending in reduction `r` over operand elements `range`, a chunk at
/// a time, folding each into `fold` (which starts at the result element of `range.start`).
fn fold_range(
    c: &Compiled,
    r: &Reduction,
    ins: &[Buf],
    buf: &mut [f64],
    fold: &mut Fold,
    range: std::ops::Range<usize>,
) -> Result<(), String> {
    let mut lo = range.start;
    while lo < range.end {
        let len = CHUNK.min(range.end - lo);
        steps(c, ins, buf, lo, len, None)?;
        // SAFETY: slot x and the first scratch slot are apart.
        let vals = unsafe { as_f64(c, buf.as_mut_ptr(), r.x, c.slots, len) };
        fold.add(r, lo - range.start, vals)?;
        lo += len;
    }
    Ok(())
}

/// Runs the steps of a body without a reduction over result elements `range`, a chunk at a
/// time, and stores each chunk's results; `conv` is the fused convolution's block and the
/// element it starts at.
fn elements(
    c: &Compiled,
    ins: &[Buf],
    outs: &[Buf],
    buf: &mut [f64],
    range: std::ops::Range<usize>,
    conv: Option<(&Buf, usize)>,
) -> Result<(), String> {
    let mut lo = range.start;
    while lo < range.end {
        let len = CHUNK.min(range.end - lo);
        steps(c, ins, buf, lo, len, conv)?;
        let p = buf.as_mut_ptr();
        for (out, &s) in outs.iter().zip(&c.yields) {
            // SAFETY: slot s and the first scratch slot are apart; len <= CHUNK.
            unsafe {
                if !native::store(out, lo, p, s, c.elems[s], len) {
                    store_chunk(out, lo, as_f64(c, p, s, c.slots, len));
                }
            }
        }
        lo += len;
    }
    Ok(())
}

/// Runs a body that starts with a contraction: a block of the contraction's rows at a time
/// into the workspace (the last of `outs`), then the rest of the body over that block's
/// elements. A block's elements are all computed before any result element of it is written,
/// and the contraction reads no operand the result may overwrite (`reads_elementwise`).
fn run_conv(
    m: &Module,
    c: &Compiled,
    conv: &Conv,
    ins: &[Buf],
    outs: &[Buf],
    slots: &(dyn Fn() -> Vec<f64> + Sync),
) -> Result<(), String> {
    let ws = outs
        .get(c.yields.len())
        .ok_or("a fused convolution needs a workspace: run assign-buffers again")?;
    let b = conv.blocks;
    let slab = conv.full[b.lead..].iter().product::<u64>() as usize;
    let mut row = 0;
    while row < b.rows {
        let rows = b.per_block.min(b.rows - row);
        let mut dims = vec![rows];
        dims.extend_from_slice(&conv.full[b.lead..]);
        let block = ws.prefix(&dims)?;
        let part = super::contract::Rows {
            full: conv.full.clone(),
            lead: b.lead,
            lo: row,
            accumulate: false,
        };
        let operands = (&ins[conv.x], &ins[conv.k]);
        super::contract::contraction_rows(m, conv.op, operands, &block, &part)?;
        // The rest of the body over the block's elements, on the machine's cores when the
        // block starts where ranges may meet (so no two threads write one byte of an `i1`
        // result).
        let (start, end) = (row as usize * slab, (row + rows) as usize * slab);
        let min = match start % super::parallel::ALIGN {
            0 => super::parallel::min_items(c.cost),
            _ => usize::MAX,
        };
        super::parallel::split(end - start, min, |part| {
            let range = start + part.start..start + part.end;
            elements(c, ins, outs, &mut slots(), range, Some((&block, start)))
        })?;
        row += rows;
    }
    Ok(())
}

/// A reduction in progress: the result so far (from some result element on, see
/// [`fold_range`]) and the operand index the next element has, counted from there.
struct Fold {
    acc: Vec<f64>,
    elem: ElemType,
    idx: Vec<u64>,
    /// The result index of `idx`.
    at: u64,
}

impl Fold {
    /// A fold of `len` result elements.
    fn start(r: &Reduction, ins: &[Buf], out: &Buf, len: usize) -> Fold {
        let init = ins.get(r.init).map_or(0.0, |b| b.get(0));
        Fold {
            acc: vec![round(out.elem, init); len],
            elem: out.elem,
            idx: vec![0; r.dims.len()],
            at: 0,
        }
    }

    /// Folds operand elements `lo..lo + vals.len()` in, each result element combined with its
    /// operand elements in their order (the `reduce` kernel's order).
    fn add(&mut self, r: &Reduction, lo: usize, vals: &[f64]) -> Result<(), String> {
        // f32 sums, products and maxima in tight loops: each step is the f32 operation (an f64
        // sum or product of two f32 values rounds to the f32 one).
        let max = |a: f64, b: f64| {
            if a.is_nan() || b.is_nan() {
                f64::NAN
            } else {
                a.max(b)
            }
        };
        let done = match (r.body.fast(), self.elem) {
            (Some((OpKind::Add, ElemType::F32, _)), ElemType::F32) => {
                fold_f32(&mut self.acc, r.layout, lo, vals, |a, b| {
                    (a + b) as f32 as f64
                })
            }
            (Some((OpKind::Multiply, ElemType::F32, _)), ElemType::F32) => {
                fold_f32(&mut self.acc, r.layout, lo, vals, |a, b| {
                    (a * b) as f32 as f64
                })
            }
            (Some((OpKind::Maximum, ElemType::F32, _)), ElemType::F32) => {
                fold_f32(&mut self.acc, r.layout, lo, vals, max)
            }
            _ => false,
        };
        if done {
            return Ok(());
        }
        let mut res = [0.0f64];
        for &v in vals {
            let o = self.at as usize;
            r.body.call(&[self.acc[o], v], &mut res)?;
            self.acc[o] = round(self.elem, res[0]);
            // Advance the operand index, keeping its result index.
            for d in (0..self.idx.len()).rev() {
                self.idx[d] += 1;
                self.at += r.out_strides[d];
                if self.idx[d] < r.dims[d] {
                    break;
                }
                self.at -= self.idx[d] * r.out_strides[d];
                self.idx[d] = 0;
            }
        }
        Ok(())
    }

    /// Stores the result, from result element `at` on.
    fn finish(self, out: &Buf, at: usize) {
        store_chunk(out, at, &self.acc);
    }
}

/// Folds operand elements `lo..` into `acc` with `f` when the layout is rows or columns (false
/// otherwise: the caller takes the general path).
#[inline(always)]
fn fold_f32(
    acc: &mut [f64],
    layout: ReduceLayout,
    lo: usize,
    vals: &[f64],
    f: impl Fn(f64, f64) -> f64,
) -> bool {
    match layout {
        ReduceLayout::Rows(n) => {
            // A run of one row at a time, its accumulator in a register.
            let mut j = 0;
            while j < vals.len() {
                let o = (lo + j) / n;
                let end = ((o + 1) * n - lo).min(vals.len());
                let mut a = acc[o];
                for &v in &vals[j..end] {
                    a = f(a, v);
                }
                acc[o] = a;
                j = end;
            }
        }
        ReduceLayout::Cols(n) => {
            let mut o = lo % n;
            for &v in vals {
                acc[o] = f(acc[o], v);
                o += 1;
                if o == n {
                    o = 0;
                }
            }
        }
        ReduceLayout::General => return false,
    }
    true
}

struct Compiled {
    steps: Vec<Step>,
    /// The body's slots (the scratch slots follow them).
    slots: usize,
    /// Each slot's element type (its [`Rep`]).
    elems: Vec<ElemType>,
    /// What an element costs (`scalar::cost` summed over the steps).
    cost: usize,
    yields: Vec<usize>,
    reduction: Option<Reduction>,
    conv: Option<Conv>,
}

/// The contraction (convolution or `dot_general`) a body starts with
/// (`lowtide_ir::ops::fused_contraction`).
struct Conv {
    op: Op,
    /// Its input and kernel: the fused op's operand positions.
    x: usize,
    k: usize,
    blocks: lowtide_ir::ops::RowBlocks,
    /// Its result's shape.
    full: Vec<u64>,
}

fn compile(m: &Module, op: Op) -> Result<Compiled, String> {
    let bad = || "'lt.fused' has a malformed body (run the verifier)".to_string();
    let block = m.ops[op]
        .regions
        .first()
        .and_then(|&r| m.regions[r].blocks.first().copied())
        .ok_or_else(bad)?;
    let mut slot: lowtide_ir::entity::SecondaryMap<Value, Option<usize>> = Default::default();
    let mut steps = Vec::new();
    let mut elems = Vec::new();
    let mut fresh = |e: ElemType| {
        elems.push(e);
        elems.len() - 1
    };
    let body = &m.blocks[block];
    let input_of = |v: Value| body.args.iter().position(|&a| a == v);
    let slot_of = |slot: &mut lowtide_ir::entity::SecondaryMap<Value, Option<usize>>,
                   steps: &mut Vec<Step>,
                   fresh: &mut dyn FnMut(ElemType) -> usize,
                   v: Value|
     -> Result<usize, String> {
        if let Some(s) = slot[v] {
            return Ok(s);
        }
        let dst = fresh(m.ty(v).elem().ok_or_else(bad)?);
        match input_of(v) {
            Some(k) => steps.push(Step::Load { k, dst }),
            None => {
                // A constant read by index (one only read through broadcasts needs no slot).
                let op = m.def_op(v).filter(|&c| m.kind(c) == Some(OpKind::Constant));
                let elem = m.ty(v).elem().ok_or_else(bad)?;
                steps.push(Step::Constant {
                    vals: constant_values(m, op.ok_or_else(bad)?, elem),
                    dst,
                });
            }
        }
        slot[v] = Some(dst);
        Ok(dst)
    };
    let (&ret, inner) = body.ops.split_last().ok_or_else(bad)?;
    let mut reduction = None;
    let mut conv = None;
    let conv_op = lowtide_ir::ops::fused_contraction(m, op);
    for &o in inner {
        let d = &m.ops[o];
        let kind = m.kind(o).ok_or_else(bad)?;
        let r = d.results[0];
        let rt = m.ty(r).as_tensor().ok_or_else(bad)?;
        let rdims = rt.static_dims().ok_or_else(bad)?;
        if Some(o) == conv_op {
            conv = Some(Conv {
                op: o,
                x: input_of(d.operands[0]).ok_or_else(bad)?,
                k: input_of(d.operands[1]).ok_or_else(bad)?,
                blocks: lowtide_ir::ops::contraction_blocks(m, o).ok_or_else(bad)?,
                full: rdims,
            });
            let dst = fresh(rt.elem);
            steps.push(Step::Conv { dst });
            slot[r] = Some(dst);
            continue;
        }
        match kind {
            OpKind::Reshape => {
                let s = slot_of(&mut slot, &mut steps, &mut fresh, d.operands[0])?;
                slot[r] = Some(s);
            }
            OpKind::BroadcastInDim | OpKind::Transpose => {
                let x = d.operands[0];
                let xt = m.ty(x).as_tensor().ok_or_else(bad)?;
                let src = match input_of(x) {
                    Some(k) => Source::Input(k),
                    None => {
                        Source::Values(constant_values(m, m.def_op(x).ok_or_else(bad)?, xt.elem))
                    }
                };
                let xdims = xt.static_dims().ok_or_else(bad)?;
                let (rs, xs) = (strides(&rdims), strides(&xdims));
                let mut src_stride = vec![0u64; rdims.len()];
                if kind == OpKind::Transpose {
                    let perm = super::ints_or(m, o, "permutation", rdims.len(), 0);
                    for (i, &p) in perm.iter().enumerate() {
                        src_stride[i] = xs[p as usize] as u64;
                    }
                } else {
                    let bd = super::ints_or(m, o, "broadcast_dimensions", xdims.len(), 0);
                    for (j, &dim) in bd.iter().enumerate() {
                        if xdims[j] != 1 {
                            src_stride[dim as usize] = xs[j] as u64;
                        }
                    }
                }
                let dims = (0..rdims.len())
                    .map(|i| (rdims[i], rs[i] as u64, src_stride[i]))
                    .collect();
                let dst = fresh(rt.elem);
                steps.push(Step::Map { src, dims, dst });
                slot[r] = Some(dst);
            }
            OpKind::Iota => {
                let dim = m
                    .attr(o, "iota_dimension")
                    .and_then(Attr::as_int)
                    .unwrap_or(0) as usize;
                let rs = strides(&rdims);
                let dst = fresh(rt.elem);
                steps.push(Step::Iota {
                    stride: rs.get(dim).copied().unwrap_or(1) as u64,
                    size: rdims.get(dim).copied().unwrap_or(1),
                    dst,
                });
                slot[r] = Some(dst);
            }
            // Materialized on first use by index, see `slot_of`.
            OpKind::Constant => {}
            // The verifier lets a reduce be the last op only, reading the init from an input.
            OpKind::Reduce => {
                let [x, init] = d.operands[..] else {
                    return Err(bad());
                };
                let xt = m.ty(x).as_tensor().ok_or_else(bad)?;
                let dims = xt.static_dims().ok_or_else(bad)?;
                let reduced = m
                    .attr(o, "dimensions")
                    .and_then(Attr::as_i64s)
                    .ok_or_else(bad)?;
                let kept_strides = strides(&rdims);
                let mut out_strides = vec![0u64; dims.len()];
                let kept: Vec<usize> = (0..dims.len())
                    .filter(|&i| !reduced.contains(&(i as i64)))
                    .collect();
                // The result is the operand's kept dims (the verifier's reduce rule).
                if kept.iter().map(|&i| dims[i]).ne(rdims.iter().copied()) {
                    return Err(bad());
                }
                for (j, &i) in kept.iter().enumerate() {
                    out_strides[i] = kept_strides[j] as u64;
                }
                let n_kept = rdims.iter().product::<u64>() as usize;
                let n_all = dims.iter().product::<u64>() as usize;
                let layout = if kept.iter().enumerate().all(|(j, &i)| i == j) {
                    ReduceLayout::Rows((n_all / n_kept.max(1)).max(1))
                } else if kept
                    .iter()
                    .enumerate()
                    .all(|(j, &i)| i == dims.len() - kept.len() + j)
                {
                    ReduceLayout::Cols(n_kept.max(1))
                } else {
                    ReduceLayout::General
                };
                reduction = Some(Reduction {
                    x: slot_of(&mut slot, &mut steps, &mut fresh, x)?,
                    init: input_of(init).ok_or_else(bad)?,
                    body: Body::compile(m, *d.regions.first().ok_or_else(bad)?)?,
                    dims,
                    out_strides,
                    layout,
                });
            }
            k => {
                let mut args = Vec::new();
                for &x in &d.operands {
                    args.push(slot_of(&mut slot, &mut steps, &mut fresh, x)?);
                }
                let elem = match k {
                    OpKind::Select | OpKind::Clamp => m.ty(d.operands[1]).elem(),
                    _ => m.ty(d.operands[0]).elem(),
                }
                .ok_or_else(bad)?;
                let cmp = Cmp::of(m, o)?;
                let int =
                    |key: &str, dflt: i64| m.attr(o, key).and_then(Attr::as_int).unwrap_or(dflt);
                let dst = fresh(rt.elem);
                steps.push(Step::Apply {
                    kind: k,
                    elem,
                    out: rt.elem,
                    cmp,
                    precision: (
                        int("exponent_bits", 8).clamp(1, 8) as u32,
                        int("mantissa_bits", 23).clamp(0, 23) as u32,
                    ),
                    args,
                    dst,
                });
                slot[r] = Some(dst);
            }
        }
    }
    let mut yields = Vec::new();
    if reduction.is_none() {
        for &y in &m.ops[ret].operands {
            yields.push(slot_of(&mut slot, &mut steps, &mut fresh, y)?);
        }
    }
    // An element's work: each step's, a libm call's many times an add's.
    let cost = steps
        .iter()
        .map(|s| match s {
            Step::Apply { kind, .. } => crate::scalar::cost(*kind),
            _ => 1,
        })
        .sum();
    Ok(Compiled {
        slots: elems.len(),
        elems,
        steps,
        cost,
        yields,
        reduction,
        conv,
    })
}

/// A constant's elements as f64, as storing them in its tensor leaves them (one value for a
/// splat).
pub(crate) fn constant_values(m: &Module, op: Op, elem: ElemType) -> Vec<f64> {
    let vals: Vec<f64> = match m.attr(op, "value") {
        Some(Attr::Dense(d)) => match &d.data {
            DenseData::Splat(e) => vec![e.to_f64(elem)],
            DenseData::Elements(v) => v.iter().map(|e| e.to_f64(elem)).collect(),
            DenseData::Hex(bytes) => {
                let w = (elem.byte_size() as usize).max(1);
                (0..bytes.len() / w).map(|j| load(bytes, elem, j)).collect()
            }
        },
        _ => vec![0.0],
    };
    vals.into_iter().map(|v| round(elem, v)).collect()
}

/// The integer an f64 slot of a 32-bit integer type holds (every such slot holds one, stored
/// as its type wraps it: well inside ±2^51, where adding 1.5 * 2^52 leaves the integer in the
/// low bits of the sum). A cast (`as i64`) checks for NaN and saturates, which costs more than
/// the integer op itself; this does not, and is wrong but defined for other values.
#[inline(always)]
fn exact_int(x: f64) -> i64 {
    const SHIFT: f64 = 6_755_399_441_055_744.0;
    ((x + SHIFT).to_bits() as i64).wrapping_sub(SHIFT.to_bits() as i64)
}

/// `v` as storing it in an `elem` tensor would leave it.
fn round(elem: ElemType, v: f64) -> f64 {
    match elem {
        ElemType::F32 => v as f32 as f64,
        ElemType::F64 => v,
        ElemType::Int(1) => (v != 0.0) as u8 as f64,
        ElemType::UInt(32) => v as i64 as u32 as f64,
        ElemType::UInt(64) => v as u64 as f64,
        ElemType::Int(64) | ElemType::SInt(64) => v as i64 as f64,
        ElemType::Int(32) | ElemType::SInt(32) => v as i64 as i32 as f64,
        _ => {
            let mut b = [0u8; 8];
            store(&mut b, elem, 0, v);
            load(&b, elem, 0)
        }
    }
}

/// Runs every step of `c` for elements `lo..lo + len` ([`exec`]). On x86-64 machines with
/// AVX2 the steps run as compiled for it (the chunk loops four f64 lanes wide instead of two):
/// the same IEEE operations in the same order, so the same bits.
fn steps(
    c: &Compiled,
    ins: &[Buf],
    buf: &mut [f64],
    lo: usize,
    len: usize,
    conv: Option<(&Buf, usize)>,
) -> Result<(), String> {
    #[cfg(target_arch = "x86_64")]
    {
        static AVX2: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
        if *AVX2.get_or_init(|| std::arch::is_x86_feature_detected!("avx2")) {
            // SAFETY: the machine has AVX2 (checked above).
            return unsafe { steps_avx2(c, ins, buf, lo, len, conv) };
        }
    }
    each_step(c, ins, buf, lo, len, conv)
}

/// [`steps`] compiled for AVX2.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
unsafe fn steps_avx2(
    c: &Compiled,
    ins: &[Buf],
    buf: &mut [f64],
    lo: usize,
    len: usize,
    conv: Option<(&Buf, usize)>,
) -> Result<(), String> {
    each_step(c, ins, buf, lo, len, conv)
}

/// The loop of [`steps`], inlined into each of its compilations.
#[inline(always)]
fn each_step(
    c: &Compiled,
    ins: &[Buf],
    buf: &mut [f64],
    lo: usize,
    len: usize,
    conv: Option<(&Buf, usize)>,
) -> Result<(), String> {
    // A plain loop, not a closure: a closure is a function of its own, compiled without the
    // caller's target features.
    for s in &c.steps {
        exec(c, s, ins, buf, lo, len, conv)?;
    }
    Ok(())
}

/// Slot `s`'s values as f64: the slot itself when it holds f64, else widened into slot `tmp`.
///
/// # Safety
/// As [`native::slot`]; `tmp` is a scratch slot apart from `s`.
#[inline(always)]
unsafe fn as_f64<'a>(c: &Compiled, p: *mut f64, s: usize, tmp: usize, len: usize) -> &'a [f64] {
    let elem = c.elems[s];
    if Rep::of(elem) == Rep::F64 {
        return slot(p, s, len);
    }
    let t = slot::<f64>(p, tmp, len);
    native::widen(p, s, elem, t);
    t
}

/// Elements `lo..lo + len` of `b` into slot `dst`: a copy when `b` holds them as the slot
/// does, else through f64.
///
/// # Safety
/// As [`native::slot`].
#[inline(always)]
unsafe fn load_slot(
    c: &Compiled,
    p: *mut f64,
    b: &Buf,
    lo: usize,
    dst: usize,
    len: usize,
) -> Result<(), String> {
    if native::load(b, lo, p, dst, c.elems[dst], len) {
        return Ok(());
    }
    with_f64(c, p, dst, len, |out| {
        load_chunk(b, lo, out);
        Ok(())
    })
}

/// Writes slot `dst` through `f`, which fills f64 values: into the slot itself when it holds
/// f64, else into the last scratch slot, then narrowed into it.
///
/// # Safety
/// As [`native::slot`]; `f` writes no slot but the one it is given.
#[inline(always)]
unsafe fn with_f64(
    c: &Compiled,
    p: *mut f64,
    dst: usize,
    len: usize,
    f: impl FnOnce(&mut [f64]) -> Result<(), String>,
) -> Result<(), String> {
    let elem = c.elems[dst];
    if Rep::of(elem) == Rep::F64 {
        return f(slot(p, dst, len));
    }
    let tmp = c.slots + SCRATCH - 1;
    f(slot(p, tmp, len))?;
    native::narrow(slot(p, tmp, len), p, dst, elem);
    Ok(())
}

/// Runs step `s` for elements `lo..lo + len`; `conv` is the fused convolution's block and the
/// element it starts at.
#[inline(always)]
fn exec(
    c: &Compiled,
    s: &Step,
    ins: &[Buf],
    buf: &mut [f64],
    lo: usize,
    len: usize,
    conv: Option<(&Buf, usize)>,
) -> Result<(), String> {
    let p = buf.as_mut_ptr();
    // SAFETY (every slot access below): slots of `buf`, len <= CHUNK, and each step writes a
    // fresh slot none of its arguments is, or a scratch slot.
    match s {
        Step::Load { k, dst } => unsafe { load_slot(c, p, &ins[*k], lo, *dst, len)? },
        Step::Conv { dst } => unsafe {
            let (block, start) = conv.ok_or("a fused convolution ran without its block")?;
            load_slot(c, p, block, lo - start, *dst, len)?
        },
        // Every source stride zero: one element everywhere.
        Step::Map { src, dims, dst } if dims.iter().all(|d| d.2 == 0) => {
            let v = match src {
                Source::Input(k) => ins[*k].get(0),
                Source::Values(vals) => vals.first().copied().unwrap_or(0.0),
            };
            unsafe { native::fill(p, *dst, c.elems[*dst], len, v) };
        }
        Step::Map { src, dims, dst } => unsafe {
            with_f64(c, p, *dst, len, |out| {
                map(src, dims, ins, lo, out);
                Ok(())
            })?
        },
        Step::Iota { stride, size, dst } => unsafe {
            let elem = c.elems[*dst];
            match Rep::of(elem) {
                Rep::Long => {
                    let out = slot::<u64>(p, *dst, len);
                    iota(*stride, *size, lo, len, |j, v| out[j] = v);
                }
                _ => with_f64(c, p, *dst, len, |out| {
                    iota(*stride, *size, lo, len, |j, v| out[j] = v as f64);
                    Ok(())
                })?,
            }
        },
        Step::Constant { vals, dst } if vals.len() == 1 => unsafe {
            native::fill(p, *dst, c.elems[*dst], len, vals[0])
        },
        Step::Constant { vals, dst } => unsafe {
            with_f64(c, p, *dst, len, |out| {
                for (j, v) in out.iter_mut().enumerate() {
                    *v = vals.get(lo + j).copied().unwrap_or(0.0);
                }
                Ok(())
            })?
        },
        Step::Apply {
            kind,
            elem,
            out,
            cmp,
            precision,
            args,
            dst,
        } => unsafe {
            let a = native::Apply {
                kind: *kind,
                elem: *elem,
                out: *out,
                cmp: *cmp,
                args,
                dst: *dst,
            };
            if native::apply(&a, &c.elems, p, len) {
                return Ok(());
            }
            // f64 copies of the arguments held in their own width, in the scratch slots.
            let arg = |k: usize| args.get(k).map(|&s| as_f64(c, p, s, c.slots + k, len));
            let (x, y, z) = (arg(0), arg(1), arg(2));
            with_f64(c, p, *dst, len, |o| apply_f64(&a, *precision, x, y, z, o))?;
        },
    }
    Ok(())
}

/// A `broadcast_in_dim` or `transpose` of `src` ([`Step::Map`]) for result elements
/// `lo..lo + out.len()`.
fn map(src: &Source, dims: &[(u64, u64, u64)], ins: &[Buf], lo: usize, out: &mut [f64]) {
    // An odometer over the result index, advanced a run of the inner dim at a time.
    let mut idx: Vec<u64> = Vec::with_capacity(dims.len());
    let mut rest = lo as u64;
    for &(size, rs, _) in dims.iter() {
        idx.push(rest / rs % size);
        rest %= rs;
    }
    let mut at: u64 = idx.iter().zip(dims.iter()).map(|(&i, d)| i * d.2).sum();
    let last = dims.len() - 1;
    let (inner, inner_xs) = (dims[last].0, dims[last].2);
    let mut j = 0;
    while j < out.len() {
        let run = ((inner - idx[last]) as usize).min(out.len() - j);
        match src {
            Source::Input(k) => gather_run(&ins[*k], at, inner_xs, &mut out[j..j + run]),
            Source::Values(vals) => {
                for (t, v) in out[j..j + run].iter_mut().enumerate() {
                    let a = (at + t as u64 * inner_xs) as usize;
                    *v = vals.get(a).copied().unwrap_or(0.0);
                }
            }
        }
        j += run;
        // Next run: carry into the outer dims.
        at += run as u64 * inner_xs;
        idx[last] += run as u64;
        let mut d = last;
        while idx[d] >= dims[d].0 && d > 0 {
            at -= idx[d] * dims[d].2;
            idx[d] = 0;
            d -= 1;
            idx[d] += 1;
            at += dims[d].2;
        }
    }
}

/// An `iota` ([`Step::Iota`]): `put(j, (i / stride) % size)` for elements `i = lo + j` of
/// `lo..lo + len`, counted up from the first (no division per element).
fn iota(stride: u64, size: u64, lo: usize, len: usize, mut put: impl FnMut(usize, u64)) {
    let (stride, size) = (stride.max(1), size.max(1));
    let (mut at, mut k) = ((lo as u64 / stride) % size, lo as u64 % stride);
    for j in 0..len {
        put(j, at);
        k += 1;
        if k == stride {
            k = 0;
            at += 1;
            if at == size {
                at = 0;
            }
        }
    }
}

/// Zeros for the arguments an op does not have.
static ZEROS: [f64; CHUNK] = [0.0; CHUNK];

/// Runs elementwise step `a` on f64 arguments `x`, `y`, `z` into `o`, each result rounded to
/// its type: the hot ops with the op chosen outside the loop, the rest through `eval`.
fn apply_f64(
    a: &native::Apply,
    precision: (u32, u32),
    x: Option<&[f64]>,
    y: Option<&[f64]>,
    z: Option<&[f64]>,
    o: &mut [f64],
) -> Result<(), String> {
    let (kind, elem, out, cmp, args) = (&a.kind, &a.elem, &a.out, &a.cmp, a.args);
    let len = o.len();
    let f32_out = *out == ElemType::F32;
    let zeros = &ZEROS[..len];
    let (x, y, z) = (x.unwrap_or(zeros), y.unwrap_or(zeros), z.unwrap_or(zeros));
    // The result rounded to its type (`round`), the type looked at once per chunk.
    macro_rules! each {
        (|$j:ident| $e:expr) => {{
            match *out {
                _ if f32_out => {
                    for $j in 0..len {
                        o[$j] = ($e) as f32 as f64;
                    }
                }
                ElemType::F64 => {
                    for $j in 0..len {
                        o[$j] = $e;
                    }
                }
                ElemType::Int(1) => {
                    for $j in 0..len {
                        o[$j] = (($e) != 0.0) as u8 as f64;
                    }
                }
                ElemType::UInt(32) => {
                    for $j in 0..len {
                        o[$j] = ($e) as i64 as u32 as f64;
                    }
                }
                ElemType::Int(32) | ElemType::SInt(32) => {
                    for $j in 0..len {
                        o[$j] = ($e) as i64 as i32 as f64;
                    }
                }
                ElemType::UInt(64) => {
                    for $j in 0..len {
                        o[$j] = ($e) as u64 as f64;
                    }
                }
                ElemType::Int(64) | ElemType::SInt(64) => {
                    for $j in 0..len {
                        o[$j] = ($e) as i64 as f64;
                    }
                }
                _ => {
                    for $j in 0..len {
                        o[$j] = round(*out, $e);
                    }
                }
            }
        }};
    }
    let float = elem.is_float();
    let wide = matches!(
        elem,
        ElemType::UInt(64) | ElemType::Int(64) | ElemType::SInt(64)
    );
    match kind {
        // `eval`'s sum and difference of any type, rounded as stored.
        OpKind::Add => each!(|j| x[j] + y[j]),
        OpKind::Subtract => each!(|j| x[j] - y[j]),
        // `eval`'s 64-bit integer ops (counters of random bits), computed as it does.
        OpKind::Multiply if wide => {
            each!(|j| (x[j] as i64).wrapping_mul(y[j] as i64) as f64)
        }
        OpKind::And if wide => each!(|j| ((x[j] as i64) & (y[j] as i64)) as f64),
        OpKind::Or if wide => each!(|j| ((x[j] as i64) | (y[j] as i64)) as f64),
        OpKind::Xor if wide => each!(|j| ((x[j] as i64) ^ (y[j] as i64)) as f64),
        OpKind::ShiftRightLogical if wide => each!(|j| {
            let s = y[j] as i64;
            if (s as u64) >= 64 {
                0.0
            } else {
                ((x[j] as i64 as u64) >> s) as f64
            }
        }),
        OpKind::ShiftLeft if wide => each!(|j| {
            let s = y[j] as i64;
            if (s as u64) >= 64 {
                0.0
            } else {
                ((x[j] as i64) << s) as f64
            }
        }),
        OpKind::Multiply if float => each!(|j| x[j] * y[j]),
        OpKind::Divide if float => each!(|j| x[j] / y[j]),
        OpKind::Negate if float => each!(|j| -x[j]),
        OpKind::Maximum if float => each!(|j| if x[j].is_nan() || y[j].is_nan() {
            f64::NAN
        } else {
            x[j].max(y[j])
        }),
        // Total-order compares go through `eval` below.
        OpKind::Compare if cmp.is_some_and(|c| !c.total) => {
            let f: fn(f64, f64) -> bool = match cmp.map(|c| c.dir) {
                Some(CmpDir::Eq) => |a, b| a == b,
                Some(CmpDir::Ne) => |a, b| a != b,
                Some(CmpDir::Lt) => |a, b| a < b,
                Some(CmpDir::Le) => |a, b| a <= b,
                Some(CmpDir::Gt) => |a, b| a > b,
                Some(CmpDir::Ge) => |a, b| a >= b,
                None => return Err("compare without a direction".into()),
            };
            each!(|j| f(x[j], y[j]) as u8 as f64)
        }
        OpKind::Exponential => each!(|j| x[j].exp()),
        OpKind::Tanh => each!(|j| x[j].tanh()),
        OpKind::Select => each!(|j| if x[j] != 0.0 { y[j] } else { z[j] }),
        // `scalar::converted`, its bounds found once.
        OpKind::Convert if elem.is_float() && !out.is_float() && !out.is_bool() => {
            let (lo, hi) = crate::scalar::int_range(*out);
            each!(|j| if x[j].is_nan() {
                0.0
            } else {
                x[j].trunc().clamp(lo, hi)
            })
        }
        OpKind::Convert => each!(|j| x[j]),
        OpKind::ReducePrecision => {
            each!(|j| reduce_precision(x[j], precision.0, precision.1))
        }
        _ => {
            let mut v = [0.0f64; 3];
            for j in 0..len {
                for (k, vk) in v.iter_mut().enumerate().take(args.len()) {
                    *vk = [x, y, z][k][j];
                }
                let x = eval(*kind, *elem, &v[..args.len()], *cmp)?;
                o[j] = round(*out, crate::scalar::converted(x, *elem, *out));
            }
        }
    }
    Ok(())
}

/// `out[t] = b[at + t * stride]` (f32 and 32-bit integers read in one tight loop).
fn gather_run(b: &Buf, at: u64, stride: u64, out: &mut [f64]) {
    let end = at + stride * (out.len() as u64).saturating_sub(1);
    if (end as usize) < b.numel() {
        // SAFETY (every read below): at + t * stride <= end < numel, checked above.
        let read = |f: &dyn Fn(usize) -> f64, out: &mut [f64]| {
            for (t, v) in out.iter_mut().enumerate() {
                *v = f((at + t as u64 * stride) as usize);
            }
        };
        match b.elem {
            ElemType::F32 => {
                let p = b.ptr() as *const f32;
                return read(&|i| unsafe { p.add(i).read_unaligned() } as f64, out);
            }
            ElemType::UInt(32) => {
                let p = b.ptr() as *const u32;
                return read(&|i| unsafe { p.add(i).read_unaligned() } as f64, out);
            }
            ElemType::Int(32) | ElemType::SInt(32) => {
                let p = b.ptr() as *const i32;
                return read(&|i| unsafe { p.add(i).read_unaligned() } as f64, out);
            }
            _ => {}
        }
    }
    for (t, v) in out.iter_mut().enumerate() {
        *v = b.get((at + t as u64 * stride) as usize);
    }
}

/// Elements `lo..lo + out.len()` of `b` as f64 (f32 and 32-bit integers in one tight loop).
fn load_chunk(b: &Buf, lo: usize, out: &mut [f64]) {
    if lo + out.len() <= b.numel() {
        // SAFETY (every read below): lo + j < numel, checked above; unaligned because offsets
        // need not be.
        macro_rules! tight {
            ($t:ty) => {{
                let p = (b.ptr() as *const $t).wrapping_add(lo);
                for (j, v) in out.iter_mut().enumerate() {
                    *v = unsafe { p.add(j).read_unaligned() } as f64;
                }
                return;
            }};
        }
        match b.elem {
            ElemType::F32 => tight!(f32),
            ElemType::UInt(32) => tight!(u32),
            ElemType::Int(32) | ElemType::SInt(32) => tight!(i32),
            _ => {}
        }
    }
    for (j, v) in out.iter_mut().enumerate() {
        *v = b.get(lo + j);
    }
}

/// Writes `vals` as elements `lo..` of `b` (f32 and 32-bit integers in one tight loop, stored
/// as `tensor::store` does).
fn store_chunk(b: &Buf, lo: usize, vals: &[f64]) {
    if lo + vals.len() <= b.numel() {
        // SAFETY (every write below): lo + j < numel, checked above.
        macro_rules! tight {
            ($t:ty, |$v:ident| $e:expr) => {{
                let p = (b.ptr() as *mut $t).wrapping_add(lo);
                for (j, &$v) in vals.iter().enumerate() {
                    unsafe { p.add(j).write_unaligned($e) };
                }
                return;
            }};
        }
        match b.elem {
            ElemType::F32 => tight!(f32, |v| v as f32),
            ElemType::UInt(32) => tight!(u32, |v| v as i64 as u32),
            ElemType::Int(32) | ElemType::SInt(32) => tight!(i32, |v| v as i64 as i32),
            _ => {}
        }
    }
    for (j, &v) in vals.iter().enumerate() {
        b.set(lo + j, v);
    }
}

#[cfg(test)]
mod tests {
    use super::exact_int;

    #[test]
    fn integer_slots_read_exactly() {
        let mut vals: Vec<i64> = vec![0, 1, -1, 2, -2, 255, 256, 65535, 65536];
        vals.extend([
            i32::MIN as i64,
            i32::MAX as i64,
            u32::MAX as i64,
            1 << 40,
            -(1 << 40),
        ]);
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        for _ in 0..1000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            vals.push(x as u32 as i64);
            vals.push(x as i32 as i64);
        }
        for v in vals {
            assert_eq!(exact_int(v as f64), v, "{v}");
        }
    }
}
