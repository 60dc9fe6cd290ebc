//! Types: tensors, scalars, memrefs, functions, tuples and opaque dialect types.
//!
//! Printed exactly as MLIR's builtin types are (`tensor<2x?xf32>`, `(f32) -> i1`), so anything
//! lowtide prints is read back by upstream `mlir-opt`.

use std::fmt;

/// The element (scalar) types lowtide knows.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ElemType {
    /// 16-bit IEEE float.
    F16,
    /// bfloat16.
    BF16,
    /// 32-bit IEEE float.
    F32,
    /// 64-bit IEEE float.
    F64,
    /// Signless integer of the given bit width (`i1`, `i8`, `i32`, ...).
    Int(u16),
    /// Signed integer (`si32`).
    SInt(u16),
    /// Unsigned integer (`ui32`).
    UInt(u16),
    /// `index`.
    Index,
}

impl ElemType {
    /// Bit width (index counts as 64).
    pub fn bits(self) -> u32 {
        match self {
            ElemType::F16 | ElemType::BF16 => 16,
            ElemType::F32 => 32,
            ElemType::F64 | ElemType::Index => 64,
            ElemType::Int(w) | ElemType::SInt(w) | ElemType::UInt(w) => w as u32,
        }
    }
    /// Bytes one element takes on its own: a scalar, or an element of a file or constant
    /// (`i1` takes one byte). Tensors in buffers pack `i1` tighter: [`ElemType::storage_bytes`].
    pub fn byte_size(self) -> u64 {
        (self.bits() as u64).div_ceil(8)
    }
    /// Bytes `n` elements take in a buffer. `i1` packs eight to a byte (element `i` is bit
    /// `i % 8` of byte `i / 8`), so a comparison's mask takes 1/32 of the f32 values it
    /// compares; every other type takes [`ElemType::byte_size`] an element. `None` on overflow.
    pub fn storage_bytes(self, n: u64) -> Option<u64> {
        if self.is_bool() {
            Some(n.div_ceil(8))
        } else {
            n.checked_mul(self.byte_size())
        }
    }
    /// True for the floating-point types.
    pub fn is_float(self) -> bool {
        matches!(
            self,
            ElemType::F16 | ElemType::BF16 | ElemType::F32 | ElemType::F64
        )
    }
    /// True for integer and index types (including `i1`).
    pub fn is_integer(self) -> bool {
        !self.is_float()
    }
    /// True for `i1`.
    pub fn is_bool(self) -> bool {
        self == ElemType::Int(1)
    }
    /// Parses a scalar type keyword such as `f32`, `i1`, `ui8`, `index`.
    pub fn from_keyword(s: &str) -> Option<ElemType> {
        let width = |d: &str| -> Option<u16> {
            if d.is_empty() || !d.bytes().all(|b| b.is_ascii_digit()) {
                return None;
            }
            d.parse::<u16>().ok().filter(|w| (1..=128).contains(w))
        };
        Some(match s {
            "f16" => ElemType::F16,
            "bf16" => ElemType::BF16,
            "f32" => ElemType::F32,
            "f64" => ElemType::F64,
            "index" => ElemType::Index,
            _ => {
                if let Some(d) = s.strip_prefix("si") {
                    ElemType::SInt(width(d)?)
                } else if let Some(d) = s.strip_prefix("ui") {
                    ElemType::UInt(width(d)?)
                } else if let Some(d) = s.strip_prefix('i') {
                    ElemType::Int(width(d)?)
                } else {
                    return None;
                }
            }
        })
    }
}

impl fmt::Display for ElemType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ElemType::F16 => f.write_str("f16"),
            ElemType::BF16 => f.write_str("bf16"),
            ElemType::F32 => f.write_str("f32"),
            ElemType::F64 => f.write_str("f64"),
            ElemType::Index => f.write_str("index"),
            ElemType::Int(w) => write!(f, "i{w}"),
            ElemType::SInt(w) => write!(f, "si{w}"),
            ElemType::UInt(w) => write!(f, "ui{w}"),
        }
    }
}

/// A dimension size; `None` is a dynamic (`?`) dimension.
pub type Dim = Option<u64>;

/// `tensor<...>`: ranked (with possibly dynamic dims) or unranked (`tensor<*xf32>`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TensorType {
    /// `None` for an unranked tensor.
    pub shape: Option<Vec<Dim>>,
    /// The element type.
    pub elem: ElemType,
}

impl TensorType {
    /// A ranked tensor with static dims.
    pub fn new(dims: &[u64], elem: ElemType) -> Self {
        TensorType {
            shape: Some(dims.iter().map(|&d| Some(d)).collect()),
            elem,
        }
    }
    /// The static dims, if the tensor is ranked and fully static.
    pub fn static_dims(&self) -> Option<Vec<u64>> {
        self.shape.as_ref()?.iter().copied().collect()
    }
    /// Rank, if ranked.
    pub fn rank(&self) -> Option<usize> {
        self.shape.as_ref().map(|s| s.len())
    }
    /// Number of elements, if static (and not overflowing `u64`).
    pub fn num_elements(&self) -> Option<u64> {
        // No vector of the dims: every pass asks this of every value, many times.
        self.shape
            .as_ref()?
            .iter()
            .try_fold(1u64, |acc, &d| acc.checked_mul(d?))
    }
    /// Bytes of a dense row-major buffer of this tensor (`i1` packed eight to a byte), if
    /// static (and not overflowing `u64`).
    pub fn byte_size(&self) -> Option<u64> {
        self.elem.storage_bytes(self.num_elements()?)
    }
}

