//! Checkpointing a scan: its stacked residuals computed again in its backward loop.
//!
//! `lax.scan` under autodiff exports two counted `while` loops: the forward one stacks each
//! iteration's residuals into carries (`dynamic_update_slice` at the counter), the backward
//! one reads them back (`dynamic_slice` at its own index). Every stack lives from the forward
//! loop to the end of the backward one, one row per iteration. A [`Checkpoint`] does what
//! `jax.checkpoint` on the scan body does: the forward loop stacks only the carries that
//! change from one iteration to the next (the layer's input), and the backward loop computes
//! the residuals again from them, from the carries that do not change (parameters) and from
//! values outside the loops, just before it reads them. Residuals that cannot be computed
//! again (an op with effects on the way) stay stacked, and the copies read them.
//!
//! The copies run the same kernels on the same inputs as the forward loop did, so results
//! are bit for bit those of the step as written. The backward loop's index is clamped as
//! `dynamic_slice` clamps it, so the copies compute the very row it would have read.

use lowtide_ir::attr::DenseElem;
use lowtide_ir::entity::SecondaryMap;
use lowtide_ir::location::Location;
use lowtide_ir::module::{ValueData, ValueDef};
use lowtide_ir::ops::cost;
use lowtide_ir::plan::{self, Mark};
use lowtide_ir::workspace;
use lowtide_ir::workspace::constant_int as int;
use lowtide_ir::{Attr, Block, ElemType, Module, Op, OpKind, Traits, Type, Value};
use std::collections::HashMap;

/// The most forward-loop ops one checkpoint copies.
const MAX_OPS: usize = 2000;

/// A scan pair to checkpoint, and how.
#[derive(Clone, Debug)]
pub(crate) struct Checkpoint {
    fwd: Op,
    /// The backward loop.
    pub bwd: Op,
    /// The stacks that go: (forward carry, backward carry, the backward body's slice of it,
    /// the residual the forward body stacks).
    dropped: Vec<(usize, usize, Op, Value)>,
    /// The forward-body ops to copy, producers first.
    ops: Vec<Op>,
    /// Forward-body values and what stands for them in the backward body.
    inputs: Vec<(Value, Source)>,
    /// The forward counter, the scan's length, the backward loop's index.
    counter: Value,
    len: u64,
    index: Value,
    /// Where the copies go in the backward body.
    at: usize,
    /// FLOPs the copies add over the whole backward loop.
    pub flops: u64,
    /// Bytes of stacks dropped less the bytes of the carries stacked instead.
    pub bytes: u64,
}

/// What stands for a forward-body value in the backward body.
#[derive(Clone, Copy, Debug)]
enum Source {
    /// A value of the step (a carry the forward loop does not change: its initial value).
    Outer(Value),
    /// A kept stack's slice (reshaped to the value's type).
    Slice(Value),
    /// Forward carry `p`, which changes every iteration: stacked by the checkpoint.
    Saved(usize),
}

fn is(m: &Module, op: Op, kind: OpKind) -> bool {
    m.kind(op) == Some(kind)
}

fn dims(m: &Module, v: Value) -> Option<Vec<u64>> {
    m.ty(v).as_tensor()?.static_dims()
}

/// The ops of `block` that read `v` (at any depth).
fn readers(m: &Module, block: Block, v: Value) -> Vec<Op> {
    m.blocks[block]
        .ops
        .iter()
        .copied()
        .filter(|&o| m.reads_deep(o).contains(&v))
        .collect()
}

/// The value a forward body stacks into carry `q` at the counter: the `dynamic_update_slice`
/// of the carry's block argument at (counter, 0, ...) the body returns for it, and the update
/// (or what the update reshapes).
fn stacked_value(m: &Module, body: Block, q: usize, counter: Value) -> Option<(Op, Value)> {
    let term = *m.blocks[body].ops.last()?;
    let arg = *m.blocks[body].args.get(q)?;
    let u = m.def_op(*m.ops[term].operands.get(q)?)?;
    // Only the terminator reads the updated stack.
    if readers(m, body, m.ops[u].results[0]) != [term] {
        return None;
    }
    let ops = &m.ops[u].operands;
    if !is(m, u, OpKind::DynamicUpdateSlice)
        || m.ops[u].parent != Some(body)
        || ops.len() < 3
        || ops[0] != arg
        || ops[2] != counter
        || ops[3..].iter().any(|&z| int(m, z) != Some(0))
    {
        return None;
    }
    let update = ops[1];
    Some((
        u,
        match m.def_op(update) {
            Some(r) if is(m, r, OpKind::Reshape) && m.ops[r].parent == Some(body) => {
                m.ops[r].operands[0]
            }
            _ => update,
        },
    ))
}

