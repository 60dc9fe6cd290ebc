//! `eqsat{budget=BYTES, node-limit=N, iter-limit=N, time-limit=MS}`: equality saturation on
//! the `egg` crate, then memory-aware extraction, then (with a budget) rematerialization.
//!
//! 1. **E-graph.** Every pure single-result op of a function's body becomes an e-node; values
//!    it cannot rewrite (arguments, ops with effects, multi-result ops, ops whose regions read
//!    outer values) are leaves. Each original op gets its own signature, so the e-graph never
//!    merges a recomputation JAX wrote (or `jax.checkpoint` paid for) with its original: only
//!    the rules in [`rules`] add equalities.
//! 2. **Saturation.** egg's runner applies the rules under node, iteration and time limits
//!    and reports why it stopped, the e-graph's size and how often each rule applied (pass
//!    counters, printed by `--timing`).
//! 3. **Extraction that knows memory is not additive.** Per-node costs cannot pick a plan
//!    (peak memory depends on the whole schedule), so each alternative the rules found is
//!    tried in the function, in program order, and kept only when `schedule`'s measure of the
//!    order (the arena `assign-buffers` will reach) goes down. Fused alternatives (the
//!    `fuse-producer` rule's loops, built by [`fused`]) are tried only where the reader stops
//!    reading a value live at the peak.
//! 4. **Fusion again.** [`crate::fusion::fuse`] runs on the extracted function: loops merge, and
//!    reductions fold their producers. When that plan does not fit the budget, a second run
//!    also recomputes producers inside their last reader's loop (`Recompute::Any`, marked
//!    `lt.remat`), kept only if the footprint drops.
//! 5. **Budget.** With `budget`, the keep-or-recompute search of [`crate::remat`] runs on the
//!    fused function until the planned footprint fits (or says the smallest it reaches).
//!
//! See `docs/EQSAT.md`.

pub mod fused;
pub mod rules;

use crate::manager::{int_option, Pass, PassArgs, PassError, PassInfo, PassOption, PassOutcome};
use crate::memory::measure::{measure, place_copy, scheduled_copy, unplaced_copy, Replan};
use crate::remat::tuning::TUNING;
use crate::remat::{default_width, Search};
use egg::{Id, Language, Runner, StopReason};
use lowtide_ir::entity::SecondaryMap;
use lowtide_ir::{Attr, Block, Dict, Module, Op, OpName, Traits, Type, Value};
use std::time::Duration;

/// The e-graph: nodes are ops by signature, the analysis keeps the signatures and each
/// class's type.
pub type Graph = egg::EGraph<Node, Sigs>;

/// An e-node: an op signature and the classes it reads.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Node {
    /// Index into [`Sigs::sigs`].
    pub sig: u32,
    /// Operand classes.
    pub children: Vec<Id>,
}

impl Language for Node {
    type Discriminant = u32;
    fn discriminant(&self) -> u32 {
        self.sig
    }
    fn matches(&self, other: &Self) -> bool {
        self.sig == other.sig && self.children.len() == other.children.len()
    }
    fn children(&self) -> &[Id] {
        &self.children
    }
    fn children_mut(&mut self) -> &mut [Id] {
        &mut self.children
    }
}

/// What an e-node computes: an op's name, properties, attributes and result type; for nodes
/// taken from the function, the op (`template`) or the value (`leaf`) itself.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SigData {
    /// Op name.
    pub name: String,
    /// Properties (`<{...}>`).
    pub props: Dict,
    /// Attributes (`{...}`).
    pub attrs: Dict,
    /// Result type.
    pub ty: Type,
    /// The function's op this node stands for.
    pub template: Option<Op>,
    /// The function's value this leaf stands for.
    pub leaf: Option<Value>,
    /// For an `lt.fused` node: its body as a program (the function's fused ops and the
    /// composites of the `fuse-producer` rule).
    pub body: Option<Box<fused::Program>>,
}

