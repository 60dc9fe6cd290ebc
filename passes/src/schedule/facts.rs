//! What [`Graph::build`](super::Graph) computes of each op from the op alone, kept from one
//! build for the next: `eqsat`'s extraction costs every alternative it tries over the whole
//! function, and a trial changes a handful of ops, so the others' facts are the function's.

use crate::analysis::reuse::reusable_operands;
use lowtide_ir::entity::SecondaryMap;
use lowtide_ir::{Block, Module, Op};

/// One op's facts: a function of its kind, attributes, regions and operand and result types,
/// not of where it is or which values it reads, so an edit that makes it read other values of
/// the same types keeps them.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct OpFacts {
    /// The workspace it runs in (`workspace::workspace_bytes`).
    pub(crate) workspace: u64,
    /// The operands (by index, in order) its single result may take over
    /// (`reusable_operands`).
    pub(crate) reusable: Vec<u32>,
}

impl OpFacts {
    /// Op `op`'s facts.
    pub(crate) fn of(m: &Module, op: Op) -> OpFacts {
        OpFacts {
            workspace: lowtide_ir::workspace::workspace_bytes(m, op),
            reusable: reusable_operands(m, op)
                .into_iter()
                .map(|(k, _)| k as u32)
                .collect(),
        }
    }
}

/// The facts of a block's ops, kept for the builds of edited copies of its function (edits
/// that keep every op they leave in place as it was but for operands of the same types).
#[derive(Clone, Default)]
pub(crate) struct Facts(SecondaryMap<Op, Option<OpFacts>>);

impl Facts {
    /// The facts of `block`'s ops.
    pub(crate) fn of(m: &Module, block: Block) -> Facts {
        let mut facts = Facts(m.op_table());
        for &op in &m.blocks[block].ops {
            facts.0[op] = Some(OpFacts::of(m, op));
        }
        facts
    }

    /// Op `op`'s facts in `m` when they are kept (debug builds check them).
    pub(crate) fn kept(&self, m: &Module, op: Op) -> Option<&OpFacts> {
        let kept = self.0[op].as_ref();
        if let Some(kept) = kept {
            debug_assert_eq!(
                *kept,
                OpFacts::of(m, op),
                "kept facts of an op that changed"
            );
        }
        kept
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::schedule::{order_cost, order_cost_with};
    use lowtide_ir::OpName;

    const STEP: &str = r#"
"func.func"() <{function_type = (tensor<1024xf32>, tensor<1024xf32>, tensor<8xf32>) -> tensor<1024xf32>, sym_name = "main"}> ({
^bb0(%x: tensor<1024xf32>, %y: tensor<1024xf32>, %z: tensor<8xf32>):
  %a = "stablehlo.exponential"(%x) : (tensor<1024xf32>) -> tensor<1024xf32>
  %b = "stablehlo.add"(%a, %y) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
  %c = "stablehlo.multiply"(%b, %b) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
  %d = "stablehlo.subtract"(%c, %a) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
  "func.return"(%d) : (tensor<1024xf32>) -> ()
}) : () -> ()
"#;

    /// The step, its body, and its ops in order.
    fn step() -> (Module, Block, Vec<Op>) {
        let m = lowtide_ir::parse(STEP, "facts.mlir").unwrap();
        let block = m.entry_block(m.function("main").unwrap()).unwrap();
        let ops = m.blocks[block].ops.clone();
        (m, block, ops)
    }

    /// The edits extraction makes: an op reads another value of the same type, and a new op
    /// takes over from a value for its last reader. Each edited function costed with the facts
    /// kept from before the edit costs what a fresh build says; a new op's facts are computed,
    /// not looked up.
    #[test]
    fn kept_facts_cost_an_edited_function_as_a_fresh_build_does() {
        let (m, block, ops) = step();
        let facts = Facts::of(&m, block);
        assert_eq!(order_cost_with(&m, block, &facts), order_cost(&m, block));
        let (a, y) = (m.ops[ops[0]].results[0], m.blocks[block].args[1]);
        // `%d` reads `%y`: `%a` dies at `%b`, which takes it over, and the chain of values
        // taken over ends in the output's own buffer.
        let mut trial = m.clone();
        trial.replace_reads_in(ops[3], a, y);
        let cost = order_cost_with(&trial, block, &facts);
        assert_eq!(cost, order_cost(&trial, block));
        assert_eq!((order_cost(&m, block), cost), (4096, 0));
        // A sine of `%x` for `%d` instead: its 4 KiB is live at `%d` in `%a`'s place.
        let mut trial = m.clone();
        let x = trial.blocks[block].args[0];
        let ty = trial.ty(x).clone();
        let n = trial.create_op(OpName::new("stablehlo.sine"), vec![x], vec![ty]);
        trial.ops[n].parent = Some(block);
        trial.blocks[block].ops.insert(3, n);
        let sine = trial.ops[n].results[0];
        trial.replace_reads_in(ops[3], a, sine);
        assert!(facts.kept(&trial, n).is_none());
        assert_eq!(OpFacts::of(&trial, n).reusable, vec![0]);
        let cost = order_cost_with(&trial, block, &facts);
        assert_eq!(cost, order_cost(&trial, block));
        assert_eq!(cost, 4096);
    }

    /// An op edited to read a value of another type has other facts (its result can no longer
    /// take over that operand): debug builds refuse the ones kept.
    #[cfg(debug_assertions)]
    #[test]
    #[should_panic(expected = "kept facts of an op that changed")]
    fn facts_kept_for_an_op_that_changed_are_refused_in_debug_builds() {
        let (mut m, block, ops) = step();
        let facts = Facts::of(&m, block);
        let (b, z) = (m.ops[ops[1]].results[0], m.blocks[block].args[2]);
        m.replace_reads_in(ops[2], b, z);
        order_cost_with(&m, block, &facts);
    }
}
