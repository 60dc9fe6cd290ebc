//! Refinements of a plan the search reached, each kept only when it plans smaller: reversed
//! kernels folded, early masks, fused convolution epilogues, loops of batch pieces.

use super::*;

/// Improves plan `s` (`planned`: it scheduled and placed) before it is measured: reversed
/// kernels read in place ([`unreversed`]) and then early masks ([`masked`]) replace it when
/// they lower its footprint, and fused convolutions and loops of pieces
/// ([`with_epilogues`]) give the plans to answer with.
pub(super) fn refine(
    s: &mut Candidate,
    planned: Measured,
    f: Op,
    block: Block,
    t: &Tuning,
) -> Result<(), String> {
    let unreversed = unreversed(&planned, f, block, t)?;
    let changed = unreversed.is_some();
    let planned = unreversed.unwrap_or(planned);
    let masked = masked(&planned, f, block, t)?;
    with_epilogues(s, masked.as_ref().unwrap_or(&planned), f, block, t)?;
    if changed || masked.is_some() {
        let p = masked.unwrap_or(planned);
        s.cost = crate::schedule::order_cost(&p.m, block);
        (s.m, s.fp, s.lb, s.placed) = (p.m.into(), p.fp, p.lb, p.placed);
    }
    Ok(())
}

/// `planned` with the reversed kernels live at its arena's peak read by their convolutions
/// as they are, with `window_reversal` (`eqsat`'s rule `reversed-kernel`: the same products
/// in the same order, so the same bits): up to [`tuning::Tuning::reversals`] rounds, each at the peak of the
/// plan the round before made, while the footprint does not grow; `None` unless it drops.
/// `eqsat` takes the rule only where it lowers the plan it extracts, whose peak is elsewhere;
/// the copy can still pay off there (an update may overwrite the kernel before the
/// convolution reads the copy), so the rule is tried again where the search moved the peak.
pub(super) fn unreversed(
    planned: &Measured,
    f: Op,
    block: Block,
    t: &Tuning,
) -> Result<Option<Measured>, String> {
    let cost = |m: &Module| crate::schedule::order_cost(m, block);
    while_no_larger(planned, t.reversals, |base| {
        let (m, p) = (&base.m, base.peak);
        let l = base.uses(block);
        let live: Vec<Op> = l
            .ops
            .iter()
            .copied()
            .filter(|&op| {
                m.kind(op) == Some(OpKind::Reverse) && live_across(l, m.ops[op].results[0], p)
            })
            .collect();
        if live.is_empty() {
            return Ok(None);
        }
        let mut edited = m.clone();
        let mut any = false;
        for op in live {
            any |= fold_reversal(&mut edited, block, op);
        }
        if !any {
            return Ok(None);
        }
        crate::cleanup::dce::remove_dead_ops(&mut edited);
        // Placed only when scheduling it gives an order no costlier: placing every such
        // plan tripled the time of resnet18's infeasible budgets.
        crate::schedule::schedule(&mut edited)?;
        if cost(&edited) > cost(m) {
            return Ok(None);
        }
        measure(&edited, f).map(Some)
    })
}

/// True when `v` is defined at or before position `p` and read at or after it.
pub(super) fn live_across(l: &Uses, v: Value, p: u32) -> bool {
    l.def[v].is_some_and(|d| d <= p) && l.readers[v].last().is_some_and(|&q| q >= p)
}

/// `planned` changed by `step` (a plan made from the plan it is given, or `None` when it has
/// none) up to `rounds` times, each from the plan the round before made, while the footprint
/// does not grow (another point may hold the same peak); `None` unless it ends smaller.
pub(super) fn while_no_larger(
    planned: &Measured,
    rounds: usize,
    mut step: impl FnMut(&Measured) -> Result<Option<Measured>, String>,
) -> Result<Option<Measured>, String> {
    let mut cur: Option<Measured> = None;
    for _ in 0..rounds {
        let base = cur.as_ref().unwrap_or(planned);
        match step(base)? {
            Some(next) if next.fp <= base.fp => cur = Some(next),
            _ => break,
        }
    }
    Ok(cur.filter(|c| c.fp < planned.fp))
}

