//! `schedule`: reorders the top-level ops of every function to lower the liveness lower bound
//! of the arena (the largest total of arena values live at one point; see `liveness.rs`).
//!
//! Dependencies are kept: an op comes after every op defining a value it reads (in its regions
//! too), and ops with effects (anything not pure: unknown ops, `optimization_barrier`,
//! `custom_call`, calls, loops) keep their relative order. The terminator stays last.
//!
//! Algorithms (`algorithm=`):
//! - `program`: the order as given;
//! - `list`: XLA's list scheduler — repeatedly the ready op that frees the most bytes net of
//!   what it allocates (ties by program order);
//! - `dfs`: XLA's DFS scheduler — a post-order walk from the results that visits the operand
//!   with the largest subtree (in bytes) first;
//! - `post-order`: a plain post-order walk from the results;
//! - `best` (the default): all four, keeping the cheapest (program order on ties), so the pass
//!   never makes a schedule worse.
//!
//! The cost of an order is what it adds to the footprint: the arena lower bound (outputs live in
//! their own allocations and are not counted, as in `assign-buffers`; an op's workspace counts
//! while the op runs) plus the bytes of every donation it breaks — an update computed before
//! its argument's last read cannot be written over the argument and needs its own buffer.

pub mod barriers;
mod copies;
mod facts;
mod maxima;
mod moving;

pub(crate) use copies::{check as check_copies, Copies};
pub(crate) use facts::Facts;

use crate::analysis::reuse::reusable_operands;
use crate::manager::{Pass, PassArgs, PassError, PassInfo, PassOption, PassOutcome};
use lowtide_ir::entity::SecondaryMap;
use lowtide_ir::ops::reads_value_elementwise;
use lowtide_ir::{Module, Op, OpKind, Traits, Value};
use moving::Moving;

/// The `schedule` pass.
pub struct Schedule {
    algorithm: Algorithm,
}

impl Default for Schedule {
    /// The best of every algorithm, as the pass runs without options.
    fn default() -> Self {
        Schedule {
            algorithm: Algorithm::Best,
        }
    }
}

/// Schedules every function of `m` as `schedule` does by default: what passes that change a
/// schedule run to order their result.
pub fn schedule(m: &mut Module) -> Result<(), String> {
    Schedule::default().run(m).map(|_| ()).map_err(String::from)
}

/// The blocks `schedule` orders: every function's body, and the bodies of its loops and
/// branches (their values share the op's workspace).
fn blocks(m: &Module) -> Vec<lowtide_ir::Block> {
    let mut blocks = Vec::new();
    for (f, _) in m.functions() {
        if let Some(b) = m.entry_block(f) {
            blocks.push(b);
            blocks.extend(lowtide_ir::workspace::body_blocks(m, b));
        }
    }
    blocks
}

/// Gives `m` the order `scheduled` has, where `scheduled` is a copy of `m` that `schedule` (and
/// nothing else that moves ops) ran on: the same result as scheduling `m`, without the work.
pub(crate) fn take_order(m: &mut Module, scheduled: &Module) {
    for b in blocks(m) {
        if m.blocks[b].ops != scheduled.blocks[b].ops {
            m.blocks[b].ops = scheduled.blocks[b].ops.clone();
        }
    }
}

/// A scheduling algorithm.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Algorithm {
    /// The best of the others.
    Best,
    /// Keep the order.
    Program,
    /// Greedy by net bytes freed.
    List,
    /// Post-order, biggest subtree first.
    Dfs,
    /// Plain post-order.
    PostOrder,
}

impl Algorithm {
    /// The statistic counting functions this algorithm scheduled.
    fn stat(self) -> &'static str {
        match self {
            Algorithm::Best => "chose-best",
            Algorithm::Program => "chose-program",
            Algorithm::List => "chose-list",
            Algorithm::Dfs => "chose-dfs",
            Algorithm::PostOrder => "chose-post-order",
        }
    }
}

const SUMMARY: &str =
    "reorder ops to lower the liveness lower bound (best of program, list, dfs, post-order)";
const OPTIONS: &[PassOption] = &[PassOption {
    name: "algorithm",
    help: "best, program, list, dfs or post-order",
    default: "best",
}];

/// Registry entry.
pub fn info() -> PassInfo {
    PassInfo {
        name: "schedule",
        summary: SUMMARY,
        options: OPTIONS,
        create: |a: &PassArgs| {
            let algorithm = match a.get("algorithm").map(String::as_str).unwrap_or("best") {
                "best" => Algorithm::Best,
                "program" => Algorithm::Program,
                "list" => Algorithm::List,
                "dfs" => Algorithm::Dfs,
                "post-order" => Algorithm::PostOrder,
                other => {
                    return Err(format!(
                        "option 'algorithm' must be best, program, list, dfs or post-order, got '{other}'"
                    ))
                }
            };
            Ok(Box::new(Schedule { algorithm }))
        },
    }
}

impl Pass for Schedule {
    fn name(&self) -> &'static str {
        "schedule"
    }
    fn summary(&self) -> &'static str {
        SUMMARY
    }
    fn options(&self) -> &'static [PassOption] {
        OPTIONS
    }
    fn run(&mut self, m: &mut Module) -> Result<PassOutcome, PassError> {
        let (mut before, mut after, mut changed) = (0u64, 0u64, false);
        let mut chosen_counts: std::collections::BTreeMap<&'static str, u64> = Default::default();
        for block in blocks(m) {
            let g = std::sync::Arc::new(Graph::build(m, block));
            let s = scheduled(&g, self.algorithm);
            if s.limited {
                *chosen_counts.entry("refine-limit").or_insert(0) += 1;
            }
            if s.refined {
                *chosen_counts.entry("refined").or_insert(0) += 1;
            }
            *chosen_counts.entry(s.chosen.stat()).or_insert(0) += 1;
            before = before.saturating_add(s.base);
            after = after.saturating_add(s.peak);
            if !s.order.iter().copied().eq(0..g.n) {
                changed = true;
                let mut ops: Vec<Op> = s.order.iter().map(|&i| g.ops[i]).collect();
                ops.extend(g.terminator);
                m.blocks[block].ops = ops;
            }
        }
        let mut stats = vec![("cost-before", before), ("cost-after", after)];
        stats.extend(chosen_counts);
        Ok(PassOutcome { changed, stats })
    }
}

