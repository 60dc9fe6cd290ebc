//! Elementwise StableHLO ops on scalars, in upstream `arith` and `math`: the bodies of the
//! `linalg.generic` loops `lower-to-memref` writes. One table, [`emit`]; an op it does not
//! list (or lists for some element types only) has no upstream equivalent here, and the op
//! that holds it stays an `lt.kernel`.
//!
//! Element types: loop bodies compute on signless scalars (`ui32` is `i32`); an op on
//! unsigned integers takes the unsigned `arith` op (`divui`, `maxui`, `cmpi ult`, `uitofp`).

use super::Emit;
use lowtide_ir::attr::FloatLit;
use lowtide_ir::stablehlo::CmpDir;
use lowtide_ir::{Attr, ElemType, OpKind, Type, Value};

/// The signless scalar type computing on elements of type `e`.
pub fn scalar_type(e: ElemType) -> Type {
    Type::Scalar(match e {
        ElemType::SInt(w) | ElemType::UInt(w) => ElemType::Int(w),
        e => e,
    })
}

/// What an elementwise op needs besides its kind: its comparison, when it compares.
#[derive(Copy, Clone, Debug)]
pub struct Compare {
    /// The direction.
    pub dir: CmpDir,
    /// The comparison is unsigned (`compare_type = UNSIGNED`, or unsigned elements).
    pub unsigned: bool,
    /// `compare_type = TOTALORDER`: no upstream predicate.
    pub total: bool,
}

/// A constant scalar of element type `e`.
pub fn constant(b: &mut Emit, e: ElemType, v: f64) -> Value {
    let ty = scalar_type(e);
    let value = if e.is_float() {
        Attr::Float(FloatLit::Value(v), ty.clone())
    } else if e.is_bool() {
        Attr::Int((v != 0.0) as i64, ty.clone())
    } else {
        Attr::Int(v as i64, ty.clone())
    };
    b.value("arith.constant", &[], ty, &[("value", value)])
}

/// `x` converted from element type `from` to `to`, as `stablehlo.convert` does; `None` where
/// no `arith` cast does it.
pub fn convert(b: &mut Emit, x: Value, from: ElemType, to: ElemType) -> Option<Value> {
    let ty = scalar_type(to);
    if scalar_type(from) == ty {
        return Some(x);
    }
    let unsigned = matches!(from, ElemType::UInt(_)) || from.is_bool();
    let name = match (from.is_float(), to.is_float()) {
        (true, true) if from.bits() == to.bits() => {
            // f16 <-> bf16: through f32.
            let wide = b.value("arith.extf", &[x], Type::Scalar(ElemType::F32), &[]);
            return Some(b.value("arith.truncf", &[wide], ty, &[]));
        }
        (true, true) if from.bits() < to.bits() => "arith.extf",
        (true, true) => "arith.truncf",
        (false, true) if unsigned => "arith.uitofp",
        (false, true) => "arith.sitofp",
        (true, false) if to.is_bool() => {
            let zero = constant(b, from, 0.0);
            return Some(cmpf(b, 13, x, zero)); // une: x != 0
        }
        (true, false) if matches!(to, ElemType::UInt(_)) => "arith.fptoui",
        (true, false) => "arith.fptosi",
        (false, false) if to.is_bool() => {
            let zero = constant(b, from, 0.0);
            return Some(cmpi(b, 1, x, zero)); // ne
        }
        (false, false) if from == ElemType::Index || to == ElemType::Index => "arith.index_cast",
        (false, false) if from.bits() > to.bits() => "arith.trunci",
        (false, false) if unsigned => "arith.extui",
        (false, false) => "arith.extsi",
    };
    Some(b.value(name, &[x], ty, &[]))
}

fn i64_attr(v: i64) -> Attr {
    Attr::Int(v, Type::Scalar(ElemType::Int(64)))
}

