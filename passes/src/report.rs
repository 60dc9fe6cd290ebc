//! The memory report of a planned function (what `lowtide plan` prints), computed from the
//! plan attributes `assign-buffers` writes.
//!
//! Accounting (as XLA's, so the two compare): `footprint = arguments + outputs - aliased +
//! arena`, where outputs written into donated arguments are the aliased bytes. Arguments and
//! non-aliased outputs are allocated for the whole step, so the best footprint any placement of
//! this schedule can reach is `lower_bound = arguments + outputs - aliased + (the largest total
//! size of arena values live at one program point)`, and `fragmentation = footprint /
//! lower_bound`. `live_peak_bytes` is the XLA-style figure: all arguments plus the largest
//! total of values (arena values and outputs) live at one point, with no credit for donation.
//!
//! Classes: arguments the step returns an update of (`p - ...` returned in p's place) are
//! parameters (or optimizer state, when an `args.json` says so), other arguments are batch
//! inputs. Arena values are split at the op computing the loss (the returned scalar):
//! values computed before it and still live after it are saved activations, values computed
//! after it with a parameter's type are gradients, the rest are temporaries. Class bytes of
//! arena values are counted at the arena's peak point.

use lowtide_ir::ops::saturating_sum;
use lowtide_ir::plan::{self, ArgKind, FunctionPlan, Mark};
use lowtide_ir::{Attr, Module, Op, OpKind};

/// What a byte is for.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Class {
    /// Trainable parameters (arguments).
    Parameters,
    /// Optimizer state (arguments, when metadata says so).
    OptimizerState,
    /// Batch inputs (arguments).
    Batch,
    /// Gradients (arena values after the loss with a parameter's type).
    Gradients,
    /// Forward values kept for the backward pass.
    SavedActivations,
    /// Everything else in the arena.
    Temporaries,
    /// Outputs in their own allocations.
    Outputs,
}

impl Class {
    /// The JSON key.
    pub fn key(self) -> &'static str {
        match self {
            Class::Parameters => "parameters",
            Class::OptimizerState => "optimizer_state",
            Class::Batch => "batch",
            Class::Gradients => "gradients",
            Class::SavedActivations => "saved_activations",
            Class::Temporaries => "temporaries",
            Class::Outputs => "outputs",
        }
    }
    /// The class of an argument of kind `k` (state carried between steps without training,
    /// such as running statistics, counts with the optimizer's).
    pub fn of(k: ArgKind) -> Class {
        match k {
            ArgKind::Param => Class::Parameters,
            ArgKind::OptState | ArgKind::State => Class::OptimizerState,
            ArgKind::Batch => Class::Batch,
        }
    }
    /// Every class, in report order.
    pub const ALL: [Class; 7] = [
        Class::Parameters,
        Class::OptimizerState,
        Class::Batch,
        Class::Gradients,
        Class::SavedActivations,
        Class::Temporaries,
        Class::Outputs,
    ];
    /// A colour for pictures.
    pub fn colour(self) -> &'static str {
        match self {
            Class::Parameters => "#4e79a7",
            Class::OptimizerState => "#76b7b2",
            Class::Batch => "#edc948",
            Class::Gradients => "#e15759",
            Class::SavedActivations => "#f28e2b",
            Class::Temporaries => "#bab0ac",
            Class::Outputs => "#59a14f",
        }
    }
}

/// One arena buffer, for pictures.
#[derive(Clone, Debug)]
pub struct Rect {
    /// First and one-past-last program point.
    pub live: (u64, u64),
    /// Offset and size.
    pub bytes: (u64, u64),
    /// Its class.
    pub class: Class,
    /// The op that defines it.
    pub op_name: String,
    /// Its type, as printed.
    pub ty: String,
    /// Whether a recomputation (`lt.remat`) defines it.
    pub remat: bool,
    /// Whether it takes over an operand's bytes in place (`lt.reuse`): at its first point those
    /// bytes are the operand's, counted once.
    pub in_place: bool,
}

impl Rect {
    /// True when its bytes are its own at program point `p` (live, and past the point it
    /// shares with the operand it overwrites).
    pub fn holds_at(&self, p: u64) -> bool {
        self.live.0 + u64::from(self.in_place) <= p && p < self.live.1
    }
}

