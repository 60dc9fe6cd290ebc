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
//! A [`Session`] lays the buffers out once and runs as many steps as wanted; [`run`] is one
//! session, one step. The executor reads plans from attributes only; it does not depend on the
//! passes.

mod control;

use crate::alloc::{replay, Event, Strategy};
use crate::device::{BufferId, CpuDevice, Device, Slot};
use crate::tensor::HostTensor;
use lowtide_ir::entity::SecondaryMap;
use lowtide_ir::plan::{FunctionPlan, OpPlan};
use lowtide_ir::{Module, OpKind, Value};

/// How values are stored.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Every value in its own allocation.
    Unplanned,
    /// At the offsets of the plan written by `assign-buffers`.
    Planned,
    /// Allocated and freed by a dynamic allocator as the schedule runs.
    Dynamic(Strategy),
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
    /// Where the step's time went ([`run_profiled`]); `None` otherwise.
    pub profile: Option<crate::Profile>,
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

/// What the executor needs to know about a function's schedule: its ops in order, the last op
/// reading each value, and the values it returns.
struct Steps {
    f: lowtide_ir::Op,
    block: lowtide_ir::Block,
    ops: Vec<lowtide_ir::Op>,
    last: SecondaryMap<Value, u32>,
    returned: Vec<Value>,
}

impl Steps {
    fn of(m: &Module, name: &str) -> Result<Steps, String> {
        let f = m
            .function(name)
            .ok_or_else(|| format!("the module has no function @{name}"))?;
        let block = m
            .entry_block(f)
            .ok_or_else(|| format!("@{name} has no body"))?;
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
        Ok(Steps {
            f,
            block,
            ops,
            last,
            returned,
        })
    }
}

/// The alignment of every buffer of a dynamic mode's pool.
const DYNAMIC_ALIGN: u64 = 64;

/// What an allocation of a trace holds.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Owner {
    Value(Value),
    /// The workspace of a control-flow op ([`lowtide_ir::workspace`]).
    Workspace(lowtide_ir::Op),
}

/// The allocation trace of a function's schedule as a dynamic allocator sees it: each value
/// allocated when its op runs, freed after its last read (an op may read a value twice, or
/// inside a region; a result nobody reads is freed right after its op); a control-flow op's
/// workspace while it runs. Outputs are left out: they live in their own buffers, as in a
/// plan. Each allocation's size is rounded up to a multiple of `align`. Returns the events and
/// the owner of each id.
fn trace_of(
    m: &Module,
    ops: &[lowtide_ir::Op],
    returned: &[Value],
    last: &SecondaryMap<Value, u32>,
    align: u64,
) -> Result<(Vec<Event>, Vec<Owner>), String> {
    let aligned = |b: u64| b.div_ceil(align).saturating_mul(align);
    let mut id: SecondaryMap<Value, Option<usize>> = SecondaryMap::new();
    let mut ids = Vec::new();
    let mut events = Vec::new();
    let mut freed: SecondaryMap<Value, bool> = SecondaryMap::new();
    for (i, &op) in ops.iter().enumerate() {
        for &r in &m.ops[op].results {
            if !returned.contains(&r) {
                id[r] = Some(ids.len());
                events.push(Event::Alloc(ids.len(), aligned(bytes_of(m, r)?)));
                ids.push(Owner::Value(r));
            }
        }
        let need = workspace_need(m, op)?;
        if need > 0 {
            let k = ids.len();
            events.push(Event::Alloc(k, aligned(need)));
            events.push(Event::Free(k));
            ids.push(Owner::Workspace(op));
        }
        for v in m.reads_deep(op).iter().chain(&m.ops[op].results) {
            if last[*v] <= i as u32 && !freed[*v] {
                if let Some(k) = id[*v] {
                    events.push(Event::Free(k));
                    freed[*v] = true;
                }
            }
        }
    }
    Ok((events, ids))
}

