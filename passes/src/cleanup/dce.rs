//! `dce`: removes pure ops whose results are never used.

use crate::manager::{Pass, PassArgs, PassError, PassInfo, PassOutcome};
use lowtide_ir::entity::SecondaryMap;
use lowtide_ir::{Module, Op, Traits, Value};

/// The `dce` pass.
pub struct Dce;

/// Registry entry.
pub fn info() -> PassInfo {
    PassInfo {
        name: "dce",
        summary: SUMMARY,
        options: &[],
        create: |_: &PassArgs| Ok(Box::new(Dce)),
    }
}

const SUMMARY: &str = "remove pure ops whose results are unused";

impl Pass for Dce {
    fn name(&self) -> &'static str {
        "dce"
    }
    fn summary(&self) -> &'static str {
        SUMMARY
    }
    fn run(&mut self, m: &mut Module) -> Result<PassOutcome, PassError> {
        let removed = remove_dead_ops(m);
        Ok(PassOutcome {
            changed: removed > 0,
            stats: vec![("ops-removed", removed)],
        })
    }
}

/// True for an op `dce` may remove once its results are unread: pure, not a terminator.
pub(crate) fn removable(m: &Module, op: Op) -> bool {
    m.kind(op)
        .is_some_and(|k| k.has(Traits::PURE) && !k.has(Traits::TERMINATOR))
}

/// Removes every pure op with no used result (transitively); returns how many were removed.
/// Blocks are scanned backwards, so a whole dead chain goes in one sweep.
pub fn remove_dead_ops(m: &mut Module) -> u64 {
    let mut uses = m.use_counts();
    let mut removed = 0;
    let blocks: Vec<_> = m
        .walk()
        .into_iter()
        .flat_map(|op| {
            let regions = m.ops[op].regions.clone();
            regions
                .into_iter()
                .flat_map(|r| m.regions[r].blocks.clone())
                .collect::<Vec<_>>()
        })
        .collect();
    // Innermost blocks were listed after their parents: sweep in reverse.
    for &b in blocks.iter().rev() {
        let ops = m.blocks[b].ops.clone();
        let mut keep = Vec::with_capacity(ops.len());
        for &op in ops.iter().rev() {
            let dead = removable(m, op) && m.ops[op].results.iter().all(|&v| uses[v] == 0);
            if dead {
                release_uses(m, op, &mut uses);
                m.ops[op].parent = None;
                removed += 1;
            } else {
                keep.push(op);
            }
        }
        // Written back only when something went: a copy of the module keeps sharing the rest.
        if keep.len() != ops.len() {
            keep.reverse();
            m.blocks[b].ops = keep;
        }
    }
    removed
}

fn release_uses(m: &Module, op: Op, uses: &mut SecondaryMap<Value, u32>) {
    for &v in &m.ops[op].operands {
        uses[v] = uses[v].saturating_sub(1);
    }
    for &r in &m.ops[op].regions {
        for &b in &m.regions[r].blocks {
            for &o in &m.blocks[b].ops {
                release_uses(m, o, uses);
            }
        }
    }
}