fn cmpf(b: &mut Emit, predicate: i64, x: Value, y: Value) -> Value {
    b.value(
        "arith.cmpf",
        &[x, y],
        Type::Scalar(ElemType::Int(1)),
        &[("predicate", i64_attr(predicate))],
    )
}

fn cmpi(b: &mut Emit, predicate: i64, x: Value, y: Value) -> Value {
    b.value(
        "arith.cmpi",
        &[x, y],
        Type::Scalar(ElemType::Int(1)),
        &[("predicate", i64_attr(predicate))],
    )
}

/// The `arith.cmpf` / `arith.cmpi` predicate of a comparison (MLIR's enum values).
fn predicate(c: Compare, float: bool) -> i64 {
    use CmpDir::*;
    match (float, c.unsigned, c.dir) {
        // oeq, une, olt, ole, ogt, oge: StableHLO's float comparisons are false on NaN except NE.
        (true, _, Eq) => 1,
        (true, _, Ne) => 13,
        (true, _, Lt) => 4,
        (true, _, Le) => 5,
        (true, _, Gt) => 2,
        (true, _, Ge) => 3,
        (false, _, Eq) => 0,
        (false, _, Ne) => 1,
        (false, false, Lt) => 2,
        (false, false, Le) => 3,
        (false, false, Gt) => 4,
        (false, false, Ge) => 5,
        (false, true, Lt) => 6,
        (false, true, Le) => 7,
        (false, true, Gt) => 8,
        (false, true, Ge) => 9,
    }
}

