//! Emitting StableHLO ops into a block, with result types computed here: the one place the
//! model builder and `autodiff` make IR. Every helper inserts at the emitter's position and
//! moves past what it made; the verifier checks the result like any parsed module.

use lowtide_ir::attr::{DenseAttr, DenseData, DenseElem, FloatLit};
use lowtide_ir::module::{ValueData, ValueDef};
use lowtide_ir::stablehlo::{ConvDims, DotDims};
use lowtide_ir::{Attr, Block, ElemType, Module, Op, OpName, Type, Value};

/// A convolution's attributes besides its operands (defaults filled in).
#[derive(Clone, Debug)]
pub struct Conv {
    /// Layouts of input, kernel and output.
    pub dims: ConvDims,
    /// Window strides, per spatial dim.
    pub strides: Vec<i64>,
    /// (low, high) padding, per spatial dim.
    pub pad: Vec<(i64, i64)>,
    /// Input (transposed-convolution) dilation.
    pub lhs_dil: Vec<i64>,
    /// Kernel (atrous) dilation.
    pub rhs_dil: Vec<i64>,
    /// `feature_group_count`.
    pub groups: u64,
    /// `batch_group_count`.
    pub bgroups: u64,
    /// Whether the kernel's spatial dims are read reversed.
    pub reverse: bool,
}

impl Conv {
    /// A 2-d convolution of an NHWC image with an HWIO kernel into NHWC, the same stride
    /// and padding on both spatial dims.
    pub fn nhwc(stride: u64, pad: (i64, i64), groups: u64) -> Conv {
        Conv {
            dims: ConvDims::nhwc(),
            strides: vec![stride as i64; 2],
            pad: vec![pad; 2],
            lhs_dil: vec![1; 2],
            rhs_dil: vec![1; 2],
            groups,
            bgroups: 1,
            reverse: false,
        }
    }

    /// The attributes of convolution `op`.
    pub fn of(m: &Module, op: Op) -> Result<Conv, String> {
        let dims = ConvDims::parse(m.attr(op, "dimension_numbers"))?;
        let ns = dims.in_spatial.len();
        let list = |k: &str, d: i64, n: usize| -> Vec<i64> {
            match m.attr(op, k) {
                Some(Attr::Dense(a)) => a.ints().unwrap_or_default(),
                Some(a) => a.as_i64s().unwrap_or_default(),
                None => vec![d; n],
            }
        };
        let pad = list("padding", 0, 2 * ns);
        let count = |k: &str| m.attr(op, k).and_then(Attr::as_int).unwrap_or(1).max(1) as u64;
        Ok(Conv {
            strides: list("window_strides", 1, ns),
            pad: pad.chunks(2).map(|p| (p[0], p[1])).collect(),
            lhs_dil: list("lhs_dilation", 1, ns),
            rhs_dil: list("rhs_dilation", 1, ns),
            groups: count("feature_group_count"),
            bgroups: count("batch_group_count"),
            reverse: list("window_reversal", 0, ns).iter().any(|&r| r != 0),
            dims,
        })
    }
}

/// The size of `n` elements with `d - 1` holes between neighbours.
pub fn dilate(n: u64, d: i64) -> i64 {
    if n == 0 {
        0
    } else {
        1 + d * (n as i64 - 1)
    }
}

/// Positions of a window of `win` (dilated `wd`) sliding by `stride` over `n` elements
/// (dilated `bd`) padded by `lo`/`hi`.
pub fn window_out(n: u64, (lo, hi): (i64, i64), bd: i64, win: u64, wd: i64, stride: i64) -> u64 {
    let span = dilate(n, bd) + lo + hi - dilate(win, wd);
    if span < 0 {
        0
    } else {
        (span / stride.max(1) + 1) as u64
    }
}

fn pairs(p: &[(i64, i64)]) -> Attr {
    Attr::Dense(DenseAttr {
        ty: Type::tensor(&[p.len() as u64, 2], ElemType::Int(64)),
        data: DenseData::Elements(
            p.iter()
                .flat_map(|&(a, b)| [DenseElem::Int(a), DenseElem::Int(b)])
                .collect(),
        ),
    })
}

/// Inserts ops into `block` at `at`.
pub struct Emitter<'a> {
    /// The module.
    pub m: &'a mut Module,
    /// The block ops go into.
    pub block: Block,
    /// Where the next op goes.
    pub at: usize,
}

