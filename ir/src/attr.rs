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
pub struct Dict(pub Vec<(String, Attr)>);

impl Dict {
    /// The attribute named `k`.
    pub fn get(&self, k: &str) -> Option<&Attr> {
        self.0.iter().find(|(n, _)| n == k).map(|(_, a)| a)
    }
    /// Sets (or replaces) attribute `k`.
    pub fn set(&mut self, k: &str, v: Attr) {
        match self.0.iter_mut().find(|(n, _)| n == k) {
            Some(slot) => slot.1 = v,
            None => self.0.push((k.to_string(), v)),
        }
    }
    /// Removes attribute `k`, returning it.
    pub fn remove(&mut self, k: &str) -> Option<Attr> {
        let i = self.0.iter().position(|(n, _)| n == k)?;
        Some(self.0.remove(i).1)
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
}

impl Attr {
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
        _ => write!(f, "{x}"),
    }
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
