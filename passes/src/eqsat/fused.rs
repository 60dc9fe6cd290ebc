//! Fusion choices in the e-graph: an `lt.fused` op (or a plain elementwise op) as a small
//! program of steps over its inputs, so the `fuse-producer` rule can compose a reader with the
//! producer of one of its operands, and extraction can turn the composite back into one
//! `lt.fused` op.

use super::SigData;
use egg::Id;
use lowtide_ir::ops::index_mapped;
use lowtide_ir::plan::{self, Mark};
use lowtide_ir::{Block, Dict, Module, Op, OpKind, OpName, Traits, Type, Value};

/// Largest number of steps a composite may hold (the `fuse` pass's groups hold up to 128).
pub const MAX_STEPS: usize = 64;

/// Producers one composite may take in: fusion choices stay a handful per reader instead of
/// every connected set of elementwise ancestors.
pub const MAX_PRODUCERS: usize = 2;

/// What a step reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Arg {
    /// The composite's `k`-th input.
    Input(usize),
    /// An earlier step's result.
    Step(usize),
}

/// One op of a fused body.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Step {
    /// The op (no regions, one result).
    pub sig: SigData,
    /// Its operands.
    pub args: Vec<Arg>,
    /// The e-class whose value this step computes as part of a producer fused in (`None`: the
    /// composite's own class). A step whose class the function still computes elsewhere is a
    /// recomputation.
    pub origin: Option<Id>,
}

/// The body ops of a built loop, each with the class it computes as part of a producer fused in
/// (see [`Step::origin`]).
pub type BodyOps = Vec<(Op, Option<Id>)>;

/// A fused loop body: its steps in order; the last step's result is the body's result.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Program {
    /// Steps, producers first.
    pub steps: Vec<Step>,
}

/// The program of an `lt.fused` op of the function, when its body is one block of
/// single-result ops ending in a return of one value.
pub fn of_fused_op(m: &Module, op: Op) -> Option<Program> {
    if m.kind(op) != Some(OpKind::LtFused) || m.ops[op].results.len() != 1 {
        return None;
    }
    let body: Block = *m.regions[*m.ops[op].regions.first()?].blocks.first()?;
    let (&ret, inner) = m.blocks[body].ops.split_last()?;
    // A map, not a `SecondaryMap`: that one grows to the module's number of values, for
    // every fused op of the function.
    let mut at: std::collections::HashMap<Value, Arg> = std::collections::HashMap::new();
    for (k, &a) in m.blocks[body].args.iter().enumerate() {
        at.insert(a, Arg::Input(k));
    }
    let mut steps = Vec::new();
    for &o in inner {
        let d = &m.ops[o];
        if d.results.len() != 1 || !d.regions.is_empty() {
            return None;
        }
        let args: Option<Vec<Arg>> = d.operands.iter().map(|x| at.get(x).copied()).collect();
        steps.push(Step {
            sig: SigData::of_op(m, o).fresh(),
            args: args?,
            origin: None,
        });
        at.insert(d.results[0], Arg::Step(steps.len() - 1));
    }
    let [y] = m.ops[ret].operands[..] else {
        return None;
    };
    // The body must yield its last step (as `fuse` builds it).
    (at.get(&y) == Some(&Arg::Step(steps.len().checked_sub(1)?))).then_some(Program { steps })
}

impl Program {
    /// How many producers were fused in: the distinct classes its steps compute apart from the
    /// composite's own (see [`Step::origin`]).
    pub fn producers(&self) -> usize {
        let mut taken: Vec<Id> = self.steps.iter().filter_map(|s| s.origin).collect();
        taken.sort_unstable();
        taken.dedup();
        taken.len()
    }

    /// True when [`compose`] takes no more producers into it ([`MAX_PRODUCERS`]).
    pub fn is_full(&self) -> bool {
        self.producers() >= MAX_PRODUCERS
    }
}

