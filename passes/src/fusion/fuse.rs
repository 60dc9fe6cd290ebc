//! `fuse`: XLA-style producer–consumer loop fusion. Chains of elementwise ops, with
//! `broadcast_in_dim`, `transpose`, `convert`, `reshape`, `iota` and splat constants as
//! producers, become one `lt.fused` op whose body values are never stored (the CPU device runs
//! the body chunk by chunk, see `runtime/src/kernels/fused.rs`).
//!
//! Walking a function's ops from last to first, each elementwise op (or reshape) not yet fused
//! roots a group and pulls in its producers, operand by operand:
//! - a producer whose every reader is in the group moves into it (its result disappears);
//! - a free producer (`broadcast_in_dim`, `transpose`, `iota`, `reshape`, a splat constant)
//!   with readers elsewhere is copied in, so a broadcast is materialized only while a consumer
//!   outside any fusion still needs it;
//! - cheap arithmetic is recomputed in the group when the group holds its last reader and
//!   recomputing reads only values live there anyway (XLA's producer duplication; `eqsat`
//!   runs the same fusion after its extraction with [`Recompute::Any`], which recomputes any
//!   elementwise op or loop that way and marks it `lt.remat`);
//! - anything else stays outside and becomes an operand of the fused op.
//!
//! A `reduce` of one operand roots a group too (XLA's reduction input fusion): its operand's
//! producers join as above, the body ends in the reduce, and the reduced operand is never
//! stored; the initial value stays an input. An `lt.fused` loop (from an earlier run or from
//! `eqsat`'s extraction) joins a group like an elementwise op, with its body.
//!
//! Producers read by index must have as many elements as the root's result; broadcasts and
//! transposes read their operand (any shape) through an index map. Ops with effects
//! (`optimization_barrier`, calls) are never fused, so a `jax.checkpoint` recomputation stays
//! after its barrier.
//!
//! A group is kept only if it does not raise the liveness lower bound of the function in its
//! current order: fusing moves the producers' reads to the root, which can keep a large input
//! alive longer than the intermediates it removes. The default guard rejects a group that
//! grows the live bytes at any position by more than 64 KiB or grows the peak at all;
//! `guard=peak` only keeps the peak from growing (a [`Profile`], O(log n) per range). A rejected group is retried without its moved member
//! farthest from the root. See `docs/SCHEDULE.md`.

use crate::analysis::liveness::Uses;
use crate::analysis::profile::Profile;
use crate::manager::{Pass, PassArgs, PassError, PassInfo, PassOption, PassOutcome};
use lowtide_ir::ops::{fused_reduction, fusible, index_mapped};
use lowtide_ir::plan::{self, Mark};
use lowtide_ir::{Block, Module, Op, OpKind, OpName, Traits, Type, Value};

/// The `fuse` pass.
pub struct Fuse {
    guard: Guard,
    reductions: bool,
}

const SUMMARY: &str =
    "fuse elementwise chains and their broadcasts into lt.fused ops (never raising the lower bound)";

/// Largest number of ops one fused body may hold.
const MAX_GROUP: usize = 128;

/// Growth of the live bytes at one position the pointwise guard lets pass (small inputs read
/// a little later), as long as the peak does not grow.
const SLACK: i64 = 64 << 10;

/// Levels of producers a recomputed producer may bring along (broadcasts of iotas and
/// constants count as levels).
const RECOMPUTE_DEPTH: u32 = 8;

/// Attempts per root, each leaving out one more member, before the root stays unfused.
const MAX_RETRIES: usize = 6;

/// Registry entry.
pub fn info() -> PassInfo {
    PassInfo {
        name: "fuse",
        summary: SUMMARY,
        options: OPTIONS,
        create: |a: &PassArgs| {
            let guard = match a.get("guard").map(String::as_str).unwrap_or("pointwise") {
                "pointwise" => Guard::Pointwise,
                "peak" => Guard::Peak,
                other => {
                    return Err(format!(
                        "option 'guard' must be pointwise or peak, got '{other}'"
                    ))
                }
            };
            Ok(Box::new(Fuse {
                guard,
                reductions: crate::manager::flag_option(a, "reductions", true)?,
            }))
        },
    }
}

const OPTIONS: &[PassOption] = &[
    PassOption {
        name: "guard",
        help: "what no fusion may raise: pointwise (live bytes at any position) or peak",
        default: "pointwise",
    },
    PassOption {
        name: "reductions",
        help:
            "1: a reduction folds its operand's producers into its loop; 0: reductions stay apart",
        default: "1",
    },
];

