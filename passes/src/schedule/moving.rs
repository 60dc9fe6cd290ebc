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
//!
//! Most moves are cheaper still ([`Moving::quick`]): where the order reads every value after
//! it is defined and the move keeps that so, and no in-place decision changes, each op the
//! move shifts keeps its live bytes but for what the moved op defines and reads: a constant
//! for its results, one step for each input whose last read moves. The range's largest live
//! bytes are then a few range maxima of the order's ([`Maxima`]), plus those steps.

use super::maxima::Maxima;
use super::{Graph, Scratch, NONE};

/// An order and what [`Graph::peak_in`] found for it, with the range maxima of its live
/// bytes and the donations it breaks.
pub(super) struct Moving<'g> {
    g: &'g Graph,
    order: Vec<usize>,
    s: Scratch,
    /// The live bytes per position again, for their largest over a range (the order's
    /// before and after a move's).
    tree: Maxima,
    /// Every value is defined before its readers in the order, and no sum of bytes can
    /// saturate: [`Moving::quick`] may answer.
    valid: bool,
    /// No sum of the block's bytes saturates (they total below 2^62).
    small: bool,
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
        let total = g
            .dense
            .bytes
            .iter()
            .chain(&g.workspace)
            .try_fold(0u64, |t, &b| t.checked_add(b));
        let mut m = Moving {
            g,
            order,
            s: Scratch::default(),
            tree: Maxima::new(&[]),
            valid: false,
            small: total.is_some_and(|t| t < 1 << 62),
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
        self.broken = (0..self.g.donations.len())
            .map(|k| self.g.breaks(k, |i| self.s.pos[i]))
            .collect();
        self.broken_bytes = self.broken_sum();
        self.tree = Maxima::new(&self.s.val);
        let d = &self.g.dense;
        self.valid = self.small
            && (0..d.def.len()).all(|v| {
                let at = self.s.pos[d.def[v] as usize];
                d.readers[v].iter().all(|&r| self.s.pos[r as usize] > at)
            });
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
        let peak = self.tree.max(0, self.order.len());
        peak.saturating_add(self.broken_bytes.unwrap_or(u64::MAX))
    }

    /// The first position where the live bytes peak (the position [`Graph::peak_in`] gives).
    pub(super) fn peak_position(&self) -> usize {
        let peak = self.tree.max(0, self.order.len());
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
        if let Some(cost) = self.quick(from, to) {
            debug_assert_eq!(Some(cost), self.sweep(from, to, &mut Changed::default()));
            return cost;
        }
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
            last => self.shifted(from, to).or_else(|| {
                let mut c = last.map(|(_, c)| c).unwrap_or_default();
                self.sweep(from, to, &mut c).map(|_| c)
            }),
        };
        let Some(changed) = changed else {
            self.order = self.moved(from, to);
            self.recost();
            return;
        };
        self.valid &= self.keeps_dataflow(from, to);
        let (lo, hi) = (from.min(to), from.max(to));
        // The op at `from` to `to`, the ones between shifted by one.
        if to > from {
            self.order[lo..=hi].rotate_left(1);
        } else {
            self.order[lo..=hi].rotate_right(1);
        }
        for (p, &i) in self.order[lo..=hi].iter().enumerate() {
            self.s.pos[i] = (lo + p) as u32;
        }
        for (v, l) in changed.last {
            self.s.last[v as usize] = l;
        }
        self.tree.set(lo, &changed.val);
        self.s.val[lo..=hi].copy_from_slice(&changed.val);
        self.s.live_in[lo..=hi].copy_from_slice(&changed.live_in);
        for (k, b) in changed.broken {
            self.broken[k as usize] = b;
        }
        self.broken_bytes = changed.broken_bytes;
        debug_assert_eq!(self.broken_bytes, self.broken_sum());
    }

    /// The order's largest live bytes before `lo` and after `hi` (what a move between them
    /// leaves as it is).
    fn outside(&self, lo: usize, hi: usize) -> u64 {
        let after = self.tree.max(hi + 1, self.order.len());
        self.tree.max(0, lo).max(after)
    }

    /// True when the order after moving the op at `from` to `to` still defines what that op
    /// reads before it, and that op's results before their readers.
    fn keeps_dataflow(&self, from: usize, to: usize) -> bool {
        let (s, d, i) = (&self.s, &self.g.dense, self.order[from]);
        let (lo, hi) = (from.min(to), from.max(to));
        let results = d.first[i]..d.first[i + 1];
        results
            .flat_map(|r| &d.readers[r as usize])
            .all(|&o| s.pos[o as usize] as usize > hi)
            && d.reads[i]
                .iter()
                .all(|&x| (s.pos[d.def[x as usize] as usize] as usize) < lo)
    }

    /// [`Moving::sweep`]'s cost without sweeping, where [`Moving::steps`] can say what the
    /// move changes; `None` elsewhere.
    fn quick(&self, from: usize, to: usize) -> Option<u64> {
        let st = self.steps(from, to)?;
        let mut top = st.own;
        for (a, b, base) in st.stretches() {
            let (a, b) = (
                (a as isize + st.shift) as usize,
                (b as isize + st.shift) as usize,
            );
            top = top.max((self.tree.max(a, b + 1) as i64 + base) as u64);
        }
        let (lo, hi) = (from.min(to), from.max(to));
        let peak = self.outside(lo, hi).max(top);
        Some(peak.saturating_add(st.broken_bytes))
    }

    /// What [`Moving::apply`] changes for a move [`Moving::steps`] can say it for: each
    /// shifted position's live bytes from its op's old ones, and the last readers of what the
    /// moved op reads (no other value's last reader changes: the others keep their order).
    fn shifted(&self, from: usize, to: usize) -> Option<Changed> {
        let mut st = self.steps(from, to)?;
        let (s, d) = (&self.s, &self.g.dense);
        let sh = Shift::new(self, from, to);
        // One entry per position of the range.
        let span = from.abs_diff(to) + 1;
        let mut out = Changed {
            live_in: Vec::with_capacity(span),
            val: Vec::with_capacity(span),
            broken: std::mem::take(&mut st.broken),
            broken_bytes: Some(st.broken_bytes),
            ..Changed::default()
        };
        // The moved op first when it moved earlier, last when it moved later.
        let own = |out: &mut Changed| {
            out.live_in.push(st.own_in);
            out.val.push(st.own);
        };
        if to < from {
            own(&mut out);
        }
        for (a, b, base) in st.stretches() {
            for p in a..=b {
                let q = (p as isize + st.shift) as usize;
                out.live_in.push((s.live_in[q] as i64 + base) as u64);
                out.val.push((s.val[q] as i64 + base) as u64);
            }
        }
        if to > from {
            own(&mut out);
        }
        // Only what the moved op reads may change its last reader.
        let reader = |x: u32| (x, sh.op_at_any(sh.last(x) as usize) as u32);
        out.last.extend(d.reads[sh.op].iter().map(|&x| reader(x)));
        Some(out)
    }

    /// What moving the op `i` at `from` to `to` changes, without sweeping, where the order and
    /// the moved one read every value after it is defined, no sum saturates and no in-place
    /// decision changes; `None` elsewhere. The ops between `from` and `to` shift by one place
    /// and keep their live bytes, but that `i`'s results read later are no longer live there
    /// (moved later) or are live there now (moved earlier), and that an input `i` reads last
    /// lives on to `i`'s new place, or dies at its last other reader.
    fn steps(&self, from: usize, to: usize) -> Option<Steps> {
        if !self.valid || from == to || !self.keeps_dataflow(from, to) {
            return None;
        }
        let (g, s, d) = (self.g, &self.s, &self.g.dense);
        let sh = Shift::new(self, from, to);
        let i = sh.op;
        let bytes = |v: usize| if s.homed[v] { 0 } else { d.bytes[v] as i64 };
        // The moved op's own in-place decision, as `peak_in` makes it at its new place.
        let took = d.reusable[i]
            .iter()
            .copied()
            .find(|&x| {
                let by = s.taken[x as usize];
                let taken = by != NONE && sh.pos(s.pos[by as usize]) < to as u32;
                sh.last(x) == to as u32 && !taken
            })
            .unwrap_or(NONE);
        if took != s.took[i] {
            return None;
        }
        let read_results: i64 = (d.first[i]..d.first[i + 1])
            .filter(|&r| !d.readers[r as usize].is_empty())
            .map(|r| bytes(r as usize))
            .sum();
        let mut steps: Vec<(usize, i64)> = Vec::new();
        let (base, own_in) = if to > from {
            // Inputs last read in the range are now read last at `to`.
            let mut own_in = s.live_in[to + 1] as i64 - read_results;
            for &x in &d.reads[i] {
                let last = s.pos[s.last[x as usize] as usize] as usize;
                if last > to {
                    continue;
                }
                if last != from && s.taken[x as usize] != NONE {
                    // Its last reader in the range took it over, and no longer reads it last.
                    return None;
                }
                own_in += bytes(x as usize);
                steps.push((last, bytes(x as usize)));
            }
            (-read_results, own_in)
        } else {
            for &x in &d.reads[i] {
                if s.last[x as usize] as usize != i {
                    continue;
                }
                let last = sh.last(x) as usize;
                if last > to && d.reusable[sh.op_at(last)].contains(&x) {
                    // Its new last reader may take it over.
                    return None;
                }
                steps.push((last + 1, -bytes(x as usize)));
            }
            (read_results, s.live_in[to] as i64)
        };
        steps.sort_unstable();
        let own_in = own_in as u64;
        let own = g.with_results(own_in, i, took, |v| bytes(v) as u64) + g.workspace[i];
        // Only donations the moved op updates or reads can break or mend: the others keep
        // their order.
        let mut broken_bytes = self.broken_bytes?;
        let mut broken = Vec::new();
        for &k in &self.donations_of[i] {
            let now = g.breaks(k as usize, |o| sh.pos(s.pos[o]));
            let b = g.donations[k as usize].3;
            match (self.broken[k as usize], now) {
                (false, true) => broken_bytes = broken_bytes.checked_add(b)?,
                (true, false) => broken_bytes -= b,
                _ => continue,
            }
            broken.push((k, now));
        }
        let (first, last, shift) = if to > from {
            (from, to - 1, 1)
        } else {
            (to + 1, from, -1)
        };
        Some(Steps {
            base,
            steps,
            first,
            last,
            shift,
            own_in,
            own,
            broken,
            broken_bytes,
        })
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
        let sh = Shift::new(self, from, to);
        let (new_pos, op_at, last_of) = (|q| sh.pos(q), |p| sh.op_at(p), |v| sh.last(v));
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
                let reader = sh.op_at_any(l as usize) as u32;
                if reader != s.last[v as usize] {
                    out.last.push((v, reader));
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
        let peak = self.outside(lo, hi).max(top);
        Some(peak.saturating_add(sum))
    }
}

