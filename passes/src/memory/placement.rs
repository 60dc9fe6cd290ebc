//! Static placement of buffers with known lifetimes into one arena: a pure algorithm behind a
//! narrow input (intervals with sizes and alignment), driven by `assign-buffers` and by
//! `lowtide place` (MiniMalloc's CSV format) alike.
//!
//! Two stages:
//! 1. **Release-aware greedy packings**: several orderings, each placed first-fit against a
//!    skyline, keeping the best (as XLA keeps the best of several packings).
//! 2. **Exact skyline search** when the best greedy height is above the target: a depth-first
//!    search over canonical placements (buffers placed in non-decreasing offset order, each
//!    resting on what is below it), branching at the lowest section of the skyline, pruned by
//!    "what is still to place in a section must fit between its floor and the capacity".
//!    Bounded by a node and a time limit; the best packing found so far is always returned.
//!
//! Offsets are multiples of each buffer's alignment. Times are half-open `[lower, upper)`.

use super::range_max::RangeMax;
use std::time::{Duration, Instant};

/// One buffer to place.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Interval {
    /// First program point at which the buffer is live.
    pub lower: u64,
    /// First program point at which it is dead again (half-open).
    pub upper: u64,
    /// Bytes.
    pub size: u64,
    /// Offset alignment in bytes (1 for none).
    pub align: u64,
}

/// A placement: an offset per buffer, and the arena height it needs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Placement {
    /// Offset of each buffer, in input order.
    pub offsets: Vec<u64>,
    /// `max(offset + size)`.
    pub height: u64,
    /// Which stage produced it.
    pub method: &'static str,
    /// Search nodes visited by the exact stage (0 if it did not run).
    pub nodes: u64,
    /// Buffers the exact stage visited ([`Limits::max_work`]; 0 if it did not run).
    pub work: u64,
    /// True when the time limit (a safety net: the node limit bounds the work
    /// deterministically) cut the work short, so the same input may place differently on a
    /// busier machine.
    pub timed_out: bool,
}

/// Limits for the exact stage.
#[derive(Copy, Clone, Debug)]
pub struct Limits {
    /// Maximum search nodes.
    pub max_nodes: u64,
    /// Maximum buffers visited, over all nodes: a node visits the buffers it may place and
    /// those its placement raises, so a node of a large problem costs thousands of a small
    /// one's, and this bound, unlike `max_nodes`, holds the search's time whatever the size.
    /// Like `max_nodes`, it is deterministic.
    pub max_work: u64,
    /// Maximum wall time.
    pub time: Duration,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_nodes: 50_000_000,
            max_work: u64::MAX,
            time: Duration::from_millis(2_000),
        }
    }
}

/// The largest total of buffer sizes the placer accepts (4 EiB): every offset and height it
/// computes then fits in `u64`.
pub const MAX_TOTAL_BYTES: u64 = 1 << 62;

/// Checks the placer's input contract: lifetimes are ordered (`lower <= upper`), alignments are
/// at least 1, and all sizes together stay within [`MAX_TOTAL_BYTES`].
pub fn check_input(bufs: &[Interval]) -> Result<(), String> {
    let mut total = 0u64;
    for (i, b) in bufs.iter().enumerate() {
        if b.upper < b.lower {
            return Err(format!(
                "buffer {i}: upper ({}) is below lower ({})",
                b.upper, b.lower
            ));
        }
        if b.align == 0 || b.align > MAX_TOTAL_BYTES {
            return Err(format!(
                "buffer {i}: alignment {} must be between 1 and 2^62",
                b.align
            ));
        }
        total = total.saturating_add(b.size).saturating_add(b.align);
        if total > MAX_TOTAL_BYTES {
            return Err(format!("the buffers need more than {MAX_TOTAL_BYTES} bytes in total (2^62); nothing that large can be placed"));
        }
    }
    Ok(())
}

/// The lower bound on the height: the largest total size live at one point, and at least the
/// largest buffer (one whose lifetime is empty still needs its bytes somewhere in the arena).
pub fn lower_bound(bufs: &[Interval]) -> u64 {
    let largest = bufs.iter().map(|b| b.size).max().unwrap_or(0);
    live_bound(bufs).max(largest)
}

/// The largest total size live at one point.
fn live_bound(bufs: &[Interval]) -> u64 {
    // Program points (`assign-buffers`' are two per op) are few: the sizes starting and
    // ending at each point are summed in place of sorting the starts and ends.
    let end = live(bufs).map(|b| b.upper).max().unwrap_or(0);
    if end <= POINTS_SUMMED_PER_BUFFER.saturating_mul(bufs.len() as u64) {
        live_bound_summed(bufs, end)
    } else {
        live_bound_sorted(bufs)
    }
}

/// The buffers live over some point.
fn live(bufs: &[Interval]) -> impl Iterator<Item = &Interval> + Clone {
    bufs.iter().filter(|b| b.upper > b.lower && b.size > 0)
}

/// [`live_bound`] from the sizes starting and ending at each point up to `end`, the last.
fn live_bound_summed(bufs: &[Interval], end: u64) -> u64 {
    let mut delta = vec![0i128; end as usize + 1];
    for b in live(bufs) {
        delta[b.lower as usize] += b.size as i128;
        delta[b.upper as usize] -= b.size as i128;
    }
    running_max(delta)
}

/// [`live_bound`] from the starts and ends sorted.
fn live_bound_sorted(bufs: &[Interval]) -> u64 {
    let mut ev: Vec<(u64, i128)> = Vec::with_capacity(bufs.len() * 2);
    for b in live(bufs) {
        ev.push((b.lower, b.size as i128));
        ev.push((b.upper, -(b.size as i128)));
    }
    // Ends before starts at the same point: half-open intervals.
    ev.sort_by_key(|&(t, d)| (t, d > 0));
    running_max(ev.into_iter().map(|(_, d)| d))
}

/// The largest running total of `deltas` (0 at least).
fn running_max(deltas: impl IntoIterator<Item = i128>) -> u64 {
    let (mut cur, mut best) = (0i128, 0i128);
    for d in deltas {
        cur += d;
        best = best.max(cur);
    }
    best as u64
}

/// [`live_bound`] sums sizes per point when there are at most this many points per buffer,
/// and sorts the starts and ends otherwise.
const POINTS_SUMMED_PER_BUFFER: u64 = 8;

/// Time compressed into sections between consecutive event points.
struct Sections {
    /// Per buffer: first section and one past the last.
    span: Vec<(usize, usize)>,
    count: usize,
}

fn sections(bufs: &[Interval]) -> Sections {
    let mut pts: Vec<u64> = bufs.iter().flat_map(|b| [b.lower, b.upper]).collect();
    pts.sort_unstable();
    pts.dedup();
    let idx = |t: u64| pts.binary_search(&t).unwrap();
    let span = bufs.iter().map(|b| (idx(b.lower), idx(b.upper))).collect();
    Sections {
        span,
        count: pts.len().saturating_sub(1),
    }
}

fn align_up(x: u64, a: u64) -> u64 {
    if a <= 1 {
        x
    } else {
        x.div_ceil(a) * a
    }
}

/// The placed buffers, indexed by lifetime so that those overlapping a new lifetime are found in
/// O(log n + k) rather than by scanning every placed buffer (which made placement quadratic):
/// a segment tree over the time points holds the buffers live at a point, and a map by first
/// point the buffers starting inside the lifetime.
struct PlacedIndex {
    /// The distinct time points; leaf `k` is `[points[k], points[k + 1])`.
    points: Vec<u64>,
    /// Leaves rounded up to a power of two.
    width: usize,
    /// Segment tree nodes: the buffers whose lifetime covers the node's whole range.
    nodes: Vec<Vec<u32>>,
    /// Placed buffers by first point.
    by_lower: std::collections::BTreeMap<u64, Vec<u32>>,
}