/// A function type `(inputs) -> results`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FunctionType {
    /// Argument types.
    pub inputs: Vec<Type>,
    /// Result types.
    pub results: Vec<Type>,
}

impl FunctionType {
    /// `(inputs) -> results`.
    pub fn new(inputs: Vec<Type>, results: Vec<Type>) -> Self {
        FunctionType { inputs, results }
    }
}

/// Every type lowtide can parse and print.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Type {
    /// A scalar such as `f32` or `i1`.
    Scalar(ElemType),
    /// `tensor<...>`.
    Tensor(TensorType),
    /// `memref<...>`, with an optional layout/memory-space suffix kept as text.
    MemRef {
        /// Element type and shape.
        tensor: TensorType,
        /// Everything after the element type (`, strided<[1]>`), verbatim.
        suffix: String,
    },
    /// `(a, b) -> c`.
    Function(Box<FunctionType>),
    /// `tuple<a, b>`.
    Tuple(Vec<Type>),
    /// `none`.
    None,
    /// A dialect type such as `!stablehlo.token`, kept as its text after `!`.
    Opaque(String),
}

impl Type {
    /// A ranked static tensor type.
    pub fn tensor(dims: &[u64], elem: ElemType) -> Type {
        Type::Tensor(TensorType::new(dims, elem))
    }
    /// The tensor type, if this is one.
    pub fn as_tensor(&self) -> Option<&TensorType> {
        match self {
            Type::Tensor(t) => Some(t),
            _ => None,
        }
    }
    /// The shape and element type of a memref, if this is one.
    pub fn as_memref(&self) -> Option<&TensorType> {
        match self {
            Type::MemRef { tensor, .. } => Some(tensor),
            _ => None,
        }
    }
    /// The element type of a tensor, memref or scalar.
    pub fn elem(&self) -> Option<ElemType> {
        match self {
            Type::Scalar(e) => Some(*e),
            Type::Tensor(t) | Type::MemRef { tensor: t, .. } => Some(t.elem),
            _ => None,
        }
    }
    /// Elements of a statically shaped tensor type.
    pub fn num_elements(&self) -> Option<u64> {
        self.as_tensor()?.num_elements()
    }
    /// Bytes a value of this type occupies, when known statically.
    pub fn byte_size(&self) -> Option<u64> {
        match self {
            Type::Scalar(e) => Some(e.byte_size()),
            Type::Tensor(t) | Type::MemRef { tensor: t, .. } => t.byte_size(),
            Type::Tuple(ts) => ts
                .iter()
                .try_fold(0u64, |acc, t| acc.checked_add(t.byte_size()?)),
            _ => None,
        }
    }
}

fn write_dims(f: &mut fmt::Formatter<'_>, t: &TensorType) -> fmt::Result {
    match &t.shape {
        None => f.write_str("*x")?,
        Some(dims) => {
            for d in dims {
                match d {
                    Some(n) => write!(f, "{n}x")?,
                    None => f.write_str("?x")?,
                }
            }
        }
    }
    write!(f, "{}", t.elem)
}

fn write_list(f: &mut fmt::Formatter<'_>, ts: &[Type]) -> fmt::Result {
    for (i, t) in ts.iter().enumerate() {
        if i > 0 {
            f.write_str(", ")?;
        }
        write!(f, "{t}")?;
    }
    Ok(())
}

impl fmt::Display for FunctionType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("(")?;
        write_list(f, &self.inputs)?;
        f.write_str(") -> ")?;
        // A single non-function result prints bare, as MLIR does.
        if self.results.len() == 1 && !matches!(self.results[0], Type::Function(_)) {
            write!(f, "{}", self.results[0])
        } else {
            f.write_str("(")?;
            write_list(f, &self.results)?;
            f.write_str(")")
        }
    }
}

impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Type::Scalar(e) => write!(f, "{e}"),
            Type::Tensor(t) => {
                f.write_str("tensor<")?;
                write_dims(f, t)?;
                f.write_str(">")
            }
            Type::MemRef { tensor, suffix } => {
                f.write_str("memref<")?;
                write_dims(f, tensor)?;
                write!(f, "{suffix}>")
            }
            Type::Function(ft) => write!(f, "{ft}"),
            Type::Tuple(ts) => {
                f.write_str("tuple<")?;
                write_list(f, ts)?;
                f.write_str(">")
            }
            Type::None => f.write_str("none"),
            Type::Opaque(s) => write!(f, "!{s}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_matches_mlir() {
        assert_eq!(
            Type::tensor(&[2, 3], ElemType::F32).to_string(),
            "tensor<2x3xf32>"
        );
        assert_eq!(
            Type::tensor(&[], ElemType::Int(1)).to_string(),
            "tensor<i1>"
        );
        let f = FunctionType {
            inputs: vec![Type::Scalar(ElemType::F32)],
            results: vec![Type::Scalar(ElemType::Int(1)), Type::None],
        };
        assert_eq!(f.to_string(), "(f32) -> (i1, none)");
        assert_eq!(ElemType::from_keyword("ui8"), Some(ElemType::UInt(8)));
        assert_eq!(ElemType::from_keyword("i0"), None);
        assert_eq!(ElemType::from_keyword("ix"), None);
    }

    #[test]
    fn sizes() {
        let t = TensorType::new(&[4, 5], ElemType::F32);
        assert_eq!(t.byte_size(), Some(80));
        assert_eq!(TensorType::new(&[3], ElemType::Int(1)).byte_size(), Some(1));
        assert_eq!(
            TensorType::new(&[2, 9], ElemType::Int(1)).byte_size(),
            Some(3)
        );
        assert_eq!(TensorType::new(&[], ElemType::Int(1)).byte_size(), Some(1));
    }
}
