//! The memory report of a planned function (what `lowtide plan` prints): the accounting of
//! [`crate::memory::measure::Usage`] (footprint, lower bound, live-range peak), with
//! `fragmentation = footprint / lower_bound`, and every byte given a class.
//!
//! Classes: what an `args.json` says of an argument, else what the module records (`lt.kind`,
//! from the zoo or `classify-arguments`), else what the step's dataflow says
//! ([`arguments`]: parameters, optimizer state, model state and PRNG keys, batch inputs).
//! Arena values are split at the loss (the returned scalar) by dataflow ([`Dataflow`]): the
//! forward pass is every op the loss depends on; values it computes that an op outside it
//! reads are saved activations, values computed outside it with a parameter's type are
//! gradients, the rest are temporaries. Class bytes of arena values are counted at the
//! arena's peak point.

pub mod arguments;
pub mod dataflow;
pub mod html;
pub mod json;
pub mod source;
pub mod svg;
pub mod units;

pub use dataflow::Dataflow;
pub use source::Source;

use crate::memory::measure::Usage;
use lowtide_ir::plan::{self, ArgKind, Mark};
use lowtide_ir::{Module, Op, OpKind};

/// What a byte is for.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Class {
    /// Trainable parameters (arguments).
    Parameters,
    /// Optimizer state: momentum, Adam's moments (arguments, when the module or metadata says
    /// so).
    OptimizerState,
    /// State the model carries between steps without training it, such as batch norm's
    /// running statistics (arguments, when the module or metadata says so).
    ModelState,
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
            Class::ModelState => "model_state",
            Class::Batch => "batch",
            Class::Gradients => "gradients",
            Class::SavedActivations => "saved_activations",
            Class::Temporaries => "temporaries",
            Class::Outputs => "outputs",
        }
    }
    /// The class of an argument of kind `k`.
    pub fn of(k: ArgKind) -> Class {
        match k {
            ArgKind::Param => Class::Parameters,
            ArgKind::OptState => Class::OptimizerState,
            ArgKind::State => Class::ModelState,
            ArgKind::Batch => Class::Batch,
        }
    }
    /// Every class, in report order.
    pub const ALL: [Class; 8] = [
        Class::Parameters,
        Class::OptimizerState,
        Class::ModelState,
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
            Class::ModelState => "#b6992d",
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
    /// Where the defining op comes from in the user's code (its layer and source line), when
    /// the step carries locations.
    pub source: Option<Source>,
}

/// Arena bytes live at the peak made by one layer of the user's model.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PeakGroup {
    /// The layer ([`Source::layer`]); `(outside any layer)` for located ops outside modules,
    /// `(no location)` for the rest.
    pub layer: String,
    /// Bytes its values hold at the peak.
    pub bytes: u64,
    /// How many values.
    pub values: usize,
    /// The source line of its largest value.
    pub line: Option<String>,
}

impl Rect {
    /// Where the user's code made it, `GPT2/Block_0/attn/dot_general at model.py:62`, when
    /// the step carries locations.
    pub fn place(&self) -> Option<String> {
        let s = self.source.as_ref()?;
        let name = match (s.layer.is_empty(), s.primitive.is_empty()) {
            (false, false) => format!("{}/{}", s.layer, s.primitive),
            (false, true) => s.layer.clone(),
            _ => s.primitive.clone(),
        };
        Some(match (&s.line, name.is_empty()) {
            (Some(l), true) => l.clone(),
            (Some(l), false) => format!("{name} at {l}"),
            (None, _) => name,
        })
    }

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
    /// Values kept in an output's buffer before that output is written (`lt.output`), out
    /// of the arena, and their bytes.
    pub in_output_buffers: (usize, u64),
    /// Comparisons moved into early masks (`lt.mask`, made by a budget's search).
    pub masks: usize,
    /// Convolutions computed inside their reader's loop (`fuse-epilogues`), never stored whole.
    pub fused_convolutions: usize,
    /// `dot_general`s (weight gradients) computed inside their reader's loop, likewise.
    pub fused_gemms: usize,
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

