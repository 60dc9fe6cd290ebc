//! `canonicalize`: local simplifications that never make the IR worse.
//!
//! - identity `reshape`, `convert`, `transpose`, `broadcast_in_dim`, `slice` and `reverse`
//!   of nothing are replaced by their operand;
//! - `reshape(reshape(x))` reads `x` directly, so the inner reshape may die; a broadcast of a
//!   broadcast is one broadcast, and a broadcast of an `iota` is an `iota` (so fused loops read
//!   arguments instead of stored intermediates);
//! - `transpose(dot_general(a, b))` that only swaps the two free-dimension groups becomes
//!   `dot_general(b, a)` when the transpose is the dot's only reader: the product is written
//!   in the layout its reader wants, and the untransposed copy never exists (a weight
//!   gradient is usually computed this way);
//! - `x * 1`, `1 * x`, `x / 1` and `x - 0` (splat constants, possibly broadcast) become `x`
//!   (all exact in IEEE arithmetic; `x + 0` is not, for `x = -0.0`, and is kept);
//! - `compare(x, 0, GT)` reads `maximum(x, 0)` when that relu exists earlier in the block
//!   (the same predicate; a relu's backward pass then needs its output, not its input);
//! - elementwise ops over rank-0 constants are folded to a constant (f32, f64, i32, i64);
//! - a `while` carry of a block argument its body returns unchanged is read from the argument
//!   itself (see [`drop_invariant_carries`]);
//! - dead pure ops are removed, as in `dce`.

use crate::manager::{int_option, Pass, PassArgs, PassError, PassInfo, PassOption, PassOutcome};
use lowtide_ir::attr::{DenseAttr, DenseData, DenseElem, FloatLit};
use lowtide_ir::entity::SecondaryMap;
use lowtide_ir::module::ValueDef;
use lowtide_ir::stablehlo::DotDims;
use lowtide_ir::{Attr, ElemType, Module, Op, OpKind, Value};

/// The `canonicalize` pass.
pub struct Canonicalize {
    max_iterations: u64,
}

const SUMMARY: &str =
    "fold scalar constants, drop identity reshape/convert/transpose/broadcast, remove dead ops";
const OPTIONS: &[PassOption] = &[PassOption {
    name: "max-iterations",
    help: "rounds of rewriting before giving up on a fixed point",
    default: "10",
}];

/// Registry entry.
pub fn info() -> PassInfo {
    PassInfo {
        name: "canonicalize",
        summary: SUMMARY,
        options: OPTIONS,
        create: |a: &PassArgs| {
            Ok(Box::new(Canonicalize {
                max_iterations: int_option(a, "max-iterations", 10)?.max(1),
            }))
        },
    }
}

impl Default for Canonicalize {
    fn default() -> Self {
        Canonicalize { max_iterations: 10 }
    }
}

impl Pass for Canonicalize {
    fn name(&self) -> &'static str {
        "canonicalize"
    }
    fn summary(&self) -> &'static str {
        SUMMARY
    }
    fn options(&self) -> &'static [PassOption] {
        OPTIONS
    }
    fn run(&mut self, m: &mut Module) -> Result<PassOutcome, PassError> {
        let (mut folded, mut forwarded) = (0u64, 0u64);
        for _ in 0..self.max_iterations {
            let mut map: SecondaryMap<Value, Option<Value>> = SecondaryMap::new();
            let before = (folded, forwarded);
            let uses = m.use_counts();
            // relu[x] = an earlier `maximum(x, 0)` of the same block.
            let mut relu: SecondaryMap<Value, Option<Value>> = SecondaryMap::new();
            for op in m.walk() {
                if let Some((x, r)) = relu_of(m, op) {
                    if relu[x].is_none() {
                        relu[x] = Some(r);
                    }
                }
                if m.ops[op].parent.is_none() {
                    continue;
                }
                // Read operands through this round's replacements.
                for i in 0..m.ops[op].operands.len() {
                    let v = m.ops[op].operands[i];
                    if let Some(n) = map[v] {
                        m.ops[op].operands[i] = n;
                    }
                }
                if let Some(v) = identity_of(m, op).or_else(|| neutral_operand(m, op)) {
                    map[m.ops[op].results[0]] = Some(v);
                    // The op is dead now: take it out so the next round does not see it.
                    m.ops[op].parent = None;
                    forwarded += 1;
                } else if compare_through_relu(m, op, &relu) {
                    folded += 1;
                } else if let Some(v) = transposed_dot(m, op, &uses) {
                    map[m.ops[op].results[0]] = Some(v);
                    m.ops[op].parent = None;
                    folded += 1;
                } else if rewrite_reshape_chain(m, op)
                    || fold_broadcast(m, op)
                    || fold_scalar(m, op)
                {
                    folded += 1;
                }
            }
            m.replace_uses(&map);
            drop_detached(m);
            if (folded, forwarded) == before {
                break;
            }
        }
        let invariant: u64 = m
            .walk()
            .into_iter()
            .map(|op| drop_invariant_carries(m, op))
            .sum();
        let removed = crate::cleanup::dce::remove_dead_ops(m);
        Ok(PassOutcome {
            changed: folded + forwarded + invariant + removed > 0,
            stats: vec![
                ("folded", folded),
                ("identities-removed", forwarded),
                ("invariant-carries-removed", invariant),
                ("dead-ops-removed", removed),
            ],
        })
    }
}

