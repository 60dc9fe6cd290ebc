//! Checkpointed segments, found in the step's structure rather than by reach constants.
//!
//! The forward pass (told by dataflow and by the schedule: [`forwards`]) is cut where one
//! value computed from the batch is all that the later forward ops need of what came before:
//! a residual block's input, a layer's output. Those single-value cuts split it into
//! segments. Checkpointing a group of consecutive segments keeps only the cut before the
//! group: every value the group stores for the backward pass is computed again from that cut
//! (and from what is live there anyway), just before its first backward reader. That is what
//! `jax.checkpoint` on every group does.
//!
//! [`checkpointed`] makes one plan per granularity: 1, 2, 4, ... segments per group, every
//! group of the forward pass up to its last cut checkpointed. Where the plan the search
//! starts from does not fit its budget, [`super::fit`] measures these plans too and goes on
//! from the smallest. So checkpointing every block of a step (at the granularity of its cuts)
//! is among the plans the search reaches.

use super::*;
use lowtide_ir::plan::ArgKind;

/// The step checkpointed at each granularity (1, 2, 4, ... segments per group, coarser
/// until one group holds every segment), for each of the two ways its forward pass is told
/// ([`forwards`]), each plan with the number of values it recomputes; plans that recompute
/// nothing are left out, as are duplicates.
pub(super) fn checkpointed(m: &Module, f: Op, block: Block, t: &Tuning) -> Vec<(Module, u64)> {
    let l = Uses::of(m, block);
    let dynamic = batch_dependent(m, f, &l);
    let mut plans: Vec<(Module, u64)> = Vec::new();
    let mut seen: Vec<Vec<Vec<Value>>> = Vec::new();
    for forward in forwards(m, f, &l) {
        let cuts = cuts(&l, &dynamic, &forward, t.cut_slack);
        // The values stored for the backward pass that a checkpoint may drop: computed from
        // the batch by the forward pass and read by an op outside it.
        let stored: Vec<Value> = l
            .values
            .iter()
            .copied()
            .filter(|&v| {
                l.def[v].is_some_and(|d| forward[d as usize])
                    && dynamic[v]
                    && l.bytes[v] > 0
                    && l.readers[v].iter().any(|&r| !forward[r as usize])
                    && m.def_op(v).is_some_and(|o| recomputable(m, o, t))
            })
            .collect();
        let mut g = 1;
        loop {
            // Every g-th cut is kept. The first group runs from the arguments to the first
            // kept cut, each other from a kept cut (which stays) to the next, and each
            // recomputes what it stores for the backward pass. What follows the last kept cut
            // is not checkpointed: the first backward readers of what it stores (the loss's
            // own gradient) come right after the forward pass, so a copy there holds nothing
            // for less time (llama's step planned 0.8 MiB larger with it).
            let kept: Vec<u32> = cuts.iter().step_by(g).map(|&(d, _)| d).collect();
            let mut bounds: Vec<(Option<u32>, u32)> = Vec::new();
            let mut from = None;
            for &d in &kept {
                bounds.push((from, d));
                from = Some(d);
            }
            let groups: Vec<Recompute> = bounds
                .iter()
                .filter_map(|&(lo, hi)| group(m, &l, &stored, &forward, lo, hi, t))
                .collect();
            let key: Vec<Vec<Value>> = groups.iter().map(|x| x.values.clone()).collect();
            if !groups.is_empty() && !seen.contains(&key) {
                seen.push(key);
                let mut t = m.clone();
                recompute(&mut t, block, &groups);
                plans.push((t, groups.iter().map(|g| g.values.len() as u64).sum()));
            }
            if g >= cuts.len().max(1) {
                break;
            }
            g *= 2;
        }
    }
    plans
}

