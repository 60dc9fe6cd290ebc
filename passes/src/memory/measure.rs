//! What a plan costs, read from the plan itself (`lowtide_ir::plan`): [`Usage`] is the
//! accounting the report prints and the searches compare, and [`measure`] plans a copy of a
//! module (`schedule`, then `assign-buffers`) and reads its footprint.
//!
//! Accounting (as XLA's, so the two compare): `footprint = arguments + outputs - aliased +
//! arena`, where outputs written into donated arguments (and arguments returned at the result
//! they donate to) are the aliased bytes. Arguments and non-aliased outputs are allocated for
//! the whole step, so the best footprint any placement of this schedule can reach is
//! `lower_bound = arguments + outputs - aliased + (the largest total size of arena values live
//! at one program point)`. `live_peak_bytes` is the XLA-style figure: all arguments plus the
//! largest total of values (arena values and outputs) live at one point, with no credit for
//! donation or in-place reuse.

use crate::analysis::liveness::{after, before, Uses};
use crate::fusion::fuse_epilogues::FuseEpilogues;
use crate::manager::Pass;
use crate::memory::assign_buffers::{AssignBuffers, NODE_LIMIT};
use lowtide_ir::plan::{self, FunctionPlan};
use lowtide_ir::{Attr, Block, Module, Op, OpKind, Value};

/// One block of arena bytes over a range of program points.
#[derive(Clone, Debug)]
pub struct Buffer {
    /// First and one-past-last program point.
    pub live: (u64, u64),
    /// Offset and size.
    pub bytes: (u64, u64),
    /// The position of the op that defines it (or whose workspace it is).
    pub op: usize,
    /// The value it holds; `None` for an op's workspace.
    pub value: Option<Value>,
    /// Whether it takes over an operand's bytes in place (`lt.reuse`): at its first point
    /// those bytes are the operand's, counted once.
    pub in_place: bool,
}

/// The bytes of a planned function, from its plan.
#[derive(Clone, Debug)]
pub struct Usage {
    /// The function's name.
    pub function: String,
    /// The plan, read.
    pub plan: FunctionPlan,
    /// The function's ops, in order.
    pub ops: Vec<Op>,
    /// Its arguments.
    pub args: Vec<Value>,
    /// The values it returns.
    pub returned: Vec<Value>,
    /// Bytes of all arguments.
    pub argument_bytes: u64,
    /// Bytes of the returned values (a value returned twice counted once).
    pub output_bytes: u64,
    /// Bytes of outputs written into donated arguments.
    pub alias_bytes: u64,
    /// `argument + output - alias + arena`.
    pub footprint_bytes: u64,
    /// `argument + output - alias + arena lower bound`.
    pub lower_bound_bytes: u64,
    /// XLA-style live-range peak.
    pub live_peak_bytes: u64,
    /// Program point where arena usage peaks.
    pub peak_point: u64,
    /// Number of program points.
    pub points: u64,
    /// The arena's values and workspaces.
    pub buffers: Vec<Buffer>,
}

impl Usage {
    /// The usage of planned function `f`; an error when it has no plan or a malformed one.
    pub fn of(m: &Module, f: Op) -> Result<Usage, String> {
        let name = function_name(m, f);
        let fplan = FunctionPlan::read(m, f)
            .map_err(|e| format!("@{name}: {e}"))?
            .ok_or(format!("@{name} has no buffer plan"))?;
        Usage::of_plan(m, f, name, fplan)
    }

