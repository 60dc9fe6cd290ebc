//! Dynamic allocation strategies: what a framework's allocator would do on the same schedule,
//! allocating each value at its definition and freeing it after its last read. Used by the
//! executor's `dynamic` mode (which first replays the schedule through the strategy, then runs
//! in one pool of the size it reached) and to report baseline peaks.

/// A dynamic allocator over one address space.
pub trait AllocStrategy {
    /// Name for reports (`no_pool`).
    fn name(&self) -> &'static str;
    /// Allocates `bytes`, returning the offset.
    fn alloc(&mut self, bytes: u64) -> u64;
    /// Frees what `alloc` returned at `offset` for `bytes`.
    fn free(&mut self, offset: u64, bytes: u64);
    /// Bytes the allocator holds from the system now (what a memory report would show).
    fn reserved(&self) -> u64;
    /// The highest address used so far (the size of a pool that would hold every allocation).
    fn high_water(&self) -> u64;
}

/// `no_pool`: an exact-size allocation per tensor, returned to the system when freed — the
/// ideal a framework without a caching pool approaches. Reserved bytes are the live bytes;
/// addresses come from first-fit, so a pool replaying it may be larger (fragmentation).
#[derive(Default)]
pub struct NoPool {
    /// Free holes: (offset, size), sorted by offset.
    holes: Vec<(u64, u64)>,
    top: u64,
    live: u64,
}

impl AllocStrategy for NoPool {
    fn name(&self) -> &'static str {
        "no_pool"
    }
    fn alloc(&mut self, bytes: u64) -> u64 {
        self.live += bytes;
        if let Some(i) = self.holes.iter().position(|&(_, s)| s >= bytes) {
            let (o, s) = self.holes[i];
            if s == bytes {
                self.holes.remove(i);
            } else {
                self.holes[i] = (o + bytes, s - bytes);
            }
            return o;
        }
        // Extend the last hole if it touches the top.
        if let Some(&(o, s)) = self.holes.last() {
            if o + s == self.top {
                self.holes.pop();
                self.top = o + bytes;
                return o;
            }
        }
        let o = self.top;
        self.top += bytes;
        o
    }
    fn free(&mut self, offset: u64, bytes: u64) {
        self.live -= bytes;
        let i = self.holes.partition_point(|&(o, _)| o < offset);
        self.holes.insert(i, (offset, bytes));
        // Merge with neighbours.
        if i + 1 < self.holes.len() && self.holes[i].0 + self.holes[i].1 == self.holes[i + 1].0 {
            self.holes[i].1 += self.holes[i + 1].1;
            self.holes.remove(i + 1);
        }
        if i > 0 && self.holes[i - 1].0 + self.holes[i - 1].1 == self.holes[i].0 {
            self.holes[i - 1].1 += self.holes[i].1;
            self.holes.remove(i);
        }
    }
    fn reserved(&self) -> u64 {
        self.live
    }
    fn high_water(&self) -> u64 {
        self.top
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_pool_reuses_and_merges_holes() {
        let mut a = NoPool::default();
        let x = a.alloc(100);
        let y = a.alloc(50);
        let z = a.alloc(100);
        assert_eq!((x, y, z), (0, 100, 150));
        a.free(x, 100);
        a.free(y, 50);
        assert_eq!(a.alloc(150), 0, "freed neighbours merge into one hole");
        assert_eq!(a.reserved(), 250);
        assert_eq!(a.high_water(), 250);
    }
}

/// `page_pool`: sizes rounded up to whole pages; freed blocks are cached per size and reused for
/// the next request of that size, never returned — a framework's page-unit pool. Reserved bytes
/// are every block it ever made.
pub struct PagePool {
    page: u64,
    free: std::collections::HashMap<u64, Vec<u64>>,
    top: u64,
}

impl PagePool {
    /// A pool with `page`-byte units.
    pub fn new(page: u64) -> Self {
        PagePool {
            page: page.max(1),
            free: Default::default(),
            top: 0,
        }
    }
}

impl AllocStrategy for PagePool {
    fn name(&self) -> &'static str {
        "page_pool"
    }
    fn alloc(&mut self, bytes: u64) -> u64 {
        let size = bytes.max(1).div_ceil(self.page) * self.page;
        if let Some(o) = self.free.get_mut(&size).and_then(Vec::pop) {
            return o;
        }
        let o = self.top;
        self.top += size;
        o
    }
    fn free(&mut self, offset: u64, bytes: u64) {
        let size = bytes.max(1).div_ceil(self.page) * self.page;
        self.free.entry(size).or_default().push(offset);
    }
    fn reserved(&self) -> u64 {
        self.top
    }
    fn high_water(&self) -> u64 {
        self.top
    }
}

