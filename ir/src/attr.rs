//! Attributes: the constant data attached to ops (`<{...}>` properties and `{...}` dictionaries).
//!
//! Dialect attributes lowtide does not model (such as `#stablehlo.conv<...>`) are kept as their
//! exact text and re-printed verbatim, so they round-trip losslessly; typed views of the StableHLO
//! ones are in [`crate::stablehlo`].

use crate::types::{ElemType, Type};
use std::fmt;
use std::hash::{Hash, Hasher};

/// A float literal: either a decimal value or the exact bit pattern written as hex (`0xFF800000`).
#[derive(Copy, Clone, Debug)]
pub enum FloatLit {
    /// A decimal literal, kept at f64 precision.
    Value(f64),
    /// A hex literal: the bit pattern of the element type (used for infinities and NaNs).
    Bits(u64),
}

impl FloatLit {
    /// The value as f64, decoding hex bit patterns for the given element type.
    pub fn to_f64(self, elem: ElemType) -> f64 {
        match self {
            FloatLit::Value(v) => v,
            FloatLit::Bits(b) => match elem {
                ElemType::F32 => f32::from_bits(b as u32) as f64,
                ElemType::F16 => f16_bits_to_f64(b as u16),
                ElemType::BF16 => f32::from_bits((b as u32) << 16) as f64,
                _ => f64::from_bits(b),
            },
        }
    }
    fn key(self) -> (u8, u64) {
        match self {
            FloatLit::Value(v) => (0, v.to_bits()),
            FloatLit::Bits(b) => (1, b),
        }
    }
}

/// Decodes an IEEE half-precision bit pattern.
pub fn f16_bits_to_f64(h: u16) -> f64 {
    let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let exp = ((h >> 10) & 0x1f) as i32;
    let frac = (h & 0x3ff) as f64;
    sign * match exp {
        0 => frac * 2f64.powi(-24),
        31 if frac == 0.0 => f64::INFINITY,
        31 => f64::NAN,
        _ => (1.0 + frac / 1024.0) * 2f64.powi(exp - 15),
    }
}

impl PartialEq for FloatLit {
    fn eq(&self, o: &Self) -> bool {
        self.key() == o.key()
    }
}
impl Eq for FloatLit {}
impl Hash for FloatLit {
    fn hash<H: Hasher>(&self, h: &mut H) {
        self.key().hash(h)
    }
}

impl fmt::Display for FloatLit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            FloatLit::Bits(b) => write!(f, "0x{b:X}"),
            FloatLit::Value(v) => f.write_str(&format_float(v)),
        }
    }
}

/// Formats a finite float as the shortest MLIR float literal that reads back as the same f64.
pub fn format_float(v: f64) -> String {
    let a = v.abs();
    if a == 0.0 || (1e-4..1e16).contains(&a) {
        let s = format!("{v}");
        if s.contains('.') {
            s
        } else {
            s + ".0"
        }
    } else {
        let s = format!("{v:e}");
        let (m, e) = s.split_once('e').unwrap_or((&s, "0"));
        let m = if m.contains('.') {
            m.to_string()
        } else {
            format!("{m}.0")
        };
        format!("{m}e{e}")
    }
}

/// Encodes a non-finite value as a hex bit pattern of `elem`, the only way MLIR can spell it.
pub fn nonfinite_bits(v: f64, elem: ElemType) -> u64 {
    match elem {
        ElemType::F32 => (v as f32).to_bits() as u64,
        ElemType::BF16 => ((v as f32).to_bits() >> 16) as u64,
        ElemType::F16 => {
            if v.is_nan() {
                0x7e00
            } else if v > 0.0 {
                0x7c00
            } else {
                0xfc00
            }
        }
        _ => v.to_bits(),
    }
}

/// One element of a `dense<...>` literal or an `array<...>`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum DenseElem {
    /// An integer element.
    Int(i64),
    /// A float element.
    Float(FloatLit),
    /// `true` / `false`.
    Bool(bool),
}

impl DenseElem {
    /// The element as f64 for the given element type.
    pub fn to_f64(self, elem: ElemType) -> f64 {
        match self {
            DenseElem::Int(i) => i as f64,
            DenseElem::Float(x) => x.to_f64(elem),
            DenseElem::Bool(b) => b as u8 as f64,
        }
    }
    /// The element as an integer (floats truncate).
    pub fn to_i64(self) -> i64 {
        match self {
            DenseElem::Int(i) => i,
            DenseElem::Float(x) => x.to_f64(ElemType::F64) as i64,
            DenseElem::Bool(b) => b as i64,
        }
    }
}

