//! An order of a block's ops that [`Graph::refine`] changes by moving one op at a time, each
//! move costed as [`Graph::cost`] costs the moved order, in time proportional to the ops the
//! move shifts rather than to the block.
//!
//! A move of one op from position `from` to `to` changes nothing before `min(from, to)` or
//! after `max(from, to)`: positions there stay, and a last read inside the range stays inside
//! it. When the in-place decisions of the ops in the range stay the same (then so do every
//! later op's, and the chains that end in outputs), and the live bytes leaving the range are
//! the same, the cost is the largest of three: the order's largest live bytes before the
//! range, the moved range's (swept again), and the order's after it; plus the donations
//! broken, counted again only for those whose ops are in the range. Otherwise the moved order
//! is costed in full. The refinement pays its work bound for every move either way, so it
//! tries the same moves and keeps the same ones.

use super::{Graph, Scratch, NONE};

/// An order and what [`Graph::peak_in`] found for it, with the running maxima of its live
/// bytes and the donations it breaks.
pub(super) struct Moving<'g> {
    g: &'g Graph,
    order: Vec<usize>,
    s: Scratch,
    /// Per position: the largest live bytes up to it, and from it on (one more entry: 0).
    before: Vec<u64>,
    after: Vec<u64>,
    /// Per donation: broken; their bytes, summed (`None` past `u64::MAX`).
    broken: Vec<bool>,
    broken_bytes: Option<u64>,
    /// Per op: the donations it is the update or a reader of.
    donations_of: Vec<Vec<u32>>,
    /// The move costed last and what it changes (the refinement applies the move it costed
    /// last, or the cheapest of a round's).
    costed: std::cell::RefCell<Option<((usize, usize), Changed)>>,
}

