//! A training step split at its loss by dataflow, not by schedule: the forward pass is every
//! op the loss depends on; a saved activation is a value the forward pass computes that an op
//! outside it (the backward pass, the update) reads. Regions count as their op's reads, so
//! calls inlined, `while` bodies and optimizer chains split the same way.

use lowtide_ir::{Module, Op, OpKind, Traits, Value};
use std::collections::{HashSet, VecDeque};

/// The step around its loss.
pub struct Dataflow {
    /// The loss's op.
    pub loss: Op,
    /// Every op of the block the loss depends on (the loss's op too).
    pub forward: HashSet<Op>,
    /// Values the forward pass computes that an op outside it reads.
    pub saved: HashSet<Value>,
    /// Every value the forward pass's ops read (arguments among them).
    pub reads: HashSet<Value>,
}

impl Dataflow {
    /// The step of block ops `ops` around the op `loss`.
    pub fn around(m: &Module, ops: &[Op], loss: Op) -> Dataflow {
        let top: HashSet<Op> = ops.iter().copied().collect();
        let (mut forward, mut reads) = (HashSet::new(), HashSet::new());
        let mut stack = vec![loss];
        while let Some(o) = stack.pop() {
            if !forward.insert(o) {
                continue;
            }
            for v in m.reads_deep(o) {
                if let Some(d) = m.def_op(v).filter(|d| top.contains(d)) {
                    stack.push(d);
                }
                reads.insert(v);
            }
        }
        let mut saved = HashSet::new();
        for &o in ops {
            if forward.contains(&o) || m.kind(o) == Some(OpKind::FuncReturn) {
                continue;
            }
            for v in m.reads_deep(o) {
                if m.def_op(v).is_some_and(|d| forward.contains(&d)) {
                    saved.insert(v);
                }
            }
        }
        Dataflow {
            loss,
            forward,
            saved,
            reads,
        }
    }

    /// `step` split at its loss: a returned 0-d float (not an optimizer's integer step count)
    /// computed in the body that does not depend on every gradient (a returned gradient norm
    /// depends on the whole backward pass); of several, the one with the most of the step
    /// behind it (the first returned, on a tie). `None` when the step returns no such value.
    ///
    /// A candidate depends on every gradient when, for every float argument its forward pass
    /// reads and the step updates, it depends on a value of that update's elementwise chain
    /// (`p - lr * g`: `g` and what `g` is made from elementwise). The loss depends on some of
    /// them at most (batch norm's scale gradient multiplies by a forward value), never on a
    /// dense or convolution weight's, whose gradient is a contraction.
    pub fn of_step(m: &Module, step: &Step) -> Option<Dataflow> {
        let top: HashSet<Op> = step.ops.iter().copied().collect();
        let mut seen = HashSet::new();
        step.returned
            .iter()
            .rev()
            .filter(|&&v| {
                m.ty(v)
                    .as_tensor()
                    .is_some_and(|t| t.rank() == Some(0) && t.elem.is_float())
            })
            .filter_map(|&v| m.def_op(v))
            .filter(|op| top.contains(op) && seen.insert(*op))
            .map(|op| Dataflow::around(m, &step.ops, op))
            .filter(|flow| !flow.reads_every_gradient(m, step))
            .max_by_key(|f| f.forward.len())
    }

    /// Whether this candidate's forward pass reads a value of the update chain of every float
    /// argument it reads that the step updates (and there is one).
    fn reads_every_gradient(&self, m: &Module, step: &Step) -> bool {
        let mut params = step
            .args
            .iter()
            .zip(&step.updated)
            .filter(|(a, _)| {
                self.reads.contains(a) && m.ty(**a).elem().is_some_and(|e| e.is_float())
            })
            .filter_map(|(_, new)| *new)
            .peekable();
        params.peek().is_some()
            && params.all(|new| {
                chain(m, new).into_iter().any(|v| {
                    m.def_op(v)
                        .is_some_and(|d| step.on_args.contains(&d) && self.forward.contains(&d))
                })
            })
    }
}

