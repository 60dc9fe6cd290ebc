//! `verify-plan`: an independent checker of the buffer plan written by `assign-buffers`.
//!
//! It shares no code or data structures with the placer or with [`crate::analysis::liveness`]: it reads
//! only the plan's attributes (`lt.offset`, `lt.reuse`, `lt.donate`, `lt.output`,
//! `lt.workspace`, `lt.arena_bytes`, `lt.alignment`) and the IR, and checks two things.
//! Output buffers are checked as if they followed the arena in one address space.
//!
//! 1. **Replay**: it runs the schedule, tracking which value owns each byte of the arena and
//!    which value each argument buffer holds. Every read must find all of its value's bytes
//!    still owned by that value; every write must stay inside the arena, be aligned, and not
//!    land on an operand of the same op unless the plan says the op works in place over that
//!    operand (elementwise reads and reshape only) or streams it (`lt.stream`: an op whose
//!    result rows each read one row of that operand, its result at least one block of rows
//!    below it). Donated results take over their argument's
//!    buffer, so a later read of the argument fails.
//! 2. **Pairwise**: with its own last-use scan, no two values live at the same op share a
//!    byte, except a result and the operand it reuses when that operand dies at that op.

use crate::manager::{Pass, PassArgs, PassError, PassInfo, PassOutcome};
use lowtide_ir::entity::{EntityRef, SecondaryMap};
use lowtide_ir::ops::reads_value_elementwise;
use lowtide_ir::plan::FunctionPlan;
use lowtide_ir::{Module, Op, Traits, Value};
use std::collections::BTreeMap;

/// The `verify-plan` pass.
pub struct VerifyPlan;

const SUMMARY: &str = "check the buffer plan independently: no live bytes shared, all in the arena";

/// Registry entry.
pub fn info() -> PassInfo {
    PassInfo {
        name: "verify-plan",
        summary: SUMMARY,
        options: &[],
        create: |_: &PassArgs| Ok(Box::new(VerifyPlan)),
    }
}

impl Pass for VerifyPlan {
    fn name(&self) -> &'static str {
        "verify-plan"
    }
    fn summary(&self) -> &'static str {
        SUMMARY
    }
    fn run(&mut self, m: &mut Module) -> Result<PassOutcome, PassError> {
        let mut checked = 0;
        for (f, name) in m.functions() {
            if !FunctionPlan::is_planned(m, f) {
                continue;
            }
            check_function(m, f).map_err(|e| format!("@{name}: {e}"))?;
            checked += 1;
        }
        // A module with no function bodies has nothing to plan; one with bodies and no plan is
        // a pipeline that forgot assign-buffers.
        let bodies = m
            .functions()
            .iter()
            .filter(|(f, _)| m.entry_block(*f).is_some())
            .count();
        if checked == 0 && bodies > 0 {
            return Err("no buffer plan to verify: run assign-buffers first".into());
        }
        Ok(PassOutcome {
            changed: false,
            stats: vec![("functions-checked", checked)],
        })
    }
}

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum ByteOwner {
    Value(Value),
    Workspace(usize),
}

fn describe(
    m: &Module,
    ops: &[Op],
    idx: &SecondaryMap<Value, Option<(u32, u32)>>,
    v: Value,
) -> String {
    match idx[v] {
        Some((i, r)) => format!("result #{r} of '{}' (op {i})", m.name(ops[i as usize])),
        None => "an argument".to_string(),
    }
}

/// Reads of `op`, including reads by ops nested in its regions of values defined outside.
fn reads(m: &Module, op: Op) -> Vec<Value> {
    let mut inside: std::collections::HashSet<Value> = std::collections::HashSet::new();
    let mut out = m.ops[op].operands.clone();
    let mut todo: Vec<Op> = Vec::new();
    for &r in &m.ops[op].regions {
        for &b in &m.regions[r].blocks {
            inside.extend(m.blocks[b].args.iter().copied());
            todo.extend(m.blocks[b].ops.iter().copied());
        }
    }
    let mut all = Vec::new();
    while let Some(o) = todo.pop() {
        all.push(o);
        inside.extend(m.ops[o].results.iter().copied());
        for &r in &m.ops[o].regions {
            for &b in &m.regions[r].blocks {
                inside.extend(m.blocks[b].args.iter().copied());
                todo.extend(m.blocks[b].ops.iter().copied());
            }
        }
    }
    for o in all {
        out.extend(
            m.ops[o]
                .operands
                .iter()
                .copied()
                .filter(|v| !inside.contains(v)),
        );
    }
    out
}