impl<'g> Moving<'g> {
    /// `order` of `g`'s ops, costed in full.
    pub(super) fn new(g: &'g Graph, order: Vec<usize>) -> Moving<'g> {
        let mut donations_of = vec![Vec::new(); g.n];
        for (k, (readers, d, _, _)) in g.donations.iter().enumerate() {
            donations_of[*d].push(k as u32);
            for &r in readers {
                if r as usize != *d {
                    donations_of[r as usize].push(k as u32);
                }
            }
        }
        let mut m = Moving {
            g,
            order,
            s: Scratch::default(),
            before: Vec::new(),
            after: Vec::new(),
            broken: Vec::new(),
            broken_bytes: None,
            donations_of,
            costed: std::cell::RefCell::new(None),
        };
        m.recost();
        m
    }

    /// Everything costed again in full for the current order.
    fn recost(&mut self) {
        self.g.peak_in(&self.order, &mut self.s);
        self.before.clear();
        let mut top = 0;
        for &v in &self.s.val {
            top = top.max(v);
            self.before.push(top);
        }
        self.after = vec![0; self.order.len() + 1];
        for p in (0..self.order.len()).rev() {
            self.after[p] = self.after[p + 1].max(self.s.val[p]);
        }
        self.broken = (0..self.g.donations.len())
            .map(|k| self.g.breaks(k, |i| self.s.pos[i]))
            .collect();
        self.broken_bytes = self.broken_sum();
    }

    /// The bytes of the broken donations, summed; `None` past `u64::MAX`.
    fn broken_sum(&self) -> Option<u64> {
        self.g
            .donations
            .iter()
            .zip(&self.broken)
            .filter(|(_, &b)| b)
            .try_fold(0u64, |t, (&(_, _, _, b), _)| t.checked_add(b))
    }

    /// The order.
    pub(super) fn order(&self) -> &[usize] {
        &self.order
    }

    /// Each op's position.
    pub(super) fn positions(&self) -> &[u32] {
        &self.s.pos
    }

    /// The cost of the order ([`Graph::cost`]).
    pub(super) fn cost(&self) -> u64 {
        let peak = self.before.last().copied().unwrap_or(0);
        peak.saturating_add(self.broken_bytes.unwrap_or(u64::MAX))
    }

    /// The first position where the live bytes peak (the position [`Graph::peak_in`] gives).
    pub(super) fn peak_position(&self) -> usize {
        let peak = self.before.last().copied().unwrap_or(0);
        if peak == 0 {
            return 0;
        }
        self.s.val.iter().position(|&v| v == peak).unwrap_or(0)
    }

    /// The order with the op at `from` moved to `to` (removed, then inserted at `to`).
    fn moved(&self, from: usize, to: usize) -> Vec<usize> {
        let mut o = self.order.clone();
        let i = o.remove(from);
        o.insert(to, i);
        o
    }

    /// The cost of the order with the op at `from` moved to `to`.
    pub(super) fn cost_moved(&self, from: usize, to: usize) -> u64 {
        let mut changed = self.costed.take().map(|(_, c)| c).unwrap_or_default();
        match self.sweep(from, to, &mut changed) {
            Some(cost) => {
                self.costed.replace(Some(((from, to), changed)));
                cost
            }
            None => self.g.cost(&self.moved(from, to)),
        }
    }

    /// Moves the op at `from` to `to`.
    pub(super) fn apply(&mut self, from: usize, to: usize) {
        if from == to {
            return;
        }
        let changed = match self.costed.take() {
            Some((m, c)) if m == (from, to) => Some(c),
            last => {
                let mut c = last.map(|(_, c)| c).unwrap_or_default();
                self.sweep(from, to, &mut c).map(|_| c)
            }
        };
        let Some(changed) = changed else {
            self.order = self.moved(from, to);
            self.recost();
            return;
        };
        let (lo, hi) = (from.min(to), from.max(to));
        let i = self.order.remove(from);
        self.order.insert(to, i);
        for (p, &i) in self.order[lo..=hi].iter().enumerate() {
            self.s.pos[i] = (lo + p) as u32;
        }
        for (v, l) in changed.last {
            self.s.last[v as usize] = l;
        }
        self.s.val[lo..=hi].copy_from_slice(&changed.val);
        self.s.live_in[lo..=hi].copy_from_slice(&changed.live_in);
        // The running maxima, as far as they change.
        for p in lo..self.order.len() {
            let top = self.s.val[p].max(if p == 0 { 0 } else { self.before[p - 1] });
            if p > hi && top == self.before[p] {
                break;
            }
            self.before[p] = top;
        }
        for p in (0..=hi).rev() {
            let top = self.s.val[p].max(self.after[p + 1]);
            if p < lo && top == self.after[p] {
                break;
            }
            self.after[p] = top;
        }
        for (k, b) in changed.broken {
            self.broken[k as usize] = b;
        }
        self.broken_bytes = changed.broken_bytes;
        debug_assert_eq!(self.broken_bytes, self.broken_sum());
    }

    /// The cost of the order with the op at `from` moved to `to`, from the moved range alone;
    /// `None` when that cannot be (the range's in-place decisions change, or the live bytes
    /// leaving it). What the move changes goes to `out`.
    fn sweep(&self, from: usize, to: usize, out: &mut Changed) -> Option<u64> {
        out.last.clear();
        out.live_in.clear();
        out.val.clear();
        out.broken.clear();
        let (g, s, d) = (self.g, &self.s, &self.g.dense);
        let (lo, hi) = (from.min(to), from.max(to));
        let moved_op = self.order[from];
        // Positions after the move.
        let new_pos = |q: u32| -> u32 {
            let q = q as usize;
            let p = if q < lo || q > hi {
                q
            } else if q == from {
                to
            } else if to < from {
                q + 1
            } else {
                q - 1
            };
            p as u32
        };
        let op_at = |p: usize| -> usize {
            if p == to {
                moved_op
            } else if to < from {
                self.order[p - 1]
            } else {
                self.order[p + 1]
            }
        };
        // A result's last reader after the move: positions keep their order but for the moved
        // op's, so only a result the moved op read last needs its readers again.
        let last_of = |v: u32| -> u32 {
            let v = v as usize;
            let last = s.last[v];
            if last as usize == from || d.readers[v].is_empty() {
                return d.readers[v]
                    .iter()
                    .map(|&r| new_pos(s.pos[r as usize]))
                    .max()
                    .unwrap_or_else(|| new_pos(s.pos[d.def[v] as usize]));
            }
            let last = new_pos(last);
            if (to as u32) > last && d.reads[moved_op].contains(&(v as u32)) {
                to as u32
            } else {
                last
            }
        };
        // The range's in-place decisions, as `peak_in` makes them in the moved order. While
        // they are the order's, a result is taken before position `p` when its taker comes
        // before `p` in the moved order.
        for p in lo..=hi {
            let i = op_at(p);
            let took = d.reusable[i]
                .iter()
                .copied()
                .find(|&x| {
                    let by = s.taken[x as usize];
                    let taken = by != NONE && new_pos(s.pos[by as usize]) < p as u32;
                    last_of(x) == p as u32 && !taken
                })
                .unwrap_or(NONE);
            if took != s.took[i] {
                return None;
            }
        }
        // The range swept again.
        let bytes = |v: usize| if s.homed[v] { 0 } else { d.bytes[v] };
        let mut live = s.live_in[lo];
        let mut top = 0u64;
        for p in lo..=hi {
            let i = op_at(p);
            out.live_in.push(live);
            live = g.with_results(live, i, s.took[i], bytes);
            let (a, b) = (d.first[i], d.first[i + 1]);
            let now = live.saturating_add(g.workspace[i]);
            top = top.max(now);
            let mut freed = 0u64;
            for v in d.reads[i].iter().copied().chain(a..b) {
                let l = last_of(v);
                if l == p as u32 && s.taken[v as usize] == NONE {
                    freed = freed.saturating_add(bytes(v as usize));
                }
                if l != s.last[v as usize] {
                    out.last.push((v, l));
                }
            }
            out.val.push(now);
            live -= freed.min(live);
        }
        if live != s.live_in[hi + 1] {
            return None;
        }
        // Donations whose update or readers moved.
        let mut sum = self.broken_bytes?;
        let mut moved: Vec<u32> = self.order[lo..=hi]
            .iter()
            .flat_map(|&i| self.donations_of[i].iter().copied())
            .collect();
        moved.sort_unstable();
        moved.dedup();
        for k in moved {
            let now = g.breaks(k as usize, |i| new_pos(s.pos[i]));
            let was = self.broken[k as usize];
            let b = g.donations[k as usize].3;
            if now && !was {
                sum = sum.checked_add(b)?;
            } else if was && !now {
                sum -= b;
            }
            if now != was {
                out.broken.push((k, now));
            }
        }
        out.broken_bytes = Some(sum);
        let before = if lo == 0 { 0 } else { self.before[lo - 1] };
        let peak = before.max(top).max(self.after[hi + 1]);
        Some(peak.saturating_add(sum))
    }
}

/// What [`Moving::apply`] changes, as [`Moving::sweep`] finds it.
#[derive(Default)]
struct Changed {
    /// Results whose last reader moved, with its new position.
    last: Vec<(u32, u32)>,
    /// Per position of the range: live bytes before its op's results, and while it runs.
    live_in: Vec<u64>,
    val: Vec<u64>,
    /// Donations broken or mended, and the broken bytes after the move.
    broken: Vec<(u32, bool)>,
    broken_bytes: Option<u64>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::schedule::Algorithm;

