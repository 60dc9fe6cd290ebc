//! `lower-to-memref`: a planned function in upstream MLIR. The plan's buffers become memrefs:
//! one `memref.alloc` of the arena (`i8`, the planned size, the planned alignment), a
//! `memref.view` of it at each planned offset, the arguments and outputs as memref arguments
//! of the function. Each op writes its results into their views (destination-passing form):
//! a `linalg.generic` over `arith`/`math` where the op has an upstream equivalent
//! ([`super::loops`]), a `memref.copy` for copies, and an `lt.kernel` holding the op itself
//! for the rest. The layout, the ABI and `lt.kernel` are described in `docs/MEMREF.md`.
//!
//! What it writes mirrors the executor's planned mode exactly: the same home for every value
//! (`lt.output`, then `lt.offset`, then `lt.donate`, outputs in their own buffers), and after
//! the step the same copies (returned arguments into their outputs, then results into the
//! arguments they were donated to when the plan could not write them there).

use super::loops::{self, Globals, Site};
use super::{memref_type, segments, Emit};
use crate::manager::{Pass, PassArgs, PassError, PassInfo, PassOutcome};
use lowtide_ir::location::Location;
use lowtide_ir::plan::{self, FunctionPlan};
use lowtide_ir::{Attr, Block, Dict, ElemType, Module, Op, OpKind, Type, Value};
use std::collections::HashMap;

/// The `lower-to-memref` pass.
pub struct LowerToMemref;

const SUMMARY: &str =
    "write a planned function in upstream memref/linalg/arith/math: one arena, a view per planned offset";

/// Registry entry.
pub fn info() -> PassInfo {
    PassInfo {
        name: "lower-to-memref",
        summary: SUMMARY,
        options: &[],
        create: |_: &PassArgs| Ok(Box::new(LowerToMemref)),
    }
}

impl Pass for LowerToMemref {
    fn name(&self) -> &'static str {
        "lower-to-memref"
    }
    fn summary(&self) -> &'static str {
        SUMMARY
    }
    fn run(&mut self, m: &mut Module) -> Result<PassOutcome, PassError> {
        let mut count = Counts::default();
        let mut globals = 0;
        let mut lowered = 0;
        for (f, name) in m.functions() {
            if !FunctionPlan::is_planned(m, f) {
                continue;
            }
            lower_function(m, f, &mut globals, &mut count).map_err(|e| format!("@{name}: {e}"))?;
            lowered += 1;
        }
        if lowered == 0 {
            return Err(
                "lower-to-memref lowers planned functions, and this module has none: run assign-buffers first (e.g. --pass-pipeline=plan,lower-to-memref)"
                    .into(),
            );
        }
        Ok(PassOutcome {
            changed: true,
            stats: vec![
                ("functions-lowered", lowered),
                ("ops-as-linalg", count.linalg),
                ("ops-as-copies", count.copies),
                ("ops-as-views", count.views),
                ("ops-as-lt-kernel", count.kernels),
            ],
        })
    }
}

/// How the ops of a function were lowered.
#[derive(Default)]
struct Counts {
    linalg: u64,
    copies: u64,
    views: u64,
    kernels: u64,
}

/// The buffer a value lives in.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
enum Buf {
    Arena,
    Arg(usize),
    /// Function result `k`'s buffer.
    Out(usize),
    /// A buffer of its own, from its op to its last read (values the plan leaves out).
    Own(Value),
}

/// Where a value's bytes are.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Place {
    buf: Buf,
    offset: u64,
    bytes: u64,
}

impl Place {
    fn overlaps(&self, o: &Place) -> bool {
        self.buf == o.buf
            && self.bytes > 0
            && o.bytes > 0
            && self.offset < o.offset + o.bytes
            && o.offset < self.offset + self.bytes
    }
}

/// Where result `k` of the function is after a call.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Dest {
    /// In the argument donated to it (`tf.aliasing_output`).
    Arg(usize),
    /// In the function's output argument (memref argument `n` after the step's own).
    Out(usize),
}

fn bytes(m: &Module, v: Value) -> Result<u64, String> {
    m.ty(v)
        .as_tensor()
        .and_then(|t| t.byte_size())
        .ok_or_else(|| format!("lower-to-memref needs static tensor types, got {}", m.ty(v)))
}

