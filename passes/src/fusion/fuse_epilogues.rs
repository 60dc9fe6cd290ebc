//! Contraction epilogues: a convolution or `dot_general` whose only reader is an elementwise op
//! or `lt.fused` loop updating a donated parameter (an optimizer's update from the weight
//! gradient, `w - lr * conv(x, dy)`, `w - lr * x^T dy`) moves into a loop that replaces the
//! reader, as the first op of its body (`lowtide_ir::ops::fused_contraction`); the text below
//! says convolution for both. A convolution several such updates read
//! (Adam's two moments) moves into one loop replacing them all, with a result for each. The
//! CPU device then computes the convolution a block of leading rows at a time into the op's
//! workspace (about 1/32 of the result, `ops::contraction_blocks`) and the rest of the body on each
//! block, writing the update straight into the parameter's donated buffer: the gradient is
//! never stored whole. Exact: every element is the same sum of the same products, and the
//! loop computes the same ops on it.
//!
//! The `fuse-epilogues` pass takes only readers whose result is written into a donated
//! argument (the parameter it updates): the convolution's result could never take that
//! buffer, so storing it was pure cost. A reader whose result has a buffer of its own (an
//! output not donated into) could be written over the convolution's result in place, costing
//! no arena at all, which a workspace would not beat; any other reader may write its result
//! over the convolution's (then fusing saves nothing) or over another operand (then it saves
//! the convolution's result, but keeps the convolution's inputs alive until the reader), so
//! only a plan can tell. The budget search (`remat.rs`) asks for those too (`any`) and plans
//! them one at a time where they are live across the arena's peak, keeping what lowers the
//! footprint.

use crate::analysis::liveness::Uses;
use lowtide_ir::entity::SecondaryMap;
use lowtide_ir::ops::{contraction_blocks, fused_contraction, fused_reduction, reads_elementwise};
use lowtide_ir::plan::{self, Mark};
use lowtide_ir::{Block, Module, Op, OpKind, OpName, Traits, Type, Value};

/// A convolution and the ops that can take it in.
#[derive(Clone, Debug)]
pub struct Epilogue {
    /// The convolution.
    pub conv: Op,
    /// Its readers in block order, each an elementwise op or `lt.fused` loop of one result,
    /// with the operand position of the convolution's result in it (see [`find`]): its only
    /// reader, or every one of several parameter updates reading it (an optimizer's
    /// moments, Adam's), which become one loop of as many results.
    pub readers: Vec<(Op, usize)>,
}

/// Which readers [`find`] takes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Take {
    /// Readers whose result is written into a donated argument (parameter updates), when in
    /// the block's current order the convolution's inputs that die at it, with its
    /// workspace, take no more bytes than its result: they then live until the reader
    /// instead, so no point of the order holds more.
    SafeUpdates,
    /// Parameter updates, whatever the bytes; a `dot_general`'s only as `SafeUpdates` takes
    /// them (a transformer's weight gradient reads activations larger than itself: fused in
    /// whatever order, a checkpointed decoder's plan grew 0.74 MiB).
    Updates,
    /// Parameter updates as in `SafeUpdates`, and a convolution's only reader whose result is
    /// not returned.
    Any,
}

/// The convolutions of `block` whose readers can take them in (see [`Take`]). Several
/// readers take a convolution together only when every one is a parameter update reading
/// no other one's result, and no reader of an earlier one's result comes before the last
/// one, where their loop goes.
pub fn find(m: &Module, block: Block, take: Take) -> Vec<Epilogue> {
    match has_contraction(m, block) {
        true => find_in(m, block, take, &Uses::of(m, block)),
        false => Vec::new(),
    }
}

/// True when `block` holds a convolution or `dot_general` ([`find`] finds nothing otherwise).
pub fn has_contraction(m: &Module, block: Block) -> bool {
    m.blocks[block].ops.iter().any(|&o| contraction(m, o))
}

fn contraction(m: &Module, o: Op) -> bool {
    matches!(m.kind(o), Some(OpKind::Convolution | OpKind::DotGeneral))
}

