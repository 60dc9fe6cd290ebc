//! `assign-buffers`: gives every value of a function's top-level block, and every op's declared
//! workspace, an offset in one arena, at the liveness lower bound when the placer can reach it.
//!
//! Decisions, made before placement:
//! - **outputs** (values the function returns) live in their own allocations, as in XLA's
//!   accounting; a returned value whose result index an argument donates with
//!   `tf.aliasing_output` is written into that argument's buffer instead, when the argument
//!   is read for the last time no later than the value is computed;
//! - **in place**: an elementwise op may write its result over an operand of the same size that
//!   is read for the last time by this op; a `while` carry over its initial operand when the
//!   loop reads that operand for the last time (and its regions do not read it from outside);
//! - **streaming**: an op whose result rows each read one row of its first operand
//!   ([`rows_independent`]: a convolution's batch, a matmul's lhs rows) may write its result
//!   over that operand when it is read for the last time there and has the same size: the
//!   result sits one block of rows (`lt.stream` rows, at most 32 blocks) below the operand,
//!   and the op runs block by block, so each block lands on rows already read. The pair
//!   costs the operand's bytes plus one block instead of both;
//! - **views**: a `reshape` of an operand read for the last time by the reshape shares its bytes;
//! - **output buffers before their output**: a buffer group that dies before an output with a
//!   buffer of its own is first written may live in that buffer, at an offset of its own,
//!   out of the arena ([`crate::memory::borrow_outputs`]);
//! - everything else in the top-level block gets its own range; values inside regions (reduce
//!   bodies) are the kernel's scalars and need none.
//!
//! The plan is written into the IR as attributes, so anything that reads lowtide IR can run or
//! check it: on each op with results `lt.offset` (arena offset per result, -1 when not in the
//! arena), `lt.live` (the half-open live range per result, as program points; see
//! [`crate::analysis::liveness`]), `lt.reuse` (operand index whose bytes a result takes, -1 for none),
//! `lt.donate` (argument whose buffer a result is written into, -1 for none), `lt.output`
//! (function result whose buffer a value lives in before that result is written, -1 for
//! none; its `lt.offset` entry is then the byte in that buffer), `lt.stream` (rows per block of a streamed op), `lt.workspace`
//! (offset and bytes); on the function `lt.arena_bytes`, `lt.arena_lower_bound`,
//! `lt.alignment` and `lt.placement` (the method that placed it).

use crate::analysis::liveness::{after, before, Liveness};
use crate::analysis::reuse::reusable_operands;
use crate::manager::{int_option, Pass, PassArgs, PassError, PassInfo, PassOption, PassOutcome};
use crate::memory::borrow_outputs::{borrow, Window};
use crate::memory::placement::{check_input, lower_bound, place, Interval, Limits};
use lowtide_ir::entity::SecondaryMap;
use lowtide_ir::ops::{reads_value_elementwise, rows_independent};
use lowtide_ir::plan::{FunctionPlan, OpPlan};
use lowtide_ir::workspace::workspace_bytes;
use lowtide_ir::{Attr, Module, Op, OpKind, Type, Value};
use std::time::Duration;

/// The `assign-buffers` pass.
pub struct AssignBuffers {
    /// Offset alignment in bytes.
    pub alignment: u64,
    /// Nodes the exact placement search may visit per function: the bound on its work, the
    /// same on any machine, so the same input always gets the same plan.
    pub node_limit: u64,
    /// Buffers the exact placement search may visit per function, over all its nodes: the
    /// bound on its time on large functions, where a node visits thousands of buffers (the
    /// same on any machine, as the node limit).
    pub work_limit: u64,
    /// Time the placement may take per function, in milliseconds: a safety net only. When it
    /// fires, `lt.placement` says so (the plan may then differ on a machine more or less busy).
    pub time_limit_ms: u64,
}