/// The program of a node: its fused body (lent), or the op itself when it is elementwise and
/// reads every operand at its own index (`children` are the operand types).
pub fn of_node<'a>(s: &'a SigData, children: &[Type]) -> Option<std::borrow::Cow<'a, Program>> {
    if let Some(p) = &s.body {
        return Some(std::borrow::Cow::Borrowed(p));
    }
    let k = OpKind::from_name(&s.name)?;
    let n = s.ty.num_elements()?;
    if !k.has(Traits::ELEMENTWISE) || children.iter().any(|t| t.num_elements() != Some(n)) {
        return None;
    }
    Some(std::borrow::Cow::Owned(Program {
        steps: vec![Step {
            sig: s.fresh(),
            args: (0..children.len()).map(Arg::Input).collect(),
            origin: None,
        }],
    }))
}

/// True when the program reads input `k` only at its own index (never through a broadcast or
/// transpose), so a producer of that input can be computed in the same loop.
fn read_by_index_only(p: &Program, k: usize) -> bool {
    p.steps.iter().all(|s| {
        !s.args.contains(&Arg::Input(k))
            || !OpKind::from_name(&s.sig.name).is_some_and(index_mapped)
    })
}

/// `reader` with every input whose class is `slot_class` computed by `producer` in the same
/// loop: the composite's program and its inputs (classes), or `None` when the producer cannot
/// join (read through an index map, different element count, too many steps).
/// `reader_inputs` and `producer_inputs` are the two programs' input classes, canonical.
pub fn compose(
    reader: &Program,
    reader_inputs: &[Id],
    slot_class: Id,
    producer: &Program,
    producer_inputs: &[Id],
) -> Option<(Program, Vec<Id>)> {
    if reader.steps.len() + producer.steps.len() > MAX_STEPS || reader.is_full() {
        return None;
    }
    let slots: Vec<usize> = (0..reader_inputs.len())
        .filter(|&k| reader_inputs[k] == slot_class)
        .collect();
    if slots.is_empty() || !slots.iter().all(|&k| read_by_index_only(reader, k)) {
        return None;
    }
    let mut inputs: Vec<Id> = Vec::new();
    let mut input = |c: Id| match inputs.iter().position(|&x| x == c) {
        Some(i) => i,
        None => {
            inputs.push(c);
            inputs.len() - 1
        }
    };
    let reader_map: Vec<Option<usize>> = reader_inputs
        .iter()
        .map(|&c| (c != slot_class).then(|| input(c)))
        .collect();
    let producer_map: Vec<usize> = producer_inputs.iter().map(|&c| input(c)).collect();
    let mut steps: Vec<Step> = producer
        .steps
        .iter()
        .map(|s| Step {
            sig: s.sig.clone(),
            args: s
                .args
                .iter()
                .map(|&a| match a {
                    Arg::Input(k) => Arg::Input(producer_map[k]),
                    a => a,
                })
                .collect(),
            origin: s.origin.or(Some(slot_class)),
        })
        .collect();
    let made = steps.len() - 1;
    let shift = steps.len();
    steps.extend(reader.steps.iter().map(|s| {
        Step {
            sig: s.sig.clone(),
            args: s
                .args
                .iter()
                .map(|&a| match a {
                    Arg::Input(k) => reader_map[k].map_or(Arg::Step(made), Arg::Input),
                    Arg::Step(t) => Arg::Step(t + shift),
                })
                .collect(),
            origin: s.origin,
        }
    }));
    Some((Program { steps }, inputs))
}

/// The signature of a composite node of type `ty`.
pub fn sig(program: Program, ty: Type) -> SigData {
    SigData {
        name: OpKind::LtFused.name().to_string(),
        props: Dict::default(),
        attrs: Dict::default(),
        ty,
        template: None,
        leaf: None,
        body: Some(Box::new(program)),
    }
}