/// Makes every reader of `rev`'s result, each a convolution reading it as its kernel, read
/// the kernel `rev` reverses with `window_reversal` instead; false (changing nothing) unless
/// every reader can.
pub(super) fn fold_reversal(m: &mut Module, block: Block, rev: Op) -> bool {
    let (r, k) = (m.ops[rev].results[0], m.ops[rev].operands[0]);
    let mut windows = Vec::new();
    for &o in &m.blocks[block].ops {
        if !m.reads_deep(o).contains(&r) {
            continue;
        }
        let d = &m.ops[o];
        if m.kind(o) != Some(OpKind::Convolution) || d.operands.first() == Some(&r) {
            return false;
        }
        let Some(w) = crate::eqsat::rules::unreversed_window(
            m.attr(o, "dimension_numbers"),
            m.attr(o, "window_reversal"),
            m.attr(rev, "dimensions"),
        ) else {
            return false;
        };
        windows.push((o, w));
    }
    for (o, w) in &windows {
        m.ops[*o].operands[1] = k;
        m.ops[*o].properties.set("window_reversal", w.clone());
    }
    !windows.is_empty()
}

/// `planned` with comparisons moved into early masks (`mask.rs`), one at a time, for the
/// largest value whose last reader after the arena's peak reads only a comparison of it,
/// while the footprint does not grow (another point may hold the same peak), at most
/// [`tuning::Tuning::masks`]; `None` unless that lowers the footprint. Masks add no FLOPs. Taken as actions of
/// their own (ranked by bytes per FLOP) they crowded out recomputations and took resnet18's
/// 60% plan from +17.6% to +44.2% FLOPs; applied to every plan the search makes, they lower it
/// (+17.6% at 72.96 MiB instead of 75.10).
pub(super) fn masked(
    planned: &Measured,
    f: Op,
    block: Block,
    t: &Tuning,
) -> Result<Option<Measured>, String> {
    let m = &planned.m;
    let any = m.blocks[block].ops.iter().any(|&op| {
        m.ops[op]
            .operands
            .iter()
            .any(|&v| crate::remat::mask::find(m, v, op).is_some())
    });
    if !any {
        return Ok(None);
    }
    while_no_larger(planned, t.masks, |base| {
        let (m, p) = (&base.m, base.peak);
        let l = base.uses(block);
        let mut best: Option<crate::remat::mask::Mask> = None;
        for &op in l.ops.iter().take(p as usize) {
            for &v in &m.ops[op].results {
                let later: Vec<u32> = l.readers[v].iter().copied().filter(|&r| r >= p).collect();
                let &[r] = later.as_slice() else { continue };
                let Some(mask) = crate::remat::mask::find(m, v, l.ops[r as usize]) else {
                    continue;
                };
                if best.as_ref().is_none_or(|b| mask.bytes > b.bytes) {
                    best = Some(mask);
                }
            }
        }
        let Some(mask) = best else { return Ok(None) };
        let mut edited = m.clone();
        crate::remat::mask::apply(&mut edited, block, &mask);
        measure(&edited, f).map(Some)
    })
}