/// The report of one planned function.
#[derive(Clone, Debug)]
pub struct PlanReport {
    /// Function name.
    pub function: String,
    /// Bytes of all arguments.
    pub argument_bytes: u64,
    /// Bytes of all returned values.
    pub output_bytes: u64,
    /// Bytes of outputs written into donated arguments.
    pub alias_bytes: u64,
    /// The arena.
    pub arena_bytes: u64,
    /// `argument + output - alias + arena`.
    pub footprint_bytes: u64,
    /// `argument + output - alias + arena lower bound`.
    pub lower_bound_bytes: u64,
    /// XLA-style live-range peak.
    pub live_peak_bytes: u64,
    /// `footprint / lower_bound`.
    pub fragmentation: f64,
    /// Bytes per class (arguments whole; arena classes at the arena's peak point).
    pub bytes_by_class: Vec<(Class, u64)>,
    /// Program point where arena usage peaks.
    pub peak_point: u64,
    /// Number of program points.
    pub points: u64,
    /// Arena buffers, for the picture.
    pub rects: Vec<Rect>,
    /// How the arena was placed.
    pub placement: String,
    /// FLOPs of the step without recomputation (every op but the `lt.remat` copies).
    pub step_flops: u64,
    /// FLOPs the `lt.remat` copies add.
    pub recompute_flops: u64,
    /// The recomputations, in program order.
    pub recomputed: Vec<Recomputed>,
    /// Ops the plan streams (`lt.stream`: run block by block over rows they have read).
    pub streamed_ops: usize,
    /// Comparisons moved into early masks (`lt.mask`, made by a budget's search).
    pub masks: usize,
    /// Convolutions computed inside their reader's loop (`fuse-epilogues`), never stored whole.
    pub fused_convolutions: usize,
    /// Loops running ops a piece of the batch at a time (`lt.pieces`, made by the budget
    /// search).
    pub piece_loops: usize,
}

/// One recomputed value, for `--explain`.
#[derive(Clone, Debug)]
pub struct Recomputed {
    /// Position of the copy in the function.
    pub index: usize,
    /// The op recomputed.
    pub op_name: String,
    /// Its result type.
    pub ty: String,
    /// Its result's bytes.
    pub bytes: u64,
    /// The first op after the copy that is not itself a copy (where the value is needed).
    pub before: String,
    /// FLOPs of the copy.
    pub flops: u64,
    /// Ops it counts: 1 for a copy, the body ops for a fused loop computing a producer again.
    pub ops: usize,
}

impl PlanReport {
    /// Ops recomputed in all (fused loops count their recomputed body ops).
    pub fn recomputed_ops(&self) -> usize {
        self.recomputed.iter().map(|x| x.ops).sum()
    }
}

/// The body ops of `op` (a fused loop, or a scan's backward loop) that compute again a value
/// the function stores (`lt.remat`, set by `eqsat`'s fusion and by `loop_remat`).
pub fn recomputed_in_loop(m: &Module, op: Op) -> Vec<Op> {
    m.ops[op]
        .regions
        .iter()
        .flat_map(|&r| &m.regions[r].blocks)
        .flat_map(|&b| &m.blocks[b].ops)
        .copied()
        .filter(|&o| plan::has(m, o, Mark::Remat))
        .collect()
}

/// The FLOPs `op` recomputes: all of them for a copy (`lt.remat`), its recomputed body ops'
/// for a loop (once per iteration of a scan's backward loop).
pub fn recomputed_flops(m: &Module, op: Op) -> u64 {
    if plan::has(m, op, Mark::Remat) {
        return lowtide_ir::ops::cost(m, op).flops;
    }
    let trips = match m.kind(op) {
        Some(lowtide_ir::OpKind::While) => {
            lowtide_ir::nested::trip_count(m, op).unwrap_or(1).max(1)
        }
        _ => 1,
    };
    recomputed_in_loop(m, op)
        .iter()
        .map(|&o| lowtide_ir::ops::cost(m, o).flops)
        .fold(0u64, u64::saturating_add)
        .saturating_mul(trips)
}

/// Argument kinds from JAX metadata (`args.json`: a list of objects with `kind` =
/// `param`/`batch`/`opt_state`), when given.
pub type ArgKinds = Vec<Class>;