/// The peak reserved bytes of every dynamic allocation strategy on function `name`'s schedule
/// (temporaries only, comparable to a plan's arena).
pub fn dynamic_peaks(m: &Module, name: &str) -> Result<Vec<(&'static str, u64)>, String> {
    let st = Steps::of(m, name)?;
    // Values a plan keeps in an output's buffer (`lt.output`) are not arena values: left out
    // like the outputs themselves, so both sides count the same values.
    let mut outside = st.returned.clone();
    let plan = FunctionPlan::read(m, st.f)
        .ok()
        .flatten()
        .unwrap_or_default();
    for (&op, p) in st.ops.iter().zip(&plan.ops) {
        outside.extend(
            m.ops[op]
                .results
                .iter()
                .zip(&p.output)
                .filter(|(_, k)| k.is_some())
                .map(|(&r, _)| r),
        );
    }
    let (events, _) = trace_of(m, &st.ops, &outside, &st.last, 1)?;
    Ok(Strategy::ALL
        .iter()
        .map(|k| {
            let mut a = k.make();
            let (_, peak, _) = replay(a.as_mut(), &events);
            (a.name(), peak)
        })
        .collect())
}

fn bytes_of(m: &Module, v: Value) -> Result<u64, String> {
    let (dims, elem) = tensor_dims(m, v)?;
    dims.iter()
        .try_fold(1u64, |n, &d| n.checked_mul(d))
        .and_then(|n| elem.storage_bytes(n))
        .ok_or_else(|| format!("a tensor of shape {dims:?} has more bytes than memory holds"))
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
    run_limited(dev, m, name, inputs, mode, None)
}

/// [`run_on`] with at most `max_iterations` iterations of any one `while` loop (an error past
/// them), so that a loop whose condition never turns false cannot run forever.
pub fn run_limited(
    dev: &mut dyn Device,
    m: &Module,
    name: &str,
    inputs: Vec<HostTensor>,
    mode: Mode,
    max_iterations: Option<u64>,
) -> Result<RunOutput, String> {
    run_session(dev, m, name, inputs, mode, max_iterations, false)
}

/// [`run_limited`] with every op timed: the output's `profile` says where the step's time
/// went (`lowtide run --timing`).
pub fn run_profiled(
    dev: &mut dyn Device,
    m: &Module,
    name: &str,
    inputs: Vec<HostTensor>,
    mode: Mode,
    max_iterations: Option<u64>,
) -> Result<RunOutput, String> {
    run_session(dev, m, name, inputs, mode, max_iterations, true)
}

/// One step in a session of its own, profiled when `profile`.
fn run_session(
    dev: &mut dyn Device,
    m: &Module,
    name: &str,
    inputs: Vec<HostTensor>,
    mode: Mode,
    max_iterations: Option<u64>,
    profile: bool,
) -> Result<RunOutput, String> {
    let mut s = Session::new(dev, m, name, mode)?;
    s.max_iterations = max_iterations;
    if profile {
        s.profile = Some(crate::Profile::default());
    }
    // Each host input is dropped once it is on the device.
    for (i, t) in inputs.into_iter().enumerate() {
        s.set_input(i, &t)?;
    }
    s.execute()?;
    let outputs = s.outputs()?;
    Ok(RunOutput {
        outputs,
        arena_bytes: s.arena_bytes,
        device_peak_bytes: s.peak,
        profile: s.profile.take(),
    })
}

/// Where a session's values live besides their own buffers: the plan's arena (planned) or
/// the pool a dynamic strategy reaches on the schedule (dynamic); nothing when unplanned.
struct Storage {
    /// The arena's or pool's size.
    arena_bytes: u64,
    /// The plan of each op (planned mode; empty otherwise).
    op_plans: Vec<OpPlan>,
    /// The pool offset of each value (dynamic mode).
    offsets: SecondaryMap<Value, Option<u64>>,
    /// The pool offset of each op's workspace (dynamic mode).
    workspaces: std::collections::HashMap<lowtide_ir::Op, u64>,
}