/// Creates the `lt.fused` op of `program` reading `inputs` (not placed in any block); returns
/// it and, per body op, the class it recomputes (`origin`).
pub fn materialize(
    m: &mut Module,
    program: &Program,
    inputs: &[Value],
    ty: &Type,
) -> (Op, BodyOps) {
    let (fused, body) = crate::fusion::fuse::new_loop(m, inputs, std::slice::from_ref(ty));
    let args = m.blocks[body].args.clone();
    let mut results: Vec<Value> = Vec::new();
    let mut made = Vec::new();
    for s in &program.steps {
        let operands = s
            .args
            .iter()
            .map(|&a| match a {
                Arg::Input(k) => args[k],
                Arg::Step(t) => results[t],
            })
            .collect();
        let o = s.sig.create(m, operands);
        m.append_op(body, o);
        results.push(m.ops[o].results[0]);
        made.push((o, s.origin));
    }
    let last = *results.last().expect("a program has steps");
    let ret = m.create_op(OpName::new("stablehlo.return"), vec![last], vec![]);
    m.append_op(body, ret);
    (fused, made)
}

/// Marks recomputed body ops: `lt.remat` on the steps computing a class the function still
/// computes (`still`), so reports count their FLOPs as recomputation.
pub fn mark_recomputed(m: &mut Module, made: &BodyOps, still: &[Id]) {
    for &(o, origin) in made {
        if origin.is_some_and(|c| still.contains(&c)) {
            plan::set(m, o, Mark::Remat);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use lowtide_ir::Dict;

    fn op(name: &str) -> SigData {
        SigData {
            name: name.to_string(),
            props: Dict::default(),
            attrs: Dict::default(),
            ty: Type::tensor(&[8], lowtide_ir::ElemType::F32),
            template: None,
            leaf: None,
            body: None,
        }
    }

    fn step(name: &str, args: Vec<Arg>) -> Step {
        Step {
            sig: op(name),
            args,
            origin: None,
        }
    }

    fn id(i: usize) -> Id {
        Id::from(i)
    }

    #[test]
    fn composing_puts_the_producer_first_and_shares_inputs() {
        // reader: a * b (inputs: class 1, class 2); producer of class 2: exp(a) (input: 1).
        let reader = Program {
            steps: vec![step(
                "stablehlo.multiply",
                vec![Arg::Input(0), Arg::Input(1)],
            )],
        };
        let producer = Program {
            steps: vec![step("stablehlo.exponential", vec![Arg::Input(0)])],
        };
        let (p, ins) = compose(&reader, &[id(1), id(2)], id(2), &producer, &[id(1)]).unwrap();
        assert_eq!(ins, vec![id(1)]);
        assert_eq!(p.steps[0].args, vec![Arg::Input(0)]);
        assert_eq!(p.steps[0].origin, Some(id(2)));
        assert_eq!(p.steps[1].args, vec![Arg::Input(0), Arg::Step(0)]);
        assert_eq!(p.steps[1].origin, None);
    }

    #[test]
    fn a_producer_read_through_a_broadcast_never_joins() {
        let reader = Program {
            steps: vec![
                step("stablehlo.broadcast_in_dim", vec![Arg::Input(0)]),
                step("stablehlo.add", vec![Arg::Step(0), Arg::Input(1)]),
            ],
        };
        let producer = Program {
            steps: vec![step("stablehlo.negate", vec![Arg::Input(0)])],
        };
        assert!(compose(&reader, &[id(1), id(2)], id(1), &producer, &[id(3)]).is_none());
        assert!(compose(&reader, &[id(1), id(2)], id(2), &producer, &[id(3)]).is_some());
    }

    #[test]
    fn composites_take_in_at_most_two_producers() {
        let mut reader = Program {
            steps: vec![step("stablehlo.add", vec![Arg::Input(0), Arg::Input(1)])],
        };
        let mut inputs = vec![id(1), id(2)];
        let producer = Program {
            steps: vec![step("stablehlo.negate", vec![Arg::Input(0)])],
        };
        for (slot, fresh) in [(id(1), id(3)), (id(2), id(4))] {
            // `fuse-producer` skips a full reader without composing: it must be the reader
            // that `compose` refuses, no other.
            assert!(!reader.is_full());
            let (p, ins) = compose(&reader, &inputs, slot, &producer, &[fresh]).unwrap();
            reader = p;
            inputs = ins;
        }
        assert_eq!(inputs, vec![id(3), id(4)]);
        assert_eq!(reader.producers(), 2);
        assert!(reader.is_full());
        assert!(compose(&reader, &inputs, id(3), &producer, &[id(5)]).is_none());
    }
}
