//! Elementwise ops as CUDA C expressions over doubles: the same semantics as the CPU device's
//! `scalar::eval` (values travel as f64, integer ops on the integer value), with the helpers
//! of `prelude.cuh` for what takes more than an expression.

use crate::scalar::{int_range, Cmp};
use lowtide_ir::stablehlo::CmpDir;
use lowtide_ir::{ElemType, OpKind};

/// The prelude's name of an element type (`ld_f32`, `st_i1`, `rnd_bf16`, ...).
pub fn tag(elem: ElemType) -> Result<&'static str, String> {
    Ok(match elem {
        ElemType::F32 => "f32",
        ElemType::F64 => "f64",
        ElemType::F16 => "f16",
        ElemType::BF16 => "bf16",
        ElemType::Int(1) => "i1",
        ElemType::Int(8) | ElemType::SInt(8) => "i8",
        ElemType::UInt(8) => "u8",
        ElemType::Int(16) | ElemType::SInt(16) => "i16",
        ElemType::UInt(16) => "u16",
        ElemType::Int(32) | ElemType::SInt(32) => "i32",
        ElemType::UInt(32) => "u32",
        ElemType::Int(64) | ElemType::SInt(64) | ElemType::Index => "i64",
        ElemType::UInt(64) => "u64",
        other => {
            return Err(format!(
                "the CUDA device has no kernels for {other} elements"
            ))
        }
    })
}

/// A double as an exact C expression.
pub fn literal(v: f64) -> String {
    if v == 0.0 && v.is_sign_positive() {
        "0.0".into()
    } else if v.is_finite() && v == v.trunc() && v.abs() < 1e15 {
        format!("{v:.1}")
    } else {
        format!("lt_from_bits({}LL)", v.to_bits() as i64)
    }
}