/// What `schedule` decided for one block's graph.
#[derive(Clone)]
struct Scheduled {
    /// The cost of the program order, and of `order`.
    base: u64,
    peak: u64,
    order: Vec<usize>,
    chosen: Algorithm,
    /// The refinement reached [`REFINE_WORK`].
    limited: bool,
    /// The refinement lowered the chosen order's cost.
    refined: bool,
}

/// The graphs `schedule` ordered last, with their orders: an order is a function of the
/// graph and the algorithm alone (no time limit: [`REFINE_WORK`] bounds work), so a repeat
/// is answered from here.
/// The graph is kept shared, not copied.
static RECENT: crate::recent::Recent<(std::sync::Arc<Graph>, Algorithm, Scheduled)> =
    crate::recent::Recent::new();

/// `g` ordered by `algorithm` (for `Best`: the cheapest of the others, refined), from
/// [`RECENT`] when it ordered the same graph.
fn scheduled(g: &std::sync::Arc<Graph>, algorithm: Algorithm) -> Scheduled {
    let same = |(h, a, s): &(std::sync::Arc<Graph>, Algorithm, Scheduled)| {
        (*a == algorithm && **h == **g).then(|| s.clone())
    };
    if let Some(s) = RECENT.find(same) {
        return s;
    }
    let s = scheduled_anew(g, algorithm);
    RECENT.keep((std::sync::Arc::clone(g), algorithm, s.clone()));
    s
}

/// [`scheduled`] without looking at [`RECENT`].
fn scheduled_anew(g: &Graph, algorithm: Algorithm) -> Scheduled {
    let program: Vec<usize> = (0..g.n).collect();
    let base = g.cost(&program);
    let candidates: Vec<Algorithm> = match algorithm {
        Algorithm::Best => vec![
            Algorithm::Program,
            Algorithm::List,
            Algorithm::Dfs,
            Algorithm::PostOrder,
        ],
        a => vec![a],
    };
    let mut best: Option<(u64, Vec<usize>, Algorithm)> = None;
    for a in candidates {
        let order = g.order(a);
        // The program order is costed once (`base`).
        let peak = match a {
            Algorithm::Program => base,
            _ => g.cost(&order),
        };
        if best.as_ref().is_none_or(|(p, _, _)| peak < *p) {
            best = Some((peak, order, a));
        }
    }
    let (mut peak, mut order, chosen) = best.expect("at least one algorithm");
    let (mut limited, mut refined) = (false, false);
    if algorithm == Algorithm::Best {
        let (better, cost, limit) = g.refine(order.clone(), peak);
        limited = limit;
        if cost < peak {
            refined = true;
            (order, peak) = (better, cost);
        }
    }
    Scheduled {
        base,
        peak,
        order,
        chosen,
        limited,
        refined,
    }
}

/// The vectors [`Graph::peak_in`] fills for each order it costs (thousands per block in the
/// refinement), kept per thread between calls rather than allocated each time.
/// [`Moving`] keeps one as the state of the order it moves ops in.
#[derive(Default, Clone)]
struct Scratch {
    /// Per op: its position.
    pos: Vec<u32>,
    /// Per result: its last reader (its own op when unread).
    last: Vec<u32>,
    /// Per op: the result its single result takes over in place ([`NONE`]: none).
    took: Vec<u32>,
    /// Per result: the op that takes it over ([`NONE`]: none).
    taken: Vec<u32>,
    /// Per result: in a chain of takeovers ending in an output with its own buffer.
    homed: Vec<bool>,
    /// Per position: the bytes freed after it.
    free_at: Vec<u64>,
    /// Per position: live bytes before its op's results are added (one more entry: after the
    /// last op), and live bytes while its op runs (its workspace included).
    live_in: Vec<u64>,
    val: Vec<u64>,
}

/// No op or result, in [`Scratch`]'s vectors.
const NONE: u32 = u32::MAX;

thread_local! {
    static SCRATCH: std::cell::RefCell<Scratch> = std::cell::RefCell::new(Scratch::default());
}

/// `v` as `n` copies of `x`, in its own allocation.
fn refill<T: Clone>(v: &mut Vec<T>, n: usize, x: T) {
    v.clear();
    v.resize(n, x);
}

/// Rounds of a pass of [`Graph::refine`]'s local search, and moves tried per round.
const REFINE_ROUNDS: usize = 200;
const REFINE_MOVES: usize = 64;

/// Ops [`Graph::hoist`] moves together at most: a loss's last few ops, a sum with its initial
/// value; more would be a region of the backward pass, which the scheduling algorithms order.
const HOIST_OPS: usize = 8;

/// Groups [`Graph::hoist`] costs per round at most: those whose move frees the most bytes.
const HOIST_TRIES: usize = 4;

/// A group move is kept when it lowers the cost by more than 1/`HOIST_GAIN` of it: a move
/// reorders a stretch of the step, and one that saves a sliver (a bias gradient's sum on a
/// 96-layer GPT-2: 0.07% of 121 GiB) cost a placement that the greedy packing no longer
/// meets (the exact search: 1.8 s to 3.4 s in all, 0.8 GB of memory). A loss left at the end
/// of the step frees a fifth of the peak.
const HOIST_GAIN: u64 = 256;

/// Passes of [`Graph::refine`]'s local search at most.
const REFINE_PASSES: usize = 4;

/// Work [`Graph::refine`] may do per block, in ops visited while costing orders (costing an
/// order visits every op of the block once). A bound on the work, not on time, so a step
/// refines the same on any machine; it keeps the refinement of a huge block to a fixed
/// fraction of a second (a 192-layer GPT-2's 26,741 ops with 3,076 parameter updates needed
/// 84 million: an order costed per update). The zoo's ResNet-50 with momentum (4,961 orders
/// of 1,763 ops) needs 8.7 million, the bench steps less than 0.5 million; the
/// `refine-limit` statistic counts blocks that reach it.
const REFINE_WORK: u64 = 1 << 24;

/// The cost (arena lower bound + donations broken) of `block` in its current order, as
/// `schedule` measures orders: for passes that compare changes before `schedule` runs.
pub(crate) fn order_cost(m: &Module, block: lowtide_ir::Block) -> u64 {
    order_cost_with(m, block, &Facts::default())
}

/// [`order_cost`] with the ops' facts kept from the function `m` was edited from.
pub(crate) fn order_cost_with(m: &Module, block: lowtide_ir::Block, facts: &Facts) -> u64 {
    let g = Graph::build_with(m, block, facts);
    let program: Vec<usize> = (0..g.n).collect();
    g.cost(&program)
}