impl fmt::Display for DenseElem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DenseElem::Int(i) => write!(f, "{i}"),
            DenseElem::Float(x) => write!(f, "{x}"),
            DenseElem::Bool(b) => write!(f, "{b}"),
        }
    }
}

/// The payload of a `dense<...>` attribute.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum DenseData {
    /// One value for every element.
    Splat(DenseElem),
    /// Every element, row-major.
    Elements(Vec<DenseElem>),
    /// Raw little-endian bytes, written as `"0x..."`.
    Hex(Vec<u8>),
}

/// `dense<...> : tensor<...>`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DenseAttr {
    /// The shaped type of the constant.
    pub ty: Type,
    /// The data.
    pub data: DenseData,
}

impl DenseAttr {
    /// Element `i` (row-major) when the data is a splat or an explicit list.
    pub fn elem(&self, i: usize) -> Option<DenseElem> {
        match &self.data {
            DenseData::Splat(e) => Some(*e),
            DenseData::Elements(v) => v.get(i).copied(),
            DenseData::Hex(_) => None,
        }
    }
    /// All elements as integers, if the data is not raw hex.
    pub fn ints(&self) -> Option<Vec<i64>> {
        let n = self.ty.as_tensor()?.num_elements()? as usize;
        (0..n)
            .map(|i| self.elem(i).map(DenseElem::to_i64))
            .collect()
    }
}

/// An attribute dictionary that keeps the order it was written in.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Dict(std::sync::Arc<Vec<(String, Attr)>>);

impl Dict {
    /// A dictionary of these entries, in this order.
    pub fn from_entries(entries: Vec<(String, Attr)>) -> Dict {
        Dict(std::sync::Arc::new(entries))
    }

    /// The entries, in order.
    pub fn entries(&self) -> &[(String, Attr)] {
        &self.0
    }

    /// The entries, to change: copied first when another dictionary shares them (copies of a
    /// module share their dictionaries until one is changed).
    pub fn entries_mut(&mut self) -> &mut Vec<(String, Attr)> {
        std::sync::Arc::make_mut(&mut self.0)
    }

    /// The attribute named `k`.
    pub fn get(&self, k: &str) -> Option<&Attr> {
        self.0.iter().find(|(n, _)| n == k).map(|(_, a)| a)
    }
    /// Sets (or replaces) attribute `k`.
    pub fn set(&mut self, k: &str, v: Attr) {
        match self.entries_mut().iter_mut().find(|(n, _)| n == k) {
            Some(slot) => slot.1 = v,
            None => self.entries_mut().push((k.to_string(), v)),
        }
    }
    /// Removes attribute `k`, returning it.
    pub fn remove(&mut self, k: &str) -> Option<Attr> {
        let i = self.0.iter().position(|(n, _)| n == k)?;
        Some(self.entries_mut().remove(i).1)
    }
    /// True when empty.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// Every attribute lowtide parses.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Attr {
    /// `unit` (or a bare key in a dictionary).
    Unit,
    /// `true` / `false`.
    Bool(bool),
    /// `42 : i32` (an untyped integer is `i64`).
    Int(i64, Type),
    /// `1.5 : f32` (an untyped float is `f64`).
    Float(FloatLit, Type),
    /// `"text"`.
    Str(String),
    /// A type used as an attribute.
    Type(Type),
    /// `[a, b]`.
    Array(Vec<Attr>),
    /// `array<i64: 1, 2>`.
    DenseArray(ElemType, Vec<DenseElem>),
    /// `dense<...> : type`.
    Dense(DenseAttr),
    /// `{a = 1, b}`.
    Dict(Dict),
    /// `@sym` or `@a::@b`.
    SymbolRef(Vec<String>),
    /// A dialect attribute, as its text after `#` (`stablehlo<precision DEFAULT>`).
    Opaque(String),
    /// `affine_map<(d0, d1) -> (d1)>`, as the text between its angle brackets.
    AffineMap(String),
}

