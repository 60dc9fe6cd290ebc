//! Emitting StableHLO ops into a block, with result types computed here: the one place the
//! model builder and `autodiff` make IR. Every helper inserts at the emitter's position and
//! moves past what it made; the verifier checks the result like any parsed module.

use lowtide_ir::attr::{DenseAttr, DenseData, DenseElem, FloatLit};
use lowtide_ir::module::{ValueData, ValueDef};
use lowtide_ir::stablehlo::DotDims;
use lowtide_ir::{Attr, Block, ElemType, Module, Op, OpName, Type, Value};

/// Inserts ops into `block` at `at`.
pub struct Emitter<'a> {
    /// The module.
    pub m: &'a mut Module,
    /// The block ops go into.
    pub block: Block,
    /// Where the next op goes.
    pub at: usize,
}

fn ints(v: &[i64]) -> Attr {
    Attr::DenseArray(
        ElemType::Int(64),
        v.iter().map(|&x| DenseElem::Int(x)).collect(),
    )
}

impl Emitter<'_> {
    /// The static dims of `v`.
    pub fn dims(&self, v: Value) -> Vec<u64> {
        self.m
            .ty(v)
            .as_tensor()
            .and_then(|t| t.static_dims())
            .unwrap_or_default()
    }

    /// The element type of `v`.
    pub fn elem(&self, v: Value) -> ElemType {
        self.m.ty(v).elem().unwrap_or(ElemType::F32)
    }

    /// Makes `name(operands)` with properties `props` and one result of type `ty`.
    pub fn op(
        &mut self,
        name: &str,
        operands: Vec<Value>,
        props: Vec<(&str, Attr)>,
        ty: Type,
    ) -> Value {
        let op = self.m.create_op(OpName::new(name), operands, vec![ty]);
        for (k, v) in props {
            self.m.ops[op].properties.set(k, v);
        }
        self.place(op);
        self.m.ops[op].results[0]
    }

    fn place(&mut self, op: Op) {
        self.m.ops[op].parent = Some(self.block);
        self.m.blocks[self.block].ops.insert(self.at, op);
        self.at += 1;
    }

    /// A 0-d constant.
    pub fn scalar(&mut self, x: f64, elem: ElemType) -> Value {
        let ty = Type::tensor(&[], elem);
        let e = if elem.is_float() {
            DenseElem::Float(FloatLit::Value(x))
        } else {
            DenseElem::Int(x as i64)
        };
        let value = Attr::Dense(DenseAttr {
            ty: ty.clone(),
            data: DenseData::Splat(e),
        });
        self.op("stablehlo.constant", vec![], vec![("value", value)], ty)
    }

    /// `x` broadcast to `dims`, operand dim `i` going to result dim `bd[i]`.
    pub fn broadcast(&mut self, x: Value, dims: &[u64], bd: &[i64]) -> Value {
        let ty = Type::tensor(dims, self.elem(x));
        self.op(
            "stablehlo.broadcast_in_dim",
            vec![x],
            vec![("broadcast_dimensions", ints(bd))],
            ty,
        )
    }

    /// A tensor of `dims` filled with `x`.
    pub fn splat(&mut self, x: f64, dims: &[u64], elem: ElemType) -> Value {
        let s = self.scalar(x, elem);
        self.broadcast(s, dims, &[])
    }

    /// An elementwise op over operands of one shape; the result has the first's type.
    pub fn ew(&mut self, name: &str, operands: &[Value]) -> Value {
        let ty = self.m.ty(operands[0]).clone();
        self.op(name, operands.to_vec(), vec![], ty)
    }

    /// `a OP b`, `b` broadcast from a 0-d tensor when it is one.
    pub fn with_scalar(&mut self, name: &str, a: Value, s: f64) -> Value {
        let b = self.splat(s, &self.dims(a), self.elem(a));
        self.ew(name, &[a, b])
    }

    /// `compare(a, b, dir)` (`dir` like `GT`).
    pub fn compare(&mut self, a: Value, b: Value, dir: &str) -> Value {
        let ty = Type::tensor(&self.dims(a), ElemType::Int(1));
        let d = Attr::Opaque(format!("stablehlo<comparison_direction {dir}>"));
        self.op(
            "stablehlo.compare",
            vec![a, b],
            vec![("comparison_direction", d)],
            ty,
        )
    }

    /// `convert(x)` to `elem`.
    pub fn convert(&mut self, x: Value, elem: ElemType) -> Value {
        let ty = Type::tensor(&self.dims(x), elem);
        self.op("stablehlo.convert", vec![x], vec![], ty)
    }

    /// An `iota` of `dims` counting along `dim`.
    pub fn iota(&mut self, dims: &[u64], dim: i64, elem: ElemType) -> Value {
        let i64t = Type::Scalar(ElemType::Int(64));
        self.op(
            "stablehlo.iota",
            vec![],
            vec![("iota_dimension", Attr::Int(dim, i64t))],
            Type::tensor(dims, elem),
        )
    }

    /// `reshape(x)` to `dims`.
    pub fn reshape(&mut self, x: Value, dims: &[u64]) -> Value {
        let ty = Type::tensor(dims, self.elem(x));
        self.op("stablehlo.reshape", vec![x], vec![], ty)
    }

    /// `transpose(x, perm)`.
    pub fn transpose(&mut self, x: Value, perm: &[i64]) -> Value {
        let d = self.dims(x);
        let out: Vec<u64> = perm.iter().map(|&p| d[p as usize]).collect();
        let ty = Type::tensor(&out, self.elem(x));
        self.op(
            "stablehlo.transpose",
            vec![x],
            vec![("permutation", ints(perm))],
            ty,
        )
    }

    /// `dot_general(a, b)` contracting `lc` of `a` with `rc` of `b`, no batch dims: the
    /// result has `a`'s free dims, then `b`'s.
    pub fn dot(&mut self, a: Value, b: Value, lc: &[i64], rc: &[i64]) -> Value {
        self.dot_general(a, b, &[], &[], lc, rc)
    }

    /// `dot_general(a, b)` with batch dims `lb`/`rb` and contracting dims `lc`/`rc`: the
    /// result has the batch dims, then `a`'s free dims, then `b`'s.
    pub fn dot_general(
        &mut self,
        a: Value,
        b: Value,
        lb: &[i64],
        rb: &[i64],
        lc: &[i64],
        rc: &[i64],
    ) -> Value {
        let (da, db) = (self.dims(a), self.dims(b));
        let free = |d: &[u64], skip: &[&[i64]]| -> Vec<u64> {
            (0..d.len())
                .filter(|i| !skip.iter().any(|s| s.contains(&(*i as i64))))
                .map(|i| d[i])
                .collect()
        };
        let mut out: Vec<u64> = lb.iter().map(|&i| da[i as usize]).collect();
        out.extend(free(&da, &[lb, lc]));
        out.extend(free(&db, &[rb, rc]));
        let dd = DotDims {
            lhs_batch: lb.to_vec(),
            rhs_batch: rb.to_vec(),
            lhs_contract: lc.to_vec(),
            rhs_contract: rc.to_vec(),
        };
        let ty = Type::tensor(&out, self.elem(a));
        self.op(
            "stablehlo.dot_general",
            vec![a, b],
            vec![("dot_dimension_numbers", dd.to_attr())],
            ty,
        )
    }

    /// `reduce(x)` over `dims` with `stablehlo.add` (`max`: `stablehlo.maximum` from -inf).
    pub fn reduce(&mut self, x: Value, dims: &[i64], max: bool) -> Value {
        let elem = self.elem(x);
        let init = self.scalar(if max { f64::NEG_INFINITY } else { 0.0 }, elem);
        let d = self.dims(x);
        let out: Vec<u64> = (0..d.len())
            .filter(|i| !dims.contains(&(*i as i64)))
            .map(|i| d[i])
            .collect();
        let op = self.m.create_op(
            OpName::new("stablehlo.reduce"),
            vec![x, init],
            vec![Type::tensor(&out, elem)],
        );
        self.m.ops[op].properties.set("dimensions", ints(dims));
        let name = if max {
            "stablehlo.maximum"
        } else {
            "stablehlo.add"
        };
        self.combiner(op, name, elem);
        self.place(op);
        self.m.ops[op].results[0]
    }

    /// Rows of a table: `gather(table [V, D...], ids [..])` -> `[.., D...]` (an embedding
    /// lookup; ids outside the table are clamped, as StableHLO does).
    pub fn take_rows(&mut self, table: Value, ids: Value) -> Value {
        let (td, id) = (self.dims(table), self.dims(ids));
        let r = id.len() as i64;
        let offset: Vec<String> = (0..td.len() as i64 - 1)
            .map(|i| (r + i).to_string())
            .collect();
        let dn = Attr::Opaque(format!(
            "stablehlo.gather<offset_dims = [{}], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = {r}>",
            offset.join(", ")
        ));
        let mut sizes = vec![1i64];
        sizes.extend(td[1..].iter().map(|&d| d as i64));
        let mut out = id.clone();
        out.extend(&td[1..]);
        let ty = Type::tensor(&out, self.elem(table));
        self.op(
            "stablehlo.gather",
            vec![table, ids],
            vec![("dimension_numbers", dn), ("slice_sizes", ints(&sizes))],
            ty,
        )
    }

    /// `scatter` adding `updates` into `operand` at `indices`, with the scatter dimension
    /// numbers given as text (`update_window_dims = [..], ...`).
    pub fn scatter_add(
        &mut self,
        operand: Value,
        indices: Value,
        updates: Value,
        dims: &str,
    ) -> Value {
        let elem = self.elem(operand);
        let op = self.m.create_op(
            OpName::new("stablehlo.scatter"),
            vec![operand, indices, updates],
            vec![self.m.ty(operand).clone()],
        );
        self.m.ops[op].properties.set(
            "scatter_dimension_numbers",
            Attr::Opaque(format!("stablehlo.scatter<{dims}>")),
        );
        self.combiner(op, "stablehlo.add", elem);
        self.place(op);
        self.m.ops[op].results[0]
    }

    /// Gives `op` its region: `name` of two 0-d `elem` values (a reduce or scatter body).
    fn combiner(&mut self, op: Op, name: &str, elem: ElemType) {
        let region = self.m.add_region(op);
        let s = Type::tensor(&[], elem);
        let body = self.m.create_block(vec![s.clone(), s.clone()]);
        self.m.append_block(region, body);
        let (p, q) = (self.m.blocks[body].args[0], self.m.blocks[body].args[1]);
        let c = self.m.create_op(OpName::new(name), vec![p, q], vec![s]);
        self.m.append_op(body, c);
        let r = self.m.ops[c].results[0];
        let ret = self
            .m
            .create_op(OpName::new("stablehlo.return"), vec![r], vec![]);
        self.m.append_op(body, ret);
    }

    /// Appends an argument of type `ty` to the block.
    pub fn add_arg(&mut self, ty: Type) -> Value {
        let i = self.m.blocks[self.block].args.len() as u32;
        let v = self.m.values.push(ValueData {
            ty,
            def: ValueDef::Arg(self.block, i),
        });
        self.m.blocks[self.block].args.push(v);
        self.m.blocks[self.block]
            .arg_locs
            .push(lowtide_ir::location::Location::Unknown);
        v
    }
}
