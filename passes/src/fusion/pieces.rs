//! Batch pieces: the ops that compute a large value led by the batch and the ops that read it,
//! run [`ROWS`] rows of the batch at a time in a counted `stablehlo.while`, so that value (and
//! every other value only those ops read) is never stored whole: each exists one piece at a
//! time in the loop's workspace. A convolution's backward is the case: the gradient entering
//! it, its input and the gradient it produces are three whole activations at once; in pieces,
//! the produced gradient is a piece.
//!
//! The ops taken ([`role`]): convolutions over the batch (result row `n` from input row `n`
//! and the whole kernel), elementwise ops, elementwise `lt.fused` loops and loops starting
//! with a convolution over the batch, each computing its rows from the same rows of its
//! operands; and weight-gradient convolutions (the batch is their contraction), which become
//! `lt.conv_accumulate` adding each piece to the sum of the pieces before it. A fused weight
//! gradient and update is split first ([`split_fused_convolution`]). Which of them join a
//! loop: [`group`].
//!
//! Exact: every row is the same sum of the same products (GEMMs give each element the same
//! result whatever their other rows), and a weight gradient sums its contraction in chunks of
//! [`lowtide_ir::ops::CONTRACTION_CHUNK`] rows in order whether it runs whole or in pieces
//! ([`lowtide_ir::ops::contraction_chunk`]). So results are bit for bit those of the step as
//! written. The budget search (`remat.rs`, `pieced`) tries this where a value is live across
//! the arena's peak and keeps it when the planned footprint drops; it adds no FLOPs.
//!
//! The loop: a counter, then one carry per result read after the loop (rows written into it
//! with `dynamic_update_slice`, or a weight gradient summed into it). A carry starts as an
//! input of the same type that no op after the loop's first one reads but the loop, when
//! there is one (the gradient entering a block's backward becomes the gradient leaving it,
//! piece by piece, in its bytes; `assign-buffers` lets the carry take the input's bytes when
//! the input dies at the loop), else as zeros. Inputs read a piece at a time are sliced with
//! `dynamic_slice`; others are read whole from outside the loop.

use crate::analysis::liveness::Uses;
use crate::frontend::emitter::Emitter;
use lowtide_ir::entity::SecondaryMap;
use lowtide_ir::ops::{contraction_chunk, reads_elementwise, CONTRACTION_CHUNK};
use lowtide_ir::plan::{self, Mark};
use lowtide_ir::stablehlo::ConvDims;
use lowtide_ir::{Attr, Block, ElemType, Module, Op, OpKind, OpName, Traits, Type, Value};
use std::collections::BTreeSet;

/// Rows of the batch per piece: a weight gradient's chunk, so pieces keep its bits.
pub const ROWS: u64 = CONTRACTION_CHUNK;

/// The most ops one loop takes.
const MAX_OPS: usize = 64;

/// How an op runs in pieces.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Role {
    /// Its result's rows from the same rows of the operands marked `true`, the others whole.
    Rows(Vec<bool>),
    /// A weight gradient: both operands' rows (its contraction), summed over the pieces.
    Sum,
}

/// Static dims of `v`.
fn dims(m: &Module, v: Value) -> Option<Vec<u64>> {
    m.ty(v).as_tensor()?.static_dims()
}

/// True when `v` is led by a batch of `n` rows.
fn led_by(m: &Module, v: Value, n: u64) -> bool {
    dims(m, v).is_some_and(|d| d.first() == Some(&n))
}

/// How `op` runs in pieces of a batch of `n` rows, if it can.
fn role(m: &Module, op: Op, n: u64) -> Option<Role> {
    let d = &m.ops[op];
    let [r] = d.results.as_slice() else {
        return None;
    };
    match m.kind(op)? {
        OpKind::Convolution => {
            let cd = ConvDims::parse(m.attr(op, "dimension_numbers")).ok()?;
            let groups = |k: &str| m.attr(op, k).and_then(Attr::as_int).unwrap_or(1);
            if groups("batch_group_count") != 1 {
                return None;
            }
            if contraction_chunk(&cd).is_some() {
                let ok = cd.k_in == 0
                    && groups("feature_group_count") == 1
                    && d.operands.iter().all(|&x| led_by(m, x, n));
                return ok.then_some(Role::Sum);
            }
            let ok = cd.in_batch == 0 && cd.out_batch == 0 && led_by(m, d.operands[0], n);
            (ok && led_by(m, *r, n)).then(|| Role::Rows(vec![true, false]))
        }
        OpKind::LtFused if lowtide_ir::ops::fused_contraction(m, op).is_some() => {
            fused_conv_role(m, op, n)
        }
        kind => {
            let fused =
                kind == OpKind::LtFused && lowtide_ir::ops::fused_reduction(m, op).is_none();
            if !(fused || kind.has(Traits::ELEMENTWISE)) || !led_by(m, *r, n) {
                return None;
            }
            let rd = dims(m, *r)?;
            let sliced = (0..d.operands.len())
                .map(|k| rows_or_scalar(m, op, k, &rd))
                .collect::<Option<Vec<bool>>>()?;
            Some(Role::Rows(sliced))
        }
    }
}