/// [`AssignBuffers::node_limit`]'s default.
pub const NODE_LIMIT: u64 = 1_000_000;
/// [`AssignBuffers::work_limit`]'s default: about a second of search on this project's 2-core
/// VM (10 to 20 ns a buffer visited). Where the search meets the lower bound it most often
/// does so in about three nodes per buffer; on the bench steps, the unseen steps and the zoo
/// models (default and at 60%) no packing it found took more than 2.8 million visits, and a
/// `keras.applications` DenseNet-121's largest (3,444 buffers) took 26 million. A search that
/// finds nothing spends all of it: before this limit, 1,000,000 nodes over that DenseNet's
/// 3,564 buffers took 35 s (3.3 billion visits) to find no packing 0.35% below greedy's.
pub const WORK_LIMIT: u64 = 1 << 26;
/// [`AssignBuffers::time_limit_ms`]'s default.
pub const TIME_LIMIT_MS: u64 = 60_000;

impl Default for AssignBuffers {
    fn default() -> Self {
        AssignBuffers {
            alignment: 64,
            node_limit: NODE_LIMIT,
            work_limit: WORK_LIMIT,
            time_limit_ms: TIME_LIMIT_MS,
        }
    }
}

const SUMMARY: &str =
    "place every value and workspace in one arena (in-place reuse, views, donation)";
const OPTIONS: &[PassOption] = &[
    PassOption {
        name: "alignment",
        help: "offset alignment in bytes",
        default: "64",
    },
    PassOption {
        name: "node-limit",
        help: "nodes the exact placement search may visit per function (the deterministic bound on its work)",
        default: "1000000",
    },
    PassOption {
        name: "work-limit",
        help: "buffers the exact placement search may visit per function, over all its nodes (bounds its time on large functions; deterministic)",
        default: "67108864",
    },
    PassOption {
        name: "time-limit",
        help: "milliseconds the placement may take per function: a safety net, reported in lt.placement when it fires",
        default: "60000",
    },
];

/// Registry entry.
pub fn info() -> PassInfo {
    PassInfo {
        name: "assign-buffers",
        summary: SUMMARY,
        options: OPTIONS,
        create: |a: &PassArgs| {
            let alignment = int_option(a, "alignment", 64)?;
            if alignment == 0 || !alignment.is_power_of_two() {
                return Err(format!(
                    "option 'alignment' must be a power of two, got {alignment}"
                ));
            }
            Ok(Box::new(AssignBuffers {
                alignment,
                node_limit: int_option(a, "node-limit", NODE_LIMIT)?,
                work_limit: int_option(a, "work-limit", WORK_LIMIT)?,
                time_limit_ms: int_option(a, "time-limit", TIME_LIMIT_MS)?,
            }))
        },
    }
}

impl Pass for AssignBuffers {
    fn name(&self) -> &'static str {
        "assign-buffers"
    }
    fn summary(&self) -> &'static str {
        SUMMARY
    }
    fn options(&self) -> &'static [PassOption] {
        OPTIONS
    }
    fn run(&mut self, m: &mut Module) -> Result<PassOutcome, PassError> {
        let mut stats = PassOutcome {
            changed: false,
            stats: Vec::new(),
        };
        let (mut arena, mut values, mut reused, mut donated) = (0, 0, 0, 0);
        let mut timed_out = 0;
        for (f, _) in m.functions() {
            if m.entry_block(f).is_none() {
                continue;
            }
            let limits = Limits {
                max_nodes: self.node_limit,
                max_work: self.work_limit,
                time: Duration::from_millis(self.time_limit_ms),
            };
            let p = plan_function(m, f, self.alignment, limits)?;
            timed_out += u64::from(p.timed_out);
            arena += p.arena;
            values += p.values;
            reused += p.reused;
            donated += p.donated;
            stats.changed = true;
        }
        stats.stats = vec![
            ("arena-bytes", arena),
            ("values-placed", values),
            ("in-place-or-view", reused),
            ("donations", donated),
            ("placement-time-limit", timed_out),
        ];
        Ok(stats)
    }
}