impl SigData {
    /// The signature of the function's single-result op `op`.
    pub fn of_op(m: &Module, op: Op) -> SigData {
        let d = &m.ops[op];
        SigData {
            name: m.name(op).to_string(),
            props: d.properties.clone(),
            attrs: d.attrs.clone(),
            ty: m.ty(d.results[0]).clone(),
            template: Some(op),
            leaf: None,
            body: fused::of_fused_op(m, op).map(Box::new),
        }
    }
    /// Creates this op reading `operands` (placed in no block).
    pub fn create(&self, m: &mut Module, operands: Vec<Value>) -> Op {
        let op = m.create_op(OpName::new(&self.name), operands, vec![self.ty.clone()]);
        m.ops[op].properties = self.props.clone();
        m.ops[op].attrs = self.attrs.clone();
        op
    }
    /// A property or attribute (properties first).
    pub fn attr(&self, k: &str) -> Option<&Attr> {
        self.props.get(k).or_else(|| self.attrs.get(k))
    }
    /// Sets `k` where it already is (properties or attributes), else as a property.
    pub fn set(&mut self, k: &str, v: Attr) {
        if self.attrs.get(k).is_some() {
            self.attrs.set(k, v);
        } else {
            self.props.set(k, v);
        }
    }
    /// The same op, as a new node (not the function's).
    pub fn fresh(&self) -> SigData {
        SigData {
            template: None,
            leaf: None,
            ..self.clone()
        }
    }
}

/// The signatures of the e-graph's nodes.
#[derive(Default)]
pub struct Sigs {
    /// All signatures; a node's `sig` indexes here (shared: a rule's proposal is kept as made).
    pub sigs: Vec<std::sync::Arc<SigData>>,
    /// The signatures made by rules (no template, no leaf) by hash, so that interning one is
    /// a hash lookup, not a scan of every signature.
    made: std::collections::HashMap<u64, Vec<u32>>,
    /// `fuse-producer`'s composites, by what each is made of.
    pub(crate) composed: rules::Compositions,
}

impl Sigs {
    /// The index of `s`, added if new (function ops are always new: they carry their op).
    pub fn intern(&mut self, s: impl Into<std::sync::Arc<SigData>>) -> u32 {
        let s = s.into();
        let next = self.sigs.len() as u32;
        if s.template.is_none() && s.leaf.is_none() {
            use std::hash::BuildHasher;
            let h = rustc_hash::FxBuildHasher.hash_one(&*s);
            let same = self.made.entry(h).or_default();
            if let Some(&i) = same.iter().find(|&&i| self.sigs[i as usize] == s) {
                return i;
            }
            same.push(next);
        }
        self.sigs.push(s);
        next
    }
}

impl egg::Analysis<Node> for Sigs {
    /// The type of the class's values.
    type Data = Type;
    fn make(egraph: &mut Graph, enode: &Node, _id: Id) -> Type {
        egraph.analysis.sigs[enode.sig as usize].ty.clone()
    }
    fn merge(&mut self, _a: &mut Type, _b: Type) -> egg::DidMerge {
        egg::DidMerge(false, false)
    }
}

/// The `eqsat` pass.
pub struct Eqsat {
    budget: Option<u64>,
    width: Option<usize>,
    progress: bool,
    search_time: Option<Duration>,
    node_limit: usize,
    iter_limit: usize,
    time_limit: Duration,
}

const SUMMARY: &str =
    "equality saturation (egg) with memory-aware extraction, then recomputation to fit a budget";
const OPTIONS: &[PassOption] = &[
    PassOption {
        name: "budget",
        help: "the footprint to fit, in bytes (units allowed), or 'unlimited' (the smaller of the rewritten and the unrewritten plan); without it, rewrites only",
        default: "none",
    },
    PassOption {
        name: "node-limit",
        help: "e-graph nodes before saturation stops",
        default: "100000",
    },
    PassOption {
        name: "iter-limit",
        help: "saturation iterations",
        default: "10",
    },
    PassOption {
        name: "time-limit",
        help: "saturation time, in milliseconds: a safety net (node-limit and iter-limit bound the work the same on any machine); the stop-time-limit statistic counts when it fires",
        default: "60000",
    },
    crate::remat::BEAM,
    crate::remat::PROGRESS,
    crate::remat::SEARCH_TIME_LIMIT,
];

/// Registry entry.
pub fn info() -> PassInfo {
    PassInfo {
        name: "eqsat",
        summary: SUMMARY,
        options: OPTIONS,
        create: |a: &PassArgs| {
            let budget = match a.get("budget").map(String::as_str) {
                None => None,
                Some("unlimited") => Some(crate::remat::UNLIMITED),
                Some(b) => Some(
                    crate::report::units::parse_bytes(b)
                        .map_err(|e| format!("option 'budget' is a size or 'unlimited': {e}"))?,
                ),
            };
            Ok(Box::new(Eqsat {
                budget,
                width: crate::remat::beam_option(a)?,
                progress: crate::remat::progress_option(a)?,
                search_time: crate::remat::search_time_option(a)?,
                node_limit: int_option(a, "node-limit", 100_000)? as usize,
                iter_limit: int_option(a, "iter-limit", 10)? as usize,
                time_limit: Duration::from_millis(int_option(a, "time-limit", 60_000)?),
            }))
        },
    }
}