    /// The arena values live at the peak, largest first.
    pub fn peak_values(&self) -> Vec<&Rect> {
        let mut v: Vec<&Rect> = self
            .rects
            .iter()
            .filter(|r| r.holds_at(self.peak_point))
            .collect();
        v.sort_by_key(|r| std::cmp::Reverse(r.bytes.1));
        v
    }

    /// The arena bytes live at the peak grouped by the layer of the user's model that made
    /// them, largest first; empty when no value has a location.
    pub fn peak_by_layer(&self) -> Vec<PeakGroup> {
        let values = self.peak_values();
        if values.iter().all(|r| r.source.is_none()) {
            return Vec::new();
        }
        let mut groups: Vec<PeakGroup> = Vec::new();
        for r in values {
            let layer = match &r.source {
                Some(s) if !s.layer.is_empty() => s.layer.clone(),
                Some(_) => "(outside any layer)".to_string(),
                None => "(no location)".to_string(),
            };
            match groups.iter_mut().find(|g| g.layer == layer) {
                Some(g) => {
                    g.bytes = g.bytes.saturating_add(r.bytes.1);
                    g.values += 1;
                }
                None => groups.push(PeakGroup {
                    layer,
                    bytes: r.bytes.1,
                    values: 1,
                    line: r.source.as_ref().and_then(|s| s.line.clone()),
                }),
            }
        }
        groups.sort_by_key(|g| std::cmp::Reverse(g.bytes));
        groups
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
            lowtide_ir::workspace::trip_count(m, op).unwrap_or(1).max(1)
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
pub type ArgKinds = Vec<Option<Class>>;

/// Builds the report for planned function `f`.
pub fn report(m: &Module, f: Op, arg_kinds: Option<&ArgKinds>) -> Result<PlanReport, String> {
    let u = Usage::of(m, f)?;
    let (ops, args) = (&u.ops, &u.args);
    let name = u.function.clone();
    let size = |v| m.bytes(v).unwrap_or(0);
    let arg_class = argument_classes(m, f, &u, arg_kinds)?;
    let param_types: Vec<_> = args
        .iter()
        .zip(&arg_class)
        .filter(|(_, c)| **c == Class::Parameters)
        .map(|(&a, _)| m.ty(a).clone())
        .collect();
    let flow = dataflow::Step::of(m, f).and_then(|s| Dataflow::of_step(m, &s));
    let rects: Vec<Rect> = u
        .buffers
        .iter()
        .map(|b| {
            let op = ops[b.op];
            let (class, ty, remat) = match b.value {
                Some(r) => {
                    let class = match &flow {
                        Some(f) if f.saved.contains(&r) => Class::SavedActivations,
                        Some(f) if !f.forward.contains(&op) && param_types.contains(m.ty(r)) => {
                            Class::Gradients
                        }
                        _ => Class::Temporaries,
                    };
                    (class, m.ty(r).to_string(), plan::has(m, op, Mark::Remat))
                }
                None => (Class::Temporaries, "workspace".to_string(), false),
            };
            Rect {
                live: b.live,
                bytes: b.bytes,
                class,
                op_name: m.name(op).to_string(),
                ty,
                remat,
                in_place: b.in_place,
                source: Source::of(&m.ops[op].loc),
            }
        })
        .collect();
    let peak_point = u.peak_point;
    let mut by_class: Vec<(Class, u64)> = Class::ALL.iter().map(|&c| (c, 0)).collect();
    let mut add = |c: Class, b: u64| {
        let slot = &mut by_class.iter_mut().find(|(k, _)| *k == c).unwrap().1;
        *slot = slot.saturating_add(b);
    };
    for (&a, &c) in args.iter().zip(&arg_class) {
        add(c, size(a));
    }
    add(Class::Outputs, u.output_bytes.saturating_sub(u.alias_bytes));
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
    let (footprint_bytes, lower_bound_bytes) = (u.footprint_bytes, u.lower_bound_bytes);
    // Loops starting with a contraction of this kind (`fuse-epilogues`).
    let fused = |kind: OpKind| {
        let of_kind = |c: Op| m.kind(c) == Some(kind);
        ops.iter()
            .filter(|&&op| lowtide_ir::ops::fused_contraction(m, op).is_some_and(of_kind))
            .count()
    };
    Ok(PlanReport {
        function: name,
        argument_bytes: u.argument_bytes,
        output_bytes: u.output_bytes,
        alias_bytes: u.alias_bytes,
        arena_bytes: u.plan.arena_bytes,
        footprint_bytes,
        lower_bound_bytes,
        live_peak_bytes: u.live_peak_bytes,
        fragmentation: if lower_bound_bytes == 0 {
            1.0
        } else {
            footprint_bytes as f64 / lower_bound_bytes as f64
        },
        bytes_by_class: by_class,
        peak_point,
        points: u.points,
        rects,
        placement: u.plan.placement.clone().unwrap_or_else(|| "?".into()),
        step_flops,
        recompute_flops,
        recomputed,
        streamed_ops: u.plan.ops.iter().filter(|p| p.stream.is_some()).count(),
        in_output_buffers: ops
            .iter()
            .zip(&u.plan.ops)
            .flat_map(|(&op, p)| {
                let results = &m.ops[op].results;
                (0..results.len())
                    .filter(|&k| p.in_output(k).is_some())
                    .map(|k| m.bytes(results[k]).unwrap_or(0))
                    .collect::<Vec<_>>()
            })
            .fold((0, 0), |(n, b), s| (n + 1, b + s)),
        masks: ops
            .iter()
            .filter(|&&op| plan::has(m, op, plan::Mark::Mask))
            .count(),
        fused_convolutions: fused(OpKind::Convolution),
        fused_gemms: fused(OpKind::DotGeneral),
        piece_loops: ops
            .iter()
            .filter(|&&op| plan::pieces(m, op).is_some())
            .count(),
    })
}

/// The class of each argument of `f`: what `arg_kinds` (an `args.json`) says, else what the
/// module records (`lt.kind`: the zoo's, or `classify-arguments`'), else what the step's
/// dataflow says ([`arguments::infer`]).
fn argument_classes(
    m: &Module,
    f: Op,
    u: &Usage,
    arg_kinds: Option<&ArgKinds>,
) -> Result<Vec<Class>, String> {
    let recorded = plan::arg_kinds(m, f);
    let mut arg_class: Vec<Class> = if recorded.iter().all(Option::is_some) {
        recorded.iter().flatten().map(|&k| Class::of(k)).collect()
    } else {
        let inferred = arguments::infer(m, f);
        recorded
            .iter()
            .zip(inferred)
            .map(|(r, i)| Class::of(r.unwrap_or(i)))
            .collect()
    };
    arg_class.resize(u.args.len(), Class::Batch);
    if let Some(k) = arg_kinds {
        if k.len() != u.args.len() {
            return Err(format!(
                "the argument metadata lists {} arguments, but @{} has {}",
                k.len(),
                u.function,
                u.args.len()
            ));
        }
        for (c, k) in arg_class.iter_mut().zip(k) {
            if let Some(k) = k {
                *c = *k;
            }
        }
    }
    Ok(arg_class)
}

/// Reads JAX's `args.json` (a list of objects with a `kind` field, or an object whose `args`
/// is such a list) into argument classes. An argument of a kind lowtide does not know keeps
/// the class lowtide infers for it, with a warning (the second list) naming it.
pub fn arg_kinds_from_json(text: &str) -> Result<(ArgKinds, Vec<String>), String> {
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
    let mut warnings = Vec::new();
    let kinds = list
        .iter()
        .enumerate()
        .map(|(i, a)| {
            let kind = a.get("kind").and_then(|k| k.as_str()).ok_or_else(|| {
                format!("argument {i} has no string `kind` (param, batch, opt_state or state)")
            })?;
            let class = ArgKind::parse(kind).map(Class::of);
            if class.is_none() {
                warnings.push(format!(
                    "argument {i} has kind `{kind}`, which lowtide does not know (param, \
                     opt_state, state, rng or batch); it is classed as lowtide infers it"
                ));
            }
            Ok(class)
        })
        .collect::<Result<ArgKinds, String>>()?;
    Ok((kinds, warnings))
}
