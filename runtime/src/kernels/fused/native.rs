//! Slots in their own width. A slot of an f32 value holds f32 elements, a slot of a 32-bit
//! integer or `i1` value 32-bit words (`i1` as 0 and 1) and one of a 64-bit integer value
//! 64-bit words, so the hot ops of a fused body (an f32 layer's arithmetic, threefry's adds,
//! xors and shifts, the 64-bit counters random bits start from) run on them directly, eight
//! lanes to an AVX2 vector, with no conversion per element. Every other slot holds f64.
//!
//! The results are the f64 path's bit for bit: an f32 sum, difference, product, quotient or
//! square root of f32 values is the f64 one rounded to f32 (f64 carries more than twice f32's
//! precision), the transcendental functions are still computed in f64 and rounded, and the
//! integer ops are `scalar::eval`'s wrapped to their width, as storing them does (64-bit ones
//! exactly, where f64 holds only values below 2^53: the same wherever the f64 path is exact).
//! An op with no
//! form here runs on f64 copies of its arguments (`widen`) and its result is narrowed back.

use super::{exact_int, CHUNK};
use crate::scalar::Cmp;
use crate::tensor::Buf;
use lowtide_ir::stablehlo::CmpDir;
use lowtide_ir::{ElemType, OpKind};

/// How a slot holds its elements.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Rep {
    F64,
    F32,
    /// 32-bit words: `ui32`, `i32` (two's complement) and `i1` (0 or 1).
    Word,
    /// 64-bit words: `ui64` and `i64` (two's complement).
    Long,
}

impl Rep {
    pub(super) fn of(elem: ElemType) -> Rep {
        match elem {
            ElemType::F32 => Rep::F32,
            ElemType::UInt(32) | ElemType::Int(32) | ElemType::SInt(32) | ElemType::Int(1) => {
                Rep::Word
            }
            ElemType::UInt(64) | ElemType::Int(64) | ElemType::SInt(64) => Rep::Long,
            _ => Rep::F64,
        }
    }
}

/// Slot `s`'s first `len` elements, as `T` (f64, f32 or u32 as its [`Rep`] says).
///
/// # Safety
/// `p` is the chunk memory, `s` one of its slots, `len <= CHUNK`, and no slice the caller
/// writes overlaps another it holds (each step writes a fresh slot).
#[inline(always)]
pub(super) unsafe fn slot<'a, T>(p: *mut f64, s: usize, len: usize) -> &'a mut [T] {
    std::slice::from_raw_parts_mut(p.add(s * CHUNK) as *mut T, len)
}

/// [`slot`], read only.
///
/// # Safety
/// As [`slot`].
#[inline(always)]
unsafe fn view<'a, T>(p: *mut f64, s: usize, len: usize) -> &'a [T] {
    slot(p, s, len)
}

/// The word a slot of `elem` holds for f64 value `v` (an integer of the type, as the f64
/// path's results are rounded to it).
#[inline(always)]
fn to_word(elem: ElemType, v: f64) -> u32 {
    match elem {
        ElemType::Int(1) => (v != 0.0) as u32,
        _ => exact_int(v) as u32,
    }
}

/// The f64 value of word `w` of a slot of `elem`.
#[inline(always)]
fn from_word(elem: ElemType, w: u32) -> f64 {
    match elem {
        ElemType::Int(32) | ElemType::SInt(32) => w as i32 as f64,
        _ => w as f64,
    }
}

/// The 64-bit word a slot of `elem` holds for f64 value `v` (an integer of the type).
#[inline(always)]
fn to_long(elem: ElemType, v: f64) -> u64 {
    match elem {
        ElemType::UInt(_) => v as u64,
        _ => v as i64 as u64,
    }
}

/// The f64 value of 64-bit word `w` of a slot of `elem`.
#[inline(always)]
fn from_long(elem: ElemType, w: u64) -> f64 {
    match elem {
        ElemType::UInt(_) => w as f64,
        _ => w as i64 as f64,
    }
}

