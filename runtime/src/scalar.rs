//! Scalar semantics of every elementwise op, in one place: the elementwise kernels, `compare`,
//! `select`, `clamp`, `convert` and the bodies of reductions all evaluate through [`eval`].
//! Values travel as f64; integer ops work on the integer value and wrap like the element type
//! when stored.

use lowtide_ir::stablehlo::CmpDir;
use lowtide_ir::{ElemType, OpKind};

/// Evaluates elementwise op `kind` on scalar arguments whose element type is `elem` (the
/// operands' type; for `select`/`clamp` the type of the data operands). `dir` is `compare`'s
/// direction.
pub fn eval(kind: OpKind, elem: ElemType, a: &[f64], dir: Option<CmpDir>) -> Result<f64, String> {
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
            if int {
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
        OpKind::Convert | OpKind::BitcastConvert => x,
        OpKind::Compare => {
            let d = dir.ok_or("compare without a direction")?;
            b(match d {
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