    /// A xorshift stream.
    fn stream(seed: u64) -> impl FnMut(u64) -> u64 {
        let mut s = seed | 1;
        move |m: u64| {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            s % m.max(1)
        }
    }

    /// The blocks of [`crate::schedule::tests::steps`].
    fn graphs() -> Vec<(String, Graph)> {
        let mut out = Vec::new();
        for (name, m) in crate::schedule::tests::steps() {
            for b in super::super::blocks(&m) {
                out.push((name.clone(), Graph::build(&m, b)));
            }
        }
        out
    }

    #[test]
    fn a_move_costs_what_the_moved_order_costs_in_full() {
        let mut next = stream(0x9e37_79b9);
        for (name, g) in graphs() {
            if g.n < 2 {
                continue;
            }
            let mut at = Moving::new(&g, g.order(Algorithm::List));
            assert_eq!(at.cost(), g.cost(at.order()), "{name}");
            for step in 0..200 {
                let n = g.n as u64;
                let (from, to) = (next(n) as usize, next(n) as usize);
                let moved = at.moved(from, to);
                let c = at.cost_moved(from, to);
                assert_eq!(c, g.cost(&moved), "{name}: step {step}, {from} to {to}");
                // Applied now and then, or after costing another move.
                if next(3) == 0 {
                    if next(2) == 0 {
                        at.cost_moved(next(n) as usize, next(n) as usize);
                    }
                    at.apply(from, to);
                    assert_eq!(at.order(), &moved[..], "{name}");
                    assert_eq!(at.cost(), g.cost(&moved), "{name}: step {step}");
                    let fresh = Moving::new(&g, moved.clone());
                    assert_eq!(at.peak_position(), fresh.peak_position(), "{name}");
                    assert_eq!(at.positions(), fresh.positions(), "{name}");
                }
            }
        }
    }
}