fn mem_type(m: &Module, v: Value) -> Result<Type, String> {
    m.ty(v)
        .as_tensor()
        .and_then(memref_type)
        .ok_or_else(|| format!("lower-to-memref needs static tensor types, got {}", m.ty(v)))
}

/// The places of a function's arguments and of its ops' results, as the executor's planned
/// mode gives them.
fn places(
    m: &Module,
    p: &FunctionPlan,
    args: &[Value],
    ops: &[Op],
    returned: &[Value],
) -> Result<HashMap<Value, Place>, String> {
    let mut at = HashMap::new();
    for (a, &v) in args.iter().enumerate() {
        at.insert(
            v,
            Place {
                buf: Buf::Arg(a),
                offset: 0,
                bytes: bytes(m, v)?,
            },
        );
    }
    for (i, &op) in ops.iter().enumerate() {
        let plan = p.ops.get(i).cloned().unwrap_or_default();
        let results = &m.ops[op].results;
        if !results.is_empty() && !plan.placed {
            return Err(format!(
                "'{}' (op {i}) has no {}: the plan is incomplete; run assign-buffers again",
                m.name(op),
                plan::OFFSET
            ));
        }
        for (k, &r) in results.iter().enumerate() {
            let (buf, offset) = if let Some((o, within)) = plan.in_output(k) {
                (Buf::Out(o), within)
            } else if let Some(off) = plan.offset[k] {
                (Buf::Arena, off)
            } else if let Some(a) = plan.donate[k] {
                (Buf::Arg(a), 0)
            } else if let Some(o) = returned.iter().position(|&x| x == r) {
                (Buf::Out(o), 0)
            } else {
                (Buf::Own(r), 0)
            };
            at.insert(
                r,
                Place {
                    buf,
                    offset,
                    bytes: bytes(m, r)?,
                },
            );
        }
    }
    Ok(at)
}

/// Builds the lowered body of one function.
struct Lowering<'a> {
    m: &'a mut Module,
    block: Block,
    /// The memref each value of the old body is in.
    mem: HashMap<Value, Value>,
    /// The memref of each buffer: arguments, outputs, the arena.
    bufs: HashMap<Buf, Value>,
    /// `index` constants, by value.
    consts: HashMap<i64, Value>,
    loc: Location,
}