/// The dependency graph of one block's ops (the terminator apart).
#[derive(Clone, PartialEq)]
struct Graph {
    n: usize,
    ops: Vec<Op>,
    terminator: Option<Op>,
    /// Ops whose results op i reads, and effect-order predecessors.
    preds: Vec<Vec<usize>>,
    /// Operands of the terminator: the roots of the post-order walks.
    roots: Vec<usize>,
    /// Donations: (readers of the donating argument, op computing the value it receives,
    /// whether that op is elementwise, bytes). An order breaks one when an argument reader
    /// comes after the op (or at it, unless the op is elementwise).
    donations: Vec<(Vec<u32>, usize, bool, u64)>,
    /// The argument each donation gives.
    donated: Vec<Value>,
    /// Per op: the workspace it runs in (`workspace::workspace_bytes`), live while it runs.
    workspace: Vec<u64>,
    /// Per op: its single result is an output with its own buffer (no donation targets it),
    /// so a value it takes over lives in that buffer, outside the arena.
    own_output: Vec<bool>,
    /// The ops' results, numbered densely (op `i`'s are `first[i]..first[i + 1]`), with their
    /// bytes, readers and takeovers, so that [`Graph::peak_in`], run for every order the
    /// refinement tries, and the schedulers index flat vectors.
    dense: Dense,
}

/// [`Graph`]'s results numbered densely, with what [`Graph::peak_in`] reads of them.
#[derive(Clone, PartialEq)]
struct Dense {
    /// Per op: its first result's number (one more entry: the total).
    first: Vec<u32>,
    /// Per result: the op defining it.
    def: Vec<u32>,
    /// Per result: bytes (0 for outputs).
    bytes: Vec<u64>,
    /// Per result: the ops reading it.
    readers: Vec<Vec<u32>>,
    /// Per op: the results (by number) it reads.
    reads: Vec<Vec<u32>>,
    /// Per op: the operands (by number) its single result may take over in place when they
    /// die there (same bytes, read elementwise or viewed), as `assign-buffers` decides.
    reusable: Vec<Vec<u32>>,
}

impl Graph {
    fn build(m: &Module, block: lowtide_ir::Block) -> Graph {
        Graph::build_with(m, block, &Facts::default())
    }

    /// [`Graph::build`] with the ops' facts kept in `facts` (those missing computed).
    fn build_with(m: &Module, block: lowtide_ir::Block, facts: &Facts) -> Graph {
        let all = m.blocks[block].ops.clone();
        let terminator = all
            .last()
            .copied()
            .filter(|&o| m.kind(o).is_some_and(|k| k.has(Traits::TERMINATOR)));
        let ops: Vec<Op> = if terminator.is_some() {
            all[..all.len() - 1].to_vec()
        } else {
            all
        };
        let n = ops.len();
        let mut def: SecondaryMap<Value, Option<u32>> = m.value_table();
        for (i, &op) in ops.iter().enumerate() {
            for &r in &m.ops[op].results {
                def[r] = Some(i as u32);
            }
        }
        let returned: Vec<Value> = terminator
            .map(|t| m.ops[t].operands.clone())
            .unwrap_or_default();
        let mut is_returned: SecondaryMap<Value, bool> = m.value_table();
        for &v in &returned {
            is_returned[v] = true;
        }
        let mut preds = vec![Vec::new(); n];
        let mut readers: SecondaryMap<Value, Vec<u32>> = m.value_table();
        // The results numbered densely, in order, and the value of each number.
        let mut number: SecondaryMap<Value, u32> = m.value_table();
        let mut dense = Dense {
            first: Vec::with_capacity(n + 1),
            def: Vec::with_capacity(n),
            bytes: Vec::with_capacity(n),
            readers: Vec::new(),
            reads: vec![Vec::new(); n],
            reusable: Vec::with_capacity(n),
        };
        let mut values: Vec<Value> = Vec::with_capacity(n);
        let mut last_effect: Option<usize> = None;
        // Each op's reads, sorted and deduplicated in one buffer.
        let mut rs: Vec<Value> = Vec::new();
        for (i, &op) in ops.iter().enumerate() {
            rs.clear();
            rs.extend(m.reads_deep(op));
            rs.sort();
            rs.dedup();
            for &v in &rs {
                readers[v].push(i as u32);
                if let Some(d) = def[v] {
                    preds[i].push(d as usize);
                }
            }
            let effect = !m.kind(op).is_some_and(|k| k.has(Traits::PURE));
            if effect {
                if let Some(p) = last_effect {
                    preds[i].push(p);
                }
                last_effect = Some(i);
            }
            dense.first.push(dense.def.len() as u32);
            for &r in &m.ops[op].results {
                let b = if is_returned[r] {
                    0
                } else {
                    m.bytes(r).unwrap_or(0)
                };
                number[r] = dense.def.len() as u32;
                dense.def.push(i as u32);
                dense.bytes.push(b);
                values.push(r);
            }
            preds[i].sort_unstable();
            preds[i].dedup();
        }
        dense.first.push(dense.def.len() as u32);
        let roots = returned
            .iter()
            .filter_map(|&v| def[v])
            .map(|d| d as usize)
            .collect();
        let (mut donations, mut donated) = (Vec::new(), Vec::new());
        if let Some(f) = m.block_owner(block) {
            let args = m.blocks[block].args.clone();
            for (a, k) in m.donations(f).into_iter().enumerate() {
                let (Some(k), Some(&arg)) = (k, args.get(a)) else {
                    continue;
                };
                let Some(&v) = returned.get(k) else { continue };
                let Some(d) = def[v] else { continue };
                let elementwise = reads_value_elementwise(m, ops[d as usize], arg);
                donations.push((
                    readers[arg].clone(),
                    d as usize,
                    elementwise,
                    m.bytes(v).unwrap_or(0),
                ));
                donated.push(arg);
            }
        }
        let mut reusable = vec![Vec::new(); n];
        let mut own_output = vec![false; n];
        let mut donated_result = vec![false; returned.len()];
        if let Some(f) = m.block_owner(block) {
            for k in m.donations(f).into_iter().flatten() {
                if let Some(d) = donated_result.get_mut(k) {
                    *d = true;
                }
            }
        }
        // Outputs with their own buffer: returned at a result no donation targets.
        let mut own: SecondaryMap<Value, bool> = m.value_table();
        for (k, &v) in returned.iter().enumerate() {
            own[v] |= !donated_result[k];
        }
        let mut workspace = Vec::with_capacity(n);
        // The operands (by index) an op's result may take over: kept, or found.
        let mut takes: Vec<usize> = Vec::new();
        for (i, &op) in ops.iter().enumerate() {
            let kept = facts.kept(m, op);
            workspace.push(kept.map_or_else(
                || lowtide_ir::workspace::workspace_bytes(m, op),
                |f| f.workspace,
            ));
            let d = &m.ops[op];
            let kind = m.kind(op);
            if d.results.len() != 1 || kind == Some(OpKind::Constant) {
                continue;
            }
            let r = d.results[0];
            own_output[i] = own[r];
            if is_returned[r] && !own_output[i] {
                continue;
            }
            takes.clear();
            match kept {
                Some(f) => takes.extend(f.reusable.iter().map(|&k| k as usize)),
                None => takes.extend(reusable_operands(m, op).into_iter().map(|(k, _)| k)),
            }
            for x in takes.iter().map(|&k| d.operands[k]) {
                let arena = def[x].is_some() && !is_returned[x];
                if arena && !reusable[i].contains(&x) {
                    reusable[i].push(x);
                }
            }
        }
        dense.readers = values
            .iter()
            .map(|&v| std::mem::take(&mut readers[v]))
            .collect();
        for (v, rs) in dense.readers.iter().enumerate() {
            for &r in rs {
                dense.reads[r as usize].push(v as u32);
            }
        }
        for r in &reusable {
            dense.reusable.push(r.iter().map(|&x| number[x]).collect());
        }
        Graph {
            dense,
            workspace,
            own_output,
            n,
            ops,
            terminator,
            preds,
            roots,
            donations,
            donated,
        }
    }