/// How [`fuse_block`] fuses.
#[derive(Copy, Clone, Debug)]
pub struct Policy {
    /// What no group may raise.
    pub guard: Guard,
    /// Which producers a group may compute again.
    pub recompute: Recompute,
    /// Whether a `reduce` roots a group (folds its operand's producers).
    pub reductions: bool,
}

/// Which producers with readers elsewhere a group computes again (when the group holds their
/// last reader and their inputs are live there anyway).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Recompute {
    /// Cheap arithmetic only, as XLA duplicates it (the `fuse` pass; not counted as
    /// recomputation).
    Cheap,
    /// Any elementwise op or loop, each marked `lt.remat` (`eqsat` after extraction: a
    /// transcendental kept only for a backward loop is computed there instead).
    Any,
}

/// What a group must not raise (see the module docs).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Guard {
    /// Live bytes at any position of the current order (beyond a small slack), and the peak.
    Pointwise,
    /// The peak of the current order.
    Peak,
}

/// Counters of one run of [`fuse_block`].
#[derive(Default)]
pub struct Stats {
    /// Fused ops built.
    pub groups: u64,
    /// Body ops computing again a value the function still stores (`Recompute::Any`).
    pub recomputed: u64,
    fused_ops: u64,
    copied: u64,
    rejected: u64,
    dead: u64,
}

impl Pass for Fuse {
    fn name(&self) -> &'static str {
        "fuse"
    }
    fn summary(&self) -> &'static str {
        SUMMARY
    }
    fn options(&self) -> &'static [PassOption] {
        OPTIONS
    }
    fn run(&mut self, m: &mut Module) -> Result<PassOutcome, PassError> {
        let mut st = Stats::default();
        let policy = Policy {
            guard: self.guard,
            recompute: Recompute::Cheap,
            reductions: self.reductions,
        };
        for (f, _) in m.functions() {
            if let Some(b) = m.entry_block(f) {
                fuse_block(m, b, policy, &mut st);
                // The bodies of loops and branches too: their values live in the op's
                // workspace, which fusion shrinks as it shrinks the arena.
                for inner in lowtide_ir::workspace::body_blocks(m, b) {
                    fuse_block(m, inner, policy, &mut st);
                }
            }
        }
        Ok(PassOutcome {
            changed: st.groups > 0,
            stats: vec![
                ("groups", st.groups),
                ("ops-fused", st.fused_ops),
                ("producers-copied", st.copied),
                ("rejected-by-lower-bound", st.rejected),
                ("dead-producers-removed", st.dead),
            ],
        })
    }
}

/// Fuses the ops of `block` (see the module docs); `st` counts what changed.
pub fn fuse_block(m: &mut Module, block: Block, policy: Policy, st: &mut Stats) {
    Fuser::new(m, block, policy).run(m, st);
}

/// Elements of a statically shaped tensor.
fn numel(m: &Module, v: Value) -> Option<u64> {
    m.ty(v).num_elements()
}

/// A constant every element of which is the same (or that has one element).
fn splat_constant(m: &Module, op: Op) -> bool {
    m.kind(op) == Some(OpKind::Constant)
        && (numel(m, m.ops[op].results[0]) == Some(1)
            || matches!(
                m.attr(op, "value"),
                Some(lowtide_ir::Attr::Dense(d)) if matches!(d.data, lowtide_ir::attr::DenseData::Splat(_))
            ))
}

/// A `reduce` of one operand: it can fold the loop of its operand's producers (XLA's
/// reduction input fusion), so the reduced operand is never stored.
fn reduction(m: &Module, op: Op) -> bool {
    m.kind(op) == Some(OpKind::Reduce)
        && m.ops[op].operands.len() == 2
        && m.ops[op].results.len() == 1
        && numel(m, m.ops[op].operands[0]).is_some()
}

/// A new `lt.fused` op of result types `tys` reading `inputs` (placed in no block), and its
/// body block, empty, its arguments of the inputs' types.
pub fn new_loop(m: &mut Module, inputs: &[Value], tys: &[Type]) -> (Op, Block) {
    let fused = m.create_op(
        OpName::new(OpKind::LtFused.name()),
        inputs.to_vec(),
        tys.to_vec(),
    );
    let region = m.add_region(fused);
    let tys: Vec<Type> = inputs.iter().map(|&v| m.ty(v).clone()).collect();
    let body = m.create_block(tys);
    m.append_block(region, body);
    (fused, body)
}