/// The role of an `lt.fused` loop starting with a convolution over the batch: its rows from
/// the same rows of the convolution's input and of the operands the rest of the body reads
/// elementwise, its kernel and scalars whole.
fn fused_conv_role(m: &Module, op: Op, n: u64) -> Option<Role> {
    let (conv, x, k) = fused_conv_operands(m, op)?;
    let cd = ConvDims::parse(m.attr(conv, "dimension_numbers")).ok()?;
    let groups = m.attr(conv, "batch_group_count").and_then(Attr::as_int);
    if cd.in_batch != 0 || cd.out_batch != 0 || groups.unwrap_or(1) != 1 {
        return None;
    }
    let r = m.ops[op].results[0];
    let rd = dims(m, r).filter(|d| d.first() == Some(&n))?;
    let d = &m.ops[op];
    if !led_by(m, d.operands[x], n) || d.operands[k] == d.operands[x] {
        return None;
    }
    let sliced = (0..d.operands.len())
        .map(|i| match i {
            _ if i == x => Some(true),
            _ if i == k => Some(false),
            _ => rows_or_scalar(m, op, i, &rd),
        })
        .collect::<Option<Vec<bool>>>()?;
    Some(Role::Rows(sliced))
}

/// Operand `k` of `op`, whose result has dims `rd`: read a piece at a time (`true`) when it
/// has the result's dims and is read elementwise, whole (`false`) when a scalar; else `None`.
fn rows_or_scalar(m: &Module, op: Op, k: usize, rd: &[u64]) -> Option<bool> {
    let xd = dims(m, m.ops[op].operands[k])?;
    if xd == rd && reads_elementwise(m, op, k) {
        Some(true)
    } else {
        xd.is_empty().then_some(false)
    }
}

/// The convolution an `lt.fused` loop starts with, and the positions of the loop's operands
/// it reads as its input and its kernel.
fn fused_conv_operands(m: &Module, op: Op) -> Option<(Op, usize, usize)> {
    let conv = lowtide_ir::ops::fused_contraction(m, op)?;
    let args = &m.blocks[m.region_entry(op, 0)?].args;
    let at = |k: usize| args.iter().position(|&a| a == m.ops[conv].operands[k]);
    Some((conv, at(0)?, at(1)?))
}

/// [`fused_conv_operands`] of a loop starting with a weight-gradient convolution (a fused
/// update).
fn fused_weight_gradient(m: &Module, op: Op) -> Option<(Op, usize, usize)> {
    let (conv, i, j) = fused_conv_operands(m, op)?;
    contraction_chunk(&ConvDims::parse(m.attr(conv, "dimension_numbers")).ok()?)?;
    Some((conv, i, j))
}

/// A weight gradient fused with its update that [`split_fused_convolution`] can split, its
/// convolution reading two values led by `n` rows.
fn splittable(m: &Module, op: Op, n: u64) -> bool {
    fused_weight_gradient(m, op).is_some_and(|(_, i, j)| {
        let d = &m.ops[op];
        led_by(m, d.operands[i], n) && led_by(m, d.operands[j], n)
    })
}