/// `caching`: a model of PyTorch's CUDA caching allocator. Requests round up to 512 bytes;
/// the best-fitting cached free block is used and split when the rest is large enough (any
/// remainder for small blocks, over 1 MiB for large ones); otherwise a new segment is reserved
/// (2 MiB for requests up to 1 MiB, 20 MiB up to 10 MiB, the request rounded to 2 MiB above).
/// Freed blocks merge with free neighbours in their segment; segments are never released.
#[derive(Default)]
pub struct Caching {
    /// offset -> (size, free, segment id, in the small pool)
    blocks: std::collections::BTreeMap<u64, (u64, bool, u32, bool)>,
    /// The free blocks as (in the small pool, size, offset): a request's best fit is the first
    /// at or after (its pool, its size, 0), when in its pool.
    free: std::collections::BTreeSet<(bool, u64, u64)>,
    top: u64,
    segments: u32,
}

const SMALL: u64 = 1 << 20;

impl Caching {
    /// Block `o` set to `b`, the free index kept in step.
    fn put(&mut self, o: u64, b: (u64, bool, u32, bool)) {
        if let Some(old) = self.blocks.insert(o, b) {
            if old.1 {
                self.free.remove(&(old.3, old.0, o));
            }
        }
        if b.1 {
            self.free.insert((b.3, b.0, o));
        }
    }
    /// Block `o` removed, the free index kept in step.
    fn take(&mut self, o: u64) {
        if let Some(b) = self.blocks.remove(&o) {
            if b.1 {
                self.free.remove(&(b.3, b.0, o));
            }
        }
    }
}

impl AllocStrategy for Caching {
    fn name(&self) -> &'static str {
        "caching"
    }
    fn alloc(&mut self, bytes: u64) -> u64 {
        let size = bytes.max(1).div_ceil(512) * 512;
        let small = size <= SMALL;
        // Best fit among free blocks of the same pool (small or large): the smallest, then
        // the lowest.
        let best = self
            .free
            .range((small, size, 0)..)
            .next()
            .filter(|&&(pool, _, _)| pool == small)
            .map(|&(_, s, o)| (o, s, self.blocks[&o].2));
        let (o, s, seg) = match best {
            Some(b) => b,
            None => {
                let seg_size = if small {
                    2 << 20
                } else if size <= 10 << 20 {
                    20 << 20
                } else {
                    size.div_ceil(2 << 20) * (2 << 20)
                };
                let o = self.top;
                self.top += seg_size;
                self.segments += 1;
                (o, seg_size, self.segments)
            }
        };
        let rest = s - size;
        if rest > 0 && (small || rest > SMALL) {
            self.put(o, (size, false, seg, small));
            self.put(o + size, (rest, true, seg, small));
        } else {
            self.put(o, (s, false, seg, small));
        }
        o
    }
    fn free(&mut self, offset: u64, _bytes: u64) {
        let Some(&(mut size, _, seg, pool)) = self.blocks.get(&offset) else {
            return;
        };
        let mut start = offset;
        // Merge with the next block.
        if let Some(&(ns, true, nseg, _)) = self.blocks.get(&(offset + size)) {
            if nseg == seg {
                self.take(offset + size);
                size += ns;
            }
        }
        // Merge with the previous block.
        if let Some((&po, &(ps, true, pseg, _))) = self.blocks.range(..offset).next_back() {
            if pseg == seg && po + ps == offset {
                self.take(offset);
                start = po;
                size += ps;
            }
        }
        self.put(start, (size, true, seg, pool));
    }
    fn reserved(&self) -> u64 {
        self.top
    }
    fn high_water(&self) -> u64 {
        self.top
    }
}

/// Which strategy the dynamic mode uses.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Strategy {
    /// [`NoPool`].
    NoPool,
    /// [`PagePool`] with 4 KiB pages.
    PagePool,
    /// [`Caching`].
    Caching,
}

impl Strategy {
    /// A fresh allocator of this kind.
    pub fn make(self) -> Box<dyn AllocStrategy> {
        match self {
            Strategy::NoPool => Box::new(NoPool::default()),
            Strategy::PagePool => Box::new(PagePool::new(4096)),
            Strategy::Caching => Box::new(Caching::default()),
        }
    }
    /// Every strategy.
    pub const ALL: [Strategy; 3] = [Strategy::NoPool, Strategy::PagePool, Strategy::Caching];
}