impl Storage {
    fn of(
        m: &Module,
        f: lowtide_ir::Op,
        name: &str,
        mode: Mode,
        ops: &[lowtide_ir::Op],
        returned: &[Value],
        last: &SecondaryMap<Value, u32>,
    ) -> Result<Storage, String> {
        let mut offsets: SecondaryMap<Value, Option<u64>> = SecondaryMap::new();
        let mut workspaces = std::collections::HashMap::new();
        let mut op_plans = Vec::new();
        let arena_bytes = match mode {
            Mode::Unplanned => 0,
            Mode::Planned => {
                let p = FunctionPlan::read(m, f)
                    .map_err(|e| {
                        let at = if e.op.is_some() { String::new() } else { format!("@{name}: ") };
                        format!("{at}{e}: the plan is malformed; plan the module again")
                    })?
                    .ok_or_else(|| {
                        format!("@{name} has no buffer plan: run assign-buffers first (or use unplanned mode)")
                    })?;
                let arena = p.arena_bytes;
                op_plans = p.ops;
                arena
            }
            Mode::Dynamic(kind) => {
                // Every buffer starts on a 64-byte boundary, as a real allocator's do: kernels
                // take their fast (GEMM) paths only on aligned data, and a pool of exact sizes
                // (`no_pool`) after a packed `i1` buffer would change which path runs, and so
                // the rounding of the result.
                let (events, ids) = trace_of(m, ops, returned, last, DYNAMIC_ALIGN)?;
                let (offs, _, pool) = replay(kind.make().as_mut(), &events);
                for (id, &o) in ids.iter().enumerate() {
                    match o {
                        Owner::Value(v) => offsets[v] = Some(offs[id]),
                        Owner::Workspace(op) => {
                            workspaces.insert(op, offs[id]);
                        }
                    }
                }
                pool
            }
        };
        Ok(Storage {
            arena_bytes,
            op_plans,
            offsets,
            workspaces,
        })
    }
}

/// What a planned op needs besides its results' homes, checked against what it runs: the
/// offset of its workspace (when it needs one) and the rows per block it streams in.
fn planned_extras(
    m: &Module,
    op: lowtide_ir::Op,
    i: usize,
    plan: &OpPlan,
) -> Result<(Option<u64>, Option<u64>), String> {
    let at = |e: String| format!("'{}' (op {i}): {e}", m.name(op));
    let need = workspace_need(m, op)?;
    let workspace = if need > 0 {
        match plan.workspace {
            Some((off, bytes)) if bytes >= need => Some(off),
            _ => return Err(at(format!(
                "it needs {need} bytes of workspace and the plan gives it less: run assign-buffers again"
            ))),
        }
    } else {
        None
    };
    if plan.stream.is_some() {
        if !lowtide_ir::ops::rows_independent(m, op, 0) {
            return Err(format!(
                "'{}' (op {i}) has {}, but its result rows do not each read one row of its first operand: run assign-buffers again",
                m.name(op),
                lowtide_ir::plan::STREAM
            ));
        }
        if m.ops[op].operands[..1]
            .iter()
            .chain(&m.ops[op].results)
            .any(|&v| m.ty(v).elem().is_some_and(|e| e.is_bool()))
        {
            return Err(format!(
                "'{}' (op {i}) has {}, but it streams i1 rows, which need not start on a byte (buffers pack i1 eight to a byte): run assign-buffers again",
                m.name(op),
                lowtide_ir::plan::STREAM
            ));
        }
    }
    Ok((workspace, plan.stream))
}

/// Where a value lives for the whole session, or `PerStep` for a buffer of its own made when
/// the value is computed and freed after its last read (unplanned mode's values).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Home {
    At(BufferId, usize),
    PerStep,
}