/// How `op` reads its operand `i` in a group.
enum Read {
    /// Element `j` of the operand for element `j` of the loop.
    ByIndex,
    /// Through a broadcast or transpose (of the op, or inside a loop's body).
    Mapped,
    /// As a reduction's initial value.
    Init,
}

fn reads(m: &Module, op: Op, i: usize) -> Read {
    match m.kind(op) {
        Some(OpKind::Reduce) if i > 0 => Read::Init,
        Some(k) if index_mapped(k) => Read::Mapped,
        Some(OpKind::LtFused) => {
            let body = m.ops[op]
                .regions
                .first()
                .and_then(|&r| m.regions[r].blocks.first().copied());
            let Some((body, &arg)) = body.and_then(|b| Some((b, m.blocks[b].args.get(i)?))) else {
                return Read::Mapped;
            };
            if fused_reduction(m, op).is_some_and(|r| m.ops[r].operands[1] == arg) {
                Read::Init
            } else if m.blocks[body]
                .ops
                .iter()
                .any(|&o| m.kind(o).is_some_and(index_mapped) && m.ops[o].operands[0] == arg)
            {
                Read::Mapped
            } else {
                Read::ByIndex
            }
        }
        _ => Read::ByIndex,
    }
}

/// An `lt.fused` loop of one result that ends in no reduction and starts with no convolution
/// (`fuse_epilogues.rs`): it can join a group with its body (a fused loop read by one other loop
/// merges into it).
fn loop_op(m: &Module, op: Op) -> bool {
    m.kind(op) == Some(OpKind::LtFused)
        && m.ops[op].results.len() == 1
        && fused_reduction(m, op).is_none()
        && lowtide_ir::ops::fused_contraction(m, op).is_none()
        && numel(m, m.ops[op].results[0]).is_some()
}

/// An op of `body` computing what `q` computes there (same op, attributes and operands, as
/// `map` renames them; `lt.remat` aside), so a body computes each value once.
/// The copies of values a loop body being built holds.
type ValueCopies = rustc_hash::FxHashMap<Value, Value>;

fn same_in_body(m: &Module, body: Block, q: Op, map: &ValueCopies) -> Option<Op> {
    let d = &m.ops[q];
    if !d.regions.is_empty() || d.results.len() != 1 {
        return None;
    }
    let operands: Vec<Value> = d
        .operands
        .iter()
        .map(|&v| map.get(&v).copied().unwrap_or(v))
        .collect();
    let plain = |a: &lowtide_ir::Dict| {
        let mut a = a.clone();
        Mark::Remat.remove_from(&mut a);
        a
    };
    m.blocks[body].ops.iter().copied().find(|&o| {
        let e = &m.ops[o];
        e.name == d.name
            && e.operands == operands
            && e.regions.is_empty()
            && e.properties == d.properties
            && plain(&e.attrs) == plain(&d.attrs)
            && m.ty(e.results[0]) == m.ty(d.results[0])
    })
}

/// Producers worth copying into a group when they have readers elsewhere: they cost no
/// arithmetic, and copying them is what keeps broadcasts from being materialized.
fn cheap(m: &Module, op: Op) -> bool {
    matches!(
        m.kind(op),
        Some(OpKind::BroadcastInDim | OpKind::Transpose | OpKind::Iota | OpKind::Reshape)
    ) || splat_constant(m, op)
}

/// Elementwise ops cheap enough to compute twice rather than keep (the class of producers
/// XLA's fusion duplicates): not transcendental, no division.
fn cheap_arithmetic(m: &Module, op: Op) -> bool {
    use OpKind::*;
    matches!(
        m.kind(op),
        Some(
            Add | Subtract
                | Multiply
                | Negate
                | Abs
                | Maximum
                | Minimum
                | Compare
                | Select
                | Clamp
                | Convert
                | And
                | Or
                | Not
                | Xor
                | Sign
        )
    )
}

/// The state of fusing one block: ops by position (the fused op takes its root's), who reads
/// each value, and the live-bytes profile of the current order.
struct Fuser {
    block: Block,
    at: Vec<Option<Op>>,
    /// Positions, definitions, readers and bytes, kept up to date as groups are fused.
    u: Uses,
    policy: Policy,
    /// Live bytes per position, for the peak guard.
    profile: Profile,
    /// Members computed again in a group (`Recompute::Any`), with their copies in its body.
    copies: Vec<(Op, Vec<Op>)>,
    /// A function's body (not a loop's or a branch's): there scalar groups fuse too; in a loop
    /// they would only hide its counter (`workspace::trip_count`) and save nothing.
    top_level: bool,
}