    /// A copy of what [`Graph::cost`] reads (the nodes, their results, workspaces and
    /// donations; no dependencies), for [`Copies`] to edit, with room for `more` nodes of
    /// one result each (a copy made full grows by moving all of it again).
    fn costing_copy(&self, more: usize) -> Graph {
        fn roomy<T: Clone>(v: &[T], more: usize) -> Vec<T> {
            let mut c = Vec::with_capacity(v.len() + more);
            c.extend_from_slice(v);
            c
        }
        let d = &self.dense;
        Graph {
            n: self.n,
            ops: Vec::new(),
            terminator: self.terminator,
            preds: Vec::new(),
            roots: Vec::new(),
            donations: self.donations.clone(),
            donated: self.donated.clone(),
            workspace: roomy(&self.workspace, more),
            own_output: roomy(&self.own_output, more),
            dense: Dense {
                first: roomy(&d.first, more),
                def: roomy(&d.def, more),
                bytes: roomy(&d.bytes, more),
                readers: roomy(&d.readers, more),
                reads: roomy(&d.reads, more),
                reusable: roomy(&d.reusable, more),
            },
        }
    }

    /// What an order costs in footprint: its arena lower bound plus the bytes of donations it
    /// breaks (an update computed before its argument's last read needs its own buffer).
    fn cost(&self, order: &[usize]) -> u64 {
        SCRATCH.with_borrow_mut(|s| {
            let (peak, _) = self.peak_in(order, s);
            let broken: u64 = (0..self.donations.len())
                .filter(|&k| self.breaks(k, |i| s.pos[i]))
                .map(|k| self.donations[k].3)
                .fold(0u64, u64::saturating_add);
            // Saturating: a step too large to address costs the most, and `assign-buffers`
            // says why it cannot be planned.
            peak.saturating_add(broken)
        })
    }

    /// True when donation `k` is broken with each op `i` at position `pos(i)`: a reader of the
    /// argument comes after the update (or at it, unless the update is elementwise).
    fn breaks(&self, k: usize, pos: impl Fn(usize) -> u32) -> bool {
        let (readers, d, elementwise, _) = &self.donations[k];
        readers.iter().any(|&r| {
            let (r, d) = (pos(r as usize), pos(*d));
            r > d || (r == d && !elementwise)
        })
    }

    /// `live` bytes after op `i`'s results are added, with the operand its single result
    /// takes over (`took`, [`NONE`] for none) giving its bytes to it (`bytes` of each result).
    fn with_results(
        &self,
        mut live: u64,
        i: usize,
        took: u32,
        bytes: impl Fn(usize) -> u64,
    ) -> u64 {
        let (lo, hi) = (
            self.dense.first[i] as usize,
            self.dense.first[i + 1] as usize,
        );
        for v in lo..hi {
            // A result that takes over an operand grows the live bytes only by the
            // difference (none: sizes match).
            if took != NONE && hi - lo == 1 {
                let grown = live.saturating_add(bytes(v));
                live = grown - bytes(took as usize).min(grown)
            } else {
                live = live.saturating_add(bytes(v));
            }
        }
        live
    }

    /// The arena lower bound of an order, with the in-place decisions `assign-buffers` makes
    /// for it: a result that takes over an operand dying at its op adds no bytes (the operand's
    /// bytes move to it), and a chain of such values ending in an output with its own buffer
    /// lives there, outside the arena. Values free after their last read (unread results
    /// right after their op). With the position (index into `order`) where it is reached;
    /// computed in the vectors of `s`, which keep what it found.
    fn peak_in(&self, order: &[usize], s: &mut Scratch) -> (u64, usize) {
        let d = &self.dense;
        let nv = d.def.len();
        let Scratch {
            pos,
            last,
            took,
            taken,
            homed,
            free_at,
            live_in,
            val,
        } = s;
        refill(pos, self.n, 0);
        for (p, &i) in order.iter().enumerate() {
            pos[i] = p as u32;
        }
        last.clear();
        last.extend((0..nv).map(|v| {
            let readers = d.readers[v].iter().copied();
            readers.max_by_key(|&r| pos[r as usize]).unwrap_or(d.def[v])
        }));
        // In-place decisions, in order: took[i] = the operand op i's result takes over.
        refill(took, self.n, NONE);
        refill(taken, nv, NONE);
        for &i in order {
            if let Some(&x) = d.reusable[i]
                .iter()
                .find(|&&x| last[x as usize] == i as u32 && taken[x as usize] == NONE)
            {
                took[i] = x;
                taken[x as usize] = i as u32;
            }
        }
        // Chains ending in an own-buffer output leave the arena.
        refill(homed, nv, false);
        for i in 0..self.n {
            if !self.own_output[i] {
                continue;
            }
            let mut at = took[i];
            while at != NONE && !homed[at as usize] {
                homed[at as usize] = true;
                at = took[d.def[at as usize] as usize];
            }
        }
        let bytes = |v: usize| if homed[v] { 0 } else { d.bytes[v] };
        refill(free_at, self.n + 1, 0);
        for v in 0..nv {
            if taken[v] == NONE {
                let f = &mut free_at[pos[last[v] as usize] as usize];
                *f = f.saturating_add(bytes(v));
            }
        }
        let (mut live, mut peak, mut at) = (0u64, 0u64, 0usize);
        live_in.clear();
        val.clear();
        for (p, &i) in order.iter().enumerate() {
            live_in.push(live);
            live = self.with_results(live, i, took[i], bytes);
            let now = live.saturating_add(self.workspace[i]);
            val.push(now);
            if now > peak {
                (peak, at) = (now, p);
            }
            live -= free_at[p].min(live);
        }
        live_in.push(live);
        (peak, at)
    }