/// A function prepared to run many steps: its buffers (arena or pool, arguments, outputs) are
/// made once; each step uploads inputs, executes, and downloads what it wants — as a training
/// loop does, and as XLA's runtime does.
pub struct Session<'a> {
    dev: &'a mut dyn Device,
    m: &'a Module,
    ops: Vec<lowtide_ir::Op>,
    args: Vec<Value>,
    arg_buffers: Vec<BufferId>,
    home: SecondaryMap<Value, Option<Home>>,
    last: SecondaryMap<Value, u32>,
    returned: Vec<Value>,
    /// Buffers of per-step values during `execute`.
    step_buffers: SecondaryMap<Value, Option<BufferId>>,
    /// The arena (planned) or pool (dynamic).
    shared: Option<BufferId>,
    /// Workspace layouts of the control-flow ops run so far.
    layouts: std::collections::HashMap<lowtide_ir::Op, std::rc::Rc<lowtide_ir::workspace::Layout>>,
    /// Where the arena (planned) or pool (dynamic) holds each control-flow op's workspace.
    workspaces: std::collections::HashMap<lowtide_ir::Op, u64>,
    /// Where the values inside control flow are while it runs (its workspace).
    nested: std::collections::HashMap<Value, control::Place>,
    /// Rows per block of the ops the plan streams (`lt.stream`, planned mode only).
    blocks: std::collections::HashMap<lowtide_ir::Op, u64>,
    /// Donations the plan could not alias: (argument, returned value) copied back after a step,
    /// so a donated argument always holds its update when `execute` returns.
    copy_back: Vec<(usize, Value)>,
    /// Returned arguments copied into their own output buffers after a step, before the
    /// copies back into donated arguments (which may overwrite them): (argument, buffer).
    returned_args: Vec<(usize, BufferId)>,
    /// The arena (planned) or pool (dynamic) size; 0 when unplanned.
    pub arena_bytes: u64,
    /// The most bytes allocated on the device at once.
    pub peak: u64,
    /// The most iterations any one `while` loop may run (`None`: no limit).
    pub max_iterations: Option<u64>,
    /// Where the steps' time goes, op by op, when set (`Some(Profile::default())` turns it
    /// on; timing every launch costs little next to a kernel).
    pub profile: Option<crate::Profile>,
    /// Ops timed on the device's clock and not read yet: (op, start mark, end mark, control).
    marked: Vec<(lowtide_ir::Op, usize, usize, bool)>,
}

/// When an op started: on the host's clock and, where the device keeps one, on its own.
#[derive(Clone, Copy)]
struct Started {
    host: std::time::Instant,
    mark: Option<usize>,
}