/// How a member joins a group.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Join {
    Move,
    Copy,
}

impl Fuser {
    fn new(m: &Module, block: Block, policy: Policy) -> Fuser {
        let u = Uses::of(m, block);
        let mut f = Fuser {
            block,
            at: u.ops.iter().map(|&o| Some(o)).collect(),
            profile: Profile::new(u.ops.len()),
            u,
            policy,
            copies: Vec::new(),
            top_level: m
                .block_owner(block)
                .is_some_and(|o| m.kind(o) == Some(OpKind::FuncFunc)),
        };
        for v in f.u.values.clone() {
            f.live(v, 1);
        }
        f
    }

    /// Adds (`sign` 1) or removes (-1) `v`'s live range from the profile.
    fn live(&mut self, v: Value, sign: i64) {
        let (Some(d), Some(last)) = (self.u.def[v], self.u.last(v)) else {
            return;
        };
        let b = self.u.bytes[v].min(i64::MAX as u64 / 4) as i64;
        self.profile.add(d as usize, last as usize, sign * b);
    }

    /// Whether replacing the readers of `touched` by `after` (values `gone` disappear) keeps
    /// the guard; when it does, the new readers are in place.
    fn guard_holds(&mut self, touched: &[Value], after: Vec<Vec<u32>>, gone: &[bool]) -> bool {
        let ok = match self.policy.guard {
            Guard::Pointwise => {
                // (position, change) events, summed in order: never above the slack.
                let mut events: Vec<(u32, i64)> = Vec::new();
                for ((&v, rs), &gone) in touched.iter().zip(&after).zip(gone) {
                    let Some(d) = self.u.def[v] else { continue };
                    let b = self.u.bytes[v].min(i64::MAX as u64 / 4) as i64;
                    let end = |rs: &[u32]| rs.iter().copied().max().unwrap_or(d).max(d);
                    events.push((d, -b));
                    events.push((end(&self.u.readers[v]) + 1, b));
                    if !gone {
                        events.push((d, b));
                        events.push((end(rs) + 1, -b));
                    }
                }
                events.sort_unstable();
                let mut sum = 0i64;
                let mut ok = true;
                for (i, &(at, delta)) in events.iter().enumerate() {
                    sum += delta;
                    let last_at_position = events.get(i + 1).is_none_or(|e| e.0 != at);
                    if last_at_position && sum > SLACK {
                        ok = false;
                        break;
                    }
                }
                ok
            }
            Guard::Peak => true,
        };
        if !ok {
            return false;
        }
        let before = self.profile.peak();
        let old: Vec<Vec<u32>> = touched.iter().map(|&v| self.u.readers[v].clone()).collect();
        for &v in touched {
            self.live(v, -1);
        }
        for (&v, rs) in touched.iter().zip(after) {
            self.u.readers[v] = rs;
        }
        for (&v, &gone) in touched.iter().zip(gone) {
            if !gone {
                self.live(v, 1);
            }
        }
        if self.profile.peak() > before {
            for (&v, &gone) in touched.iter().zip(gone) {
                if !gone {
                    self.live(v, -1);
                }
            }
            for (&v, rs) in touched.iter().zip(old) {
                self.u.readers[v] = rs;
                self.live(v, 1);
            }
            return false;
        }
        true
    }

