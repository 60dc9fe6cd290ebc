//! `cse`: common-subexpression elimination of pure, region-free ops.
//!
//! An op is replaced by an earlier identical op (same name, operands, attributes and result
//! types) that dominates it: one in the same block or in an enclosing block, never across an
//! op isolated from above. `stablehlo.optimization_barrier` is not pure, so recomputation a
//! user asked for with `jax.checkpoint` is never merged back into its original.
//!
//! Memory-aware: a duplicate is merged only when the earlier value is still read at or after
//! the duplicate's position in the same block. Then the two live ranges already overlap and
//! one copy serves both, so a merge never lengthens a live range. Otherwise the duplicate is
//! a recomputation (JAX recomputes activation functions and normalizations in the backward
//! pass) and merging it would keep the forward value alive across the step: measured on the
//! bench training steps, plain CSE raised the planned footprint by 15% to 43% (resnet18,
//! vgg11, gpt). The duplicate then becomes the value later duplicates merge with.

use crate::manager::{Pass, PassArgs, PassError, PassInfo, PassOutcome};
use lowtide_ir::entity::SecondaryMap;
use lowtide_ir::{Block, Dict, Module, OpName, Traits, Type, Value};
use std::collections::HashMap;

/// The `cse` pass.
pub struct Cse;

const SUMMARY: &str = "merge identical pure ops (never across optimization barriers)";

/// Registry entry.
pub fn info() -> PassInfo {
    PassInfo {
        name: "cse",
        summary: SUMMARY,
        options: &[],
        create: |_: &PassArgs| Ok(Box::new(Cse)),
    }
}

#[derive(PartialEq, Eq, Hash)]
struct Key {
    name: OpName,
    operands: Vec<Value>,
    properties: Dict,
    attrs: Dict,
    results: Vec<Type>,
}

struct Scopes {
    scopes: Vec<(bool, HashMap<Key, Vec<Value>>)>,
    map: SecondaryMap<Value, Option<Value>>,
    removed: u64,
    /// Per value of the block being visited: the index of its last read in that block.
    last: SecondaryMap<Value, Option<u32>>,
}

impl Pass for Cse {
    fn name(&self) -> &'static str {
        "cse"
    }
    fn summary(&self) -> &'static str {
        SUMMARY
    }
    fn run(&mut self, m: &mut Module) -> Result<PassOutcome, PassError> {
        let mut st = Scopes {
            scopes: Vec::new(),
            map: SecondaryMap::new(),
            removed: 0,
            last: SecondaryMap::new(),
        };
        for op in m.top.clone() {
            visit_op(m, op, &mut st);
        }
        m.replace_uses(&st.map);
        Ok(PassOutcome {
            changed: st.removed > 0,
            stats: vec![("ops-merged", st.removed)],
        })
    }
}

fn visit_op(m: &mut Module, op: lowtide_ir::Op, st: &mut Scopes) {
    let isolated = lowtide_ir::ops::closed_regions(m, op);
    for r in m.ops[op].regions.clone() {
        for b in m.regions[r].blocks.clone() {
            st.scopes.push((isolated, HashMap::new()));
            visit_block(m, b, st);
            st.scopes.pop();
        }
    }
}

fn visit_block(m: &mut Module, b: Block, st: &mut Scopes) {
    let ops = m.blocks[b].ops.clone();
    // The last read, within this block, of each value this block defines.
    for (i, &op) in ops.iter().enumerate() {
        for v in m.reads_deep(op) {
            if m.def_block(v) == Some(b) {
                st.last[v] = Some(i as u32);
            }
        }
    }
    let mut keep = Vec::new();
    for (i, &op) in ops.iter().enumerate() {
        // Map operands first: earlier merges change what later ops read.
        let operands: Vec<Value> = m.ops[op]
            .operands
            .iter()
            .map(|&v| st.map[v].unwrap_or(v))
            .collect();
        m.ops[op].operands = operands.clone();
        let d = &m.ops[op];
        let cse_able = d.regions.is_empty()
            && !d.results.is_empty()
            && m.kind(op)
                .is_some_and(|k| k.has(Traits::PURE) && !k.has(Traits::TERMINATOR));
        if cse_able {
            let key = Key {
                name: d.name.clone(),
                operands,
                properties: d.properties.clone(),
                attrs: d.attrs.clone(),
                results: d.results.iter().map(|&v| m.ty(v).clone()).collect(),
            };
            // The closest earlier identical op, and whether it is in this block.
            let mut found = None;
            for (depth, (isolated, table)) in st.scopes.iter().rev().enumerate() {
                if let Some(prev) = table.get(&key) {
                    found = Some((prev.clone(), depth == 0));
                    break;
                }
                if *isolated {
                    break;
                }
            }
            let results = m.ops[op].results.clone();
            // Merge only when it lengthens no live range: the earlier value is still read here
            // or later anyway (values from enclosing blocks are live across this whole block).
            let merge = found.filter(|(prev, same_block)| {
                !same_block
                    || prev
                        .iter()
                        .all(|&p| st.last[p].is_some_and(|l| l as usize >= i))
            });
            match merge {
                Some((prev, _)) => {
                    for (k, &r) in results.iter().enumerate() {
                        st.map[r] = Some(prev[k]);
                        st.last[prev[k]] = st.last[prev[k]].max(st.last[r]);
                    }
                    m.ops[op].parent = None;
                    st.removed += 1;
                    continue;
                }
                None => {
                    // This op is now the one later duplicates merge with.
                    st.scopes.last_mut().unwrap().1.insert(key, results);
                }
            }
        }
        visit_op(m, op, st);
        keep.push(op);
    }
    m.blocks[b].ops = keep;
}
