//! `lt.fused`: runs a fused loop body over the result's elements in chunks, so no body value
//! is ever stored whole. The body is compiled once per call into a list of steps over chunk
//! slots; each step evaluates one body op for the chunk's elements. Every intermediate is
//! rounded to its element type, exactly as storing it would, so fused and unfused steps give
//! bit-identical results.
//!
//! Safe in place: a chunk's operand elements are all read before any result element of the
//! chunk is written, and an operand the plan lets a result overwrite is read only at the
//! result's own indices (`ops::reads_elementwise`).

use crate::scalar::{eval, reduce_precision};
use crate::tensor::{load, store, strides, Buf};
use lowtide_ir::attr::DenseData;
use lowtide_ir::stablehlo::CmpDir;
use lowtide_ir::{Attr, ElemType, Module, Op, OpKind, Value};

/// Elements per chunk: small enough that every slot stays in cache.
const CHUNK: usize = 512;

/// Where a broadcast reads from.
enum Source {
    Input(usize),
    Constant(Op),
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
        elem: ElemType,
        dst: usize,
    },
    /// An `iota`: (i / stride) % size.
    Iota { stride: u64, size: u64, dst: usize },
    /// A full-size constant, element `i`.
    Constant { op: Op, elem: ElemType, dst: usize },
    /// An elementwise op.
    Apply {
        kind: OpKind,
        elem: ElemType,
        out: ElemType,
        dir: Option<CmpDir>,
        precision: (u32, u32),
        args: Vec<usize>,
        dst: usize,
    },
}

/// Runs `op` (an `lt.fused`) reading `ins`, writing `outs`.
pub fn run(m: &Module, op: Op, ins: &[Buf], outs: &[Buf]) -> Result<(), String> {
    let (steps, slots, yields) = compile(m, op)?;
    let n = outs.first().map_or(0, Buf::numel);
    let mut buf = vec![0.0f64; slots * CHUNK];
    let mut lo = 0;
    while lo < n {
        let len = CHUNK.min(n - lo);
        for s in &steps {
            exec(m, s, ins, &mut buf, lo, len)?;
        }
        for (out, &slot) in outs.iter().zip(&yields) {
            let chunk = &buf[slot * CHUNK..slot * CHUNK + len];
            for (j, &v) in chunk.iter().enumerate() {
                out.set(lo + j, v);
            }
        }
        lo += len;
    }
    Ok(())
}

type Compiled = (Vec<Step>, usize, Vec<usize>);