    fn run(&mut self, m: &mut Module, st: &mut Stats) {
        for r in (0..self.at.len()).rev() {
            let Some(root) = self.at[r] else { continue };
            // Nothing reads it any more (its readers took copies): `remove_dead` takes it.
            if m.ops[root]
                .results
                .iter()
                .all(|&v| self.u.readers[v].is_empty())
            {
                continue;
            }
            // On rejection, leave out the moved member farthest from the root (pulling an
            // early producer late is what extends its inputs' lives) and try again.
            let mut exclude: Vec<Op> = Vec::new();
            for _ in 0..MAX_RETRIES {
                let Some(group) = self.grow(m, root, &exclude) else {
                    break;
                };
                // Worth a fused op only when some producer's result disappears from a reader.
                let useful = group[1..]
                    .iter()
                    .any(|&(p, j)| j == Join::Move || m.kind(p) != Some(OpKind::Reshape));
                if !useful {
                    break;
                }
                if self.apply(m, root, &group) {
                    st.groups += 1;
                    st.fused_ops += group.len() as u64;
                    st.copied += group.iter().filter(|g| g.1 == Join::Copy).count() as u64;
                    break;
                }
                st.rejected += 1;
                let farthest = group[1..]
                    .iter()
                    .min_by_key(|g| (g.1 == Join::Copy, self.u.pos[g.0]))
                    .expect("a useful group has members")
                    .0;
                exclude.push(farthest);
            }
        }
        let dead = self.remove_dead(m);
        st.dead += dead.len() as u64;
        // A copy whose original was removed (nothing read it any more) is the only computation
        // of that value: not a recomputation.
        for (orig, body_ops) in std::mem::take(&mut self.copies) {
            let marked = || body_ops.iter().all(|&c| plan::has(m, c, Mark::Remat));
            if dead.contains(&orig) && marked() {
                for &c in &body_ops {
                    plan::clear(m, c, Mark::Remat);
                }
            }
            st.recomputed += body_ops
                .iter()
                .filter(|&&c| plan::has(m, c, Mark::Remat))
                .count() as u64;
        }
        m.blocks[self.block].ops = self.at.iter().flatten().copied().collect();
    }

    /// Removes pure ops nothing reads any more (copied producers whose every reader was
    /// fused), last to first so whole chains go.
    fn remove_dead(&mut self, m: &Module) -> Vec<Op> {
        let mut removed = Vec::new();
        for p in (0..self.at.len()).rev() {
            let Some(op) = self.at[p] else { continue };
            let pure = m
                .kind(op)
                .is_some_and(|k| k.has(Traits::PURE) && !k.has(Traits::TERMINATOR));
            if !pure
                || m.ops[op]
                    .results
                    .iter()
                    .any(|&r| !self.u.readers[r].is_empty())
            {
                continue;
            }
            for v in m.reads_deep(op) {
                self.u.readers[v].retain(|&q| q != p as u32);
            }
            self.at[p] = None;
            removed.push(op);
        }
        removed
    }

    /// The op defining `v` in this block, if it is still there.
    fn producer(&self, m: &Module, v: Value) -> Option<Op> {
        let p = self.at[self.u.def[v]? as usize]?;
        (m.def_op(v) == Some(p)).then_some(p)
    }

    /// The group rooted at `root`: (member, how it joins), root first. A producer one member
    /// reads by index and another through an index map stays out (a broadcast or transpose in
    /// a body reads only block arguments and constants).
    fn grow(&self, m: &Module, root: Op, exclude: &[Op]) -> Option<Vec<(Op, Join)>> {
        let mut exclude = exclude.to_vec();
        loop {
            let group = self.grow_once(m, root, &exclude)?;
            let mapped_member = group.iter().find_map(|&(q, _)| {
                m.ops[q].operands.iter().enumerate().find_map(|(i, &x)| {
                    let p = m.def_op(x)?;
                    let inside = group.iter().any(|g| g.0 == p);
                    (inside && matches!(reads(m, q, i), Read::Mapped) && !splat_constant(m, p))
                        .then_some(p)
                })
            });
            match mapped_member {
                Some(p) => exclude.push(p),
                None => return Some(group),
            }
        }
    }