/// [`find`] with `block`'s uses `l` (`Uses::of(m, block)`), for a caller asking several times.
pub fn find_in(m: &Module, block: Block, take: Take, l: &Uses) -> Vec<Epilogue> {
    let ops = &m.blocks[block].ops;
    let Some(&ret) = ops.last() else {
        return Vec::new();
    };
    let returned = &m.ops[ret].operands;
    let mut is_returned: SecondaryMap<Value, bool> = SecondaryMap::new();
    for &v in returned {
        is_returned[v] = true;
    }
    // Results written into a donated argument's buffer.
    let mut donated: SecondaryMap<Value, bool> = SecondaryMap::new();
    let donations = m.block_owner(block).map(|f| m.donations(f));
    for k in donations.unwrap_or_default().into_iter().flatten() {
        if let Some(&v) = returned.get(k) {
            donated[v] = true;
        }
    }
    // Ops some convolution found so far is fused into.
    let mut fused_into: SecondaryMap<Op, bool> = SecondaryMap::new();
    let mut out: Vec<Epilogue> = Vec::new();
    for &conv in ops {
        if !contraction(m, conv) || m.ops[conv].operands.len() != 2 {
            continue;
        }
        let r = m.ops[conv].results[0];
        let at = &l.readers[r];
        if at.is_empty() || is_returned[r] {
            continue;
        }
        let readers: Vec<Op> = at.iter().map(|&p| l.ops[p as usize]).collect();
        // What `wanted` below asks of every reader's result, whatever the bytes: a parameter
        // update, or (the only reader, `Take::Any`) a result not returned.
        let alone = take == Take::Any && readers.len() == 1;
        let could = |o: &Op| {
            m.ops[*o]
                .results
                .first()
                .is_some_and(|&v| donated[v] || (alone && !is_returned[v]))
        };
        if !readers.iter().all(could) {
            continue;
        }
        let Some(blocks) = contraction_blocks(m, conv).filter(|b| b.rows >= 2) else {
            continue;
        };
        let dying: u64 = m.ops[conv]
            .operands
            .iter()
            .filter(|&&x| l.last(x) == Some(l.pos[conv]))
            .map(|&x| l.bytes[x])
            .sum();
        let smaller = dying + blocks.bytes <= l.bytes[r];
        let gemm = m.kind(conv) == Some(OpKind::DotGeneral);
        let results: Vec<Value> = readers.iter().map(|&o| m.ops[o].results[0]).collect();
        let mut taken = Vec::new();
        for &reader in &readers {
            let d = &m.ops[reader];
            let elementwise = match m.kind(reader) {
                Some(OpKind::LtFused) => {
                    fused_reduction(m, reader).is_none() && fused_contraction(m, reader).is_none()
                }
                Some(k) => k.has(Traits::ELEMENTWISE) && d.regions.is_empty(),
                None => false,
            };
            let result = d.results[0];
            let update = donated[result];
            let wanted = elementwise
                && d.results.len() == 1
                && match take {
                    Take::SafeUpdates => smaller && update,
                    Take::Updates => update && (smaller || !gemm),
                    Take::Any if readers.len() > 1 => smaller && update,
                    Take::Any => (smaller && update) || !is_returned[result],
                };
            let slots: Vec<usize> = (0..d.operands.len())
                .filter(|&k| d.operands[k] == r)
                .collect();
            // The convolution's inputs must not be operands the result could overwrite; no
            // reader reads another's result.
            let apart = m.ops[conv].operands.iter().all(|x| !d.operands.contains(x))
                && !d.operands.iter().any(|x| results.contains(x));
            // One convolution per reader: each one found can be applied after the others.
            let free = !fused_into[reader];
            match (wanted, slots.as_slice(), apart, free) {
                (true, &[operand], true, true) if reads_elementwise(m, reader, operand) => {
                    taken.push((reader, operand))
                }
                _ => break,
            }
        }
        // The loop goes where the last reader is: every other reader's result must be read
        // only after it.
        let last = *at.iter().max().expect("not empty");
        let in_order = results
            .iter()
            .all(|&v| l.readers[v].iter().all(|&p| p > last));
        if taken.len() == readers.len() && (readers.len() == 1 || in_order) {
            for &(o, _) in &taken {
                fused_into[o] = true;
            }
            out.push(Epilogue {
                conv,
                readers: taken,
            });
        }
    }
    out
}

/// Moves `e.conv` into a new loop that replaces `e.readers` (at the last reader's place): the
/// loop reads the readers' other operands, then the convolution's input and kernel; its body
/// is the convolution, then each reader's body reading the convolution's result, and it
/// returns the readers' results in order.
pub fn apply(m: &mut Module, block: Block, e: &Epilogue) {
    let mut uses = SecondaryMap::new();
    fuse(m, block, e, &mut uses);
    m.replace_uses(&uses);
}