/// Replays `events` (allocate `Alloc(id, bytes)`, free `Free(id)`) through a strategy and returns
/// (offset per id, peak reserved bytes, pool size needed).
pub fn replay(strategy: &mut dyn AllocStrategy, events: &[Event]) -> (Vec<u64>, u64, u64) {
    let n = events.iter().map(|e| match e {
        Event::Alloc(id, _) | Event::Free(id) => *id + 1,
    });
    let mut offsets = vec![0u64; n.max().unwrap_or(0)];
    let mut sizes = vec![0u64; offsets.len()];
    let mut peak = 0;
    for e in events {
        match *e {
            Event::Alloc(id, b) => {
                offsets[id] = strategy.alloc(b);
                sizes[id] = b;
            }
            Event::Free(id) => strategy.free(offsets[id], sizes[id]),
        }
        peak = peak.max(strategy.reserved());
    }
    (offsets, peak, strategy.high_water())
}

/// One step of an allocation trace.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// Allocate `bytes` for value `id`.
    Alloc(usize, u64),
    /// Free value `id`.
    Free(usize),
}

#[cfg(test)]
mod pool_tests {
    use super::*;

    #[test]
    fn page_pool_caches_per_size_and_never_returns() {
        let mut a = PagePool::new(4096);
        let x = a.alloc(5000); // two pages
        a.free(x, 5000);
        let y = a.alloc(100); // one page: the cached two-page block does not fit the size class
        assert_eq!((x, y), (0, 8192));
        assert_eq!(a.alloc(6000), 0, "same size class reuses the cached block");
        assert_eq!(a.reserved(), 12288);
    }

    /// The free index answers as a scan of every block would (the smallest free block of the
    /// pool that holds the request, then the lowest), and holds exactly the free blocks.
    #[test]
    fn caching_s_free_index_finds_the_best_fit_a_scan_finds() {
        let mut s = 0x2545_f491_4f6c_dd1du64;
        let mut next = |n: u64| {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            s % n
        };
        let mut a = Caching::default();
        let mut live: Vec<(u64, u64)> = Vec::new();
        for _ in 0..4000 {
            if live.is_empty() || next(5) < 3 {
                let bytes = match next(4) {
                    0 => 1 + next(3 << 20),
                    1 => 1 + next(24 << 20),
                    _ => 1 + next(64 << 10),
                };
                let size = bytes.max(1).div_ceil(512) * 512;
                let small = size <= SMALL;
                let scan = a
                    .blocks
                    .iter()
                    .filter(|(_, &(s, free, _, pool))| free && s >= size && pool == small)
                    .min_by_key(|(&o, &(s, _, _, _))| (s, o))
                    .map(|(&o, _)| o);
                // With no free block that fits, a new segment at the top.
                let top = a.top;
                assert_eq!(a.alloc(bytes), scan.unwrap_or(top));
                let o = scan.unwrap_or(top);
                live.push((o, bytes));
            } else {
                let (o, bytes) = live.swap_remove(next(live.len() as u64) as usize);
                a.free(o, bytes);
            }
            let free: std::collections::BTreeSet<(bool, u64, u64)> = a
                .blocks
                .iter()
                .filter(|(_, b)| b.1)
                .map(|(&o, b)| (b.3, b.0, o))
                .collect();
            assert_eq!(a.free, free);
        }
    }

    #[test]
    fn caching_splits_best_fit_and_merges() {
        let mut a = Caching::default();
        let x = a.alloc(1000); // small: a 2 MiB segment, split
        let y = a.alloc(1000);
        assert_eq!((x, y), (0, 1024));
        assert_eq!(a.reserved(), 2 << 20);
        a.free(x, 1000);
        a.free(y, 1000);
        assert_eq!(
            a.alloc(4096),
            0,
            "freed neighbours merged back into the segment"
        );
        let big = a.alloc(3 << 20); // large: a new 20 MiB segment
        assert_eq!(big, 2 << 20);
        assert_eq!(a.reserved(), (2 << 20) + (20 << 20));
        let (_, peak, _) = replay(
            &mut Caching::default(),
            &[Event::Alloc(0, 100), Event::Alloc(1, 100), Event::Free(0)],
        );
        assert_eq!(peak, 2 << 20);
    }
}