    fn grow_once(&self, m: &Module, root: Op, exclude: &[Op]) -> Option<Vec<(Op, Join)>> {
        let kind = m.kind(root)?;
        let n = if self.policy.reductions && reduction(m, root) {
            numel(m, m.ops[root].operands[0])?
        } else if let Some(r) = fused_reduction(m, root) {
            numel(m, m.ops[r].operands[0])?
        } else if (kind.has(Traits::ELEMENTWISE) || kind == OpKind::Reshape)
            && self.by_index(m, root)?
            || loop_op(m, root)
        {
            numel(m, m.ops[root].results[0])?
        } else {
            return None;
        };
        if n <= 1 && !self.top_level {
            return None;
        }
        let mut group = vec![(root, Join::Move)];
        let mut k = 0;
        while k < group.len() && group.len() < MAX_GROUP {
            let (q, join) = group[k];
            let q_copied = join == Join::Copy && !cheap(m, q);
            k += 1;
            for (i, &x) in m.ops[q].operands.iter().enumerate() {
                let Some(p) = self.producer(m, x) else {
                    continue;
                };
                let mapped = match reads(m, q, i) {
                    Read::ByIndex => false,
                    Read::Mapped => true,
                    // A reduction's initial value stays an input of the loop.
                    Read::Init => continue,
                };
                if group.iter().any(|g| g.0 == p) || exclude.contains(&p) {
                    continue;
                }
                let fits = if mapped {
                    // Through an index map: only splat constants come along.
                    splat_constant(m, p)
                } else {
                    numel(m, x) == Some(n)
                        && match m.kind(p) {
                            Some(k) if index_mapped(k) => true,
                            Some(OpKind::Constant) => splat_constant(m, p),
                            Some(k) if fusible(k) => self.by_index(m, p) == Some(true),
                            _ => loop_op(m, p),
                        }
                };
                let plain = m.ops[p].regions.is_empty() || loop_op(m, p);
                if !fits || !plain || m.ops[p].results.len() != 1 {
                    continue;
                }
                let inside = |pos: &u32| {
                    group
                        .iter()
                        .any(|g| g.1 == Join::Move && self.u.pos[g.0] == *pos)
                };
                // Every reader of x must be a moved member, or x stays for the others.
                let all_inside = self.u.readers[x].iter().all(inside);
                // Cheap arithmetic (any loop, with `Recompute::Any`) is recomputed here instead
                // of kept when this group is its last reader (or it feeds another recomputed
                // op) and recomputing reads only values live here anyway: no live range grows,
                // the original dies earlier.
                // (Never a value read after the root anyway: it stays stored, and reading it
                // costs nothing.)
                let kept = self.policy.recompute == Recompute::Any
                    && self.u.readers[x].iter().any(|&at| at > self.u.pos[root]);
                let recompute = self.may_recompute(m, p)
                    && !kept
                    && (q_copied || self.u.readers[x].iter().max().is_some_and(inside))
                    && self.recomputable(m, p, self.u.pos[root], RECOMPUTE_DEPTH, &group);
                if all_inside {
                    group.push((p, Join::Move));
                } else if cheap(m, p) || recompute {
                    group.push((p, Join::Copy));
                }
            }
        }
        Some(group)
    }

    /// True when the policy lets a group compute `p` again (see [`Recompute`]).
    fn may_recompute(&self, m: &Module, p: Op) -> bool {
        let by_index = self.by_index(m, p) == Some(true);
        match self.policy.recompute {
            Recompute::Cheap => cheap_arithmetic(m, p) && by_index,
            Recompute::Any => {
                m.kind(p).is_some_and(|k| k.has(Traits::ELEMENTWISE)) && by_index || loop_op(m, p)
            }
        }
    }

    /// True when `p` can be recomputed at position `at` from values live there anyway (or read
    /// by a moved member of `group`, so by the fused op there), through at most `depth` levels
    /// of recomputable ops and free producers.
    fn recomputable(&self, m: &Module, p: Op, at: u32, depth: u32, group: &[(Op, Join)]) -> bool {
        if depth == 0 || !(cheap(m, p) || self.may_recompute(m, p)) {
            return false;
        }
        m.ops[p].operands.iter().all(|&x| {
            self.u.live_at(x, at)
                || group
                    .iter()
                    .any(|&(q, j)| j == Join::Move && m.ops[q].operands.contains(&x))
                || self
                    .producer(m, x)
                    .is_some_and(|q| self.recomputable(m, q, at, depth - 1, group))
        })
    }

    /// True when every operand and the result of `op` has the same static element count.
    fn by_index(&self, m: &Module, op: Op) -> Option<bool> {
        let d = &m.ops[op];
        if d.results.len() != 1 || !d.regions.is_empty() {
            return Some(false);
        }
        let n = numel(m, d.results[0])?;
        Some(d.operands.iter().all(|&x| numel(m, x) == Some(n)))
    }