/// For `transpose(dot_general(a, b))` whose permutation swaps the lhs and rhs free dims (batch
/// dims staying first) and whose dot has no other reader: rewrites the dot into
/// `dot_general(b, a)` with the transpose's type and returns its result.
fn transposed_dot(m: &mut Module, op: Op, uses: &SecondaryMap<Value, u32>) -> Option<Value> {
    if m.kind(op)? != OpKind::Transpose {
        return None;
    }
    let x = m.ops[op].operands[0];
    let dot = m
        .def_op(x)
        .filter(|&d| m.kind(d) == Some(OpKind::DotGeneral))?;
    if uses[x] != 1 || m.ops[dot].operands.len() != 2 {
        return None;
    }
    let dd = DotDims::parse(m.attr(dot, "dot_dimension_numbers")).ok()?;
    let rank = |v: Value| m.ty(v).as_tensor().and_then(|t| t.rank());
    let (a, b) = (m.ops[dot].operands[0], m.ops[dot].operands[1]);
    let want = dd.swap_permutation(rank(a)?, rank(b)?)?;
    let perm = m.attr(op, "permutation").and_then(Attr::as_i64s)?;
    if perm != want || is_iota(&perm) {
        return None;
    }
    let swapped = dd.swapped();
    let ty = m.ty(m.ops[op].results[0]).clone();
    let d = &mut m.ops[dot];
    d.operands = vec![b, a];
    let key = "dot_dimension_numbers";
    if d.properties.get(key).is_some() {
        d.properties.set(key, swapped.to_attr());
    } else {
        d.attrs.set(key, swapped.to_attr());
    }
    if let Some(Attr::Array(p)) = d.properties.get("precision_config").cloned() {
        d.properties.set(
            "precision_config",
            Attr::Array(p.into_iter().rev().collect()),
        );
    }
    let r = d.results[0];
    m.set_ty(r, ty);
    Some(r)
}

/// `(x, maximum(x, 0))` for a `maximum` of `x` and a splat zero (either order).
fn relu_of(m: &Module, op: Op) -> Option<(Value, Value)> {
    if m.kind(op)? != OpKind::Maximum {
        return None;
    }
    let d = &m.ops[op];
    let (a, b) = (d.operands[0], d.operands[1]);
    match (splat_of(m, a), splat_of(m, b)) {
        (_, Some(0.0)) => Some((a, d.results[0])),
        (Some(0.0), _) => Some((b, d.results[0])),
        _ => None,
    }
}

/// `compare(x, 0, GT)` (or `compare(0, x, LT)`) reads `maximum(x, 0)` instead of `x` when that
/// relu exists earlier in the same block: `max(x, 0) > 0` exactly when `x > 0` (NaN and -0.0
/// included), and the backward pass of a relu then keeps the relu's output, which it keeps
/// anyway, instead of the pre-activation.
fn compare_through_relu(m: &mut Module, op: Op, relu: &SecondaryMap<Value, Option<Value>>) -> bool {
    if m.kind(op) != Some(OpKind::Compare) {
        return false;
    }
    let Ok(dir) = lowtide_ir::stablehlo::CmpDir::parse(m.attr(op, "comparison_direction")) else {
        return false;
    };
    let (a, b) = (m.ops[op].operands[0], m.ops[op].operands[1]);
    let zero = |v: Value| splat_of(m, v) == Some(0.0);
    let k = match dir {
        lowtide_ir::stablehlo::CmpDir::Gt if zero(b) => 0,
        lowtide_ir::stablehlo::CmpDir::Lt if zero(a) => 1,
        _ => return false,
    };
    let x = m.ops[op].operands[k];
    let Some(r) = relu[x] else { return false };
    // `relu` holds only ops the walk (program order) passed already: in the same block, the
    // relu comes first.
    let same_block = m
        .def_op(r)
        .is_some_and(|rd| m.ops[rd].parent.is_some() && m.ops[rd].parent == m.ops[op].parent);
    if !same_block || m.ty(r) != m.ty(x) {
        return false;
    }
    m.ops[op].operands[k] = r;
    true
}

