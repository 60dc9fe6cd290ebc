//! The verifier. Checks, in this order:
//! 1. handles: every operand, result, block and region index is inside its arena, and results
//!    and block arguments point back at their definition;
//! 2. structure: each region's blocks are owned by it, ops sit in the block that lists them,
//!    a terminator is the last op of its block, and registered ops with regions end their
//!    blocks with a terminator;
//! 3. SSA: each value is defined before it is used, in an enclosing scope, and never crosses
//!    into an op that is isolated from above (`func.func`, `builtin.module`);
//! 4. types: every registered op satisfies its shape rule in [`crate::ops`] (result types equal
//!    the inferred ones); unknown ops are left alone;
//! 5. plans: the buffer plan of a function that carries one is well formed
//!    ([`crate::plan::FunctionPlan::read`]: list lengths, index ranges, no negative offset);
//!    what it means is `verify-plan`'s to check.
//!
//! Limitation: across blocks of one multi-block region, a use is accepted if its value is
//! defined in any earlier block (no dominator tree yet); StableHLO training steps have none.

use crate::diag::Diagnostic;
use crate::entity::{EntityRef, SecondaryMap};
use crate::module::{Module, Op, Region, Value, ValueDef};
use crate::ops::{verify_op, Traits};

/// A verifier error, tied to the op it is about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VerifyError {
    /// The offending op.
    pub op: Op,
    /// What is wrong.
    pub message: String,
}

impl VerifyError {
    /// Turns the error into a diagnostic naming the op, at its source position.
    pub fn to_diagnostic(&self, m: &Module, file: &str) -> Diagnostic {
        let d = &m.ops[self.op];
        let pos = crate::diag::op_pos(m, self.op, file);
        let mut diag = Diagnostic::new(
            file,
            pos,
            format!("'{}' op {}", d.name.as_str(), self.message),
        );
        if pos.is_none() {
            let text = crate::printer::print_op(m, self.op);
            if let Some(first) = text.lines().next() {
                diag = diag.note(format!("the op is: {first}"));
            }
        }
        diag
    }
}

struct Verifier<'m> {
    m: &'m Module,
    /// 0 = not visible; otherwise 1 + the isolation depth the value was defined at.
    level: SecondaryMap<Value, u32>,
    depth: u32,
}

/// Verifies the module; returns the first error found.
pub fn verify(m: &Module) -> Result<(), VerifyError> {
    check_handles(m)?;
    let mut v = Verifier {
        m,
        level: SecondaryMap::new(),
        depth: 1,
    };
    for &op in &m.top {
        v.op(op)?;
    }
    // 5. plans: a function carrying a buffer plan has well-formed plan attributes.
    for (f, _) in m.functions() {
        crate::plan::FunctionPlan::read(m, f).map_err(|e| VerifyError {
            op: e.op.unwrap_or(f),
            message: e.detail,
        })?;
    }
    Ok(())
}

fn err<T>(op: Op, message: impl Into<String>) -> Result<T, VerifyError> {
    Err(VerifyError {
        op,
        message: message.into(),
    })
}

fn check_handles(m: &Module) -> Result<(), VerifyError> {
    for op in m.walk() {
        let d = &m.ops[op];
        for (i, &v) in d.operands.iter().enumerate() {
            if v.index() >= m.values.len() {
                return err(
                    op,
                    format!("operand #{i} refers to a value that does not exist ({v})"),
                );
            }
        }
        for (i, &v) in d.results.iter().enumerate() {
            if v.index() >= m.values.len() || m.values[v].def != ValueDef::Result(op, i as u32) {
                return err(
                    op,
                    format!("result #{i} is not defined by this op (corrupt IR)"),
                );
            }
        }
        for &r in &d.regions {
            if r.index() >= m.regions.len() || m.regions[r].parent != Some(op) {
                return err(
                    op,
                    "owns a region that does not name it as parent (corrupt IR)",
                );
            }
            for &b in &m.regions[r].blocks {
                if b.index() >= m.blocks.len() || m.blocks[b].parent != Some(r) {
                    return err(op, "a region lists a block it does not own (corrupt IR)");
                }
                for (i, &a) in m.blocks[b].args.iter().enumerate() {
                    if a.index() >= m.values.len() || m.values[a].def != ValueDef::Arg(b, i as u32)
                    {
                        return err(
                            op,
                            format!("block argument #{i} is not defined by its block (corrupt IR)"),
                        );
                    }
                }
                for &o in &m.blocks[b].ops {
                    if o.index() >= m.ops.len() || m.ops[o].parent != Some(b) {
                        return err(
                            op,
                            "a block lists an op that does not name it as parent (corrupt IR)",
                        );
                    }
                }
            }
        }
        for &s in &d.successors {
            let region = d.parent.and_then(|b| m.blocks[b].parent);
            if s.index() >= m.blocks.len()
                || m.blocks[s].parent.is_none()
                || m.blocks[s].parent != region
            {
                return err(op, "a successor is not a block of the same region");
            }
            if region.is_some_and(|r| m.regions[r].blocks.first() == Some(&s)) {
                return err(op, "branches to the entry block of its region, which can have no predecessors; branch to another block");
            }
        }
    }
    Ok(())
}