/// Slot `s` (of `elem`) as f64 values in `dst`.
///
/// # Safety
/// As [`slot`], `dst` not overlapping slot `s`.
pub(super) unsafe fn widen(p: *mut f64, s: usize, elem: ElemType, dst: &mut [f64]) {
    let len = dst.len();
    match Rep::of(elem) {
        Rep::F64 => dst.copy_from_slice(slot::<f64>(p, s, len)),
        Rep::F32 => {
            for (d, &v) in dst.iter_mut().zip(slot::<f32>(p, s, len).iter()) {
                *d = v as f64;
            }
        }
        Rep::Word => {
            for (d, &w) in dst.iter_mut().zip(slot::<u32>(p, s, len).iter()) {
                *d = from_word(elem, w);
            }
        }
        Rep::Long => {
            for (d, &w) in dst.iter_mut().zip(slot::<u64>(p, s, len).iter()) {
                *d = from_long(elem, w);
            }
        }
    }
}

/// f64 values `src` (rounded to `elem`) into slot `s` of `elem`.
///
/// # Safety
/// As [`slot`], `src` not overlapping slot `s`.
pub(super) unsafe fn narrow(src: &[f64], p: *mut f64, s: usize, elem: ElemType) {
    let len = src.len();
    match Rep::of(elem) {
        Rep::F64 => slot::<f64>(p, s, len).copy_from_slice(src),
        Rep::F32 => {
            for (d, &v) in slot::<f32>(p, s, len).iter_mut().zip(src) {
                *d = v as f32;
            }
        }
        Rep::Word => {
            for (d, &v) in slot::<u32>(p, s, len).iter_mut().zip(src) {
                *d = to_word(elem, v);
            }
        }
        Rep::Long => {
            for (d, &v) in slot::<u64>(p, s, len).iter_mut().zip(src) {
                *d = to_long(elem, v);
            }
        }
    }
}

/// Elements `lo..lo + len` of `b` into slot `s` of `elem` when `b` holds them as the slot
/// does (f32 and 32-bit words; false, doing nothing, otherwise: `i1` tensors pack bits).
///
/// # Safety
/// As [`slot`].
pub(super) unsafe fn load(
    b: &Buf,
    lo: usize,
    p: *mut f64,
    s: usize,
    elem: ElemType,
    len: usize,
) -> bool {
    let Some(w) = width(b, elem, lo + len) else {
        return false;
    };
    // SAFETY: lo + len <= numel (`width`); bytes, as views need not be aligned.
    std::ptr::copy_nonoverlapping(b.ptr().add(lo * w), p.add(s * CHUNK) as *mut u8, len * w);
    true
}

/// Slot `s` of `elem` as elements `lo..lo + len` of `b`, when `b` holds them as the slot
/// does (false, doing nothing, otherwise).
///
/// # Safety
/// As [`slot`].
pub(super) unsafe fn store(
    b: &Buf,
    lo: usize,
    p: *mut f64,
    s: usize,
    elem: ElemType,
    len: usize,
) -> bool {
    let Some(w) = width(b, elem, lo + len) else {
        return false;
    };
    // SAFETY: as in `load`.
    std::ptr::copy_nonoverlapping(p.add(s * CHUNK) as *const u8, b.ptr().add(lo * w), len * w);
    true
}

/// The bytes an element takes when `b` holds `elem` values as a slot of `elem` does (f32, 32-
/// and 64-bit words; not `i1`, which tensors pack eight to a byte) and has `end` elements.
fn width(b: &Buf, elem: ElemType, end: usize) -> Option<usize> {
    let w = match Rep::of(elem) {
        Rep::F32 | Rep::Word if elem != ElemType::Int(1) => 4,
        Rep::Long => 8,
        _ => return None,
    };
    (b.elem == elem && end <= b.numel()).then_some(w)
}

/// Slot `s` of `elem` filled with `v` (rounded to `elem`).
///
/// # Safety
/// As [`slot`].
pub(super) unsafe fn fill(p: *mut f64, s: usize, elem: ElemType, len: usize, v: f64) {
    match Rep::of(elem) {
        Rep::F64 => slot::<f64>(p, s, len).fill(v),
        Rep::F32 => slot::<f32>(p, s, len).fill(v as f32),
        Rep::Word => slot::<u32>(p, s, len).fill(to_word(elem, v)),
        Rep::Long => slot::<u64>(p, s, len).fill(to_long(elem, v)),
    }
}