    /// Improves `order` by moving single ops, keeping every dependency, in passes of
    /// [`Graph::refine_pass`] until one lowers the cost no more (at most [`REFINE_PASSES`]), so
    /// that scheduling a refined order again leaves it as it is.
    /// Stops where costing another order would pass [`REFINE_WORK`]; the third result says it
    /// did.
    /// `cost` is `order`'s ([`Graph::cost`]).
    fn refine(&self, mut order: Vec<usize>, mut cost: u64) -> (Vec<usize>, u64, bool) {
        debug_assert_eq!(cost, self.cost(&order));
        let succs = self.successors();
        let left = std::cell::Cell::new(REFINE_WORK);
        for _ in 0..REFINE_PASSES {
            let (o, c) = self.refine_pass(order.clone(), cost, &succs, &left);
            if c >= cost {
                break;
            }
            (order, cost) = (o, c);
        }
        (order, cost, left.get() < self.n as u64)
    }

    /// One pass of [`Graph::refine`] over `order` (of cost `cost`): first each parameter
    /// update is tried as early as its inputs and the last reader of the parameter it
    /// overwrites allow (so its gradient dies early), and an update that comes before a read
    /// of that parameter just after the read (so it can overwrite it); then, round after
    /// round, ops computed before the peak but read only after it are tried just before their
    /// first reader, and ops after the peak whose inputs are all ready before it are tried
    /// just after their last input. A move is kept when it lowers the cost (early updates: when
    /// it does not raise it). Deterministic: candidates are tried in a fixed order and bounded
    /// in number; `left` is the work ([`REFINE_WORK`]) still allowed.
    fn refine_pass(
        &self,
        order: Vec<usize>,
        mut cost: u64,
        succs: &Successors,
        left: &std::cell::Cell<u64>,
    ) -> (Vec<usize>, u64) {
        let mut at = Moving::new(self, order);
        debug_assert_eq!(at.cost(), cost);
        // The cost of a move, while the work allows.
        let cost_of = |at: &Moving, from: usize, to: usize| {
            left.set(left.get().checked_sub(self.n as u64)?);
            Some(at.cost_moved(from, to))
        };
        // Updates as early as they may go.
        for &(ref arg_readers, d, _, _) in &self.donations {
            let pos = at.positions();
            let earliest = self.preds[d]
                .iter()
                .map(|&p| pos[p] as usize + 1)
                .chain(
                    arg_readers
                        .iter()
                        .filter(|&&r| r as usize != d)
                        .map(|&r| pos[r as usize] as usize + 1),
                )
                .max()
                .unwrap_or(0);
            let from = pos[d] as usize;
            if earliest < from {
                let Some(c) = cost_of(&at, from, earliest) else {
                    break;
                };
                if c <= cost {
                    at.apply(from, earliest);
                    cost = c;
                }
            }
        }
        // Updates that come before a read of the parameter they overwrite (their donation
        // broken, so they hold their own buffer to the end) tried just after that read.
        for &(ref arg_readers, d, elementwise, _) in &self.donations {
            let pos = at.positions();
            let last_read = arg_readers
                .iter()
                .filter(|&&r| r as usize != d)
                .map(|&r| pos[r as usize] as usize)
                .max();
            let from = pos[d] as usize;
            let Some(last_read) = last_read.filter(|&l| l > from) else {
                continue;
            };
            let blocked = succs.of(d).iter().any(|&s| pos[s] as usize <= last_read);
            if blocked || (!elementwise && arg_readers.contains(&(d as u32))) {
                continue;
            }
            let Some(c) = cost_of(&at, from, last_read) else {
                break;
            };
            if c < cost {
                at.apply(from, last_read);
                cost = c;
            }
        }
        for _ in 0..REFINE_ROUNDS {
            let (pos, order) = (at.positions(), at.order());
            let peak = at.peak_position();
            let mut moves: Vec<(usize, usize)> = Vec::new();
            for (p, &i) in order.iter().enumerate() {
                let first_reader = succs.of(i).iter().map(|&s| pos[s] as usize).min();
                let last_input = self.preds[i].iter().map(|&q| pos[q] as usize).max();
                if p <= peak && first_reader.is_some_and(|f| f > peak + 1) {
                    if self.result_bytes(i) > 0 {
                        moves.push((p, first_reader.unwrap() - 1));
                    }
                } else if p > peak && last_input.is_none_or(|l| l < peak) {
                    moves.push((p, last_input.map_or(0, |l| l + 1)));
                }
            }
            moves.truncate(REFINE_MOVES);
            // The first of the cheapest.
            let best = moves
                .iter()
                .map_while(|&(from, to)| cost_of(&at, from, to).map(|c| (c, (from, to))))
                .min_by_key(|(c, _)| *c);
            match best {
                Some((c, (from, to))) if c < cost => {
                    at.apply(from, to);
                    cost = c;
                }
                _ => match self.hoist(&mut at, cost, left) {
                    Some(c) => cost = c,
                    None => break,
                },
            }
        }
        debug_assert_eq!(at.cost(), cost);
        (at.order().to_vec(), cost)
    }