/// C for elementwise op `kind` computing in `elem` (the data operands' type) on the argument
/// expressions `a`, then converted to `out` as `scalar::converted` does (the store or a
/// `rnd_*` rounds it afterwards). `precision` is `reduce_precision`'s (exponent, mantissa) bits.
pub fn expr(
    kind: OpKind,
    elem: ElemType,
    out: ElemType,
    cmp: Option<Cmp>,
    precision: (u32, u32),
    a: &[String],
) -> Result<String, String> {
    let int = elem.is_integer() && !elem.is_bool();
    let boolean = elem.is_bool();
    let bits = elem.bits().min(64);
    let uns = matches!(elem, ElemType::UInt(_));
    let arg = |k: usize| {
        a.get(k)
            .cloned()
            .ok_or_else(|| format!("'{}' has too few operands", kind.name()))
    };
    let x = arg(0)?;
    let y = || arg(1);
    let i = |s: &str| format!("lt_f2i({s})");
    use OpKind::*;
    let e = match kind {
        Add => format!("({x} + {})", y()?),
        Subtract => format!("({x} - {})", y()?),
        Multiply if int => format!("lt_imul({x}, {}, {bits}, {uns})", y()?),
        Multiply => format!("({x} * {})", y()?),
        Divide if int => format!("lt_idiv({x}, {})", y()?),
        Divide => format!("({x} / {})", y()?),
        Remainder if int => format!("lt_irem({x}, {})", y()?),
        Remainder => format!("fmod({x}, {})", y()?),
        Maximum => format!("lt_max({x}, {})", y()?),
        Minimum => format!("lt_min({x}, {})", y()?),
        Power if int => format!("lt_ipow({x}, {})", y()?),
        Power => format!("pow({x}, {})", y()?),
        Atan2 => format!("atan2({x}, {})", y()?),
        And if boolean => format!("lt_b({x} != 0.0 && {} != 0.0)", y()?),
        Or if boolean => format!("lt_b({x} != 0.0 || {} != 0.0)", y()?),
        Xor if boolean => format!("lt_b(({x} != 0.0) != ({} != 0.0))", y()?),
        Not if boolean => format!("lt_b({x} == 0.0)"),
        And => format!("(double)({} & {})", i(&x), i(&y()?)),
        Or => format!("(double)({} | {})", i(&x), i(&y()?)),
        Xor => format!("(double)({} ^ {})", i(&x), i(&y()?)),
        Not => format!("(double)(~{})", i(&x)),
        ShiftLeft => format!("lt_shl({x}, {}, {bits})", y()?),
        ShiftRightArithmetic => format!("lt_shra({x}, {})", y()?),
        ShiftRightLogical => format!("lt_shrl({x}, {}, {bits})", y()?),
        PopCnt => format!("lt_popcnt({x}, {bits})"),
        CountLeadingZeros => format!("lt_clz({x}, {bits})"),
        Negate => format!("(-{x})"),
        Abs => format!("fabs({x})"),
        Sign => format!("lt_sign({x})"),
        Exponential => format!("exp({x})"),
        ExponentialMinusOne => format!("expm1({x})"),
        Log => format!("log({x})"),
        LogPlusOne => format!("log1p({x})"),
        Logistic => format!("(1.0 / (1.0 + exp(-{x})))"),
        Tanh => format!("tanh({x})"),
        Sqrt => format!("sqrt({x})"),
        Rsqrt => format!("(1.0 / sqrt({x}))"),
        Cbrt => format!("cbrt({x})"),
        Sine => format!("sin({x})"),
        Cosine => format!("cos({x})"),
        Tan | ChloTan => format!("tan({x})"),
        Floor => format!("floor({x})"),
        Ceil => format!("ceil({x})"),
        RoundNearestAfz => format!("lt_round_afz({x})"),
        RoundNearestEven => format!("rint({x})"),
        IsFinite => format!("lt_b(!lt_isnan({x}) && !lt_isinf({x}))"),
        ChloIsInf => format!("lt_b(lt_isinf({x}))"),
        ChloIsNegInf => format!("lt_b({x} == -LT_INF)"),
        ChloIsPosInf => format!("lt_b({x} == LT_INF)"),
        ChloSquare if int => format!("(double)({} * {})", i(&x), i(&x)),
        ChloSquare => format!("({x} * {x})"),
        ChloSinh => format!("sinh({x})"),
        ChloCosh => format!("cosh({x})"),
        ChloAsin => format!("asin({x})"),
        ChloAcos => format!("acos({x})"),
        ChloAtan => format!("atan({x})"),
        ChloAsinh => format!("asinh({x})"),
        ChloAcosh => format!("acosh({x})"),
        ChloAtanh => format!("atanh({x})"),
        ChloErf => format!("erf({x})"),
        ChloErfc => format!("erfc({x})"),
        ChloErfInv => format!("lt_erf_inv({x})"),
        ChloLgamma => format!("lgamma({x})"),
        ChloDigamma => format!("lt_digamma({x})"),
        ChloNextAfter => match elem {
            ElemType::F32 => format!("lt_next_after({x}, {}, true)", y()?),
            ElemType::F64 => format!("lt_next_after({x}, {}, false)", y()?),
            other => return Err(format!("chlo.next_after on {other} is not supported")),
        },
        Convert | BitcastConvert => x.clone(),
        ReducePrecision => format!(
            "lt_reduce_precision({x}, {}, {})",
            precision.0.clamp(1, 8),
            precision.1.min(23)
        ),
        Compare => {
            let c = cmp.ok_or("compare without a direction")?;
            let y = y()?;
            if c.total {
                let o = format!("lt_total_cmp({x}, {y})");
                let test = match c.dir {
                    CmpDir::Eq => "== 0",
                    CmpDir::Ne => "!= 0",
                    CmpDir::Lt => "< 0",
                    CmpDir::Le => "<= 0",
                    CmpDir::Gt => "> 0",
                    CmpDir::Ge => ">= 0",
                };
                format!("lt_b({o} {test})")
            } else {
                let op = match c.dir {
                    CmpDir::Eq => "==",
                    CmpDir::Ne => "!=",
                    CmpDir::Lt => "<",
                    CmpDir::Le => "<=",
                    CmpDir::Gt => ">",
                    CmpDir::Ge => ">=",
                };
                format!("lt_b({x} {op} {y})")
            }
        }
        Select => format!("({x} != 0.0 ? {} : {})", y()?, arg(2)?),
        // Rust's `y.max(x).min(hi)`: a NaN bound or value gives the other operand.
        Clamp => format!("fmin(fmax({}, {x}), {})", y()?, arg(2)?),
        other => {
            return Err(format!(
                "the CUDA device has no kernel for '{}' yet",
                other.name()
            ))
        }
    };
    if elem.is_float() && !out.is_float() && !out.is_bool() {
        let (lo, hi) = int_range(out);
        return Ok(format!("lt_cvt_int({e}, {}, {})", literal(lo), literal(hi)));
    }
    Ok(e)
}
