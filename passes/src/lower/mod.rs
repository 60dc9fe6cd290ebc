//! Lowering a planned step out of lowtide's tensor IR: [`to_memref`] (`lower-to-memref`)
//! writes the plan in upstream MLIR's `memref`, `linalg`, `arith` and `math` dialects, so
//! MLIR's own tools can verify it and MLIR compilers can take it from there.
//!
//! - [`to_memref`]: the pass: the function's buffers, the arena and its views, copies;
//! - [`loops`]: ops as `linalg.generic` loops over those views;
//! - [`scalar`]: elementwise ops on scalars (the loops' bodies);
//! - [`affine`]: the loops' indexing maps.
//!
//! The lowered form is described in `docs/MEMREF.md`.

mod affine;
mod loops;
mod scalar;
pub mod to_memref;

use lowtide_ir::location::Location;
use lowtide_ir::{Attr, Block, Module, Op, OpName, Type, Value};

/// Appends new ops to one block, each at the location of the op it lowers.
pub(crate) struct Emit<'m> {
    pub m: &'m mut Module,
    pub block: Block,
    pub loc: Location,
}

impl Emit<'_> {
    /// Appends op `name` with these operands, result types and properties.
    pub fn op(
        &mut self,
        name: &str,
        operands: &[Value],
        results: Vec<Type>,
        props: &[(&str, Attr)],
    ) -> Op {
        let op = self
            .m
            .create_op(OpName::new(name), operands.to_vec(), results);
        for (k, v) in props {
            self.m.ops[op].properties.set(k, v.clone());
        }
        self.m.ops[op].loc = self.loc.clone();
        self.m.append_op(self.block, op);
        op
    }

    /// Appends op `name` with one result of type `ty`, returning the result.
    pub fn value(
        &mut self,
        name: &str,
        operands: &[Value],
        ty: Type,
        props: &[(&str, Attr)],
    ) -> Value {
        let op = self.op(name, operands, vec![ty], props);
        self.m.ops[op].results[0]
    }

    /// An `index` constant.
    pub fn index(&mut self, v: i64) -> Value {
        let ty = Type::Scalar(lowtide_ir::ElemType::Index);
        self.value(
            "arith.constant",
            &[],
            ty.clone(),
            &[("value", Attr::Int(v, ty))],
        )
    }
}

/// `array<i32: ...>`: an `operandSegmentSizes` property.
pub(crate) fn segments(sizes: &[usize]) -> Attr {
    Attr::DenseArray(
        lowtide_ir::ElemType::Int(32),
        sizes
            .iter()
            .map(|&s| lowtide_ir::attr::DenseElem::Int(s as i64))
            .collect(),
    )
}

/// Appends a block argument of type `ty` to `block`.
pub(crate) fn add_arg(m: &mut Module, block: Block, ty: Type) -> Value {
    let i = m.blocks[block].args.len() as u32;
    let v = m.values.push(lowtide_ir::module::ValueData::new(
        ty,
        lowtide_ir::module::ValueDef::Arg(block, i),
    ));
    m.blocks[block].args.push(v);
    m.blocks[block].arg_locs.push(Location::Unknown);
    v
}

/// The memref a tensor of type `t` lives in: its shape with signless elements (`ui32` is
/// `i32`), except `i1`, which buffers pack eight to a byte: `memref<Nxi8>` of its bytes.
pub(crate) fn memref_type(t: &lowtide_ir::types::TensorType) -> Option<Type> {
    use lowtide_ir::types::TensorType;
    use lowtide_ir::ElemType;
    let dims = t.static_dims()?;
    let tensor = if t.elem.is_bool() {
        TensorType::new(&[t.byte_size()?], ElemType::Int(8))
    } else {
        let elem = match scalar::scalar_type(t.elem) {
            Type::Scalar(e) => e,
            _ => unreachable!("scalar_type gives scalars"),
        };
        TensorType::new(&dims, elem)
    };
    Some(Type::MemRef {
        tensor,
        suffix: String::new(),
    })
}