/// The plan as the checker reads it from the attributes.
struct PlanView {
    /// The plan's attributes, read.
    plan: FunctionPlan,
    arena: u64,
    align: u64,
    ops: Vec<Op>,
    args: Vec<Value>,
    /// Arena offset and size of each arena value.
    at: SecondaryMap<Value, Option<(u64, u64)>>,
    /// Defining op index and result number.
    idx: SecondaryMap<Value, Option<(u32, u32)>>,
    /// The operand whose bytes a result takes over.
    reuse_of: SecondaryMap<Value, Option<Value>>,
    /// The result each argument donates its buffer to.
    donations: Vec<Option<usize>>,
    /// The values the function returns.
    returned: Vec<Value>,
}

/// Checks the plan of function `f` (see the module docs): what a planned run does first, so a
/// stale or hand-edited plan is refused instead of run.
pub fn check_function(m: &Module, f: Op) -> Result<(), String> {
    let plan = read_plan(m, f)?;
    replay(m, &plan)?;
    pairwise(m, &plan)
}

fn read_plan(m: &Module, f: Op) -> Result<PlanView, String> {
    // The attributes' shapes and ranges first (a negative offset, a list of the wrong
    // length), through the plan's one reader; what they mean is checked here.
    let plan = FunctionPlan::read(m, f)?.ok_or("the function has no buffer plan")?;
    let arena = plan.arena_bytes;
    let align = plan.alignment.unwrap_or(1).max(1);
    let block = m.entry_block(f).ok_or("the function has no body")?;
    let ops = m.blocks[block].ops.clone();
    let args = m.blocks[block].args.clone();
    // Where each value is: arena offset, defining op index and result number.
    let mut at: SecondaryMap<Value, Option<(u64, u64)>> = SecondaryMap::new();
    let mut idx: SecondaryMap<Value, Option<(u32, u32)>> = SecondaryMap::new();
    let mut reuse_of: SecondaryMap<Value, Option<Value>> = SecondaryMap::new();
    // Output buffers are checked like more of the arena: output k at `out_at[k]`, past the
    // arena and each other (aligned), holding the values `lt.output` puts there, then the
    // output itself.
    let returned: Vec<Value> = ops
        .last()
        .filter(|&&t| m.kind(t).is_some_and(|k| k.has(Traits::TERMINATOR)))
        .map(|&t| m.ops[t].operands.clone())
        .unwrap_or_default();
    let mut out_at: Vec<(u64, u64)> = Vec::new();
    let mut next = arena.div_ceil(align).saturating_mul(align);
    for &v in &returned {
        let size = m.ty(v).byte_size().unwrap_or(0);
        out_at.push((next, size));
        next = next.saturating_add(size.div_ceil(align).saturating_mul(align));
    }
    for (i, (&op, p)) in ops.iter().zip(&plan.ops).enumerate() {
        let results = &m.ops[op].results;
        if !results.is_empty() && !p.placed {
            return Err(format!(
                "'{}' (op {i}) has {} results but no {}",
                m.name(op),
                results.len(),
                lowtide_ir::plan::OFFSET
            ));
        }
        for (k, &r) in results.iter().enumerate() {
            idx[r] = Some((i as u32, k as u32));
            let o = p.arena_offset(k);
            if let Some(o) = o {
                let size = m
                    .ty(r)
                    .byte_size()
                    .ok_or_else(|| format!("op {i} has a result of unknown size"))?;
                if o.checked_add(size).is_none_or(|end| end > arena) {
                    return Err(format!(
                        "'{}' (op {i}) writes [{o}, {}), past the end of the {arena}-byte arena",
                        m.name(op),
                        o as u128 + size as u128
                    ));
                }
                at[r] = Some((o, size));
            }
            let donated = p.donate[k].is_some();
            let home = match p.in_output(k) {
                Some(x) => Some(x),
                None if o.is_none() && !donated => {
                    returned.iter().position(|&v| v == r).map(|x| (x, 0))
                }
                None => None,
            };
            if let Some((x, within)) = home {
                let size = m.ty(r).byte_size().unwrap_or(0);
                let &(base, room) = out_at.get(x).ok_or_else(|| {
                    format!(
                        "'{}' (op {i}) has lt.output {x}, but the function has {} results",
                        m.name(op),
                        returned.len()
                    )
                })?;
                if donated || within.checked_add(size).is_none_or(|end| end > room) {
                    return Err(format!(
                        "'{}' (op {i}) has lt.output {x}, but its result #{k} is also in an argument, or does not fit in output #{x} at offset {within}",
                        m.name(op)
                    ));
                }
                at[r] = Some((base + within, size));
            }
            if let Some(x) = p.reuse[k] {
                let operand = m.ops[op].operands.get(x).copied().ok_or_else(|| {
                    format!(
                        "'{}' (op {i}) reuses operand #{x}, which it does not have",
                        m.name(op)
                    )
                })?;
                reuse_of[r] = Some(operand);
            }
        }
    }
    Ok(PlanView {
        plan,
        arena,
        align,
        ops,
        args,
        at,
        idx,
        reuse_of,
        donations: m.donations(f),
        returned,
    })
}