/// Sets `s.answers` to `planned` (a plan of `s`) with convolutions computed inside the loops
/// reading them (`fuse_epilogues.rs`), when that plans smaller: every weight gradient inside its
/// parameter's update, then, up to [`tuning::Tuning::peak_fusions`] times while the footprint drops, the
/// largest other convolution whose result is live across the arena's peak; then with loops
/// of pieces ([`pieced`]), and also, on a path where such loops formed
/// ([`Candidate::pieces`]), with a stored value computed again for them
/// ([`recomputed_in_pieces`], which adds FLOPs), each when it plans smaller.
pub(super) fn with_epilogues(
    s: &mut Candidate,
    planned: &Measured,
    f: Op,
    block: Block,
    t: &Tuning,
) -> Result<(), String> {
    use crate::fusion::fuse_epilogues::{apply, apply_found, find_in, has_contraction, Take};
    if !has_contraction(&planned.m, block) {
        return Ok(());
    }
    // A reader `Take::Updates` takes is a parameter update; `Take::Any` takes the others.
    let uses = planned.uses(block);
    let updates = find_in(&planned.m, block, Take::Updates, uses);
    // `planned`'s other epilogues, found once: for this test and the first peak fusion.
    let mut others = updates
        .is_empty()
        .then(|| find_in(&planned.m, block, Take::Any, uses));
    if others.as_ref().is_some_and(Vec::is_empty) {
        return Ok(());
    }
    let mut fused: Option<Measured> = None;
    if !updates.is_empty() {
        let mut edited = planned.m.clone();
        apply_found(&mut edited, block, &updates);
        fused = Some(measure(&edited, f)?).filter(|p| p.fp < planned.fp);
    }
    for _ in 0..t.peak_fusions {
        let best = fused.as_ref().unwrap_or(planned);
        let l = best.uses(block);
        let found = match (&fused, others.take()) {
            (None, Some(found)) => found,
            _ => find_in(&best.m, block, Take::Any, l),
        };
        let largest = found
            .into_iter()
            .filter(|e| {
                l.pos[e.conv] < best.peak && e.readers.iter().all(|&(o, _)| l.pos[o] >= best.peak)
            })
            .max_by_key(|e| l.bytes[best.m.ops[e.conv].results[0]]);
        let Some(e) = largest else { break };
        let mut edited = best.m.clone();
        apply(&mut edited, block, &e);
        let p = measure(&edited, f)?;
        if p.fp >= best.fp {
            break;
        }
        fused = Some(p);
    }
    // Fusing moves the peak: reversed kernels live at the new one are folded too.
    if let Some(p) = &fused {
        if let Some(q) = unreversed(p, f, block, t)? {
            fused = Some(q);
        }
    }
    let (done, again) = {
        let base = fused.as_ref().unwrap_or(planned);
        let done = pieced(base, f, block, t)?;
        // Only on paths where loops formed: elsewhere it costs time and finds nothing (the
        // tiny zoo). (The path, not the search so far: that would depend on the budget.)
        s.pieces |= done.is_some();
        let again = match s.pieces {
            true => recomputed_in_pieces(base, done.as_ref().unwrap_or(base), f, block, t)?,
            false => None,
        };
        (done, again)
    };
    // The cheapest first: pieces add no FLOPs, a stored value computed again for them does
    // (one more value recomputed).
    s.answers = done
        .or(fused)
        .map(|p| (p, 0, 0))
        .into_iter()
        .chain(again.map(|(p, flops)| (p, flops, 1)))
        .map(|(p, flops, actions)| Answer {
            m: p.m.into(),
            fp: p.fp,
            lb: p.lb,
            placed: p.placed,
            flops: s.flops + flops,
            actions: s.actions + actions,
        })
        .collect();
    Ok(())
}

