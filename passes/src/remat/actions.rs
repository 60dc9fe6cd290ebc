//! The search's actions: which values can be recomputed where ([`helpful_actions`]), and
//! applying one to a block ([`apply`]).

use super::*;

/// One recomputation.
pub(super) enum Action {
    /// Copy `ops` (producers first) before `at` and let every reader at or after `at` read
    /// the copy of `value`.
    Copy { value: Value, at: Op, ops: Vec<Op> },
    /// Checkpoint a scan: its stacked residuals computed again in its backward loop.
    Scan(crate::remat::loops::Checkpoint),
}

/// An op the pass may copy: pure, not a terminator, no effects inside, and not a constant
/// larger than [`tuning::Tuning::small_constant`] bytes (copying a big one would hold two).
pub fn recomputable(m: &Module, op: Op, t: &Tuning) -> bool {
    let small = |op: Op| {
        m.ops[op]
            .results
            .iter()
            .all(|&r| m.bytes(r).is_some_and(|b| b <= t.small_constant))
    };
    m.kind(op).is_some_and(|k| {
        k.has(Traits::PURE) && !k.has(Traits::TERMINATOR) && (k != OpKind::Constant || small(op))
    }) && m.ops[op].results.len() == 1
}

/// The ops to copy so `op` can run at position `at` reading only values live there, producers
/// first; `None` when that goes beyond `reach` or needs a non-recomputable producer.
pub(super) fn closure(
    m: &Module,
    l: &Uses,
    op: Op,
    at: u32,
    reach: Reach,
    t: &Tuning,
    out: &mut Vec<Op>,
) -> bool {
    if reach.depth == 0 || !recomputable(m, op, t) || out.len() > reach.ops {
        return false;
    }
    for &x in &m.ops[op].operands {
        if l.live_at(x, at) {
            continue;
        }
        let Some(p) = m
            .def_op(x)
            .filter(|&p| l.def[x].is_some() && l.pos[p] == l.def[x].unwrap())
        else {
            return false;
        };
        if out.contains(&p) {
            continue;
        }
        let deeper = Reach {
            depth: reach.depth - 1,
            ..reach
        };
        if !closure(m, l, p, at, deeper, t, out) {
            return false;
        }
    }
    out.push(op);
    true
}