/// Splits an `lt.fused` loop that starts with a weight-gradient convolution (a fused update)
/// into the convolution and a loop reading its result; false (changing nothing) for any other
/// op. The convolution goes just before the loop.
pub fn split_fused_convolution(m: &mut Module, block: Block, op: Op) -> bool {
    let Some((conv, i, j)) = fused_weight_gradient(m, op) else {
        return false;
    };
    let body = m.region_entry(op, 0).expect("a fused loop has a body");
    let args = m.blocks[body].args.clone();
    let operands = vec![m.ops[op].operands[i], m.ops[op].operands[j]];
    let inner = m.ops[conv].results[0];
    let whole = m.create_op(
        OpName::new("stablehlo.convolution"),
        operands,
        vec![m.ty(inner).clone()],
    );
    m.ops[whole].properties = m.ops[conv].properties.clone();
    m.ops[whole].attrs = m.ops[conv].attrs.clone();
    let at = m.blocks[block].ops.iter().position(|&o| o == op).unwrap();
    m.ops[whole].parent = Some(block);
    m.blocks[block].ops.insert(at, whole);
    // The loop reads the convolution's result as a new last argument.
    let g = m.ops[whole].results[0];
    let arg = m.values.push(lowtide_ir::module::ValueData::new(
        m.ty(inner).clone(),
        lowtide_ir::module::ValueDef::Arg(body, args.len() as u32),
    ));
    m.blocks[body].args.push(arg);
    m.blocks[body]
        .arg_locs
        .push(lowtide_ir::location::Location::Unknown);
    m.ops[op].operands.push(g);
    m.detach(conv);
    m.replace_reads_in(op, inner, arg);
    // Arguments the body no longer reads go, with their operands.
    let read: BTreeSet<Value> = m.blocks[body]
        .ops
        .iter()
        .flat_map(|&o| m.reads_deep(o))
        .collect();
    let keep: Vec<bool> = m.blocks[body]
        .args
        .iter()
        .map(|a| read.contains(a))
        .collect();
    let mut kept = keep.iter();
    m.ops[op].operands.retain(|_| *kept.next().unwrap());
    let b = &mut m.blocks[body];
    let mut kept = keep.iter();
    b.arg_locs.retain(|_| *kept.next().unwrap());
    b.args.retain(|a| read.contains(a));
    for (i, a) in b.args.clone().into_iter().enumerate() {
        m.values[a].def = lowtide_ir::module::ValueDef::Arg(body, i as u32);
    }
    true
}

/// How far a loop reaches from its value ([`group`]).
#[derive(Clone, Copy, Debug)]
pub struct PieceReach {
    /// Readers down from the value.
    pub depth: usize,
    /// Every reader of an input read a piece at a time, when all can join (so the loop can
    /// carry that input), not only weight gradients.
    pub wide: bool,
}

/// What joining some readers takes ([`group`]).
enum Join {
    /// Fused weight gradients to split first.
    Split(Vec<Op>),
    /// The role of each.
    Roles(Vec<(Op, Role)>),
    /// One cannot join.
    No,
}

/// What [`group`] found.
enum Found {
    /// The ops, by position, and the role of each.
    Ops(Vec<(Op, Role)>),
    /// Fused weight gradients to split first.
    Split(Vec<Op>),
}