/// One elementwise step of a fused body, as `fused::Step::Apply` holds it.
pub(super) struct Apply<'a> {
    pub kind: OpKind,
    /// The operands' type (the data operands' for `select`).
    pub elem: ElemType,
    pub out: ElemType,
    pub cmp: Option<Cmp>,
    pub args: &'a [usize],
    pub dst: usize,
}

impl Apply<'_> {
    /// The element type of argument `k` (`elems` gives every slot's).
    fn arg(&self, elems: &[ElemType], k: usize) -> Option<ElemType> {
        self.args.get(k).map(|&s| elems[s])
    }

    /// Whether every argument is of `e`.
    fn all(&self, elems: &[ElemType], e: ElemType) -> bool {
        (0..self.args.len()).all(|k| self.arg(elems, k) == Some(e))
    }

    /// Whether this is a `select` of `e` values on an `i1` predicate.
    fn selects(&self, elems: &[ElemType], e: ElemType) -> bool {
        self.kind == OpKind::Select
            && self.arg(elems, 0) == Some(ElemType::Int(1))
            && self.arg(elems, 1) == Some(e)
            && self.arg(elems, 2) == Some(e)
    }
}

/// Runs `a` on its slots in their own width when it has a form here; false, doing nothing,
/// when it has none (the caller runs it on f64 copies).
///
/// # Safety
/// As [`slot`]; `elems` gives every slot's element type.
#[inline(always)]
pub(super) unsafe fn apply(a: &Apply, elems: &[ElemType], p: *mut f64, len: usize) -> bool {
    let all = |e: ElemType| a.all(elems, e);
    let f = |k: usize| view::<f32>(p, a.args.get(k).copied().unwrap_or(a.dst), len);
    let w = |k: usize| view::<u32>(p, a.args.get(k).copied().unwrap_or(a.dst), len);
    macro_rules! each {
        ($t:ty, |$j:ident| $e:expr) => {{
            let o = slot::<$t>(p, a.dst, len);
            for $j in 0..len {
                o[$j] = $e;
            }
            return true;
        }};
    }
    // The data operands all of `e` (a select's predicate apart).
    let data = |e: ElemType| match a.kind {
        OpKind::Select => a.selects(elems, e),
        _ => all(e),
    };
    let via_f64 = |g: fn(f64) -> f64| {
        let (x, o) = (f(0), slot::<f32>(p, a.dst, len));
        for j in 0..len {
            o[j] = g(x[j] as f64) as f32;
        }
        true
    };
    match (Rep::of(a.out), a.out) {
        // f32 results of f32 operands.
        (Rep::F32, _) if a.elem == ElemType::F32 && data(ElemType::F32) => {
            let (x, y, z) = (f(0), f(1), f(2));
            match a.kind {
                OpKind::Add => each!(f32, |j| x[j] + y[j]),
                OpKind::Subtract => each!(f32, |j| x[j] - y[j]),
                OpKind::Multiply => each!(f32, |j| x[j] * y[j]),
                OpKind::Divide => each!(f32, |j| x[j] / y[j]),
                OpKind::Negate => each!(f32, |j| -x[j]),
                OpKind::Abs => each!(f32, |j| x[j].abs()),
                OpKind::Sqrt => each!(f32, |j| x[j].sqrt()),
                OpKind::Convert => each!(f32, |j| x[j]),
                OpKind::Maximum => each!(f32, |j| if x[j].is_nan() || y[j].is_nan() {
                    f32::NAN
                } else {
                    x[j].max(y[j])
                }),
                OpKind::Minimum => each!(f32, |j| if x[j].is_nan() || y[j].is_nan() {
                    f32::NAN
                } else {
                    x[j].min(y[j])
                }),
                OpKind::Select => {
                    let pred = w(0);
                    each!(f32, |j| if pred[j] != 0 { y[j] } else { z[j] })
                }
                OpKind::Exponential => via_f64(f64::exp),
                OpKind::Tanh => via_f64(f64::tanh),
                OpKind::Log => via_f64(f64::ln),
                OpKind::Rsqrt => via_f64(|v| 1.0 / v.sqrt()),
                OpKind::Logistic => via_f64(|v| 1.0 / (1.0 + (-v).exp())),
                _ => false,
            }
        }
        // f32 from words.
        (Rep::F32, _)
            if a.kind == OpKind::Convert && Rep::of(a.elem) == Rep::Word && all(a.elem) =>
        {
            let x = w(0);
            match a.elem {
                ElemType::Int(32) | ElemType::SInt(32) => each!(f32, |j| x[j] as i32 as f32),
                _ => each!(f32, |j| x[j] as f32),
            }
        }
        (Rep::Word, out) => word(a, out, elems, p, len),
        (Rep::Long, out) => long(a, out, elems, p, len),
        _ => false,
    }
}