/// The `dynamic_slice` of one row that is the only reader of backward carry `q` besides the
/// terminator, which passes the carry on unchanged.
fn slice_of(m: &Module, body: Block, q: usize) -> Option<Op> {
    let arg = *m.blocks[body].args.get(q)?;
    let term = *m.blocks[body].ops.last()?;
    if m.ops[term].operands.get(q) != Some(&arg) {
        return None;
    }
    let [a, b] = readers(m, body, arg)[..] else {
        return None;
    };
    let s = if a == term { b } else { a };
    let d = dims(m, arg)?;
    let sizes = m.attr(s, "slice_sizes").and_then(Attr::as_i64s)?;
    let row = sizes.len() == d.len()
        && sizes.first() == Some(&1)
        && sizes[1..].iter().zip(&d[1..]).all(|(&a, &b)| a as u64 == b);
    let ops = &m.ops[s].operands;
    (is(m, s, OpKind::DynamicSlice)
        && row
        && ops.len() == d.len() + 1
        && ops[0] == arg
        && ops[2..].iter().all(|&z| int(m, z) == Some(0)))
    .then_some(s)
}

/// The one carry index at which `w` receives `v`.
fn carry_of(m: &Module, w: Op, v: Value) -> Option<usize> {
    let at: Vec<usize> = (0..m.ops[w].operands.len())
        .filter(|&i| m.ops[w].operands[i] == v)
        .collect();
    match at[..] {
        [q] => Some(q),
        _ => None,
    }
}

/// The producers of forward-body values, back to what the backward body can have.
struct Closure<'a> {
    m: &'a Module,
    fwd: Op,
    body: Block,
    term: Op,
    counter: Value,
    /// Residuals of kept stacks: their slices in the backward body.
    kept: HashMap<Value, Value>,
    seen: HashMap<Value, bool>,
    ops: Vec<Op>,
    inputs: Vec<(Value, Source)>,
    depth: usize,
}

impl Closure<'_> {
    fn visit(&mut self, v: Value) -> bool {
        if let Some(&ok) = self.seen.get(&v) {
            return ok;
        }
        let m = self.m;
        let ok = if v == self.counter {
            true
        } else if let Some(&s) = self.kept.get(&v) {
            self.inputs.push((v, Source::Slice(s)));
            true
        } else if !m.defined_within(v, self.fwd) {
            true
        } else {
            match m.values[v].def {
                ValueDef::Arg(b, p) if b == self.body => {
                    let p = p as usize;
                    let outer = m.ops[self.fwd].operands.get(p).copied();
                    let source = match outer {
                        Some(x) if m.ops[self.term].operands.get(p) == Some(&v) => Source::Outer(x),
                        _ => Source::Saved(p),
                    };
                    self.inputs.push((v, source));
                    true
                }
                ValueDef::Result(o, _) if m.ops[o].parent == Some(self.body) => {
                    let pure = m
                        .kind(o)
                        .is_some_and(|k| k.has(Traits::PURE) && !k.has(Traits::TERMINATOR));
                    // (Depth is bounded too: a long chain must not overflow the stack.)
                    self.depth += 1;
                    let ok = pure
                        && self.ops.len() < MAX_OPS
                        && self.depth < MAX_OPS
                        && m.reads_deep(o).into_iter().all(|x| self.visit(x));
                    self.depth -= 1;
                    if ok {
                        self.ops.push(o);
                    }
                    ok
                }
                _ => false,
            }
        };
        self.seen.insert(v, ok);
        ok
    }
}