/// `base` with a value it stores from the forward pass to the backward pass computed again
/// (whole, `lt.remat`) before its first backward reader, then [`pieced`], when that plans
/// smaller than `done` (`base` pieced, or `base`), with the FLOPs the copies add: the
/// loops of pieces take the copies in, so the value and its producers exist only a piece at a
/// time, computed from values live there (resnet18: the image, through the stem and layer1, for
/// layer2's first block, whose backward pass otherwise holds layer1's 8 MiB output from the
/// forward pass on). Tried for the [`tuning::Tuning::stored_tries`] largest values live across `done`'s peak
/// that a reader before the peak reads too; measured whole, such a copy plans larger, so the
/// search itself does not take it.
pub(super) fn recomputed_in_pieces(
    base: &Measured,
    done: &Measured,
    f: Op,
    block: Block,
    t: &Tuning,
) -> Result<Option<(Measured, u64)>, String> {
    let (l, p) = (done.uses(block), done.peak);
    let lb = base.uses(block);
    let mut live: Vec<(u64, Value)> = l
        .values
        .iter()
        .filter(|&&v| live_across(l, v, p) && lb.def[v].is_some())
        .filter(|&&v| crate::fusion::pieces::in_pieces(&done.m, v))
        .filter(|&&v| l.readers[v].first().is_some_and(|&r| r < p))
        .map(|&v| (l.bytes[v], v))
        .filter(|&(b, _)| b > 0)
        .collect();
    live.sort_by_key(|&(b, _)| std::cmp::Reverse(b));
    for &(_, v) in live.iter().take(t.stored_tries) {
        // Its readers before the peak keep the value; the first other reader reads the copy.
        let early: Vec<Op> = l.readers[v]
            .iter()
            .filter(|&&r| r < p)
            .map(|&r| l.ops[r as usize])
            .collect();
        let Some(&split) = lb.readers[v]
            .iter()
            .find(|&&r| !early.contains(&lb.ops[r as usize]))
        else {
            continue;
        };
        let Some(def) = base.m.def_op(v) else {
            continue;
        };
        let mut ops = Vec::new();
        if !closure(&base.m, lb, def, split, t.farthest, t, &mut ops) {
            continue;
        }
        let mut copied = base.m.clone();
        let at = lb.ops[split as usize];
        let flops = apply(&mut copied, block, &Action::Copy { value: v, at, ops });
        let q = measure(&copied, f)?;
        let r = pieced(&q, f, block, t)?.unwrap_or(q);
        if r.fp < done.fp {
            return Ok(Some((r, flops)));
        }
    }
    Ok(None)
}

/// `planned` with the ops computing and reading a batch-led value live across its arena's
/// peak run a piece of the batch at a time (`pieces.rs`): of the [`tuning::Tuning::piece_tries`] largest such
/// values, the first whose loop plans no larger (taking only weight gradients among the other
/// readers of its inputs, then every reader), then again at the new peak (another point may
/// hold the same peak), up to [`tuning::Tuning::max_piece_loops`] loops; `None` unless the footprint drops. Pieces add
/// no FLOPs and do not look at the budget.
pub(super) fn pieced(
    planned: &Measured,
    f: Op,
    block: Block,
    t: &Tuning,
) -> Result<Option<Measured>, String> {
    while_no_larger(planned, t.max_piece_loops, |base| {
        let (m, p) = (&base.m, base.peak);
        let l = base.uses(block);
        let mut live: Vec<(u64, Value)> = l
            .values
            .iter()
            .filter(|&&v| live_across(l, v, p))
            .map(|&v| (l.bytes[v], v))
            .filter(|&(b, _)| b > 0)
            .collect();
        live.sort_by_key(|&(b, _)| std::cmp::Reverse(b));
        for &(_, v) in live.iter().take(t.piece_tries) {
            for wide in [false, true] {
                let reach = crate::fusion::pieces::PieceReach {
                    depth: t.piece_depth,
                    wide,
                };
                let Some(mut p) = crate::fusion::pieces::piece(m, block, l, v, reach) else {
                    continue;
                };
                crate::cleanup::dce::remove_dead_ops(&mut p);
                let q = measure(&p, f)?;
                if q.fp <= base.fp {
                    return Ok(Some(q));
                }
            }
        }
        Ok(None)
    })
}

/// FLOPs the ops of `block` recompute, as reports count them.
pub(super) fn recomputed_in_block(m: &Module, block: Block) -> u64 {
    m.blocks[block]
        .ops
        .iter()
        .map(|&o| crate::report::recomputed_flops(m, o))
        .fold(0, u64::saturating_add)
}

/// The largest arena values live at the peak of a planned function.
pub(super) fn holders(m: &Module, f: Op, n: usize) -> Vec<(String, u64)> {
    let Ok(r) = crate::report::report(m, f, None) else {
        return Vec::new();
    };
    let mut live: Vec<(String, u64)> = r
        .rects
        .iter()
        .filter(|x| x.holds_at(r.peak_point))
        .map(|x| {
            let place = x.place().map_or(String::new(), |p| format!(" from {p}"));
            (format!("a {} of '{}'{place}", x.ty, x.op_name), x.bytes.1)
        })
        .collect();
    live.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    live.truncate(n);
    live
}