/// A function's body as the classes read it: its ops, arguments, returned values, and the new
/// value the step returns for each argument.
pub struct Step {
    /// The body's ops, in order.
    pub ops: Vec<Op>,
    /// Its arguments.
    pub args: Vec<Value>,
    /// The values it returns.
    pub returned: Vec<Value>,
    /// Per argument, the value the step returns as its new value ([`Step::updates`]).
    pub updated: Vec<Option<Value>>,
    /// The ops that depend on an argument (a constant, or an op of constants only, does not).
    pub on_args: HashSet<Op>,
}

impl Step {
    /// The body of function `f`; `None` for a declaration.
    pub fn of(m: &Module, f: Op) -> Option<Step> {
        let b = m.entry_block(f)?;
        let ops = m.blocks[b].ops.clone();
        let args = m.blocks[b].args.clone();
        let returned: Vec<Value> = ops
            .iter()
            .rev()
            .find(|&&o| m.kind(o) == Some(OpKind::FuncReturn))
            .map(|&o| m.ops[o].operands.clone())
            .unwrap_or_default();
        let updated = Step::updates(m, f, &args, &returned);
        let on_args = depending_on_args(m, &ops);
        Some(Step {
            ops,
            args,
            returned,
            updated,
            on_args,
        })
    }

    /// The new value the step returns for each argument: the result `tf.aliasing_output`
    /// names; else, for each returned value (not an argument itself), the argument of its type
    /// its chain of elementwise ops reaches first (breadth first, operands in order), each
    /// argument taken once.
    fn updates(m: &Module, f: Op, args: &[Value], returned: &[Value]) -> Vec<Option<Value>> {
        let mut out: Vec<Option<Value>> = m
            .donations(f)
            .into_iter()
            .map(|k| k.and_then(|k| returned.get(k).copied()))
            .collect();
        out.resize(args.len(), None);
        let taken: HashSet<Value> = out.iter().flatten().copied().collect();
        for &r in returned {
            if taken.contains(&r) || args.contains(&r) {
                continue;
            }
            let mut seen = HashSet::from([r]);
            let mut queue = VecDeque::from([r]);
            while let Some(v) = queue.pop_front() {
                if let Some(i) = args.iter().position(|&a| a == v) {
                    if out[i].is_none() && m.ty(v) == m.ty(r) {
                        out[i] = Some(r);
                        break;
                    }
                    continue;
                }
                if let Some(op) = m.def_op(v).filter(|&o| elementwise(m, o)) {
                    for &x in &m.ops[op].operands {
                        if seen.insert(x) {
                            queue.push_back(x);
                        }
                    }
                }
            }
        }
        out
    }
}

/// The ops of `ops` (a body, in order) that depend on one of its arguments.
fn depending_on_args(m: &Module, ops: &[Op]) -> HashSet<Op> {
    let mut out = HashSet::new();
    for &o in ops {
        let depends = m.reads_deep(o).into_iter().any(|v| match m.def_op(v) {
            Some(d) => out.contains(&d),
            None => true,
        });
        if depends {
            out.insert(o);
        }
    }
    out
}

fn elementwise(m: &Module, op: Op) -> bool {
    m.kind(op).is_some_and(|k| k.has(Traits::ELEMENTWISE))
}

/// The values of the elementwise chain ending at `v`: `v`, and the operands of each
/// elementwise op in it, back to arguments and results of other ops.
fn chain(m: &Module, v: Value) -> HashSet<Value> {
    let mut seen = HashSet::from([v]);
    let mut stack = vec![v];
    while let Some(x) = stack.pop() {
        if let Some(op) = m.def_op(x).filter(|&o| elementwise(m, o)) {
            for &y in &m.ops[op].operands {
                if seen.insert(y) {
                    stack.push(y);
                }
            }
        }
    }
    seen
}