/// Up to `want` actions on the block's current order that lower the cost (or, at the same
/// cost, the crowding), best first, each with `schedule`'s cost of the order it makes (what
/// [`crate::schedule::order_cost`] says of the block once it is applied); none when no action
/// helps.
///
/// Candidates are first ranked on the plain liveness profile (bytes removed at the peak per
/// recomputed FLOP); the best [`tuning::Tuning::shortlist`] are then tried for real on a copy of the block and
/// judged by `schedule`'s cost of the order (the arena `assign-buffers` will reach, in-place
/// reuse included), which also rules out actions whose copies would make a new peak.
pub(super) fn helpful_actions(
    m: &Module,
    block: Block,
    reach: Reach,
    want: usize,
    t: &Tuning,
) -> Vec<(Action, u64)> {
    let l = Uses::of(m, block);
    let prof = l.profile();
    let Some((peak_at, _)) = prof
        .iter()
        .enumerate()
        .max_by_key(|&(i, &b)| (b, std::cmp::Reverse(i)))
    else {
        return Vec::new();
    };
    let p = peak_at as u32;
    let mut ranked: Vec<(f64, u64, u32, Action)> = Vec::new();
    for (i, &op) in l.ops.iter().enumerate() {
        if i as u32 >= p {
            break;
        }
        for &v in &m.ops[op].results {
            let b = l.bytes[v];
            if b == 0 || l.last(v).is_none_or(|last| last <= p) {
                continue;
            }
            // The first reader after the peak, where the copy is made.
            let Some(split) = l.readers[v].iter().copied().filter(|&r| r > p).min() else {
                continue;
            };
            // v must be dead at the peak once its later readers read the copy.
            let before = l.readers[v]
                .iter()
                .copied()
                .filter(|&r| r < split)
                .max()
                .unwrap_or(i as u32);
            if before >= p {
                continue;
            }
            let mut ops = Vec::new();
            if !closure(m, &l, op, split, reach, t, &mut ops) {
                continue;
            }
            // Nothing reads v before the split: its op moves there, adding no FLOPs.
            let moved = l.readers[v].iter().all(|&r| r >= split);
            let flops: u64 = ops
                .iter()
                .filter(|&&o| !(moved && o == op))
                .map(|&o| cost(m, o).flops)
                .sum::<u64>()
                .max(1);
            ranked.push((
                b as f64 / flops as f64,
                flops,
                i as u32,
                Action::Copy {
                    value: v,
                    at: l.ops[split as usize],
                    ops,
                },
            ));
        }
    }
    // Scans whose stacks are live at the peak (from the forward loop to the backward one),
    // checkpointed.
    for (i, &op) in l.ops.iter().enumerate().take(p as usize + 1) {
        if let Some(cp) = crate::remat::loops::find(m, block, op).filter(|cp| l.pos[cp.bwd] >= p) {
            let flops = cp.flops.max(1);
            ranked.push((
                cp.bytes as f64 / flops as f64,
                flops,
                i as u32,
                Action::Scan(cp),
            ));
        }
    }
    ranked.sort_by(|a, b| {
        b.0.partial_cmp(&a.0)
            .unwrap_or(std::cmp::Ordering::Equal)
            .then((a.1, a.2).cmp(&(b.1, b.2)))
    });
    // Each trial is costed on the block's graph, built once, with the action's copies put in
    // (`schedule::Copies`): no copy of the module.
    let costs = crate::schedule::Copies::new(m, block);
    let now = (costs.cost(), crowding(&prof));
    let mut best: Vec<(usize, (u64, f64), Action, u64)> = Vec::new();
    let mut ranked = ranked
        .into_iter()
        .map(|(_, flops, _, a)| (flops, a))
        .peekable();
    // Shortlists tried in turn until one has an action that helps.
    for list in 0..t.shortlists {
        if best.len() >= want || ranked.peek().is_none() {
            break;
        }
        let shortlist: Vec<(u64, Action)> = ranked.by_ref().take(t.shortlist).collect();
        // The trials are independent: the same answers on any number of threads.
        let judged = crate::parallel::map(&shortlist, |(_, action)| {
            let edited = || {
                let mut trial = m.clone();
                apply(&mut trial, block, action);
                trial
            };
            let copied = match action {
                Action::Copy { value, at, ops } => costs.copy(*value, *at, ops),
                Action::Scan(_) => None,
            };
            // Lower the cost; or, at the same cost (another point holds the same peak),
            // crowd the top of the profile less, so the next actions can lower it. A higher
            // cost is rejected before the crowding is measured.
            let (cost, profile) = match copied {
                Some(c) => {
                    if cfg!(debug_assertions) {
                        let trial = edited();
                        let profile = Uses::of(&trial, block).profile();
                        crate::schedule::check_copies(&c, &trial, block, &profile);
                    }
                    let cost = c.cost();
                    if cost > now.0 {
                        return None;
                    }
                    (cost, c.profile())
                }
                None => {
                    let trial = edited();
                    let cost = crate::schedule::order_cost(&trial, block);
                    if cost > now.0 {
                        return None;
                    }
                    (cost, Uses::of(&trial, block).profile())
                }
            };
            let after = (cost, crowding(&profile));
            (after.0 < now.0 || after.1 < now.1).then_some(after)
        });
        for ((flops, action), after) in shortlist.into_iter().zip(judged) {
            if let Some(after) = after {
                let score = (now.0 - after.0, (now.1 - after.1) / flops as f64);
                best.push((list, score, action, after.0));
            }
        }
    }
    // Shortlist by shortlist, the best score first (stable: among equals the earlier-ranked
    // action), so the first is the greedy choice whatever `want` is.
    best.sort_by(|a, b| {
        a.0.cmp(&b.0).then(
            b.1 .0.cmp(&a.1 .0).then(
                b.1 .1
                    .partial_cmp(&a.1 .1)
                    .unwrap_or(std::cmp::Ordering::Equal),
            ),
        )
    });
    best.truncate(want);
    best.into_iter().map(|b| (b.2, b.3)).collect()
}

/// How crowded the top of a liveness profile is: the bytes above 90% of its peak, summed over
/// positions.
pub(super) fn crowding(profile: &[u64]) -> f64 {
    let peak = profile.iter().copied().max().unwrap_or(0) as f64;
    profile
        .iter()
        .map(|&b| (b as f64 - 0.9 * peak).max(0.0))
        .sum()
}

/// Applies `a`: copies its ops before `a.at`, rewires the readers from there on; returns the
/// FLOPs the copies add.
pub(super) fn apply(m: &mut Module, block: Block, a: &Action) -> u64 {
    match a {
        Action::Copy { value, at, ops } => recompute(
            m,
            block,
            &[Recompute {
                values: vec![*value],
                at: *at,
                chain: ops.clone(),
            }],
        ),
        Action::Scan(cp) => crate::remat::loops::apply(m, cp),
    }
}

/// Values computed again before an op: `chain` (producers first, each with one result) is
/// copied before `at`, and every reader of one of `values` from `at` on reads its copy.
pub(super) struct Recompute {
    pub(super) values: Vec<Value>,
    pub(super) at: Op,
    pub(super) chain: Vec<Op>,
}

