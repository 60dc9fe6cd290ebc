//! Scalar semantics of every elementwise op, in one place: the elementwise kernels, `compare`,
//! `select`, `clamp`, `convert` and the bodies of reductions all evaluate through [`eval`].
//! Values travel as f64; integer ops work on the integer value and wrap like the element type
//! when stored.

use lowtide_ir::stablehlo::CmpDir;
use lowtide_ir::{ElemType, OpKind};

/// `v` wrapped to integer type `elem` of at most 32 bits, as storing it does.
fn wrap32(v: i64, elem: ElemType) -> f64 {
    let bits = elem.bits().clamp(1, 32);
    let low = (v as u64) & ((1u64 << bits) - 1);
    match elem {
        ElemType::UInt(_) => low as f64,
        // Sign-extended from the type's top bit.
        _ => (((low << (64 - bits)) as i64) >> (64 - bits)) as f64,
    }
}

/// Runs integer op `kind` on 32-bit integers of type `elem` over `len` elements:
/// `put(j, r)`, where `r` is the op of the operand values `x(j)` and `y(j)` (`y` ignored by
/// `not`) and, wrapped to the type, what [`eval`] gives and storing keeps. Kernels run it over
/// whole chunks, each op's loop compiled apart. False, doing nothing, for other ops and types.
#[inline(always)]
pub fn int32_each(
    kind: OpKind,
    elem: ElemType,
    len: usize,
    x: impl Fn(usize) -> i64,
    y: impl Fn(usize) -> i64,
    mut put: impl FnMut(usize, i64),
) -> bool {
    if !matches!(
        elem,
        ElemType::UInt(32) | ElemType::Int(32) | ElemType::SInt(32)
    ) {
        return false;
    }
    macro_rules! each {
        (|$a:ident, $b:ident| $e:expr) => {{
            for j in 0..len {
                let ($a, $b) = (x(j), y(j));
                put(j, $e);
            }
        }};
    }
    match kind {
        OpKind::Add => each!(|a, b| a + b),
        OpKind::Subtract => each!(|a, b| a - b),
        OpKind::Multiply => each!(|a, b| a.wrapping_mul(b)),
        OpKind::And => each!(|a, b| a & b),
        OpKind::Or => each!(|a, b| a | b),
        OpKind::Xor => each!(|a, b| a ^ b),
        OpKind::Not => {
            for j in 0..len {
                put(j, !x(j));
            }
        }
        OpKind::Maximum => each!(|a, b| a.max(b)),
        OpKind::Minimum => each!(|a, b| a.min(b)),
        OpKind::ShiftLeft => each!(|a, b| if (b as u64) >= 32 { 0 } else { a << b }),
        OpKind::ShiftRightLogical => each!(|a, b| if (b as u64) >= 32 {
            0
        } else {
            (((a as u64) & 0xFFFF_FFFF) >> b) as i64
        }),
        OpKind::ShiftRightArithmetic => each!(|a, b| a >> b.clamp(0, 63)),
        _ => return false,
    }
    true
}

/// What one element of elementwise op `kind` costs next to an f32 add, roughly: only to decide
/// when an op has enough work for several threads (`kernels::parallel::min_items`). On one
/// core of the 2-core machine the runtime is measured on, a million-element `tanh`, `log` or
/// `sine` took 7 to 12 ns an element and `exponential` 2.6 ns (each a libm call in f64), an
/// `add`, `divide` or `sqrt` 0.1 to 0.3 ns (`docs/RUNTIME.md`, "Twenty-fourth session").
pub fn cost(kind: OpKind) -> usize {
    use OpKind::*;
    match kind {
        Exponential | ExponentialMinusOne | Log | LogPlusOne | Logistic | Tanh | Cbrt | Sine
        | Cosine | Tan | Power | Atan2 | ChloTan | ChloSinh | ChloCosh | ChloAsin | ChloAcos
        | ChloAtan | ChloAsinh | ChloAcosh | ChloAtanh | ChloErf | ChloErfc | ChloErfInv
        | ChloLgamma | ChloDigamma => LIBM_COST,
        _ => 1,
    }
}

/// [`cost`] of an op that calls libm for each element.
pub const LIBM_COST: usize = 32;