/// Buffer groups and the intervals that place them.
struct Groups {
    reuse: SecondaryMap<Value, Option<usize>>,
    /// Offset of each value from its group's root (a streamed result sits below its operand).
    rel: SecondaryMap<Value, i64>,
    /// Rows per block of each streamed result.
    stream: SecondaryMap<Value, Option<u64>>,
    reused_count: u64,
    group_of: SecondaryMap<Value, Option<usize>>,
    /// One per buffer group, then one per workspace.
    intervals: Vec<Interval>,
    /// Per buffer group: its members' lowest and highest byte, relative to its root.
    extent: Vec<(i64, i64)>,
    values: u64,
    in_output: SecondaryMap<Value, Option<usize>>,
    /// (op index, interval, bytes) per workspace.
    workspace: Vec<(usize, usize, u64)>,
}

impl Groups {
    /// Where `v` (in buffer group `g`) sits in the group's range.
    fn inside(&self, v: Value, g: usize) -> u64 {
        (self.rel[v] - self.extent[g].0) as u64
    }
}

struct Assigned {
    arena: u64,
    values: u64,
    reused: u64,
    donated: u64,
    timed_out: bool,
}

fn find(parent: &mut SecondaryMap<Value, Option<Value>>, v: Value) -> Value {
    let mut r = v;
    while let Some(p) = parent[r] {
        r = p;
    }
    let mut c = v;
    while let Some(p) = parent[c] {
        parent[c] = Some(r);
        c = p;
    }
    r
}

/// Streaming needs at least this many rows: the block of rows the result sits below its
/// operand then costs at most an eighth of it.
const STREAM_MIN_ROWS: u64 = 8;

/// A streamed op runs in at most this many blocks of rows (one row each when it has no more).
const STREAM_BLOCKS: u64 = 32;

/// For an op that may stream (its only result as large as its first operand and not `i1`,
/// each result row read from that operand's row alone, at least [`STREAM_MIN_ROWS`] rows,
/// the operand read nowhere else by the op, its other operands no larger than a block of it):
/// the rows per block it runs in and the bytes of a result block, by which the result sits
/// below the operand when it streams. Every block reads the other operands whole (a GEMM packs
/// them again), so a block smaller than they are would spend more time re-reading them than
/// computing: a 64-row dot with a 4 MiB weight in 2-row blocks ran 8 times slower.
pub fn stream_block(m: &Module, op: Op) -> Option<(u64, u64)> {
    let d = &m.ops[op];
    let (&x, &[r]) = (d.operands.first()?, d.results.as_slice()) else {
        return None;
    };
    let rows = m.ty(x).as_tensor()?.static_dims()?.first().copied()?;
    let bytes = m.bytes(r)?;
    let block = rows.div_ceil(STREAM_BLOCKS);
    let others: u64 = d.operands[1..]
        .iter()
        .map(|&o| m.bytes(o).unwrap_or(u64::MAX))
        .fold(0, u64::saturating_add);
    // Also keeps `bytes / rows` defined: a zero-row (empty) operand never streams.
    if rows < STREAM_MIN_ROWS {
        return None;
    }
    // An i1 row need not start on a byte (buffers pack i1 eight to a byte).
    let ok = others <= bytes / rows * block
        && !m.ty(r).elem().is_some_and(|e| e.is_bool())
        && m.bytes(x) == Some(bytes)
        && rows_independent(m, op, 0)
        && !d.operands[1..].contains(&x);
    ok.then_some((block, bytes / rows * block))
}

fn plan_function(
    m: &mut Module,
    f: Op,
    alignment: u64,
    limits: Limits,
) -> Result<Assigned, String> {
    let grouped = Grouped::of(m, f, alignment)?;
    let placement = place(&grouped.arena_intervals(), grouped.target, limits);
    let placement_text = if placement.timed_out {
        format!(
            "{}, stopped at the {} ms time limit, so another run may place differently (raise assign-buffers' time-limit)",
            placement.method,
            limits.time.as_millis()
        )
    } else {
        placement.method.to_string()
    };
    let offsets = grouped.offsets(&placement.offsets);
    grouped
        .plan(m, &offsets, placement.height, placement_text)
        .write(m, f);
    // Arguments whose buffer receives a returned value.
    let facts = &grouped.facts;
    let donated = (0..facts.args.len())
        .filter(|&a| {
            facts
                .returned
                .iter()
                .any(|&v| grouped.donate_to[v] == Some(a))
        })
        .count() as u64;
    Ok(Assigned {
        arena: placement.height,
        values: grouped.groups.values,
        reused: grouped.groups.reused_count,
        donated,
        timed_out: placement.timed_out,
    })
}