    /// The usage of function `f` (named `name`) under `fplan`, one entry per op of its body.
    fn of_plan(m: &Module, f: Op, name: String, fplan: FunctionPlan) -> Result<Usage, String> {
        let block = m.entry_block(f).ok_or("no body")?;
        let ops = m.blocks[block].ops.clone();
        let args = m.blocks[block].args.clone();
        let returned: Vec<Value> = ops
            .last()
            .copied()
            .filter(|&o| m.kind(o) == Some(OpKind::FuncReturn))
            .map(|r| m.ops[r].operands.clone())
            .unwrap_or_default();
        let size = |v| m.bytes(v).unwrap_or(0);
        // A step whose bytes add up past 64 bits cannot be planned (nor run): an error, never a
        // wrapped or saturated footprint.
        let too_large = || {
            format!(
                "@{name} needs more than 2^64 bytes (its arguments, outputs and arena together), so it cannot be planned"
            )
        };
        let sum = |vs: &[Value]| {
            vs.iter()
                .try_fold(0u64, |t, &v| t.checked_add(size(v)))
                .ok_or_else(too_large)
        };
        let argument_bytes = sum(&args)?;
        // A value returned at several results is stored once.
        let output_bytes = sum(&plan::distinct(&returned))?;
        // Donations honoured by the plan, and arguments returned at the result they donate to.
        let plans = &fplan.ops;
        let mut alias_bytes = 0;
        let mut donated_value = vec![false; ops.len()];
        for (i, (&op, p)) in ops.iter().zip(plans).enumerate() {
            for (&a, &r) in p.donate.iter().zip(&m.ops[op].results) {
                if a.is_some() {
                    alias_bytes = size(r).saturating_add(alias_bytes);
                    donated_value[i] = true;
                }
            }
        }
        for (&a, itself) in args
            .iter()
            .zip(plan::returns_itself(m, f, &args, &returned))
        {
            if itself {
                alias_bytes = size(a).saturating_add(alias_bytes);
            }
        }
        // Arena values and live outputs over time.
        let points = 2 * ops.len() as u64;
        let mut buffers = Vec::new();
        let mut delta_arena = vec![0i128; points as usize + 2];
        let mut delta_all = vec![0i128; points as usize + 2];
        for (i, (&op, p)) in ops.iter().zip(plans).enumerate() {
            let Some(live) = &p.live else {
                continue;
            };
            if !p.placed {
                continue;
            }
            for (k, &r) in m.ops[op].results.iter().enumerate() {
                let (lo, hi) = live[k];
                if hi > points + 1 {
                    return Err(format!(
                        "'{}' (op {i}): {} range [{lo}, {hi}) is past the function's {points} program points: the plan is stale; plan the module again",
                        m.name(op),
                        plan::LIVE
                    ));
                }
                let s = size(r);
                if let Some(off) = p.arena_offset(k) {
                    buffers.push(Buffer {
                        live: (lo, hi),
                        bytes: (off, s),
                        op: i,
                        value: Some(r),
                        in_place: p.reuse[k].is_some(),
                    });
                } else if p.in_output(k).is_some() {
                    // A value kept in an output's buffer before the output is written.
                    delta_all[lo as usize] += s as i128;
                    delta_all[hi.min(points + 1) as usize] -= s as i128;
                } else if !donated_value[i] {
                    // An output: allocated from its definition on.
                    delta_all[lo as usize] += s as i128;
                    delta_all[points as usize + 1] -= s as i128;
                }
            }
        }
        // Workspaces of control flow (the values inside loops and calls) while their op runs.
        for (i, p) in plans.iter().enumerate() {
            if let Some((off, bytes)) = p.workspace {
                buffers.push(Buffer {
                    live: (before(i), after(i)),
                    bytes: (off, bytes),
                    op: i,
                    value: None,
                    in_place: false,
                });
            }
        }
        for x in &buffers {
            let ((lo, hi), s) = (x.live, x.bytes.1 as i128);
            // An in-place result counts from the point after the operand it overwrites ends.
            let from = (lo + u64::from(x.in_place)).min(hi) as usize;
            let to = hi.min(points + 1) as usize;
            delta_arena[from] += s;
            delta_arena[to] -= s;
            // XLA's live-range peak gives no credit for in-place reuse.
            delta_all[lo as usize] += s;
            delta_all[to] -= s;
        }
        let (mut cur, mut peak, mut peak_point) = (0i128, 0i128, 0u64);
        let (mut cur_all, mut peak_all) = (0i128, 0i128);
        for p in 0..=points as usize {
            cur += delta_arena[p];
            cur_all += delta_all[p];
            if cur > peak {
                peak = cur;
                peak_point = p as u64;
            }
            peak_all = peak_all.max(cur_all);
        }
        let arena_lb = match fplan.lower_bound {
            Some(lb) => lb,
            None => u64::try_from(peak).map_err(|_| too_large())?,
        };
        let base = (argument_bytes.checked_add(output_bytes))
            .map(|b| b.saturating_sub(alias_bytes))
            .ok_or_else(too_large)?;
        let add = |a: u64, b: u64| a.checked_add(b).ok_or_else(too_large);
        let footprint_bytes = add(base, fplan.arena_bytes)?;
        let lower_bound_bytes = add(base, arena_lb)?;
        let live_peak_bytes = add(
            argument_bytes,
            u64::try_from(peak_all).map_err(|_| too_large())?,
        )?;
        Ok(Usage {
            function: name,
            footprint_bytes,
            lower_bound_bytes,
            live_peak_bytes,
            plan: fplan,
            ops,
            args,
            returned,
            argument_bytes,
            output_bytes,
            alias_bytes,
            peak_point,
            points,
            buffers,
        })
    }
}