/// Evaluates elementwise op `kind` on scalar arguments whose element type is `elem` (the
/// operands' type; for `select`/`clamp` the type of the data operands). `dir` is `compare`'s
/// direction.
pub fn eval(kind: OpKind, elem: ElemType, a: &[f64], cmp: Option<Cmp>) -> Result<f64, String> {
    let int = elem.is_integer() && !elem.is_bool();
    let bits = elem.bits();
    let i = |x: f64| x as i64;
    let b = |x: bool| x as u8 as f64;
    let x = a.first().copied().unwrap_or(0.0);
    let y = a.get(1).copied().unwrap_or(0.0);
    Ok(match kind {
        OpKind::Add => x + y,
        OpKind::Subtract => x - y,
        OpKind::Multiply => {
            if int && bits <= 32 {
                // The product of two 32-bit values has up to 64 bits, more than an f64 holds:
                // wrapped to the type here, exactly.
                wrap32(i(x).wrapping_mul(i(y)), elem)
            } else if int {
                i(x).wrapping_mul(i(y)) as f64
            } else {
                x * y
            }
        }
        OpKind::Divide => {
            if int {
                if i(y) == 0 {
                    -1.0
                } else {
                    i(x).wrapping_div(i(y)) as f64
                }
            } else {
                x / y
            }
        }
        OpKind::Remainder => {
            if int {
                if i(y) == 0 {
                    x
                } else {
                    i(x).wrapping_rem(i(y)) as f64
                }
            } else {
                x % y
            }
        }
        OpKind::Maximum => {
            if x.is_nan() || y.is_nan() {
                f64::NAN
            } else {
                x.max(y)
            }
        }
        OpKind::Minimum => {
            if x.is_nan() || y.is_nan() {
                f64::NAN
            } else {
                x.min(y)
            }
        }
        OpKind::Power => {
            if int {
                if i(y) < 0 {
                    if i(x) == 1 {
                        1.0
                    } else {
                        0.0
                    }
                } else {
                    i(x).wrapping_pow(i(y).min(u32::MAX as i64) as u32) as f64
                }
            } else {
                x.powf(y)
            }
        }
        OpKind::Atan2 => x.atan2(y),
        OpKind::And => {
            if elem.is_bool() {
                b(x != 0.0 && y != 0.0)
            } else {
                (i(x) & i(y)) as f64
            }
        }
        OpKind::Or => {
            if elem.is_bool() {
                b(x != 0.0 || y != 0.0)
            } else {
                (i(x) | i(y)) as f64
            }
        }
        OpKind::Xor => {
            if elem.is_bool() {
                b((x != 0.0) != (y != 0.0))
            } else {
                (i(x) ^ i(y)) as f64
            }
        }
        OpKind::Not => {
            if elem.is_bool() {
                b(x == 0.0)
            } else {
                !i(x) as f64
            }
        }
        OpKind::ShiftLeft => {
            if (i(y) as u64) >= bits as u64 {
                0.0
            } else {
                (i(x) << i(y)) as f64
            }
        }
        OpKind::ShiftRightArithmetic => (i(x) >> i(y).clamp(0, 63)) as f64,
        OpKind::ShiftRightLogical => {
            let mask = if bits >= 64 {
                u64::MAX
            } else {
                (1u64 << bits) - 1
            };
            let ux = (i(x) as u64) & mask;
            if (i(y) as u64) >= bits as u64 {
                0.0
            } else {
                (ux >> i(y)) as f64
            }
        }
        OpKind::PopCnt => {
            let mask = if bits >= 64 {
                u64::MAX
            } else {
                (1u64 << bits) - 1
            };
            ((i(x) as u64) & mask).count_ones() as f64
        }
        OpKind::CountLeadingZeros => {
            let mask = if bits >= 64 {
                u64::MAX
            } else {
                (1u64 << bits) - 1
            };
            (((i(x) as u64) & mask).leading_zeros() as i64 - (64 - bits as i64)) as f64
        }
        OpKind::Negate => -x,
        OpKind::Abs => x.abs(),
        OpKind::Sign => {
            if x.is_nan() {
                f64::NAN
            } else if x > 0.0 {
                1.0
            } else if x < 0.0 {
                -1.0
            } else {
                0.0
            }
        }
        OpKind::Exponential => x.exp(),
        OpKind::ExponentialMinusOne => x.exp_m1(),
        OpKind::Log => x.ln(),
        OpKind::LogPlusOne => x.ln_1p(),
        OpKind::Logistic => 1.0 / (1.0 + (-x).exp()),
        OpKind::Tanh => x.tanh(),
        OpKind::Sqrt => x.sqrt(),
        OpKind::Rsqrt => 1.0 / x.sqrt(),
        OpKind::Cbrt => x.cbrt(),
        OpKind::Sine => x.sin(),
        OpKind::Cosine => x.cos(),
        OpKind::Tan => x.tan(),
        OpKind::Floor => x.floor(),
        OpKind::Ceil => x.ceil(),
        OpKind::RoundNearestAfz => x.round(),
        OpKind::RoundNearestEven => x.round_ties_even(),
        OpKind::IsFinite => b(x.is_finite()),
        OpKind::ChloIsInf => b(x.is_infinite()),
        OpKind::ChloIsNegInf => b(x == f64::NEG_INFINITY),
        OpKind::ChloIsPosInf => b(x == f64::INFINITY),
        OpKind::ChloSquare => {
            if int {
                i(x).wrapping_mul(i(x)) as f64
            } else {
                x * x
            }
        }
        OpKind::ChloTan => x.tan(),
        OpKind::ChloSinh => x.sinh(),
        OpKind::ChloCosh => x.cosh(),
        OpKind::ChloAsin => x.asin(),
        OpKind::ChloAcos => x.acos(),
        OpKind::ChloAtan => x.atan(),
        OpKind::ChloAsinh => x.asinh(),
        OpKind::ChloAcosh => x.acosh(),
        OpKind::ChloAtanh => x.atanh(),
        OpKind::ChloNextAfter => next_after(x, y, elem)?,
        OpKind::ChloErf => libm::erf(x),
        OpKind::ChloErfc => libm::erfc(x),
        OpKind::ChloErfInv => erf_inv(x),
        OpKind::ChloLgamma => libm::lgamma(x),
        OpKind::ChloDigamma => digamma(x),
        OpKind::Convert | OpKind::BitcastConvert => x,
        OpKind::Compare => {
            let c = cmp.ok_or("compare without a direction")?;
            if c.total {
                return Ok(total_compare(c.dir, x, y));
            }
            b(match c.dir {
                CmpDir::Eq => x == y,
                CmpDir::Ne => x != y,
                CmpDir::Lt => x < y,
                CmpDir::Le => x <= y,
                CmpDir::Gt => x > y,
                CmpDir::Ge => x >= y,
            })
        }
        OpKind::Select => {
            if x != 0.0 {
                y
            } else {
                a.get(2).copied().unwrap_or(0.0)
            }
        }
        OpKind::Clamp => {
            let hi = a.get(2).copied().unwrap_or(0.0);
            y.max(x).min(hi)
        }
        other => {
            return Err(format!(
                "'{}' is not an elementwise op the CPU device evaluates",
                other.name()
            ))
        }
    })
}