/// Runs the schedule, tracking who owns each byte; see the module docs.
fn replay(m: &Module, p: &PlanView) -> Result<(), String> {
    let (arena, align, ops, args, at, idx, reuse_of) = (
        p.arena,
        p.align,
        &p.ops,
        &p.args,
        &p.at,
        &p.idx,
        &p.reuse_of,
    );
    let mut bytes: BTreeMap<u64, (u64, ByteOwner)> = BTreeMap::new();
    let mut arg_holds: Vec<Value> = args.clone();
    let arg_index = |v: Value| args.iter().position(|&a| a == v);
    for (i, &op) in ops.iter().enumerate() {
        let name = m.name(op);
        let read = reads(m, op);
        for &x in &read {
            if let Some((o, s)) = at[x] {
                check_owned(&bytes, o, s, x).map_err(|by| {
                    format!(
                        "'{name}' (op {i}) reads {} at [{o}, {}), but those bytes were overwritten by {}",
                        describe(m, ops, idx, x),
                        o + s,
                        match by {
                            Some(ByteOwner::Value(w)) => describe(m, ops, idx, w),
                            Some(ByteOwner::Workspace(j)) => format!("the workspace of op {j}"),
                            None => "nothing (never written)".into(),
                        }
                    )
                })?;
            }
            if let Some(a) = arg_index(x) {
                if arg_holds[a] != x {
                    return Err(format!(
                        "'{name}' (op {i}) reads argument #{a}, but its buffer was already overwritten by the donated {}",
                        describe(m, ops, idx, arg_holds[a])
                    ));
                }
            }
        }
        let kind = m.kind(op);
        let view = kind.is_some_and(|k| k.has(Traits::VIEW));
        let results = m.ops[op].results.clone();
        let mut written: Vec<(u64, u64)> = Vec::new();
        for (rk, &r) in results.iter().enumerate() {
            let Some((o, s)) = at[r] else { continue };
            if !o.is_multiple_of(align) {
                return Err(format!(
                    "'{name}' (op {i}) writes at offset {o}, which is not a multiple of {align}"
                ));
            }
            for &x in &m.ops[op].operands {
                let Some((xo, xs)) = at[x] else { continue };
                if o < xo + xs
                    && xo < o + s
                    && s > 0
                    && xs > 0
                    && !(reuse_of[r] == Some(x)
                        && streams_below(
                            m,
                            op,
                            p.plan.ops[i].stream.unwrap_or(0),
                            x,
                            (o, s),
                            (xo, xs),
                        ))
                    && !((view
                        || reads_value_elementwise(m, op, x)
                        || (m.ops[op].operands.get(rk) == Some(&x)
                            && lowtide_ir::workspace::carry_may_take_operand(m, op, rk)))
                        && reuse_of[r] == Some(x)
                        && (o, s) == (xo, xs))
                {
                    return Err(format!(
                        "'{name}' (op {i}) writes its result at [{o}, {}) over {} at [{xo}, {}), which it is still reading",
                        o + s,
                        describe(m, ops, idx, x),
                        xo + xs
                    ));
                }
            }
            if written.iter().any(|&(wo, ws)| o < wo + ws && wo < o + s) {
                return Err(format!(
                    "'{name}' (op {i}) writes two results into overlapping bytes"
                ));
            }
            written.push((o, s));
        }
        if let Some((wo, ws)) = p.plan.ops[i].workspace {
            if wo.checked_add(ws).is_none_or(|end| end > arena) {
                return Err(format!(
                    "'{name}' (op {i}) has workspace past the end of the arena"
                ));
            }
            let clash = read
                .iter()
                .chain(&results)
                .filter_map(|&v| at[v])
                .any(|(o, s)| o < wo + ws && wo < o + s);
            if clash {
                return Err(format!(
                    "'{name}' (op {i}) has workspace overlapping its own operands or results"
                ));
            }
            set_owner(&mut bytes, wo, ws, ByteOwner::Workspace(i));
        }
        for &r in &results {
            if let Some((o, s)) = at[r] {
                set_owner(&mut bytes, o, s, ByteOwner::Value(r));
            }
        }
        for (k, a) in p.plan.ops[i].donate.iter().enumerate() {
            if let &Some(a) = a {
                let result_k = p.donations.get(a).copied().flatten();
                if result_k.and_then(|k| p.returned.get(k)) != Some(&results[k]) {
                    return Err(format!(
                        "'{name}' (op {i}) writes its result #{k} into argument #{a}'s buffer, but that argument does not donate its buffer to this value's result (tf.aliasing_output)"
                    ));
                }
                if read.contains(&args[a]) && !reads_value_elementwise(m, op, args[a]) {
                    return Err(format!(
                        "'{name}' (op {i}) writes into argument #{a}'s buffer while reading it"
                    ));
                }
                arg_holds[a] = results[k];
            }
        }
    }
    Ok(())
}