    /// Where no single move lowers the cost: small groups of ops after the peak moved
    /// together to just after their last input from before it, when one op alone cannot go
    /// (a loss computed at the end of the step from a log-softmax: the subtraction, the
    /// gather of the labels' entries and the sum; a bias gradient's sum with its reduction's
    /// initial value, a constant placed just before it). A group is an op and the ops after
    /// the peak it depends on, at most [`HOIST_OPS`]; it is tried when it holds the last
    /// reader of a value live across the peak, the cheapest kept when it lowers the cost.
    /// Returns the new cost, or `None` (the order unchanged) when no group lowers it.
    fn hoist<'g>(
        &'g self,
        at: &mut Moving<'g>,
        cost: u64,
        left: &std::cell::Cell<u64>,
    ) -> Option<u64> {
        let peak = at.peak_position();
        let (pos, order) = (at.positions(), at.order());
        let mut groups: Vec<(u64, usize, Vec<usize>)> = Vec::new();
        let mut in_group = vec![false; self.n];
        // One op's group, the ops still to look at and the group's inputs, kept between ops.
        let (mut group, mut stack, mut inputs): (Vec<usize>, Vec<usize>, Vec<usize>) =
            Default::default();
        for &i in order.iter().skip(peak + 1) {
            // The op and what it depends on after the peak, while few.
            group.clear();
            stack.clear();
            inputs.clear();
            group.push(i);
            stack.push(i);
            in_group[i] = true;
            while let Some(o) = stack.pop() {
                for &q in &self.preds[o] {
                    if in_group[q] {
                        continue;
                    }
                    if pos[q] as usize > peak {
                        in_group[q] = true;
                        group.push(q);
                        stack.push(q);
                    } else {
                        inputs.push(q);
                    }
                }
                if group.len() > HOIST_OPS {
                    break;
                }
            }
            // Values read in the group and nowhere after the peak outside it die before the
            // peak once the group moves; the group's own results read outside it live from
            // before the peak instead. Tried when the first outweigh the second.
            let d = &self.dense;
            let results = |o: usize| d.first[o] as usize..d.first[o + 1] as usize;
            let freed: u64 = inputs
                .iter()
                .flat_map(|&q| results(q))
                .filter(|&r| {
                    d.readers[r]
                        .iter()
                        .all(|&o| in_group[o as usize] || (pos[o as usize] as usize) < peak)
                })
                .fold(0u64, |t, r| t.saturating_add(d.bytes[r]));
            let kept: u64 = group
                .iter()
                .flat_map(|&o| results(o))
                .filter(|&r| d.readers[r].iter().any(|&o| !in_group[o as usize]))
                .fold(0u64, |t, r| t.saturating_add(d.bytes[r]));
            for &o in &group {
                in_group[o] = false;
            }
            if group.len() < 2 || group.len() > HOIST_OPS || freed <= kept {
                continue;
            }
            let to = inputs
                .iter()
                .map(|&q| pos[q] as usize + 1)
                .max()
                .unwrap_or(0);
            group.sort_unstable_by_key(|&o| pos[o]);
            if to <= peak && !groups.iter().any(|(_, _, g)| *g == group) {
                groups.push((freed - kept, to, group.clone()));
            }
        }
        // The groups freeing most first (the earliest among equals), a few of them.
        groups.sort_by_key(|&(gain, _, _)| std::cmp::Reverse(gain));
        groups.truncate(HOIST_TRIES);
        let mut best: Option<(u64, Vec<usize>)> = None;
        for (_, to, group) in &groups {
            left.set(left.get().checked_sub(self.n as u64)?);
            // The order with the group at `to`, in the order it had.
            let mut moved: Vec<usize> = Vec::with_capacity(self.n);
            moved.extend_from_slice(&order[..*to]);
            moved.extend_from_slice(group);
            moved.extend(order[*to..].iter().copied().filter(|o| !group.contains(o)));
            let c = self.cost(&moved);
            let worth = c.saturating_add(cost / HOIST_GAIN) < cost;
            if worth && best.as_ref().is_none_or(|(b, _)| c < *b) {
                best = Some((c, moved));
            }
        }
        let (c, moved) = best?;
        *at = Moving::new(self, moved);
        debug_assert_eq!(at.cost(), c);
        Some(c)
    }

    fn order(&self, a: Algorithm) -> Vec<usize> {
        match a {
            Algorithm::Program | Algorithm::Best => (0..self.n).collect(),
            Algorithm::List => self.list(),
            Algorithm::Dfs => self.post_order(true),
            Algorithm::PostOrder => self.post_order(false),
        }
    }

    /// Post-order from the results (then from every op, in program order, so nothing is
    /// lost); with `biggest_first`, operands with larger subtrees (in bytes) go first.
    fn post_order(&self, biggest_first: bool) -> Vec<usize> {
        let weight: Vec<u64> = if biggest_first {
            // Bytes an op's transitive operands produce (an over-count on shared subtrees,
            // as in XLA's heuristic).
            let mut w = vec![0u64; self.n];
            for i in 0..self.n {
                let own = self.result_bytes(i);
                // Saturating: shared subtrees are counted once per path, which grows fast.
                w[i] = self.preds[i]
                    .iter()
                    .fold(own, |acc, &p| acc.saturating_add(w[p]));
            }
            w
        } else {
            vec![0; self.n]
        };
        // Each op's operands' ops in the order the walk visits them, all in one vector:
        // those of op `i` at `first[i]..first[i + 1]`.
        let mut first = Vec::with_capacity(self.n + 1);
        let mut kids: Vec<usize> = Vec::with_capacity(self.preds.iter().map(Vec::len).sum());
        for p in &self.preds {
            first.push(kids.len());
            let at = kids.len();
            kids.extend_from_slice(p);
            kids[at..].sort_by_key(|&p| (std::cmp::Reverse(weight[p]), p));
        }
        first.push(kids.len());
        let mut done = vec![false; self.n];
        let mut out = Vec::with_capacity(self.n);
        // Iterative DFS: (node, its next child's index in `kids`).
        let mut stack: Vec<(usize, usize)> = Vec::new();
        for root in self.roots.iter().copied().chain(0..self.n) {
            if done[root] {
                continue;
            }
            stack.push((root, first[root]));
            while let Some((node, k)) = stack.pop() {
                if done[node] {
                    continue;
                }
                if k < first[node + 1] {
                    let c = kids[k];
                    stack.push((node, k + 1));
                    if !done[c] {
                        stack.push((c, first[c]));
                    }
                } else {
                    done[node] = true;
                    out.push(node);
                }
            }
        }
        out
    }

    /// XLA-style list scheduling: the ready op with the most bytes freed net of bytes
    /// allocated, program order on ties. The ready ops wait in a heap by score; an op's score
    /// only grows (when it becomes the last unscheduled reader of a value), so a grown score is
    /// pushed again and the stale entry skipped when it comes out.
    fn list(&self) -> Vec<usize> {
        // On the results' dense numbers: `dense.reads` and `dense.readers` are the block's
        // values each op reads and the ops reading each (deduplicated, like `reads`).
        let d = &self.dense;
        let mut unscheduled_readers: Vec<u32> = d.readers.iter().map(|r| r.len() as u32).collect();
        let mut npreds: Vec<usize> = self.preds.iter().map(|p| p.len()).collect();
        let succs = self.successors();
        let mut done = vec![false; self.n];
        // In i128: sums of byte sizes up to 2^64 each neither wrap nor overflow.
        let score = |i: usize, unscheduled_readers: &[u32]| -> i128 {
            let freed: i128 = d.reads[i]
                .iter()
                .filter(|&&v| unscheduled_readers[v as usize] == 1)
                .map(|&v| i128::from(d.bytes[v as usize]))
                .sum();
            let (lo, hi) = (d.first[i] as usize, d.first[i + 1] as usize);
            let alloc: i128 = d.bytes[lo..hi].iter().map(|&b| i128::from(b)).sum();
            freed - alloc
        };
        let mut scores = vec![0i128; self.n];
        let mut ready = std::collections::BinaryHeap::new();
        for i in (0..self.n).filter(|&i| npreds[i] == 0) {
            scores[i] = score(i, &unscheduled_readers);
            ready.push((scores[i], std::cmp::Reverse(i)));
        }
        let mut out = Vec::with_capacity(self.n);
        while let Some((s, std::cmp::Reverse(i))) = ready.pop() {
            if done[i] || s != scores[i] {
                continue;
            }
            done[i] = true;
            out.push(i);
            for &v in &d.reads[i] {
                let v = v as usize;
                unscheduled_readers[v] -= 1;
                if unscheduled_readers[v] != 1 {
                    continue;
                }
                // The last reader of `v` now frees it: its score grew.
                for &r in &d.readers[v] {
                    let r = r as usize;
                    if !done[r] && npreds[r] == 0 {
                        scores[r] = score(r, &unscheduled_readers);
                        ready.push((scores[r], std::cmp::Reverse(r)));
                    }
                }
            }
            for &s in succs.of(i) {
                npreds[s] -= 1;
                if npreds[s] == 0 {
                    scores[s] = score(s, &unscheduled_readers);
                    ready.push((scores[s], std::cmp::Reverse(s)));
                }
            }
        }
        out
    }

    /// The bytes of op `i`'s results (outputs count 0).
    fn result_bytes(&self, i: usize) -> u64 {
        let d = &self.dense;
        d.bytes[d.first[i] as usize..d.first[i + 1] as usize]
            .iter()
            .fold(0u64, |t, &b| t.saturating_add(b))
    }

    /// Each op's successors (the ops with it among their `preds`), in program order.
    fn successors(&self) -> Successors {
        let mut first = vec![0usize; self.n + 1];
        for &p in self.preds.iter().flatten() {
            first[p + 1] += 1;
        }
        for p in 0..self.n {
            first[p + 1] += first[p];
        }
        let mut next = first.clone();
        let mut all = vec![0usize; first[self.n]];
        for i in 0..self.n {
            for &p in &self.preds[i] {
                all[next[p]] = i;
                next[p] += 1;
            }
        }
        Successors { first, all }
    }
}