/// Emits elementwise op `kind` on scalars `xs` (elements of type `elem`; `select`'s first is
/// its `i1` predicate, `clamp`'s are min, x, max), its result of element type `out`. `None`
/// when the op has no upstream form for these types.
pub fn emit(
    b: &mut Emit,
    kind: OpKind,
    xs: &[Value],
    elem: ElemType,
    out: ElemType,
    cmp: Option<Compare>,
) -> Option<Value> {
    use OpKind::*;
    let ty = scalar_type(out);
    let float = elem.is_float();
    let unsigned = matches!(elem, ElemType::UInt(_)) || elem.is_bool();
    let one = |b: &mut Emit, name: &str| b.value(name, &xs[..1], ty.clone(), &[]);
    let two = |b: &mut Emit, name: &str| b.value(name, &xs[..2], ty.clone(), &[]);
    Some(match (kind, float) {
        (Convert, _) => return convert(b, xs[0], elem, out),
        (Compare, _) => {
            let c = cmp?;
            if c.total && float {
                return None;
            }
            let p = predicate(c, float);
            match float {
                true => cmpf(b, p, xs[0], xs[1]),
                false => cmpi(b, p, xs[0], xs[1]),
            }
        }
        (Select, _) => b.value("arith.select", xs, ty, &[]),
        (Clamp, _) => {
            let (lo, hi) = match (float, unsigned) {
                (true, _) => ("arith.maximumf", "arith.minimumf"),
                (false, true) => ("arith.maxui", "arith.minui"),
                (false, false) => ("arith.maxsi", "arith.minsi"),
            };
            let x = b.value(lo, &[xs[1], xs[0]], ty.clone(), &[]);
            b.value(hi, &[x, xs[2]], ty, &[])
        }
        (Add, true) => two(b, "arith.addf"),
        (Subtract, true) => two(b, "arith.subf"),
        (Multiply, true) => two(b, "arith.mulf"),
        (Divide, true) => two(b, "arith.divf"),
        (Remainder, true) => two(b, "arith.remf"),
        (Maximum, true) => two(b, "arith.maximumf"),
        (Minimum, true) => two(b, "arith.minimumf"),
        (Power, true) => two(b, "math.powf"),
        (Atan2, true) => two(b, "math.atan2"),
        (Negate, true) => one(b, "arith.negf"),
        (Abs, true) => one(b, "math.absf"),
        (Exponential, true) => one(b, "math.exp"),
        (ExponentialMinusOne, true) => one(b, "math.expm1"),
        (Log, true) => one(b, "math.log"),
        (LogPlusOne, true) => one(b, "math.log1p"),
        (Sqrt, true) => one(b, "math.sqrt"),
        (Rsqrt, true) => one(b, "math.rsqrt"),
        (Cbrt, true) => one(b, "math.cbrt"),
        (Tanh, true) => one(b, "math.tanh"),
        (Sine, true) => one(b, "math.sin"),
        (Cosine, true) => one(b, "math.cos"),
        (Tan | ChloTan, true) => one(b, "math.tan"),
        (Floor, true) => one(b, "math.floor"),
        (Ceil, true) => one(b, "math.ceil"),
        (RoundNearestEven, true) => one(b, "math.roundeven"),
        (RoundNearestAfz, true) => one(b, "math.round"),
        (ChloErf, true) => one(b, "math.erf"),
        (ChloErfc, true) => one(b, "math.erfc"),
        (ChloAcos, true) => one(b, "math.acos"),
        (ChloAsin, true) => one(b, "math.asin"),
        (ChloAtan, true) => one(b, "math.atan"),
        (ChloAcosh, true) => one(b, "math.acosh"),
        (ChloAsinh, true) => one(b, "math.asinh"),
        (ChloAtanh, true) => one(b, "math.atanh"),
        (ChloSinh, true) => one(b, "math.sinh"),
        (ChloCosh, true) => one(b, "math.cosh"),
        (IsFinite, true) => b.value("math.isfinite", &xs[..1], ty, &[]),
        (ChloSquare, _) => {
            let name = if float { "arith.mulf" } else { "arith.muli" };
            b.value(name, &[xs[0], xs[0]], ty, &[])
        }
        (Logistic, true) => {
            // 1 / (1 + exp(-x))
            let n = b.value("arith.negf", &xs[..1], ty.clone(), &[]);
            let e = b.value("math.exp", &[n], ty.clone(), &[]);
            let one = constant(b, out, 1.0);
            let d = b.value("arith.addf", &[one, e], ty.clone(), &[]);
            b.value("arith.divf", &[one, d], ty, &[])
        }
        (Sign, true) => {
            // 1 where x > 0, -1 where x < 0, x itself where it is +-0 or NaN.
            let zero = constant(b, elem, 0.0);
            let pos = cmpf(b, 2, xs[0], zero);
            let neg = cmpf(b, 4, xs[0], zero);
            let (p1, m1) = (constant(b, elem, 1.0), constant(b, elem, -1.0));
            let inner = b.value("arith.select", &[neg, m1, xs[0]], ty.clone(), &[]);
            b.value("arith.select", &[pos, p1, inner], ty, &[])
        }
        (Add, false) => two(b, "arith.addi"),
        (Subtract, false) => two(b, "arith.subi"),
        (Multiply, false) => two(b, "arith.muli"),
        (And, false) => two(b, "arith.andi"),
        (Or, false) => two(b, "arith.ori"),
        (Xor, false) => two(b, "arith.xori"),
        (Divide, false) if !elem.is_bool() => two(
            b,
            if unsigned {
                "arith.divui"
            } else {
                "arith.divsi"
            },
        ),
        (Remainder, false) if !elem.is_bool() => two(
            b,
            if unsigned {
                "arith.remui"
            } else {
                "arith.remsi"
            },
        ),
        (Maximum, false) => two(
            b,
            if unsigned {
                "arith.maxui"
            } else {
                "arith.maxsi"
            },
        ),
        (Minimum, false) => two(
            b,
            if unsigned {
                "arith.minui"
            } else {
                "arith.minsi"
            },
        ),
        (Not, false) => {
            let ones = constant(b, elem, -1.0);
            b.value("arith.xori", &[xs[0], ones], ty, &[])
        }
        (Negate, false) => {
            let zero = constant(b, elem, 0.0);
            b.value("arith.subi", &[zero, xs[0]], ty, &[])
        }
        (Abs, false) if !unsigned => one(b, "math.absi"),
        _ => return None,
    })
}