impl Lowering<'_> {
    fn emit(&mut self) -> Emit<'_> {
        Emit {
            m: self.m,
            block: self.block,
            loc: self.loc.clone(),
        }
    }

    fn index(&mut self, v: i64) -> Value {
        if let Some(&c) = self.consts.get(&v) {
            return c;
        }
        let c = self.emit().index(v);
        self.consts.insert(v, c);
        c
    }

    /// `buffer` seen as a memref of type `ty` from byte `offset`: itself, a `memref.view` of
    /// the arena, a `memref.reinterpret_cast` of another shape (with a strided layout of
    /// that offset, in elements, when it is not 0), or `lt.view` (with the offset as
    /// `lt.offset`) where the element types differ or the offset is not a whole element.
    fn view(&mut self, buffer: Value, offset: u64, ty: &Type, arena: bool) -> Value {
        if arena {
            let c = self.index(offset as i64);
            return self
                .emit()
                .value("memref.view", &[buffer, c], ty.clone(), &[]);
        }
        let have = self.m.ty(buffer).clone();
        if &have == ty && offset == 0 {
            return buffer;
        }
        let width = ty.elem().and_then(|e| e.storage_bytes(1)).unwrap_or(0);
        match (&have, ty) {
            (Type::MemRef { tensor: h, .. }, Type::MemRef { tensor: t, .. })
                if h.elem == t.elem && width > 0 && offset.is_multiple_of(width) =>
            {
                let dims = t.static_dims().unwrap_or_default();
                let mut strides = vec![1i64; dims.len()];
                for k in (0..dims.len().saturating_sub(1)).rev() {
                    strides[k] = strides[k + 1] * dims[k + 1] as i64;
                }
                let sizes: Vec<i64> = dims.iter().map(|&d| d as i64).collect();
                let at = (offset / width) as i64;
                let mut ty = ty.clone();
                if let (Type::MemRef { suffix, .. }, true) = (&mut ty, at != 0) {
                    let layout: Vec<String> = strides.iter().map(i64::to_string).collect();
                    *suffix = format!(", strided<[{}], offset: {at}>", layout.join(", "));
                }
                self.emit().value(
                    "memref.reinterpret_cast",
                    &[buffer],
                    ty,
                    &[
                        ("operandSegmentSizes", segments(&[1, 0, 0, 0])),
                        ("static_offsets", Attr::i64_array(&[at])),
                        ("static_sizes", Attr::i64_array(&sizes)),
                        ("static_strides", Attr::i64_array(&strides)),
                    ],
                )
            }
            _ => {
                let at = Attr::i64_array(&[offset as i64]);
                self.emit()
                    .value("lt.view", &[buffer], ty.clone(), &[(plan::OFFSET, at)])
            }
        }
    }

    /// The memref of value `v` at `place`, made before the op defining it.
    fn home(&mut self, v: Value, place: Place) -> Result<Value, String> {
        let ty = mem_type(self.m, v)?;
        let mem = match place.buf {
            Buf::Own(_) => {
                let props = [("operandSegmentSizes", segments(&[0, 0]))];
                let b = self.emit().value("memref.alloc", &[], ty, &props);
                self.bufs.insert(place.buf, b);
                b
            }
            buf => {
                let b = self.bufs[&buf];
                self.view(b, place.offset, &ty, buf == Buf::Arena)
            }
        };
        self.mem.insert(v, mem);
        Ok(mem)
    }

    /// The part of `from` (a memref of `dims`, contiguous) from `start`, `sizes` long,
    /// every `step`: a `memref.subview`.
    fn part(
        &mut self,
        from: Value,
        dims: &[u64],
        start: &[i64],
        sizes: &[i64],
        step: &[i64],
    ) -> Value {
        let elem = self.m.ty(from).elem().expect("a memref");
        let mut strides = vec![1i64; dims.len()];
        for k in (0..dims.len().saturating_sub(1)).rev() {
            strides[k] = strides[k + 1] * dims[k + 1] as i64;
        }
        // A memref that starts inside its buffer (a value at an offset in an output's
        // buffer) has that offset in its layout.
        let base: i64 = match self.m.ty(from) {
            Type::MemRef { suffix, .. } => suffix
                .rsplit_once("offset: ")
                .and_then(|(_, o)| o.trim_end_matches('>').trim().parse().ok())
                .unwrap_or(0),
            _ => 0,
        };
        let offset: i64 = base + (0..dims.len()).map(|k| start[k] * strides[k]).sum::<i64>();
        let layout: Vec<String> = (0..dims.len())
            .map(|k| (strides[k] * step[k]).to_string())
            .collect();
        let shape: Vec<u64> = sizes.iter().map(|&s| s as u64).collect();
        let ty = Type::MemRef {
            tensor: lowtide_ir::types::TensorType::new(&shape, elem),
            suffix: format!(", strided<[{}], offset: {offset}>", layout.join(", ")),
        };
        self.emit().value(
            "memref.subview",
            &[from],
            ty,
            &[
                ("operandSegmentSizes", segments(&[1, 0, 0, 0])),
                ("static_offsets", Attr::i64_array(start)),
                ("static_sizes", Attr::i64_array(sizes)),
                ("static_strides", Attr::i64_array(step)),
            ],
        )
    }

    /// `slice`, `concatenate` and `pad` (no interior or negative padding) as copies between
    /// parts of their operands and result (`pad` fills its result first); false, adding
    /// nothing, for other ops and for packed `i1`.
    fn moves(&mut self, op: Op, outs: &[Value]) -> bool {
        let m = &*self.m;
        let d = &m.ops[op];
        let (Some(kind), [out]) = (m.kind(op), outs) else {
            return false;
        };
        let Some(t) = m.ty(d.results[0]).as_tensor() else {
            return false;
        };
        let (Some(od), elem) = (t.static_dims(), t.elem) else {
            return false;
        };
        if elem.is_bool() {
            return false;
        }
        let ints = |k: &str| m.attr(op, k).and_then(Attr::as_i64s);
        let dims_of = |v: Value| m.ty(v).as_tensor().and_then(|t| t.static_dims());
        let operands = d.operands.clone();
        match kind {
            OpKind::Slice => {
                let (Some(start), Some(step), Some(xd)) =
                    (ints("start_indices"), ints("strides"), dims_of(operands[0]))
                else {
                    return false;
                };
                let sizes: Vec<i64> = od.iter().map(|&s| s as i64).collect();
                let from = self.mem[&operands[0]];
                let p = self.part(from, &xd, &start, &sizes, &step);
                self.copy(p, *out);
            }
            OpKind::Concatenate => {
                let Some(dim) = m.attr(op, "dimension").and_then(Attr::as_int) else {
                    return false;
                };
                let dim = dim as usize;
                let parts: Option<Vec<Vec<u64>>> = operands.iter().map(|&x| dims_of(x)).collect();
                let Some(parts) = parts else { return false };
                let mut at = 0i64;
                for (x, xd) in operands.iter().zip(parts) {
                    let mut start = vec![0i64; od.len()];
                    start[dim] = at;
                    at += xd[dim] as i64;
                    let sizes: Vec<i64> = xd.iter().map(|&s| s as i64).collect();
                    let p = self.part(*out, &od, &start, &sizes, &vec![1; od.len()]);
                    let from = self.mem[x];
                    self.copy(from, p);
                }
            }
            OpKind::Pad => {
                let (Some(low), Some(interior), Some(xd)) = (
                    ints("edge_padding_low"),
                    ints("interior_padding"),
                    dims_of(operands[0]),
                ) else {
                    return false;
                };
                let high = ints("edge_padding_high").unwrap_or_default();
                if low.iter().chain(&high).chain(&interior).any(|&p| p < 0)
                    || interior.iter().any(|&p| p != 0)
                {
                    return false;
                }
                let pad = self.mem[&operands[1]];
                let ty = super::scalar::scalar_type(elem);
                let x = self.emit().value("memref.load", &[pad], ty, &[]);
                super::loops::fill(&mut self.emit(), *out, &od, elem, x);
                let sizes: Vec<i64> = xd.iter().map(|&s| s as i64).collect();
                let p = self.part(*out, &od, &low, &sizes, &vec![1; od.len()]);
                let from = self.mem[&operands[0]];
                self.copy(from, p);
            }
            _ => return false,
        }
        true
    }

    fn copy(&mut self, from: Value, to: Value) {
        self.emit().op("memref.copy", &[from, to], vec![], &[]);
    }

    /// `op` as an `lt.kernel`: the op itself inside, on its inputs as tensors, its results
    /// written into `outs` (and `workspace`, when the plan gives it one).
    fn kernel(&mut self, op: Op, outs: &[Value], workspace: Option<Value>, stream: Option<u64>) {
        let mut inputs: Vec<Value> = Vec::new();
        for v in self.m.reads_deep(op) {
            if !inputs.contains(&v) {
                inputs.push(v);
            }
        }
        let tys: Vec<Type> = inputs.iter().map(|&v| self.m.ty(v).clone()).collect();
        let body = self.m.create_block(tys);
        let mut map: HashMap<Value, Value> = HashMap::new();
        for (k, &v) in inputs.iter().enumerate() {
            map.insert(v, self.m.blocks[body].args[k]);
        }
        let inner = self.m.clone_op(op, &mut map);
        plan::clear_op(self.m, inner);
        self.m.append_op(body, inner);
        let results = self.m.ops[inner].results.clone();
        let mut e = Emit {
            m: self.m,
            block: body,
            loc: self.loc.clone(),
        };
        e.op("lt.yield", &results, vec![], &[]);
        let mut operands: Vec<Value> = inputs.iter().map(|v| self.mem[v]).collect();
        operands.extend(outs);
        operands.extend(workspace);
        let sizes = [inputs.len(), outs.len(), workspace.is_some() as usize];
        let k = self.emit().op(
            "lt.kernel",
            &operands,
            vec![],
            &[("operandSegmentSizes", segments(&sizes))],
        );
        if let Some(rows) = stream {
            self.m.ops[k].attrs.set(
                plan::STREAM,
                Attr::Int(rows as i64, Type::Scalar(ElemType::Int(64))),
            );
        }
        let r = self.m.add_region(k);
        self.m.append_block(r, body);
    }
}