impl Attr {
    /// `array<i64: ...>`.
    pub fn i64_array(v: &[i64]) -> Attr {
        Attr::DenseArray(
            ElemType::Int(64),
            v.iter().map(|&i| DenseElem::Int(i)).collect(),
        )
    }
    /// The integer of an `Int` attribute.
    pub fn as_int(&self) -> Option<i64> {
        match self {
            Attr::Int(i, _) => Some(*i),
            _ => None,
        }
    }
    /// The integers of an `array<i64: ...>` (or a `[1, 2]` array of integers).
    pub fn as_i64s(&self) -> Option<Vec<i64>> {
        match self {
            Attr::DenseArray(_, v) => Some(v.iter().map(|e| e.to_i64()).collect()),
            Attr::Array(v) => v.iter().map(Attr::as_int).collect(),
            _ => None,
        }
    }
    /// The string of a `Str` attribute.
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Attr::Str(s) => Some(s),
            _ => None,
        }
    }
    /// The type of a `Type` attribute.
    pub fn as_type(&self) -> Option<&Type> {
        match self {
            Attr::Type(t) => Some(t),
            _ => None,
        }
    }
}

/// Writes `s` as an MLIR string literal.
pub fn write_escaped(f: &mut impl fmt::Write, s: &str) -> fmt::Result {
    f.write_char('"')?;
    for b in s.bytes() {
        match b {
            b'"' => f.write_str("\\\"")?,
            b'\\' => f.write_str("\\\\")?,
            b'\n' => f.write_str("\\n")?,
            b'\t' => f.write_str("\\t")?,
            0x20..=0x7e => f.write_char(b as char)?,
            _ => write!(f, "\\{b:02X}")?,
        }
    }
    f.write_char('"')
}

/// True when `s` can be written as a bare identifier (dictionary key, symbol name).
pub fn is_bare_id(s: &str) -> bool {
    let mut it = s.bytes();
    matches!(it.next(), Some(b) if b.is_ascii_alphabetic() || b == b'_')
        && it.all(|b| b.is_ascii_alphanumeric() || b"_$.".contains(&b))
}

fn write_float_elem(
    f: &mut fmt::Formatter<'_>,
    x: FloatLit,
    elem: Option<ElemType>,
) -> fmt::Result {
    match (x, elem) {
        (FloatLit::Value(v), Some(e)) if !v.is_finite() => {
            write!(f, "0x{:X}", nonfinite_bits(v, e))
        }
        (FloatLit::Value(v), Some(e)) if e.is_float() => match mlir_float(v, e) {
            Some(s) => f.write_str(&s),
            None => write!(f, "0x{:X}", float_bits(v, e)),
        },
        _ => write!(f, "{x}"),
    }
}

/// The bit pattern of `v` rounded to `elem`.
fn float_bits(v: f64, elem: ElemType) -> u64 {
    match elem {
        ElemType::F32 => (v as f32).to_bits() as u64,
        ElemType::BF16 => (bf16_round(v).to_bits() >> 16) as u64,
        ElemType::F16 => f16_round_bits(v) as u64,
        _ => v.to_bits(),
    }
}

/// `v` rounded to bfloat16 (nearest, ties to even), as the f32 holding it.
fn bf16_round(v: f64) -> f32 {
    let b = (v as f32).to_bits();
    let rounded = b.wrapping_add(0x7fff + ((b >> 16) & 1)) & 0xffff_0000;
    f32::from_bits(rounded)
}

/// `v` rounded to IEEE half precision (nearest, ties to even), as its bits.
fn f16_round_bits(v: f64) -> u16 {
    let sign = if v.is_sign_negative() { 0x8000u16 } else { 0 };
    let a = v.abs();
    if a >= 65520.0 {
        return sign | 0x7c00;
    }
    // Scale to units of the smallest subnormal (2^-24) or of the value's own ulp.
    let e = if a < 2f64.powi(-14) {
        -14
    } else {
        a.log2().floor() as i32
    };
    let ulp = 2f64.powi(e.max(-14) - 10);
    let q = (a / ulp).round_ties_even();
    let val = q * ulp;
    if val == 0.0 {
        return sign;
    }
    let e = if val < 2f64.powi(-14) {
        -15
    } else {
        val.log2().floor() as i32
    };
    if e < -14 {
        return sign | (val / 2f64.powi(-24)) as u16;
    }
    let frac = ((val / 2f64.powi(e) - 1.0) * 1024.0).round() as u16;
    sign | (((e + 15) as u16) << 10) | frac
}