impl Verifier<'_> {
    fn op(&mut self, op: Op) -> Result<(), VerifyError> {
        let d = &self.m.ops[op];
        for (i, &v) in d.operands.iter().enumerate() {
            let lvl = self.level[v];
            if lvl == 0 {
                return err(op, format!("operand #{i} is used before it is defined (or outside its scope); define it earlier in this block or an enclosing one"));
            }
            if lvl != self.depth {
                return err(op, format!("operand #{i} is defined outside the enclosing isolated op (func.func/builtin.module) and cannot be used here; pass it as an argument"));
            }
        }
        let kind = self.m.kind(op);
        let isolated = kind.is_some_and(|k| k.has(Traits::ISOLATED));
        if isolated {
            self.depth += 1;
        }
        for &r in &d.regions {
            self.region(op, r)?;
        }
        if isolated {
            self.depth -= 1;
        }
        for &v in &d.results {
            self.level[v] = self.depth;
        }
        verify_op(self.m, op).or_else(|message| err(op, message))
    }

    fn region(&mut self, owner: Op, r: Region) -> Result<(), VerifyError> {
        let needs_terminator = self
            .m
            .kind(owner)
            .is_some_and(|k| k != crate::ops::OpKind::BuiltinModule);
        let blocks = &self.m.regions[r].blocks;
        let mut defined: Vec<Value> = Vec::new();
        for &b in blocks {
            let bd = &self.m.blocks[b];
            for &a in &bd.args {
                self.level[a] = self.depth;
                defined.push(a);
            }
            for (i, &o) in bd.ops.iter().enumerate() {
                let term = self.m.kind(o).is_some_and(|k| k.has(Traits::TERMINATOR));
                if term && i + 1 != bd.ops.len() {
                    return err(o, "is a terminator and must be the last op of its block");
                }
                self.op(o)?;
                defined.extend(self.m.ops[o].results.iter().copied());
            }
            if needs_terminator {
                // A registered op's regions end in a registered terminator (an unknown op
                // cannot end a function: nothing would know what it returns).
                let last_is_term = bd
                    .ops
                    .last()
                    .is_some_and(|&o| self.m.kind(o).is_some_and(|k| k.has(Traits::TERMINATOR)));
                if !last_is_term {
                    let what = bd
                        .ops
                        .last()
                        .map_or("nothing".to_string(), |&o| format!("'{}'", self.m.name(o)));
                    return err(
                        owner,
                        format!("has a block that ends in {what}, not a terminator; end it with \"func.return\" or \"stablehlo.return\""),
                    );
                }
            }
        }
        // Values of a region are invisible after it closes.
        for v in defined {
            self.level[v] = 0;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::module::OpName;
    use crate::types::{ElemType, Type};
    use crate::{parse, OpKind};

    const FUNC: &str = r#""func.func"() <{function_type = () -> (), sym_name = "main"}> ({
  "func.return"() : () -> ()
}) : () -> ()
"#;

    #[test]
    fn values_built_in_code_cannot_cross_an_isolated_op() {
        let mut m = parse(FUNC, "t.mlir").unwrap();
        let outer = m.create_op(
            OpName::new("t.in"),
            vec![],
            vec![Type::tensor(&[], ElemType::F32)],
        );
        m.top.insert(0, outer);
        let v = m.ops[outer].results[0];
        let f = m.function("main").unwrap();
        let body = m.entry_block(f).unwrap();
        let user = m.create_op(OpName::new("t.use"), vec![v], vec![]);
        m.ops[user].parent = Some(body);
        m.blocks[body].ops.insert(0, user);
        let e = verify(&m).unwrap_err();
        assert_eq!(e.op, user);
        assert!(
            e.message
                .contains("defined outside the enclosing isolated op"),
            "{}",
            e.message
        );
        let d = e.to_diagnostic(&m, "t.mlir");
        assert_eq!(d.to_string().lines().next().unwrap(), "t.mlir: error: 't.use' op operand #0 is defined outside the enclosing isolated op (func.func/builtin.module) and cannot be used here; pass it as an argument");
        assert!(
            d.notes[0].starts_with("the op is: \"t.use\""),
            "{:?}",
            d.notes
        );
    }

    #[test]
    fn dangling_handles_are_reported_not_panicked_on() {
        let mut m = parse(FUNC, "t.mlir").unwrap();
        let f = m.function("main").unwrap();
        let ret = m.blocks[m.entry_block(f).unwrap()].ops[0];
        m.ops[ret].operands.push(Value::new(99_999));
        let e = verify(&m).unwrap_err();
        assert!(
            e.message.contains("refers to a value that does not exist"),
            "{}",
            e.message
        );
        assert_eq!(m.kind(ret), Some(OpKind::FuncReturn));
    }
}