/// What `convert` from `from` stores as an `to` value: from a float to an integer, XLA
/// truncates toward zero and saturates (NaN becomes 0, negatives 0 for unsigned types);
/// anything else is `v` (stores round floats and wrap integers).
pub fn converted(v: f64, from: ElemType, to: ElemType) -> f64 {
    if !from.is_float() || to.is_float() || to.is_bool() {
        return v;
    }
    if v.is_nan() {
        return 0.0;
    }
    let (lo, hi) = int_range(to);
    v.trunc().clamp(lo, hi)
}

/// The smallest and largest values of integer type `to`, as [`converted`] saturates to them.
pub fn int_range(to: ElemType) -> (f64, f64) {
    let bits = to.bits().min(64) as i32;
    match to {
        ElemType::UInt(_) => (0.0, 2f64.powi(bits) - 1.0),
        _ => (-(2f64.powi(bits - 1)), 2f64.powi(bits - 1) - 1.0),
    }
}

/// The next value of type `elem` after `x` toward `y` (`chlo.next_after`, `jnp.nextafter`).
fn next_after(x: f64, y: f64, elem: ElemType) -> Result<f64, String> {
    if x.is_nan() || y.is_nan() {
        return Ok(f64::NAN);
    }
    if x == y {
        return Ok(y);
    }
    let up = y > x;
    Ok(match elem {
        ElemType::F32 => {
            let f = x as f32;
            if f == 0.0 {
                f32::from_bits(1).copysign(if up { 1.0 } else { -1.0 }) as f64
            } else {
                let away = (f > 0.0) == up;
                let b = f.to_bits();
                f32::from_bits(if away { b + 1 } else { b - 1 }) as f64
            }
        }
        ElemType::F64 => {
            if x == 0.0 {
                f64::from_bits(1).copysign(if up { 1.0 } else { -1.0 })
            } else {
                let away = (x > 0.0) == up;
                let b = x.to_bits();
                f64::from_bits(if away { b + 1 } else { b - 1 })
            }
        }
        other => return Err(format!("chlo.next_after on {other} is not supported")),
    })
}