/// `v` (already a value of `elem`) as the float `elem` reads `s` as.
fn reads_back(s: &str, elem: ElemType) -> Option<f64> {
    Some(match elem {
        ElemType::F32 => s.parse::<f32>().ok()? as f64,
        ElemType::BF16 => bf16_round(s.parse::<f64>().ok()?) as f64,
        ElemType::F16 => f16_bits_to_f64(f16_round_bits(s.parse::<f64>().ok()?)),
        _ => s.parse::<f64>().ok()?,
    })
}

/// Formats a finite float of type `elem` as MLIR's printer does (`printFloatValue`): six
/// significant digits in exponent form (`2.000000e+00`) when they read back as the same
/// value, otherwise as many digits as the type holds (`0.699999988`); `None` when MLIR would
/// fall back to hex.
pub fn mlir_float(v: f64, elem: ElemType) -> Option<String> {
    let (v, precision_bits) = match elem {
        ElemType::F32 => ((v as f32) as f64, 24),
        ElemType::BF16 => (bf16_round(v) as f64, 8),
        ElemType::F16 => (f16_bits_to_f64(f16_round_bits(v)), 11),
        _ => (v, 53),
    };
    if !v.is_finite() {
        return None;
    }
    let short = apfloat_string(v, 6, 0, false);
    if reads_back(&short, elem).is_some_and(|r| r.to_bits() == v.to_bits()) {
        return Some(short);
    }
    let long = apfloat_string(v, 2 + precision_bits * 59 / 196, 3, true);
    long.contains('.').then_some(long)
}

/// LLVM's `APFloat::toString(precision, max_padding, truncate_zero)` for a finite `v`. Like
/// LLVM, it first drops whole decimal digits of the exact value that `precision` digits cannot
/// need (by a bit-count estimate, truncating), then rounds half up.
fn apfloat_string(v: f64, precision: usize, max_padding: i32, truncate_zero: bool) -> String {
    let mut out = String::new();
    if v.is_sign_negative() {
        out.push('-');
    }
    if v == 0.0 {
        if max_padding != 0 {
            out.push('0');
        } else if truncate_zero {
            out.push_str("0.0E+0");
        } else {
            out.push_str("0.0");
            out.extend(std::iter::repeat_n('0', precision.saturating_sub(1)));
            out.push_str("e+00");
        }
        return out;
    }
    let a = v.abs();
    // `a` = m * 2^e with m odd.
    let bits = a.to_bits();
    let (raw_exp, frac) = ((bits >> 52) as i32 & 0x7ff, bits & ((1u64 << 52) - 1));
    let (m, e) = if raw_exp == 0 {
        (frac, -1074)
    } else {
        (frac | (1u64 << 52), raw_exp - 1075)
    };
    let e = e + m.trailing_zeros() as i32;
    // The integer I = a * 10^t (t = -e when e < 0, else 0): its decimal digits and bit count.
    let exact = format!("{a:.770e}");
    let (mantissa, e10) = exact.split_once('e').unwrap_or((&exact, "0"));
    let e10: i32 = e10.parse().unwrap_or(0);
    let mut digits: Vec<u8> = mantissa.bytes().filter(u8::is_ascii_digit).collect();
    let (mut exp, int_bits) = if e < 0 {
        while digits.len() > 1 && digits.last() == Some(&b'0') {
            digits.pop();
        }
        let t = -e;
        let b = (a.log2() + t as f64 * std::f64::consts::LOG2_10).floor() as i64 + 1;
        (-t, b)
    } else {
        digits.truncate(e10 as usize + 1);
        digits.resize(e10 as usize + 1, b'0');
        (0, (raw_exp - 1023) as i64 + 1)
    };
    let required = (precision * 196).div_ceil(59) as i64;
    if int_bits > required {
        let removable = ((int_bits - required) * 59 / 196) as usize;
        let keep = digits.len().saturating_sub(removable).max(1);
        exp += (digits.len() - keep) as i32;
        digits.truncate(keep);
    }
    while digits.len() > 1 && digits.last() == Some(&b'0') {
        digits.pop();
        exp += 1;
    }
    if digits.len() > precision {
        exp += (digits.len() - precision) as i32;
        let up = digits[precision] >= b'5';
        digits.truncate(precision);
        if up {
            let mut i = precision;
            loop {
                if i == 0 {
                    digits.insert(0, b'1');
                    break;
                }
                i -= 1;
                if digits[i] == b'9' {
                    digits[i] = b'0';
                } else {
                    digits[i] += 1;
                    break;
                }
            }
        }
        while digits.len() > 1 && digits.last() == Some(&b'0') {
            digits.pop();
            exp += 1;
        }
    }
    let n = digits.len() as i32;
    let scientific = if max_padding == 0 {
        true
    } else if exp >= 0 {
        exp > max_padding || n + exp > precision as i32
    } else {
        let msd = exp + n - 1;
        msd < 0 && -msd > max_padding
    };
    let text = |d: &[u8]| String::from_utf8_lossy(d).into_owned();
    if scientific {
        let e = exp + n - 1;
        out.push(digits[0] as char);
        out.push('.');
        if n == 1 && truncate_zero {
            out.push('0');
        } else {
            out.push_str(&text(&digits[1..]));
        }
        if !truncate_zero && precision as i32 > n - 1 {
            out.extend(std::iter::repeat_n(
                '0',
                (precision as i32 - n + 1) as usize,
            ));
        }
        out.push(if truncate_zero { 'E' } else { 'e' });
        out.push(if e >= 0 { '+' } else { '-' });
        let mag = e.unsigned_abs().to_string();
        if !truncate_zero && mag.len() < 2 {
            out.push('0');
        }
        out.push_str(&mag);
    } else if exp >= 0 {
        out.push_str(&text(&digits));
        out.extend(std::iter::repeat_n('0', exp as usize));
    } else {
        let whole = exp + n;
        if whole > 0 {
            out.push_str(&text(&digits[..whole as usize]));
            out.push('.');
            out.push_str(&text(&digits[whole as usize..]));
        } else {
            out.push_str("0.");
            out.extend(std::iter::repeat_n('0', (-whole) as usize));
            out.push_str(&text(&digits));
        }
    }
    out
}