/// Builds the report for planned function `f`.
pub fn report(m: &Module, f: Op, arg_kinds: Option<&ArgKinds>) -> Result<PlanReport, String> {
    let name = m
        .attr(f, "sym_name")
        .and_then(Attr::as_str)
        .unwrap_or("?")
        .to_string();
    let fplan = FunctionPlan::read(m, f)
        .map_err(|e| format!("@{name}: {e}"))?
        .ok_or(format!("@{name} has no buffer plan"))?;
    let arena = fplan.arena_bytes;
    let placement = fplan.placement.clone().unwrap_or_else(|| "?".into());
    let block = m.entry_block(f).ok_or("no body")?;
    let ops = m.blocks[block].ops.clone();
    let args = m.blocks[block].args.clone();
    let ret = ops
        .last()
        .copied()
        .filter(|&o| m.kind(o) == Some(OpKind::FuncReturn));
    let returned: Vec<_> = ret.map(|r| m.ops[r].operands.clone()).unwrap_or_default();
    let size = |v| m.ty(v).byte_size().unwrap_or(0);
    let argument_bytes = saturating_sum(args.iter().map(|&a| size(a)));
    // A value returned at several results is stored once.
    let output_bytes = saturating_sum(plan::distinct(&returned).into_iter().map(size));
    // Donations honoured by the plan, and arguments returned at the result they donate to.
    let mut alias_bytes = 0;
    let mut donated_value = vec![false; ops.len()];
    let plans = &fplan.ops;
    for (i, (&op, p)) in ops.iter().zip(plans).enumerate() {
        for (&a, &r) in p.donate.iter().zip(&m.ops[op].results) {
            if a.is_some() {
                alias_bytes += size(r);
                donated_value[i] = true;
            }
        }
    }
    for (&a, itself) in args
        .iter()
        .zip(plan::returns_itself(m, f, &args, &returned))
    {
        if itself {
            alias_bytes += size(a);
        }
    }
    // Classify arguments: updated ones are parameters.
    let mut arg_class: Vec<Class> = vec![Class::Batch; args.len()];
    for &v in &returned {
        if let Some(op) = m.def_op(v) {
            // An update: `w - u`, `w + u`, or a fused loop reading `w` (same type as `v`).
            let a = match m.kind(op) {
                Some(OpKind::Subtract | OpKind::Add) => Some(m.ops[op].operands[0]),
                Some(OpKind::LtFused) => m.ops[op]
                    .operands
                    .iter()
                    .copied()
                    .find(|&x| args.contains(&x) && m.ty(x) == m.ty(v)),
                _ => None,
            };
            if let Some(a) = a.and_then(|x| args.iter().position(|&a| a == x)) {
                arg_class[a] = Class::Parameters;
            }
        }
    }
    // What the module records (the zoo's steps say what each argument is) over the guess.
    for (c, k) in arg_class.iter_mut().zip(plan::arg_kinds(m, f)) {
        if let Some(k) = k {
            *c = Class::of(k);
        }
    }
    if let Some(k) = arg_kinds {
        if k.len() != args.len() {
            return Err(format!(
                "the argument metadata lists {} arguments, but @{name} has {}",
                k.len(),
                args.len()
            ));
        }
        arg_class.copy_from_slice(k);
    }
    let param_types: Vec<_> = args
        .iter()
        .zip(&arg_class)
        .filter(|(_, c)| **c == Class::Parameters)
        .map(|(&a, _)| m.ty(a).clone())
        .collect();
    // The loss: the returned 0-d value.
    let loss_index = returned
        .iter()
        .filter(|&&v| m.ty(v).as_tensor().is_some_and(|t| t.rank() == Some(0)))
        .filter_map(|&v| m.def_op(v))
        .filter_map(|op| ops.iter().position(|&o| o == op))
        .next();
    let loss_point = loss_index.map(|i| 2 * i as u64 + 1);
    // Arena values and live outputs over time.
    let points = 2 * ops.len() as u64;
    let mut rects = Vec::new();
    let mut delta_arena = vec![0i128; points as usize + 2];
    let mut delta_all = vec![0i128; points as usize + 2];
    for (i, &op) in ops.iter().enumerate() {
        let p = &plans[i];
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
            if let Some(off) = p.offset[k] {
                let in_place = p.reuse[k].is_some();
                let class = match loss_point {
                    Some(p) if lo < p && hi > p => Class::SavedActivations,
                    Some(p) if lo > p && param_types.contains(m.ty(r)) => Class::Gradients,
                    _ => Class::Temporaries,
                };
                rects.push(Rect {
                    live: (lo, hi),
                    bytes: (off, s),
                    class,
                    op_name: m.name(op).to_string(),
                    ty: m.ty(r).to_string(),
                    remat: plan::has(m, op, Mark::Remat),
                    in_place,
                });
            } else if !donated_value[i] {
                // An output: allocated from its definition on.
                delta_all[lo as usize] += s as i128;
                delta_all[points as usize + 1] -= s as i128;
            }
        }
    }
    // Workspaces of control flow (the values inside loops and calls) while their op runs.
    for (i, &op) in ops.iter().enumerate() {
        if let Some((off, bytes)) = plans[i].workspace {
            let (lo, hi) = (crate::liveness::before(i), crate::liveness::after(i));
            rects.push(Rect {
                live: (lo, hi),
                bytes: (off, bytes),
                class: Class::Temporaries,
                op_name: m.name(op).to_string(),
                ty: "workspace".to_string(),
                remat: false,
                in_place: false,
            });
        }
    }
    for x in &rects {
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
    let arena_lb = fplan.lower_bound.unwrap_or(peak as u64);
    let base = argument_bytes + output_bytes - alias_bytes;
    let footprint_bytes = base + arena;
    let lower_bound_bytes = base + arena_lb;
    let mut by_class: Vec<(Class, u64)> = Class::ALL.iter().map(|&c| (c, 0)).collect();
    let mut add = |c: Class, b: u64| by_class.iter_mut().find(|(k, _)| *k == c).unwrap().1 += b;
    for (&a, &c) in args.iter().zip(&arg_class) {
        add(c, size(a));
    }
    add(Class::Outputs, output_bytes - alias_bytes);
    for r in &rects {
        if r.holds_at(peak_point) {
            add(r.class, r.bytes.1);
        }
    }
    let (mut step_flops, mut recompute_flops) = (0u64, 0u64);
    let mut recomputed = Vec::new();
    for (i, &op) in ops.iter().enumerate() {
        let fl = lowtide_ir::ops::cost(m, op).flops;
        if !plan::has(m, op, Mark::Remat) {
            // A fused loop that computes a producer again: its recomputed body ops, never
            // stored.
            let again = recomputed_in_loop(m, op);
            let fl_again = recomputed_flops(m, op);
            step_flops = step_flops.saturating_add(fl - fl_again.min(fl));
            if !again.is_empty() {
                recompute_flops = recompute_flops.saturating_add(fl_again);
                recomputed.push(Recomputed {
                    index: i,
                    op_name: format!("{} ops in {}", again.len(), m.name(op)),
                    ty: m.ops[op]
                        .results
                        .first()
                        .map(|&r| m.ty(r).to_string())
                        .unwrap_or_default(),
                    bytes: 0,
                    before: m.name(op).to_string(),
                    flops: fl_again,
                    ops: again.len(),
                });
            }
            continue;
        }
        recompute_flops = recompute_flops.saturating_add(fl);
        let before = ops[i..]
            .iter()
            .find(|&&o| !plan::has(m, o, Mark::Remat))
            .map_or(String::new(), |&o| m.name(o).to_string());
        let r = m.ops[op].results.first().copied();
        recomputed.push(Recomputed {
            index: i,
            op_name: m.name(op).to_string(),
            ty: r.map(|r| m.ty(r).to_string()).unwrap_or_default(),
            bytes: r.map_or(0, size),
            before,
            flops: fl,
            ops: 1,
        });
    }
    Ok(PlanReport {
        function: name,
        argument_bytes,
        output_bytes,
        alias_bytes,
        arena_bytes: arena,
        footprint_bytes,
        lower_bound_bytes,
        live_peak_bytes: argument_bytes + peak_all as u64,
        fragmentation: if lower_bound_bytes == 0 {
            1.0
        } else {
            footprint_bytes as f64 / lower_bound_bytes as f64
        },
        bytes_by_class: by_class,
        peak_point,
        points,
        rects,
        placement,
        step_flops,
        recompute_flops,
        recomputed,
        streamed_ops: plans.iter().filter(|p| p.stream.is_some()).count(),
        masks: ops
            .iter()
            .filter(|&&op| plan::has(m, op, plan::Mark::Mask))
            .count(),
        fused_convolutions: ops
            .iter()
            .filter(|&&op| lowtide_ir::ops::fused_convolution(m, op).is_some())
            .count(),
        piece_loops: ops
            .iter()
            .filter(|&&op| plan::is_pieces(m, op))
            .count(),
    })
}