/// The plan `assign-buffers` writes for `f` with its buffers not placed, for costing a
/// schedule without placing it (the recomputation search): every arena value at offset 0 and
/// the arena at its lower bound. Its live ranges, reuse and donations are the real plan's, so
/// its lower bound and peak are the placed plan's, and its footprint too wherever placement
/// reaches the lower bound. Never written: its offsets overlap.
pub(crate) fn unplaced_plan(m: &Module, f: Op) -> Result<FunctionPlan, String> {
    let alignment = AssignBuffers::default().alignment;
    let grouped = Grouped::of(m, f, alignment)?;
    let offsets = grouped.offsets(&vec![0; grouped.arena_intervals().len()]);
    Ok(grouped.plan(m, &offsets, grouped.lb, "not placed".to_string()))
}

/// A function's buffers grouped, with their lower bounds: what placing them starts from.
struct Grouped {
    facts: Facts,
    donate_to: SecondaryMap<Value, Option<usize>>,
    groups: Groups,
    /// Per interval: the output whose buffer holds it before that output is written, and its
    /// offset there ([`borrow`]); `None` for the arena's.
    borrowed: Vec<Option<(usize, u64)>>,
    /// The liveness lower bound of the arena.
    lb: u64,
    /// The lower bound with every buffer's size rounded up to the alignment: what placement
    /// aims for.
    target: u64,
    alignment: u64,
}

impl Grouped {
    fn of(m: &Module, f: Op, alignment: u64) -> Result<Grouped, String> {
        let facts = Facts::of(m, f)?;
        let (donate_to, taken) = donations(m, f, &facts);
        let groups = groups_streaming_where_it_helps(m, &facts, &taken, alignment)?;
        check_input(&groups.intervals).map_err(|e| format!("cannot plan @{}: {e}", facts.fname))?;
        // Buffer groups (not workspaces, not streamed ones) may move into an output's buffer.
        let movable = |i: usize| i < groups.extent.len() && groups.extent[i].0 >= 0;
        let borrowed = borrow(
            &groups.intervals,
            &movable,
            &windows(m, &facts, &taken, &groups),
        );
        let arena = in_arena(&groups.intervals, &borrowed);
        let lb = lower_bound(&arena);
        let target = lower_bound(
            &arena
                .iter()
                .map(|iv| Interval {
                    size: iv.size.div_ceil(alignment) * alignment,
                    ..*iv
                })
                .collect::<Vec<_>>(),
        );
        Ok(Grouped {
            facts,
            donate_to,
            groups,
            borrowed,
            lb,
            target,
            alignment,
        })
    }

    /// The intervals placed in the arena (those not moved into an output's buffer).
    fn arena_intervals(&self) -> Vec<Interval> {
        in_arena(&self.groups.intervals, &self.borrowed)
    }

    /// One offset per interval: the arena's `placed` (one per [`Grouped::arena_intervals`],
    /// in order), and each moved interval's offset in its output's buffer.
    fn offsets(&self, placed: &[u64]) -> Vec<u64> {
        let mut arena = placed.iter();
        self.borrowed
            .iter()
            .map(|b| match b {
                Some((_, o)) => *o,
                None => *arena.next().expect("one arena offset per arena interval"),
            })
            .collect()
    }