fn write_elem(f: &mut fmt::Formatter<'_>, e: DenseElem, elem: Option<ElemType>) -> fmt::Result {
    match e {
        DenseElem::Float(x) => write_float_elem(f, x, elem),
        // An integer element of a float tensor prints as a float so MLIR reads it as one.
        DenseElem::Int(i) if elem.is_some_and(ElemType::is_float) => {
            write!(f, "{}", format_float(i as f64))
        }
        other => write!(f, "{other}"),
    }
}

fn write_nested(
    f: &mut fmt::Formatter<'_>,
    elems: &[DenseElem],
    dims: &[u64],
    elem: Option<ElemType>,
) -> fmt::Result {
    match dims.split_first() {
        None => write_elem(f, elems[0], elem),
        Some((&n, rest)) => {
            let stride: u64 = rest.iter().product();
            f.write_str("[")?;
            for i in 0..n as usize {
                if i > 0 {
                    f.write_str(", ")?;
                }
                let s = i * stride as usize;
                write_nested(f, &elems[s..s + stride as usize], rest, elem)?;
            }
            f.write_str("]")
        }
    }
}

impl fmt::Display for DenseAttr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let elem = self.ty.elem();
        f.write_str("dense<")?;
        match &self.data {
            DenseData::Splat(e) => write_elem(f, *e, elem)?,
            DenseData::Hex(bytes) => {
                f.write_str("\"0x")?;
                for b in bytes {
                    write!(f, "{b:02X}")?;
                }
                f.write_str("\"")?;
            }
            // One value throughout prints as a splat, as MLIR prints it.
            DenseData::Elements(v) if !v.is_empty() && v.iter().all(|e| *e == v[0]) => {
                write_elem(f, v[0], elem)?
            }
            DenseData::Elements(v) => {
                let dims = self.ty.as_tensor().and_then(|t| t.static_dims());
                match dims {
                    Some(d)
                        if d.iter().try_fold(1u64, |a, &x| a.checked_mul(x))
                            == Some(v.len() as u64)
                            && !v.is_empty() =>
                    {
                        write_nested(f, v, &d, elem)?
                    }
                    _ => {
                        f.write_str("[")?;
                        for (i, e) in v.iter().enumerate() {
                            if i > 0 {
                                f.write_str(", ")?;
                            }
                            write_elem(f, *e, elem)?;
                        }
                        f.write_str("]")?;
                    }
                }
            }
        }
        write!(f, "> : {}", self.ty)
    }
}