impl<'a> Session<'a> {
    /// Prepares function `name` of `m` on `dev` in `mode`.
    pub fn new(
        dev: &'a mut dyn Device,
        m: &'a Module,
        name: &str,
        mode: Mode,
    ) -> Result<Session<'a>, String> {
        // Kernels trust verified shapes and dimension numbers: check them before anything runs.
        lowtide_ir::verify(m).map_err(|e| e.to_diagnostic(m, "<module>").to_string())?;
        let Steps {
            f,
            block,
            ops,
            last,
            returned,
        } = Steps::of(m, name)?;
        dev.prepare(m, f)?;
        let args = m.blocks[block].args.clone();
        let mut home: SecondaryMap<Value, Option<Home>> = SecondaryMap::new();
        let mut arg_buffers = Vec::new();
        for &a in &args {
            let b = dev.alloc(bytes_of(m, a)? as usize)?;
            arg_buffers.push(b);
            home[a] = Some(Home::At(b, 0));
        }
        let Storage {
            arena_bytes,
            op_plans,
            offsets,
            mut workspaces,
        } = Storage::of(m, f, name, mode, &ops, &returned, &last)?;
        let shared = if mode == Mode::Unplanned {
            None
        } else {
            Some(dev.alloc(arena_bytes as usize)?)
        };
        let mut out_bufs: Vec<Option<BufferId>> = vec![None; returned.len()];
        let mut blocks = std::collections::HashMap::new();
        for (i, &op) in ops.iter().enumerate() {
            let plan = op_plans.get(i).cloned().unwrap_or_default();
            if mode == Mode::Planned {
                let (workspace, rows) = planned_extras(m, op, i, &plan)?;
                if let Some(off) = workspace {
                    workspaces.insert(op, off);
                }
                if let Some(rows) = rows {
                    blocks.insert(op, rows);
                }
            }
            for (k, &r) in m.ops[op].results.iter().enumerate() {
                let h = match mode {
                    Mode::Unplanned => None,
                    Mode::Dynamic(_) => offsets[r].map(|o| Home::At(shared.unwrap(), o as usize)),
                    Mode::Planned => {
                        if !plan.placed {
                            return Err(format!(
                                "'{}' (op {i}) has no {}: the plan is incomplete",
                                m.name(op),
                                lowtide_ir::plan::OFFSET
                            ));
                        }
                        if let Some((out, within)) = plan.in_output(k) {
                            let fits = bytes_of(m, r)?
                                .checked_add(within)
                                .is_some_and(|end| end <= bytes_of(m, returned[out]).unwrap_or(0));
                            if !fits {
                                return Err(format!(
                                    "'{}' (op {i}) has lt.output {out}, but its result does not fit in that output at offset {within}",
                                    m.name(op)
                                ));
                            }
                            Some(Home::At(
                                output_buffer(&mut out_bufs, dev, &returned, m, out)?,
                                within as usize,
                            ))
                        } else if let Some(off) = plan.offset[k] {
                            Some(Home::At(shared.unwrap(), off as usize))
                        } else {
                            plan.donate[k].map(|a| Home::At(arg_buffers[a], 0))
                        }
                    }
                };
                home[r] = Some(match h {
                    Some(h) => h,
                    // Outputs keep a buffer for the session; other values get one per step.
                    None if returned.contains(&r) => {
                        let k = returned.iter().position(|&v| v == r).unwrap_or(0);
                        Home::At(output_buffer(&mut out_bufs, dev, &returned, m, k)?, 0)
                    }
                    None => Home::PerStep,
                });
            }
        }
        // A returned argument is copied into a buffer of its own after the step, unless it is
        // returned at the very result it donates its buffer to (then nothing writes into it).
        let itself = lowtide_ir::plan::returns_itself(m, f, &args, &returned);
        let mut returned_args = Vec::new();
        for v in lowtide_ir::plan::distinct(&returned) {
            if let Some(a) = args.iter().position(|&x| x == v) {
                if !itself[a] {
                    let k = returned.iter().position(|&x| x == v).unwrap_or(0);
                    returned_args.push((a, output_buffer(&mut out_bufs, dev, &returned, m, k)?));
                }
            }
        }
        let mut copy_back = Vec::new();
        if mode != Mode::Unplanned {
            for (a, k) in m.donations(f).into_iter().enumerate() {
                let Some(&v) = k.and_then(|k| returned.get(k)) else {
                    continue;
                };
                if home[v] != Some(Home::At(arg_buffers[a], 0))
                    && bytes_of(m, v)? == bytes_of(m, args[a])?
                {
                    copy_back.push((a, v));
                }
            }
        }
        let peak = dev.allocated_bytes();
        Ok(Session {
            copy_back,
            returned_args,
            dev,
            m,
            ops,
            args,
            arg_buffers,
            home,
            last,
            returned,
            step_buffers: SecondaryMap::new(),
            shared,
            workspaces,
            blocks,
            layouts: std::collections::HashMap::new(),
            nested: std::collections::HashMap::new(),
            arena_bytes,
            peak,
            max_iterations: None,
            profile: None,
            marked: Vec::new(),
        })
    }

    /// Uploads the input for argument `i`, checking its type.
    pub fn set_input(&mut self, i: usize, t: &HostTensor) -> Result<(), String> {
        let a = *self.args.get(i).ok_or_else(|| {
            format!(
                "the function has {} arguments, not {}",
                self.args.len(),
                i + 1
            )
        })?;
        let (dims, elem) = tensor_dims(self.m, a)?;
        if t.dims != dims || t.elem != elem {
            return Err(format!(
                "input for argument #{i} has type {}, but the function expects {}",
                lowtide_ir::Type::Tensor(t.tensor_type()),
                self.m.ty(a)
            ));
        }
        self.dev.upload(self.arg_buffers[i], 0, &t.storage())
    }

    fn slot(&self, v: Value) -> Result<Slot, String> {
        let (dims, elem) = tensor_dims(self.m, v)?;
        let (buffer, offset) = match self.home[v] {
            Some(Home::At(b, o)) => (b, o),
            Some(Home::PerStep) => (
                self.step_buffers[v].ok_or("a value was read after it was freed")?,
                0,
            ),
            None => self
                .nested
                .get(&v)
                .copied()
                .ok_or("a value is read that was never computed")?,
        };
        Ok(Slot {
            buffer,
            offset,
            dims,
            elem,
        })
    }

    /// Where returned value `v` is after a step: a returned argument's own output buffer when
    /// it has one, else its slot.
    fn output_slot(&self, v: Value) -> Result<Slot, String> {
        let mut s = self.slot(v)?;
        if let Some(&(_, b)) = self.returned_args.iter().find(|(a, _)| self.args[*a] == v) {
            (s.buffer, s.offset) = (b, 0);
        }
        Ok(s)
    }

    fn slots(&self, vs: &[Value]) -> Result<Vec<Slot>, String> {
        vs.iter().map(|&v| self.slot(v)).collect()
    }

    /// Runs a streamed op (`lt.stream`) `rows` rows of its first operand and its result at a
    /// time, in order: the plan puts the result at least one block below the operand, so each
    /// block of the result lands on rows already read.
    fn launch_blocks(&mut self, op: lowtide_ir::Op, rows: u64) -> Result<(), String> {
        let m = self.m;
        let mut ins = self.slots(&m.ops[op].operands)?;
        let mut outs = self.slots(&m.ops[op].results)?;
        // `Session::new` checked the op's rows are independent: one result, as many rows as
        // the first operand.
        let (x, y) = (ins[0].clone(), outs[0].clone());
        let n = x.dims[0];
        let row = |s: &Slot| s.dims[1..].iter().product::<u64>() * s.elem.byte_size();
        let (xr, yr) = (row(&x), row(&y));
        let below = y.offset as u64 + rows.min(n) * yr <= x.offset as u64;
        let apart = y.offset as u64 >= x.offset as u64 + n * xr
            || y.offset as u64 + n * yr <= x.offset as u64;
        if x.buffer == y.buffer && !(below && yr <= xr) && !apart {
            return Err(format!(
                "lt.stream {rows}: the result at byte {} overlaps rows of the operand at byte {} it has not read yet; run assign-buffers again",
                y.offset, x.offset
            ));
        }
        let size = |s: &Slot| s.dims.iter().product::<u64>() * s.elem.byte_size();
        let clash = ins[1..].iter().any(|s| {
            s.buffer == y.buffer
                && (s.offset as u64) < y.offset as u64 + n * yr
                && (y.offset as u64) < s.offset as u64 + size(s)
        });
        if clash {
            return Err(format!(
                "lt.stream {rows}: the result overlaps another operand"
            ));
        }
        let mut start = 0;
        while start < n {
            let k = rows.min(n - start);
            for (slot, whole, bytes) in [(&mut ins[0], &x, xr), (&mut outs[0], &y, yr)] {
                slot.offset = whole.offset + (start * bytes) as usize;
                slot.dims[0] = k;
            }
            self.dev.launch(m, op, &ins, &outs)?;
            start += k;
        }
        Ok(())
    }

    /// Runs an op that needs a workspace (`workspace::workspace_bytes`: an `lt.fused` op
    /// whose body starts with a convolution, a `dot_general` whose operands GEMM packs), the
    /// workspace after its results: in the arena or pool when the session has one, else in a
    /// buffer of its own while it runs.
    fn launch_with_workspace(&mut self, op: lowtide_ir::Op) -> Result<(), String> {
        let m = self.m;
        let ins = self.slots(&m.ops[op].operands)?;
        let mut outs = self.slots(&m.ops[op].results)?;
        let (buffer, offset, own) = match (self.workspaces.get(&op), self.shared) {
            (Some(&off), Some(shared)) => (shared, off as usize, None),
            _ => {
                let bytes = lowtide_ir::workspace::workspace_bytes(m, op);
                let b = self.dev.alloc(bytes as usize)?;
                self.peak = self.peak.max(self.dev.allocated_bytes());
                (b, 0, Some(b))
            }
        };
        outs.push(workspace_slot(m, op, buffer, offset)?);
        let r = self.dev.launch(m, op, &ins, &outs);
        if let Some(b) = own {
            self.dev.free(b);
        }
        r
    }

    /// Runs every op of the function once on the current inputs.
    pub fn execute(&mut self) -> Result<(), String> {
        let m = self.m;
        let step = self.profile.as_ref().map(|_| std::time::Instant::now());
        // Marks left by a step that failed are not this step's.
        self.marked.clear();
        self.dev.forget_marks();
        for i in 0..self.ops.len() {
            let op = self.ops[i];
            if m.kind(op) == Some(OpKind::FuncReturn) {
                break;
            }
            let results = m.ops[op].results.clone();
            for &r in &results {
                if self.home[r] == Some(Home::PerStep) {
                    let b = self.dev.alloc(bytes_of(m, r)? as usize)?;
                    self.step_buffers[r] = Some(b);
                }
            }
            self.peak = self.peak.max(self.dev.allocated_bytes());
            let at = |e: String| format!("'{}' (op {i}): {e}", m.name(op));
            let t = self.clock()?;
            if lowtide_ir::workspace::is_control_flow(m, op) {
                self.control(op).map_err(at)?;
            } else {
                if let Some(&rows) = self.blocks.get(&op) {
                    self.launch_blocks(op, rows).map_err(at)?;
                } else if needs_workspace(m, op) {
                    self.launch_with_workspace(op).map_err(at)?;
                } else {
                    let ins = self.slots(&m.ops[op].operands)?;
                    let outs = self.slots(&results)?;
                    self.dev.launch(m, op, &ins, &outs).map_err(at)?;
                }
                self.timed(op, t, false)?;
            }
            // Per-step buffers go after their last read.
            for v in m.ops[op].operands.iter().chain(&results) {
                if self.last[*v] <= i as u32 && !self.returned.contains(v) {
                    if let Some(b) = self.step_buffers[*v].take() {
                        self.dev.free(b);
                    }
                }
            }
        }
        for &(a, b) in &self.returned_args {
            let n = bytes_of(self.m, self.args[a])? as usize;
            self.dev.copy(self.arg_buffers[a], 0, b, 0, n)?;
        }
        for &(a, v) in &self.copy_back {
            let s = self.output_slot(v)?;
            let n = bytes_of(self.m, v)? as usize;
            self.dev
                .copy(s.buffer, s.offset, self.arg_buffers[a], 0, n)?;
        }
        self.dev.synchronize()?;
        let marked = std::mem::take(&mut self.marked);
        for &(op, a, b, control) in &marked {
            let secs = self.dev.seconds_between(a, b)?;
            if let Some(p) = &mut self.profile {
                p.add(op, secs, control);
            }
        }
        self.dev.forget_marks();
        if let (Some(p), Some(t)) = (&mut self.profile, step) {
            p.steps += 1;
            p.seconds += t.elapsed().as_secs_f64();
        }
        Ok(())
    }

    /// When the next op starts, if the session is profiled (read only then).
    fn clock(&mut self) -> Result<Option<Started>, String> {
        if self.profile.is_none() {
            return Ok(None);
        }
        Ok(Some(Started {
            host: std::time::Instant::now(),
            mark: self.dev.mark()?,
        }))
    }

    /// Adds the time since `t` (from [`Session::clock`]) to `op`'s in the profile, when there
    /// is one (control-flow ops apart from kernels). On a device with a clock of its own (CUDA
    /// events) the time between two marks, read when the step ends, so nothing waits; else
    /// the device finishes `op` first, and the host's clock times its run.
    fn timed(
        &mut self,
        op: lowtide_ir::Op,
        t: Option<Started>,
        control: bool,
    ) -> Result<(), String> {
        let Some(t) = t else {
            return Ok(());
        };
        if let Some(a) = t.mark {
            if let Some(b) = self.dev.mark()? {
                self.marked.push((op, a, b, control));
                return Ok(());
            }
        }
        self.dev.synchronize()?;
        let secs = t.host.elapsed().as_secs_f64();
        if let Some(p) = &mut self.profile {
            p.add(op, secs, control);
        }
        Ok(())
    }

    /// Runs control-flow op `op` in its workspace: in the arena or pool when the session has
    /// one, else in a buffer of its own for as long as it runs.
    fn control(&mut self, op: lowtide_ir::Op) -> Result<(), String> {
        if let (Some(&off), Some(shared)) = (self.workspaces.get(&op), self.shared) {
            return self.run_control(op, (shared, off as usize));
        }
        let need = self.layout(op)?.bytes;
        let b = self.dev.alloc(need as usize)?;
        self.peak = self.peak.max(self.dev.allocated_bytes());
        let r = self.run_control(op, (b, 0));
        self.dev.free(b);
        r
    }

    /// Downloads the function's results.
    pub fn outputs(&self) -> Result<Vec<HostTensor>, String> {
        self.returned
            .iter()
            .map(|&v| {
                let s = self.output_slot(v)?;
                let mut b = vec![0u8; bytes_of(self.m, v)? as usize];
                self.dev.download(s.buffer, s.offset, &mut b)?;
                Ok(HostTensor::from_storage(&s.dims, s.elem, &b))
            })
            .collect()
    }
}