/// The integer ops of both word widths on words `$x`, `$y` of type `$u` (`$s` its signed
/// twin), each written through `$each!`; false for any other op.
macro_rules! int_ops {
    ($kind:expr, $signed:expr, $x:ident, $y:ident, $each:ident, $u:ty, $s:ty) => {
        match $kind {
            OpKind::Add => $each!(|j| $x[j].wrapping_add($y[j])),
            OpKind::Subtract => $each!(|j| $x[j].wrapping_sub($y[j])),
            OpKind::Multiply => $each!(|j| $x[j].wrapping_mul($y[j])),
            OpKind::And => $each!(|j| $x[j] & $y[j]),
            OpKind::Or => $each!(|j| $x[j] | $y[j]),
            OpKind::Xor => $each!(|j| $x[j] ^ $y[j]),
            OpKind::Not => $each!(|j| !$x[j]),
            // A shift by the width or more (or by a negative amount) gives 0.
            OpKind::ShiftLeft => $each!(|j| match $y[j] >= <$u>::BITS as $u {
                true => 0,
                false => $x[j] << $y[j],
            }),
            OpKind::ShiftRightLogical => $each!(|j| match $y[j] >= <$u>::BITS as $u {
                true => 0,
                false => $x[j] >> $y[j],
            }),
            OpKind::Maximum if $signed => $each!(|j| ($x[j] as $s).max($y[j] as $s) as $u),
            OpKind::Minimum if $signed => $each!(|j| ($x[j] as $s).min($y[j] as $s) as $u),
            OpKind::Maximum => $each!(|j| $x[j].max($y[j])),
            OpKind::Minimum => $each!(|j| $x[j].min($y[j])),
            _ => false,
        }
    };
}