impl PlacedIndex {
    fn new(bufs: &[Interval]) -> PlacedIndex {
        let mut points: Vec<u64> = bufs.iter().flat_map(|b| [b.lower, b.upper]).collect();
        points.sort_unstable();
        points.dedup();
        let width = points.len().max(1).next_power_of_two();
        PlacedIndex {
            points,
            width,
            nodes: vec![Vec::new(); 2 * width],
            by_lower: Default::default(),
        }
    }

    fn leaf(&self, t: u64) -> usize {
        self.points.partition_point(|&p| p < t)
    }

    fn insert(&mut self, id: usize, b: &Interval) {
        self.by_lower.entry(b.lower).or_default().push(id as u32);
        if b.upper <= b.lower {
            return;
        }
        let (mut l, mut r) = (
            self.leaf(b.lower) + self.width,
            self.leaf(b.upper) + self.width,
        );
        while l < r {
            if l & 1 == 1 {
                self.nodes[l].push(id as u32);
                l += 1;
            }
            if r & 1 == 1 {
                r -= 1;
                self.nodes[r].push(id as u32);
            }
            l >>= 1;
            r >>= 1;
        }
    }

    /// Calls `f` once with every placed buffer `j` that overlaps `b` as
    /// `j.lower < b.upper && b.lower < j.upper` (a buffer with an empty lifetime included).
    fn overlapping(&self, bufs: &[Interval], b: &Interval, mut f: impl FnMut(usize)) {
        // Live at `b.lower`, so starting at or before it (before it when `b` is empty).
        let mut node = self.leaf(b.lower) + self.width;
        while node >= 1 {
            for &j in &self.nodes[node] {
                if b.upper > b.lower || bufs[j as usize].lower < b.lower {
                    f(j as usize);
                }
            }
            node >>= 1;
        }
        // Starting strictly inside `b`'s lifetime.
        use std::ops::Bound::Excluded;
        if b.upper > b.lower {
            let inside = self.by_lower.range((Excluded(b.lower), Excluded(b.upper)));
            inside.flat_map(|(_, v)| v).for_each(|&j| f(j as usize));
        }
    }
}

/// First-fit against the placed buffers that overlap in time: the lowest aligned offset where
/// the buffer fits in a gap. Buffers are taken in `order`. Given up (`None`) once `stop` says
/// so: it is asked every [`FIRST_FIT_ASKS_EVERY`] buffers.
fn first_fit(
    bufs: &[Interval],
    order: &[usize],
    stop: impl Fn() -> bool,
) -> Option<(Vec<u64>, u64)> {
    let mut offsets = vec![0u64; bufs.len()];
    let mut index = PlacedIndex::new(bufs);
    let mut height = 0;
    let mut gaps = Gaps::default();
    for (k, &i) in order.iter().enumerate() {
        if k % FIRST_FIT_ASKS_EVERY == FIRST_FIT_ASKS_EVERY - 1 && stop() {
            return None;
        }
        let b = bufs[i];
        gaps.busy.clear();
        index.overlapping(bufs, &b, |j| {
            gaps.busy.push((offsets[j], offsets[j] + bufs[j].size))
        });
        let off = gaps.lowest(b.size, b.align);
        offsets[i] = off;
        height = height.max(off + b.size);
        index.insert(i, &b);
    }
    Some((offsets, height))
}

/// How many buffers [`first_fit`] places between asks whether to stop.
const FIRST_FIT_ASKS_EVERY: usize = 1024;

/// The busy ranges (start, end) a buffer must avoid, and the space [`Gaps::lowest`] buckets
/// them in.
#[derive(Default)]
struct Gaps {
    busy: Vec<(u64, u64)>,
    bucketed: Vec<(u64, u64)>,
    counts: Vec<u32>,
}

/// [`Gaps::lowest`] buckets its ranges by start, about this many to a bucket; with no more
/// ranges than [`GAPS_SORTED_UP_TO`] it sorts them all.
const GAPS_PER_BUCKET: usize = 4;
const GAPS_SORTED_UP_TO: usize = 32;

impl Gaps {
    /// The lowest aligned offset where `size` bytes fit among the busy ranges: the ranges
    /// taken by start, the offset raised past each, up to the first gap that fits (the order
    /// among equal starts does not matter). Many ranges are put in buckets of starts first
    /// (a counting sort on the start's high bits), and each bucket is sorted only when the
    /// scan reaches it: the gap is often low, below most of the ranges, and where it is not,
    /// sorting small buckets costs less than sorting them all (a placement in a wide step
    /// avoids thousands of ranges).
    fn lowest(&mut self, size: u64, align: u64) -> u64 {
        // The ranges of `head`, sorted, taken after those below them: the gap when one opens
        // below a range, else the offset raised past them all.
        let mut off = 0;
        let mut scan = |head: &mut [(u64, u64)]| {
            head.sort_unstable_by_key(|r| r.0);
            for &(s, e) in head.iter() {
                if align_up(off, align) + size <= s {
                    return Some(align_up(off, align));
                }
                off = off.max(e);
            }
            None
        };
        let busy = &mut self.busy;
        if busy.len() <= GAPS_SORTED_UP_TO {
            return scan(busy).unwrap_or_else(|| align_up(off, align));
        }
        let (lo, hi) = busy
            .iter()
            .fold((u64::MAX, 0), |(lo, hi), r| (lo.min(r.0), hi.max(r.0)));
        if align_up(0, align) + size <= lo {
            return align_up(0, align);
        }
        let buckets = (busy.len() / GAPS_PER_BUCKET).next_power_of_two();
        // The fewest low bits dropped that leave `buckets` buckets or fewer.
        let shift = u64::BITS - ((hi - lo) / buckets as u64).leading_zeros();
        let bucket = |s: u64| ((s - lo) >> shift) as usize;
        let counts = &mut self.counts;
        counts.clear();
        counts.resize(bucket(hi) + 2, 0);
        for r in busy.iter() {
            counts[bucket(r.0) + 1] += 1;
        }
        for k in 1..counts.len() {
            counts[k] += counts[k - 1];
        }
        self.bucketed.clear();
        self.bucketed.resize(busy.len(), (0, 0));
        for &r in busy.iter() {
            let at = &mut counts[bucket(r.0)];
            self.bucketed[*at as usize] = r;
            *at += 1;
        }
        // `counts[k]` is now the end of bucket `k`.
        let mut from = 0;
        for &end in counts.iter() {
            if let Some(gap) = scan(&mut self.bucketed[from..end as usize]) {
                return gap;
            }
            from = end as usize;
        }
        align_up(off, align)
    }
}