impl Pass for Eqsat {
    fn name(&self) -> &'static str {
        "eqsat"
    }
    fn summary(&self) -> &'static str {
        SUMMARY
    }
    fn options(&self) -> &'static [PassOption] {
        OPTIONS
    }
    fn run(&mut self, m: &mut Module) -> Result<PassOutcome, PassError> {
        let mut changed = false;
        // With a budget: the plan without rewrites, from the same input (of a module of one
        // function: the answer is a whole module). Its copy is scheduled here and placed on
        // another thread while the rewrites are searched (only `fit` waits for it); with no
        // limit, only costed there at its lower bound, and placed by `fit` only where that
        // bound says it may be the smaller plan (most often it is not: a placement saved).
        // Then the input scheduled (the search measures orders `schedule` makes): where
        // `fuse-epilogues` changed nothing in the copy, the copy's order is the input
        // scheduled, taken rather than scheduled again.
        let unrewritten = match (self.budget, m.functions().as_slice()) {
            (Some(_), &[(f, _)]) if m.entry_block(f).is_some() => {
                Some((f, scheduled_copy(m, BASELINE)?))
            }
            _ => None,
        };
        if self.budget.is_some() {
            match &unrewritten {
                Some((_, (copy, false))) => crate::schedule::take_order(m, copy),
                _ => crate::schedule::schedule(m)?,
            }
        }
        std::thread::scope(|scope| {
            let unlimited = self.budget == Some(crate::remat::UNLIMITED);
            let mut baseline = unrewritten.map(|(f, (copy, _))| {
                scope.spawn(move || match unlimited {
                    true => unplaced_copy(copy, f),
                    false => place_copy(copy, f, BASELINE),
                })
            });
            let mut stats: Vec<(&'static str, u64)> = Vec::new();
            let mut add = |k: &'static str, v: u64| match stats.iter_mut().find(|s| s.0 == k) {
                Some(s) => s.1 += v,
                None => stats.push((k, v)),
            };
            for (f, _) in m.functions() {
                let Some(block) = m.entry_block(f) else {
                    continue;
                };
                let (runner, values) = self.saturate(m, block, &mut add);
                // The function as it was, for a second search when the extracted one cannot fit
                // (it always fits no limit).
                let unextracted = self
                    .budget
                    .filter(|&b| b != crate::remat::UNLIMITED)
                    .map(|_| m.clone());
                let (taken, tried, unexamined) = extract(m, block, &runner.egraph, &values);
                // The e-graph is freed on the other core while the function is planned.
                let egraph = runner.egraph;
                scope.spawn(move || drop((egraph, values)));
                let fused = fuse_again(m, f, block, self.budget)?;
                add("loops-fused-after", fused.groups);
                add("loop-ops-recomputed", fused.recomputed);
                add("alternatives-taken", taken);
                add("alternatives-rejected", tried - taken);
                add("alternatives-unexamined", unexamined);
                changed |= taken > 0 || fused.groups > 0;
                if let Some(budget) = self.budget {
                    let search = Search {
                        width: self
                            .width
                            .unwrap_or_else(|| default_width(m, block, &TUNING)),
                        progress: self.progress,
                        time_limit: self.search_time,
                        tuning: TUNING,
                    };
                    // A search can end higher from the extracted function than from the function
                    // as it was (see docs/EQSAT.md): both are searched when something was taken,
                    // the extracted one first.
                    let mut starts = vec![m.clone()];
                    if taken > 0 {
                        starts.extend(unextracted);
                    }
                    let baseline = match baseline.take() {
                        Some(h) => Some(h.join().unwrap_or_else(|p| std::panic::resume_unwind(p))?),
                        None => None,
                    };
                    let r = crate::remat::fit(starts, baseline, f, block, budget, search)??;
                    *m = r.m;
                    add("values-recomputed", r.values);
                    add("recompute-flops", r.flops);
                    add("search-steps", r.steps);
                    changed |= r.values > 0;
                }
            }
            Ok(PassOutcome { changed, stats })
        })
    }
}