/// [`apply`] for a word result.
#[inline(always)]
unsafe fn word(a: &Apply, out: ElemType, elems: &[ElemType], p: *mut f64, len: usize) -> bool {
    let arg_elem = |k: usize| a.arg(elems, k);
    let all = |e: ElemType| a.all(elems, e);
    let w = |k: usize| view::<u32>(p, a.args.get(k).copied().unwrap_or(a.dst), len);
    let o = slot::<u32>(p, a.dst, len);
    macro_rules! each {
        (|$j:ident| $e:expr) => {{
            for $j in 0..len {
                o[$j] = $e;
            }
            return true;
        }};
    }
    let signed = matches!(a.elem, ElemType::Int(32) | ElemType::SInt(32));
    let bool_ = a.elem == ElemType::Int(1);
    // Comparisons, as `eval` orders the operands' values.
    if a.kind == OpKind::Compare && out == ElemType::Int(1) {
        let Some(c) = a.cmp else { return false };
        macro_rules! cmp {
            ($x:expr, $y:expr) => {{
                let (fx, fy) = ($x, $y);
                match c.dir {
                    CmpDir::Eq => each!(|j| (fx(j) == fy(j)) as u32),
                    CmpDir::Ne => each!(|j| (fx(j) != fy(j)) as u32),
                    CmpDir::Lt => each!(|j| (fx(j) < fy(j)) as u32),
                    CmpDir::Le => each!(|j| (fx(j) <= fy(j)) as u32),
                    CmpDir::Gt => each!(|j| (fx(j) > fy(j)) as u32),
                    CmpDir::Ge => each!(|j| (fx(j) >= fy(j)) as u32),
                }
            }};
        }
        if a.elem == ElemType::F32 && all(ElemType::F32) && !c.total {
            let (x, y) = (
                slot::<f32>(p, a.args[0], len),
                slot::<f32>(p, a.args[1], len),
            );
            cmp!(|j: usize| x[j], |j: usize| y[j]);
        }
        if Rep::of(a.elem) == Rep::Word && all(a.elem) {
            let (x, y) = (w(0), w(1));
            if signed {
                cmp!(|j: usize| x[j] as i32, |j: usize| y[j] as i32);
            }
            cmp!(|j: usize| x[j], |j: usize| y[j]);
        }
        if Rep::of(a.elem) == Rep::Long && all(a.elem) {
            let (x, y) = (
                slot::<u64>(p, a.args[0], len),
                slot::<u64>(p, a.args[1], len),
            );
            if a.elem == ElemType::UInt(64) {
                cmp!(|j: usize| x[j], |j: usize| y[j]);
            }
            cmp!(|j: usize| x[j] as i64, |j: usize| y[j] as i64);
        }
        return false;
    }
    // Conversions into words.
    if a.kind == OpKind::Convert && a.args.len() == 1 {
        match (arg_elem(0), out) {
            (Some(ElemType::F32), ElemType::Int(1)) => {
                let x = slot::<f32>(p, a.args[0], len);
                each!(|j| (x[j] != 0.0) as u32)
            }
            // Truncated toward zero, saturating, NaN to 0 (`scalar::converted`).
            (Some(ElemType::F32), ElemType::UInt(32)) => {
                let x = slot::<f32>(p, a.args[0], len);
                each!(|j| x[j] as u32)
            }
            (Some(ElemType::F32), _) => {
                let x = slot::<f32>(p, a.args[0], len);
                each!(|j| x[j] as i32 as u32)
            }
            // Between word types: the same bits, or 0 and 1 for `i1`.
            (Some(e), ElemType::Int(1)) if Rep::of(e) == Rep::Word => {
                let x = w(0);
                each!(|j| (x[j] != 0) as u32)
            }
            (Some(e), _) if Rep::of(e) == Rep::Word => {
                let x = w(0);
                each!(|j| x[j])
            }
            // From 64-bit words: 0 and 1, or the low 32 bits.
            (Some(e), ElemType::Int(1)) if Rep::of(e) == Rep::Long => {
                let x = slot::<u64>(p, a.args[0], len);
                each!(|j| (x[j] != 0) as u32)
            }
            (Some(e), _) if Rep::of(e) == Rep::Long => {
                let x = slot::<u64>(p, a.args[0], len);
                each!(|j| x[j] as u32)
            }
            _ => return false,
        }
    }
    if a.selects(elems, out) {
        let (c, x, y) = (w(0), w(1), w(2));
        each!(|j| if c[j] != 0 { x[j] } else { y[j] })
    }
    if a.elem != out || !all(out) {
        return false;
    }
    let (x, y) = (w(0), w(1));
    // `i1`: the logical ops only (an `i1` sum is not a bitwise one).
    if bool_ {
        match a.kind {
            OpKind::And => each!(|j| x[j] & y[j]),
            OpKind::Or => each!(|j| x[j] | y[j]),
            OpKind::Xor => each!(|j| x[j] ^ y[j]),
            OpKind::Not => each!(|j| x[j] ^ 1),
            _ => return false,
        }
    }
    match a.kind {
        OpKind::ShiftRightArithmetic if signed => each!(|j| {
            let s = (y[j] as i32).clamp(0, 31);
            ((x[j] as i32) >> s) as u32
        }),
        // (`eval` shifts an unsigned value's bits in, as the logical shift does.)
        OpKind::ShiftRightArithmetic => each!(|j| if y[j] >= 32 { 0 } else { x[j] >> y[j] }),
        _ => int_ops!(a.kind, signed, x, y, each, u32, i32),
    }
}

