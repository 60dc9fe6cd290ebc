//! The largest of a row of numbers over any range in O(log n), with a stretch of them
//! rewritten in time proportional to its length: [`super::moving::Moving`] keeps an order's
//! live bytes per position in one, to cost a move from a few range maxima.

/// A row of numbers with the largest over any range in O(log n), and a stretch of them
/// rewritten in time proportional to its length (plus log n).
pub(super) struct Maxima {
    /// Node `k`'s children are `2k` and `2k + 1`; leaves from `width`.
    width: usize,
    max: Vec<u64>,
}

impl Maxima {
    pub(super) fn new(values: &[u64]) -> Maxima {
        let width = values.len().max(1).next_power_of_two();
        let mut m = Maxima {
            width,
            max: vec![0; 2 * width],
        };
        m.set(0, values);
        m
    }

    /// Numbers `lo..lo + values.len()` set to `values`.
    pub(super) fn set(&mut self, lo: usize, values: &[u64]) {
        if values.is_empty() {
            return;
        }
        let (mut a, mut b) = (self.width + lo, self.width + lo + values.len() - 1);
        self.max[a..=b].copy_from_slice(values);
        while a > 1 {
            (a, b) = (a / 2, b / 2);
            for k in a..=b {
                self.max[k] = self.max[2 * k].max(self.max[2 * k + 1]);
            }
        }
    }

    /// The largest number in `lo..hi` (0 for none).
    pub(super) fn max(&self, lo: usize, hi: usize) -> u64 {
        let (mut a, mut b, mut top) = (self.width + lo, self.width + hi, 0);
        while a < b {
            if a & 1 == 1 {
                top = top.max(self.max[a]);
                a += 1;
            }
            if b & 1 == 1 {
                b -= 1;
                top = top.max(self.max[b]);
            }
            (a, b) = (a / 2, b / 2);
        }
        top
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn range_maxima_follow_the_numbers_as_stretches_are_rewritten() {
        let mut row: Vec<u64> = (0..37u64).map(|i| (i * 7919) % 101).collect();
        let mut m = Maxima::new(&row);
        let mut s = 12345u64;
        for _ in 0..300 {
            s = s
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let (a, b) = ((s >> 33) as usize % 37, (s >> 17) as usize % 37);
            let (lo, hi) = (a.min(b), a.max(b) + 1);
            assert_eq!(m.max(lo, hi), row[lo..hi].iter().copied().max().unwrap());
            let values: Vec<u64> = (lo..hi).map(|i| (s >> (i % 13)) % 1000).collect();
            m.set(lo, &values);
            row[lo..hi].copy_from_slice(&values);
        }
        assert_eq!(m.max(5, 5), 0);
    }
}