/// The ops [`piece`] runs in pieces around `v`: its producer and its readers; the readers of
/// their results, down to `depth` readers from `v`, where all of them can join (the result
/// then stays inside); the producers of inputs read a piece at a time whose readers all
/// joined (recomputed forward values, computed a piece at a time too); and the weight
/// gradients reading an input the loop could carry (the gradient entering the loop, then
/// written over a piece at a time).
fn group(
    m: &Module,
    l: &Uses,
    block: Block,
    v: Value,
    n: u64,
    (depth, wide): (usize, bool),
) -> Option<Found> {
    let def = m.def_op(v)?;
    let term = *l.ops.last()?;
    let mut members: Vec<(Op, Role, usize)> =
        vec![(def, role(m, def, n).filter(|r| *r != Role::Sum)?, 0)];
    let mut split: Vec<Op> = Vec::new();
    let has = |ms: &[(Op, Role, usize)], o: Op| ms.iter().any(|(x, _, _)| *x == o);
    let readers =
        |x: Value| -> Vec<Op> { l.readers[x].iter().map(|&p| l.ops[p as usize]).collect() };
    // The role `o` would have reading `x` a piece at a time, if it can.
    let joins = |o: Op, x: Value| -> Option<Role> {
        if o == term {
            return None;
        }
        match role(m, o, n)? {
            Role::Sum => Some(Role::Sum),
            Role::Rows(s) => m.ops[o]
                .operands
                .iter()
                .zip(&s)
                .all(|(&y, &s)| y != x || s)
                .then_some(Role::Rows(s)),
        }
    };
    // Joining `ops`, readers of `x`: the fused weight gradients among them to split first, or
    // the role of each, or nothing when one cannot join.
    let join_all = |ops: Vec<Op>, x: Value| -> Join {
        let roles: Vec<Option<Role>> = ops.iter().map(|&o| joins(o, x)).collect();
        let fused: Vec<Op> = ops
            .iter()
            .zip(&roles)
            .filter(|(&o, r)| r.is_none() && splittable(m, o, n))
            .map(|(&o, _)| o)
            .collect();
        if !fused.is_empty() {
            Join::Split(fused)
        } else if roles.iter().all(Option::is_some) {
            Join::Roles(ops.into_iter().zip(roles.into_iter().flatten()).collect())
        } else {
            Join::No
        }
    };
    loop {
        let mut grew = false;
        for i in 0..members.len() {
            let (op, role_of, d) = members[i].clone();
            let Role::Rows(sliced) = role_of else {
                continue;
            };
            let r = m.ops[op].results[0];
            let new: Vec<Op> = readers(r)
                .into_iter()
                .filter(|&o| !has(&members, o))
                .collect();
            if !new.is_empty() && (d == 0 || d < depth) {
                match join_all(new, r) {
                    Join::Split(f) => split.extend(f),
                    Join::Roles(rs) => {
                        members.extend(rs.into_iter().map(|(o, ro)| (o, ro, d + 1)));
                        grew = true;
                    }
                    // `v` stays inside or the loop is not made.
                    Join::No if d == 0 => return None,
                    Join::No => {}
                }
            }
            for (&x, &s) in m.ops[op].operands.iter().zip(&sliced) {
                if !s {
                    continue;
                }
                let others: Vec<Op> = readers(x)
                    .into_iter()
                    .filter(|&o| !has(&members, o))
                    .collect();
                if others.is_empty() {
                    // Every reader joined: its producer may join too (see `absorbs`).
                    let Some(p) = m
                        .def_op(x)
                        .filter(|&p| m.ops[p].parent == Some(block) && !has(&members, p))
                    else {
                        continue;
                    };
                    if let Some(rp @ Role::Rows(_)) = role(m, p, n) {
                        let ops: Vec<Op> = members.iter().map(|(o, _, _)| *o).collect();
                        if absorbs(m, l, &ops, p, &rp) {
                            members.push((p, rp, depth));
                            grew = true;
                        }
                    }
                    continue;
                }
                // Readers before the loop's first op are done with the input by then: the
                // loop can still carry it (write over it) without them.
                let first = members.iter().map(|(o, _, _)| l.pos[*o]).min().unwrap_or(0);
                let others: Vec<Op> = others.into_iter().filter(|&o| l.pos[o] > first).collect();
                if others.is_empty() {
                    continue;
                }
                // The weight gradients reading it (every reader with `wide`) join, so the loop
                // can carry it.
                let count = others.len();
                match join_all(others, x) {
                    Join::Split(f) if wide || f.len() == count => split.extend(f),
                    Join::Roles(rs) if wide || rs.iter().all(|(_, r)| *r == Role::Sum) => {
                        members.extend(rs.into_iter().map(|(o, ro)| (o, ro, depth)));
                        grew = true;
                    }
                    _ => {}
                }
            }
            if members.len() > MAX_OPS {
                return None;
            }
        }
        if !split.is_empty() {
            split.sort();
            split.dedup();
            return Some(Found::Split(split));
        }
        if grew {
            continue;
        }
        // Ops outside that read a result of the loop and lead to one of its inputs join too,
        // or the loop would need its own results.
        let ops: Vec<Op> = members.iter().map(|(o, _, _)| *o).collect();
        let between = between(m, l, &ops);
        if between.is_empty() {
            break;
        }
        for q in between {
            let ro = role(m, q, n)?;
            if let Role::Rows(s) = &ro {
                let inner = |x: &Value| m.def_op(*x).is_some_and(|d| ops.contains(&d));
                if m.ops[q]
                    .operands
                    .iter()
                    .zip(s)
                    .any(|(x, &s)| inner(x) && !s)
                {
                    return None;
                }
            }
            members.push((q, ro, depth));
        }
        if members.len() > MAX_OPS {
            return None;
        }
    }
    members.sort_by_key(|(o, _, _)| l.pos[*o]);
    Some(Found::Ops(
        members.into_iter().map(|(o, r, _)| (o, r)).collect(),
    ))
}

/// True when the loop of `ops` takes `p`, whose result only `ops` read: a recomputation (the
/// forward pass again, for the backward pass) or a mask of one, computed a piece at a time
/// too; or an op whose inputs read a piece at a time the loop reads already (it then needs
/// nothing more).
fn absorbs(m: &Module, l: &Uses, ops: &[Op], p: Op, role: &Role) -> bool {
    let recomputed = |o: Op| plan::has(m, o, Mark::Remat);
    let of = |x: Value| m.def_op(x);
    let Role::Rows(sliced) = role else {
        return false;
    };
    if recomputed(p) {
        return true;
    }
    let read = |x: Value| {
        l.readers[x]
            .iter()
            .any(|&q| ops.contains(&l.ops[q as usize]))
            || of(x).is_some_and(|d| ops.contains(&d))
    };
    let mask = plan::has(m, p, Mark::Mask)
        && m.ops[p]
            .operands
            .iter()
            .all(|&x| of(x).is_some_and(|d| recomputed(d) || ops.contains(&d)));
    mask || {
        let mut inputs = m.ops[p].operands.iter().zip(sliced).filter(|(_, &s)| s);
        inputs.all(|(&x, _)| read(x))
    }
}

