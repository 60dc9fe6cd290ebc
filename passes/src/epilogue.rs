//! Convolution epilogues: a convolution whose only reader is an elementwise op or `lt.fused`
//! loop updating a donated parameter (an optimizer's update from the weight gradient,
//! `w - lr * conv(x, dy)`) moves into a loop that replaces the reader, as the first op of its
//! body (`lowtide_ir::ops::fused_convolution`). The CPU device then computes the convolution
//! a block of leading rows at a time into the op's workspace (about 1/32 of the result,
//! `ops::conv_blocks`) and the rest of the body on each block, writing the update straight
//! into the parameter's donated buffer: the gradient is never stored whole. Exact: every
//! element is the same sum of the same products, and the loop computes the same ops on it.
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

use crate::liveness::Uses;
use lowtide_ir::entity::SecondaryMap;
use lowtide_ir::ops::{conv_blocks, fused_convolution, fused_reduction, reads_elementwise};
use lowtide_ir::{Attr, Block, Module, Op, OpKind, OpName, Traits, Value};

/// A convolution and the op that can take it in.
#[derive(Clone, Copy, Debug)]
pub struct Epilogue {
    /// The convolution.
    pub conv: Op,
    /// Its only reader, an elementwise op or `lt.fused` loop of one result (see [`find`]).
    pub reader: Op,
    /// The operand position of the convolution's result in `reader`.
    pub operand: usize,
}

/// Which readers [`find`] takes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Take {
    /// Readers whose result is written into a donated argument (parameter updates), when in
    /// the block's current order the convolution's inputs that die at it, with its
    /// workspace, take no more bytes than its result: they then live until the reader
    /// instead, so no point of the order holds more.
    SafeUpdates,
    /// Parameter updates, whatever the bytes.
    Updates,
    /// Parameter updates as in `SafeUpdates`, and readers whose result is not returned.
    Any,
}

/// The convolutions of `block` whose reader can take them in (see [`Take`]).
pub fn find(m: &Module, block: Block, take: Take) -> Vec<Epilogue> {
    let ops = &m.blocks[block].ops;
    let Some(&ret) = ops.last() else {
        return Vec::new();
    };
    let convolution = |&o: &Op| m.kind(o) == Some(OpKind::Convolution);
    if !ops.iter().any(convolution) {
        return Vec::new();
    }
    let returned = &m.ops[ret].operands;
    let l = Uses::of(m, block);
    // Results written into a donated argument's buffer.
    let donated: Vec<Value> = m
        .block_owner(block)
        .map(|f| m.donations(f))
        .unwrap_or_default()
        .into_iter()
        .flatten()
        .filter_map(|k| returned.get(k).copied())
        .collect();
    let mut out = Vec::new();
    for &conv in ops {
        if m.kind(conv) != Some(OpKind::Convolution) || m.ops[conv].operands.len() != 2 {
            continue;
        }
        let r = m.ops[conv].results[0];
        let Some(blocks) = conv_blocks(m, conv).filter(|b| b.rows >= 2) else {
            continue;
        };
        let (&[at], false) = (l.readers[r].as_slice(), returned.contains(&r)) else {
            continue;
        };
        let reader = l.ops[at as usize];
        let dying: u64 = m.ops[conv]
            .operands
            .iter()
            .filter(|&&x| l.last(x) == Some(l.pos[conv]))
            .map(|&x| l.bytes[x])
            .sum();
        let smaller = dying + blocks.bytes <= l.bytes[r];
        let d = &m.ops[reader];
        let elementwise = match m.kind(reader) {
            Some(OpKind::LtFused) => {
                fused_reduction(m, reader).is_none() && fused_convolution(m, reader).is_none()
            }
            Some(k) => k.has(Traits::ELEMENTWISE) && d.regions.is_empty(),
            None => false,
        };
        let result = d.results[0];
        let update = elementwise
            && d.results.len() == 1
            && match take {
                Take::SafeUpdates => smaller && donated.contains(&result),
                Take::Updates => donated.contains(&result),
                Take::Any => (smaller && donated.contains(&result)) || !returned.contains(&result),
            };
        let at: Vec<usize> = (0..d.operands.len())
            .filter(|&k| d.operands[k] == r)
            .collect();
        // The convolution's inputs must not be operands the result could overwrite.
        let apart = m.ops[conv].operands.iter().all(|x| !d.operands.contains(x));
        // One convolution per reader: each one found can be applied after the others.
        let taken = out.iter().any(|e: &Epilogue| e.reader == reader);
        if let (true, &[operand], true, false) = (update, at.as_slice(), apart, taken) {
            if reads_elementwise(m, reader, operand) {
                out.push(Epilogue {
                    conv,
                    reader,
                    operand,
                });
            }
        }
    }
    out
}

