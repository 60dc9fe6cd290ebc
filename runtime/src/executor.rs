//! Runs a function of a module on the CPU, in one of two modes over the same kernels:
//!
//! - **unplanned** (the oracle): every value in its own allocation, freed after its last read;
//! - **planned**: every value where the plan in the IR puts it (`lt.offset` in one arena of
//!   exactly `lt.arena_bytes`, `lt.donate` in an argument's buffer, outputs in their own
//!   buffers). Every view is checked to lie inside its storage before a kernel touches it.
//!
//! The executor reads plans from attributes only; it does not depend on the passes that make
//! them.

use crate::kernels;
use crate::tensor::{Buf, HostTensor};
use lowtide_ir::entity::SecondaryMap;
use lowtide_ir::{Attr, Module, Op, OpKind, Value};

/// How values are stored.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Every value in its own allocation.
    Unplanned,
    /// At the offsets of the plan written by `assign-buffers`.
    Planned,
}

/// The result of a run.
#[derive(Clone, Debug)]
pub struct RunOutput {
    /// The function's results, in order.
    pub outputs: Vec<HostTensor>,
    /// The arena used (planned mode), or the largest total of values held at once (unplanned).
    pub arena_bytes: u64,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Loc {
    Arg(usize),
    Arena(u64),
    Own,
}

fn tensor_dims(m: &Module, v: Value) -> Result<(Vec<u64>, lowtide_ir::ElemType), String> {
    let t = m
        .ty(v)
        .as_tensor()
        .ok_or_else(|| format!("the CPU device runs tensors only, got {}", m.ty(v)))?;
    let dims = t
        .static_dims()
        .ok_or_else(|| format!("the CPU device needs static shapes, got {}", m.ty(v)))?;
    if !crate::tensor::supported(t.elem) {
        return Err(format!(
            "the CPU device does not support element type {} yet",
            t.elem
        ));
    }
    Ok((dims, t.elem))
}

fn reads(m: &Module, op: Op) -> Vec<Value> {
    let mut out = m.ops[op].operands.clone();
    let mut stack: Vec<Op> = Vec::new();
    for &r in &m.ops[op].regions {
        for &b in &m.regions[r].blocks {
            stack.extend(m.blocks[b].ops.iter().copied());
        }
    }
    while let Some(o) = stack.pop() {
        out.extend(m.ops[o].operands.iter().copied());
        for &r in &m.ops[o].regions {
            for &b in &m.regions[r].blocks {
                stack.extend(m.blocks[b].ops.iter().copied());
            }
        }
    }
    out
}

/// Runs function `name` of `m` on `inputs` (one per argument, in order).
pub fn run(
    m: &Module,
    name: &str,
    inputs: Vec<HostTensor>,
    mode: Mode,
) -> Result<RunOutput, String> {
    let f = m
        .function(name)
        .ok_or_else(|| format!("the module has no function @{name}"))?;
    let block = m
        .entry_block(f)
        .ok_or_else(|| format!("@{name} has no body"))?;
    let args = m.blocks[block].args.clone();
    if inputs.len() != args.len() {
        return Err(format!(
            "@{name} takes {} arguments but {} inputs were given",
            args.len(),
            inputs.len()
        ));
    }
    let mut arg_store: Vec<Vec<u8>> = Vec::with_capacity(args.len());
    for (i, (t, &a)) in inputs.into_iter().zip(&args).enumerate() {
        let (dims, elem) = tensor_dims(m, a)?;
        if t.dims != dims || t.elem != elem {
            return Err(format!(
                "input for argument #{i} has type {}, but @{name} expects {}",
                lowtide_ir::Type::Tensor(t.tensor_type()),
                m.ty(a)
            ));
        }
        arg_store.push(t.bytes);
    }
    let ops = m.blocks[block].ops.clone();
    let mut last: SecondaryMap<Value, u32> = SecondaryMap::new();
    for (i, &op) in ops.iter().enumerate() {
        for v in reads(m, op) {
            last[v] = i as u32;
        }
    }
    let arena_size = match mode {
        Mode::Planned => m
            .attr(f, "lt.arena_bytes")
            .and_then(Attr::as_int)
            .ok_or_else(|| {
                format!(
                    "@{name} has no buffer plan: run assign-buffers first (or use unplanned mode)"
                )
            })? as usize,
        Mode::Unplanned => 0,
    };
    let mut arena = vec![0u8; arena_size];
    let mut own: SecondaryMap<Value, Option<Vec<u8>>> = SecondaryMap::new();
    let mut loc: SecondaryMap<Value, Option<Loc>> = SecondaryMap::new();
    for (i, &a) in args.iter().enumerate() {
        loc[a] = Some(Loc::Arg(i));
    }
    let (mut held, mut peak) = (0u64, 0u64);
    let mut outputs = Vec::new();
    for (i, &op) in ops.iter().enumerate() {
        if m.kind(op) == Some(OpKind::FuncReturn) {
            let returned = m.ops[op].operands.clone();
            for (k, &v) in returned.iter().enumerate() {
                let (dims, elem) = tensor_dims(m, v)?;
                let n = (dims.iter().product::<u64>() * elem.byte_size()) as usize;
                // An output in its own allocation is handed over, not copied (unless the
                // function returns it again later).
                let again = returned[k + 1..].contains(&v);
                let freed = "an output was freed before the return";
                let bytes = match loc[v] {
                    Some(Loc::Own) if !again => own[v].take().ok_or(freed)?,
                    Some(Loc::Own) => own[v].clone().ok_or(freed)?,
                    Some(Loc::Arg(a)) => arg_store[a][..n].to_vec(),
                    Some(Loc::Arena(o)) => arena[o as usize..o as usize + n].to_vec(),
                    None => return Err("the return reads a value that was never computed".into()),
                };
                outputs.push(HostTensor { dims, elem, bytes });
            }
            break;
        }
        // Where the results go.
        let results = m.ops[op].results.clone();
        let offs = m.ops[op].attrs.get("lt.offset").and_then(Attr::as_i64s);
        let dons = m.ops[op].attrs.get("lt.donate").and_then(Attr::as_i64s);
        for (k, &r) in results.iter().enumerate() {
            let (dims, elem) = tensor_dims(m, r)?;
            let bytes = dims.iter().product::<u64>() * elem.byte_size();
            let l = match mode {
                Mode::Unplanned => Loc::Own,
                Mode::Planned => {
                    let off = offs
                        .as_ref()
                        .and_then(|o| o.get(k).copied())
                        .ok_or_else(|| {
                            format!(
                                "'{}' (op {i}) has no lt.offset: the plan is incomplete",
                                m.name(op)
                            )
                        })?;
                    let don = dons.as_ref().and_then(|d| d.get(k).copied()).unwrap_or(-1);
                    if off >= 0 {
                        Loc::Arena(off as u64)
                    } else if don >= 0 {
                        Loc::Arg(don as usize)
                    } else {
                        Loc::Own
                    }
                }
            };
            if l == Loc::Own {
                own[r] = Some(vec![0u8; bytes as usize]);
                held += bytes;
                peak = peak.max(held);
            }
            loc[r] = Some(l);
        }
        // Views of operands and results (raw, possibly sharing bytes when the plan says so).
        let mut view = |v: Value| -> Result<Buf, String> {
            let (dims, elem) = tensor_dims(m, v)?;
            match loc[v] {
                Some(Loc::Arg(a)) => Buf::new(&mut arg_store[a], 0, &dims, elem),
                Some(Loc::Arena(o)) => Buf::new(&mut arena, o as usize, &dims, elem)
                    .map_err(|e| format!("'{}' (op {i}): {e} (the arena)", m.name(op))),
                Some(Loc::Own) => Buf::new(
                    own[v]
                        .as_mut()
                        .ok_or("a value was read after it was freed")?,
                    0,
                    &dims,
                    elem,
                ),
                None => Err(format!(
                    "'{}' (op {i}) reads a value that was never computed",
                    m.name(op)
                )),
            }
        };
        let ins: Vec<Buf> = m.ops[op]
            .operands
            .iter()
            .map(|&v| view(v))
            .collect::<Result<_, _>>()?;
        let outs: Vec<Buf> = results.iter().map(|&v| view(v)).collect::<Result<_, _>>()?;
        kernels::run(m, op, &ins, &outs).map_err(|e| format!("'{}' (op {i}): {e}", m.name(op)))?;
        // Free own allocations after their last read (unplanned mode's oracle behaviour).
        for v in m.ops[op].operands.iter().chain(&results) {
            if last[*v] <= i as u32 && loc[*v] == Some(Loc::Own) && !is_returned(m, &ops, *v) {
                if let Some(b) = own[*v].take() {
                    held -= b.len() as u64;
                }
            }
        }
    }
    Ok(RunOutput {
        outputs,
        arena_bytes: if mode == Mode::Planned {
            arena_size as u64
        } else {
            peak
        },
    })
}

fn is_returned(m: &Module, ops: &[Op], v: Value) -> bool {
    ops.last()
        .is_some_and(|&r| m.kind(r) == Some(OpKind::FuncReturn) && m.ops[r].operands.contains(&v))
}