/// True when `op` is streamed (`lt.stream` rows per block) over its first operand `x` at
/// `[xo, xo + xs)` with its result at `[o, o + s)` at least one block below, rows no larger
/// than the operand's: each block of the result then lands on operand rows already read.
fn streams_below(
    m: &Module,
    op: Op,
    rows: u64,
    x: Value,
    at: (u64, u64),
    x_at: (u64, u64),
) -> bool {
    let ((o, s), (xo, xs)) = (at, x_at);
    let d = &m.ops[op];
    let n = m
        .ty(x)
        .as_tensor()
        .and_then(|t| t.static_dims()?.first().copied());
    match n {
        Some(n) if rows > 0 && n > 0 && d.operands[0] == x && !d.operands[1..].contains(&x) => {
            let (yr, xr) = (s / n, xs / n);
            lowtide_ir::ops::rows_independent(m, op, 0) && yr <= xr && o + rows.min(n) * yr <= xo
        }
        _ => false,
    }
}

/// No two values live at the same op share a byte (own last-use scan), except a result and
/// the operand it takes over when that operand dies there. Where several pairs share bytes,
/// the one named is that of the first value defined (by op, then last use) with the first
/// value it overlaps in the same order.
fn pairwise(m: &Module, p: &PlanView) -> Result<(), String> {
    let (ops, at, idx, reuse_of) = (&p.ops, &p.at, &p.idx, &p.reuse_of);
    let vals = lifetimes(m, p);
    // The values live at the op checked, by offset, with their end byte, definition and last
    // use. Before the op's own results join, no two share a byte: two that did would have
    // been found when the later one was defined, unless the earlier died there, and then it
    // has left. So the ones a range overlaps are the run of those starting below its end,
    // taken down from the last until one ends at or below its start.
    let mut live: BTreeMap<(u64, usize), (u64, u32, u32, Value)> = BTreeMap::new();
    // When each live value leaves: (last use, offset, value).
    let mut leaving = std::collections::BinaryHeap::new();
    for group in vals.chunk_by(|a, b| a.0 == b.0) {
        let d = group[0].0;
        while let Some(&std::cmp::Reverse((e, o, w))) = leaving.peek() {
            if e >= d {
                break;
            }
            leaving.pop();
            live.remove(&(o, Value::index(w)));
        }
        for (k, &(_, _, v)) in group.iter().enumerate() {
            let (o, s) = at[v].unwrap();
            let below = live
                .range(..(o + s, 0))
                .rev()
                .take_while(|(_, &(end, ..))| end > o)
                .map(|(_, &(_, wd, we, w))| (wd, we, w));
            // And the op's results before `v`.
            let clash = below
                .chain(group[..k].iter().copied())
                .filter(|&(_, we, w)| {
                    let (wo, ws) = at[w].unwrap();
                    let overlap = o < wo + ws && wo < o + s;
                    let sanctioned = reuse_of[v] == Some(w) && we == d;
                    overlap && !sanctioned
                })
                .min();
            if let Some((_, _, w)) = clash {
                let (wo, ws) = at[w].unwrap();
                return Err(format!(
                    "{} and {} are live together at op {d} and share bytes [{}, {})",
                    describe(m, ops, idx, w),
                    describe(m, ops, idx, v),
                    o.max(wo),
                    (o + s).min(wo + ws)
                ));
            }
        }
        for &(d, e, v) in group {
            let (o, s) = at[v].unwrap();
            live.insert((o, Value::index(v)), (o + s, d, e, v));
            leaving.push(std::cmp::Reverse((e, o, v)));
        }
    }
    Ok(())
}