    /// The function's plan with its groups at `offsets` (one per interval) in an arena of
    /// `height` bytes, placed as `placement` says.
    fn plan(&self, m: &Module, offsets: &[u64], height: u64, placement: String) -> FunctionPlan {
        let (facts, groups) = (&self.facts, &self.groups);
        let mut ops: Vec<OpPlan> = facts
            .live
            .ops
            .iter()
            .enumerate()
            .map(|(d, &op)| {
                let results = &m.ops[op].results;
                if results.is_empty() {
                    return OpPlan::default();
                }
                OpPlan {
                    placed: true,
                    offset: results
                        .iter()
                        .map(|&r| groups.group_of[r].map(|g| offsets[g] + groups.inside(r, g)))
                        .collect(),
                    live: Some(
                        results
                            .iter()
                            .map(|&r| facts.live.range(r, Some(d)))
                            .collect(),
                    ),
                    reuse: results.iter().map(|&r| groups.reuse[r]).collect(),
                    donate: results.iter().map(|&r| self.donate_to[r]).collect(),
                    output: results
                        .iter()
                        .map(|&r| {
                            let moved = groups.group_of[r].and_then(|g| self.borrowed[g]);
                            groups.in_output[r].or(moved.map(|(k, _)| k))
                        })
                        .collect(),
                    stream: groups.stream[results[0]],
                    workspace: None,
                }
            })
            .collect();
        for &(d, g, w) in &groups.workspace {
            ops[d].workspace = Some((offsets[g], w));
        }
        FunctionPlan {
            arena_bytes: height,
            lower_bound: Some(self.lb),
            alignment: Some(self.alignment),
            placement: Some(placement),
            ops,
        }
    }
}

/// The intervals `borrowed` leaves in the arena, in order.
fn in_arena(intervals: &[Interval], borrowed: &[Option<(usize, u64)>]) -> Vec<Interval> {
    let ivs = intervals.iter().zip(borrowed);
    ivs.filter(|(_, b)| b.is_none())
        .map(|(iv, _)| *iv)
        .collect()
}

/// What planning a function starts from: its ops in order and their liveness, its arguments
/// and returned values, where each value is defined.
struct Facts {
    fname: String,
    live: Liveness,
    args: Vec<Value>,
    returned: Vec<Value>,
    /// The position of the op defining each value (`None` for arguments).
    def_index: SecondaryMap<Value, Option<u32>>,
    /// Where each output is first returned (`None`: not an output).
    output_at: SecondaryMap<Value, Option<usize>>,
}

/// The byte size of `v`, which `what` names in the error when it has none.
fn size_of(m: &Module, fname: &str, v: Value, what: &dyn Fn() -> String) -> Result<u64, String> {
    m.bytes(v).ok_or_else(|| {
        let t = m.ty(v);
        let why = if t.as_tensor().is_some_and(|t| t.static_dims().is_some()) {
            "whose byte size overflows 64 bits"
        } else {
            "that is dynamic or unsized"
        };
        format!("cannot plan @{fname}: {} has type {t} {why}", what())
    })
}

impl Facts {
    /// Whether `v` lives in the arena: computed by an op of the block, not returned.
    fn in_arena(&self, v: Value) -> bool {
        self.def_index[v].is_some() && self.output_at[v].is_none()
    }

    /// The facts of function `f`; an error when an argument or result has no byte size.
    fn of(m: &Module, f: Op) -> Result<Facts, String> {
        let block = m.entry_block(f).expect("checked by caller");
        let fname = m
            .attr(f, "sym_name")
            .and_then(Attr::as_str)
            .unwrap_or("?")
            .to_string();
        let live = Liveness::compute(m, block);
        let args = m.blocks[block].args.clone();
        // Which results are returned, and which of them an argument donates its buffer to.
        let returned = live.returned.clone();
        // Arguments and outputs live outside the arena but still need sizes (reports count them);
        // opaque ones (tokens) need none. Arena values are sized as they are placed.
        let sized = |v: &&Value| !matches!(m.ty(**v), Type::Opaque(_));
        for (a, &v) in args.iter().enumerate().filter(|(_, v)| sized(v)) {
            size_of(m, &fname, v, &|| format!("argument #{a}"))?;
        }
        for (k, &v) in returned.iter().enumerate().filter(|(_, v)| sized(v)) {
            size_of(m, &fname, v, &|| format!("result #{k}"))?;
        }
        let mut def_index: SecondaryMap<Value, Option<u32>> = m.value_table();
        for (i, &op) in live.ops.iter().enumerate() {
            for &r in &m.ops[op].results {
                def_index[r] = Some(i as u32);
            }
        }
        let mut output_at: SecondaryMap<Value, Option<usize>> = m.value_table();
        for (k, &v) in returned.iter().enumerate() {
            output_at[v].get_or_insert(k);
        }
        Ok(Facts {
            fname,
            live,
            args,
            returned,
            def_index,
            output_at,
        })
    }
}