/// The ops outside `ops` on a path from a result of `ops` to an operand of `ops`.
fn between(m: &Module, l: &Uses, ops: &[Op]) -> Vec<Op> {
    let mut down: BTreeSet<Op> = BTreeSet::new();
    let mut work: Vec<Value> = ops.iter().flat_map(|&o| m.ops[o].results.clone()).collect();
    while let Some(x) = work.pop() {
        for &p in &l.readers[x] {
            let q = l.ops[p as usize];
            if !ops.contains(&q) && down.insert(q) {
                work.extend(m.ops[q].results.iter().copied());
            }
        }
    }
    let mut up: BTreeSet<Op> = BTreeSet::new();
    let mut work: Vec<Op> = ops.to_vec();
    while let Some(o) = work.pop() {
        for x in m.reads_deep(o) {
            if let Some(d) = m.def_op(x).filter(|d| down.contains(d)) {
                if up.insert(d) {
                    work.push(d);
                }
            }
        }
    }
    up.into_iter().collect()
}

/// `m` with the ops computing and reading `v` (a top-level value of `block` led by its batch)
/// run in pieces of [`ROWS`] rows, in a loop placed where their inputs are ready; `None` when
/// they cannot be, or `v` would still be stored whole. `reach`: how far from `v` the loop
/// takes ops (see [`group`]). The order is valid but not scheduled.
///
/// `uses`: the uses of `block` in `m` (a caller trying several values computes them once).
pub fn piece(m: &Module, block: Block, uses: &Uses, v: Value, reach: PieceReach) -> Option<Module> {
    if !in_pieces(m, v) {
        return None;
    }
    let n = dims(m, v)?[0];
    // Fused weight gradients are split first, on a copy made only when there is work.
    let mut t: Option<Module> = None;
    for _ in 0..MAX_OPS {
        let cur = t.as_ref().unwrap_or(m);
        let split;
        let l = match &t {
            None => uses,
            Some(t) => {
                split = Uses::of(t, block);
                &split
            }
        };
        match group(cur, l, block, v, n, (reach.depth, reach.wide))? {
            Found::Split(ops) => {
                let t = t.get_or_insert_with(|| m.clone());
                for op in ops {
                    if !split_fused_convolution(t, block, op) {
                        return None;
                    }
                }
            }
            Found::Ops(members) => {
                let mut t = t.unwrap_or_else(|| m.clone());
                // (A loop the order cannot hold, e.g. one of its inputs needing its results,
                // is refused, not returned.)
                let ok = build(&mut t, block, l, v, n, &members) && lowtide_ir::verify(&t).is_ok();
                return ok.then_some(t);
            }
        }
    }
    None
}

/// True when `v` is led by a batch of at least two pieces of [`ROWS`] rows.
pub fn in_pieces(m: &Module, v: Value) -> bool {
    dims(m, v)
        .and_then(|d| d.first().copied())
        .is_some_and(|n| n.is_multiple_of(ROWS) && n / ROWS >= 2)
}

/// Builds the loop for `members` (see [`piece`]).
fn build(m: &mut Module, block: Block, l: &Uses, v: Value, n: u64, members: &[(Op, Role)]) -> bool {
    let Some(shape) = loop_shape(m, block, l, v, n, members) else {
        return false;
    };
    emit_loop(m, block, l, n, members, shape);
    true
}

