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