/// Whether the forward `while` `fwd` (in `block`) and the backward loop reading its stacks
/// can be checkpointed, and how.
pub(crate) fn find(m: &Module, block: Block, fwd: Op) -> Option<Checkpoint> {
    if !is(m, fwd, OpKind::While) || m.ops[fwd].parent != Some(block) {
        return None;
    }
    let c = workspace::counter(m, fwd)?;
    let (fc, fb) = (m.region_entry(fwd, 0)?, m.region_entry(fwd, 1)?);
    let args = m.blocks[fb].args.clone();
    let counter = *args.get(c.carry)?;
    let term = *m.blocks[fb].ops.last()?;
    if c.start != 0 {
        return None;
    }
    // Every stack the forward loop fills row by row and one backward loop reads row by row.
    let mut bwd = None;
    let mut stacks = Vec::new();
    for (q, &arg) in args.iter().enumerate() {
        let Some((u, r)) = stacked_value(m, fb, q, counter) else {
            continue;
        };
        let (Some(&sv), Some(&cond_arg)) = (m.ops[fwd].results.get(q), m.blocks[fc].args.get(q))
        else {
            continue;
        };
        let [b] = readers(m, block, sv)[..] else {
            continue;
        };
        if !is(m, b, OpKind::While)
            || bwd.is_some_and(|x| x != b)
            || dims(m, sv).and_then(|d| d.first().copied()) != Some(c.trips)
            || readers(m, fb, arg) != [u]
            || !readers(m, fc, cond_arg).is_empty()
        {
            continue;
        }
        let Some(mq) = carry_of(m, b, sv) else {
            continue;
        };
        let (bc, bb) = (m.region_entry(b, 0)?, m.region_entry(b, 1)?);
        let (Some(&back), Some(&back_cond)) = (m.ops[b].results.get(mq), m.blocks[bc].args.get(mq))
        else {
            continue;
        };
        let inner = m.ops[b]
            .regions
            .iter()
            .flat_map(|&r| m.regions[r].blocks.clone())
            .any(|x| !readers(m, x, sv).is_empty());
        if inner || !readers(m, block, back).is_empty() || !readers(m, bc, back_cond).is_empty() {
            continue;
        }
        let Some(s) = slice_of(m, bb, mq) else {
            continue;
        };
        bwd = Some(b);
        stacks.push((q, mq, s, r));
    }
    let bwd = bwd?;
    let bb = m.region_entry(bwd, 1)?;
    let index = m.ops[stacks.first()?.2].operands[1];
    stacks.retain(|st| m.ops[st.2].operands[1] == index);
    if m.ty(index) != m.ty(counter) {
        return None;
    }
    let mut cl = Closure {
        m,
        fwd,
        body: fb,
        term,
        counter,
        kept: HashMap::new(),
        seen: HashMap::new(),
        ops: Vec::new(),
        inputs: Vec::new(),
        depth: 0,
    };
    // Residuals that cannot be computed again stay stacked; the copies read their slices.
    let (mut dropped, kept): (Vec<_>, Vec<_>) = stacks.into_iter().partition(|st| {
        let mut one = Closure {
            seen: HashMap::new(),
            ops: Vec::new(),
            inputs: Vec::new(),
            kept: HashMap::new(),
            ..cl
        };
        st.3 != counter && one.visit(st.3)
    });
    cl.kept = kept
        .iter()
        .map(|st| (st.3, m.ops[st.2].results[0]))
        .collect();
    dropped.retain(|st| cl.visit(st.3));
    if dropped.is_empty() {
        return None;
    }
    // A carry stacked instead must have a static shape.
    let static_saved = cl
        .inputs
        .iter()
        .all(|&(v, s)| !matches!(s, Source::Saved(_)) || dims(m, v).is_some());
    if !static_saved {
        return None;
    }
    let size = |v: Value| m.bytes(v).unwrap_or(0);
    let freed: u64 = dropped
        .iter()
        .map(|st| size(m.ops[fwd].results[st.0]))
        .sum();
    let saved: u64 = cl
        .inputs
        .iter()
        .filter(|(_, s)| matches!(s, Source::Saved(_)))
        .map(|&(v, _)| size(v) * c.trips)
        .sum();
    if freed <= saved {
        return None;
    }
    // The copies go before the first reader of a dropped slice; the index and the kept
    // slices they read come before that.
    let pos = |o: Op| m.blocks[bb].ops.iter().position(|&x| x == o);
    let at = dropped
        .iter()
        .filter_map(|st| {
            let sliced = m.ops[st.2].results[0];
            m.blocks[bb]
                .ops
                .iter()
                .position(|&o| m.reads_deep(o).contains(&sliced))
        })
        .min()?;
    let before = |v: Value| m.def_op(v).and_then(pos).is_none_or(|p| p < at);
    let slices_before = cl.inputs.iter().all(|&(_, s)| match s {
        Source::Slice(v) => before(v),
        _ => true,
    });
    if !slices_before || !before(index) {
        return None;
    }
    let trips = workspace::trip_count(m, bwd).unwrap_or(1).max(1);
    let flops = cl
        .ops
        .iter()
        .map(|&o| cost(m, o).flops)
        .fold(0u64, u64::saturating_add)
        .saturating_mul(trips);
    Some(Checkpoint {
        fwd,
        bwd,
        dropped,
        ops: cl.ops,
        inputs: cl.inputs,
        counter,
        len: c.trips,
        index,
        at,
        flops,
        bytes: freed - saved,
    })
}