/// What [`Moving::steps`] finds a move changes.
struct Steps {
    /// The live bytes at each shifted position `first..=last` (numbered after the move) are
    /// those its op had at `p + shift` before it, plus `base`, plus each step `(from, bytes)`
    /// at or before `p` (sorted).
    base: i64,
    steps: Vec<(usize, i64)>,
    first: usize,
    last: usize,
    shift: isize,
    /// The moved op's live bytes at its new place: before its results, and while it runs.
    own_in: u64,
    own: u64,
    /// Donations broken or mended, and the broken bytes after the move.
    broken: Vec<(u32, bool)>,
    broken_bytes: u64,
}

impl Steps {
    /// The shifted positions in stretches `(a, b, add)`: positions `a..=b` hold what their ops
    /// held before the move, plus `add`.
    fn stretches(&self) -> Vec<(usize, usize, i64)> {
        let (mut out, mut base, mut at) = (Vec::new(), self.base, self.first);
        let mut steps = self.steps.iter().peekable();
        while at <= self.last {
            while let Some(&&(_, b)) = steps.peek().filter(|&&&(p, _)| p <= at) {
                base += b;
                steps.next();
            }
            let end = steps
                .peek()
                .map_or(self.last, |&&(p, _)| (p - 1).min(self.last));
            out.push((at, end, base));
            at = end + 1;
        }
        out
    }
}