    /// Builds the fused op for `group` if it keeps the lower bound; false when rejected.
    fn apply(&mut self, m: &mut Module, root: Op, group: &[(Op, Join)]) -> bool {
        let r = self.u.pos[root] as usize;
        let members: Vec<Op> = group.iter().map(|g| g.0).collect();
        let moved: Vec<Op> = group
            .iter()
            .filter(|g| g.1 == Join::Move)
            .map(|g| g.0)
            .collect();
        let produced = |v: Value| members.iter().any(|&p| m.def_op(v) == Some(p));
        let mut inputs: Vec<Value> = Vec::new();
        for &q in &members {
            for &x in &m.ops[q].operands {
                if !produced(x) && !inputs.contains(&x) {
                    inputs.push(x);
                }
            }
        }
        // A reduction reads its initial value from an input, even one a member computes too.
        if reduction(m, root) && !inputs.contains(&m.ops[root].operands[1]) {
            inputs.push(m.ops[root].operands[1]);
        }
        // Values whose live ranges change: moved results (but the root's, which the fused op
        // takes over), copied results (readers leave), inputs (read at the root now).
        let mut touched: Vec<Value> = inputs.clone();
        for &q in &members {
            let res = m.ops[q].results[0];
            if q != root {
                touched.push(res);
            }
        }
        // The new readers of each touched value: moved members stop reading, the fused op
        // reads every input at the root's position.
        let moved_pos: Vec<u32> = moved.iter().map(|&o| self.u.pos[o]).collect();
        let after: Vec<Vec<u32>> = touched
            .iter()
            .map(|&v| {
                let mut rs: Vec<u32> = self.u.readers[v]
                    .iter()
                    .copied()
                    .filter(|p| !moved_pos.contains(p))
                    .collect();
                if inputs.contains(&v) && !rs.contains(&(r as u32)) {
                    rs.push(r as u32);
                }
                rs
            })
            .collect();
        let gone: Vec<bool> = touched
            .iter()
            .map(|&v| m.def_op(v).is_some_and(|p| moved.contains(&p)))
            .collect();
        if !self.guard_holds(&touched, after, &gone) {
            return false;
        }
        let fused = self.build(m, root, group, &inputs);
        for &o in &moved {
            self.at[self.u.pos[o] as usize] = None;
        }
        self.at[r] = Some(fused);
        self.u.pos[fused] = r as u32;
        let (old, new) = (m.ops[root].results[0], m.ops[fused].results[0]);
        self.u.def[new] = Some(r as u32);
        self.u.bytes[new] = self.u.bytes[old];
        self.u.readers[new] = std::mem::take(&mut self.u.readers[old]);
        for &p in &self.u.readers[new] {
            if let Some(user) = self.at[p as usize] {
                m.replace_reads_in(user, old, new);
            }
        }
        true
    }

