//! Liveness over the ordered top-level block of a function.
//!
//! Program points follow regalloc2's `ProgPoint`: op `i` has `before(i) = 2i` and
//! `after(i) = 2i + 1`. A value defined by op `d` and last read by op `u` is live over the
//! half-open range `[before(d), after(u))`: it exists while `d` writes it and until `u` has
//! read it. An operand read by op `i` and a result written by op `i` are therefore live
//! together at `before(i)` and never share bytes, unless a plan decides the op works in place.
//! A value nobody reads is live only while its op runs: `[before(d), after(d))`.
//! Uses inside an op's regions (reduce bodies reading outer values) count as uses by the op.
//! Function arguments are live from `before(0)`.

use lowtide_ir::entity::SecondaryMap;
use lowtide_ir::{Block, Module, Op, Traits, Value};

/// `before(i)`.
pub fn before(i: usize) -> u64 {
    2 * i as u64
}

/// `after(i)`.
pub fn after(i: usize) -> u64 {
    2 * i as u64 + 1
}

/// Live ranges of the values of one block.
#[derive(Clone, Debug)]
pub struct Liveness {
    /// The block's ops in order (`ops[i]` is op index `i`).
    pub ops: Vec<Op>,
    /// Index of the last op reading each value (`None` when unused).
    pub last_use: SecondaryMap<Value, Option<u32>>,
    /// Values the block's terminator returns.
    pub returned: Vec<Value>,
}

impl Liveness {
    /// Computes liveness of `block`'s top-level values.
    pub fn compute(m: &Module, block: Block) -> Liveness {
        let ops = m.blocks[block].ops.clone();
        let mut last_use: SecondaryMap<Value, Option<u32>> = m.value_table();
        for (i, &op) in ops.iter().enumerate() {
            for v in m.reads_deep(op) {
                last_use[v] = Some(i as u32);
            }
        }
        let returned = ops
            .last()
            .map(|&t| m.ops[t].operands.clone())
            .unwrap_or_default();
        Liveness {
            ops,
            last_use,
            returned,
        }
    }

    /// The live range of a value defined at op index `def` (`None` for a block argument).
    pub fn range(&self, v: Value, def: Option<usize>) -> (u64, u64) {
        let start = def.map_or(0, before);
        let end = match (self.last_use[v], def) {
            (Some(u), _) => after(u as usize),
            (None, Some(d)) => after(d),
            (None, None) => 1,
        };
        (start, end.max(start + 1))
    }
}

/// Who defines and reads each value of a block, by op position in its current order, and the
/// bytes each value needs in the arena (0 for returned values, which live in their own
/// buffers). Passes that try changes to the order or to live ranges (`fuse`, `remat`) start
/// from it.
pub struct Uses {
    /// The block's ops.
    pub ops: Vec<Op>,
    /// Position of each op.
    pub pos: SecondaryMap<Op, u32>,
    /// Position of the op defining each value (`None` for block arguments).
    pub def: SecondaryMap<Value, Option<u32>>,
    /// Positions of the ops reading each value (in their regions too), ascending.
    pub readers: SecondaryMap<Value, Vec<u32>>,
    /// Arena bytes of each value.
    pub bytes: SecondaryMap<Value, u64>,
    /// Every value the block's ops define.
    pub values: Vec<Value>,
}

impl Uses {
    /// The uses of `block`'s top-level values.
    pub fn of(m: &Module, block: Block) -> Uses {
        let ops = m.blocks[block].ops.clone();
        // Returned values (a step returns thousands: its parameters and optimizer state).
        let mut returned: SecondaryMap<Value, bool> = m.value_table();
        if let Some(&t) = ops
            .last()
            .filter(|&&t| m.kind(t).is_some_and(|k| k.has(Traits::TERMINATOR)))
        {
            for &v in &m.ops[t].operands {
                returned[v] = true;
            }
        }
        let mut l = Uses {
            ops: ops.clone(),
            pos: m.op_table(),
            def: m.value_table(),
            readers: m.value_table(),
            bytes: m.value_table(),
            values: Vec::with_capacity(ops.len()),
        };
        for (i, &op) in ops.iter().enumerate() {
            l.pos[op] = i as u32;
            for v in m.reads_deep(op) {
                if l.readers[v].last() != Some(&(i as u32)) {
                    l.readers[v].push(i as u32);
                }
            }
            for &r in &m.ops[op].results {
                l.def[r] = Some(i as u32);
                l.values.push(r);
                if !returned[r] {
                    l.bytes[r] = m.bytes(r).unwrap_or(0);
                }
            }
        }
        l
    }

    /// The position of `v`'s last reader (its definition when unread).
    pub fn last(&self, v: Value) -> Option<u32> {
        let d = self.def[v]?;
        Some(self.readers[v].iter().copied().max().unwrap_or(d).max(d))
    }

    /// True when `v` is live at position `at` without help (an argument, or read at or after).
    pub fn live_at(&self, v: Value, at: u32) -> bool {
        self.def[v].is_none() || self.last(v).is_some_and(|l| l >= at)
    }

    /// Live bytes per position.
    pub fn profile(&self) -> Vec<u64> {
        profile_of(
            self.ops.len(),
            self.values.iter().filter_map(|&v| {
                let d = self.def[v]?;
                Some((d, self.last(v).unwrap_or(d), self.bytes[v]))
            }),
        )
    }
}

/// Live bytes at each of `len` positions, for values live from their definition to their
/// last reader, both included: (definition, last reader, bytes).
pub(crate) fn profile_of(len: usize, values: impl Iterator<Item = (u32, u32, u64)>) -> Vec<u64> {
    let mut delta = vec![0i128; len + 1];
    for (d, l, b) in values.filter(|v| v.2 > 0) {
        delta[d as usize] += b as i128;
        delta[l as usize + 1] -= b as i128;
    }
    let mut live = 0i128;
    delta[..len]
        .iter()
        .map(|d| {
            live += d;
            live.max(0) as u64
        })
        .collect()
}