/// `compare` with `compare_type = TOTALORDER` on floats: -NaN < -inf < ... < -0 < +0 < ... <
/// inf < NaN (IEEE 754 totalOrder), as XLA's sort comparators use it.
fn total_compare(dir: CmpDir, x: f64, y: f64) -> f64 {
    let o = x.total_cmp(&y);
    use std::cmp::Ordering::*;
    (match dir {
        CmpDir::Eq => o == Equal,
        CmpDir::Ne => o != Equal,
        CmpDir::Lt => o == Less,
        CmpDir::Le => o != Greater,
        CmpDir::Gt => o == Greater,
        CmpDir::Ge => o != Less,
    }) as u8 as f64
}

/// What a `compare` needs besides its operands: the direction, and whether it orders floats
/// in IEEE total order (`compare_type = TOTALORDER`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Cmp {
    /// `comparison_direction`.
    pub dir: CmpDir,
    /// Floats compared in total order.
    pub total: bool,
}

impl Cmp {
    /// The comparison of `op`; `None` for an op that is not a `compare`.
    pub fn of(m: &lowtide_ir::Module, op: lowtide_ir::Op) -> Result<Option<Cmp>, String> {
        if m.kind(op) != Some(OpKind::Compare) {
            return Ok(None);
        }
        let dir = CmpDir::parse(m.attr(op, "comparison_direction"))?;
        let total = matches!(m.attr(op, "compare_type"), Some(lowtide_ir::Attr::Opaque(s)) if s.ends_with("TOTALORDER>"))
            && m.ops[op]
                .operands
                .first()
                .and_then(|&v| m.ty(v).elem())
                .is_some_and(ElemType::is_float);
        Ok(Some(Cmp { dir, total }))
    }
}

/// The inverse of `erf` on (-1, 1) (±infinity at ±1, NaN outside): Giles' approximation
/// ("Approximating the erfinv function", 2010, the one XLA uses for f32), then two Newton steps
/// on `erf` for f64 accuracy.
fn erf_inv(y: f64) -> f64 {
    if y.is_nan() || y.abs() > 1.0 {
        return f64::NAN;
    }
    if y.abs() == 1.0 {
        return y * f64::INFINITY;
    }
    let w = -((1.0 - y) * (1.0 + y)).ln();
    let mut x = if w < 5.0 {
        let w = w - 2.5;
        let c = [
            2.810_226_36e-08,
            3.432_739_39e-07,
            -3.523_387_7e-06,
            -4.391_506_54e-06,
            0.000_218_580_87,
            -0.001_253_725_03,
            -0.004_177_681_64,
            0.246_640_727,
            1.501_409_41,
        ];
        c.iter().fold(0.0, |p, &k| p * w + k) * y
    } else {
        let w = w.sqrt() - 3.0;
        let c = [
            -0.000_200_214_257,
            0.000_100_950_558,
            0.001_349_343_22,
            -0.003_673_428_44,
            0.005_739_507_73,
            -0.007_622_461_3,
            0.009_438_870_47,
            1.001_674_06,
            2.832_976_82,
        ];
        c.iter().fold(0.0, |p, &k| p * w + k) * y
    };
    for _ in 0..2 {
        let e = libm::erf(x) - y;
        x -= e / (std::f64::consts::FRAC_2_SQRT_PI * (-x * x).exp());
    }
    x
}