/// The loop `shape` describes, in place of its ops: a counted `stablehlo.while` over the
/// pieces, its body the ops on slices of their inputs, its results the outputs.
fn emit_loop(
    m: &mut Module,
    block: Block,
    l: &Uses,
    n: u64,
    members: &[(Op, Role)],
    shape: LoopShape,
) {
    let LoopShape {
        ops,
        outputs,
        sliced,
        carried,
        ready,
    } = shape;
    for &o in &ops {
        m.detach(o);
    }
    let at = ready - ops.iter().filter(|&&o| (l.pos[o] as usize) < ready).count();
    let i32t = ElemType::Int(32);
    let mut e = Emitter { m, block, at };
    let zero_i = e.scalar(0.0, i32t);
    let mut inits = vec![zero_i];
    for (k, &(x, _)) in outputs.iter().enumerate() {
        let init = match carried[k] {
            Some(y) => y,
            None => {
                let (d, el) = (e.dims(x), e.elem(x));
                let z = e.scalar(0.0, el);
                e.broadcast(z, &d, &[])
            }
        };
        inits.push(init);
    }
    let at = e.at;
    let tys: Vec<Type> = inits.iter().map(|&x| m.ty(x).clone()).collect();
    let w = m.create_op(OpName::new("stablehlo.while"), inits, tys.clone());
    // The condition: counter < pieces.
    let cr = m.add_region(w);
    let cb = m.create_block(tys.clone());
    m.append_block(cr, cb);
    let mut c = Emitter {
        m,
        block: cb,
        at: 0,
    };
    let count = c.scalar((n / ROWS) as f64, i32t);
    let i = c.m.blocks[cb].args[0];
    let lt = c.compare(i, count, "LT");
    let ret =
        c.m.create_op(OpName::new("stablehlo.return"), vec![lt], vec![]);
    c.m.append_op(cb, ret);
    // The body.
    let br = m.add_region(w);
    let bb = m.create_block(tys);
    m.append_block(br, bb);
    let args = m.blocks[bb].args.clone();
    let mut b = Emitter {
        m,
        block: bb,
        at: 0,
    };
    let rows = b.scalar(ROWS as f64, i32t);
    let zero = b.scalar(0.0, i32t);
    let off = b.op(
        "stablehlo.multiply",
        vec![args[0], rows],
        vec![],
        Type::tensor(&[], i32t),
    );
    let mut map: SecondaryMap<Value, Option<Value>> = SecondaryMap::new();
    for &x in &sliced {
        let src = carried
            .iter()
            .position(|&c| c == Some(x))
            .map_or(x, |k| args[k + 1]);
        let mut d = b.dims(x);
        let el = b.elem(x);
        let mut starts = vec![src, off];
        starts.extend(std::iter::repeat_n(zero, d.len() - 1));
        d[0] = ROWS;
        let sizes =
            crate::frontend::emitter::ints(&d.iter().map(|&s| s as i64).collect::<Vec<_>>());
        let s = b.op(
            "stablehlo.dynamic_slice",
            starts,
            vec![("slice_sizes", sizes)],
            Type::tensor(&d, el),
        );
        map[x] = Some(s);
    }
    let m = b.m;
    let mut yields: Vec<Option<Value>> = vec![None; outputs.len() + 1];
    for (o, r) in members {
        let c = match r {
            Role::Sum => {
                let k = outputs.iter().position(|&(x, _)| x == m.ops[*o].results[0]);
                let acc = args[k.expect("every weight gradient is an output") + 1];
                let operands: Vec<Value> = m.ops[*o]
                    .operands
                    .iter()
                    .map(|&x| map[x].unwrap_or(x))
                    .chain([acc])
                    .collect();
                let c = m.create_op(
                    OpName::new(OpKind::LtConvAccumulate.name()),
                    operands,
                    vec![m.ty(acc).clone()],
                );
                m.ops[c].properties = m.ops[*o].properties.clone();
                map[m.ops[*o].results[0]] = Some(m.ops[c].results[0]);
                c
            }
            Role::Rows(_) => {
                let c = m.clone_op(*o, &mut map);
                retype(m, c, n);
                // The top-level plan does not place values inside the loop.
                plan::clear_op(m, c);
                c
            }
        };
        m.append_op(bb, c);
    }
    let at_end = m.blocks[bb].ops.len();
    let mut b = Emitter {
        m,
        block: bb,
        at: at_end,
    };
    for (k, &(x, sum)) in outputs.iter().enumerate() {
        let piece = map[x].expect("cloned");
        yields[k + 1] = Some(if sum {
            piece
        } else {
            let mut operands = vec![args[k + 1], piece, off];
            operands.extend(std::iter::repeat_n(zero, b.dims(x).len() - 1));
            let ty = b.m.ty(x).clone();
            b.op("stablehlo.dynamic_update_slice", operands, vec![], ty)
        });
    }
    let one = b.scalar(1.0, i32t);
    yields[0] = Some(b.op(
        "stablehlo.add",
        vec![args[0], one],
        vec![],
        Type::tensor(&[], i32t),
    ));
    let m = b.m;
    let yields = yields
        .into_iter()
        .map(|y| y.expect("every carry"))
        .collect();
    let ret = m.create_op(OpName::new("stablehlo.return"), yields, vec![]);
    m.append_op(bb, ret);
    // The loop in place of the ops; their results read outside become its results.
    plan::set_pieces(m, w, ROWS);
    m.ops[w].parent = Some(block);
    m.blocks[block].ops.insert(at, w);
    // (In the regions of other ops too: an earlier loop may read one of them.)
    let mut outer: SecondaryMap<Value, Option<Value>> = SecondaryMap::new();
    for (k, &(x, _)) in outputs.iter().enumerate() {
        outer[x] = Some(m.ops[w].results[k + 1]);
    }
    m.replace_uses(&outer);
    topo_sort(m, block);
}