/// [`apply`] for a 64-bit word result.
#[inline(always)]
unsafe fn long(a: &Apply, out: ElemType, elems: &[ElemType], p: *mut f64, len: usize) -> bool {
    let arg_elem = |k: usize| a.arg(elems, k);
    let all = |e: ElemType| a.all(elems, e);
    let l = |k: usize| view::<u64>(p, a.args.get(k).copied().unwrap_or(a.dst), len);
    let o = slot::<u64>(p, a.dst, len);
    macro_rules! each {
        (|$j:ident| $e:expr) => {{
            for $j in 0..len {
                o[$j] = $e;
            }
            return true;
        }};
    }
    let signed = out != ElemType::UInt(64);
    // From 32-bit words: zero- or sign-extended as their type is signed.
    if a.kind == OpKind::Convert && a.args.len() == 1 {
        let x = slot::<u32>(p, a.args[0], len);
        match arg_elem(0) {
            Some(ElemType::Int(32) | ElemType::SInt(32)) => each!(|j| x[j] as i32 as i64 as u64),
            Some(ElemType::UInt(32) | ElemType::Int(1)) => each!(|j| x[j] as u64),
            _ => return false,
        }
    }
    if a.selects(elems, out) {
        let (c, x, y) = (slot::<u32>(p, a.args[0], len), l(1), l(2));
        each!(|j| if c[j] != 0 { x[j] } else { y[j] })
    }
    if a.elem != out || !all(out) {
        return false;
    }
    let (x, y) = (l(0), l(1));
    int_ops!(a.kind, signed, x, y, each, u64, i64)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scalar::{converted, eval};

    /// Edge values of `elem` and a spread of others, as its tensors hold them.
    fn values(elem: ElemType) -> Vec<f64> {
        let mut x = 0x2545_F491_4F6C_DD1Du64;
        let mut next = move || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        let mut v: Vec<f64> = match elem {
            ElemType::F32 => {
                let mut v = vec![
                    0.0,
                    -0.0,
                    1.0,
                    -1.5,
                    0.5,
                    3.0e38,
                    -3.0e38,
                    1.0e-40,
                    -1.0e-45,
                    f64::INFINITY,
                    f64::NEG_INFINITY,
                    f64::NAN,
                    2147483648.0,
                    -2147483649.0,
                    4294967296.0,
                    88.0,
                    -104.0,
                ];
                v.extend((0..60).map(|_| f32::from_bits(next() as u32) as f64));
                v
            }
            ElemType::Int(1) => vec![0.0, 1.0],
            ElemType::UInt(64) | ElemType::Int(64) => {
                // Values an f64 holds exactly (the f64 path's reach), shift counts around 64.
                let mut v: Vec<f64> = [0i64, 1, 2, 31, 32, 63, 64, 65, -1, -2, -64, -65]
                    .iter()
                    .map(|&i| i as f64)
                    .collect();
                v.extend((0..60).map(|_| ((next() >> 12) as i64 - (1 << 51)) as f64));
                v
            }
            _ => {
                let mut v: Vec<f64> = [0i64, 1, 2, 31, 32, 33, 63, 64, -1, -2, -32, -33]
                    .iter()
                    .map(|&i| i as f64)
                    .collect();
                v.extend([i32::MIN as f64, i32::MAX as f64, u32::MAX as f64]);
                v.extend((0..60).map(|_| next() as u32 as f64));
                v
            }
        };
        for x in v.iter_mut() {
            let mut b = [0u8; 8];
            crate::tensor::store(&mut b, elem, 0, *x);
            *x = crate::tensor::load(&b, elem, 0);
        }
        v
    }

    /// Runs `kind` natively on every combination of `values` (pairs; the third operand of a
    /// select from the same list) and checks each result against `eval` rounded to `out`, as
    /// the f64 path computes it. Panics when the op has no native form.
    fn check(
        kind: OpKind,
        elem: ElemType,
        out: ElemType,
        arg_elems: &[ElemType],
        cmp: Option<Cmp>,
    ) {
        let n = arg_elems.len();
        let cols: Vec<Vec<f64>> = arg_elems.iter().map(|&e| values(e)).collect();
        // Every pair of the first two operands' values, in rows of at most CHUNK.
        let mut rows: Vec<Vec<f64>> = vec![Vec::new(); n];
        let (a, b) = (&cols[0], cols.get(1).unwrap_or(&cols[0]));
        for (i, &x) in a.iter().enumerate() {
            for (j, &y) in b.iter().enumerate() {
                rows[0].push(x);
                if n > 1 {
                    rows[1].push(y);
                }
                if n > 2 {
                    rows[2].push(cols[2][(i + j) % cols[2].len()]);
                }
            }
        }
        let mut elems = arg_elems.to_vec();
        elems.push(out);
        let mut buf = vec![0.0f64; (n + 2) * CHUNK];
        let p = buf.as_mut_ptr();
        let args: Vec<usize> = (0..n).collect();
        let (mut at, mut compared) = (0, 0);
        while at < rows[0].len() {
            let len = CHUNK.min(rows[0].len() - at);
            unsafe {
                for k in 0..n {
                    narrow(&rows[k][at..at + len], p, k, elems[k]);
                }
                let op = Apply {
                    kind,
                    elem,
                    out,
                    cmp,
                    args: &args,
                    dst: n,
                };
                assert!(
                    apply(&op, &elems, p, len),
                    "{kind:?} of {arg_elems:?} to {out:?} has no native form"
                );
                let got = slot::<f64>(p, n + 1, len);
                widen(p, n, out, got);
                for j in 0..len {
                    let xs: Vec<f64> = (0..n).map(|k| rows[k][at + j]).collect();
                    let want = eval(kind, elem, &xs, cmp).unwrap();
                    // 64-bit results: where the f64 path is exact (below 2^53, and not below
                    // 0 for an unsigned type, which it saturates); beyond, words wrap exactly.
                    let exact = want.abs() < 9_007_199_254_740_992.0
                        && (want >= 0.0 || out != ElemType::UInt(64));
                    if Rep::of(out) == Rep::Long && !exact {
                        continue;
                    }
                    let want = super::super::round(out, converted(want, elem, out));
                    compared += 1;
                    let same =
                        want.to_bits() == got[j].to_bits() || (want.is_nan() && got[j].is_nan());
                    assert!(
                        same,
                        "{kind:?} {elem:?} -> {out:?} of {xs:?}: {} but eval gives {want}",
                        got[j]
                    );
                }
            }
            at += len;
        }
        assert!(compared > 0, "{kind:?} of {arg_elems:?}: nothing compared");
    }

    const U32: ElemType = ElemType::UInt(32);
    const I32: ElemType = ElemType::Int(32);
    const U64: ElemType = ElemType::UInt(64);
    const I64: ElemType = ElemType::Int(64);
    const F32: ElemType = ElemType::F32;
    const I1: ElemType = ElemType::Int(1);

    fn compares() -> Vec<Option<Cmp>> {
        [
            CmpDir::Eq,
            CmpDir::Ne,
            CmpDir::Lt,
            CmpDir::Le,
            CmpDir::Gt,
            CmpDir::Ge,
        ]
        .into_iter()
        .map(|dir| Some(Cmp { dir, total: false }))
        .collect()
    }

    #[test]
    fn integer_ops_in_their_own_width_give_what_eval_gives_once_stored() {
        use OpKind::*;
        for e in [U32, I32, U64, I64] {
            let binary = [
                Add,
                Subtract,
                Multiply,
                And,
                Or,
                Xor,
                ShiftLeft,
                ShiftRightLogical,
                Maximum,
                Minimum,
            ];
            for kind in binary {
                check(kind, e, e, &[e, e], None);
            }
            // (A ui64 `not` of a value below 2^53 is beyond the f64 path's reach.)
            if e != U64 {
                check(Not, e, e, &[e], None);
            }
            for c in compares() {
                check(Compare, e, I1, &[e, e], c);
            }
            check(Select, e, e, &[I1, e, e], None);
            check(Convert, e, I1, &[e], None);
        }
        for e in [U32, I32] {
            check(ShiftRightArithmetic, e, e, &[e, e], None);
            for to in [U32, I32, U64, I64, F32] {
                check(Convert, e, to, &[e], None);
            }
        }
        for e in [U64, I64] {
            for to in [U32, I32] {
                check(Convert, e, to, &[e], None);
            }
        }
        for kind in [And, Or, Xor] {
            check(kind, I1, I1, &[I1, I1], None);
        }
        check(Not, I1, I1, &[I1], None);
        for to in [U32, I32, F32] {
            check(Convert, I1, to, &[I1], None);
        }
    }

    #[test]
    fn f32_ops_in_their_own_width_give_what_the_f64_path_gives() {
        use OpKind::*;
        for kind in [Add, Subtract, Multiply, Divide, Maximum, Minimum] {
            check(kind, F32, F32, &[F32, F32], None);
        }
        for kind in [
            Negate,
            Abs,
            Sqrt,
            Convert,
            Exponential,
            Tanh,
            Log,
            Rsqrt,
            Logistic,
        ] {
            check(kind, F32, F32, &[F32], None);
        }
        for c in compares() {
            check(Compare, F32, I1, &[F32, F32], c);
        }
        check(Select, F32, F32, &[I1, F32, F32], None);
        for to in [U32, I32, I1] {
            check(Convert, F32, to, &[F32], None);
        }
    }
}
