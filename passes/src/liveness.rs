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
use lowtide_ir::{Block, Module, Op, Value};

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
        let mut last_use: SecondaryMap<Value, Option<u32>> = SecondaryMap::new();
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
