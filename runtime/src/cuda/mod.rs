//! The CUDA device and what it shares with its CPU stand-in.
//!
//! Every op a step launches becomes CUDA C generated from its static shapes and attributes
//! (`codegen`), with the helpers of `prelude.cuh`. The same source runs in two places:
//! - [`emulated::EmulatedDevice`] compiles it with the host C++ compiler after `host.h` (CUDA's
//!   built-ins for the host) and launches each grid on host threads. It needs no GPU and is
//!   how CI checks every kernel against the CPU reference device.
//! - `device::CudaDevice` (feature `cuda`) compiles it with NVRTC and launches it on the GPU,
//!   in one arena allocation of the plan's size.
//!
//! Both compile one program per step: [`Device::prepare`](crate::Device::prepare) generates the
//! kernels of every op the function runs (its control flow and callees included) before the
//! first launch; a launch with other shapes (an op the plan streams in blocks of rows) adds a
//! program of its own.

pub mod codegen;
#[cfg(feature = "cuda")]
pub mod device;
pub mod emulated;
mod scalar;

use crate::device::Slot;
use codegen::{Kernel, Shape, Work};
use lowtide_ir::{Module, Op, OpKind};
use std::collections::HashMap;
use std::rc::Rc;

/// The helpers every generated program starts with.
pub const PRELUDE: &str = include_str!("prelude.cuh");
/// CUDA's built-ins for the host compiler (the emulated device's programs start with it).
pub const HOST: &str = include_str!("host.h");

/// The shape of a slot.
pub fn shape(s: &Slot) -> Shape {
    Shape {
        dims: s.dims.clone(),
        elem: s.elem,
    }
}

/// The work of one op on some shapes of its operands and results.
type Shaped = (Vec<Shape>, Vec<Shape>, Rc<Vec<Work>>);

/// Whether `slots` have exactly `shapes`.
fn same(shapes: &[Shape], slots: &[Slot]) -> bool {
    shapes.len() == slots.len()
        && shapes
            .iter()
            .zip(slots)
            .all(|(a, b)| a.elem == b.elem && a.dims == b.dims)
}

impl codegen::Arg {
    /// The value a launch passes for this parameter: `address` of the slot it points at, or
    /// its number.
    pub(crate) fn value<P>(
        self,
        ins: &[Slot],
        outs: &[Slot],
        address: impl FnOnce(&Slot) -> Result<P, String>,
        number: impl FnOnce(u64) -> P,
    ) -> Result<P, String> {
        let slot = match self {
            codegen::Arg::In(j) => ins.get(j),
            codegen::Arg::Out(j) => outs.get(j),
            codegen::Arg::Imm(v) => return Ok(number(v)),
        };
        address(slot.ok_or("a kernel parameter names a tensor the launch lacks")?)
    }
}

/// Checks that slot `s` lies inside its buffer of `len` bytes.
pub(crate) fn check_fits(s: &Slot, len: usize) -> Result<(), String> {
    let bytes = s
        .elem
        .storage_bytes(s.dims.iter().product())
        .ok_or("a tensor too large to address")? as usize;
    if s.offset.checked_add(bytes).is_none_or(|e| e > len) {
        return Err(format!(
            "a tensor of {bytes} bytes at offset {} does not fit in its {len}-byte buffer",
            s.offset
        ));
    }
    Ok(())
}

/// A name for a temporary file beside `path` that no other process or thread writing the same
/// file uses (written whole, then renamed over `path`).
pub(crate) fn temporary(path: &std::path::Path) -> std::path::PathBuf {
    static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(format!(".{}.{n}.tmp", std::process::id()));
    path.with_file_name(name)
}

/// The kernels of `kernels` that `loaded` does not have yet.
pub(crate) fn unloaded(kernels: &[Kernel], loaded: impl Fn(&str) -> bool) -> Vec<Kernel> {
    kernels
        .iter()
        .filter(|k| !loaded(&k.name))
        .cloned()
        .collect()
}

/// The generated work of every launch so far, by op and shapes, for one module (a device
/// starts a new one for each session: ops of another module reuse the same ids).
#[derive(Default)]
pub struct Works {
    by_op: HashMap<Op, Vec<Shaped>>,
    /// Constants no launch needs: one-element splats that only `reduce` and `lt.fused` ops
    /// read, whose kernels have their bits in their source (`codegen::scalar_operands`).
    inlined: std::collections::HashSet<Op>,
}

impl Works {
    /// No work yet, for module `m`: its constants that launch nothing found.
    pub fn for_module(m: &Module) -> Works {
        let (mut read, mut needed) = (std::collections::HashSet::new(), Vec::new());
        for o in m.walk() {
            let inlines = matches!(m.kind(o), Some(OpKind::Reduce | OpKind::LtFused));
            for &v in &m.ops[o].operands {
                let Some(c) = m.def_op(v).filter(|&c| m.kind(c) == Some(OpKind::Constant)) else {
                    continue;
                };
                if inlines && codegen::scalar_constant(m, v).is_some() {
                    read.insert(c);
                } else {
                    needed.push(c);
                }
            }
        }
        for c in needed {
            read.remove(&c);
        }
        Works {
            by_op: HashMap::new(),
            inlined: read,
        }
    }