/// Applies `edits` to `block` in one pass: each edit's copies (marked `lt.remat`) go in before
/// its op, and its values are read from them by that op and every later one. An original
/// nobody reads any more goes (last to first, so a moved chain goes whole): it was moved, not
/// recomputed, and its copy is no recomputation (a copy of an earlier recomputation stays one,
/// already counted). Returns the FLOPs the copies add.
pub(super) fn recompute(m: &mut Module, block: Block, edits: &[Recompute]) -> u64 {
    let mut copies_of: Vec<Vec<Op>> = Vec::new();
    let mut maps: Vec<SecondaryMap<Value, Option<Value>>> = Vec::new();
    for e in edits {
        let mut map: SecondaryMap<Value, Option<Value>> = SecondaryMap::new();
        let mut copies = Vec::new();
        for &o in &e.chain {
            let c = m.clone_op(o, &mut map);
            plan::set(m, c, Mark::Remat);
            m.ops[c].parent = Some(block);
            copies.push(c);
        }
        // Only the edit's values are read from the copies after its op.
        let mut reads: SecondaryMap<Value, Option<Value>> = SecondaryMap::new();
        for &v in &e.values {
            reads[v] = map[v];
        }
        copies_of.push(copies);
        maps.push(reads);
    }
    let old = std::mem::take(&mut m.blocks[block].ops);
    let mut active: SecondaryMap<Value, Option<Value>> = SecondaryMap::new();
    let mut any = false;
    let mut ops = Vec::with_capacity(old.len());
    for op in old {
        for (k, e) in edits.iter().enumerate() {
            if e.at == op {
                ops.extend(copies_of[k].iter().copied());
                for &v in &e.values {
                    active[v] = maps[k][v];
                }
                any = true;
            }
        }
        if any {
            m.replace_uses_under(op, &active);
        }
        ops.push(op);
    }
    m.blocks[block].ops = ops;
    // Readers counted per value.
    let mut readers: std::collections::HashMap<Value, usize> = std::collections::HashMap::new();
    for &q in &m.blocks[block].ops {
        for v in m.reads_deep(q) {
            *readers.entry(v).or_default() += 1;
        }
    }
    let mut gone: SecondaryMap<Op, bool> = SecondaryMap::new();
    let mut flops = 0u64;
    for (e, copies) in edits.iter().zip(&copies_of) {
        for (&o, &c) in e.chain.iter().zip(copies).rev() {
            if m.ops[o].results.iter().any(|r| readers.contains_key(r)) {
                flops = flops.saturating_add(cost(m, c).flops);
                continue;
            }
            for v in m.reads_deep(o) {
                if let Some(n) = readers.get_mut(&v) {
                    *n -= 1;
                    if *n == 0 {
                        readers.remove(&v);
                    }
                }
            }
            gone[o] = true;
            if !plan::has(m, o, Mark::Remat) {
                plan::clear(m, c, Mark::Remat);
            }
        }
    }
    m.blocks[block].ops.retain(|&o| !gone[o]);
    flops
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The search costs its trials on the block's graph (`schedule::Copies`) instead of on an
    /// edited copy of the module: every recomputation it could try, with each third position
    /// as the peak, must cost the same both ways (moved chains and donated arguments read by
    /// copies among them), and give the same liveness profile.
    #[test]
    fn a_recomputation_costs_on_the_block_s_graph_what_it_costs_on_the_edited_module() {
        let (mut checked, mut moved) = (0, 0);
        for (_, m) in crate::schedule::tests::steps() {
            let f = m.function("main").unwrap();
            let block = m.entry_block(f).unwrap();
            let l = Uses::of(&m, block);
            let costs = crate::schedule::Copies::new(&m, block);
            for p in (0..l.ops.len() as u32).step_by(3) {
                for &op in l.ops.iter().take(p as usize) {
                    let Some(&v) = m.ops[op].results.first() else {
                        continue;
                    };
                    let Some(split) = l.readers[v].iter().copied().find(|&r| r > p) else {
                        continue;
                    };
                    let mut ops = Vec::new();
                    if !closure(&m, &l, op, split, TUNING.far, &TUNING, &mut ops) {
                        continue;
                    }
                    let at = l.ops[split as usize];
                    let Some(c) = costs.copy(v, at, &ops) else {
                        continue;
                    };
                    let mut t = m.clone();
                    let copies = ops.len();
                    apply(&mut t, block, &Action::Copy { value: v, at, ops });
                    let profile = Uses::of(&t, block).profile();
                    crate::schedule::check_copies(&c, &t, block, &profile);
                    checked += 1;
                    moved += usize::from(t.blocks[block].ops.len() < l.ops.len() + copies);
                }
            }
        }
        assert!(
            checked > 1000 && moved > 10,
            "{checked} edits, {moved} moved"
        );
    }
}