/// The digamma function (the derivative of `lgamma`): reflection below 0.5, recurrence up to
/// 10, then the asymptotic series (to 1e-14). NaN at the poles (0, -1, -2, ...).
fn digamma(x: f64) -> f64 {
    if x.is_nan() || x == f64::NEG_INFINITY {
        return f64::NAN;
    }
    if x <= 0.0 && x == x.floor() {
        return f64::NAN;
    }
    if x < 0.5 {
        return digamma(1.0 - x) - std::f64::consts::PI / (std::f64::consts::PI * x).tan();
    }
    let (mut x, mut acc) = (x, 0.0);
    while x < 10.0 {
        acc -= 1.0 / x;
        x += 1.0;
    }
    let r = 1.0 / (x * x);
    let series =
        r * (1.0 / 12.0 - r * (1.0 / 120.0 - r * (1.0 / 252.0 - r * (1.0 / 240.0 - r / 132.0))));
    acc + x.ln() - 0.5 / x - series
}

/// `reduce_precision`: rounds an f32-representable value to `exponent_bits` and
/// `mantissa_bits`, as XLA does (round to nearest even, overflow to infinity, NaN kept).
pub fn reduce_precision(x: f64, exponent_bits: u32, mantissa_bits: u32) -> f64 {
    let v = x as f32;
    if v.is_nan() {
        return x;
    }
    let mut bits = v.to_bits();
    if mantissa_bits < 23 {
        let drop = 23 - mantissa_bits;
        let half = 1u32 << (drop - 1);
        let last = (bits >> drop) & 1;
        bits = bits.wrapping_add(half - 1 + last) & !((1u32 << drop) - 1);
    }
    if exponent_bits < 8 {
        let bias = (1i32 << (exponent_bits - 1)) - 1;
        let exp = ((bits >> 23) & 0xff) as i32 - 127;
        let sign = bits & 0x8000_0000;
        if exp > bias {
            bits = sign | 0x7f80_0000;
        } else if exp <= -bias {
            bits = sign;
        }
    }
    f32::from_bits(bits) as f64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_32_bit_integer_loops_give_what_eval_gives_once_stored() {
        let kinds = [
            OpKind::Add,
            OpKind::Subtract,
            OpKind::Multiply,
            OpKind::And,
            OpKind::Or,
            OpKind::Xor,
            OpKind::Not,
            OpKind::Maximum,
            OpKind::Minimum,
            OpKind::ShiftLeft,
            OpKind::ShiftRightLogical,
            OpKind::ShiftRightArithmetic,
        ];
        // Edge values of both types, shift counts in and out of range, and a spread of others.
        let mut vals: Vec<i64> = vec![0, 1, 2, 31, 32, 33, 63, 64, -1, -2, -31, -32, -33];
        vals.extend([
            i32::MIN as i64,
            i32::MAX as i64,
            u32::MAX as i64,
            0x8000_0000,
            0x7FFF_FFFF,
        ]);
        let mut x = 0x2545_F491_4F6C_DD1Du64;
        for _ in 0..200 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            vals.push((x as u32) as i64);
            vals.push((x as u32 as i32) as i64);
        }
        for elem in [ElemType::UInt(32), ElemType::Int(32)] {
            // Values of the type, as its tensors hold them.
            let typed: Vec<i64> = vals
                .iter()
                .map(|&v| match elem {
                    ElemType::UInt(_) => v as u32 as i64,
                    _ => v as i32 as i64,
                })
                .collect();
            let stored = |v: f64| {
                let mut b = [0u8; 8];
                crate::tensor::store(&mut b, elem, 0, v);
                crate::tensor::load(&b, elem, 0)
            };
            for kind in kinds {
                for &a in &typed {
                    let mut got = Vec::new();
                    let n = typed.len();
                    assert!(int32_each(
                        kind,
                        elem,
                        n,
                        |_| a,
                        |j| typed[j],
                        |_, v| got.push(v)
                    ));
                    for (j, &b) in typed.iter().enumerate() {
                        let want = stored(eval(kind, elem, &[a as f64, b as f64], None).unwrap());
                        // Wrapped as the kernels store it (from the integer, not an f64).
                        let got = match elem {
                            ElemType::UInt(_) => got[j] as u32 as f64,
                            _ => got[j] as i32 as f64,
                        };
                        assert_eq!(got, want, "{kind:?} {elem} {a} {b}");
                    }
                }
            }
        }
        assert!(!int32_each(
            OpKind::Add,
            ElemType::UInt(64),
            1,
            |_| 0,
            |_| 0,
            |_, _| {}
        ));
        assert!(!int32_each(
            OpKind::Divide,
            ElemType::Int(32),
            1,
            |_| 0,
            |_| 0,
            |_, _| {}
        ));
    }

    #[test]
    fn a_32_bit_integer_product_wraps_exactly() {
        // (2^32 - 1)^2 has 64 bits: wrapped to u32 it is 1; computed through an f64 it was not.
        let u = ElemType::UInt(32);
        let m = u32::MAX as f64;
        assert_eq!(eval(OpKind::Multiply, u, &[m, m], None).unwrap(), 1.0);
        let i = ElemType::Int(32);
        let big = i32::MAX as f64;
        assert_eq!(eval(OpKind::Multiply, i, &[big, big], None).unwrap(), 1.0);
        assert_eq!(
            eval(OpKind::Multiply, i, &[big, -3.0], None).unwrap(),
            (i32::MAX as i64 * -3) as i32 as f64
        );
    }

    #[test]
    fn float_to_integer_conversion_saturates_as_xla_does() {
        let (f, i32t, u8t, i8t) = (
            ElemType::F32,
            ElemType::Int(32),
            ElemType::UInt(8),
            ElemType::Int(8),
        );
        // What XLA:CPU gives for the same conversions (JAX 0.10.2).
        assert_eq!(converted(1e10, f, i32t), 2147483647.0);
        assert_eq!(converted(-1e10, f, i32t), -2147483648.0);
        assert_eq!(converted(f64::NAN, f, i32t), 0.0);
        assert_eq!(converted(-3.7, f, i32t), -3.0);
        assert_eq!(converted(300.0, f, u8t), 255.0);
        assert_eq!(converted(-1.0, f, u8t), 0.0);
        assert_eq!(converted(-300.0, f, i8t), -128.0);
        // Integer to integer wraps when stored; float to float rounds when stored.
        assert_eq!(converted(300.0, ElemType::Int(32), u8t), 300.0);
        assert_eq!(converted(1e10, f, ElemType::F16), 1e10);
    }

    #[test]
    fn erf_inv_inverts_erf_and_digamma_matches_known_values() {
        for y in [-0.999, -0.5, 0.0, 0.1, 0.9, 0.999999] {
            assert!((libm::erf(erf_inv(y)) - y).abs() < 1e-14, "{y}");
        }
        assert_eq!(erf_inv(1.0), f64::INFINITY);
        assert!(erf_inv(1.5).is_nan());
        // digamma(1) = -Euler-Mascheroni; digamma(0.5) = -gamma - 2 ln 2.
        let g = 0.577_215_664_901_532_9;
        assert!((digamma(1.0) + g).abs() < 1e-13);
        assert!((digamma(0.5) + g + 2.0 * std::f64::consts::LN_2).abs() < 1e-13);
        assert!(
            (digamma(-0.5)
                - (digamma(1.5) - std::f64::consts::PI / (-0.5 * std::f64::consts::PI).tan()))
            .abs()
                < 1e-12
        );
        assert!(digamma(-2.0).is_nan());
    }

    #[test]
    fn total_order_compares_rank_nan_and_signed_zeros() {
        let f = ElemType::F32;
        let lt = |total| {
            Some(Cmp {
                dir: CmpDir::Lt,
                total,
            })
        };
        let c = |a: f64, b: f64, total| eval(OpKind::Compare, f, &[a, b], lt(total)).unwrap();
        assert_eq!(c(1.0, f64::NAN, true), 1.0);
        assert_eq!(c(1.0, f64::NAN, false), 0.0);
        assert_eq!(c(-0.0, 0.0, true), 1.0);
        assert_eq!(c(-0.0, 0.0, false), 0.0);
    }

    #[test]
    fn next_after_steps_one_ulp_of_the_element_type() {
        let f = ElemType::F32;
        assert_eq!(next_after(1.0, 2.0, f), Ok(1.0 + f32::EPSILON as f64));
        assert_eq!(next_after(1.0, 0.0, f), Ok(1.0 - f32::EPSILON as f64 / 2.0));
        assert_eq!(next_after(0.0, -1.0, f), Ok(-(f32::from_bits(1) as f64)));
        assert_eq!(next_after(-1.0, -2.0, f), Ok(-1.0 - f32::EPSILON as f64));
        assert_eq!(next_after(3.0, 3.0, f), Ok(3.0));
        assert_eq!(next_after(1.0, 2.0, ElemType::F64), Ok(1.0 + f64::EPSILON));
        assert!(next_after(1.0, 2.0, ElemType::BF16).is_err());
    }
}