/// (defined at, last live at, value) of each value with bytes in the arena, sorted (own
/// last-use scan).
fn lifetimes(m: &Module, p: &PlanView) -> Vec<(u32, u32, Value)> {
    let mut last: SecondaryMap<Value, u32> = SecondaryMap::new();
    for (i, &op) in p.ops.iter().enumerate() {
        for x in reads(m, op) {
            last[x] = i as u32;
        }
    }
    let mut vals: Vec<(u32, u32, Value)> = Vec::new();
    for (i, &op) in p.ops.iter().enumerate() {
        for &r in &m.ops[op].results {
            if p.at[r].is_some_and(|(_, s)| s > 0) {
                vals.push((i as u32, last[r].max(i as u32), r));
            }
        }
    }
    vals.sort();
    vals
}

/// Ok when `[o, o + s)` is owned by `v` entirely; otherwise the owner found instead.
fn check_owned(
    bytes: &BTreeMap<u64, (u64, ByteOwner)>,
    o: u64,
    s: u64,
    v: Value,
) -> Result<(), Option<ByteOwner>> {
    if s == 0 {
        return Ok(());
    }
    let mut pos = o;
    let start = bytes.range(..=o).next_back().map(|(&k, _)| k).unwrap_or(o);
    for (&k, &(end, owner)) in bytes.range(start..o + s) {
        if end <= pos {
            continue;
        }
        if k > pos {
            return Err(None);
        }
        if owner != ByteOwner::Value(v) {
            return Err(Some(owner));
        }
        pos = end;
        if pos >= o + s {
            return Ok(());
        }
    }
    if pos >= o + s {
        Ok(())
    } else {
        Err(None)
    }
}

/// Marks `[o, o + s)` as owned by `owner`, splitting the ranges it cuts.
fn set_owner(bytes: &mut BTreeMap<u64, (u64, ByteOwner)>, o: u64, s: u64, owner: ByteOwner) {
    if s == 0 {
        return;
    }
    let end = o + s;
    let keys: Vec<u64> = {
        let start = bytes.range(..=o).next_back().map(|(&k, _)| k).unwrap_or(o);
        bytes.range(start..end).map(|(&k, _)| k).collect()
    };
    for k in keys {
        let (e, w) = bytes.remove(&k).unwrap();
        if e <= o {
            bytes.insert(k, (e, w));
            continue;
        }
        if k < o {
            bytes.insert(k, (o, w));
        }
        if e > end {
            bytes.insert(end, (e, w));
        }
    }
    bytes.insert(o, (end, owner));
}

#[cfg(test)]
mod tests {
    use super::*;
    use lowtide_ir::parse;

    /// [`pairwise`] as it was written first: each value against every value live at its
    /// definition.
    fn pairwise_by_scan(m: &Module, p: &PlanView) -> Result<(), String> {
        let (ops, at, idx, reuse_of) = (&p.ops, &p.at, &p.idx, &p.reuse_of);
        let vals = lifetimes(m, p);
        let mut active: Vec<(u32, u32, Value)> = Vec::new();
        for &(d, e, v) in &vals {
            active.retain(|&(_, e2, _)| e2 >= d);
            let (o, s) = at[v].unwrap();
            for &(_, e2, w) in &active {
                let (wo, ws) = at[w].unwrap();
                let overlap = o < wo + ws && wo < o + s;
                let sanctioned = reuse_of[v] == Some(w) && e2 == d;
                if overlap && !sanctioned {
                    return Err(format!(
                        "{} and {} are live together at op {d} and share bytes [{}, {})",
                        describe(m, ops, idx, w),
                        describe(m, ops, idx, v),
                        o.max(wo),
                        (o + s).min(wo + ws)
                    ));
                }
            }
            active.push((d, e, v));
        }
        Ok(())
    }