/// Whether `op`, not control flow, runs with a workspace (`workspace::workspace_bytes`): an
/// `lt.fused` loop starting with a convolution or `dot_general`, a `dot_general` whose operands GEMM packs.
pub(crate) fn needs_workspace(m: &Module, op: lowtide_ir::Op) -> bool {
    match m.kind(op) {
        Some(OpKind::LtFused) => lowtide_ir::ops::fused_contraction(m, op).is_some(),
        Some(OpKind::DotGeneral) => lowtide_ir::ops::dot_packing(m, op).is_some(),
        _ => false,
    }
}

/// The slot of the workspace of `op` ([`needs_workspace`]) at `offset` in `buffer`: the
/// operand the kernel takes after the op's results, typed as a fused convolution's result or
/// the dot's operands.
pub(crate) fn workspace_slot(
    m: &Module,
    op: lowtide_ir::Op,
    buffer: BufferId,
    offset: usize,
) -> Result<Slot, String> {
    let typed = lowtide_ir::ops::fused_contraction(m, op).unwrap_or(op);
    let (_, elem) = tensor_dims(m, m.ops[typed].results[0])?;
    let bytes = lowtide_ir::workspace::workspace_bytes(m, op);
    Ok(Slot {
        buffer,
        offset,
        dims: vec![bytes / elem.byte_size().max(1)],
        elem,
    })
}

/// Bytes of workspace `op` runs in (`workspace::workspace_bytes`; for control flow, an error when its
/// layout cannot be made).
fn workspace_need(m: &Module, op: lowtide_ir::Op) -> Result<u64, String> {
    if lowtide_ir::workspace::is_control_flow(m, op) {
        Ok(lowtide_ir::workspace::layout(m, op)?.bytes)
    } else {
        Ok(lowtide_ir::workspace::workspace_bytes(m, op))
    }
}

/// Output `k`'s buffer for the session, allocated on first use.
fn output_buffer(
    bufs: &mut [Option<BufferId>],
    dev: &mut dyn Device,
    returned: &[Value],
    m: &Module,
    k: usize,
) -> Result<BufferId, String> {
    if let Some(b) = bufs[k] {
        return Ok(b);
    }
    let b = dev.alloc(bytes_of(m, returned[k])? as usize)?;
    bufs[k] = Some(b);
    Ok(b)
}