/// Moves `e.conv` into a new loop that replaces `e.reader` (at the reader's place): the loop
/// reads the reader's other operands, then the convolution's input and kernel; its body is the
/// convolution, then the reader's body reading the convolution's result.
pub fn apply(m: &mut Module, block: Block, e: &Epilogue) {
    let (conv, reader) = (e.conv, e.reader);
    let mut inputs: Vec<Value> = m.ops[reader].operands.clone();
    inputs.remove(e.operand);
    inputs.extend(m.ops[conv].operands.iter().copied());
    let ty = m.ty(m.ops[reader].results[0]).clone();
    let (fused, body) = crate::fuse::new_loop(m, &inputs, &ty);
    let args = m.blocks[body].args.clone();
    let n = args.len();
    let mut map: SecondaryMap<Value, Option<Value>> = SecondaryMap::new();
    for (k, &x) in m.ops[conv].operands.clone().iter().enumerate() {
        map[x] = Some(args[n - 2 + k]);
    }
    // Top-level ops moving into the body leave their plan behind.
    let unplanned = |m: &mut Module, o: Op| {
        m.ops[o]
            .attrs
            .0
            .retain(|(k, _)| !crate::assign_buffers::PLAN_KEYS.contains(&k.as_str()))
    };
    let c = m.clone_op(conv, &mut map);
    unplanned(m, c);
    m.append_op(body, c);
    // The reader's body (or the reader itself, an elementwise op), reading the loop's
    // arguments and the convolution's result.
    let fused_reader = m.kind(reader) == Some(OpKind::LtFused);
    let (old_args, old_ops) = if fused_reader {
        let old_body = m.regions[m.ops[reader].regions[0]].blocks[0];
        (
            m.blocks[old_body].args.clone(),
            m.blocks[old_body].ops.clone(),
        )
    } else {
        (m.ops[reader].operands.clone(), vec![reader])
    };
    let mut next = 0;
    for (k, &a) in old_args.iter().enumerate() {
        map[a] = Some(if k == e.operand {
            m.ops[c].results[0]
        } else {
            next += 1;
            args[next - 1]
        });
    }
    // A recomputed loop (`lt.remat`) stays counted as recomputed: its body ops are marked.
    let remat = fused_reader && m.ops[reader].attrs.get("lt.remat").is_some();
    for o in old_ops {
        let copy = m.clone_op(o, &mut map);
        if remat {
            m.ops[copy].attrs.set("lt.remat", Attr::Unit);
        }
        if !fused_reader {
            unplanned(m, copy);
        }
        m.append_op(body, copy);
    }
    if let Some(mask) = m.ops[reader].attrs.get("lt.mask").cloned() {
        m.ops[fused].attrs.set("lt.mask", mask);
    }
    if !fused_reader {
        let r = map[m.ops[reader].results[0]].expect("the reader was copied");
        let ret = m.create_op(OpName::new("stablehlo.return"), vec![r], Vec::new());
        m.append_op(body, ret);
    }
    let (old, new) = (m.ops[reader].results[0], m.ops[fused].results[0]);
    let mut uses: SecondaryMap<Value, Option<Value>> = SecondaryMap::new();
    uses[old] = Some(new);
    m.replace_uses(&uses);
    let at = m.blocks[block]
        .ops
        .iter()
        .position(|&o| o == reader)
        .unwrap_or(0);
    m.ops[fused].parent = Some(block);
    m.blocks[block].ops.insert(at, fused);
    m.detach(reader);
    m.detach(conv);
}

/// Applies every epilogue [`find`] gives in `block`; returns how many.
pub fn apply_all(m: &mut Module, block: Block, take: Take) -> usize {
    let found = find(m, block, take);
    for e in &found {
        apply(m, block, e);
    }
    found.len()
}

/// The `fuse-epilogues` pass: [`apply_all`] in every function's top-level block, in whichever
/// of two orders `schedule`'s cost model finds cheaper (its footprint estimate: the arena's
/// lower bound, workspaces included, plus donations broken): after scheduling, taking only
/// what [`Take::SafeUpdates`] takes (no point of the order then holds more), or before, taking
/// every update ([`Take::Updates`]) and letting `schedule` place the fused loops. Neither wins
/// everywhere: on the zoo's steps at batch 8 with momentum, before planned VGG-16 27.0 MiB
/// larger than after, and after planned ResNet-50 29.0 MiB larger than before;
/// resnet18_cifar__donate: 121.11 MiB before, 121.71 after. The module leaves scheduled when
/// there was an update to fuse, and untouched otherwise.
pub struct FuseEpilogues;

const SUMMARY: &str =
    "compute a weight gradient inside the elementwise update of its donated parameter, a block of rows at a time";

/// Registry entry.
pub fn info() -> crate::pass::PassInfo {
    crate::pass::PassInfo {
        name: "fuse-epilogues",
        summary: SUMMARY,
        options: &[],
        create: |_: &crate::pass::PassArgs| Ok(Box::new(FuseEpilogues)),
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

/// The sum of `schedule`'s cost of every function's order.
fn cost(m: &Module) -> u64 {
    m.functions()
        .iter()
        .filter_map(|&(f, _)| m.entry_block(f))
        .map(|b| crate::schedule::order_cost(m, b))
        .sum()
}

impl crate::pass::Pass for FuseEpilogues {
    fn name(&self) -> &'static str {
        "fuse-epilogues"
    }
    fn summary(&self) -> &'static str {
        SUMMARY
    }
    fn run(&mut self, m: &mut Module) -> Result<crate::pass::PassOutcome, String> {
        let schedule = |m: &mut Module| -> Result<(), String> {
            let mut p = crate::Pipeline::parse("schedule").expect("a valid pipeline");
            p.passes
                .iter_mut()
                .try_for_each(|pass| pass.run(m).map(|_| ()))
        };
        let mut before = m.clone();
        let n_before = fuse_all(&mut before, Take::Updates);
        if n_before == 0 {
            return Ok(crate::pass::PassOutcome {
                changed: false,
                stats: vec![("convolutions-fused", 0)],
            });
        }
        schedule(&mut before)?;
        let mut after = m.clone();
        schedule(&mut after)?;
        let n_after = fuse_all(&mut after, Take::SafeUpdates);
        let (n, chose) = if cost(&before) <= cost(&after) {
            *m = before;
            (n_before, "chose-before-schedule")
        } else {
            *m = after;
            (n_after, "chose-after-schedule")
        };
        Ok(crate::pass::PassOutcome {
            changed: true,
            stats: vec![("convolutions-fused", n), (chose, 1)],
        })
    }
}