/// `array<i64: ...>`.
pub(crate) fn ints(v: &[i64]) -> Attr {
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
        self.combiner(op, name, elem, None);
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
        self.combiner(op, "stablehlo.add", elem, None);
        self.place(op);
        self.m.ops[op].results[0]
    }

    /// Gives `op` a region: `name` of two 0-d `elem` values (a reduce or scatter body), or
    /// their comparison in direction `cmp` (a select body).
    fn combiner(&mut self, op: Op, name: &str, elem: ElemType, cmp: Option<&str>) {
        let region = self.m.add_region(op);
        let s = Type::tensor(&[], elem);
        let body = self.m.create_block(vec![s.clone(), s.clone()]);
        self.m.append_block(region, body);
        let (p, q) = (self.m.blocks[body].args[0], self.m.blocks[body].args[1]);
        let ty = match cmp {
            Some(_) => Type::tensor(&[], ElemType::Int(1)),
            None => s,
        };
        let c = self.m.create_op(OpName::new(name), vec![p, q], vec![ty]);
        if let Some(dir) = cmp {
            self.m.ops[c].properties.set(
                "comparison_direction",
                Attr::Opaque(format!("stablehlo<comparison_direction {dir}>")),
            );
        }
        self.m.append_op(body, c);
        let r = self.m.ops[c].results[0];
        let ret = self
            .m
            .create_op(OpName::new("stablehlo.return"), vec![r], vec![]);
        self.m.append_op(body, ret);
    }

    /// A convolution of `x` with kernel `k`.
    pub fn conv(&mut self, x: Value, k: Value, c: &Conv) -> Value {
        let (xd, kd) = (self.dims(x), self.dims(k));
        let d = &c.dims;
        let mut out = vec![0u64; xd.len()];
        out[d.out_batch] = xd[d.in_batch] / c.bgroups.max(1);
        out[d.out_feature] = kd[d.k_out];
        for i in 0..d.in_spatial.len() {
            out[d.out_spatial[i]] = window_out(
                xd[d.in_spatial[i]],
                c.pad[i],
                c.lhs_dil[i],
                kd[d.k_spatial[i]],
                c.rhs_dil[i],
                c.strides[i],
            );
        }
        let i64t = Type::Scalar(ElemType::Int(64));
        let ns = d.in_spatial.len();
        let ty = Type::tensor(&out, self.elem(x));
        self.op(
            "stablehlo.convolution",
            vec![x, k],
            vec![
                (
                    "batch_group_count",
                    Attr::Int(c.bgroups as i64, i64t.clone()),
                ),
                ("dimension_numbers", d.to_attr()),
                ("feature_group_count", Attr::Int(c.groups as i64, i64t)),
                ("lhs_dilation", ints(&c.lhs_dil)),
                ("padding", pairs(&c.pad)),
                ("rhs_dilation", ints(&c.rhs_dil)),
                (
                    "window_reversal",
                    Attr::DenseArray(ElemType::Int(1), vec![DenseElem::Bool(c.reverse); ns]),
                ),
                ("window_strides", ints(&c.strides)),
            ],
            ty,
        )
    }

    /// `reduce_window(x)` taking the max over windows of `win` moved by `strides`, `x`
    /// padded with -inf by `pad` (one entry per dim of `x`).
    pub fn max_window(
        &mut self,
        x: Value,
        win: &[u64],
        strides: &[u64],
        pad: &[(i64, i64)],
    ) -> Value {
        let elem = self.elem(x);
        let init = self.scalar(f64::NEG_INFINITY, elem);
        let xd = self.dims(x);
        let out: Vec<u64> = (0..xd.len())
            .map(|i| window_out(xd[i], pad[i], 1, win[i], 1, strides[i] as i64))
            .collect();
        let op = self.m.create_op(
            OpName::new("stablehlo.reduce_window"),
            vec![x, init],
            vec![Type::tensor(&out, elem)],
        );
        self.set_window(op, win, strides, pad);
        self.combiner(op, "stablehlo.maximum", elem, None);
        self.place(op);
        self.m.ops[op].results[0]
    }

    /// `select_and_scatter`: each element of `src` added to the first maximum of its window
    /// of `x` (the transpose of [`Emitter::max_window`]), zero elsewhere.
    pub fn scatter_to_max(
        &mut self,
        x: Value,
        src: Value,
        win: &[u64],
        strides: &[u64],
        pad: &[(i64, i64)],
    ) -> Value {
        let elem = self.elem(x);
        let init = self.scalar(0.0, elem);
        let op = self.m.create_op(
            OpName::new("stablehlo.select_and_scatter"),
            vec![x, src, init],
            vec![self.m.ty(x).clone()],
        );
        self.set_window(op, win, strides, pad);
        self.combiner(op, "stablehlo.compare", elem, Some("GE"));
        self.combiner(op, "stablehlo.add", elem, None);
        self.place(op);
        self.m.ops[op].results[0]
    }

    fn set_window(&mut self, op: Op, win: &[u64], strides: &[u64], pad: &[(i64, i64)]) {
        let to_i = |v: &[u64]| v.iter().map(|&x| x as i64).collect::<Vec<_>>();
        let p = &mut self.m.ops[op].properties;
        p.set("padding", pairs(pad));
        p.set("window_dimensions", ints(&to_i(win)));
        p.set("window_strides", ints(&to_i(strides)));
    }

    /// `x[start..limit]` (unit strides).
    pub fn slice(&mut self, x: Value, start: &[u64], limit: &[u64]) -> Value {
        let out: Vec<u64> = start.iter().zip(limit).map(|(&s, &l)| l - s).collect();
        let to_i = |v: &[u64]| v.iter().map(|&x| x as i64).collect::<Vec<_>>();
        let ty = Type::tensor(&out, self.elem(x));
        self.op(
            "stablehlo.slice",
            vec![x],
            vec![
                ("start_indices", ints(&to_i(start))),
                ("limit_indices", ints(&to_i(limit))),
                ("strides", ints(&vec![1; start.len()])),
            ],
            ty,
        )
    }

    /// `xs` joined along `dim`.
    pub fn concat(&mut self, xs: &[Value], dim: usize) -> Value {
        let mut out = self.dims(xs[0]);
        out[dim] = xs.iter().map(|&x| self.dims(x)[dim]).sum();
        let ty = Type::tensor(&out, self.elem(xs[0]));
        let i64t = Type::Scalar(ElemType::Int(64));
        self.op(
            "stablehlo.concatenate",
            xs.to_vec(),
            vec![("dimension", Attr::Int(dim as i64, i64t))],
            ty,
        )
    }

    /// Appends an argument of type `ty` to the block.
    pub fn add_arg(&mut self, ty: Type) -> Value {
        let i = self.m.blocks[self.block].args.len() as u32;
        let v = self
            .m
            .values
            .push(ValueData::new(ty, ValueDef::Arg(self.block, i)));
        self.m.blocks[self.block].args.push(v);
        self.m.blocks[self.block]
            .arg_locs
            .push(lowtide_ir::location::Location::Unknown);
        v
    }
}