/// Positions and last reads in the order with the op at `from` moved to `to`, read from
/// the order's own.
struct Shift<'a, 'g> {
    m: &'a Moving<'g>,
    from: usize,
    to: usize,
    /// The moved op.
    op: usize,
}

impl<'a, 'g> Shift<'a, 'g> {
    fn new(m: &'a Moving<'g>, from: usize, to: usize) -> Shift<'a, 'g> {
        let op = m.order[from];
        Shift { m, from, to, op }
    }

    /// The position after the move of what is at `q` before it.
    fn pos(&self, q: u32) -> u32 {
        let (q, from, to) = (q as usize, self.from, self.to);
        let p = if q < from.min(to) || q > from.max(to) {
            q
        } else if q == from {
            to
        } else if to < from {
            q + 1
        } else {
            q - 1
        };
        p as u32
    }

    /// The op at position `p` after the move (within the moved range).
    fn op_at(&self, p: usize) -> usize {
        if p == self.to {
            self.op
        } else if self.to < self.from {
            self.m.order[p - 1]
        } else {
            self.m.order[p + 1]
        }
    }

    /// The op at position `p` after the move.
    fn op_at_any(&self, p: usize) -> usize {
        if p < self.from.min(self.to) || p > self.from.max(self.to) {
            self.m.order[p]
        } else {
            self.op_at(p)
        }
    }