    /// Hand-edited plans (values moved onto others' bytes, or anywhere) are judged by the
    /// sweep as by the scan of every live value: both accept, or both name the same pair.
    #[test]
    fn the_sweep_judges_edited_plans_as_the_scan_does() {
        let mut s = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = |n: u64| {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            s % n.max(1)
        };
        let (mut refused, mut accepted) = (0, 0);
        for (name, m) in crate::schedule::tests::steps() {
            let f = m.function("main").unwrap();
            let planned = crate::memory::measure::measure(&m, f).unwrap().m;
            let mut p = read_plan(&planned, f).unwrap();
            let placed: Vec<Value> = planned
                .values
                .iter()
                .map(|(v, _)| v)
                .filter(|&v| p.at[v].is_some_and(|(_, s)| s > 0))
                .collect();
            assert_eq!(pairwise(&planned, &p), Ok(()), "{name}");
            let original = p.at.clone();
            for _ in 0..200 {
                p.at = original.clone();
                for _ in 0..1 + next(3) {
                    let v = placed[next(placed.len() as u64) as usize];
                    let (_, size) = p.at[v].unwrap();
                    let o = match next(3) {
                        0 => p.at[placed[next(placed.len() as u64) as usize]].unwrap().0,
                        1 => next(p.arena),
                        _ => p.at[v].unwrap().0,
                    };
                    p.at[v] = Some((o, size));
                }
                let (sweep, scan) = (pairwise(&planned, &p), pairwise_by_scan(&planned, &p));
                assert_eq!(sweep, scan, "{name}");
                match sweep {
                    Ok(()) => accepted += 1,
                    Err(_) => refused += 1,
                }
            }
        }
        assert!(
            refused > 100 && accepted > 100,
            "{refused} refused, {accepted} accepted"
        );
    }

    #[test]
    fn pairwise_check_finds_values_sharing_bytes_while_both_live() {
        // %a and %b share bytes [0, 16) while both are live (both read by op 2).
        let src = r#""func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "main"}> ({
^bb0(%x: tensor<4xf32>):
  %a = "stablehlo.tanh"(%x) {lt.offset = array<i64: 0>} : (tensor<4xf32>) -> tensor<4xf32>
  %b = "stablehlo.sine"(%x) {lt.offset = array<i64: 0>} : (tensor<4xf32>) -> tensor<4xf32>
  %c = "stablehlo.add"(%a, %b) {lt.offset = array<i64: -1>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  "func.return"(%c) : (tensor<4xf32>) -> ()
}) {lt.arena_bytes = 16 : i64} : () -> ()
"#;
        let m = parse(src, "t.mlir").unwrap();
        let f = m.function("main").unwrap();
        let plan = read_plan(&m, f).unwrap();
        assert_eq!(
            pairwise(&m, &plan).unwrap_err(),
            "result #0 of 'stablehlo.tanh' (op 0) and result #0 of 'stablehlo.sine' (op 1) are live together at op 1 and share bytes [0, 16)"
        );
        // The replay sees the same plan as a read of overwritten bytes.
        assert!(replay(&m, &plan).unwrap_err().contains("'stablehlo.add' (op 2) reads result #0 of 'stablehlo.tanh' (op 0) at [0, 16), but those bytes were overwritten"));
    }

    #[test]
    fn byte_ownership_splits_ranges() {
        let mut b = BTreeMap::new();
        let v = Value::new(1);
        let w = Value::new(2);
        set_owner(&mut b, 0, 100, ByteOwner::Value(v));
        set_owner(&mut b, 40, 20, ByteOwner::Value(w));
        assert_eq!(check_owned(&b, 0, 40, v), Ok(()));
        assert_eq!(check_owned(&b, 60, 40, v), Ok(()));
        assert_eq!(check_owned(&b, 30, 20, v), Err(Some(ByteOwner::Value(w))));
        assert_eq!(check_owned(&b, 40, 20, w), Ok(()));
        assert_eq!(check_owned(&b, 100, 8, v), Err(None));
    }
}