/// [`apply`] but for the readers' results, which `uses` maps to the loop's for the caller to
/// replace (once for many epilogues: the walk of the module costs more than the fusing).
fn fuse(m: &mut Module, block: Block, e: &Epilogue, uses: &mut SecondaryMap<Value, Option<Value>>) {
    let conv = e.conv;
    let mut inputs: Vec<Value> = Vec::new();
    for &(reader, operand) in &e.readers {
        for (k, &x) in m.ops[reader].operands.iter().enumerate() {
            if k != operand && !inputs.contains(&x) {
                inputs.push(x);
            }
        }
    }
    let n = inputs.len();
    inputs.extend(m.ops[conv].operands.iter().copied());
    let tys: Vec<Type> = e
        .readers
        .iter()
        .map(|&(o, _)| m.ty(m.ops[o].results[0]).clone())
        .collect();
    let (fused, body) = crate::fusion::fuse::new_loop(m, &inputs, &tys);
    let args = m.blocks[body].args.clone();
    let mut map: SecondaryMap<Value, Option<Value>> = m.value_table();
    for (k, &x) in m.ops[conv].operands.clone().iter().enumerate() {
        map[x] = Some(args[n + k]);
    }
    // Top-level ops moving into the body leave their plan behind.
    let unplanned = plan::clear_op;
    let c = m.clone_op(conv, &mut map);
    unplanned(m, c);
    m.append_op(body, c);
    let mut yields = Vec::new();
    for &(reader, operand) in &e.readers {
        // The reader's body (or the reader itself, an elementwise op), reading the loop's
        // arguments and the convolution's result.
        let fused_reader = m.kind(reader) == Some(OpKind::LtFused);
        let (old_args, mut old_ops) = if fused_reader {
            let old_body = m.regions[m.ops[reader].regions[0]].blocks[0];
            (
                m.blocks[old_body].args.clone(),
                m.blocks[old_body].ops.clone(),
            )
        } else {
            (m.ops[reader].operands.clone(), vec![reader])
        };
        let outer = m.ops[reader].operands.clone();
        for (k, &a) in old_args.iter().enumerate() {
            map[a] = Some(if k == operand {
                m.ops[c].results[0]
            } else {
                args[inputs
                    .iter()
                    .position(|&x| x == outer[k])
                    .expect("an input")]
            });
        }
        let result = if fused_reader {
            let ret = old_ops.pop().expect("a body ends in its return");
            m.ops[ret].operands[0]
        } else {
            m.ops[reader].results[0]
        };
        // A recomputed loop (`lt.remat`) stays counted as recomputed: its body ops are marked.
        let remat = fused_reader && plan::has(m, reader, Mark::Remat);
        for o in old_ops {
            let copy = m.clone_op(o, &mut map);
            if remat {
                plan::set(m, copy, Mark::Remat);
            }
            if !fused_reader {
                unplanned(m, copy);
            }
            m.append_op(body, copy);
        }
        yields.push(map[result].expect("the reader's result was copied"));
        if plan::has(m, reader, Mark::Mask) {
            plan::set(m, fused, Mark::Mask);
        }
    }
    let ret = m.create_op(OpName::new("stablehlo.return"), yields, Vec::new());
    m.append_op(body, ret);
    for (k, &(reader, _)) in e.readers.iter().enumerate() {
        uses[m.ops[reader].results[0]] = Some(m.ops[fused].results[k]);
    }
    let last = e.readers.last().expect("a reader").0;
    let at = m.blocks[block]
        .ops
        .iter()
        .position(|&o| o == last)
        .unwrap_or(0);
    m.ops[fused].parent = Some(block);
    m.blocks[block].ops.insert(at, fused);
    for &(reader, _) in &e.readers {
        m.detach(reader);
    }
    m.detach(conv);
}

/// Applies every epilogue [`find`] gives in `block`; returns how many.
pub fn apply_all(m: &mut Module, block: Block, take: Take) -> usize {
    let found = find(m, block, take);
    apply_found(m, block, &found);
    found.len()
}

/// [`apply_all`] with what [`find`] found in `m` (or in a copy of `m`: the same ops), for a
/// caller that has it already.
pub fn apply_found(m: &mut Module, block: Block, found: &[Epilogue]) {
    let mut uses = SecondaryMap::new();
    for e in found {
        fuse(m, block, e, &mut uses);
    }
    m.replace_uses(&uses);
}