fn is_iota(v: &[i64]) -> bool {
    v.iter().enumerate().all(|(i, &d)| d == i as i64)
}

/// The value `op` merely forwards, when it is an identity.
fn identity_of(m: &Module, op: Op) -> Option<Value> {
    let d = &m.ops[op];
    if d.operands.is_empty() || d.results.len() != 1 {
        return None;
    }
    let (x, r) = (d.operands[0], d.results[0]);
    if m.ty(x) != m.ty(r) {
        return None;
    }
    let ints = |k: &str| m.attr(op, k).and_then(Attr::as_i64s);
    let ok = match m.kind(op)? {
        OpKind::Reshape | OpKind::Convert => true,
        OpKind::Transpose => is_iota(&ints("permutation")?),
        OpKind::BroadcastInDim => is_iota(&ints("broadcast_dimensions")?),
        OpKind::Reverse => {
            let dims = m.ty(x).as_tensor()?.static_dims()?;
            ints("dimensions")?
                .iter()
                .all(|&i| dims.get(i as usize) == Some(&1))
        }
        OpKind::Slice => ints("strides").is_none_or(|s| s.iter().all(|&x| x == 1)),
        _ => false,
    };
    ok.then_some(x)
}

/// Drops the carries of `while` op `op` that its body returns unchanged and whose operand is
/// a block argument (a `lax.scan`'s weights): the condition, the body and the op's readers
/// read the argument itself instead of a copy held in the op's result, in the arena. Keeps at
/// least one carry. Returns how many it dropped.
fn drop_invariant_carries(m: &mut Module, op: Op) -> u64 {
    if m.kind(op) != Some(OpKind::While) || m.ops[op].parent.is_none() {
        return 0;
    }
    let (Some(cond), Some(body)) = (m.region_entry(op, 0), m.region_entry(op, 1)) else {
        return 0;
    };
    let Some(&ret) = m.blocks[body].ops.last() else {
        return 0;
    };
    let n = m.ops[op].operands.len();
    let (cargs, bargs) = (&m.blocks[cond].args, &m.blocks[body].args);
    if cargs.len() != n || bargs.len() != n || m.ops[ret].operands.len() != n {
        return 0;
    }
    // Only carries of block arguments (a step's weights): a carry of an op's result that dies
    // at the loop is the loop's result in place already, and a scan's stacks stay carries
    // (`remat::loops` checkpoints them as such).
    let operands = &m.ops[op].operands;
    let invariant: Vec<usize> = (0..n)
        .filter(|&k| {
            m.ops[ret].operands[k] == bargs[k]
                && matches!(m.values[operands[k]].def, ValueDef::Arg(..))
        })
        .collect();
    if invariant.is_empty() || invariant.len() == n {
        return 0;
    }
    let mut map: SecondaryMap<Value, Option<Value>> = SecondaryMap::new();
    for &k in &invariant {
        let x = m.ops[op].operands[k];
        for v in [cargs[k], bargs[k], m.ops[op].results[k]] {
            map[v] = Some(x);
        }
    }
    m.replace_uses(&map);
    let keep = |k: &usize| !invariant.contains(k);
    let kept = |v: &[Value]| -> Vec<Value> { (0..v.len()).filter(keep).map(|k| v[k]).collect() };
    m.ops[op].operands = kept(&m.ops[op].operands);
    m.ops[ret].operands = kept(&m.ops[ret].operands);
    let results = kept(&m.ops[op].results);
    for (i, &r) in results.iter().enumerate() {
        m.values[r].def = ValueDef::Result(op, i as u32);
    }
    m.ops[op].results = results;
    for b in [cond, body] {
        let args = kept(&m.blocks[b].args);
        let locs = &m.blocks[b].arg_locs;
        let locs = (0..locs.len())
            .filter(keep)
            .map(|k| locs[k].clone())
            .collect();
        for (i, &a) in args.iter().enumerate() {
            m.values[a].def = ValueDef::Arg(b, i as u32);
        }
        m.blocks[b].args = args;
        m.blocks[b].arg_locs = locs;
    }
    invariant.len() as u64
}