    /// The position of result `v`'s last reader after the move: positions keep their order
    /// but for the moved op's, so only a result the moved op read last needs its readers
    /// again.
    fn last(&self, v: u32) -> u32 {
        let (s, d, v) = (&self.m.s, &self.m.g.dense, v as usize);
        let last = s.last[v];
        if last as usize == self.op || d.readers[v].is_empty() {
            return d.readers[v]
                .iter()
                .map(|&r| self.pos(s.pos[r as usize]))
                .max()
                .unwrap_or_else(|| self.pos(s.pos[d.def[v] as usize]));
        }
        let last = self.pos(s.pos[last as usize]);
        if (self.to as u32) > last && d.reads[self.op].contains(&(v as u32)) {
            self.to as u32
        } else {
            last
        }
    }
}

/// What [`Moving::apply`] changes, as [`Moving::sweep`] finds it.
#[derive(Default)]
struct Changed {
    /// Results whose last reader changed, with the new one.
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

    /// Moves that keep every value defined before its readers, as the refinement's are: most
    /// are costed without a sweep, each as the moved order costs in full.
    #[test]
    fn a_move_that_keeps_the_dataflow_costs_what_the_moved_order_costs_in_full() {
        let mut next = stream(0x51_7cc1);
        let (mut quick, mut all) = (0, 0);
        for (name, g) in graphs() {
            if g.n < 2 {
                continue;
            }
            let mut at = Moving::new(&g, g.order(Algorithm::List));
            for step in 0..300 {
                let from = next(g.n as u64) as usize;
                let (pos, i) = (at.positions(), at.order()[from]);
                let earliest = g.preds[i].iter().map(|&p| pos[p] as usize + 1).max();
                let latest = (0..g.n)
                    .filter(|&o| g.preds[o].contains(&i))
                    .map(|o| pos[o] as usize - 1)
                    .min();
                let (lo, hi) = (earliest.unwrap_or(0), latest.unwrap_or(g.n - 1));
                let to = lo + next((hi - lo + 1) as u64) as usize;
                let moved = at.moved(from, to);
                all += 1;
                quick += usize::from(at.quick(from, to).is_some());
                assert_eq!(
                    at.cost_moved(from, to),
                    g.cost(&moved),
                    "{name}: step {step}"
                );
                if next(4) == 0 {
                    at.apply(from, to);
                    assert_eq!(at.cost(), g.cost(&moved), "{name}: step {step}");
                    assert!(at.valid, "{name}: step {step}");
                    let fresh = Moving::new(&g, moved);
                    let (a, b) = (&at.s, &fresh.s);
                    assert_eq!((&a.last, &a.val, &a.live_in), (&b.last, &b.val, &b.live_in));
                    assert_eq!(at.tree.max(0, g.n), fresh.tree.max(0, g.n), "{name}");
                }
            }
        }
        assert!(
            quick * 2 > all,
            "{quick} of {all} moves costed without a sweep"
        );
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