/// The `fuse-epilogues` pass: [`apply_all`] in every function's top-level block, in whichever
/// of two orders has the smaller footprint at the liveness lower bound (workspaces included,
/// donations broken counted; [`crate::memory::measure::bound`]): after scheduling, taking only
/// what [`Take::SafeUpdates`] takes (no point of the order then holds more), or before, taking
/// every update ([`Take::Updates`]) and letting `schedule` place the fused loops. Neither wins
/// everywhere: on the zoo's steps at batch 8 with momentum, before planned VGG-16 27.0 MiB
/// larger than after, and after planned ResNet-50 29.0 MiB larger than before;
/// resnet18_cifar__donate: 121.11 MiB before, 121.71 after. Where the scheduled order without
/// fusing costs no more than both, nothing is fused: a weight gradient's GEMM keeps its inputs
/// (the layer's activations) until its update, which can outweigh the gradient (a
/// checkpointed decoder's, fused in both orders, raised its lower bound 0.74 MiB). The
/// module leaves scheduled when there was an update to fuse, and untouched otherwise.
pub struct FuseEpilogues;

const SUMMARY: &str =
    "compute a weight gradient inside the elementwise update of its donated parameter, a block of rows at a time";

/// Registry entry.
pub fn info() -> crate::manager::PassInfo {
    crate::manager::PassInfo {
        name: "fuse-epilogues",
        summary: SUMMARY,
        options: &[],
        create: |_: &crate::manager::PassArgs| Ok(Box::new(FuseEpilogues)),
    }
}

/// Fuses every function's epilogues in `m`; how many.
fn fuse_all(m: &mut Module, take: Take) -> u64 {
    let mut n = 0;
    for (f, _) in m.functions() {
        if let Some(b) = m.entry_block(f) {
            n += apply_all(m, b, take) as u64;
        }
    }
    n
}

/// True when some function has a weight gradient to compute in its update: the pass changes
/// the module exactly then.
fn has_updates(m: &Module) -> bool {
    m.functions()
        .iter()
        .filter_map(|&(f, _)| m.entry_block(f))
        .any(|b| !find(m, b, Take::Updates).is_empty())
}

/// The sum over functions of the footprint at the liveness lower bound of their order
/// (`schedule`'s cost estimate where that cannot be computed), once `forward-barriers` has
/// read checkpoint copies in place, as the pipeline goes on to do (fused loops keep a
/// checkpointed layer's inputs longer, which shows only then).
fn cost(m: &Module) -> u64 {
    let mut forwarded;
    let m = match crate::schedule::barriers::has_barriers(m) {
        true => {
            forwarded = m.clone();
            crate::schedule::barriers::forward_if_no_larger(&mut forwarded);
            &forwarded
        }
        false => m,
    };
    m.functions()
        .iter()
        .filter_map(|&(f, _)| Some((f, m.entry_block(f)?)))
        .map(|(f, b)| {
            crate::memory::measure::bound(m, f)
                .unwrap_or_else(|_| crate::schedule::order_cost(m, b))
        })
        .sum()
}

impl crate::manager::Pass for FuseEpilogues {
    fn name(&self) -> &'static str {
        "fuse-epilogues"
    }
    fn summary(&self) -> &'static str {
        SUMMARY
    }
    fn run(
        &mut self,
        m: &mut Module,
    ) -> Result<crate::manager::PassOutcome, crate::manager::PassError> {
        let schedule = crate::schedule::schedule;
        // Nothing to fuse: checked before copying the module (the copy would be the whole
        // cost of the pass).
        if !has_updates(m) {
            return Ok(crate::manager::PassOutcome {
                changed: false,
                stats: vec![("convolutions-fused", 0)],
            });
        }
        let mut before = m.clone();
        let n_before = fuse_all(&mut before, Take::Updates);
        schedule(&mut before)?;
        let mut after = m.clone();
        schedule(&mut after)?;
        let unfused = after.clone();
        let n_after = fuse_all(&mut after, Take::SafeUpdates);
        let (b, a, u) = (cost(&before), cost(&after), cost(&unfused));
        // Fusing keeps a gradient's inputs until its update: where that saves nothing in
        // either order, nothing is fused (the module leaves scheduled; a whole GEMM is faster
        // than its blocks).
        let (n, chose) = if u <= b.min(a) {
            *m = unfused;
            (0, "chose-unfused")
        } else if b <= a {
            *m = before;
            (n_before, "chose-before-schedule")
        } else {
            *m = after;
            (n_after, "chose-after-schedule")
        };
        Ok(crate::manager::PassOutcome {
            changed: true,
            stats: vec![("convolutions-fused", n), (chose, 1)],
        })
    }
}
