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
//!   recomputing reads only values live there anyway (XLA's producer duplication);
//! - anything else stays outside and becomes an operand of the fused op.
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

use crate::liveness::Uses;
use crate::pass::{Pass, PassArgs, PassInfo, PassOption, PassOutcome};
use crate::profile::Profile;
use lowtide_ir::entity::SecondaryMap;
use lowtide_ir::ops::{fusible, index_mapped};
use lowtide_ir::{Block, Module, Op, OpKind, OpName, Traits, Type, Value};

/// The `fuse` pass.
pub struct Fuse {
    guard: Guard,
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
            Ok(Box::new(Fuse { guard }))
        },
    }
}

const OPTIONS: &[PassOption] = &[PassOption {
    name: "guard",
    help: "what no fusion may raise: pointwise (live bytes at any position) or peak",
    default: "pointwise",
}];

/// What a group must not raise (see the module docs).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Guard {
    /// Live bytes at any position of the current order (beyond a small slack), and the peak.
    Pointwise,
    /// The peak of the current order.
    Peak,
}

#[derive(Default)]
struct Stats {
    groups: u64,
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
    fn run(&mut self, m: &mut Module) -> Result<PassOutcome, String> {
        let mut st = Stats::default();
        for (f, _) in m.functions() {
            if let Some(b) = m.entry_block(f) {
                Fuser::new(m, b, self.guard).run(m, &mut st);
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
    guard: Guard,
    /// Live bytes per position, for the peak guard.
    profile: Profile,
}

/// How a member joins a group.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Join {
    Move,
    Copy,
}

impl Fuser {
    fn new(m: &Module, block: Block, guard: Guard) -> Fuser {
        let u = Uses::of(m, block);
        let mut f = Fuser {
            block,
            at: u.ops.iter().map(|&o| Some(o)).collect(),
            profile: Profile::new(u.ops.len()),
            u,
            guard,
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
        let ok = match self.guard {
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
        st.dead += self.remove_dead(m);
        m.blocks[self.block].ops = self.at.iter().flatten().copied().collect();
    }

    /// Removes pure ops nothing reads any more (copied producers whose every reader was
    /// fused), last to first so whole chains go.
    fn remove_dead(&mut self, m: &Module) -> u64 {
        let mut removed = 0;
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
            removed += 1;
        }
        removed
    }

    /// The op defining `v` in this block, if it is still there.
    fn producer(&self, m: &Module, v: Value) -> Option<Op> {
        let p = self.at[self.u.def[v]? as usize]?;
        (m.def_op(v) == Some(p)).then_some(p)
    }

    /// The group rooted at `root`: (member, how it joins), root first.
    fn grow(&self, m: &Module, root: Op, exclude: &[Op]) -> Option<Vec<(Op, Join)>> {
        let kind = m.kind(root)?;
        if !(kind.has(Traits::ELEMENTWISE) || kind == OpKind::Reshape) || !self.by_index(m, root)? {
            return None;
        }
        let n = numel(m, m.ops[root].results[0])?;
        let mut group = vec![(root, Join::Move)];
        let mut k = 0;
        while k < group.len() && group.len() < MAX_GROUP {
            let (q, join) = group[k];
            let q_copied = join == Join::Copy && !cheap(m, q);
            k += 1;
            let mapped = m.kind(q).is_some_and(index_mapped);
            for &x in &m.ops[q].operands {
                let Some(p) = self.producer(m, x) else {
                    continue;
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
                            _ => false,
                        }
                };
                if !fits || !m.ops[p].regions.is_empty() || m.ops[p].results.len() != 1 {
                    continue;
                }
                let inside = |pos: &u32| {
                    group
                        .iter()
                        .any(|g| g.1 == Join::Move && self.u.pos[g.0] == *pos)
                };
                // Every reader of x must be a moved member, or x stays for the others.
                let all_inside = self.u.readers[x].iter().all(inside);
                // Cheap arithmetic is recomputed here instead of kept when this group is its
                // last reader (or it feeds another recomputed op) and recomputing reads only
                // values live here anyway: no live range grows, the original dies earlier.
                let recompute = cheap_arithmetic(m, p)
                    && (q_copied || self.u.readers[x].iter().max().is_some_and(inside))
                    && self.recomputable(m, p, self.u.pos[root], RECOMPUTE_DEPTH);
                if all_inside {
                    group.push((p, Join::Move));
                } else if cheap(m, p) || recompute {
                    group.push((p, Join::Copy));
                }
            }
        }
        Some(group)
    }

    /// True when `p` can be recomputed at position `at` from values live there anyway, through
    /// at most `depth` levels of cheap arithmetic and free producers.
    fn recomputable(&self, m: &Module, p: Op, at: u32, depth: u32) -> bool {
        let free = cheap(m, p);
        if depth == 0 || !(free || (cheap_arithmetic(m, p) && self.by_index(m, p) == Some(true))) {
            return false;
        }
        m.ops[p].operands.iter().all(|&x| {
            self.u.live_at(x, at)
                || self
                    .producer(m, x)
                    .is_some_and(|q| self.recomputable(m, q, at, depth - 1))
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
        let fused = self.build(m, root, &members, &inputs);
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
    fn build(&self, m: &mut Module, root: Op, members: &[Op], inputs: &[Value]) -> Op {
        let result = m.ops[root].results[0];
        let fused = m.create_op(
            OpName::new("lt.fused"),
            inputs.to_vec(),
            vec![m.ty(result).clone()],
        );
        m.ops[fused].loc = m.ops[root].loc.clone();
        m.ops[fused].pos = m.ops[root].pos;
        m.ops[fused].parent = Some(self.block);
        let region = m.add_region(fused);
        let tys: Vec<Type> = inputs.iter().map(|&v| m.ty(v).clone()).collect();
        let body = m.create_block(tys);
        m.append_block(region, body);
        let mut map: SecondaryMap<Value, Option<Value>> = SecondaryMap::new();
        for (i, &x) in inputs.iter().enumerate() {
            map[x] = Some(m.blocks[body].args[i]);
        }
        let mut order = members.to_vec();
        order.sort_by_key(|&o| self.u.pos[o]);
        for o in order {
            let c = m.clone_op(o, &mut map);
            m.append_op(body, c);
        }
        let yielded = map[result].expect("the root was copied");
        let ret = m.create_op(OpName::new("stablehlo.return"), vec![yielded], vec![]);
        m.append_op(body, ret);
        fused
    }
}