/// Appends a carry to the `while` `w`, starting at `init`: its result and body argument.
fn add_carry(m: &mut Module, w: Op, init: Value) -> (Value, Value) {
    let ty = m.ty(init).clone();
    m.ops[w].operands.push(init);
    let n = m.ops[w].results.len() as u32;
    let r = m
        .values
        .push(ValueData::new(ty.clone(), ValueDef::Result(w, n)));
    m.ops[w].results.push(r);
    let mut body_arg = r;
    for (k, reg) in m.ops[w].regions.clone().into_iter().enumerate() {
        let b = m.regions[reg].blocks[0];
        let a = m.values.push(ValueData::new(
            ty.clone(),
            ValueDef::Arg(b, m.blocks[b].args.len() as u32),
        ));
        m.blocks[b].args.push(a);
        m.blocks[b].arg_locs.push(Location::Unknown);
        if k == 1 {
            body_arg = a;
        }
    }
    (r, body_arg)
}

/// Removes carry `q` of the `while` `w`: its operand, result, block arguments and what its
/// body returns for it (the caller made them unused).
fn drop_carry(m: &mut Module, w: Op, q: usize) {
    m.ops[w].operands.remove(q);
    m.ops[w].results.remove(q);
    for (i, v) in m.ops[w].results.clone().into_iter().enumerate() {
        m.values[v].def = ValueDef::Result(w, i as u32);
    }
    for reg in m.ops[w].regions.clone() {
        let b = m.regions[reg].blocks[0];
        m.blocks[b].args.remove(q);
        if q < m.blocks[b].arg_locs.len() {
            m.blocks[b].arg_locs.remove(q);
        }
        for (i, v) in m.blocks[b].args.clone().into_iter().enumerate() {
            m.values[v].def = ValueDef::Arg(b, i as u32);
        }
    }
    if let Some(&t) = m.region_entry(w, 1).and_then(|b| m.blocks[b].ops.last()) {
        m.ops[t].operands.remove(q);
    }
}

fn i64s(v: &[i64]) -> Attr {
    Attr::DenseArray(
        ElemType::Int(64),
        v.iter().map(|&x| DenseElem::Int(x)).collect(),
    )
}