/// Removes ops whose `parent` was cleared from their blocks' op lists, in one sweep.
fn drop_detached(m: &mut Module) {
    for op in m.walk() {
        for r in m.ops[op].regions.clone() {
            for b in m.regions[r].blocks.clone() {
                let ops = std::mem::take(&mut m.blocks[b].ops);
                m.blocks[b].ops = ops
                    .into_iter()
                    .filter(|&o| m.ops[o].parent == Some(b))
                    .collect();
            }
        }
    }
}

/// The splat value of `v`, when it is a splat constant or a broadcast of a rank-0 constant.
fn splat_of(m: &Module, v: Value) -> Option<f64> {
    let op = m.def_op(v)?;
    let elem = m.ty(v).elem()?;
    match m.kind(op)? {
        OpKind::Constant => match m.attr(op, "value")? {
            Attr::Dense(d) => match &d.data {
                DenseData::Splat(e) => Some(e.to_f64(elem)),
                _ => None,
            },
            _ => None,
        },
        OpKind::BroadcastInDim => {
            let src = m.ops[op].operands[0];
            if m.ty(src).as_tensor()?.rank() == Some(0) {
                splat_of(m, src)
            } else {
                None
            }
        }
        _ => None,
    }
}

/// `x * 1`, `1 * x`, `x / 1`, `x - 0`: the operand the result equals exactly.
fn neutral_operand(m: &Module, op: Op) -> Option<Value> {
    let d = &m.ops[op];
    if d.operands.len() != 2 || d.results.len() != 1 {
        return None;
    }
    let (a, b) = (d.operands[0], d.operands[1]);
    let r = d.results[0];
    let same = |v: Value| (m.ty(v) == m.ty(r)).then_some(v);
    match m.kind(op)? {
        OpKind::Multiply if splat_of(m, b) == Some(1.0) => same(a),
        OpKind::Multiply if splat_of(m, a) == Some(1.0) => same(b),
        OpKind::Divide if splat_of(m, b) == Some(1.0) => same(a),
        OpKind::Subtract if splat_of(m, b) == Some(0.0) => same(a),
        _ => None,
    }
}

/// `broadcast_in_dim(broadcast_in_dim(x))` -> one `broadcast_in_dim(x)`, and a broadcast of an
/// `iota` that keeps the counted dimension's size -> an `iota` of the broadcast's shape. Both
/// leave a broadcast reading an argument or nothing, which fusion can read without keeping a
/// materialized value alive.
fn fold_broadcast(m: &mut Module, op: Op) -> bool {
    if m.kind(op) != Some(OpKind::BroadcastInDim) {
        return false;
    }
    let x = m.ops[op].operands[0];
    let Some(inner) = m.def_op(x) else {
        return false;
    };
    let outer = m.attr(op, "broadcast_dimensions").and_then(Attr::as_i64s);
    let Some(outer) = outer else { return false };
    match m.kind(inner) {
        Some(OpKind::BroadcastInDim) => {
            let Some(first) = m
                .attr(inner, "broadcast_dimensions")
                .and_then(Attr::as_i64s)
            else {
                return false;
            };
            let Some(dims) = first
                .iter()
                .map(|&d| outer.get(d as usize).copied())
                .collect::<Option<Vec<i64>>>()
            else {
                return false;
            };
            let y = m.ops[inner].operands[0];
            let d = &mut m.ops[op];
            d.operands[0] = y;
            d.properties.set(
                "broadcast_dimensions",
                Attr::DenseArray(
                    ElemType::Int(64),
                    dims.into_iter().map(DenseElem::Int).collect(),
                ),
            );
            true
        }
        Some(OpKind::Iota) => {
            let Some(k) = m.attr(inner, "iota_dimension").and_then(Attr::as_int) else {
                return false;
            };
            let dims = |v: Value| m.ty(v).as_tensor().and_then(|t| t.static_dims());
            let r = m.ops[op].results[0];
            let (Some(src), Some(dst), Some(&to)) = (dims(x), dims(r), outer.get(k as usize))
            else {
                return false;
            };
            if src.get(k as usize) != dst.get(to as usize) {
                return false;
            }
            let d = &mut m.ops[op];
            d.name = lowtide_ir::OpName::new("stablehlo.iota");
            d.operands.clear();
            d.properties = Default::default();
            d.properties.set(
                "iota_dimension",
                Attr::Int(to, lowtide_ir::Type::Scalar(ElemType::Int(64))),
            );
            true
        }
        _ => false,
    }
}

/// `reshape(reshape(x))` -> `reshape(x)`.
fn rewrite_reshape_chain(m: &mut Module, op: Op) -> bool {
    if m.kind(op) != Some(OpKind::Reshape) {
        return false;
    }
    let x = m.ops[op].operands[0];
    match m.def_op(x) {
        Some(inner) if m.kind(inner) == Some(OpKind::Reshape) => {
            m.ops[op].operands[0] = m.ops[inner].operands[0];
            true
        }
        _ => false,
    }
}