/// Which returned values are written into the buffer of the argument that donates to them
/// (`donate_to[v]`, and `taken[v]` when one is): where the sizes match and the argument is
/// read for the last time no later than the value is written (at that op only when it reads
/// the argument element by element).
fn donations(
    m: &Module,
    f: Op,
    facts: &Facts,
) -> (
    SecondaryMap<Value, Option<usize>>,
    SecondaryMap<Value, bool>,
) {
    // donate_to[v] = argument whose buffer v is written into.
    let mut donate_to: SecondaryMap<Value, Option<usize>> = m.value_table();
    let mut taken: SecondaryMap<Value, bool> = m.value_table();
    for (a, k) in m.donations(f).iter().enumerate() {
        let Some(&v) = k.and_then(|k| facts.returned.get(k)) else {
            continue;
        };
        let Some(d) = facts.def_index[v] else {
            continue;
        };
        let arg = facts.args[a];
        if taken[v] || m.bytes(v) != m.bytes(arg) {
            continue;
        }
        let d = d as usize;
        let elementwise = reads_value_elementwise(m, facts.live.ops[d], arg);
        let ok = match facts.live.last_use[arg] {
            None => true,
            Some(u) => (u as usize) < d || (u as usize == d && elementwise),
        };
        if ok {
            donate_to[v] = Some(a);
            taken[v] = true;
        }
    }
    (donate_to, taken)
}

/// The outputs with a buffer of their own (not written into a donated argument, returned once,
/// computed by an op of the block) and the first program point at which each holds a value:
/// its in-place chain's first value, or the output itself.
fn windows(
    m: &Module,
    facts: &Facts,
    taken: &SecondaryMap<Value, bool>,
    groups: &Groups,
) -> Vec<Window> {
    let returned = &facts.returned;
    let mut times: SecondaryMap<Value, u32> = m.value_table();
    for &v in returned {
        times[v] += 1;
    }
    let mut until: Vec<Option<u64>> = returned
        .iter()
        .map(|&v| {
            let own = facts.def_index[v].is_some()
                && !taken[v]
                && times[v] == 1
                && !matches!(m.ty(v), Type::Opaque(_));
            own.then_some(u64::MAX)
        })
        .collect();
    for (d, &op) in facts.live.ops.iter().enumerate() {
        for &r in &m.ops[op].results {
            let Some(k) = groups.in_output[r].or(facts.output_at[r]) else {
                continue;
            };
            let lo = facts.live.range(r, Some(d)).0;
            if let Some(u) = &mut until[k] {
                *u = (*u).min(lo);
            }
        }
    }
    until
        .iter()
        .enumerate()
        .filter_map(|(k, u)| {
            Some(Window {
                output: k,
                bytes: m.bytes(returned[k])?,
                until: (*u)?,
            })
        })
        .collect()
}