/// Ops whose results are their operands (a view, a barrier, a sharding mark).
fn is_identity(kind: Option<OpKind>) -> bool {
    matches!(
        kind,
        Some(
            OpKind::Reshape
                | OpKind::OptimizationBarrier
                | OpKind::SdySharding
                | OpKind::SdyReshard
        )
    )
}

fn lower_function(
    m: &mut Module,
    f: Op,
    globals: &mut usize,
    count: &mut Counts,
) -> Result<(), String> {
    let p = FunctionPlan::read(m, f)
        .map_err(|e| format!("{e}: the plan is malformed; plan the module again"))?
        .ok_or("the function has no buffer plan")?;
    // The independent checker first: a plan edited into sharing live bytes would lower to a
    // program that computes a wrong answer.
    crate::memory::verify_plan::check_function(m, f).map_err(|e| {
        format!("{e}: lower-to-memref writes only plans that check; plan the module again")
    })?;
    let block = m.entry_block(f).ok_or("the function has no body")?;
    let all = m.blocks[block].ops.clone();
    let args = m.blocks[block].args.clone();
    let (&ret, ops) = all
        .split_last()
        .filter(|(&r, _)| m.kind(r) == Some(OpKind::FuncReturn))
        .ok_or("the function's body does not end in func.return")?;
    let returned = m.ops[ret].operands.clone();
    let at = places(m, &p, &args, ops, &returned)?;
    let donations = m.donations(f);

    // Where each result is after the call: in the argument donated to it when the plan writes
    // it there or copies it back there, else in an output argument.
    let mut dests = Vec::new();
    let mut outs = 0;
    for (k, &v) in returned.iter().enumerate() {
        let donor = donations.iter().position(|&d| d == Some(k));
        dests.push(match donor {
            Some(a) if at[&v].buf == Buf::Arg(a) || at[&v].bytes == at[&args[a]].bytes => {
                Dest::Arg(a)
            }
            _ => {
                outs += 1;
                Dest::Out(outs - 1)
            }
        });
    }
    let mut tys: Vec<Type> = args
        .iter()
        .map(|&a| mem_type(m, a))
        .collect::<Result<_, _>>()?;
    for (k, d) in dests.iter().enumerate() {
        if let Dest::Out(_) = d {
            tys.push(mem_type(m, returned[k])?);
        }
    }
    let new = m.create_block(tys.clone());
    let params = m.blocks[new].args.clone();
    let function_block = m.ops[f].parent;
    let mut g = Globals {
        block: function_block,
        before: f,
        count: *globals,
        made: Vec::new(),
    };
    let loc = m.ops[f].loc.clone();
    let mut l = Lowering {
        m,
        block: new,
        mem: HashMap::new(),
        bufs: HashMap::new(),
        consts: HashMap::new(),
        loc,
    };
    for (a, &v) in args.iter().enumerate() {
        l.mem.insert(v, params[a]);
        l.bufs.insert(Buf::Arg(a), params[a]);
    }
    // Output buffers: the output arguments, and a buffer of their own for results the call
    // leaves in a donated argument whose plan still puts a value in their buffer.
    let mut local = Vec::new();
    for (k, d) in dests.iter().enumerate() {
        let b = match *d {
            Dest::Out(n) => params[args.len() + n],
            Dest::Arg(_) => {
                if !at.values().any(|q| q.buf == Buf::Out(k)) {
                    continue;
                }
                let ty = mem_type(l.m, returned[k])?;
                let b = l.emit().value(
                    "memref.alloc",
                    &[],
                    ty,
                    &[("operandSegmentSizes", segments(&[0, 0]))],
                );
                local.push(b);
                b
            }
        };
        l.bufs.insert(Buf::Out(k), b);
    }
    let i8t = Type::MemRef {
        tensor: lowtide_ir::types::TensorType::new(&[p.arena_bytes], ElemType::Int(8)),
        suffix: String::new(),
    };
    let align = Attr::Int(
        p.alignment.unwrap_or(64) as i64,
        Type::Scalar(ElemType::Int(64)),
    );
    let arena = l.emit().value(
        "memref.alloc",
        &[],
        i8t,
        &[
            ("alignment", align),
            ("operandSegmentSizes", segments(&[0, 0])),
        ],
    );
    l.bufs.insert(Buf::Arena, arena);

    // Each value's last reader, to free the buffers of values the plan leaves out.
    let mut last: HashMap<Value, usize> = HashMap::new();
    for (i, &op) in ops.iter().enumerate() {
        for v in l.m.reads_deep(op) {
            last.insert(v, i);
        }
    }
    for (i, &op) in ops.iter().enumerate() {
        l.loc = l.m.ops[op].loc.clone();
        let results = l.m.ops[op].results.clone();
        let operands = l.m.ops[op].operands.clone();
        let kind = l.m.kind(op);
        let mut outs = Vec::new();
        for &r in &results {
            outs.push(l.home(r, at[&r])?);
        }
        let plan_i = p.ops.get(i).cloned().unwrap_or_default();
        let same = |k: usize| operands.get(k).is_some_and(|o| at[o] == at[&results[k]]);
        if is_identity(kind) && (0..results.len()).all(same) {
            count.views += 1;
        } else if matches!(
            kind,
            Some(OpKind::Slice | OpKind::Concatenate | OpKind::Pad)
        ) && !operands.iter().any(|o| at[o].overlaps(&at[&results[0]]))
            && l.moves(op, &outs)
        {
            count.copies += 1;
        } else if is_identity(kind)
            && kind != Some(OpKind::Reshape)
            && (0..results.len()).all(|k| l.m.ty(operands[k]) == l.m.ty(results[k]))
            || kind == Some(OpKind::Reshape)
                && l.m.ty(operands[0]).elem().is_some_and(|e| e.is_bool())
        {
            // Identities copy their operands; a reshape of packed i1 copies its bytes.
            for (k, &o) in outs.clone().iter().enumerate() {
                let from = l.mem[&operands[k]];
                l.copy(from, o);
            }
            count.copies += 1;
        } else {
            let workspace = match plan_i.workspace {
                Some((off, b))
                    if lowtide_ir::workspace::is_control_flow(l.m, op)
                        || lowtide_ir::ops::fused_contraction(l.m, op).is_some() =>
                {
                    let ty = Type::MemRef {
                        tensor: lowtide_ir::types::TensorType::new(&[b], ElemType::Int(8)),
                        suffix: String::new(),
                    };
                    Some(l.view(arena, off, &ty, true))
                }
                _ => None,
            };
            // Operands sharing bytes with a result: the same bytes (in place) or not.
            let mut in_place = Vec::new();
            let mut clash = false;
            for o in &operands {
                for r in &results {
                    if at[o].overlaps(&at[r]) {
                        if at[o] == at[r] {
                            in_place.push(l.mem[o]);
                        } else {
                            clash = true;
                        }
                    }
                }
            }
            let leaves: HashMap<Value, Value> = operands.iter().map(|o| (*o, l.mem[o])).collect();
            let start = l.m.blocks[new].ops.len();
            let done = workspace.is_none() && plan_i.stream.is_none() && !clash && {
                let mut site = Site {
                    outer: new,
                    loc: l.loc.clone(),
                    leaves: &leaves,
                    globals: &mut g,
                    in_place: &in_place,
                };
                loops::lower(l.m, &mut site, op, &outs)
            };
            if done {
                count.linalg += 1;
            } else {
                l.m.blocks[new].ops.truncate(start);
                l.kernel(op, &outs, workspace, plan_i.stream);
                count.kernels += 1;
            }
        }
        // Free the buffers of values the plan leaves out after their last read (or at once,
        // when nothing reads them).
        let mut done_with: Vec<Value> = l.m.reads_deep(op).into();
        done_with.extend(&results);
        for v in done_with {
            if let Some(q) = at.get(&v) {
                if matches!(q.buf, Buf::Own(_)) && last.get(&v).is_none_or(|&j| j == i) {
                    if let Some(b) = l.bufs.remove(&q.buf) {
                        l.emit().op("memref.dealloc", &[b], vec![], &[]);
                    }
                }
            }
        }
    }

    // After the step: outputs into their output arguments, then results into the arguments
    // donated to them.
    l.loc = l.m.ops[ret].loc.clone();
    for (k, d) in dests.iter().enumerate() {
        if let Dest::Out(n) = *d {
            let v = returned[k];
            let out = params[args.len() + n];
            if l.mem[&v] != out {
                let from = l.mem[&v];
                l.copy(from, out);
            }
        }
    }
    let mut backs = Vec::new();
    for (a, d) in donations.iter().enumerate() {
        let Some(k) = *d else { continue };
        let Some(&v) = returned.get(k) else { continue };
        if dests[k] == Dest::Arg(a) && at[&v].buf != Buf::Arg(a) {
            backs.push((a, v));
        }
    }
    // A result in another donated argument's buffer that a copy writes (two arguments
    // donated to each other's results: a swap) is read into a buffer of its own first.
    let mut staged = HashMap::new();
    for &(_, v) in &backs {
        if backs.iter().any(|&(b, _)| at[&v].buf == Buf::Arg(b)) {
            let ty = mem_type(l.m, v)?;
            let props = [("operandSegmentSizes", segments(&[0, 0]))];
            let temp = l.emit().value("memref.alloc", &[], ty, &props);
            let from = l.mem[&v];
            l.copy(from, temp);
            staged.insert(v, temp);
            local.push(temp);
        }
    }
    for (a, v) in backs {
        let ty = mem_type(l.m, v)?;
        let into = l.view(params[a], 0, &ty, false);
        let from = staged.get(&v).copied().unwrap_or(l.mem[&v]);
        l.copy(from, into);
    }
    l.emit().op("memref.dealloc", &[arena], vec![], &[]);
    for b in local {
        l.emit().op("memref.dealloc", &[b], vec![], &[]);
    }
    l.emit().op("func.return", &[], vec![], &[]);
    *globals = g.count;

    // The function: memref arguments, outputs after them, no results, no plan attributes.
    let mut arg_dicts = plan::arg_dicts(m, f);
    let res_dicts: Vec<Dict> = match m.attr(f, "res_attrs") {
        Some(Attr::Array(a)) => a
            .iter()
            .map(|x| match x {
                Attr::Dict(d) => d.clone(),
                _ => Dict::default(),
            })
            .collect(),
        _ => Vec::new(),
    };
    let region = m.ops[f].regions[0];
    for &b in &m.regions[region].blocks.clone() {
        m.blocks[b].parent = None;
    }
    m.regions[region].blocks = vec![new];
    m.blocks[new].parent = Some(region);
    // `lt.result = k` marks the argument holding result k after the call: a donated argument
    // (for `tf.aliasing_output = k`) or an output argument.
    for (k, d) in dests.iter().enumerate() {
        if let Dest::Arg(a) = *d {
            arg_dicts[a].remove("tf.aliasing_output");
            arg_dicts[a].set(
                "lt.result",
                Attr::Int(k as i64, Type::Scalar(ElemType::Int(64))),
            );
        }
    }
    for d in arg_dicts.iter_mut().take(args.len()) {
        if d.remove("tf.aliasing_output").is_some() {
            d.set("lt.donated", Attr::Unit);
        }
    }
    for (k, d) in dests.iter().enumerate() {
        if let Dest::Out(_) = d {
            let mut dict = res_dicts.get(k).cloned().unwrap_or_default();
            dict.set(
                "lt.result",
                Attr::Int(k as i64, Type::Scalar(ElemType::Int(64))),
            );
            dict.set("lt.destination", Attr::Unit);
            arg_dicts.push(dict);
        }
    }
    // `lt.tensor`: the tensor type of a memref argument whose memref does not say it (packed
    // `i1`, signed and unsigned integers held signless).
    let tensors = args
        .iter()
        .chain(dests.iter().enumerate().filter_map(|(k, d)| match d {
            Dest::Out(_) => Some(&returned[k]),
            Dest::Arg(_) => None,
        }));
    for (dict, &v) in arg_dicts.iter_mut().zip(tensors) {
        let t = m.ty(v).clone();
        if t.elem()
            .is_some_and(|e| e.is_bool() || matches!(e, ElemType::SInt(_) | ElemType::UInt(_)))
        {
            dict.set("lt.tensor", Attr::Type(t));
        }
    }
    let fa = &mut m.ops[f];
    for key in plan::FUNCTION_KEYS {
        fa.attrs.remove(key);
        fa.properties.remove(key);
    }
    fa.properties.remove("res_attrs");
    fa.attrs.remove("res_attrs");
    fa.properties.set(
        "function_type",
        Attr::Type(Type::Function(Box::new(
            lowtide_ir::types::FunctionType::new(tys, vec![]),
        ))),
    );
    fa.attrs.remove("arg_attrs");
    if arg_dicts.iter().any(|d| !d.is_empty()) {
        fa.properties.set(
            "arg_attrs",
            Attr::Array(arg_dicts.into_iter().map(Attr::Dict).collect()),
        );
    } else {
        fa.properties.remove("arg_attrs");
    }
    Ok(())
}