/// The forward pass, per position of the block, told two ways (one where they agree; none
/// for an empty block):
/// - by dataflow: every op the step's loss depends on (`report::dataflow`), so that a backward
///   op the schedule put among the forward pass's last ops (the last layer's gradient beside
///   the loss head) is neither forward nor a reader that stops a cut;
/// - by the schedule: the ops before the first position of the liveness profile's largest
///   total. Its cuts stop where the backward pass starts, so the last blocks, whose stored
///   values are read first just after the loss head, are not checkpointed: on a CNN whose
///   peak is not there, recomputing them adds FLOPs and saves nothing (an unseen ResNet-style
///   step: 21.0% extra FLOPs at the footprint where the dataflow cuts alone needed 26.1%).
fn forwards(m: &Module, f: Op, l: &Uses) -> Vec<Vec<bool>> {
    let mut out: Vec<Vec<bool>> = Vec::new();
    let flow = crate::report::dataflow::Step::of(m, f)
        .and_then(|s| crate::report::dataflow::Dataflow::of_step(m, &s));
    if let Some(flow) = flow {
        out.push(l.ops.iter().map(|o| flow.forward.contains(o)).collect());
    }
    let peak = l
        .profile()
        .iter()
        .enumerate()
        .max_by_key(|&(i, &b)| (b, std::cmp::Reverse(i)))
        .map(|(i, _)| i);
    if let Some(p) = peak {
        let before: Vec<bool> = (0..l.ops.len()).map(|i| i < p).collect();
        if !out.contains(&before) {
            out.push(before);
        }
    }
    out
}

/// Per value of the block: whether it is computed from the batch (an argument that is not a
/// parameter, optimizer state or model state, or a value computed from one). Values computed
/// from parameters alone (a transposed weight, a mask, a position table) cross every cut and
/// are not what a checkpoint keeps.
fn batch_dependent(m: &Module, f: Op, l: &Uses) -> SecondaryMap<Value, bool> {
    let mut dynamic: SecondaryMap<Value, bool> = SecondaryMap::new();
    let args = m.entry_block(f).map(|b| m.blocks[b].args.clone());
    for (a, kind) in args
        .unwrap_or_default()
        .into_iter()
        .zip(plan::arg_kinds(m, f))
    {
        dynamic[a] = !matches!(
            kind,
            Some(ArgKind::Param | ArgKind::OptState | ArgKind::State)
        );
    }
    for &op in &l.ops {
        let d = m.reads_deep(op).iter().any(|&x| dynamic[x]);
        for &r in &m.ops[op].results {
            dynamic[r] = d;
        }
    }
    dynamic
}

/// The single-value cuts of the forward pass, in order: (position of the value's op, the
/// value). At a cut, one value computed from the batch is defined by a forward op before and
/// read by a forward op after, and the others that are hold at most
/// 1/`slack` ([`tuning::Tuning::cut_slack`]) of its bytes together (a normalization's statistics of it):
/// a group starting there reads those where they are. Ops outside the forward pass, wherever
/// the schedule put them, neither cross nor cut.
fn cuts(
    l: &Uses,
    dynamic: &SecondaryMap<Value, bool>,
    forward: &[bool],
    slack: u64,
) -> Vec<(u32, Value)> {
    let Some(end) = forward.iter().rposition(|&x| x) else {
        return Vec::new();
    };
    // Per position: the values that start and stop crossing it (indices into `l.values`).
    let n = end + 1;
    let (mut enter, mut leave): (Vec<Vec<usize>>, Vec<Vec<usize>>) =
        (vec![Vec::new(); n], vec![Vec::new(); n]);
    for (k, &v) in l.values.iter().enumerate() {
        let Some(d) = l.def[v].filter(|&d| forward[d as usize] && dynamic[v] && l.bytes[v] > 0)
        else {
            continue;
        };
        let Some(last) = l.readers[v]
            .iter()
            .copied()
            .filter(|&r| forward[r as usize])
            .max()
        else {
            continue;
        };
        // Crossing every position from the one after its op to its last forward reader.
        if last > d {
            enter[d as usize + 1].push(k);
            leave[last as usize].push(k);
        }
    }
    let mut crossing: std::collections::BTreeSet<(u64, usize)> = Default::default();
    let mut total = 0u64;
    let mut out: Vec<(u32, Value)> = Vec::new();
    for q in 0..end {
        for &k in &enter[q] {
            crossing.insert((l.bytes[l.values[k]], k));
            total += l.bytes[l.values[k]];
        }
        if let Some(&(largest, k)) = crossing.last().filter(|_| forward[q]) {
            let v = l.values[k];
            let cut = (total - largest).saturating_mul(slack) <= largest;
            if cut && out.last().is_none_or(|&(_, w)| w != v) {
                out.push((l.def[v].expect("a defined value"), v));
            }
        }
        for &k in &leave[q] {
            crossing.remove(&(l.bytes[l.values[k]], k));
            total -= l.bytes[l.values[k]];
        }
    }
    out
}