    /// Whether constant `op` launches nothing: its readers have its bits in their source.
    pub fn skips(&self, op: Op) -> bool {
        self.inlined.contains(&op)
    }

    /// The work of `op` on these shapes, generated on first use.
    pub fn get(
        &mut self,
        m: &Module,
        op: Op,
        ins: &[Shape],
        outs: &[Shape],
    ) -> Result<Rc<Vec<Work>>, String> {
        let known = self.by_op.entry(op).or_default();
        if let Some((.., w)) = known.iter().find(|(i, o, _)| i == ins && o == outs) {
            return Ok(w.clone());
        }
        let w = match self.inlined.contains(&op) {
            true => Rc::new(Vec::new()),
            false => Rc::new(codegen::work(m, op, ins, outs)?),
        };
        known.push((ins.to_vec(), outs.to_vec(), w.clone()));
        Ok(w)
    }

    /// [`Works::get`] for a launch's slots, without building their shapes once known.
    pub fn for_slots(
        &mut self,
        m: &Module,
        op: Op,
        ins: &[Slot],
        outs: &[Slot],
    ) -> Result<Rc<Vec<Work>>, String> {
        if let Some(known) = self.by_op.get(&op) {
            if let Some((.., w)) = known.iter().find(|(i, o, _)| same(i, ins) && same(o, outs)) {
                return Ok(w.clone());
            }
        }
        let (si, so): (Vec<_>, Vec<_>) = (
            ins.iter().map(shape).collect(),
            outs.iter().map(shape).collect(),
        );
        self.get(m, op, &si, &so)
    }

    /// The work of every op function `f` runs, with the module's shapes: each launch's
    /// kernels, generated before anything runs. An op no kernel exists for is an error naming
    /// it and where it is.
    pub fn of_function(&mut self, m: &Module, f: Op) -> Result<Vec<Kernel>, String> {
        let mut kernels = Vec::new();
        let mut seen = std::collections::HashSet::new();
        let mut stack = vec![f];
        let mut done = std::collections::HashSet::new();
        while let Some(func) = stack.pop() {
            if !done.insert(func) {
                continue;
            }
            for op in launched(m, func, &mut stack) {
                let shapes = |vs: &[lowtide_ir::Value]| -> Option<Vec<Shape>> {
                    vs.iter()
                        .map(|&v| {
                            let t = m.ty(v).as_tensor()?;
                            Some(Shape {
                                dims: t.static_dims()?,
                                elem: t.elem,
                            })
                        })
                        .collect()
                };
                let d = &m.ops[op];
                let (Some(ins), Some(outs)) = (shapes(&d.operands), shapes(&d.results)) else {
                    continue;
                };
                let work = self.get(m, op, &ins, &outs).map_err(|e| {
                    let at = m
                        .entry_block(f)
                        .and_then(|b| m.blocks[b].ops.iter().position(|&o| o == op));
                    match at {
                        Some(i) => format!("'{}' (op {i}): {e}", m.name(op)),
                        None => format!("'{}' (in @{}): {e}", m.name(op), func_name(m, func)),
                    }
                })?;
                for w in work.iter() {
                    if let Work::Launch(k) = w {
                        if seen.insert(k.name.clone()) {
                            kernels.push(k.clone());
                        }
                    }
                }
            }
        }
        Ok(kernels)
    }
}

/// The ops of function `f` that launch work, control-flow bodies included (callees are pushed
/// on `callees`).
fn launched(m: &Module, f: Op, callees: &mut Vec<Op>) -> Vec<Op> {
    let mut out = Vec::new();
    let mut blocks: Vec<lowtide_ir::Block> = m.ops[f]
        .regions
        .iter()
        .flat_map(|&r| m.regions[r].blocks.iter().copied())
        .collect();
    while let Some(b) = blocks.pop() {
        for &op in &m.blocks[b].ops {
            match m.kind(op) {
                Some(OpKind::FuncReturn | OpKind::Return) => {}
                Some(OpKind::FuncCall) => {
                    if let Some(callee) = lowtide_ir::workspace::callee(m, op) {
                        callees.push(callee);
                    }
                }
                _ if lowtide_ir::workspace::is_control_flow(m, op) => {
                    for &r in &m.ops[op].regions {
                        blocks.extend(m.regions[r].blocks.iter().copied());
                    }
                }
                _ => out.push(op),
            }
        }
    }
    out
}

/// One program of `kernels` (each once), after `prelude`.
pub fn program(prelude: &str, kernels: &[Kernel]) -> String {
    let mut s = String::from(prelude);
    let mut seen = std::collections::HashSet::new();
    for k in kernels {
        if seen.insert(&k.name) {
            s.push('\n');
            s.push_str(&k.source);
        }
    }
    s
}

fn func_name(m: &Module, f: Op) -> String {
    m.attr(f, "sym_name")
        .and_then(lowtide_ir::Attr::as_str)
        .unwrap_or("?")
        .to_string()
}
