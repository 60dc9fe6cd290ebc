//! Runs a function of a module on a [`Device`], in one of three modes over the same kernels:
//!
//! - **unplanned** (the oracle): every value in its own device buffer, freed after its last
//!   read;
//! - **planned**: every value where the plan in the IR puts it (`lt.offset` in one arena of
//!   exactly `lt.arena_bytes`, `lt.donate` in an argument's buffer, outputs in their own
//!   buffers). The device checks every range lies inside its buffer before a kernel runs;
//! - **dynamic**: values allocated at their definition and freed after their last read by an
//!   [`AllocStrategy`]; the schedule is replayed through the strategy first, then run in one
//!   pool of the size it reached.
//!
//! The executor reads plans from attributes only; it does not depend on the passes.

use crate::alloc::{AllocStrategy, NoPool};
use crate::device::{BufferId, CpuDevice, Device, Slot};
use crate::tensor::HostTensor;
use lowtide_ir::entity::SecondaryMap;
use lowtide_ir::{Attr, Module, OpKind, Value};

/// How values are stored.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Every value in its own allocation.
    Unplanned,
    /// At the offsets of the plan written by `assign-buffers`.
    Planned,
    /// Allocated and freed by the `no_pool` strategy as the schedule runs.
    Dynamic,
}

/// The result of a run.
#[derive(Clone, Debug)]
pub struct RunOutput {
    /// The function's results, in order.
    pub outputs: Vec<HostTensor>,
    /// The arena (planned) or pool (dynamic) size; 0 when unplanned.
    pub arena_bytes: u64,
    /// The most bytes allocated on the device at once, arguments included.
    pub device_peak_bytes: u64,
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

fn bytes_of(m: &Module, v: Value) -> Result<u64, String> {
    let (dims, elem) = tensor_dims(m, v)?;
    Ok(dims.iter().product::<u64>() * elem.byte_size())
}

/// Runs function `name` of `m` on the CPU device.
pub fn run(
    m: &Module,
    name: &str,
    inputs: Vec<HostTensor>,
    mode: Mode,
) -> Result<RunOutput, String> {
    run_on(&mut CpuDevice::new(), m, name, inputs, mode)
}

/// Runs function `name` of `m` on `device`, with `inputs` one per argument in order.
pub fn run_on(
    dev: &mut dyn Device,
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
    let mut slot: SecondaryMap<Value, Option<Slot>> = SecondaryMap::new();
    let mut arg_buffers = Vec::new();
    let mut peak = 0u64;
    for (i, (t, &a)) in inputs.into_iter().zip(&args).enumerate() {
        let (dims, elem) = tensor_dims(m, a)?;
        if t.dims != dims || t.elem != elem {
            return Err(format!(
                "input for argument #{i} has type {}, but @{name} expects {}",
                lowtide_ir::Type::Tensor(t.tensor_type()),
                m.ty(a)
            ));
        }
        let b = dev.alloc(t.bytes.len())?;
        dev.upload(b, 0, &t.bytes)?;
        arg_buffers.push(b);
        slot[a] = Some(Slot {
            buffer: b,
            offset: 0,
            dims,
            elem,
        });
    }
    let ops = m.blocks[block].ops.clone();
    let mut last: SecondaryMap<Value, u32> = SecondaryMap::new();
    for (i, &op) in ops.iter().enumerate() {
        for v in m.reads_deep(op) {
            last[v] = i as u32;
        }
    }
    let returned: Vec<Value> = ops
        .last()
        .filter(|&&r| m.kind(r) == Some(OpKind::FuncReturn))
        .map(|&r| m.ops[r].operands.clone())
        .unwrap_or_default();
    // Where results go: a shared buffer (arena or pool) with offsets, or their own buffers.
    let mut shared: Option<BufferId> = None;
    let mut pool_offsets: SecondaryMap<Value, Option<u64>> = SecondaryMap::new();
    let arena_bytes = match mode {
        Mode::Unplanned => 0,
        Mode::Planned => {
            let n = m.attr(f, "lt.arena_bytes").and_then(Attr::as_int).ok_or_else(|| {
                format!("@{name} has no buffer plan: run assign-buffers first (or use unplanned mode)")
            })? as u64;
            shared = Some(dev.alloc(n as usize)?);
            n
        }
        Mode::Dynamic => {
            let mut strategy = NoPool::default();
            let mut freed: SecondaryMap<Value, bool> = SecondaryMap::new();
            for (i, &op) in ops.iter().enumerate() {
                for &r in &m.ops[op].results {
                    if !returned.contains(&r) {
                        pool_offsets[r] = Some(strategy.alloc(bytes_of(m, r)?));
                    }
                }
                // Everything read last here (an op may read a value twice, or inside a
                // region) and every result nobody reads is freed once, after the op.
                for v in m.reads_deep(op).iter().chain(&m.ops[op].results) {
                    if last[*v] <= i as u32 && !freed[*v] {
                        if let Some(o) = pool_offsets[*v] {
                            strategy.free(o, bytes_of(m, *v)?);
                            freed[*v] = true;
                        }
                    }
                }
            }
            let n = strategy.high_water();
            shared = Some(dev.alloc(n as usize)?);
            n
        }
    };
    let mut own: SecondaryMap<Value, Option<BufferId>> = SecondaryMap::new();
    let mut outputs = Vec::new();
    peak = peak.max(dev.allocated_bytes());
    for (i, &op) in ops.iter().enumerate() {
        if m.kind(op) == Some(OpKind::FuncReturn) {
            for &v in &m.ops[op].operands {
                let s = slot[v]
                    .as_ref()
                    .ok_or("the return reads a value that was never computed")?;
                let mut t = HostTensor::zeros(&s.dims, s.elem);
                dev.download(s.buffer, s.offset, &mut t.bytes)?;
                outputs.push(t);
            }
            break;
        }
        let results = m.ops[op].results.clone();
        let offs = m.ops[op].attrs.get("lt.offset").and_then(Attr::as_i64s);
        let dons = m.ops[op].attrs.get("lt.donate").and_then(Attr::as_i64s);
        for (k, &r) in results.iter().enumerate() {
            let (dims, elem) = tensor_dims(m, r)?;
            let placed = match mode {
                Mode::Unplanned => None,
                Mode::Dynamic => pool_offsets[r].map(|o| (shared.unwrap(), o as usize)),
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
                        Some((shared.unwrap(), off as usize))
                    } else if don >= 0 {
                        let b = *arg_buffers
                            .get(don as usize)
                            .ok_or("lt.donate names an argument that does not exist")?;
                        Some((b, 0))
                    } else {
                        None
                    }
                }
            };
            let (buffer, offset) = match placed {
                Some(p) => p,
                None => {
                    let b = dev.alloc(bytes_of(m, r)? as usize)?;
                    own[r] = Some(b);
                    (b, 0)
                }
            };
            slot[r] = Some(Slot {
                buffer,
                offset,
                dims,
                elem,
            });
        }
        peak = peak.max(dev.allocated_bytes());
        let get = |v: &Value| {
            slot[*v].clone().ok_or_else(|| {
                format!(
                    "'{}' (op {i}) reads a value that was never computed",
                    m.name(op)
                )
            })
        };
        let ins: Vec<Slot> = m.ops[op]
            .operands
            .iter()
            .map(get)
            .collect::<Result<_, _>>()?;
        let outs: Vec<Slot> = results.iter().map(get).collect::<Result<_, _>>()?;
        dev.launch(m, op, &ins, &outs)
            .map_err(|e| format!("'{}' (op {i}): {e}", m.name(op)))?;
        // Own buffers go after their last read (returned values stay).
        for v in m.ops[op].operands.iter().chain(&results) {
            if last[*v] <= i as u32 && !returned.contains(v) {
                if let Some(b) = own[*v].take() {
                    dev.free(b);
                }
            }
        }
    }
    dev.synchronize()?;
    Ok(RunOutput {
        outputs,
        arena_bytes,
        device_peak_bytes: peak,
    })
}