/// The group of the forward pass between positions `lo` (a kept cut, whose value stays;
/// `None`: the start) and `hi` (exclusive): the stored values its forward ops define,
/// recomputed before the first of their readers outside the forward pass from what is live
/// there. `None` when it stores nothing, a needed op cannot be copied, or a backward op reads
/// one of them before another is defined (then no single point follows the group).
fn group(
    m: &Module,
    l: &Uses,
    stored: &[Value],
    forward: &[bool],
    lo: Option<u32>,
    hi: u32,
    t: &Tuning,
) -> Option<Recompute> {
    let inside = |d: u32| forward[d as usize] && lo.is_none_or(|lo| d > lo) && d < hi;
    let values: Vec<Value> = stored
        .iter()
        .copied()
        .filter(|&v| l.def[v].is_some_and(inside))
        .collect();
    let split = values
        .iter()
        .filter_map(|&v| l.readers[v].iter().copied().find(|&r| !forward[r as usize]))
        .min()?;
    if values.iter().any(|&v| l.def[v].is_none_or(|d| d >= split)) {
        return None;
    }
    // Producers inside the group not live at the split, and the values it drops, are copied;
    // everything else is read where it is.
    let mut need: Vec<u32> = Vec::new();
    let mut stack: Vec<Value> = values.clone();
    // Each op once: its value is pushed once (`copied`), and it has one result.
    let mut copied: SecondaryMap<Value, bool> = SecondaryMap::new();
    for &v in &values {
        copied[v] = true;
    }
    while let Some(v) = stack.pop() {
        let d = l.def[v]?;
        let op = l.ops[d as usize];
        if !recomputable(m, op, t) {
            return None;
        }
        need.push(d);
        for x in m.reads_deep(op) {
            let Some(dx) = l.def[x] else { continue };
            if copied[x] || !inside(dx) || l.live_at(x, split) {
                continue;
            }
            copied[x] = true;
            stack.push(x);
        }
    }
    need.sort_unstable();
    Some(Recompute {
        values,
        at: l.ops[split as usize],
        chain: need.into_iter().map(|d| l.ops[d as usize]).collect(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use lowtide_runtime::{run, Mode};

    /// Every plan [`checkpointed`] makes is valid IR and, planned in the arena, computes the
    /// unplanned step's bits (random straight-line steps, and the zoo's GPT-2, ResNet, VGG and
    /// MLP at toy sizes); some of them plan smaller than the plan they come from.
    #[test]
    fn checkpointed_plans_compute_the_step_s_bits() {
        let (mut plans, mut smaller) = (0, 0);
        for (name, m) in crate::schedule::tests::steps() {
            let f = m.function("main").unwrap();
            let block = m.entry_block(f).unwrap();
            let base = crate::memory::measure::measure(&m, f).unwrap();
            let inputs = lowtide_testkit::inputs(&m);
            let want = run(&m, "main", inputs.clone(), Mode::Unplanned).unwrap();
            for (t, values) in checkpointed(&base.m, f, block, &TUNING) {
                lowtide_ir::verify::verify(&t).unwrap_or_else(|e| panic!("{name}: {e:?}"));
                assert!(values > 0, "{name}: a plan recomputing nothing");
                let planned = crate::memory::measure::measure(&t, f).unwrap();
                let got = run(&planned.m, "main", inputs.clone(), Mode::Planned).unwrap();
                for (k, (g, w)) in got.outputs.iter().zip(&want.outputs).enumerate() {
                    assert_eq!(g.bytes, w.bytes, "{name}: output {k}");
                }
                plans += 1;
                smaller += usize::from(planned.fp < base.fp);
            }
        }
        eprintln!("{plans} checkpointed plans, {smaller} smaller");
        assert!(
            plans >= 5 && smaller >= 1,
            "{plans} plans, {smaller} smaller"
        );
    }
}