impl Eqsat {
    /// The e-graph of `block` saturated under the pass's limits (its statistics given to
    /// `add`), and the class of each value.
    fn saturate(
        &self,
        m: &Module,
        block: Block,
        add: &mut impl FnMut(&'static str, u64),
    ) -> (Runner<Node, Sigs, ()>, SecondaryMap<Value, Option<Id>>) {
        let (g, values) = build(m, block);
        let rules = rules::rules();
        let names: Vec<&'static str> = rules.iter().map(|r| r.name).collect();
        let rewrites = rules::rewrites(rules);
        let runner: Runner<Node, Sigs, ()> = Runner::new(Sigs::default())
            .with_egraph(g)
            .with_node_limit(self.node_limit)
            .with_iter_limit(self.iter_limit)
            .with_time_limit(self.time_limit)
            .run(&rewrites);
        add("egraph-nodes", runner.egraph.total_size() as u64);
        add("egraph-classes", runner.egraph.number_of_classes() as u64);
        add("iterations", runner.iterations.len() as u64);
        add(
            match runner.stop_reason {
                Some(StopReason::Saturated) => "stop-saturated",
                Some(StopReason::IterationLimit(_)) => "stop-iteration-limit",
                Some(StopReason::NodeLimit(_)) => "stop-node-limit",
                Some(StopReason::TimeLimit(_)) => "stop-time-limit",
                _ => "stop-other",
            },
            1,
        );
        for n in names {
            let applied: usize = runner
                .iterations
                .iter()
                .map(|it| it.applied.get(&egg::Symbol::from(n)).copied().unwrap_or(0))
                .sum();
            add(n, applied as u64);
        }
        (runner, values)
    }
}

/// How `lowtide_passes::UNREWRITTEN_PIPELINE` goes on from where `eqsat` starts: the plan
/// `remat::fit` answers with where it fits and the search has no answer, or one adding no
/// FLOPs (with no limit: any FLOPs) but larger.
const BASELINE: Replan = Replan {
    fuse_epilogues: true,
    ..Replan::DEFAULT
};

/// Fusion again after extraction: loops the extraction made merge, reductions fold their
/// producers. Only when that plan does not fit `budget` are producers recomputed in their last
/// reader's loop (`Recompute::Any`), kept only when the planned footprint drops (the fusion
/// guard sees live ranges, not the in-place reuse `assign-buffers` finds): a plan that fits
/// computes nothing twice.
fn fuse_again(
    m: &mut Module,
    f: Op,
    block: Block,
    budget: Option<u64>,
) -> Result<crate::fusion::fuse::Stats, String> {
    use crate::fusion::fuse::{fuse_block, Guard, Policy, Recompute, Stats};
    let policy = |recompute| Policy {
        guard: Guard::Peak,
        recompute,
        reductions: true,
    };
    let mut st = Stats::default();
    fuse_block(m, block, policy(Recompute::Cheap), &mut st);
    // No plan is larger than `UNLIMITED`: nothing to measure.
    let Some(budget) = budget.filter(|&b| b != crate::remat::UNLIMITED) else {
        return Ok(st);
    };
    let fp = measure(m, f)?.fp;
    if fp > budget {
        let (mut again, mut more) = (m.clone(), Stats::default());
        fuse_block(&mut again, block, policy(Recompute::Any), &mut more);
        if measure(&again, f)?.fp < fp {
            *m = again;
            st.groups += more.groups;
            st.recomputed += more.recomputed;
        }
    }
    Ok(st)
}

/// The e-graph of `block`'s top-level ops, and the class of each value.
fn build(m: &Module, block: Block) -> (Graph, SecondaryMap<Value, Option<Id>>) {
    let mut g = Graph::new(Sigs::default());
    let mut class: SecondaryMap<Value, Option<Id>> = SecondaryMap::new();
    let leaf = |g: &mut Graph, v: Value| {
        let sig = g.analysis.intern(SigData {
            name: String::new(),
            props: Dict::default(),
            attrs: Dict::default(),
            ty: m.ty(v).clone(),
            template: None,
            leaf: Some(v),
            body: None,
        });
        g.add(Node {
            sig,
            children: Vec::new(),
        })
    };
    for &a in &m.blocks[block].args {
        class[a] = Some(leaf(&mut g, a));
    }
    for &op in &m.blocks[block].ops {
        let d = &m.ops[op];
        let pure = m
            .kind(op)
            .is_some_and(|k| k.has(Traits::PURE) && !k.has(Traits::TERMINATOR));
        let reads = m.reads_deep(op);
        let inner_reads = reads.len() != d.operands.len();
        let children: Option<Vec<Id>> = d.operands.iter().map(|&x| class[x]).collect();
        match children {
            Some(children) if pure && d.results.len() == 1 && !inner_reads => {
                let sig = g.analysis.intern(SigData::of_op(m, op));
                class[d.results[0]] = Some(g.add(Node { sig, children }));
            }
            _ => {
                for &r in &d.results {
                    class[r] = Some(leaf(&mut g, r));
                }
            }
        }
    }
    g.rebuild();
    (g, class)
}

/// The function's value standing for each class: its first original value in program order.
fn values_of(
    m: &Module,
    block: Block,
    g: &Graph,
    class: &SecondaryMap<Value, Option<Id>>,
) -> std::collections::HashMap<Id, Value> {
    let mut out = std::collections::HashMap::new();
    for &a in &m.blocks[block].args {
        if let Some(c) = class[a] {
            out.entry(g.find(c)).or_insert(a);
        }
    }
    for &op in &m.blocks[block].ops {
        for &r in &m.ops[op].results {
            if let Some(c) = class[r] {
                out.entry(g.find(c)).or_insert(r);
            }
        }
    }
    out
}

/// What may replace a value: an earlier value of its class, or a new op (signature and
/// operands).
type Alternative = Result<Value, (std::sync::Arc<SigData>, Vec<Value>)>;

/// Work [`extract`] may do per function, in ops: each alternative it tries copies the function
/// (cheap: the copy shares the ops it does not change) and costs its order (under 1 µs per
/// op), so trying them all is quadratic (a random 10,000-op graph has 1,650 alternatives).
/// Past the bound the rest are left as they are (statistic `alternatives-unexamined`), which
/// keeps extraction well under a second at any size. The bench steps and the zoo's models try
/// at most 20 alternatives of at most 2,400 ops, under a fifth of it.
const EXTRACT_WORK: u64 = 1 << 18;

/// Tries every alternative the rules added, in program order, keeping those that lower
/// `schedule`'s cost of the function's order, until [`EXTRACT_WORK`]; returns (kept, tried,
/// left unexamined).
fn extract(
    m: &mut Module,
    block: Block,
    g: &Graph,
    class: &SecondaryMap<Value, Option<Id>>,
) -> (u64, u64, u64) {
    // Trials remove only what they leave unread (`remove_unread`): nothing else is dead.
    crate::cleanup::dce::remove_dead_ops(m);
    let value = values_of(m, block, g, class);
    // (value to replace, what replaces it: an existing value or a new node).
    let mut alts: Vec<(Value, Alternative)> = Vec::new();
    for &op in &m.blocks[block].ops {
        for &w in &m.ops[op].results {
            let Some(c) = class[w].map(|c| g.find(c)) else {
                continue;
            };
            let first = value[&c];
            if first != w {
                alts.push((w, Ok(first)));
                continue;
            }
            for n in &g[c].nodes {
                let s = &g.analysis.sigs[n.sig as usize];
                if s.template.is_some() || s.leaf.is_some() {
                    continue;
                }
                let kids: Option<Vec<Value>> = n
                    .children
                    .iter()
                    .map(|&k| value.get(&g.find(k)).copied())
                    .collect();
                if let Some(kids) = kids {
                    alts.push((w, Err((s.clone(), kids))));
                }
            }
        }
    }
    let (mut taken, mut tried) = (0, 0);
    // Each trial is costed over the whole function; its ops but the few it adds are the
    // function's, with their facts.
    let mut facts = crate::schedule::Facts::of(m, block);
    let mut now = crate::schedule::order_cost_with(m, block, &facts);
    let mut peak = Peak::of(m, block);
    // Values an alternative already replaced, so later ones read their replacements.
    let mut renamed: std::collections::HashMap<Value, Value> = std::collections::HashMap::new();
    let now_of = |renamed: &std::collections::HashMap<Value, Value>, mut v: Value| {
        while let Some(&n) = renamed.get(&v) {
            v = n;
        }
        v
    };
    let (mut work, mut unexamined) = (0u64, 0u64);
    let width = crate::parallel::threads(usize::MAX);
    let mut next = 0;
    while next < alts.len() {
        // The next trials as the function stands, tried together on the machine's cores: in
        // order, the first that lowers the cost is taken and those after it are looked at
        // again from the function it makes (most are rejected, so most run once).
        let ops = m.blocks[block].ops.len() as u64;
        let mut ahead: Vec<Ahead> = Vec::new();
        let (mut at, mut w_work, mut w_unexamined) = (next, work, unexamined);
        while at < alts.len() && ahead.len() < width {
            let (w, alt) = &alts[at];
            at += 1;
            let w = now_of(&renamed, *w);
            let alt: Alternative = match alt {
                Ok(v) => Ok(now_of(&renamed, *v)),
                Err((sig, kids)) => Err((
                    sig.clone(),
                    kids.iter().map(|&k| now_of(&renamed, k)).collect(),
                )),
            };
            // A fused alternative can only lower the cost when a value its reader stops
            // reading is live at the peak.
            if let Err((sig, kids)) = &alt {
                if sig.body.is_some() && !peak.relieves(m, w, kids) {
                    continue;
                }
            }
            // Each trial copies and costs the whole function: past the work bound, the rest
            // are left unexamined.
            if w_work.saturating_add(ops) > EXTRACT_WORK {
                w_unexamined += 1;
                continue;
            }
            w_work += ops;
            ahead.push(Ahead {
                w,
                alt,
                next: at,
                work: w_work,
                unexamined: w_unexamined,
            });
        }
        (next, work, unexamined) = (at, w_work, w_unexamined);
        // A rejected copy is dropped on the thread that made it (freeing memory another
        // thread allocated is slow). Its uses are the function's: a trial looks only at the
        // readers of the value it replaces.
        let trial = |a: &Ahead| {
            let mut trial = m.clone();
            let (new, made) = substitute(&mut trial, block, &peak.uses, a.w, &a.alt)?;
            let cost = crate::schedule::order_cost_with(&trial, block, &facts);
            Some((cost < now).then_some((trial, new, made, cost)))
        };
        for (a, t) in ahead.iter().zip(crate::parallel::map(&ahead, trial)) {
            let Some(t) = t else {
                continue;
            };
            tried += 1;
            if let Some((mut trial, new, made, cost)) = t {
                // Body ops computing a class the function still computes are recomputations.
                let kept = |c: Id| {
                    let v = value.get(&g.find(c)).map(|&v| now_of(&renamed, v));
                    let d = v.and_then(|v| trial.def_op(v));
                    d.is_some_and(|d| trial.blocks[block].ops.contains(&d))
                };
                let still: Vec<Id> = made
                    .iter()
                    .filter_map(|x| x.1)
                    .filter(|&c| kept(c))
                    .collect();
                fused::mark_recomputed(&mut trial, &made, &still);
                *m = trial;
                now = cost;
                peak = Peak::of(m, block);
                facts = crate::schedule::Facts::of(m, block);
                taken += 1;
                if new != a.w {
                    renamed.insert(a.w, new);
                }
                (next, work, unexamined) = (a.next, a.work, a.unexamined);
                break;
            }
        }
    }
    (taken, tried, unexamined)
}

/// An alternative [`extract`] tries, with where its scan goes on from when it is taken.
struct Ahead {
    w: Value,
    alt: Alternative,
    /// The next alternative, and the work done and alternatives left unexamined so far.
    next: usize,
    work: u64,
    unexamined: u64,
}

/// Where the liveness profile of a block peaks, and who is live there.
struct Peak {
    uses: crate::analysis::liveness::Uses,
    at: u32,
}

impl Peak {
    fn of(m: &Module, block: Block) -> Peak {
        let uses = crate::analysis::liveness::Uses::of(m, block);
        let at = uses
            .profile()
            .iter()
            .enumerate()
            .max_by_key(|&(i, &b)| (b, std::cmp::Reverse(i)))
            .map_or(0, |(i, _)| i as u32);
        Peak { uses, at }
    }

