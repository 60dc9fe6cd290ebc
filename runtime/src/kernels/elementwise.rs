//! Elementwise ops (including compare, select, clamp, convert and reduce_precision): each
//! output element from the same-index elements of the operands; a scalar `select` predicate
//! or `clamp` bound applies to every element. Reading element k before writing element k makes
//! these safe to run in place.

use crate::scalar::{eval, reduce_precision, Cmp};
use crate::tensor::Buf;
use lowtide_ir::{Attr, Module, Op, OpKind};

pub fn run(m: &Module, op: Op, kind: OpKind, ins: &[Buf], outs: &[Buf]) -> Result<(), String> {
    let out = &outs[0];
    let n = out.numel();
    let cmp = Cmp::of(m, op)?;
    // The element type the op computes in: the data operands' type.
    let elem = match kind {
        OpKind::Select | OpKind::Clamp => ins[1].elem,
        _ => ins.first().map_or(out.elem, |b| b.elem),
    };
    if kind == OpKind::ReducePrecision {
        let e = m
            .attr(op, "exponent_bits")
            .and_then(Attr::as_int)
            .unwrap_or(8) as u32;
        let mb = m
            .attr(op, "mantissa_bits")
            .and_then(Attr::as_int)
            .unwrap_or(23) as u32;
        for i in 0..n {
            out.set(
                i,
                reduce_precision(ins[0].get(i), e.clamp(1, 8), mb.min(23)),
            );
        }
        return Ok(());
    }
    if f32_fast_path(kind, ins, out) {
        return Ok(());
    }
    let mut args = [0.0f64; 3];
    for i in 0..n {
        for (k, b) in ins.iter().enumerate() {
            args[k] = if b.numel() == 1 { b.get(0) } else { b.get(i) };
        }
        let v = eval(kind, elem, &args[..ins.len()], cmp)?;
        out.set(i, crate::scalar::converted(v, elem, out.elem));
    }
    Ok(())
}

/// The common f32 ops with same-shape operands, the op chosen once outside the loop. Computes
/// in f32 where that is exact to the rounding of the f64 path (add, subtract, multiply,
/// divide, max, min, negate, abs are correctly rounded either way); transcendental ops go
/// through f64 as in [`eval`].
fn f32_fast_path(kind: OpKind, ins: &[Buf], out: &Buf) -> bool {
    use lowtide_ir::ElemType::F32;
    let n = out.numel();
    if out.elem != F32 || ins.iter().any(|b| b.elem != F32 || b.numel() != n) {
        return false;
    }
    // Every view holds exactly n f32 elements (checked above and when the view was made), so
    // raw loops over 0..n stay inside them. Raw pointers, not slices: the output may be the
    // same memory as an input when the op runs in place, and element i is read before it is
    // written.
    let o = out.ptr() as *mut f32;
    macro_rules! binary {
        ($f:expr) => {{
            let (a, b) = (ins[0].ptr() as *const f32, ins[1].ptr() as *const f32);
            for i in 0..n {
                // SAFETY: i < n, see above.
                unsafe {
                    let (x, y) = (a.add(i).read_unaligned(), b.add(i).read_unaligned());
                    o.add(i).write_unaligned($f(x, y));
                }
            }
            true
        }};
    }
    macro_rules! unary {
        ($f:expr) => {{
            let a = ins[0].ptr() as *const f32;
            for i in 0..n {
                // SAFETY: i < n, see above.
                unsafe {
                    let x = a.add(i).read_unaligned() as f64;
                    o.add(i).write_unaligned($f(x) as f32);
                }
            }
            true
        }};
    }
    match kind {
        OpKind::Add => binary!(|x: f32, y: f32| x + y),
        OpKind::Subtract => binary!(|x: f32, y: f32| x - y),
        OpKind::Multiply => binary!(|x: f32, y: f32| x * y),
        OpKind::Divide => binary!(|x: f32, y: f32| x / y),
        OpKind::Maximum => binary!(|x: f32, y: f32| if x.is_nan() || y.is_nan() {
            f32::NAN
        } else {
            x.max(y)
        }),
        OpKind::Minimum => binary!(|x: f32, y: f32| if x.is_nan() || y.is_nan() {
            f32::NAN
        } else {
            x.min(y)
        }),
        OpKind::Negate => unary!(|x: f64| -x),
        OpKind::Abs => unary!(|x: f64| x.abs()),
        OpKind::Exponential => unary!(|x: f64| x.exp()),
        OpKind::Log => unary!(|x: f64| x.ln()),
        OpKind::Tanh => unary!(|x: f64| x.tanh()),
        OpKind::Rsqrt => unary!(|x: f64| 1.0 / x.sqrt()),
        OpKind::Sqrt => unary!(|x: f64| x.sqrt()),
        _ => false,
    }
}
