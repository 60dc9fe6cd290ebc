//! Elementwise ops (including compare, select, clamp, convert and reduce_precision): each
//! output element from the same-index elements of the operands; a scalar `select` predicate
//! or `clamp` bound applies to every element. Reading element k before writing element k makes
//! these safe to run in place, and on the machine's cores (each on its own elements).

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
        return split(n, 1, |part| {
            for i in part {
                out.set(
                    i,
                    reduce_precision(ins[0].get(i), e.clamp(1, 8), mb.min(23)),
                );
            }
            Ok(())
        });
    }
    if let Some(fast) = f32_fast_path(kind, ins, out).or_else(|| int32_fast_path(kind, ins, out)) {
        use super::parallel::{each_by, min_items, ALIGN};
        each_by(n, min_items(crate::scalar::cost(kind)), ALIGN, fast);
        return Ok(());
    }
    split(n, crate::scalar::cost(kind), |part| {
        let mut args = [0.0f64; 3];
        for i in part {
            for (k, b) in ins.iter().enumerate() {
                args[k] = if b.numel() == 1 { b.get(0) } else { b.get(i) };
            }
            let v = eval(kind, elem, &args[..ins.len()], cmp)?;
            out.set(i, crate::scalar::converted(v, elem, out.elem));
        }
        Ok(())
    })
}

/// `f` over the elements `0..n`, each costing `cost` (`scalar::cost`), on the machine's cores
/// when there is enough work.
fn split(
    n: usize,
    cost: usize,
    f: impl Fn(std::ops::Range<usize>) -> Result<(), String>,
) -> Result<(), String> {
    super::parallel::split(n, super::parallel::min_items(cost), f)
}

/// The 32-bit integer ops of [`crate::scalar::int32_each`] with same-shape operands of the
/// result's type: the loop over a range of the elements, or `None`.
fn int32_fast_path<'a>(
    kind: OpKind,
    ins: &'a [Buf],
    out: &'a Buf,
) -> Option<Box<dyn Fn(std::ops::Range<usize>) + 'a>> {
    let (n, elem) = (out.numel(), out.elem);
    let none = |_: usize| 0;
    let fits = !ins.is_empty() && ins.iter().all(|b| b.elem == elem && b.numel() == n);
    if !fits || !crate::scalar::int32_each(kind, elem, 0, none, none, |_, _| {}) {
        return None;
    }
    let unsigned = matches!(elem, lowtide_ir::ElemType::UInt(_));
    let a = ins[0].ptr() as *const u32;
    // A unary op reads its one operand twice (`not` ignores the second).
    let b = ins.get(1).unwrap_or(&ins[0]).ptr() as *const u32;
    let o = out.ptr() as *mut u32;
    Some(Box::new(move |part: std::ops::Range<usize>| {
        let end = part.end.min(n);
        let len = end.saturating_sub(part.start);
        // SAFETY (every access below): start + j < n elements in every view (checked above);
        // element i is read before it is written.
        let at = |p: *const u32, j: usize| unsafe { p.add(part.start + j).read_unaligned() };
        let put = |j: usize, v: i64| unsafe { o.add(part.start + j).write_unaligned(v as u32) };
        if unsigned {
            crate::scalar::int32_each(
                kind,
                elem,
                len,
                |j| at(a, j) as i64,
                |j| at(b, j) as i64,
                put,
            );
        } else {
            let (x, y) = (|j| at(a, j) as i32 as i64, |j| at(b, j) as i32 as i64);
            crate::scalar::int32_each(kind, elem, len, x, y, put);
        }
    }))
}

/// The common f32 ops with same-shape operands, the op chosen once outside the loop. Computes
/// in f32 where that is exact to the rounding of the f64 path (add, subtract, multiply,
/// divide, max, min, negate, abs are correctly rounded either way); transcendental ops go
/// through f64 as in [`eval`]; `select` with an `i1` predicate copies the chosen element. The
/// loop over a range of the elements, or `None` when the op has no fast path.
fn f32_fast_path<'a>(
    kind: OpKind,
    ins: &'a [Buf],
    out: &'a Buf,
) -> Option<Box<dyn Fn(std::ops::Range<usize>) + 'a>> {
    use lowtide_ir::ElemType::{Int, F32};
    let n = out.numel();
    if kind == OpKind::Select
        && out.elem == F32
        && ins[0].elem == Int(1)
        && ins[1..].iter().all(|b| b.elem == F32 && b.numel() == n)
    {
        // The predicate's bits (packed eight to a byte), or one for every element.
        let (p, a, b) = (
            ins[0].ptr() as *const u8,
            ins[1].ptr() as *const f32,
            ins[2].ptr() as *const f32,
        );
        let one = ins[0].numel() == 1;
        let o = out.ptr() as *mut f32;
        return Some(Box::new(move |part: std::ops::Range<usize>| {
            for i in part.start..part.end.min(n) {
                let k = if one { 0 } else { i };
                // SAFETY: i < n elements in every view (checked above), k / 8 < the
                // predicate's bytes.
                unsafe {
                    let take = *p.add(k / 8) >> (k % 8) & 1 != 0;
                    let v = if take { a.add(i) } else { b.add(i) }.read_unaligned();
                    o.add(i).write_unaligned(v);
                }
            }
        }));
    }
    if out.elem != F32 || ins.iter().any(|b| b.elem != F32 || b.numel() != n) {
        return None;
    }
    // Every view holds exactly n f32 elements (checked above and when the view was made), so
    // raw loops over 0..n stay inside them. Raw pointers, not slices: the output may be the
    // same memory as an input when the op runs in place, and element i is read before it is
    // written.
    let o = out.ptr() as *mut f32;
    macro_rules! binary {
        ($f:expr) => {{
            let (a, b) = (ins[0].ptr() as *const f32, ins[1].ptr() as *const f32);
            Some(Box::new(move |part: std::ops::Range<usize>| {
                for i in part.start..part.end.min(n) {
                    // SAFETY: i < n, see above.
                    unsafe {
                        let (x, y) = (a.add(i).read_unaligned(), b.add(i).read_unaligned());
                        o.add(i).write_unaligned($f(x, y));
                    }
                }
            }))
        }};
    }
    macro_rules! unary {
        ($f:expr) => {{
            let a = ins[0].ptr() as *const f32;
            Some(Box::new(move |part: std::ops::Range<usize>| {
                for i in part.start..part.end.min(n) {
                    // SAFETY: i < n, see above.
                    unsafe {
                        let x = a.add(i).read_unaligned() as f64;
                        o.add(i).write_unaligned($f(x) as f32);
                    }
                }
            }))
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
        _ => None,
    }
}