/// What the loop of `members` (around value `v`, `n` rows led by the batch) reads and
/// returns, decided before anything changes; `None` when they cannot form one loop.
struct LoopShape {
    /// The ops, in block order.
    ops: Vec<Op>,
    /// Results read after the loop, and whether each is summed over the pieces.
    outputs: Vec<(Value, bool)>,
    /// Inputs read a piece at a time.
    sliced: Vec<Value>,
    /// For each output, the input whose bytes its carry starts as (else zeros).
    carried: Vec<Option<Value>>,
    /// The position the loop goes at: after every input is ready.
    ready: usize,
}

fn loop_shape(
    m: &Module,
    block: Block,
    l: &Uses,
    v: Value,
    n: u64,
    members: &[(Op, Role)],
) -> Option<LoopShape> {
    let ops: Vec<Op> = members.iter().map(|(o, _)| *o).collect();
    let inside = |o: Op| ops.contains(&o);
    let term = *l.ops.last().unwrap();
    // Results read after the loop, and whether each is summed.
    let mut outputs: Vec<(Value, bool)> = Vec::new();
    for (o, r) in members {
        let x = m.ops[*o].results[0];
        let outside = l.readers[x]
            .iter()
            .any(|&p| !inside(l.ops[p as usize]) || l.ops[p as usize] == term);
        if outside {
            outputs.push((x, *r == Role::Sum));
        }
    }
    // `v` stays inside; a weight gradient is summed for a reader after the loop.
    let summed = members.iter().filter(|(_, r)| *r == Role::Sum).count();
    if outputs.iter().any(|&(x, _)| x == v)
        || outputs.is_empty()
        || outputs.iter().filter(|&&(_, sum)| sum).count() != summed
    {
        return None;
    }
    // Inputs: sliced or whole, never both.
    let mut sliced: Vec<Value> = Vec::new();
    let mut whole: Vec<Value> = Vec::new();
    for (o, r) in members {
        for (k, &x) in m.ops[*o].operands.iter().enumerate() {
            if m.def_op(x).is_some_and(inside) {
                continue;
            }
            let s = match r {
                Role::Sum => true,
                Role::Rows(s) => s[k],
            };
            let (list, other) = if s {
                (&mut sliced, &whole)
            } else {
                (&mut whole, &sliced)
            };
            if other.contains(&x) {
                return None;
            }
            if !list.contains(&x) {
                list.push(x);
            }
        }
    }
    if sliced.iter().any(|&x| !led_by(m, x, n)) {
        return None;
    }
    // (No input depends on a result of the loop: `group` took every op in between.)
    let inputs: Vec<Value> = sliced.iter().chain(&whole).copied().collect();
    // A carry starts as an input of its type that no op after the loop's first op reads but
    // the loop.
    let first = ops.iter().map(|&o| l.pos[o]).min().unwrap_or(0);
    let mut carried: Vec<Option<Value>> = Vec::new();
    for &(x, sum) in &outputs {
        let from = (!sum)
            .then(|| {
                sliced.iter().copied().find(|&y| {
                    m.ty(y) == m.ty(x)
                        && m.def_op(y).is_some()
                        && !carried.contains(&Some(y))
                        && l.readers[y]
                            .iter()
                            .all(|&p| inside(l.ops[p as usize]) || p < first)
                })
            })
            .flatten();
        carried.push(from);
    }
    // The loop goes after every input is ready (the ops are reordered below).
    let ready = inputs
        .iter()
        .filter_map(|&x| m.def_op(x).filter(|&d| m.ops[d].parent == Some(block)))
        .map(|d| l.pos[d] as usize + 1)
        .max()
        .unwrap_or(0);
    Some(LoopShape {
        ops,
        outputs,
        sliced,
        carried,
        ready,
    })
}

/// Gives the values `op` defines (its results and everything in its regions) `ROWS` rows
/// where they had the batch's `n`.
fn retype(m: &mut Module, op: Op, n: u64) {
    let mut values: Vec<Value> = m.ops[op].results.clone();
    let mut stack = vec![op];
    while let Some(o) = stack.pop() {
        for &r in &m.ops[o].regions.clone() {
            for &b in &m.regions[r].blocks.clone() {
                values.extend(m.blocks[b].args.iter().copied());
                for &inner in &m.blocks[b].ops {
                    values.extend(m.ops[inner].results.iter().copied());
                    stack.push(inner);
                }
            }
        }
    }
    for x in values {
        if let (Some(mut d), Some(el)) = (dims(m, x), m.ty(x).elem()) {
            if d.first() == Some(&n) {
                d[0] = ROWS;
                m.set_ty(x, Type::tensor(&d, el));
            }
        }
    }
}