/// Applies `cp` to `m`; returns the FLOPs the copies add.
pub(crate) fn apply(m: &mut Module, cp: &Checkpoint) -> u64 {
    let top = m.ops[cp.fwd].parent.expect("the loop is in a block");
    let (fb, bb) = (
        m.region_entry(cp.fwd, 1).expect("a while has a body"),
        m.region_entry(cp.bwd, 1).expect("a while has a body"),
    );
    let elem = m.ty(cp.counter).elem().unwrap_or(ElemType::Int(32));
    // The changing carries the copies read, stacked row by row by the forward loop.
    let mut saved: HashMap<usize, Value> = HashMap::new();
    for &(v, s) in &cp.inputs {
        let Source::Saved(p) = s else { continue };
        let d = dims(m, v).unwrap_or_default();
        let mut stack_dims = vec![cp.len];
        stack_dims.extend(&d);
        let at = m.blocks[top]
            .ops
            .iter()
            .position(|&o| o == cp.fwd)
            .unwrap_or(0);
        let mut e = crate::frontend::emitter::Emitter { m, block: top, at };
        let ve = e.elem(v);
        let init = e.splat(0.0, &stack_dims, ve);
        let (result, arg) = add_carry(m, cp.fwd, init);
        let at = m.blocks[fb].ops.len() - 1;
        let mut e = crate::frontend::emitter::Emitter { m, block: fb, at };
        let mut row = vec![1];
        row.extend(&d);
        let update = e.reshape(v, &row);
        let mut operands = vec![arg, update, cp.counter];
        for _ in &d {
            operands.push(e.scalar(0.0, elem));
        }
        let ty = e.m.ty(arg).clone();
        let dus = e.op("stablehlo.dynamic_update_slice", operands, vec![], ty);
        let t = *m.blocks[fb].ops.last().expect("a terminator");
        m.ops[t].operands.push(dus);
        saved.insert(p, result);
    }
    // The copies, at the backward loop's row.
    let mut map: SecondaryMap<Value, Option<Value>> = SecondaryMap::new();
    let mut e = crate::frontend::emitter::Emitter {
        m,
        block: bb,
        at: cp.at,
    };
    let (lo, hi) = (
        e.scalar(0.0, elem),
        e.scalar(cp.len.saturating_sub(1) as f64, elem),
    );
    let ty = e.m.ty(cp.index).clone();
    let row = e.op("stablehlo.clamp", vec![lo, cp.index, hi], vec![], ty);
    map[cp.counter] = Some(row);
    for &(v, s) in &cp.inputs {
        let d = e.dims(v);
        let x = match s {
            Source::Outer(x) => x,
            Source::Slice(x) => e.reshape(x, &d),
            Source::Saved(p) => {
                let stack = saved[&p];
                let mut operands = vec![stack, row];
                for _ in &d {
                    operands.push(e.scalar(0.0, elem));
                }
                let mut sizes = vec![1i64];
                sizes.extend(d.iter().map(|&x| x as i64));
                let mut one = vec![1];
                one.extend(&d);
                let ty = Type::tensor(&one, e.elem(v));
                let s = e.op(
                    "stablehlo.dynamic_slice",
                    operands,
                    vec![("slice_sizes", i64s(&sizes))],
                    ty,
                );
                e.reshape(s, &d)
            }
        };
        map[v] = Some(x);
    }
    let mut copies = Vec::new();
    for &o in &cp.ops {
        let c = e.m.clone_op(o, &mut map);
        plan::set(e.m, c, Mark::Remat);
        e.m.ops[c].parent = Some(bb);
        e.m.blocks[bb].ops.insert(e.at, c);
        e.at += 1;
        copies.push(c);
    }
    let mut replaced = Vec::new();
    for &(_, _, s, r) in &cp.dropped {
        let sliced = e.m.ops[s].results[0];
        let d = e.dims(sliced);
        // (A residual defined outside the loop is the same value in every row.)
        let copy = map[r].unwrap_or(r);
        replaced.push((sliced, e.reshape(copy, &d)));
    }
    let m = e.m;
    for o in m.blocks[bb].ops.clone() {
        for &(old, new) in &replaced {
            m.replace_reads_in(o, old, new);
        }
    }
    let mut bq: Vec<usize> = cp.dropped.iter().map(|st| st.1).collect();
    let mut fq: Vec<usize> = cp.dropped.iter().map(|st| st.0).collect();
    bq.sort_unstable_by(|a, b| b.cmp(a));
    fq.sort_unstable_by(|a, b| b.cmp(a));
    for &(_, _, s, _) in &cp.dropped {
        m.detach(s);
    }
    for q in bq {
        drop_carry(m, cp.bwd, q);
    }
    for q in fq {
        drop_carry(m, cp.fwd, q);
    }
    crate::cleanup::dce::remove_dead_ops(m);
    let trips = workspace::trip_count(m, cp.bwd).unwrap_or(1).max(1);
    copies
        .iter()
        .map(|&c| cost(m, c).flops)
        .fold(0u64, u64::saturating_add)
        .saturating_mul(trips)
}