/// The footprint of `f` in `m` (scheduled) at its liveness lower bound: what placing its
/// buffers reaches when the placement meets the bound, without placing them.
pub fn bound(m: &Module, f: Op) -> Result<u64, String> {
    let plan = crate::memory::assign_buffers::unplaced_plan(m, f)?;
    Ok(Usage::of_plan(m, f, function_name(m, f), plan)?.footprint_bytes)
}

/// `f`'s symbol name, for messages.
fn function_name(m: &Module, f: Op) -> String {
    m.attr(f, "sym_name")
        .and_then(Attr::as_str)
        .unwrap_or("?")
        .to_string()
}

/// How [`measure_with`] plans its copy.
#[derive(Copy, Clone, Debug)]
pub struct Replan {
    /// Fuse convolution epilogues first (`fuse-epilogues`).
    pub fuse_epilogues: bool,
    /// `assign-buffers`' node limit.
    pub node_limit: u64,
    /// `assign-buffers`' time limit (`None`: its default): the recomputation search gives its
    /// placements what is left of its own time limit.
    pub time: Option<std::time::Duration>,
}

impl Replan {
    /// `schedule`, then `assign-buffers` with its defaults.
    pub const DEFAULT: Replan = Replan {
        fuse_epilogues: false,
        node_limit: NODE_LIMIT,
        time: None,
    };
}

/// A copy of a module planned by [`measure`].
pub struct Measured {
    /// The planned function's footprint.
    pub fp: u64,
    /// The footprint a placement of its schedule at the lower bound reaches (`fp` when the
    /// placement met it).
    pub lb: u64,
    /// The planned copy.
    pub m: Module,
    /// The position (in the planned order) of the op at the arena's peak.
    pub peak: u32,
    /// Whether `m`'s buffers were placed. When not ([`measure_unplaced`]), `fp` is `lb` and
    /// no plan was written on `m`.
    pub placed: bool,
    /// The uses of `m`'s planned block, built the first time [`Measured::uses`] is asked
    /// (the refinements of one plan each read them).
    pub(crate) uses: std::sync::OnceLock<(Block, Uses)>,
}

impl Measured {
    /// The uses of `block` in `m`, built once (`m` must not change after).
    pub fn uses(&self, block: Block) -> &Uses {
        let (b, l) = self.uses.get_or_init(|| (block, Uses::of(&self.m, block)));
        assert_eq!(*b, block, "one block's uses per plan");
        l
    }
}

/// The footprint `schedule` + `assign-buffers` reach on a copy of `m` (function `f`), with
/// the planned copy.
pub fn measure(m: &Module, f: Op) -> Result<Measured, String> {
    measure_with(m, f, Replan::DEFAULT)
}

/// [`measure`], planning the copy as `how` says.
pub fn measure_with(m: &Module, f: Op, how: Replan) -> Result<Measured, String> {
    place_copy(scheduled_copy(m, how)?.0, f, how)
}

/// What [`measure`] reads from a copy of `m` without placing its buffers: the copy scheduled,
/// with its lower bound and peak as placing it gives them, and the lower bound as footprint
/// (no placement goes below it): for costing many schedules, placing only those whose bound
/// decides something.
pub fn measure_unplaced(m: &Module, f: Op) -> Result<Measured, String> {
    unplaced_copy(scheduled_copy(m, Replan::DEFAULT)?.0, f)
}

/// [`place_copy`] without placing: the scheduled copy `c` costed at its lower bound (as
/// [`measure_unplaced`]); [`place_copy`] can place it later.
pub fn unplaced_copy(c: Module, f: Op) -> Result<Measured, String> {
    let plan = crate::memory::assign_buffers::unplaced_plan(&c, f)?;
    let u = Usage::of_plan(&c, f, function_name(&c, f), plan)?;
    Ok(Measured {
        fp: u.footprint_bytes,
        lb: u.lower_bound_bytes,
        m: c,
        peak: (u.peak_point / 2) as u32,
        placed: false,
        uses: Default::default(),
    })
}

/// The first half of [`measure_with`]: a copy of `m`, its epilogues fused if `how` says so,
/// scheduled; the second result says whether `fuse-epilogues` changed the copy (when not, the
/// copy's order is `m` scheduled).
pub fn scheduled_copy(m: &Module, how: Replan) -> Result<(Module, bool), String> {
    let mut c = m.clone();
    let fused = how.fuse_epilogues && FuseEpilogues.run(&mut c)?.changed;
    crate::schedule::schedule(&mut c)?;
    Ok((c, fused))
}