/// Reorders `block` so every op comes after the ops defining its operands, taking the
/// earliest ready op in the order it has each time (the terminator stays last).
fn topo_sort(m: &mut Module, block: Block) {
    use std::cmp::Reverse;
    use std::collections::BinaryHeap;
    let ops = m.blocks[block].ops.clone();
    let mut index: SecondaryMap<Op, Option<usize>> = SecondaryMap::new();
    for (i, &o) in ops.iter().enumerate() {
        index[o] = Some(i);
    }
    let mut waits = vec![0usize; ops.len()];
    let mut users: Vec<Vec<usize>> = vec![Vec::new(); ops.len()];
    for (i, &o) in ops.iter().enumerate() {
        let defs: BTreeSet<usize> = m
            .reads_deep(o)
            .iter()
            .filter_map(|&x| m.def_op(x).and_then(|d| index[d]))
            .filter(|&d| d != i)
            .collect();
        waits[i] = defs.len();
        for d in defs {
            users[d].push(i);
        }
    }
    let mut ready: BinaryHeap<Reverse<usize>> = (0..ops.len())
        .filter(|&i| waits[i] == 0)
        .map(Reverse)
        .collect();
    let mut out = Vec::with_capacity(ops.len());
    while let Some(Reverse(i)) = ready.pop() {
        out.push(ops[i]);
        for &u in &users[i] {
            waits[u] -= 1;
            if waits[u] == 0 {
                ready.push(Reverse(u));
            }
        }
    }
    if out.len() == ops.len() {
        m.blocks[block].ops = out;
    }
}

/// The `pieces` pass: every value of at least `min-bytes` that [`piece`] can take, largest
/// first, then `schedule`. The budget search applies pieces itself where they lower a plan;
/// this pass is for trying them by hand and for tests.
pub struct Pieces {
    /// The smallest value taken, in bytes.
    pub min_bytes: u64,
    /// Readers down from each value the loop takes (see [`piece`]).
    pub depth: u64,
    /// Every reader of an input the loop reads a piece at a time joins, when all can.
    pub wide: bool,
}

const SUMMARY: &str =
    "run the ops computing and reading a large batch-led value a piece of the batch at a time, in a loop";
const OPTIONS: &[crate::manager::PassOption] = &[
    crate::manager::PassOption {
        name: "min-bytes",
        help: "the smallest value to compute in pieces, in bytes",
        default: "1048576",
    },
    crate::manager::PassOption {
        name: "depth",
        help: "how many readers down from the value the loop takes",
        default: "2",
    },
    crate::manager::PassOption {
        name: "wide",
        help: "1: every reader of an input read a piece at a time joins, when all can",
        default: "0",
    },
];

/// Registry entry.
pub fn info() -> crate::manager::PassInfo {
    crate::manager::PassInfo {
        name: "pieces",
        summary: SUMMARY,
        options: OPTIONS,
        create: |a: &crate::manager::PassArgs| {
            Ok(Box::new(Pieces {
                min_bytes: crate::manager::int_option(a, "min-bytes", 1 << 20)?,
                depth: crate::manager::int_option(a, "depth", 2)?,
                wide: crate::manager::int_option(a, "wide", 0)? != 0,
            }))
        },
    }
}

impl crate::manager::Pass for Pieces {
    fn name(&self) -> &'static str {
        "pieces"
    }
    fn summary(&self) -> &'static str {
        SUMMARY
    }
    fn options(&self) -> &'static [crate::manager::PassOption] {
        OPTIONS
    }
    fn run(
        &mut self,
        m: &mut Module,
    ) -> Result<crate::manager::PassOutcome, crate::manager::PassError> {
        let mut loops = 0;
        for (f, _) in m.functions() {
            let Some(block) = m.entry_block(f) else {
                continue;
            };
            let mut values: Vec<(u64, Value)> = m.blocks[block]
                .ops
                .iter()
                .flat_map(|&o| m.ops[o].results.iter().copied())
                .filter_map(|v| Some((m.bytes(v)?, v)))
                .filter(|&(b, _)| b >= self.min_bytes)
                .collect();
            values.sort_by_key(|&(b, _)| std::cmp::Reverse(b));
            for (_, v) in values {
                // A value an earlier loop took is no longer in the block.
                let here = m.def_op(v).is_some_and(|d| m.ops[d].parent == Some(block));
                if let Some(t) = here
                    .then(|| {
                        let reach = PieceReach {
                            depth: self.depth as usize,
                            wide: self.wide,
                        };
                        piece(m, block, &Uses::of(m, block), v, reach)
                    })
                    .flatten()
                {
                    *m = t;
                    loops += 1;
                }
            }
        }
        if loops > 0 {
            crate::cleanup::dce::remove_dead_ops(m);
            crate::schedule::schedule(m)?;
        }
        Ok(crate::manager::PassOutcome {
            changed: loops > 0,
            stats: vec![("loops", loops)],
        })
    }
}