/// The buffer groups of the function (values sharing bytes: in-place reuse, views, streaming,
/// loop carries taking their operand's bytes) and the intervals to place, one per group and
/// one per workspace; ops stream only where `allowed` says.
fn groups(
    m: &Module,
    facts: &Facts,
    taken: &SecondaryMap<Value, bool>,
    alignment: u64,
    allowed: &dyn Fn(Op) -> bool,
) -> Result<Groups, String> {
    let Sharing {
        mut parent,
        reuse,
        rel,
        stream,
        reused_count,
        output_home,
    } = sharing(m, facts, taken, alignment, allowed);
    // Intervals: one per buffer group, one per workspace.
    let mut group_of: SecondaryMap<Value, Option<usize>> = m.value_table();
    let mut intervals: Vec<Interval> = Vec::with_capacity(facts.live.ops.len());
    let mut values = 0;
    // Per value group: the lowest and highest byte of its members, relative to its root.
    let mut extent: Vec<(i64, i64)> = Vec::new();
    let mut in_output: SecondaryMap<Value, Option<usize>> = m.value_table();
    for (d, &op) in facts.live.ops.iter().enumerate() {
        for &r in &m.ops[op].results.clone() {
            if !facts.in_arena(r) {
                continue;
            }
            let size = size_of(m, &facts.fname, r, &|| {
                format!("a result of '{}'", m.name(op))
            })?;
            let (lo, hi) = facts.live.range(r, Some(d));
            let root = find(&mut parent, r);
            if let Some(k) = output_home[root] {
                in_output[r] = Some(k);
                continue;
            }
            let g = match group_of[root] {
                Some(g) => g,
                None => {
                    intervals.push(Interval {
                        lower: lo,
                        upper: hi,
                        size: 0,
                        align: alignment,
                    });
                    group_of[root] = Some(intervals.len() - 1);
                    intervals.len() - 1
                }
            };
            group_of[r] = Some(g);
            if extent.len() <= g {
                extent.resize(g + 1, (i64::MAX, i64::MIN));
            }
            let (low, high) = &mut extent[g];
            (*low, *high) = ((*low).min(rel[r]), (*high).max(rel[r] + size as i64));
            let iv = &mut intervals[g];
            iv.lower = iv.lower.min(lo);
            iv.upper = iv.upper.max(hi);
            iv.size = (*high - *low) as u64;
            values += 1;
        }
    }
    let mut workspace: Vec<(usize, usize, u64)> = Vec::new();
    for (d, &op) in facts.live.ops.iter().enumerate() {
        let w = workspace_bytes(m, op);
        if w > 0 {
            intervals.push(Interval {
                lower: before(d),
                upper: after(d),
                size: w,
                align: alignment,
            });
            workspace.push((d, intervals.len() - 1, w));
        }
    }
    Ok(Groups {
        reuse,
        rel,
        stream,
        reused_count,
        group_of,
        intervals,
        extent,
        values,
        in_output,
        workspace,
    })
}

/// Which values share bytes, as a union-find over values.
struct Sharing {
    /// Union-find parent: a value shares its group root's bytes.
    parent: SecondaryMap<Value, Option<Value>>,
    /// The operand whose bytes each result takes over.
    reuse: SecondaryMap<Value, Option<usize>>,
    /// Offset of each value from its group's root (streamed results sit below their operand).
    rel: SecondaryMap<Value, i64>,
    /// Rows per block of each streamed result.
    stream: SecondaryMap<Value, Option<u64>>,
    reused_count: u64,
    /// Buffer groups that end in an output live in that output's buffer (result index).
    output_home: SecondaryMap<Value, Option<usize>>,
}