/// The second half of [`measure_with`]: buffers assigned in the scheduled copy `c` (from
/// [`scheduled_copy`]), and its footprint read.
pub fn place_copy(mut c: Module, f: Op, how: Replan) -> Result<Measured, String> {
    let defaults = AssignBuffers::default();
    AssignBuffers {
        node_limit: how.node_limit,
        time_limit_ms: how.time.map_or(defaults.time_limit_ms, |t| {
            u64::try_from(t.as_millis()).unwrap_or(u64::MAX)
        }),
        ..defaults
    }
    .run(&mut c)?;
    let u = Usage::of(&c, f)?;
    Ok(Measured {
        fp: u.footprint_bytes,
        lb: u.lower_bound_bytes,
        m: c,
        peak: (u.peak_point / 2) as u32,
        placed: true,
        uses: Default::default(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A placement given no time (what the recomputation search gives its placements once
    /// its time limit has passed) is a valid plan never below the full placement's
    /// (`placement::tests::no_time_leaves_the_greedy_placement` shows the search cut).
    #[test]
    fn a_placement_given_no_time_is_never_below_the_full_one() {
        for (name, m) in crate::schedule::tests::steps() {
            let f = m.function("main").unwrap();
            let full = measure(&m, f).unwrap();
            let cut = measure_with(
                &m,
                f,
                Replan {
                    time: Some(std::time::Duration::ZERO),
                    ..Replan::DEFAULT
                },
            )
            .unwrap();
            assert!(cut.fp >= full.fp && full.fp >= full.lb, "{name}");
            assert_eq!(cut.lb, full.lb, "{name}");
        }
    }

    /// `assign-buffers`' work limit is honoured: allowed no buffer visits, its exact search
    /// stops before its first node, so the greedy packing stays (on the steps where the full
    /// search improves on it too), and the plan checks and is never below the full one.
    #[test]
    fn a_placement_allowed_no_visits_keeps_the_greedy_packing() {
        use crate::memory::verify_plan::VerifyPlan;
        use lowtide_ir::plan::FunctionPlan;
        let method = |m: &Module, f: Op| FunctionPlan::read(m, f).unwrap().unwrap().placement;
        let mut searched = 0;
        for (name, m) in crate::schedule::tests::steps() {
            let f = m.function("main").unwrap();
            let (c, _) = scheduled_copy(&m, Replan::DEFAULT).unwrap();
            let mut none = c.clone();
            let mut no_visits = AssignBuffers {
                work_limit: 0,
                ..AssignBuffers::default()
            };
            no_visits.run(&mut none).unwrap();
            VerifyPlan.run(&mut none).unwrap();
            let full = place_copy(c, f, Replan::DEFAULT).unwrap();
            let fp = Usage::of(&none, f).unwrap().footprint_bytes;
            assert!(fp >= full.fp, "{name}: {fp} below {}", full.fp);
            let (cut, searching) = (method(&none, f), method(&full.m, f));
            assert_ne!(cut.as_deref(), Some("skyline-search"), "{name}");
            if searching.as_deref() == Some("skyline-search") {
                searched += 1;
                assert!(fp > full.fp, "{name}: the search found what greedy had");
            }
        }
        assert!(searched > 0, "no step needed the exact search");
    }

    /// Costing a schedule unplaced reads what placing it reads: the same order, lower bound
    /// and peak, and the lower bound as footprint (the placed footprint wherever placement
    /// reaches it, and never above it).
    #[test]
    fn an_unplaced_plan_has_the_placed_plan_s_bounds() {
        let (mut steps, mut met) = (0, 0);
        for (name, m) in crate::schedule::tests::steps() {
            let f = m.function("main").unwrap();
            let block = m.entry_block(f).unwrap();
            let placed = measure(&m, f).unwrap();
            let unplaced = measure_unplaced(&m, f).unwrap();
            assert!(placed.placed && !unplaced.placed);
            let order = |x: &Measured| x.m.blocks[block].ops.clone();
            assert_eq!(order(&unplaced), order(&placed), "{name}");
            assert_eq!(
                (unplaced.lb, unplaced.peak),
                (placed.lb, placed.peak),
                "{name}"
            );
            assert!(
                unplaced.fp == unplaced.lb && unplaced.fp <= placed.fp,
                "{name}"
            );
            assert!(
                !FunctionPlan::is_planned(&unplaced.m, f),
                "{name}: no plan written"
            );
            steps += 1;
            met += usize::from(unplaced.fp == placed.fp);
        }
        assert!(
            steps > 10 && met * 2 > steps,
            "{met} of {steps} placed at the bound"
        );
    }
}