/// [`Graph::successors`]: all in one vector, op `p`'s at `first[p]..first[p + 1]`.
struct Successors {
    first: Vec<usize>,
    all: Vec<usize>,
}

impl Successors {
    /// Op `p`'s successors.
    fn of(&self, p: usize) -> &[usize] {
        &self.all[self.first[p]..self.first[p + 1]]
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// Steps whose blocks have in-place chains, outputs with their own buffers, donations (read and broken
    /// in some orders) and workspaces: random straight-line steps (two of their three
    /// arguments donated to outputs, or none), and the zoo's tiny models planned up to
    /// `schedule`.
    pub(crate) fn steps() -> Vec<(String, Module)> {
        let mut out = Vec::new();
        for seed in 1..12u64 {
            let mut text = random_step(10 + seed * 9, seed * 0x2545_f491);
            if seed % 3 != 0 {
                text = text.replacen(
                    "<{sym_name",
                    "<{arg_attrs = [{tf.aliasing_output = 0 : i32}, {}, {tf.aliasing_output = 2 : i32}], sym_name",
                    1,
                );
            }
            let m = lowtide_ir::parse(&text, "random.mlir").unwrap();
            out.push((format!("random {seed}"), m));
        }
        use crate::frontend::zoo::{build, ZooOptions};
        for (name, o) in [
            (
                "gpt2",
                ZooOptions {
                    batch: 2,
                    seq: Some(4),
                    layers: Some(1),
                    width: Some(8),
                    heads: Some(2),
                    vocab: Some(11),
                    ..Default::default()
                },
            ),
            (
                "resnet18",
                ZooOptions {
                    batch: 2,
                    image: Some(16),
                    classes: Some(3),
                    width: Some(4),
                    ..Default::default()
                },
            ),
        ] {
            let mut m = build(name, &o).unwrap();
            let fuse = (crate::fusion::fuse::info().create)(&Default::default()).unwrap();
            let passes: Vec<Box<dyn crate::Pass>> = vec![
                Box::new(crate::cleanup::inline::Inline::default()),
                Box::new(crate::cleanup::canonicalize::Canonicalize::default()),
                Box::new(crate::cleanup::cse::Cse),
                fuse,
            ];
            for mut p in passes {
                p.run(&mut m).unwrap();
            }
            out.push((name.to_string(), m));
        }
        out
    }

    /// The list scheduler as it was, scanning every ready op at each step: the heap must pick
    /// the same ops in the same order.
    fn list_by_scan(g: &Graph) -> Vec<usize> {
        let d = &g.dense;
        let mut unscheduled_readers = vec![0u32; d.def.len()];
        for i in 0..g.n {
            for &v in &d.reads[i] {
                unscheduled_readers[v as usize] += 1;
            }
        }
        let mut npreds: Vec<usize> = g.preds.iter().map(|p| p.len()).collect();
        let mut succs = vec![Vec::new(); g.n];
        for i in 0..g.n {
            for &p in &g.preds[i] {
                succs[p].push(i);
            }
        }
        let mut ready: Vec<usize> = (0..g.n).filter(|&i| npreds[i] == 0).collect();
        let mut out = Vec::new();
        while !ready.is_empty() {
            let score = |i: usize| -> i128 {
                let freed: i128 = d.reads[i]
                    .iter()
                    .filter(|&&v| unscheduled_readers[v as usize] == 1)
                    .map(|&v| i128::from(d.bytes[v as usize]))
                    .sum();
                let results = d.first[i] as usize..d.first[i + 1] as usize;
                freed
                    - d.bytes[results]
                        .iter()
                        .map(|&b| i128::from(b))
                        .sum::<i128>()
            };
            let (k, _) = ready
                .iter()
                .enumerate()
                .max_by_key(|&(_, &i)| (score(i), std::cmp::Reverse(i)))
                .unwrap();
            let i = ready.swap_remove(k);
            out.push(i);
            for &v in &d.reads[i] {
                unscheduled_readers[v as usize] -= 1;
            }
            for &s in &succs[i] {
                npreds[s] -= 1;
                if npreds[s] == 0 {
                    ready.push(s);
                }
            }
        }
        out
    }

    /// A random straight-line function of `n` ops over tensors of three sizes (one argument
    /// of each), each op reading one or two earlier values of its size; the last value of
    /// each size is returned.
    pub(super) fn random_step(n: u64, seed: u64) -> String {
        let mut s = seed | 1;
        let mut next = |m: u64| {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            s % m.max(1)
        };
        let ts = ["tensor<4x8xf32>", "tensor<16x8xf32>", "tensor<64x8xf32>"];
        // The values of each size, by name.
        let mut of: Vec<Vec<String>> = (0..3).map(|k| vec![format!("%a{k}")]).collect();
        let mut text = format!(
            "\"func.func\"() <{{sym_name = \"main\", function_type = ({a}, {b}, {c}) -> ({a}, {b}, {c})}}> ({{\n^bb0(%a0: {a}, %a1: {b}, %a2: {c}):\n",
            a = ts[0],
            b = ts[1],
            c = ts[2]
        );
        for i in 1..=n {
            let k = next(3) as usize;
            let t = ts[k];
            let x = of[k][next(of[k].len() as u64) as usize].clone();
            let y = of[k][next(of[k].len() as u64) as usize].clone();
            let rhs = if next(2) == 0 {
                format!("\"stablehlo.tanh\"({x}) : ({t}) -> {t}")
            } else {
                format!("\"stablehlo.add\"({x}, {y}) : ({t}, {t}) -> {t}")
            };
            text.push_str(&format!("  %v{i} = {rhs}\n"));
            of[k].push(format!("%v{i}"));
        }
        let last: Vec<String> = of.iter().map(|v| v.last().unwrap().clone()).collect();
        text.push_str(&format!(
            "  \"func.return\"({}) : ({}, {}, {}) -> ()\n}}) : () -> ()\n",
            last.join(", "),
            ts[0],
            ts[1],
            ts[2]
        ));
        text
    }

    #[test]
    fn the_heap_list_scheduler_picks_as_the_scan_did() {
        for seed in 1..40u64 {
            let text = random_step(20 + seed * 7, seed * 0x9e37_79b9);
            let m = lowtide_ir::parse(&text, "random.mlir").unwrap();
            let f = m.function("main").unwrap();
            let g = Graph::build(&m, m.entry_block(f).unwrap());
            assert_eq!(g.list(), list_by_scan(&g), "seed {seed}");
        }
    }

    /// A loss computed at the end of the step from a 4 KiB value that the backward pass read
    /// long before (a log-softmax's gather and sum): no single op can move to free it, since
    /// the `log` alone would hold its own 4 KiB across the peak and the sum waits for the
    /// `log` and for its initial value, a constant placed just before it. The refinement
    /// moves the three together to just after the exponential, and the 4 KiB dies before the
    /// peak.
    #[test]
    fn a_loss_computed_at_the_end_moves_before_the_peak_as_a_group() {
        let text = r#"
"func.func"() <{function_type = (tensor<1024xf32>, tensor<2048xf32>) -> (tensor<2048xf32>, tensor<f32>), sym_name = "main"}> ({
^bb0(%x: tensor<1024xf32>, %y: tensor<2048xf32>):
  %l = "stablehlo.exponential"(%x) : (tensor<1024xf32>) -> tensor<1024xf32>
  %g = "stablehlo.negate"(%l) : (tensor<1024xf32>) -> tensor<1024xf32>
  %z = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %sg = "stablehlo.reduce"(%g, %z) <{dimensions = array<i64: 0>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %r = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%r) : (tensor<f32>) -> ()
  }) : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
  %b = "stablehlo.exponential"(%y) : (tensor<2048xf32>) -> tensor<2048xf32>
  %c = "stablehlo.sine"(%y) : (tensor<2048xf32>) -> tensor<2048xf32>
  %d = "stablehlo.add"(%b, %c) : (tensor<2048xf32>, tensor<2048xf32>) -> tensor<2048xf32>
  %sb = "stablehlo.broadcast_in_dim"(%sg) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2048xf32>
  %h = "stablehlo.multiply"(%d, %sb) : (tensor<2048xf32>, tensor<2048xf32>) -> tensor<2048xf32>
  %s = "stablehlo.log"(%l) : (tensor<1024xf32>) -> tensor<1024xf32>
  %z2 = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %loss = "stablehlo.reduce"(%s, %z2) <{dimensions = array<i64: 0>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %r = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%r) : (tensor<f32>) -> ()
  }) : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
  "func.return"(%h, %loss) : (tensor<2048xf32>, tensor<f32>) -> ()
}) : () -> ()
"#;
        let m = lowtide_ir::parse(text, "loss.mlir").unwrap();
        let f = m.function("main").unwrap();
        let g = Graph::build(&m, m.entry_block(f).unwrap());
        let program: Vec<usize> = (0..g.n).collect();
        let (order, cost, limited) = g.refine(program.clone(), g.cost(&program));
        assert!(!limited);
        let name = |i: usize| m.name(g.ops[i]).to_string();
        let at = |op: &str| order.iter().position(|&i| name(i) == op).unwrap();
        // Before, the first exponential's 4 KiB is live where b, c and their sum peak; after,
        // it is gone there.
        assert_eq!(
            g.cost(&program) - cost,
            4096,
            "{:?}",
            order.iter().map(|&i| name(i)).collect::<Vec<_>>()
        );
        assert!(at("stablehlo.log") < at("stablehlo.sine"));
    }
}