/// Reads JAX's `args.json` (a list of objects with a `kind` field, or an object whose `args`
/// is such a list) into argument classes.
pub fn arg_kinds_from_json(text: &str) -> Result<ArgKinds, String> {
    let doc: serde_json::Value = serde_json::from_str(text).map_err(|e| {
        format!(
            "not valid JSON: {e}; expected a list of {{\"kind\": ...}} objects, one per argument"
        )
    })?;
    let list = match &doc {
        serde_json::Value::Array(l) => l,
        serde_json::Value::Object(o) => match o.get("args") {
            Some(serde_json::Value::Array(l)) => l,
            _ => {
                return Err("expected a list of arguments, or an object whose `args` is one".into())
            }
        },
        _ => return Err("expected a list of arguments, or an object whose `args` is one".into()),
    };
    if list.is_empty() {
        return Err("the argument list is empty".into());
    }
    list.iter()
        .enumerate()
        .map(|(i, a)| {
            let kind = a.get("kind").and_then(|k| k.as_str()).ok_or_else(|| {
                format!("argument {i} has no string `kind` (param, batch or opt_state)")
            })?;
            Ok(match kind {
                "param" | "params" | "parameter" => Class::Parameters,
                "batch" | "input" => Class::Batch,
                "opt_state" | "optimizer_state" | "state" => Class::OptimizerState,
                other => {
                    return Err(format!(
                        "unknown argument kind `{other}` (expected param, batch or opt_state)"
                    ))
                }
            })
        })
        .collect()
}