    /// Creates `lt.fused` reading `inputs`, its body a copy of `members` in program order.
    fn build(&mut self, m: &mut Module, root: Op, group: &[(Op, Join)], inputs: &[Value]) -> Op {
        let result = m.ops[root].results[0];
        let ty = m.ty(result).clone();
        let (fused, body) = new_loop(m, inputs, std::slice::from_ref(&ty));
        m.ops[fused].loc = m.ops[root].loc.clone();
        m.ops[fused].pos = m.ops[root].pos;
        m.ops[fused].parent = Some(self.block);
        // A hash map: a dense one grows to the module's number of values, for every group.
        let mut map = ValueCopies::default();
        for (i, &x) in inputs.iter().enumerate() {
            map.insert(x, m.blocks[body].args[i]);
        }
        let mut order = group.to_vec();
        order.sort_by_key(|g| self.u.pos[g.0]);
        for (o, join) in order {
            // Computed again for memory, not XLA's duplication of cheap producers: counted as
            // recomputation (`lt.remat`) in reports.
            let again =
                self.policy.recompute == Recompute::Any && join == Join::Copy && !cheap(m, o);
            // A loop joins with its body: its arguments are what it reads here.
            let (body_ops, yielded) = if m.kind(o) == Some(OpKind::LtFused) {
                let inner = m.regions[m.ops[o].regions[0]].blocks[0];
                for (&a, &x) in m.blocks[inner]
                    .args
                    .clone()
                    .iter()
                    .zip(&m.ops[o].operands.clone())
                {
                    map.insert(a, map.get(&x).copied().unwrap_or(x));
                }
                let mut ops = m.blocks[inner].ops.clone();
                let ret = ops.pop().expect("a verified body ends in a return");
                (ops, Some(m.ops[ret].operands[0]))
            } else {
                (vec![o], None)
            };
            let mut clones = Vec::new();
            for q in body_ops {
                // The same op on the same values already in the body: read it instead.
                if let Some(same) = same_in_body(m, body, q, &map) {
                    if !again && !plan::has(m, q, Mark::Remat) {
                        plan::clear(m, same, Mark::Remat);
                    }
                    for (&r, &s) in m.ops[q]
                        .results
                        .clone()
                        .iter()
                        .zip(&m.ops[same].results.clone())
                    {
                        map.insert(r, s);
                    }
                    continue;
                }
                let c = m.clone_op(q, &mut map);
                if again {
                    plan::set(m, c, Mark::Remat);
                    clones.push(c);
                }
                m.append_op(body, c);
            }
            if again {
                self.copies.push((o, clones));
            }
            if let Some(y) = yielded {
                let r = m.ops[o].results[0];
                match map.get(&y).copied() {
                    Some(y) => map.insert(r, y),
                    None => map.remove(&r),
                };
            }
        }
        if reduction(m, root) {
            let init = inputs.iter().position(|&x| x == m.ops[root].operands[1]);
            let last = *m.blocks[body].ops.last().expect("the root was copied");
            m.ops[last].operands[1] = m.blocks[body].args[init.expect("the init is an input")];
        }
        let yielded = *map.get(&result).expect("the root was copied");
        let ret = m.create_op(OpName::new("stablehlo.return"), vec![yielded], vec![]);
        m.append_op(body, ret);
        fused
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// t = tanh(x) is read by a reduction's producer and, late, by the last loop.
    const LATE_READ: &str = r#""func.func"() <{function_type = (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>, sym_name = "main"}> ({
^bb0(%x: tensor<64xf32>, %y: tensor<64xf32>):
  %t = "stablehlo.tanh"(%x) : (tensor<64xf32>) -> tensor<64xf32>
  %u = "stablehlo.multiply"(%t, %y) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
  %z = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %s = "stablehlo.reduce"(%u, %z) <{dimensions = array<i64: 0>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %w = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%w) : (tensor<f32>) -> ()
  }) : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
  %c = "stablehlo.sine"(%s) : (tensor<f32>) -> tensor<f32>
  %cb = "stablehlo.broadcast_in_dim"(%c) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
  %g = "stablehlo.multiply"(%t, %cb) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
  "func.return"(%g) : (tensor<64xf32>) -> ()
}) : () -> ()"#;

    fn fused(recompute: Recompute) -> (Module, Stats) {
        let mut m = lowtide_ir::parse_and_verify(LATE_READ, "late.mlir").unwrap();
        let f = m.function("main").unwrap();
        let b = m.entry_block(f).unwrap();
        let mut st = Stats::default();
        let guard = Guard::Peak;
        let policy = Policy {
            guard,
            recompute,
            reductions: true,
        };
        fuse_block(&mut m, b, policy, &mut st);
        lowtide_ir::verify::verify(&m).unwrap();
        (m, st)
    }

    /// The names of the top-level ops, and of each `lt.fused` body's ops (with `!` for
    /// `lt.remat`).
    fn shape(m: &Module) -> Vec<String> {
        let b = m.entry_block(m.function("main").unwrap()).unwrap();
        let name = |o: Op| {
            let mark = if plan::has(m, o, Mark::Remat) {
                "!"
            } else {
                ""
            };
            format!("{}{mark}", m.name(o).trim_start_matches("stablehlo."))
        };
        m.blocks[b]
            .ops
            .iter()
            .map(|&o| match m.ops[o].regions.first() {
                Some(&r) if m.kind(o) == Some(OpKind::LtFused) => {
                    let body = m.regions[r].blocks[0];
                    let ops: Vec<String> = m.blocks[body].ops.iter().map(|&q| name(q)).collect();
                    format!("fused[{}]", ops.join(" "))
                }
                _ => name(o),
            })
            .collect()
    }

    #[test]
    fn cheap_policy_keeps_the_tanh_and_folds_the_reduction() {
        let (m, st) = fused(Recompute::Cheap);
        assert_eq!(st.recomputed, 0);
        assert_eq!(
            shape(&m),
            [
                "tanh",
                "constant",
                "fused[multiply reduce return]",
                "sine",
                "fused[broadcast_in_dim multiply return]",
                "func.return"
            ]
        );
    }

    #[test]
    fn any_policy_computes_the_tanh_in_its_last_loop_and_never_stores_it() {
        let (m, st) = fused(Recompute::Any);
        assert_eq!(st.recomputed, 1);
        assert_eq!(
            shape(&m),
            [
                "constant",
                "fused[tanh multiply reduce return]",
                "sine",
                "fused[tanh! broadcast_in_dim multiply return]",
                "func.return"
            ]
        );
    }
}