fn compile(m: &Module, op: Op) -> Result<Compiled, String> {
    let bad = || "'lt.fused' has a malformed body (run the verifier)".to_string();
    let block = m.ops[op]
        .regions
        .first()
        .and_then(|&r| m.regions[r].blocks.first().copied())
        .ok_or_else(bad)?;
    let mut slot: lowtide_ir::entity::SecondaryMap<Value, Option<usize>> = Default::default();
    let mut steps = Vec::new();
    let mut next = 0;
    let mut fresh = || {
        next += 1;
        next - 1
    };
    let body = &m.blocks[block];
    let input_of = |v: Value| body.args.iter().position(|&a| a == v);
    let slot_of = |slot: &mut lowtide_ir::entity::SecondaryMap<Value, Option<usize>>,
                   steps: &mut Vec<Step>,
                   fresh: &mut dyn FnMut() -> usize,
                   v: Value|
     -> Result<usize, String> {
        if let Some(s) = slot[v] {
            return Ok(s);
        }
        let dst = fresh();
        match input_of(v) {
            Some(k) => steps.push(Step::Load { k, dst }),
            None => {
                // A constant read by index (one only read through broadcasts needs no slot).
                let op = m.def_op(v).filter(|&c| m.kind(c) == Some(OpKind::Constant));
                let elem = m.ty(v).elem().ok_or_else(bad)?;
                steps.push(Step::Constant {
                    op: op.ok_or_else(bad)?,
                    elem,
                    dst,
                });
            }
        }
        slot[v] = Some(dst);
        Ok(dst)
    };
    let (&ret, inner) = body.ops.split_last().ok_or_else(bad)?;
    for &o in inner {
        let d = &m.ops[o];
        let kind = m.kind(o).ok_or_else(bad)?;
        let r = d.results[0];
        let rt = m.ty(r).as_tensor().ok_or_else(bad)?;
        let rdims = rt.static_dims().ok_or_else(bad)?;
        match kind {
            OpKind::Reshape => {
                let s = slot_of(&mut slot, &mut steps, &mut fresh, d.operands[0])?;
                slot[r] = Some(s);
            }
            OpKind::BroadcastInDim | OpKind::Transpose => {
                let x = d.operands[0];
                let src = match input_of(x) {
                    Some(k) => Source::Input(k),
                    None => Source::Constant(m.def_op(x).ok_or_else(bad)?),
                };
                let xt = m.ty(x).as_tensor().ok_or_else(bad)?;
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
                    .filter(|&i| src_stride[i] != 0)
                    .map(|i| (rdims[i], rs[i] as u64, src_stride[i]))
                    .collect();
                let dst = fresh();
                steps.push(Step::Map {
                    src,
                    dims,
                    elem: xt.elem,
                    dst,
                });
                slot[r] = Some(dst);
            }
            OpKind::Iota => {
                let dim = m
                    .attr(o, "iota_dimension")
                    .and_then(Attr::as_int)
                    .unwrap_or(0) as usize;
                let rs = strides(&rdims);
                let dst = fresh();
                steps.push(Step::Iota {
                    stride: rs.get(dim).copied().unwrap_or(1) as u64,
                    size: rdims.get(dim).copied().unwrap_or(1),
                    dst,
                });
                slot[r] = Some(dst);
            }
            // Materialized on first use by index, see `slot_of`.
            OpKind::Constant => {}
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
                let dir = if k == OpKind::Compare {
                    Some(CmpDir::parse(m.attr(o, "comparison_direction"))?)
                } else {
                    None
                };
                let int =
                    |key: &str, dflt: i64| m.attr(o, key).and_then(Attr::as_int).unwrap_or(dflt);
                let dst = fresh();
                steps.push(Step::Apply {
                    kind: k,
                    elem,
                    out: rt.elem,
                    dir,
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
    for &y in &m.ops[ret].operands {
        yields.push(slot_of(&mut slot, &mut steps, &mut fresh, y)?);
    }
    Ok((steps, next, yields))
}

/// A constant's element `j` as f64, as storing it in its tensor leaves it.
fn constant_elem(m: &Module, op: Op, elem: ElemType, j: usize) -> f64 {
    let v = match m.attr(op, "value") {
        Some(Attr::Dense(d)) => match &d.data {
            DenseData::Splat(e) => e.to_f64(elem),
            DenseData::Elements(v) => v.get(j).map_or(0.0, |e| e.to_f64(elem)),
            DenseData::Hex(bytes) => {
                let w = elem.byte_size() as usize;
                if (j + 1) * w <= bytes.len() {
                    load(bytes, elem, j)
                } else {
                    0.0
                }
            }
        },
        _ => 0.0,
    };
    round(elem, v)
}

/// `v` as storing it in an `elem` tensor would leave it.
fn round(elem: ElemType, v: f64) -> f64 {
    match elem {
        ElemType::F32 => v as f32 as f64,
        ElemType::F64 => v,
        _ => {
            let mut b = [0u8; 8];
            store(&mut b, elem, 0, v);
            load(&b, elem, 0)
        }
    }
}

fn exec(
    m: &Module,
    s: &Step,
    ins: &[Buf],
    buf: &mut [f64],
    lo: usize,
    len: usize,
) -> Result<(), String> {
    let range = |d: usize| d * CHUNK..d * CHUNK + len;
    match s {
        Step::Load { k, dst } => {
            for (j, v) in buf[range(*dst)].iter_mut().enumerate() {
                *v = ins[*k].get(lo + j);
            }
        }
        Step::Map {
            src,
            dims,
            elem,
            dst,
        } => {
            for (j, v) in buf[range(*dst)].iter_mut().enumerate() {
                let i = (lo + j) as u64;
                let at = dims
                    .iter()
                    .map(|&(size, rs, xs)| (i / rs) % size * xs)
                    .sum::<u64>() as usize;
                *v = match src {
                    Source::Input(k) => ins[*k].get(at),
                    Source::Constant(op) => constant_elem(m, *op, *elem, at),
                };
            }
        }
        Step::Iota { stride, size, dst } => {
            for (j, v) in buf[range(*dst)].iter_mut().enumerate() {
                *v = (((lo + j) as u64 / stride) % size) as f64;
            }
        }
        Step::Constant { op, elem, dst } => {
            for (j, v) in buf[range(*dst)].iter_mut().enumerate() {
                *v = constant_elem(m, *op, *elem, lo + j);
            }
        }
        Step::Apply {
            kind,
            elem,
            out,
            dir,
            precision,
            args,
            dst,
        } => {
            let mut a = [0.0f64; 3];
            for j in 0..len {
                for (slot, x) in args.iter().zip(a.iter_mut()) {
                    *x = buf[slot * CHUNK + j];
                }
                let v = if *kind == OpKind::ReducePrecision {
                    reduce_precision(a[0], precision.0, precision.1)
                } else {
                    eval(*kind, *elem, &a[..args.len()], *dir)?
                };
                buf[dst * CHUNK + j] = round(*out, v);
            }
        }
    }
    Ok(())
}