impl fmt::Display for Dict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("{")?;
        for (i, (k, v)) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            if is_bare_id(k) {
                f.write_str(k)?;
            } else {
                write_escaped(f, k)?;
            }
            if *v != Attr::Unit {
                write!(f, " = {v}")?;
            }
        }
        f.write_str("}")
    }
}

impl fmt::Display for Attr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Attr::Unit => f.write_str("unit"),
            Attr::Bool(b) => write!(f, "{b}"),
            Attr::Int(i, ty) => write!(f, "{i} : {ty}"),
            Attr::Float(x, ty) => {
                write_float_elem(f, *x, ty.elem())?;
                write!(f, " : {ty}")
            }
            Attr::Str(s) => write_escaped(f, s),
            Attr::Type(t) => write!(f, "{t}"),
            Attr::Array(v) => {
                f.write_str("[")?;
                for (i, a) in v.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{a}")?;
                }
                f.write_str("]")
            }
            Attr::DenseArray(e, v) => {
                write!(f, "array<{e}")?;
                for (i, x) in v.iter().enumerate() {
                    f.write_str(if i == 0 { ": " } else { ", " })?;
                    write_elem(f, *x, Some(*e))?;
                }
                f.write_str(">")
            }
            Attr::Dense(d) => write!(f, "{d}"),
            Attr::Dict(d) => write!(f, "{d}"),
            Attr::SymbolRef(path) => {
                for (i, p) in path.iter().enumerate() {
                    if i > 0 {
                        f.write_str("::")?;
                    }
                    f.write_str("@")?;
                    if is_bare_id(p) {
                        f.write_str(p)?;
                    } else {
                        write_escaped(f, p)?;
                    }
                }
                Ok(())
            }
            Attr::Opaque(s) => write!(f, "#{s}"),
            Attr::AffineMap(s) => write!(f, "affine_map<{s}>"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn floats_print_as_mlir_literals() {
        assert_eq!(format_float(0.0), "0.0");
        assert_eq!(format_float(256.0), "256.0");
        assert_eq!(format_float(0.01), "0.01");
        assert_eq!(format_float(9.99999974e-6), "9.99999974e-6");
        assert_eq!(format_float(-3.40282347e38), "-3.40282347e38");
        assert_eq!(format_float(1e-7), "1.0e-7");
        assert_eq!(f16_bits_to_f64(0x3c00), 1.0);
        assert_eq!(nonfinite_bits(f64::NEG_INFINITY, ElemType::F32), 0xFF800000);
    }

    #[test]
    fn dense_prints_nested_by_shape() {
        let d = DenseAttr {
            ty: Type::tensor(&[2, 2], ElemType::Int(64)),
            data: DenseData::Elements([0, 1, 0, 1].map(DenseElem::Int).to_vec()),
        };
        assert_eq!(d.to_string(), "dense<[[0, 1], [0, 1]]> : tensor<2x2xi64>");
    }
}

#[cfg(test)]
mod float_tests {
    use super::*;