    /// True when a value `w`'s op reads, and `kids` does not, would no longer be live at the
    /// peak: it is live there, and its other readers all come before it.
    fn relieves(&self, m: &Module, w: Value, kids: &[Value]) -> bool {
        let Some(op) = m.def_op(w) else { return false };
        let here = self.uses.pos[op];
        here >= self.at
            && m.ops[op].operands.iter().any(|&x| {
                !kids.contains(&x)
                    && self.uses.def[x].is_some_and(|d| d <= self.at)
                    && self.uses.readers[x]
                        .iter()
                        .all(|&r| r == here || r < self.at)
            })
    }
}

/// Makes every reader of `w` read `alt` instead (materializing a new node just before `w`'s
/// first reader, after its operands), then removes the ops that leaves unread; `None` when
/// the order does not allow it, else the value that replaces `w` and the body ops of a
/// materialized fused node with the class each one computes. `uses` are `m`'s block's uses,
/// so that only `w`'s readers are looked at, not every op of the block. The ops it leaves in
/// place read values of the same types as before, so their [`crate::schedule::Facts`] hold.
fn substitute(
    m: &mut Module,
    block: Block,
    uses: &crate::analysis::liveness::Uses,
    w: Value,
    alt: &Alternative,
) -> Option<(Value, fused::BodyOps)> {
    // A value's position: 0 for an argument, `None` for one defined outside the block.
    let pos_of = |m: &Module, v: Value| -> Option<usize> {
        match m.def_op(v) {
            Some(_) => uses.def[v].map(|p| p as usize),
            None => Some(0),
        }
    };
    let first_reader = *uses.readers[w].first()? as usize;
    let mut made = Vec::new();
    let new = match alt {
        Ok(v) => {
            if pos_of(m, *v).is_none_or(|p| p >= first_reader && m.def_op(*v).is_some()) {
                return None;
            }
            *v
        }
        Err((sig, kids)) => {
            let ready = kids
                .iter()
                .map(|&k| pos_of(m, k).map(|p| if m.def_op(k).is_some() { p + 1 } else { 0 }))
                .try_fold(0usize, |a, p| p.map(|p| a.max(p)));
            let at = ready.filter(|&at| at <= first_reader)?;
            let op = match &sig.body {
                Some(program) => {
                    let (op, body) = fused::materialize(m, program, kids, &sig.ty);
                    made = body;
                    op
                }
                None => sig.create(m, kids.clone()),
            };
            if let Some(src) = m.def_op(w) {
                m.ops[op].loc = m.ops[src].loc.clone();
            }
            m.ops[op].parent = Some(block);
            m.blocks[block].ops.insert(at, op);
            m.ops[op].results[0]
        }
    };
    if m.ty(new) != m.ty(w) {
        return None;
    }
    for &r in &uses.readers[w] {
        let o = uses.ops[r as usize];
        if m.def_op(new) != Some(o) {
            m.replace_reads_in(o, w, new);
        }
    }
    remove_unread(m, block, uses, w, new);
    Some((new, made))
}

/// Removes from `block` the ops left unread once `w`'s readers read `new` instead: `w`'s op
/// and, transitively, the pure ops only they read (what `dce` removes from the function, when
/// it had nothing dead before; debug builds check that).
fn remove_unread(
    m: &mut Module,
    block: Block,
    uses: &crate::analysis::liveness::Uses,
    w: Value,
    new: Value,
) {
    // Positions of the ops removed; a value is unread when all its readers are (the new
    // value and what a new op reads are read).
    let mut dead: std::collections::HashSet<u32> = std::collections::HashSet::new();
    let read_by_new = m.def_op(new).map(|n| m.reads_deep(n)).unwrap_or_default();
    let unread = |dead: &std::collections::HashSet<u32>, v: Value| {
        v == w
            || (v != new
                && !read_by_new.contains(&v)
                && uses.readers[v].iter().all(|r| dead.contains(r)))
    };
    let mut work = vec![w];
    while let Some(v) = work.pop() {
        let Some(p) = uses.def[v] else { continue };
        let op = uses.ops[p as usize];
        if dead.contains(&p)
            || !crate::cleanup::dce::removable(m, op)
            || !m.ops[op].results.iter().all(|&r| unread(&dead, r))
        {
            continue;
        }
        dead.insert(p);
        work.extend(m.reads_deep(op));
    }
    if dead.is_empty() {
        return;
    }
    let gone: std::collections::HashSet<Op> = dead.iter().map(|&p| uses.ops[p as usize]).collect();
    for &op in &gone {
        m.ops[op].parent = None;
    }
    m.blocks[block].ops.retain(|o| !gone.contains(o));
    debug_assert_eq!(
        crate::cleanup::dce::remove_dead_ops(&mut m.clone()),
        0,
        "extraction left an unread op"
    );
}