/// The greedy orderings tried, best kept. "Release-aware": buffers that die together are
/// placed together, long-lived ones first so they settle at one end.
/// Orderings after one at the lower bound are not kept (none could be lower), and orderings
/// after the first batch (one per core) are skipped once `limits.time` has passed since
/// `start` (the safety net: a huge input still gets the first packing); the second result is
/// true then.
fn greedy(
    bufs: &[Interval],
    start: Instant,
    limits: Limits,
) -> ((Vec<u64>, u64, &'static str), bool) {
    let n = bufs.len();
    type Key = fn(&[Interval], usize) -> (u64, u64, u64);
    let orders: [(&'static str, Key); 4] = [
        ("greedy-by-size", |b, i| {
            (u64::MAX - b[i].size, b[i].lower, i as u64)
        }),
        ("greedy-by-area", |b, i| {
            (
                u64::MAX - b[i].size.saturating_mul(b[i].upper - b[i].lower),
                b[i].lower,
                i as u64,
            )
        }),
        ("greedy-by-lifetime", |b, i| {
            (
                u64::MAX - (b[i].upper - b[i].lower),
                u64::MAX - b[i].size,
                i as u64,
            )
        }),
        ("greedy-by-release", |b, i| {
            (b[i].upper, u64::MAX - b[i].size, i as u64)
        }),
    ];
    let mut best: Option<(Vec<u64>, u64, &'static str)> = None;
    let mut timed_out = false;
    let bound = lower_bound(bufs);
    // The first ordering whose packing met the bound: those after it in its batch stop, as
    // they would not be kept.
    let met = std::sync::atomic::AtomicUsize::new(usize::MAX);
    let pack = |&(k, (name, key)): &(usize, (&'static str, Key))| {
        let mut order: Vec<usize> = (0..n).collect();
        order.sort_by_key(|&i| key(bufs, i));
        let stop = || met.load(std::sync::atomic::Ordering::Relaxed) < k;
        let (offs, h) = first_fit(bufs, &order, stop)?;
        if h <= bound {
            met.fetch_min(k, std::sync::atomic::Ordering::Relaxed);
        }
        Some((offs, h, name))
    };
    let orders: Vec<(usize, (&'static str, Key))> = orders.into_iter().enumerate().collect();
    // As many orderings at a time as the machine has cores, kept as if they ran one after
    // the other.
    let mut next = 0;
    while next < orders.len() {
        // A packing at the lower bound cannot be beaten (a later one must be strictly lower).
        if best.as_ref().is_some_and(|b| b.1 <= bound) {
            break;
        }
        if best.is_some() && start.elapsed() > limits.time {
            timed_out = true;
            break;
        }
        let batch = crate::parallel::threads(orders.len() - next);
        for packed in crate::parallel::map(&orders[next..next + batch], pack) {
            // A packing that stopped follows one at the bound.
            let Some(packed) = packed.filter(|_| best.as_ref().is_none_or(|b| b.1 > bound)) else {
                break;
            };
            if best.as_ref().is_none_or(|b| packed.1 < b.1) {
                best = Some(packed);
            }
        }
        next += batch;
    }
    (best.unwrap_or((Vec::new(), 0, "empty")), timed_out)
}

/// The placements made last, with their inputs: a placement is a function of its input alone
/// unless its time limit fired (those are not kept), so a repeat is answered from here. The
/// budget search places with a smaller node limit than `assign-buffers`: a packing that met
/// its target within that limit answers both.
static RECENT: crate::recent::Recent<Placed> = crate::recent::Recent::new();

/// One of [`RECENT`]'s placements, with its input.
struct Placed {
    bufs: Vec<Interval>,
    target: u64,
    limits: Limits,
    placement: Placement,
}

/// Places `bufs`, aiming for `target` (normally the lower bound, or a capacity). Returns the
/// best placement found; `height <= target` means the target was met. `bufs` must satisfy
/// [`check_input`].
pub fn place(bufs: &[Interval], target: u64, limits: Limits) -> Placement {
    // The same input; or the same buffers and target, met by a search that visited no more
    // nodes than `limits` allow: under any such limit the search goes the same way to the
    // same packing (the greedy packings when they met it, having visited none).
    let same = |e: &Placed| {
        let (a, b) = (e.limits, limits);
        let limits_agree = (a.max_nodes, a.max_work, a.time) == (b.max_nodes, b.max_work, b.time)
            || (e.placement.height <= target
                && e.placement.nodes <= b.max_nodes
                && e.placement.work <= b.max_work);
        e.target == target && limits_agree && e.bufs == bufs
    };
    if let Some(p) = RECENT.find(|e| same(e).then(|| e.placement.clone())) {
        return p;
    }
    let placement = place_anew(bufs, target, limits);
    if !placement.timed_out {
        RECENT.keep(Placed {
            bufs: bufs.to_vec(),
            target,
            limits,
            placement: placement.clone(),
        });
    }
    placement
}

/// [`place`] without looking at [`RECENT`].
fn place_anew(bufs: &[Interval], target: u64, limits: Limits) -> Placement {
    let start = Instant::now();
    let ((offsets, height, method), timed_out) = greedy(bufs, start, limits);
    if height <= target || bufs.is_empty() || timed_out {
        return Placement {
            offsets,
            height,
            method,
            nodes: 0,
            work: 0,
            timed_out,
        };
    }
    let mut s = ExactSearch::new(bufs, target, limits);
    s.start = start;
    let found = s.solve_on_own_stack();
    let timed_out = s.timed_out;
    match found {
        Some(offs) => {
            let h = bufs
                .iter()
                .zip(&offs)
                .map(|(b, o)| o + b.size)
                .max()
                .unwrap_or(0);
            Placement {
                offsets: offs,
                height: h,
                method: "skyline-search",
                nodes: s.nodes,
                work: s.work,
                timed_out,
            }
        }
        None => Placement {
            offsets,
            height,
            method,
            nodes: s.nodes,
            work: s.work,
            timed_out,
        },
    }
}

/// The exact stage alone: a packing within `cap`, if the search finds one within `limits`.
pub fn search(bufs: &[Interval], cap: u64, limits: Limits) -> Option<Vec<u64>> {
    ExactSearch::new(bufs, cap, limits).solve_on_own_stack()
}

/// [`ExactSearch`] sweeps the sections whose floors may rise in one pass over the unplaced
/// buffers (rather than scanning each section's unplaced buffers) when the scans would visit
/// more than this many times as many buffers as are unplaced: a sweep visits each unplaced
/// buffer starting before the last section once, and a scan, the cheaper of the two on small
/// unions, stops at the first buffer that can sit at the floor.
const SWEEP_ABOVE: usize = 4;

/// Stack bytes the exact search's recursion needs per buffer, with room to spare: it goes one
/// level deeper for each buffer it places (about 500 bytes a level; a DenseNet-121 step's
/// placement, 4,251 levels deep, overflowed the 2 MiB stack of a thread spawned with the
/// default size).
const STACK_PER_BUFFER: usize = 2 << 10;

/// Finds the smallest height it can between the lower bound and the greedy height: tries the
/// lower bound first, then bisects on the gap while time remains.
pub fn place_min(bufs: &[Interval], limits: Limits) -> Placement {
    let lb = lower_bound(bufs);
    let start = Instant::now();
    let mut best = place(
        bufs,
        lb,
        Limits {
            time: limits.time / 2,
            ..limits
        },
    );
    let mut lo = lb;
    while best.height > lo + 1 && start.elapsed() < limits.time {
        let mid = lo + (best.height - lo) / 2;
        let left = limits.time.saturating_sub(start.elapsed());
        let p = place(
            bufs,
            mid,
            Limits {
                time: left / 2,
                ..limits
            },
        );
        if p.height <= mid {
            best = p;
        } else {
            lo = mid;
        }
    }
    best
}

/// How a subtree of the search ended.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Outcome {
    Found,
    NotFound,
    /// Node or time budget exhausted.
    Aborted,
}

/// Depth-first search over canonical placements. The ideas are MiniMalloc's (Moffitt,
/// ASPLOS'23); see docs/ASSIGN.md:
/// - every unplaced buffer has a minimum offset, the top of the placed buffers it overlaps;
///   candidates are tried by (minimum offset, static rank), and placements are made in
///   lexicographically non-decreasing (offset, rank) order, so each packing is visited once;
/// - a candidate whose offset is at or above another unplaced buffer's lowest possible top is
///   skipped: that buffer would fit in the gap below (dominance);
/// - each section keeps a floor (the top of what is placed there, raised to the lowest offset
///   any of its unplaced buffers can take) and the total size still to place; a node is
///   pruned when max(floor, current offset) + total exceeds the capacity;
/// - when a placed buffer has nothing unplaced above it ("hatless"), its alternatives are not
///   tried: they would lead to the same sub-problems;
/// - when no unplaced buffer crosses a section boundary any more, the two sides are solved
///   independently;
/// - three static rankings are tried round-robin with doubling node limits.
struct ExactSearch<'a> {
    bufs: &'a [Interval],
    cap: u64,
    span: Vec<(usize, usize)>,
    overlaps: Vec<Vec<usize>>,
    by_section: Vec<Vec<u32>>,
    /// The unplaced buffers by the first section of their span (for
    /// [`ExactSearch::sweep_floors`]), linked both ways: `after[n]` is the first (`n`, the
    /// number of buffers, ends the list). A placed buffer is unlinked and linked back when
    /// the search takes it back, last placed first, so its neighbours are its own again.
    after: Vec<u32>,
    before: Vec<u32>,
    /// How many buffers are linked.
    linked: usize,
    /// Scratch: the union of the raised spans, and the sweep's heap of (lowest offset, end).
    union: Vec<(usize, usize)>,
    heap: std::collections::BinaryHeap<std::cmp::Reverse<(u64, usize)>>,
    /// Per section: how many of `by_section`'s first buffers are unplaced (the list keeps the
    /// unplaced ones first, so re-flooring scans only them).
    unplaced: Vec<usize>,
    /// Per buffer: its position in `by_section` of each section of its span.
    slot: Vec<Vec<u32>>,
    rank: Vec<usize>,
    min_off: Vec<u64>,
    assigned: Vec<Option<u64>>,
    solution: Vec<u64>,
    floor: Vec<u64>,
    /// Per section: the bytes of its unplaced buffers, and the same in a tree that reads the
    /// largest over a range of sections.
    total: Vec<u64>,
    totals: RangeMax,
    /// `cuts[s]`: unplaced buffers crossing the boundary between sections s and s + 1.
    cuts: Vec<u32>,
    nodes: u64,
    /// Buffers visited ([`Limits::max_work`]).
    work: u64,
    node_budget: u64,
    limits: Limits,
    start: Instant,
    timed_out: bool,
    /// The ranking heuristic of the current round.
    heuristic: &'static str,
    /// Whether sections' floors are kept and prune the search (off for the first descent
    /// [`ExactSearch::solve`] tries).
    prune: bool,
    /// Whether [`ExactSearch::solve`] tries that descent, and [`SWEEP_ABOVE`] (both settable
    /// for the tests that check each changes no answer).
    descend: bool,
    sweep_above: usize,
    /// Undo records: (buffer, previous minimum offset) and (section, previous floor).
    off_trail: Vec<(usize, u64)>,
    floor_trail: Vec<(usize, u64)>,
    /// Scratch list of the spans of the buffers whose minimum offset rose: the sections to
    /// re-floor are their union (walked once each, not once per buffer: a long-lived buffer
    /// overlaps many, and their spans share most sections).
    affected: Vec<(usize, usize)>,
}

impl<'a> ExactSearch<'a> {
    fn new(bufs: &'a [Interval], cap: u64, limits: Limits) -> Self {
        let sec = sections(bufs);
        let n = bufs.len();
        let live = |i: usize| bufs[i].upper > bufs[i].lower && bufs[i].size > 0;
        let mut by_section = vec![Vec::new(); sec.count];
        let mut total = vec![0u64; sec.count];
        let mut cuts = vec![0u32; sec.count.max(1)];
        for i in (0..n).filter(|&i| live(i)) {
            let (a, b) = sec.span[i];
            for k in a..b {
                by_section[k].push(i as u32);
                total[k] += bufs[i].size;
            }
            for c in cuts.iter_mut().take(b.saturating_sub(1)).skip(a) {
                *c += 1;
            }
        }
        // Overlap lists by a sweep over start times.
        let mut order: Vec<usize> = (0..n).filter(|&i| live(i)).collect();
        order.sort_by_key(|&i| bufs[i].lower);
        let mut overlaps = vec![Vec::new(); n];
        let mut active: Vec<usize> = Vec::new();
        for &i in &order {
            active.retain(|&j| bufs[j].upper > bufs[i].lower);
            for &j in &active {
                overlaps[i].push(j);
                overlaps[j].push(i);
            }
            active.push(i);
        }
        let mut slot = vec![Vec::new(); n];
        for list in &by_section {
            for (p, &i) in list.iter().enumerate() {
                slot[i as usize].push(p as u32);
            }
        }
        let mut by_start: Vec<u32> = (0..n).filter(|&i| live(i)).map(|i| i as u32).collect();
        by_start.sort_by_key(|&i| sec.span[i as usize].0);
        let (mut after, mut before) = (vec![n as u32; n + 1], vec![n as u32; n + 1]);
        let mut last = n;
        for &i in &by_start {
            after[last] = i;
            before[i as usize] = last as u32;
            last = i as usize;
        }
        after[last] = n as u32;
        before[n] = last as u32;
        ExactSearch {
            bufs,
            cap,
            after,
            before,
            linked: by_start.len(),
            union: Vec::new(),
            heap: std::collections::BinaryHeap::new(),
            span: sec.span,
            overlaps,
            unplaced: by_section.iter().map(Vec::len).collect(),
            slot,
            by_section,
            rank: (0..n).collect(),
            min_off: vec![0; n],
            assigned: (0..n)
                .map(|i| if live(i) { None } else { Some(0) })
                .collect(),
            solution: vec![0; n],
            floor: vec![0; sec.count],
            totals: RangeMax::new(&total),
            total,
            cuts,
            nodes: 0,
            work: 0,
            node_budget: 0,
            limits,
            start: Instant::now(),
            timed_out: false,
            heuristic: "WAT",
            prune: true,
            descend: true,
            sweep_above: SWEEP_ABOVE,
            off_trail: Vec::new(),
            floor_trail: Vec::new(),
            affected: Vec::new(),
        }
    }

    /// Sets the static rank of `members` from a heuristic: `W` lifetime, `A` area, `T` the
    /// largest (current) section total the buffer lies in — each descending, in the order the
    /// letters are given. Ranks are `base..base + members.len()`.
    fn set_rank(&mut self, heuristic: &str, members: &[usize], base: usize) {
        let b = self.bufs;
        let key = |i: usize, c: char| -> u64 {
            let (sa, sb) = self.span[i];
            match c {
                'W' => b[i].upper - b[i].lower,
                'A' => b[i].size.saturating_mul(b[i].upper - b[i].lower),
                'T' => self.totals.max(sa, sb),
                _ => b[i].size,
            }
        };
        // Keys computed once, compared descending, ties by index.
        let mut keyed: Vec<([u64; 3], usize)> = members
            .iter()
            .map(|&i| {
                let mut k = [0u64; 3];
                for (slot, c) in k.iter_mut().zip(heuristic.chars()) {
                    *slot = u64::MAX - key(i, c);
                }
                (k, i)
            })
            .collect();
        keyed.sort_unstable();
        let order: Vec<usize> = keyed.into_iter().map(|(_, i)| i).collect();
        for (r, &i) in order.iter().enumerate() {
            self.rank[i] = base + r;
        }
    }

    /// [`ExactSearch::solve`] on a thread of its own whose stack holds the deepest recursion
    /// the search can reach ([`STACK_PER_BUFFER`] a buffer), whichever thread asks: it runs
    /// inline only when no such thread can be made.
    fn solve_on_own_stack(&mut self) -> Option<Vec<u64>> {
        let stack = (1 << 20) + self.bufs.len().saturating_mul(STACK_PER_BUFFER);
        let builder = std::thread::Builder::new()
            .name("lowtide-placement".into())
            .stack_size(stack);
        let solved = std::thread::scope(|s| {
            let h = builder.spawn_scoped(s, || self.solve()).ok()?;
            Some(h.join().unwrap_or_else(|p| std::panic::resume_unwind(p)))
        });
        solved.unwrap_or_else(|| self.solve())
    }

    fn solve(&mut self) -> Option<Vec<u64>> {
        let sec_count = self.floor.len();
        if (0..sec_count).any(|s| self.total[s] > self.cap) {
            return None;
        }
        let all: Vec<usize> = (0..self.bufs.len())
            .filter(|&i| self.assigned[i].is_none())
            .collect();
        let mut limit = (self.bufs.len() as u64).max(64);
        // First a descent without floors: the first round's search, but pruning nothing, with
        // nodes for about one placement per buffer. Keeping the floors is most of a node's
        // work (each placement re-floors the sections of every buffer it raises, scanning
        // their unplaced buffers), and most packings that meet the lower bound are found
        // without a step back. Pruning only cuts subtrees holding no packing, so both visit
        // the packings in the same order: a packing found here is the one the first round
        // finds, and a tree without one here has none there. Otherwise the search starts as
        // if this had not run.
        if self.descend {
            self.heuristic = "WAT";
            let straight = all.len() as u64 + all.len() as u64 / 16 + 64;
            self.node_budget = straight
                .min(limit.saturating_mul(2))
                .min(self.limits.max_nodes);
            self.prune = false;
            let first = self.solve_pieces(&all, 0, sec_count, &[]);
            self.prune = true;
            match first {
                Outcome::Found => return Some(self.solution.clone()),
                Outcome::NotFound => return None,
                Outcome::Aborted if self.timed_out || self.spent() => return None,
                Outcome::Aborted => self.nodes = 0,
            }
        }
        loop {
            limit = limit.saturating_mul(2);
            let mut any_aborted = false;
            for h in ["WAT", "TAW", "TWA"] {
                self.heuristic = h;
                // `max_nodes` bounds the nodes of all rounds together.
                self.node_budget = limit.min(self.limits.max_nodes.saturating_sub(self.nodes));
                match self.solve_pieces(&all, 0, sec_count, &[]) {
                    Outcome::Found => return Some(self.solution.clone()),
                    Outcome::NotFound => return None,
                    Outcome::Aborted => any_aborted = true,
                }
                if self.timed_out || self.spent() {
                    return None;
                }
            }
            if !any_aborted || limit >= self.limits.max_nodes || self.nodes >= self.limits.max_nodes
            {
                return None;
            }
        }
    }

    /// Whether the search has visited as many buffers as [`Limits::max_work`] allows.
    fn spent(&self) -> bool {
        self.work >= self.limits.max_work
    }

    /// Moves placed buffer `i` past the unplaced buffers of each of its sections' lists.
    fn unlist(&mut self, i: usize) {
        let (a, b) = self.span[i];
        for s in a..b {
            let last = self.unplaced[s] - 1;
            let p = self.slot[i][s - a] as usize;
            let j = self.by_section[s][last] as usize;
            self.by_section[s].swap(p, last);
            self.slot[j][s - self.span[j].0] = p as u32;
            self.slot[i][s - a] = last as u32;
            self.unplaced[s] = last;
        }
        let (p, q) = (self.before[i] as usize, self.after[i] as usize);
        self.after[p] = q as u32;
        self.before[q] = p as u32;
        self.linked -= 1;
    }

    /// Counts `i` unplaced again: the search takes buffers back last placed first, so each
    /// sits just past its sections' unplaced ones, where [`ExactSearch::unlist`] put it.
    fn relist(&mut self, i: usize) {
        let (a, b) = self.span[i];
        for s in a..b {
            debug_assert_eq!(self.by_section[s][self.unplaced[s]] as usize, i);
            self.unplaced[s] += 1;
        }
        let (p, q) = (self.before[i] as usize, self.after[i] as usize);
        debug_assert_eq!((self.after[p] as usize, self.before[q] as usize), (q, p));
        self.after[p] = i as u32;
        self.before[q] = i as u32;
        self.linked += 1;
    }

    /// Solves an independent piece: ranks its buffers afresh with the current totals (keeping
    /// the caller's ranks intact for when the search comes back up), then searches it.
    fn sub_solve(&mut self, members: &[usize], lo: usize, hi: usize) -> Outcome {
        let saved: Vec<usize> = members.iter().map(|&i| self.rank[i]).collect();
        let base = saved.iter().copied().min().unwrap_or(0);
        self.set_rank(self.heuristic, members, base);
        let out = self.dfs(&mut members.to_vec(), lo, hi, 0, 0);
        for (k, &i) in members.iter().enumerate() {
            self.rank[i] = saved[k];
        }
        out
    }

    /// `members`: the piece's unplaced buffers, in any order. Each placement swaps the buffer
    /// it places past the end of the slice its subtree searches, and back: a node costs the
    /// buffers still to place, not the piece's.
    fn dfs(
        &mut self,
        members: &mut [usize],
        lo: usize,
        hi: usize,
        min_offset: u64,
        min_rank: usize,
    ) -> Outcome {
        if self.node_budget == 0 || self.spent() {
            return Outcome::Aborted;
        }
        self.node_budget -= 1;
        self.nodes += 1;
        self.work += members.len() as u64 + 1;
        // The clock every 16 nodes: a node of a large problem can take milliseconds.
        if self.nodes & 15 == 0 && self.start.elapsed() > self.limits.time {
            self.timed_out = true;
        }
        if self.timed_out {
            return Outcome::Aborted;
        }
        // Only buffers that can sit below every unplaced buffer's lowest top are candidates
        // (dominance), and only in canonical order; everything else is skipped unsorted.
        if members.is_empty() {
            return Outcome::Found;
        }
        let mut min_height = u64::MAX;
        for &i in members.iter() {
            debug_assert!(self.assigned[i].is_none());
            min_height = min_height.min(self.min_off[i] + self.bufs[i].size);
        }
        // After placing anything at `off`, every section needs `off + total <= cap` (in the
        // placed buffer's own sections this is exactly floor + total afterwards; elsewhere
        // the floor is at least `off`).
        let max_total = self.totals.max(lo, hi);
        let off_limit = self.cap.saturating_sub(max_total);
        // (offset, rank, buffer, its place in `members`): buffers are distinct, so the place
        // never decides the order.
        let mut ordering: Vec<(u64, usize, usize, usize)> = members
            .iter()
            .enumerate()
            .map(|(p, &i)| (self.min_off[i], self.rank[i], i, p))
            .filter(|&(off, rank, i, _)| {
                off < min_height
                    && off <= off_limit
                    && (off, rank) >= (min_offset, min_rank)
                    && off + self.bufs[i].size <= self.cap
            })
            .collect();
        ordering.sort_unstable();
        let last = members.len() - 1;
        for &(off, rank, i, p) in &ordering {
            let size = self.bufs[i].size;
            // Place i; record what to undo on the trails.
            self.assigned[i] = Some(off);
            self.solution[i] = off;
            let off_mark = self.off_trail.len();
            let floor_mark = self.floor_trail.len();
            let mut affected = std::mem::take(&mut self.affected);
            affected.clear();
            let mut hatless = true;
            self.work += (self.overlaps[i].len() + self.span[i].1 - self.span[i].0) as u64;
            for idx in 0..self.overlaps[i].len() {
                let j = self.overlaps[i][idx];
                if self.assigned[j].is_some() {
                    continue;
                }
                hatless = false;
                let top = align_up(off + size, self.bufs[j].align);
                if self.min_off[j] >= top {
                    continue;
                }
                self.off_trail.push((j, self.min_off[j]));
                self.min_off[j] = top;
                if self.prune {
                    affected.push(self.span[j]);
                }
            }
            let (a, b) = self.span[i];
            for s in a..b {
                self.total[s] -= size;
            }
            self.totals.add(a, b, -(size as i64));
            let ok = !self.prune || self.raise_floors(i, off + size, &mut affected);
            self.affected = affected;
            members.swap(p, last);
            let outcome = if ok {
                self.decompose(&mut members[..last], lo, hi, off, rank, i)
            } else {
                Outcome::NotFound
            };
            members.swap(p, last);
            // Undo.
            while self.floor_trail.len() > floor_mark {
                let (s, f) = self.floor_trail.pop().unwrap();
                self.floor[s] = f;
            }
            for s in a..b {
                self.total[s] += size;
            }
            self.totals.add(a, b, size as i64);
            while self.off_trail.len() > off_mark {
                let (j, m) = self.off_trail.pop().unwrap();
                self.min_off[j] = m;
            }
            self.assigned[i] = None;
            if self.prune {
                self.relist(i);
            }
            if outcome != Outcome::NotFound {
                return outcome;
            }
            if hatless {
                break;
            }
        }
        Outcome::NotFound
    }

    /// After placing `i` with its top at `top`: its sections' floors rise to it, and the
    /// floors of the sections in the `affected` spans (of the buffers whose lowest offset
    /// rose) to their unplaced buffers' lowest offset, each on the trail. False when a
    /// section whose floor moved can no longer hold what is left to place in it
    /// (`floor + total > cap`).
    fn raise_floors(&mut self, i: usize, top: u64, affected: &mut [(usize, usize)]) -> bool {
        let floor_mark = self.floor_trail.len();
        self.unlist(i);
        let (a, b) = self.span[i];
        for s in a..b {
            self.floor_trail.push((s, self.floor[s]));
            self.floor[s] = top;
        }
        // Their union, each section once: scanned section by section when their unplaced
        // buffers are few, else swept in one pass over the buffers by start.
        affected.sort_unstable();
        let mut union = std::mem::take(&mut self.union);
        union.clear();
        for &(a, b) in affected.iter() {
            match union.last_mut() {
                Some(last) if a <= last.1 => last.1 = last.1.max(b),
                _ => union.push((a, b)),
            }
        }
        let scan: usize = union
            .iter()
            .flat_map(|&(a, b)| a..b)
            .map(|s| self.unplaced[s])
            .sum();
        self.work += scan.min(self.linked) as u64;
        if scan > self.sweep_above.saturating_mul(self.linked) {
            self.sweep_floors(&union);
        } else {
            for &(a, b) in &union {
                for s in a..b {
                    self.refloor(s);
                }
            }
        }
        self.union = union;
        // Only sections whose floor moved can break `floor + total <= cap`.
        self.floor_trail[floor_mark..]
            .iter()
            .all(|&(s, _)| self.floor[s] + self.total[s] <= self.cap)
    }

    /// [`ExactSearch::refloor`] for every section of `union` (ascending, disjoint ranges) in
    /// one sweep: the unplaced buffers by start enter a heap by lowest offset as the sweep
    /// reaches them and leave it past their end, so each section's lowest is the heap's top.
    /// It costs the buffers starting before the union's end, where scanning each section
    /// costs every unplaced buffer of every section (a long-lived buffer once per section).
    fn sweep_floors(&mut self, union: &[(usize, usize)]) {
        use std::cmp::Reverse;
        let mut heap = std::mem::take(&mut self.heap);
        heap.clear();
        let end = self.bufs.len();
        let mut j = self.after[end] as usize;
        for &(a, b) in union {
            for s in a..b {
                while j != end {
                    let (ja, jb) = self.span[j];
                    if ja > s {
                        break;
                    }
                    debug_assert!(self.assigned[j].is_none());
                    if jb > s {
                        heap.push(Reverse((self.min_off[j], jb)));
                    }
                    j = self.after[j] as usize;
                }
                while heap.peek().is_some_and(|&Reverse((_, end))| end <= s) {
                    heap.pop();
                }
                let f = self.floor[s];
                if let Some(&Reverse((lowest, _))) = heap.peek() {
                    if lowest > f {
                        self.floor_trail.push((s, f));
                        self.floor[s] = lowest;
                    }
                }
                debug_assert_eq!(
                    self.floor[s],
                    f.max(
                        self.by_section[s][..self.unplaced[s]]
                            .iter()
                            .map(|&j| self.min_off[j as usize])
                            .min()
                            .unwrap_or(0)
                    ),
                    "section {s}: the sweep's floor is not the scan's"
                );
            }
        }
        self.heap = heap;
    }

    /// Raises section `s`'s floor to the lowest offset any unplaced buffer there can take
    /// (on the trail); stops as soon as one can sit at the current floor.
    fn refloor(&mut self, s: usize) {
        let f = self.floor[s];
        let mut lowest = u64::MAX;
        for &j in &self.by_section[s][..self.unplaced[s]] {
            debug_assert!(self.assigned[j as usize].is_none());
            lowest = lowest.min(self.min_off[j as usize]);
            if lowest <= f {
                return;
            }
        }
        if lowest != u64::MAX {
            self.floor_trail.push((s, f));
            self.floor[s] = lowest;
        }
    }

    /// Solves the unplaced `members` of sections `lo..hi` as independent pieces, split at
    /// `cutpoints` and at every boundary no unplaced buffer crosses (when `cutpoints` is empty,
    /// those are searched for: the problem may fall apart before anything is placed).
    fn solve_pieces(
        &mut self,
        members: &[usize],
        lo: usize,
        hi: usize,
        cutpoints: &[usize],
    ) -> Outcome {
        let mut cuts: Vec<usize> = if cutpoints.is_empty() {
            (lo + 1..hi).filter(|&s| self.cuts[s - 1] == 0).collect()
        } else {
            cutpoints.to_vec()
        };
        cuts.insert(0, lo);
        cuts.push(hi);
        for w in cuts.windows(2) {
            let (sl, sh) = (w[0], w[1]);
            let sub: Vec<usize> = members
                .iter()
                .copied()
                .filter(|&j| {
                    self.assigned[j].is_none() && self.span[j].0 < sh && sl < self.span[j].1
                })
                .collect();
            if sub.is_empty() {
                continue;
            }
            let out = self.sub_solve(&sub, sl, sh);
            if out != Outcome::Found {
                return out;
            }
        }
        Outcome::Found
    }

    /// After placing `i`: if no unplaced buffer crosses some boundary inside `i`'s span any
    /// more, solve the pieces separately; otherwise continue the search.
    fn decompose(
        &mut self,
        members: &mut [usize],
        lo: usize,
        hi: usize,
        off: u64,
        rank: usize,
        i: usize,
    ) -> Outcome {
        let (a, b) = self.span[i];
        let mut cutpoints = Vec::new();
        for s in a..b.saturating_sub(1) {
            self.cuts[s] -= 1;
            if self.cuts[s] == 0 && s + 1 > lo && s + 1 < hi {
                cutpoints.push(s + 1);
            }
        }
        let outcome = if cutpoints.is_empty() {
            self.dfs(members, lo, hi, off, rank)
        } else {
            self.solve_pieces(members, lo, hi, &cutpoints)
        };
        for s in a..b.saturating_sub(1) {
            self.cuts[s] += 1;
        }
        outcome
    }
}

/// Checks a placement independently of how it was made: every offset aligned, every pair of
/// buffers live at the same time disjoint in bytes. Returns the height, or the first conflict.
pub fn check(bufs: &[Interval], offsets: &[u64]) -> Result<u64, String> {
    if bufs.len() != offsets.len() {
        return Err(format!(
            "{} buffers but {} offsets",
            bufs.len(),
            offsets.len()
        ));
    }
    let mut order: Vec<usize> = (0..bufs.len())
        .filter(|&i| bufs[i].upper > bufs[i].lower && bufs[i].size > 0)
        .collect();
    order.sort_by_key(|&i| bufs[i].lower);
    let mut active: Vec<usize> = Vec::new();
    let mut height = 0;
    for &i in &order {
        let b = bufs[i];
        if b.align > 1 && !offsets[i].is_multiple_of(b.align) {
            return Err(format!(
                "buffer {i}: offset {} is not a multiple of {}",
                offsets[i], b.align
            ));
        }
        active.retain(|&j| bufs[j].upper > b.lower);
        for &j in &active {
            if offsets[i] < offsets[j] + bufs[j].size && offsets[j] < offsets[i] + b.size {
                return Err(format!(
                    "buffers {j} [{}, {}) and {i} [{}, {}) are live together at {} and share bytes [{}, {})",
                    offsets[j],
                    offsets[j] + bufs[j].size,
                    offsets[i],
                    offsets[i] + b.size,
                    b.lower.max(bufs[j].lower),
                    offsets[i].max(offsets[j]),
                    (offsets[i] + b.size).min(offsets[j] + bufs[j].size)
                ));
            }
        }
        active.push(i);
        height = height.max(offsets[i] + b.size);
    }
    Ok(height)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A xorshift stream from `seed`: each call gives a number below its argument.
    fn stream(mut s: u64) -> impl FnMut(u64) -> u64 {
        move |n: u64| {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            s % n
        }
    }

    fn first_fit_whole(bufs: &[Interval], order: &[usize]) -> (Vec<u64>, u64) {
        first_fit(bufs, order, || false).expect("never stopped")
    }

    /// First-fit as it was written before the index: every placed buffer scanned.
    fn first_fit_by_scan(bufs: &[Interval], order: &[usize]) -> (Vec<u64>, u64) {
        let mut offsets = vec![0u64; bufs.len()];
        let mut placed: Vec<usize> = Vec::new();
        let mut height = 0;
        for &i in order {
            let b = bufs[i];
            let mut busy: Vec<(u64, u64)> = placed
                .iter()
                .filter(|&&j| bufs[j].lower < b.upper && b.lower < bufs[j].upper)
                .map(|&j| (offsets[j], offsets[j] + bufs[j].size))
                .collect();
            busy.sort_unstable();
            let mut off = 0;
            for &(s, e) in &busy {
                if align_up(off, b.align) + b.size <= s {
                    break;
                }
                off = off.max(e);
            }
            offsets[i] = align_up(off, b.align);
            height = height.max(offsets[i] + b.size);
            placed.push(i);
        }
        (offsets, height)
    }

    #[test]
    fn a_first_fit_told_to_stop_stops() {
        let bufs: Vec<Interval> = (0..3000).map(|k| iv(k, k + 2, 8)).collect();
        let order: Vec<usize> = (0..bufs.len()).collect();
        assert_eq!(first_fit(&bufs, &order, || true), None);
        let asked = std::cell::Cell::new(0);
        let packed = first_fit(&bufs, &order, || {
            asked.set(asked.get() + 1);
            false
        });
        assert_eq!(packed, Some(first_fit_whole(&bufs, &order)));
        assert_eq!(asked.get(), 3000 / FIRST_FIT_ASKS_EVERY);
    }

    #[test]
    fn the_indexed_first_fit_places_exactly_as_the_scan() {
        // Random lifetimes (empty ones and zero sizes included), random orders.
        let mut next = stream(0x9e37_79b9_7f4a_7c15);
        for case in 0..200 {
            // One case in four crowded: hundreds of buffers live together, so the gap search
            // puts its ranges in buckets; one in eight with sizes up to a MiB, so the buckets
            // hold ranges of many starts each.
            let (most, life) = if case % 4 == 0 { (400, 40) } else { (60, 12) };
            let largest = if case % 8 == 0 { 1 << 20 } else { 9 };
            let n = 1 + next(most) as usize;
            let bufs: Vec<Interval> = (0..n)
                .map(|_| {
                    let lower = next(40);
                    Interval {
                        lower,
                        upper: lower + next(life),
                        size: next(largest),
                        align: [1, 1, 4, 8][next(4) as usize],
                    }
                })
                .collect();
            let mut order: Vec<usize> = (0..n).collect();
            for i in (1..n).rev() {
                order.swap(i, next(i as u64 + 1) as usize);
            }
            assert_eq!(
                first_fit_whole(&bufs, &order),
                first_fit_by_scan(&bufs, &order),
                "case {case}: {bufs:?}"
            );
        }
    }

    /// The greedy orderings, packed in parallel, keep what packing them one after the other
    /// keeps: the first packing at the lowest height.
    #[test]
    fn the_greedy_orderings_packed_together_keep_what_one_after_the_other_keeps() {
        let mut next = stream(0x2545_f491_4f6c_dd1d);
        let limits = Limits::default();
        for case in 0..100 {
            // The first few large enough that an ordering after one at the bound stops.
            let n = if case < 4 {
                4000
            } else {
                1 + next(200) as usize
            };
            let bufs: Vec<Interval> = (0..n)
                .map(|_| {
                    let lower = next(50);
                    Interval {
                        lower,
                        upper: lower + 1 + next(20),
                        size: 1 + next(1000),
                        align: [1, 8][next(2) as usize],
                    }
                })
                .collect();
            let ((offsets, height, method), timed_out) = greedy(&bufs, Instant::now(), limits);
            assert!(!timed_out);
            // One after the other, stopping at the lower bound.
            let bound = lower_bound(&bufs);
            let mut best: Option<(Vec<u64>, u64)> = None;
            type Key = fn(&Interval, usize) -> (u64, u64, u64);
            let keys: [Key; 4] = [
                |b, i| (u64::MAX - b.size, b.lower, i as u64),
                |b, i| (u64::MAX - b.size * (b.upper - b.lower), b.lower, i as u64),
                |b, i| (u64::MAX - (b.upper - b.lower), u64::MAX - b.size, i as u64),
                |b, i| (b.upper, u64::MAX - b.size, i as u64),
            ];
            for key in keys {
                if best.as_ref().is_some_and(|b| b.1 <= bound) {
                    break;
                }
                let mut order: Vec<usize> = (0..n).collect();
                order.sort_by_key(|&i| key(&bufs[i], i));
                let packed = first_fit_by_scan(&bufs, &order);
                if best.as_ref().is_none_or(|b| packed.1 < b.1) {
                    best = Some(packed);
                }
            }
            assert_eq!((offsets, height), best.unwrap(), "case {case} ({method})");
        }
    }

    fn iv(lower: u64, upper: u64, size: u64) -> Interval {
        Interval {
            lower,
            upper,
            size,
            align: 1,
        }
    }

    #[test]
    fn a_repeated_placement_is_answered_the_same_and_a_changed_one_anew() {
        let a = vec![iv(0, 4, 8), iv(2, 6, 8), iv(4, 8, 16), iv(1, 3, 4)];
        let limits = Limits::default();
        let first = place(&a, lower_bound(&a), limits);
        assert_eq!(place(&a, lower_bound(&a), limits), first);
        // One size changed: placed for itself, not answered with the first placement.
        let mut b = a.clone();
        b[2].size = 24;
        let second = place(&b, lower_bound(&b), limits);
        assert_eq!(second, place_anew(&b, lower_bound(&b), limits));
        assert_eq!(check(&b, &second.offsets), Ok(second.height));
        assert_ne!(second.height, first.height);
    }

    #[test]
    fn a_packing_met_within_a_smaller_node_or_work_limit_answers_it_and_no_smaller_one() {
        // The first of a fixed sequence of random instances that every greedy packing misses
        // and the exact search meets at the lower bound.
        let mut next = stream(0x9e37_79b9_7f4a_7c15);
        let full = Limits::default();
        let (bufs, lb, p) = (0..100_000)
            .find_map(|_| {
                let bufs: Vec<Interval> = (0..8)
                    .map(|_| {
                        let lo = next(6);
                        iv(lo, lo + 1 + next(4), 1 + next(4))
                    })
                    .collect();
                let lb = lower_bound(&bufs);
                let p = place(&bufs, lb, full);
                (p.height == lb && p.nodes > 0).then_some((bufs, lb, p))
            })
            .expect("an instance only the exact search packs");
        let enough = Limits {
            max_nodes: p.nodes,
            ..full
        };
        assert_eq!(place(&bufs, lb, enough), place_anew(&bufs, lb, enough));
        assert_eq!(place(&bufs, lb, enough), p);
        let fewer = Limits {
            max_nodes: p.nodes - 1,
            ..full
        };
        let q = place(&bufs, lb, fewer);
        assert_eq!(q, place_anew(&bufs, lb, fewer));
        assert!(q.height > lb, "too few nodes to meet the lower bound");
        // The same with the buffers it visits: as many as it took meet the bound again (and a
        // limit that allows them is answered from the packing kept); one node's do not.
        assert!(p.work > 0);
        let visits = |max_work| Limits { max_work, ..full };
        assert_eq!(place(&bufs, lb, visits(p.work)), p);
        assert_eq!(place_anew(&bufs, lb, visits(p.work)), p);
        let q = place(&bufs, lb, visits(1));
        assert_eq!(q, place_anew(&bufs, lb, visits(1)));
        assert!(
            q.height > lb && q.work >= 1,
            "one node's visits meet the lower bound"
        );
    }

    /// The exact search's shortcuts change no answer: the descent without floors tried first
    /// finds what the search finds (or nothing where it finds nothing), and sweeping the
    /// sections to re-floor gives the floors scanning them gives (the same nodes visited; debug
    /// builds also check each swept floor against a scan).
    #[test]
    fn the_exact_search_s_shortcuts_change_no_answer() {
        let mut r = stream(0x5eed_1234);
        let (mut found, mut searched) = (0, 0);
        for _ in 0..300 {
            let n = 4 + r(40) as usize;
            let bufs: Vec<Interval> = (0..n)
                .map(|_| {
                    let lower = r(30);
                    // Some long-lived buffers, so that unions of spans are wide.
                    let len = if r(5) == 0 { 10 + r(30) } else { 1 + r(6) };
                    Interval {
                        lower,
                        upper: lower + len,
                        size: 1 + r(60),
                        align: [1, 1, 8][r(3) as usize],
                    }
                })
                .collect();
            let lb = lower_bound(&bufs);
            for cap in [lb, lb + lb / 20] {
                let limits = Limits {
                    max_nodes: 20_000,
                    max_work: u64::MAX,
                    time: Duration::from_secs(60),
                };
                let run = |descend: bool, sweep_above: usize| {
                    let mut s = ExactSearch::new(&bufs, cap, limits);
                    (s.descend, s.sweep_above) = (descend, sweep_above);
                    let out = s.solve();
                    (out, s.nodes)
                };
                let plain = run(false, usize::MAX);
                let (with_descent, _) = run(true, usize::MAX);
                assert_eq!(with_descent, plain.0, "the descent changed the answer");
                let sweep = run(false, 0);
                assert_eq!(sweep, plain, "sweeping changed the search");
                if let Some(offs) = &plain.0 {
                    found += 1;
                    assert!(check(&bufs, offs).is_ok());
                    assert!(bufs.iter().zip(offs).all(|(b, o)| o + b.size <= cap));
                }
                searched += usize::from(sweep.1 > 1);
            }
        }
        assert!(
            found > 100 && searched > 100,
            "found {found}, searched {searched}"
        );
    }

    /// The live bound summed per point is the bound from sorted starts and ends: empty
    /// lifetimes, zero sizes, many buffers ending where others start; and `live_bound` takes
    /// the sorted way where points are many.
    #[test]
    fn the_live_bound_summed_per_point_is_the_sorted_one() {
        let mut s = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = |m: u64| {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            s % m
        };
        for round in 0..300 {
            let n = 1 + next(40) as usize;
            let span = 1 + next(if round % 2 == 0 { 8 } else { 200 });
            let bufs: Vec<Interval> = (0..n)
                .map(|_| {
                    let (a, b) = (next(span), next(span));
                    iv(a.min(b), a.max(b), next(5) * next(1000))
                })
                .collect();
            let end = live(&bufs).map(|b| b.upper).max().unwrap_or(0);
            assert_eq!(live_bound_summed(&bufs, end), live_bound_sorted(&bufs));
            assert_eq!(live_bound(&bufs), live_bound_sorted(&bufs));
        }
        // Points far apart: sorted (summing would allocate a row as long as the last point).
        let far = [
            iv(0, 1 << 40, 3),
            iv(1 << 39, 1 << 41, 4),
            iv(1 << 41, u64::MAX, 5),
        ];
        assert_eq!(live_bound(&far), 7);
    }

    #[test]
    fn perfect_packing_needs_search() {
        // A 2-wide arena over 3 steps that greedy-by-size fragments.
        let bufs = vec![iv(0, 2, 1), iv(1, 3, 1), iv(0, 1, 1), iv(2, 3, 1)];
        assert_eq!(lower_bound(&bufs), 2);
        let p = place(&bufs, 2, Limits::default());
        assert_eq!(p.height, 2);
        assert_eq!(check(&bufs, &p.offsets), Ok(2));
    }

    /// With no time, the exact search does not run: the greedy placement answers and says the
    /// time limit cut it (the recomputation search gives its placements what is left of its own
    /// time limit, none once it has passed).
    #[test]
    fn no_time_leaves_the_greedy_placement() {
        // Seven buffers every greedy ordering packs above the lower bound (12).
        let bufs = [
            (4, 8, 3),
            (2, 6, 3),
            (4, 6, 3),
            (2, 3, 4),
            (1, 3, 1),
            (2, 5, 3),
            (5, 8, 1),
        ]
        .map(|(l, u, s)| iv(l, u, s));
        assert_eq!(lower_bound(&bufs), 12);
        let searched = place_anew(&bufs, 12, Limits::default());
        assert_eq!((searched.height, searched.method), (12, "skyline-search"));
        let none = Limits {
            time: Duration::ZERO,
            ..Limits::default()
        };
        let p = place_anew(&bufs, 12, none);
        assert!(p.timed_out && p.height > 12 && p.nodes == 0, "{p:?}");
        assert_eq!(check(&bufs, &p.offsets), Ok(p.height));
    }

    /// The exact search goes one level deeper per buffer it places: asked from a thread with
    /// a small stack (a spawned thread's default is 2 MiB), it still finishes, on a stack of
    /// its own.
    #[test]
    fn a_deep_exact_search_runs_on_a_stack_that_holds_it() {
        // 4,000 buffers live together, stacked to the capacity: a search 4,000 levels deep.
        let bufs: Vec<Interval> = (0..4_000).map(|_| iv(0, 1, 8)).collect();
        let cap = 8 * bufs.len() as u64;
        let small = std::thread::Builder::new().stack_size(256 << 10);
        let offsets = small
            .spawn(move || (search(&bufs, cap, Limits::default()), bufs))
            .unwrap()
            .join()
            .unwrap();
        let (found, bufs) = offsets;
        assert_eq!(
            check(&bufs, &found.expect("a packing at the capacity")),
            Ok(cap)
        );
    }

    #[test]
    fn checker_finds_overlaps_and_misalignment() {
        let bufs = vec![iv(0, 2, 4), iv(1, 3, 4)];
        assert!(check(&bufs, &[0, 2])
            .unwrap_err()
            .contains("share bytes [2, 4)"));
        assert_eq!(check(&bufs, &[0, 4]), Ok(8));
        let aligned = vec![Interval {
            align: 64,
            ..iv(0, 1, 8)
        }];
        assert!(check(&aligned, &[32])
            .unwrap_err()
            .contains("not a multiple of 64"));
    }

    #[test]
    fn alignment_is_respected() {
        let bufs: Vec<Interval> = (0..5)
            .map(|i| Interval {
                lower: i,
                upper: i + 3,
                size: 10,
                align: 64,
            })
            .collect();
        let p = place_min(&bufs, Limits::default());
        check(&bufs, &p.offsets).unwrap();
        assert!(p.offsets.iter().all(|o| o % 64 == 0));
    }
}
