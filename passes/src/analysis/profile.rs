//! A live-bytes profile over the positions of a schedule: add bytes over a range of positions,
//! read the peak. A segment tree with lazy range add, so a pass can try a change to a few live
//! ranges and see the new peak in O(log n), then take the change back.

/// Live bytes per position `0..n`, with range add and global max.
#[derive(Clone, Debug)]
pub struct Profile {
    n: usize,
    /// Max of the subtree, including its own pending add.
    max: Vec<i64>,
    /// Add applied to the whole subtree.
    add: Vec<i64>,
}

impl Profile {
    /// All zeros over `n` positions.
    pub fn new(n: usize) -> Profile {
        let top = n.next_power_of_two().max(1);
        let mut max = vec![0; 2 * top];
        // Padding leaves past `n` never count.
        for leaf in &mut max[top + n..] {
            *leaf = i64::MIN / 4;
        }
        for node in (1..top).rev() {
            max[node] = max[2 * node].max(max[2 * node + 1]);
        }
        Profile {
            n,
            max,
            add: vec![0; 2 * top],
        }
    }

    /// Adds `bytes` (may be negative) at every position in `lo..=hi`.
    pub fn add(&mut self, lo: usize, hi: usize, bytes: i64) {
        if self.n == 0 || bytes == 0 || lo > hi {
            return;
        }
        let top = self.n.next_power_of_two().max(1);
        self.update(1, 0, top - 1, lo, hi.min(self.n - 1), bytes);
    }

    fn update(&mut self, node: usize, l: usize, r: usize, lo: usize, hi: usize, v: i64) {
        if hi < l || r < lo {
            return;
        }
        if lo <= l && r <= hi {
            self.max[node] += v;
            self.add[node] += v;
            return;
        }
        let mid = (l + r) / 2;
        self.update(2 * node, l, mid, lo, hi, v);
        self.update(2 * node + 1, mid + 1, r, lo, hi, v);
        self.max[node] = self.add[node] + self.max[2 * node].max(self.max[2 * node + 1]);
    }

    /// The largest total over all positions (0 when empty).
    pub fn peak(&self) -> i64 {
        if self.n == 0 {
            0
        } else {
            self.max[1]
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn range_adds_match_a_plain_array() {
        let n = 37;
        let mut p = Profile::new(n);
        let mut plain = vec![0i64; n];
        let mut seed = 7u64;
        for _ in 0..500 {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let lo = (seed >> 33) as usize % n;
            let hi = lo + (seed >> 40) as usize % (n - lo);
            let v = (seed >> 50) as i64 - 8000;
            p.add(lo, hi, v);
            for x in &mut plain[lo..=hi] {
                *x += v;
            }
            assert_eq!(p.peak(), *plain.iter().max().unwrap());
        }
    }
}