    /// What jaxlib's MLIR prints for `dense<V> : tensor<T>`, recorded once with
    /// `ir.Module.parse(...).operation.get_asm()`.
    const JAXLIB: &[(&str, ElemType, &str)] = &[
        ("0.01", ElemType::F32, "0.00999999977"),
        ("1.0e-5", ElemType::F32, "9.99999974E-6"),
        ("2.0", ElemType::F32, "2.000000e+00"),
        ("0.1", ElemType::F32, "1.000000e-01"),
        ("0.7", ElemType::F32, "0.699999988"),
        ("1.0e10", ElemType::F32, "1.000000e+10"),
        ("123456789.0", ElemType::F32, "0x4CEB79A3"),
        ("0.3", ElemType::F32, "3.000000e-01"),
        ("-2.5", ElemType::F32, "-2.500000e+00"),
        ("1.0e-45", ElemType::F32, "1.401300e-45"),
        ("3.4028235e38", ElemType::F32, "3.40282347E+38"),
        ("16777217.0", ElemType::F32, "0x4B800000"),
        ("0.333333343", ElemType::F32, "0.333333343"),
        ("-0.0", ElemType::F32, "-0.000000e+00"),
        ("65504.0", ElemType::F32, "6.550400e+04"),
        ("1.0e-7", ElemType::F32, "1.000000e-07"),
        ("5.0e-324", ElemType::F32, "0.000000e+00"),
        ("0.01", ElemType::F64, "1.000000e-02"),
        ("1.0e-5", ElemType::F64, "1.000000e-05"),
        ("2.0", ElemType::F64, "2.000000e+00"),
        ("0.1", ElemType::F64, "1.000000e-01"),
        ("0.7", ElemType::F64, "0.69999999999999996"),
        ("1.0e10", ElemType::F64, "1.000000e+10"),
        ("123456789.0", ElemType::F64, "0x419D6F3454000000"),
        ("0.3", ElemType::F64, "3.000000e-01"),
        ("-2.5", ElemType::F64, "-2.500000e+00"),
        ("1.0e-45", ElemType::F64, "9.9999999999999998E-46"),
        ("3.4028235e38", ElemType::F64, "3.4028234999999999E+38"),
        ("16777217.0", ElemType::F64, "0x4170000010000000"),
        ("0.333333343", ElemType::F64, "0.333333343"),
        ("-0.0", ElemType::F64, "-0.000000e+00"),
        ("65504.0", ElemType::F64, "6.550400e+04"),
        ("1.0e-7", ElemType::F64, "9.9999999999999995E-8"),
        ("5.0e-324", ElemType::F64, "4.940660e-324"),
        ("0.01", ElemType::F16, "1.000210e-02"),
        ("1.0e-5", ElemType::F16, "1.001360e-05"),
        ("2.0", ElemType::F16, "2.000000e+00"),
        ("0.1", ElemType::F16, "9.997550e-02"),
        ("0.7", ElemType::F16, "7.001950e-01"),
        ("1.0e10", ElemType::F16, "0x7C00"),
        ("123456789.0", ElemType::F16, "0x7C00"),
        ("0.3", ElemType::F16, "3.000490e-01"),
        ("-2.5", ElemType::F16, "-2.500000e+00"),
        ("1.0e-45", ElemType::F16, "0.000000e+00"),
        ("3.4028235e38", ElemType::F16, "0x7C00"),
        ("16777217.0", ElemType::F16, "0x7C00"),
        ("0.333333343", ElemType::F16, "3.332520e-01"),
        ("-0.0", ElemType::F16, "-0.000000e+00"),
        ("65504.0", ElemType::F16, "6.550400e+04"),
        ("1.0e-7", ElemType::F16, "1.192090e-07"),
        ("5.0e-324", ElemType::F16, "0.000000e+00"),
        ("0.01", ElemType::BF16, "1.000980e-02"),
        ("1.0e-5", ElemType::BF16, "1.001360e-05"),
        ("2.0", ElemType::BF16, "2.000000e+00"),
        ("0.1", ElemType::BF16, "1.000980e-01"),
        ("0.7", ElemType::BF16, "6.992180e-01"),
        ("1.0e10", ElemType::BF16, "9.999220e+09"),
        ("123456789.0", ElemType::BF16, "1.232080e+08"),
        ("0.3", ElemType::BF16, "3.007810e-01"),
        ("-2.5", ElemType::BF16, "-2.500000e+00"),
        ("1.0e-45", ElemType::BF16, "0.000000e+00"),
        ("3.4028235e38", ElemType::BF16, "0x7F80"),
        ("16777217.0", ElemType::BF16, "1.677720e+07"),
        ("0.333333343", ElemType::BF16, "3.339840e-01"),
        ("-0.0", ElemType::BF16, "-0.000000e+00"),
        ("65504.0", ElemType::BF16, "6.553600e+04"),
        ("1.0e-7", ElemType::BF16, "1.001170e-07"),
        ("5.0e-324", ElemType::BF16, "0.000000e+00"),
    ];

    #[test]
    fn floats_print_as_mlir_prints_them() {
        for &(text, elem, want) in JAXLIB {
            let v: f64 = text.parse().unwrap();
            let got = mlir_float(v, elem).unwrap_or_else(|| format!("0x{:X}", float_bits(v, elem)));
            assert_eq!(got, want, "{text} as {elem}");
        }
    }
}