fn scalar_constant(m: &Module, v: Value) -> Option<(ElemType, DenseElem)> {
    let op = m.def_op(v)?;
    if m.kind(op) != Some(OpKind::Constant) {
        return None;
    }
    let t = m.ty(v).as_tensor()?;
    if t.rank() != Some(0) {
        return None;
    }
    match m.attr(op, "value")? {
        Attr::Dense(d) => Some((t.elem, d.elem(0)?)),
        _ => None,
    }
}

enum Lit {
    F(f64),
    I(i64),
}

fn lit(elem: ElemType, e: DenseElem) -> Option<Lit> {
    match elem {
        ElemType::F32 | ElemType::F64 => Some(Lit::F(e.to_f64(elem))),
        ElemType::Int(32) | ElemType::Int(64) => Some(Lit::I(e.to_i64())),
        _ => None,
    }
}

/// Folds an elementwise op whose operands are all rank-0 constants into a constant.
fn fold_scalar(m: &mut Module, op: Op) -> bool {
    let Some(kind) = m.kind(op) else { return false };
    if kind == OpKind::Constant || m.ops[op].results.len() != 1 || m.ops[op].operands.is_empty() {
        return false;
    }
    let rty = m.ty(m.ops[op].results[0]).clone();
    let Some(relem) = rty
        .as_tensor()
        .filter(|t| t.rank() == Some(0))
        .map(|t| t.elem)
    else {
        return false;
    };
    let mut args = Vec::new();
    for &v in &m.ops[op].operands {
        match scalar_constant(m, v).and_then(|(e, x)| lit(e, x)) {
            Some(l) => args.push(l),
            None => return false,
        }
    }
    use Lit::{F, I};
    let out = match (kind, args.as_slice()) {
        (OpKind::Add, [F(a), F(b)]) => F(a + b),
        (OpKind::Subtract, [F(a), F(b)]) => F(a - b),
        (OpKind::Multiply, [F(a), F(b)]) => F(a * b),
        (OpKind::Divide, [F(a), F(b)]) => F(a / b),
        (OpKind::Maximum, [F(a), F(b)]) => F(if a.is_nan() || b.is_nan() {
            f64::NAN
        } else {
            a.max(*b)
        }),
        (OpKind::Minimum, [F(a), F(b)]) => F(if a.is_nan() || b.is_nan() {
            f64::NAN
        } else {
            a.min(*b)
        }),
        (OpKind::Negate, [F(a)]) => F(-a),
        (OpKind::Sqrt, [F(a)]) => F(a.sqrt()),
        (OpKind::Rsqrt, [F(a)]) => F(1.0 / a.sqrt()),
        (OpKind::Add, [I(a), I(b)]) => I(a.wrapping_add(*b)),
        (OpKind::Subtract, [I(a), I(b)]) => I(a.wrapping_sub(*b)),
        (OpKind::Multiply, [I(a), I(b)]) => I(a.wrapping_mul(*b)),
        (OpKind::Divide, [I(a), I(b)]) if *b != 0 && !(*a == i64::MIN && *b == -1) => I(a / b),
        (OpKind::Maximum, [I(a), I(b)]) => I(*a.max(b)),
        (OpKind::Minimum, [I(a), I(b)]) => I(*a.min(b)),
        (OpKind::Negate, [I(a)]) => I(a.wrapping_neg()),
        (OpKind::Convert, [F(a)]) if relem.is_float() => F(*a),
        (OpKind::Convert, [I(a)]) if relem.is_float() => F(*a as f64),
        _ => return false,
    };
    let elem = match (out, relem) {
        (F(x), ElemType::F32) => DenseElem::Float(FloatLit::Value((x as f32) as f64)),
        (F(x), ElemType::F64) => DenseElem::Float(FloatLit::Value(x)),
        (I(x), ElemType::Int(32)) => DenseElem::Int(x as i32 as i64),
        (I(x), ElemType::Int(64)) => DenseElem::Int(x),
        _ => return false,
    };
    // Turn the op into a constant in place: its result value (and every use) stays.
    let d = &mut m.ops[op];
    d.name = lowtide_ir::OpName::Known(OpKind::Constant);
    d.operands.clear();
    d.attrs = Default::default();
    d.properties = Default::default();
    d.properties.set(
        "value",
        Attr::Dense(DenseAttr {
            ty: rty,
            data: DenseData::Splat(elem),
        }),
    );
    true
}