/// In-place reuse, views, streaming (only where `allowed` says) and loop carries taking
/// their operand's bytes, in program order.
fn sharing(
    m: &Module,
    facts: &Facts,
    taken: &SecondaryMap<Value, bool>,
    alignment: u64,
    allowed: &dyn Fn(Op) -> bool,
) -> Sharing {
    // Buffer groups: in-place reuse and views.
    let mut parent: SecondaryMap<Value, Option<Value>> = m.value_table();
    let mut reuse: SecondaryMap<Value, Option<usize>> = m.value_table();
    // Offset of each value from its group's root (streamed results sit below their operand),
    // whether a group holds such a shift, and the rows per block of a streamed result.
    let mut rel: SecondaryMap<Value, i64> = m.value_table();
    let mut shifted: SecondaryMap<Value, bool> = m.value_table();
    let mut stream: SecondaryMap<Value, Option<u64>> = m.value_table();
    let mut reused_count = 0;
    // Buffer groups that end in an output live in that output's buffer (result index).
    let mut output_home: SecondaryMap<Value, Option<usize>> = m.value_table();
    for (d, &op) in facts.live.ops.iter().enumerate() {
        let kind = m.kind(op);
        if m.ops[op].results.len() != 1 || kind == Some(OpKind::Constant) {
            continue;
        }
        let r = m.ops[op].results[0];
        // An output not written into a donated argument has its own buffer, which the
        // operand it reuses (and that operand's group) can live in before it.
        let own_output = facts.output_at[r].is_some() && !taken[r];
        if !facts.in_arena(r) && !own_output {
            continue;
        }
        let rsize = m.bytes(r);
        let dies_here = |x: Value, parent: &mut SecondaryMap<Value, Option<Value>>| {
            facts.in_arena(x)
                && facts.live.last_use[x] == Some(d as u32)
                && m.bytes(x) == rsize
                && !(own_output && shifted[find(parent, x)])
        };
        for (k, x) in reusable_operands(m, op) {
            if dies_here(x, &mut parent) {
                parent[r] = Some(find(&mut parent, x));
                rel[r] = rel[x];
                reuse[r] = Some(k);
                reused_count += 1;
                if own_output {
                    let root = find(&mut parent, r);
                    output_home[root] = facts.output_at[r];
                }
                break;
            }
        }
        // Streaming: the result one block of rows behind the operand it reads row by row.
        if let (None, false, Some((rows, bytes))) = (reuse[r], own_output, stream_block(m, op)) {
            let x = m.ops[op].operands[0];
            if allowed(op) && dies_here(x, &mut parent) {
                let root = find(&mut parent, x);
                parent[r] = Some(root);
                rel[r] = rel[x] - (bytes.div_ceil(alignment) * alignment) as i64;
                shifted[root] = true;
                reuse[r] = Some(0);
                stream[r] = Some(rows);
                reused_count += 1;
            }
        }
    }
    // A loop's carry k starts as a copy of operand k: when that operand dies at the loop (and
    // its regions do not read it from outside), the carry takes its bytes and the copy is a
    // no-op, as XLA's while loops alias their operands.
    for (d, &op) in facts.live.ops.iter().enumerate() {
        if m.kind(op) != Some(OpKind::While) {
            continue;
        }
        let operands = m.ops[op].operands.clone();
        for (k, (&x, &r)) in operands.iter().zip(&m.ops[op].results).enumerate() {
            if facts.in_arena(x)
                && facts.in_arena(r)
                && facts.live.last_use[x] == Some(d as u32)
                && m.bytes(x) == m.bytes(r)
                && lowtide_ir::workspace::carry_may_take_operand(m, op, k)
            {
                parent[r] = Some(find(&mut parent, x));
                rel[r] = rel[x];
                reuse[r] = Some(k);
                reused_count += 1;
            }
        }
    }
    Sharing {
        parent,
        reuse,
        rel,
        stream,
        reused_count,
        output_home,
    }
}

/// [`groups`] streaming each op that may only where that lowers the liveness lower bound (a
/// streamed result costs one block more over both lifetimes).
fn groups_streaming_where_it_helps(
    m: &Module,
    facts: &Facts,
    taken: &SecondaryMap<Value, bool>,
    alignment: u64,
) -> Result<Groups, String> {
    let bound = |g: &Groups| lower_bound(&g.intervals);
    let all = groups(m, facts, taken, alignment, &|_| true)?;
    let mut keep: Vec<Op> = facts
        .live
        .ops
        .iter()
        .copied()
        .filter(|&op| {
            m.ops[op]
                .results
                .first()
                .is_some_and(|&r| all.stream[r].is_some())
        })
        .collect();
    let mut best = all;
    if !keep.is_empty() {
        let none = groups(m, facts, taken, alignment, &|_| false)?;
        if bound(&none) <= bound(&best) {
            best = none;
        } else {
            // Each streamed op in turn, last first: kept only when the bound needs it.
            for i in (0..keep.len()).rev() {
                let without: Vec<Op> = keep.iter().copied().filter(|&o| o != keep[i]).collect();
                let g = groups(m, facts, taken, alignment, &|op| without.contains(&op))?;
                if bound(&g) <= bound(&best) {
                    keep = without;
                    best = g;
                }
            }
        }
    }
    Ok(best)
}
