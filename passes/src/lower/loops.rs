//! Ops as `linalg.generic` loops over memrefs. One builder, [`Loop`], serves every op that
//! computes each element of its result from elements of its operands: elementwise ops,
//! `broadcast_in_dim`, `transpose`, `reshape`, `reverse`, `iota`, constants, whole
//! `lt.fused` bodies, `reduce` and `dot_general` (a loop with reduction iterators). It
//! evaluates the op's result at the loop's index: a value read from a buffer becomes an input
//! of the loop with the indexing map that index reads it at, and every other value an `arith`
//! or `math` op of the loop's body ([`super::scalar`]). Anything it cannot write that way
//! (packed `i1` buffers, an op without an upstream scalar form) makes the builder give up, and
//! the op stays an `lt.kernel`.

use super::affine::{self, Expr};
use super::scalar::{self, Compare};
use super::{add_arg, memref_type, segments, Emit};
use lowtide_ir::attr::{DenseAttr, DenseData};
use lowtide_ir::location::Location;
use lowtide_ir::ops::fused_reduction;
use lowtide_ir::stablehlo::{CmpDir, DotDims};
use lowtide_ir::{Attr, Block, ElemType, Module, Op, OpKind, Traits, Type, Value};
use std::collections::HashMap;

/// Module-level `memref.global` constants the loops read.
pub(super) struct Globals {
    /// The block holding the function (the module's body), or `None` for a function at the
    /// top level of the file.
    pub block: Option<Block>,
    /// The function the globals go before.
    pub before: Op,
    /// Globals made so far (their names count up).
    pub count: usize,
    /// The globals made, in order (a loop that gives up removes its own).
    pub made: Vec<Op>,
}

impl Globals {
    /// A `memref.global` holding `dense`; its name and memref type. `None` for data a signless
    /// memref cannot hold as written (`i1`, signed and unsigned integers).
    fn add(&mut self, m: &mut Module, dense: &DenseAttr) -> Option<(String, Type)> {
        let t = dense.ty.as_tensor()?;
        if t.elem.is_bool() || matches!(t.elem, ElemType::SInt(_) | ElemType::UInt(_)) {
            return None;
        }
        let ty = memref_type(t)?;
        let name = format!("__lt_constant_{}", self.count);
        self.count += 1;
        let op = m.create_op(lowtide_ir::OpName::new("memref.global"), vec![], vec![]);
        let p = &mut m.ops[op].properties;
        p.set("constant", Attr::Unit);
        p.set("initial_value", Attr::Dense(dense.clone()));
        p.set("sym_name", Attr::Str(name.clone()));
        p.set("sym_visibility", Attr::Str("private".into()));
        p.set("type", Attr::Type(ty.clone()));
        let ops = match self.block {
            Some(b) => &mut m.blocks[b].ops,
            None => &mut m.top,
        };
        let at = ops.iter().position(|&o| o == self.before).unwrap_or(0);
        ops.insert(at, op);
        m.ops[op].parent = self.block;
        self.made.push(op);
        Some((name, ty))
    }
}

/// A `linalg.generic` being built.
pub(super) struct Loop<'a> {
    m: &'a mut Module,
    /// The block the loop goes in.
    outer: Block,
    /// Ops of `outer` before the loop began (a loop that gives up removes the rest).
    outer_len: usize,
    /// Globals made before the loop began.
    globals_len: usize,
    body: Block,
    /// Where the body's ops go: the body, or the body of an `scf.for` in it.
    cursor: Block,
    loc: Location,
    dims: Vec<u64>,
    reduction: Vec<bool>,
    /// Where each tensor value read from a buffer is: its memref.
    leaves: &'a HashMap<Value, Value>,
    globals: &'a mut Globals,
    inputs: Vec<(Value, Vec<Expr>)>,
    memo: HashMap<(Value, Vec<Expr>), Value>,
    /// The `index` value of each loop index used so far: `linalg.index`, or the induction
    /// variable of an `scf.for` in the body for an index past the loop's own dims.
    indices: HashMap<usize, Value>,
}

/// One output of a loop: its memref, the index it is written at, and its element type.
pub(super) struct Output {
    pub mem: Value,
    pub map: Vec<Expr>,
    pub elem: ElemType,
}

impl<'a> Loop<'a> {
    /// A loop over `dims`, reduction iterators where `reduction` says.
    pub fn new(
        m: &'a mut Module,
        outer: Block,
        loc: Location,
        dims: Vec<u64>,
        reduction: Vec<bool>,
        leaves: &'a HashMap<Value, Value>,
        globals: &'a mut Globals,
    ) -> Loop<'a> {
        let body = m.create_block(vec![]);
        let outer_len = m.blocks[outer].ops.len();
        let globals_len = globals.made.len();
        Loop {
            m,
            outer,
            outer_len,
            globals_len,
            body,
            cursor: body,
            loc,
            dims,
            reduction,
            leaves,
            globals,
            inputs: Vec::new(),
            memo: HashMap::new(),
            indices: HashMap::new(),
        }
    }

    fn emit(&mut self) -> Emit<'_> {
        Emit {
            m: self.m,
            block: self.cursor,
            loc: self.loc.clone(),
        }
    }

    fn emit_outer(&mut self) -> Emit<'_> {
        Emit {
            m: self.m,
            block: self.outer,
            loc: self.loc.clone(),
        }
    }

    /// Removes what a loop that gave up added before its place, and its globals.
    pub fn abandon(self) {
        self.m.blocks[self.outer].ops.truncate(self.outer_len);
        for op in self.globals.made.split_off(self.globals_len) {
            self.m.detach(op);
        }
    }

    /// An input of the loop: `mem` read at `idx`, elements of type `elem`. A packed `i1`
    /// tensor of `dims` is read a byte at a time: element `i` is bit `i % 8` of byte `i / 8`.
    fn input(&mut self, mem: Value, idx: &[Expr], elem: ElemType, dims: &[u64]) -> Option<Value> {
        // An indexing map can only read the loop's own indices, not an `scf.for`'s.
        if idx
            .iter()
            .any(|e| affine::max_dim(e) >= self.dims.len() && affine::reads_dims(e))
        {
            return None;
        }
        if !elem.is_bool() {
            self.inputs.push((mem, idx.to_vec()));
            return Some(add_arg(self.m, self.body, scalar::scalar_type(elem)));
        }
        let flat = affine::linearize(idx, dims);
        self.inputs
            .push((mem, vec![Expr::floor_div(flat.clone(), 8)]));
        let byte = add_arg(self.m, self.body, Type::Scalar(ElemType::Int(8)));
        let bit = self.index_value(&Expr::rem(flat, 8));
        let mut e = self.emit();
        let bit = e.value(
            "arith.index_cast",
            &[bit],
            Type::Scalar(ElemType::Int(8)),
            &[],
        );
        let shifted = e.value(
            "arith.shrui",
            &[byte, bit],
            Type::Scalar(ElemType::Int(8)),
            &[],
        );
        Some(e.value(
            "arith.trunci",
            &[shifted],
            Type::Scalar(ElemType::Int(1)),
            &[],
        ))
    }

    /// Index expression `e` as an `index` value of the body.
    fn index_value(&mut self, e: &Expr) -> Value {
        let ty = Type::Scalar(ElemType::Index);
        match e {
            Expr::Dim(d) => {
                if let Some(&v) = self.indices.get(d) {
                    return v;
                }
                let i64t = Type::Scalar(ElemType::Int(64));
                let v = self.emit().value(
                    "linalg.index",
                    &[],
                    ty,
                    &[("dim", Attr::Int(*d as i64, i64t))],
                );
                self.indices.insert(*d, v);
                v
            }
            Expr::Const(c) => self.emit().index(*c),
            Expr::Add(a, b) => {
                let (a, b) = (self.index_value(a), self.index_value(b));
                self.emit().value("arith.addi", &[a, b], ty, &[])
            }
            Expr::Mul(a, c) | Expr::FloorDiv(a, c) | Expr::Mod(a, c) => {
                let a = self.index_value(a);
                let c = self.emit().index(*c);
                let name = match e {
                    Expr::Mul(..) => "arith.muli",
                    Expr::FloorDiv(..) => "arith.floordivsi",
                    _ => "arith.remsi",
                };
                self.emit().value(name, &[a, c], ty, &[])
            }
        }
    }

    /// `scf.for` over `0..n` in the body, carrying `init` (elements of type `elem`): `step`
    /// computes the next value from the carried one, with index `self.dims.len()` (one past
    /// the loop's own) the induction variable. The loop's result.
    fn scf_for(
        &mut self,
        n: u64,
        init: Value,
        elem: ElemType,
        step: impl FnOnce(&mut Loop, Value) -> Option<Value>,
    ) -> Option<Value> {
        let (lo, hi, one) = {
            let mut e = self.emit();
            (e.index(0), e.index(n as i64), e.index(1))
        };
        let ty = scalar::scalar_type(elem);
        let block = self
            .m
            .create_block(vec![Type::Scalar(ElemType::Index), ty.clone()]);
        let (iv, carried) = (self.m.blocks[block].args[0], self.m.blocks[block].args[1]);
        let k = self.dims.len();
        let (cursor, memo, indices) = (
            self.cursor,
            std::mem::take(&mut self.memo),
            self.indices.clone(),
        );
        self.cursor = block;
        self.indices.insert(k, iv);
        let next = step(self, carried);
        // Values made inside the `scf.for` are not visible after it.
        (self.cursor, self.memo, self.indices) = (cursor, memo, indices);
        let next = next?;
        let mut inner = Emit {
            m: self.m,
            block,
            loc: self.loc.clone(),
        };
        inner.op("scf.yield", &[next], vec![], &[]);
        let op = self
            .emit()
            .op("scf.for", &[lo, hi, one, init], vec![ty], &[]);
        let r = self.m.add_region(op);
        self.m.append_block(r, block);
        Some(self.m.ops[op].results[0])
    }

    /// Tensor value `v` at index `idx` (one expression per dim of `v`), as a scalar of the
    /// body; `None` when it cannot be written in upstream dialects.
    pub fn eval(&mut self, v: Value, idx: &[Expr]) -> Option<Value> {
        let key = (v, idx.to_vec());
        if let Some(&x) = self.memo.get(&key) {
            return Some(x);
        }
        let x = self.eval_new(v, idx)?;
        self.memo.insert(key, x);
        Some(x)
    }

    fn eval_new(&mut self, v: Value, idx: &[Expr]) -> Option<Value> {
        let t = self.m.ty(v).as_tensor()?.clone();
        let elem = t.elem;
        if let Some(&mem) = self.leaves.get(&v) {
            return self.input(mem, idx, elem, &t.static_dims()?);
        }
        let op = self.m.def_op(v)?;
        let kind = self.m.kind(op)?;
        let d = self.m.ops[op].clone();
        let dims_of = |m: &Module, x: Value| m.ty(x).as_tensor().and_then(|t| t.static_dims());
        let ints = |m: &Module, k: &str| m.attr(op, k).and_then(Attr::as_i64s);
        match kind {
            OpKind::Constant => {
                let Some(Attr::Dense(dense)) = self.m.attr(op, "value").cloned() else {
                    return None;
                };
                if let DenseData::Splat(e) = dense.data {
                    let x = e.to_f64(elem);
                    if elem.is_integer() && e.to_i64() as f64 != x {
                        return None;
                    }
                    return Some(scalar::constant(&mut self.emit(), elem, x));
                }
                let (name, ty) = self.globals.add(self.m, &dense)?;
                let g = self.emit_outer().value(
                    "memref.get_global",
                    &[],
                    ty,
                    &[("name", Attr::SymbolRef(vec![name]))],
                );
                self.input(g, idx, elem, &t.static_dims()?)
            }
            OpKind::Iota => {
                let dim = self.m.attr(op, "iota_dimension")?.as_int()? as usize;
                let i = self.index_value(idx.get(dim)?);
                let mut b = self.emit();
                if elem.is_float() {
                    let i64v = scalar::convert(&mut b, i, ElemType::Index, ElemType::Int(64))?;
                    scalar::convert(&mut b, i64v, ElemType::Int(64), elem)
                } else {
                    scalar::convert(&mut b, i, ElemType::Index, elem)
                }
            }
            OpKind::BroadcastInDim => {
                let x = d.operands[0];
                let bd = ints(self.m, "broadcast_dimensions")?;
                let (xd, rd) = (dims_of(self.m, x)?, t.static_dims()?);
                let at: Option<Vec<Expr>> = bd
                    .iter()
                    .enumerate()
                    .map(|(i, &j)| {
                        let j = j as usize;
                        Some(if xd[i] == 1 && *rd.get(j)? != 1 {
                            Expr::Const(0)
                        } else {
                            idx.get(j)?.clone()
                        })
                    })
                    .collect();
                self.eval(x, &at?)
            }
            OpKind::Transpose => {
                let x = d.operands[0];
                let p = ints(self.m, "permutation")?;
                let mut at = vec![Expr::Const(0); p.len()];
                for (i, &j) in p.iter().enumerate() {
                    *at.get_mut(j as usize)? = idx.get(i)?.clone();
                }
                self.eval(x, &at)
            }
            OpKind::Reshape => {
                let x = d.operands[0];
                let at = affine::reshape(idx, &t.static_dims()?, &dims_of(self.m, x)?);
                self.eval(x, &at)
            }
            OpKind::Reverse => {
                let x = d.operands[0];
                let rev = ints(self.m, "dimensions")?;
                let xd = dims_of(self.m, x)?;
                let mut at = idx.to_vec();
                for &r in &rev {
                    let r = r as usize;
                    let n = *xd.get(r)? as i64;
                    *at.get_mut(r)? =
                        Expr::add(Expr::Const(n - 1), Expr::mul(idx.get(r)?.clone(), -1));
                }
                self.eval(x, &at)
            }
            k if k.has(Traits::ELEMENTWISE) => {
                let xs: Option<Vec<Value>> =
                    d.operands.iter().map(|&x| self.eval(x, idx)).collect();
                let xs = xs?;
                let of = match k {
                    OpKind::Select | OpKind::Clamp => d.operands[1],
                    _ => d.operands[0],
                };
                let in_elem = self.m.ty(of).elem()?;
                let cmp = if k == OpKind::Compare {
                    let dir = CmpDir::parse(self.m.attr(op, "comparison_direction")).ok()?;
                    let ty = match self.m.attr(op, "compare_type") {
                        Some(Attr::Opaque(s)) => s.clone(),
                        _ => String::new(),
                    };
                    Some(Compare {
                        dir,
                        unsigned: ty.contains("UNSIGNED")
                            || matches!(in_elem, ElemType::UInt(_))
                            || in_elem.is_bool(),
                        total: ty.contains("TOTALORDER"),
                    })
                } else {
                    None
                };
                scalar::emit(&mut self.emit(), k, &xs, in_elem, elem, cmp)
            }
            _ => None,
        }
    }

    /// Ends the body with `linalg.yield` of `values` (one per output, computed by `combine`
    /// from the outputs' block arguments) and appends the loop to its block. `in_place` lists
    /// memrefs that share bytes with an output: each may only be read at the row-major
    /// position the output is written at, with elements of its size, so every element is read
    /// before it is written.
    pub fn finish(
        mut self,
        outputs: &[Output],
        in_place: &[Value],
        combine: impl FnOnce(&mut Loop, &[Value]) -> Option<Vec<Value>>,
    ) -> bool {
        let args: Vec<Value> = outputs
            .iter()
            .map(|o| add_arg(self.m, self.body, scalar::scalar_type(o.elem)))
            .collect();
        let Some(values) = combine(&mut self, &args) else {
            self.abandon();
            return false;
        };
        let same_element = |m: &Module, a: (Value, &Vec<Expr>), b: (Value, &Vec<Expr>)| {
            let shape = |v: Value| {
                m.ty(v)
                    .as_memref()
                    .and_then(|t| Some((t.static_dims()?, t.elem)))
            };
            match (shape(a.0), shape(b.0)) {
                (Some((da, ea)), Some((db, eb))) if ea.byte_size() == eb.byte_size() => {
                    a.1 == b.1 || affine::same_position(a.1, &da, b.1, &db)
                }
                _ => false,
            }
        };
        for (mem, map) in &self.inputs {
            let unsafe_read = in_place.contains(mem)
                && outputs
                    .iter()
                    .any(|o| !same_element(self.m, (*mem, map), (o.mem, &o.map)));
            if unsafe_read {
                self.abandon();
                return false;
            }
        }
        // linalg finds each loop's range from the operand dims indexed by that loop alone: each
        // loop needs one, and they must all have the loop's size.
        let maps = self.inputs.iter().map(|x| (x.0, &x.1));
        let maps = maps.chain(outputs.iter().map(|o| (o.mem, &o.map)));
        let mut seen = vec![false; self.dims.len()];
        for (mem, map) in maps {
            let Some(shape) = self.m.ty(mem).as_memref().and_then(|t| t.static_dims()) else {
                continue;
            };
            for (j, e) in map.iter().enumerate() {
                if let Expr::Dim(d) = e {
                    seen[*d] = true;
                    if shape.get(j) != Some(&self.dims[*d]) {
                        self.abandon();
                        return false;
                    }
                }
            }
        }
        if seen.contains(&false) {
            self.abandon();
            return false;
        }
        // Block arguments: the inputs' (in the order they were found), then the outputs'.
        let body = &self.m.blocks[self.body];
        let (mut order, outs): (Vec<Value>, Vec<Value>) =
            body.args.iter().partition(|a| !args.contains(a));
        order.extend(outs);
        for (i, &a) in order.iter().enumerate() {
            self.m.values[a].def = lowtide_ir::module::ValueDef::Arg(self.body, i as u32);
        }
        self.m.blocks[self.body].args = order;
        self.emit().op("linalg.yield", &values, vec![], &[]);
        let n = self.dims.len();
        let mut maps: Vec<Attr> = self.inputs.iter().map(|(_, e)| affine::map(n, e)).collect();
        maps.extend(outputs.iter().map(|o| affine::map(n, &o.map)));
        let iterators = self
            .reduction
            .iter()
            .map(|&r| {
                Attr::Opaque(format!(
                    "linalg.iterator_type<{}>",
                    if r { "reduction" } else { "parallel" }
                ))
            })
            .collect();
        let mut operands: Vec<Value> = self.inputs.iter().map(|x| x.0).collect();
        operands.extend(outputs.iter().map(|o| o.mem));
        let props = [
            ("indexing_maps", Attr::Array(maps)),
            ("iterator_types", Attr::Array(iterators)),
            (
                "operandSegmentSizes",
                segments(&[self.inputs.len(), outputs.len()]),
            ),
        ];
        let body = self.body;
        let op = self
            .emit_outer()
            .op("linalg.generic", &operands, vec![], &props);
        let r = self.m.add_region(op);
        self.m.append_block(r, body);
        true
    }
}

/// Everything a root lowering needs besides the module: where the loop goes, what buffers
/// hold, the globals.
pub(super) struct Site<'a> {
    pub outer: Block,
    pub loc: Location,
    pub leaves: &'a HashMap<Value, Value>,
    pub globals: &'a mut Globals,
    /// Memrefs sharing bytes with the op's results.
    pub in_place: &'a [Value],
}

fn dims(m: &Module, v: Value) -> Option<Vec<u64>> {
    m.ty(v).as_tensor()?.static_dims()
}

/// `mem` (a memref of `dims`) filled with scalar `x`.
pub(super) fn fill(e: &mut Emit, mem: Value, dims: &[u64], elem: ElemType, x: Value) {
    let body = e.m.create_block(vec![]);
    let arg = add_arg(e.m, body, scalar::scalar_type(elem));
    add_arg(e.m, body, scalar::scalar_type(elem));
    let n = dims.len();
    let props = [
        (
            "indexing_maps",
            Attr::Array(vec![
                affine::map(n, &[]),
                affine::map(n, &affine::identity(n)),
            ]),
        ),
        (
            "iterator_types",
            Attr::Array(vec![
                Attr::Opaque("linalg.iterator_type<parallel>".into());
                n
            ]),
        ),
        ("operandSegmentSizes", segments(&[1, 1])),
    ];
    let op = e.op("linalg.generic", &[x, mem], vec![], &props);
    let mut inner = Emit {
        m: e.m,
        block: body,
        loc: e.loc.clone(),
    };
    inner.op("linalg.yield", &[arg], vec![], &[]);
    let r = e.m.add_region(op);
    e.m.append_block(r, body);
}

/// `out` (a memref of `dims`) filled with zeros, before a loop adds into it.
/// No leaves: a loop whose inputs are all added with [`Loop::input`].
static NO_LEAVES: std::sync::LazyLock<HashMap<Value, Value>> =
    std::sync::LazyLock::new(HashMap::new);

/// A contraction's loop (`dot_general`, `convolution`): `out` (of `od`) filled with zeros
/// first, then a loop over `dims`, the output's dims (parallel) followed by `reductions`
/// reduction dims.
fn contraction_loop<'a>(
    m: &'a mut Module,
    site: &'a mut Site,
    out: Value,
    od: &[u64],
    elem: ElemType,
    dims: Vec<u64>,
    reductions: usize,
) -> Loop<'a> {
    zero_fill(m, site, out, od, elem);
    let mut reduction = vec![false; od.len()];
    reduction.extend(std::iter::repeat_n(true, reductions));
    Loop::new(
        m,
        site.outer,
        site.loc.clone(),
        dims,
        reduction,
        &NO_LEAVES,
        site.globals,
    )
}

fn zero_fill(m: &mut Module, site: &Site, out: Value, dims: &[u64], elem: ElemType) {
    let mut e = Emit {
        m,
        block: site.outer,
        loc: site.loc.clone(),
    };
    let zero = scalar::constant(&mut e, elem, 0.0);
    fill(&mut e, out, dims, elem, zero);
}

/// `acc + x * y` in elements of type `elem` (`x` and `y` converted from `xe` and `ye`): the
/// body of a contraction.
fn multiply_add(
    l: &mut Loop,
    acc: Value,
    (x, xe): (Value, ElemType),
    (y, ye): (Value, ElemType),
    elem: ElemType,
) -> Option<Value> {
    let mut e = l.emit();
    let x = scalar::convert(&mut e, x, xe, elem)?;
    let y = scalar::convert(&mut e, y, ye, elem)?;
    let p = scalar::emit(&mut e, OpKind::Multiply, &[x, y], elem, elem, None)?;
    scalar::emit(&mut e, OpKind::Add, &[acc, p], elem, elem, None)
}

/// The one binary elementwise op a reduction body applies to its two arguments, if that is
/// all it does.
fn reducer(m: &Module, reduce: Op) -> Option<OpKind> {
    let block = m.region_entry(reduce, 0)?;
    let b = &m.blocks[block];
    let [op, ret] = b.ops[..] else { return None };
    let kind = m.kind(op)?;
    let d = &m.ops[op];
    let args = &b.args;
    let ok = kind.has(Traits::ELEMENTWISE)
        && args.len() == 2
        && d.operands.len() == 2
        && args.iter().all(|a| d.operands.contains(a))
        && m.ops[ret].operands == d.results;
    ok.then_some(kind)
}

/// Lowers `op` (its results in `outs`) to loops; false, adding nothing, when it cannot.
pub(super) fn lower(m: &mut Module, site: &mut Site, op: Op, outs: &[Value]) -> bool {
    let Some(kind) = m.kind(op) else { return false };
    let results = m.ops[op].results.clone();
    let elems: Option<Vec<ElemType>> = results.iter().map(|&r| m.ty(r).elem()).collect();
    let Some(elems) = elems else { return false };
    if elems.iter().any(|e| e.is_bool()) {
        return results.len() == 1 && bits(m, site, op, kind, outs[0]);
    }
    match kind {
        OpKind::LtFused => fused(m, site, op, outs, &elems),
        OpKind::Reduce => reduce(m, site, op, outs[0], elems[0]),
        OpKind::DotGeneral => dot(m, site, op, outs[0], elems[0]),
        OpKind::Convolution => convolution(m, site, op, outs[0], elems[0]),
        k if results.len() == 1 && per_element(k) => {
            let Some(d) = dims(m, results[0]) else {
                return false;
            };
            let l = Loop::new(
                m,
                site.outer,
                site.loc.clone(),
                d.clone(),
                vec![false; d.len()],
                site.leaves,
                site.globals,
            );
            let idx = affine::identity(d.len());
            let r = results[0];
            let out = Output {
                mem: outs[0],
                map: idx.clone(),
                elem: elems[0],
            };
            l.finish(&[out], site.in_place, |l, _| Some(vec![l.eval(r, &idx)?]))
        }
        _ => false,
    }
}

/// Whether `kind` computes each element of its result on its own (a loop over the result):
/// what a fused loop may hold, and `reverse`.
fn per_element(kind: OpKind) -> bool {
    lowtide_ir::ops::fusible(kind) || kind == OpKind::Reverse
}

/// An op whose one result is `i1`, packed eight to a byte in `out`: a loop over the bytes,
/// each computing its eight elements and packing them (element `i` is bit `i % 8` of byte
/// `i / 8`). Only when the elements fill whole bytes, and nothing shares the output's bytes.
fn bits(m: &mut Module, site: &mut Site, op: Op, kind: OpKind, out: Value) -> bool {
    let root = match kind {
        OpKind::LtFused
            if fused_reduction(m, op).is_none()
                && lowtide_ir::ops::fused_contraction(m, op).is_none() =>
        {
            let Some(block) = m.region_entry(op, 0) else {
                return false;
            };
            let Some(&ret) = m.blocks[block].ops.last() else {
                return false;
            };
            m.ops[ret].operands[0]
        }
        k if per_element(k) => m.ops[op].results[0],
        _ => return false,
    };
    let Some(d) = dims(m, root) else { return false };
    let n: u64 = d.iter().product();
    if !n.is_multiple_of(8) || !site.in_place.is_empty() {
        return false;
    }
    let mut leaves = site.leaves.clone();
    if kind == OpKind::LtFused {
        let block = m.region_entry(op, 0).expect("checked above");
        for (&a, o) in m.blocks[block].args.iter().zip(&m.ops[op].operands) {
            match site.leaves.get(o) {
                Some(&mem) => leaves.insert(a, mem),
                None => return false,
            };
        }
    }
    let l = Loop::new(
        m,
        site.outer,
        site.loc.clone(),
        vec![n / 8],
        vec![false],
        &leaves,
        site.globals,
    );
    let output = Output {
        mem: out,
        map: vec![Expr::Dim(0)],
        elem: ElemType::Int(8),
    };
    l.finish(&[output], &[], |l, _| {
        let i8t = Type::Scalar(ElemType::Int(8));
        let mut byte = None;
        for k in 0..8 {
            let flat = Expr::add(Expr::mul(Expr::Dim(0), 8), Expr::Const(k));
            let bit = l.eval(root, &affine::delinearize(flat, &d))?;
            let mut e = l.emit();
            let wide = e.value("arith.extui", &[bit], i8t.clone(), &[]);
            let at = scalar::constant(&mut e, ElemType::Int(8), k as f64);
            let shifted = e.value("arith.shli", &[wide, at], i8t.clone(), &[]);
            byte = Some(match byte {
                None => shifted,
                Some(b) => e.value("arith.ori", &[b, shifted], i8t.clone(), &[]),
            });
        }
        Some(vec![byte?])
    })
}

/// An `lt.fused` loop: its body evaluated at each result element, or a reduction fused with
/// its producers.
fn fused(m: &mut Module, site: &mut Site, op: Op, outs: &[Value], elems: &[ElemType]) -> bool {
    if lowtide_ir::ops::fused_contraction(m, op).is_some() {
        return false;
    }
    let Some(block) = m.region_entry(op, 0) else {
        return false;
    };
    let operands = m.ops[op].operands.clone();
    let mut leaves = HashMap::new();
    for (&a, o) in m.blocks[block].args.iter().zip(&operands) {
        match site.leaves.get(o) {
            Some(&mem) => leaves.insert(a, mem),
            None => return false,
        };
    }
    let Some(&ret) = m.blocks[block].ops.last() else {
        return false;
    };
    let yielded = m.ops[ret].operands.clone();
    if let Some(r) = fused_reduction(m, op) {
        let [x, init] = m.ops[r].operands[..] else {
            return false;
        };
        let Some(&init_mem) = leaves.get(&init) else {
            return false;
        };
        let mut s = Site {
            leaves: &leaves,
            ..site.reborrow()
        };
        return reduction(m, &mut s, r, x, init_mem, outs, elems);
    }
    let Some(d0) = dims(m, yielded[0]) else {
        return false;
    };
    let idx = affine::identity(d0.len());
    let mut outputs = Vec::new();
    let mut at = Vec::new();
    for (k, &y) in yielded.iter().enumerate() {
        let Some(dk) = dims(m, y) else { return false };
        let map = affine::reshape(&idx, &d0, &dk);
        at.push(map.clone());
        outputs.push(Output {
            mem: outs[k],
            map,
            elem: elems[k],
        });
    }
    let l = Loop::new(
        m,
        site.outer,
        site.loc.clone(),
        d0.clone(),
        vec![false; d0.len()],
        &leaves,
        site.globals,
    );
    l.finish(&outputs, site.in_place, |l, _| {
        yielded
            .iter()
            .zip(&at)
            .map(|(&y, a)| l.eval(y, a))
            .collect()
    })
}

impl<'a> Site<'a> {
    fn reborrow(&mut self) -> Site<'_> {
        Site {
            outer: self.outer,
            loc: self.loc.clone(),
            leaves: self.leaves,
            globals: self.globals,
            in_place: self.in_place,
        }
    }
}

/// Reduction `r` of `x` (a value of the site's leaves or body), starting from the scalar in
/// `init_mem`: the output filled with it, then a loop over `x`'s dims combining each element
/// into the output.
fn reduction(
    m: &mut Module,
    site: &mut Site,
    r: Op,
    x: Value,
    init_mem: Value,
    outs: &[Value],
    elems: &[ElemType],
) -> bool {
    // The output is filled before the loop reads anything: it may share no bytes.
    if !site.in_place.is_empty() || outs.len() != 1 {
        return false;
    }
    let Some(kind) = reducer(m, r) else {
        return false;
    };
    let Some(rd) = m.attr(r, "dimensions").and_then(Attr::as_i64s) else {
        return false;
    };
    let (Some(xd), Some(od)) = (dims(m, x), dims(m, m.ops[r].results[0])) else {
        return false;
    };
    let Some(xe) = m.ty(x).elem() else {
        return false;
    };
    if xe != elems[0] {
        return false;
    }
    let start = m.blocks[site.outer].ops.len();
    if reduce_loop(
        m, site, x, init_mem, outs[0], elems[0], kind, &xd, &od, &rd, false,
    ) {
        return true;
    }
    // A reduced dim no operand is indexed by alone (a one-hot's iota) gives linalg no range
    // for its loop: short ones are unrolled in the body instead, in the same order.
    m.blocks[site.outer].ops.truncate(start);
    reduce_loop(
        m, site, x, init_mem, outs[0], elems[0], kind, &xd, &od, &rd, true,
    )
}

/// The most elements of `x` one body combines when the reduced dims are unrolled.
const UNROLL: u64 = 32;

/// [`reduction`]'s loop: over the dims of `x` longer than one (linalg finds a loop's range
/// from an operand dim it indexes alone, and a dim of one may have none; the rest are index
/// 0), or, when `unroll`, only over those not reduced, the body combining every element of
/// the reduced ones.
#[allow(clippy::too_many_arguments)]
fn reduce_loop(
    m: &mut Module,
    site: &mut Site,
    x: Value,
    init_mem: Value,
    out: Value,
    elem: ElemType,
    kind: OpKind,
    xd: &[u64],
    od: &[u64],
    rd: &[i64],
    unroll: bool,
) -> bool {
    let reduced_dim = |i: usize| rd.contains(&(i as i64));
    let mut idx = Vec::new();
    let (mut loop_dims, mut reduced, mut out_map) = (Vec::new(), Vec::new(), Vec::new());
    let mut unrolled = Vec::new();
    for (i, &n) in xd.iter().enumerate() {
        let e = if n == 1 {
            Expr::Const(0)
        } else if unroll && reduced_dim(i) {
            unrolled.push(i);
            Expr::Const(0)
        } else {
            loop_dims.push(n);
            reduced.push(reduced_dim(i));
            Expr::Dim(loop_dims.len() - 1)
        };
        if !reduced_dim(i) {
            out_map.push(e.clone());
        }
        idx.push(e);
    }
    let count: u64 = unrolled.iter().map(|&i| xd[i]).product();
    if unroll && unrolled.is_empty() {
        return false;
    }
    // Too many to unroll: one reduced dim becomes an `scf.for` in the body (its index past the
    // loop's own dims), the rest must be short.
    let mut scf = None;
    if unroll && count > UNROLL {
        let &long = unrolled.iter().max_by_key(|&&i| xd[i]).expect("not empty");
        if count / xd[long] > UNROLL {
            return false;
        }
        unrolled.retain(|&i| i != long);
        idx[long] = Expr::Dim(loop_dims.len());
        scf = Some(xd[long]);
    }
    let count: u64 = unrolled.iter().map(|&i| xd[i]).product();
    // Every index of the unrolled dims, in row-major order.
    let mut points = Vec::new();
    for flat in 0..count {
        let mut at = idx.clone();
        let mut rest = flat;
        for &i in unrolled.iter().rev() {
            at[i] = Expr::Const((rest % xd[i]) as i64);
            rest /= xd[i];
        }
        points.push(at);
    }
    let mut e = Emit {
        m,
        block: site.outer,
        loc: site.loc.clone(),
    };
    let init = e.value("memref.load", &[init_mem], scalar::scalar_type(elem), &[]);
    fill(&mut e, out, od, elem, init);
    let l = Loop::new(
        m,
        site.outer,
        site.loc.clone(),
        loop_dims,
        reduced,
        site.leaves,
        site.globals,
    );
    let output = Output {
        mem: out,
        map: out_map,
        elem,
    };
    l.finish(&[output], &[], |l, acc| {
        let combine = |l: &mut Loop, mut acc: Value| {
            for at in &points {
                let v = l.eval(x, at)?;
                acc = scalar::emit(&mut l.emit(), kind, &[acc, v], elem, elem, None)?;
            }
            Some(acc)
        };
        match scf {
            None => Some(vec![combine(l, acc[0])?]),
            Some(n) => Some(vec![l.scf_for(n, acc[0], elem, combine)?]),
        }
    })
}

/// A top-level `reduce` of one operand.
fn reduce(m: &mut Module, site: &mut Site, op: Op, out: Value, elem: ElemType) -> bool {
    let [x, init] = m.ops[op].operands[..] else {
        return false;
    };
    let Some(&init_mem) = site.leaves.get(&init) else {
        return false;
    };
    reduction(m, site, op, x, init_mem, &[out], &[elem])
}

/// A `dot_general`: a loop over its batch, free and contracting dims, the output zeroed first.
fn dot(m: &mut Module, site: &mut Site, op: Op, out: Value, elem: ElemType) -> bool {
    if !site.in_place.is_empty() {
        return false;
    }
    let [a, b] = m.ops[op].operands[..] else {
        return false;
    };
    let Ok(dd) = DotDims::parse(m.attr(op, "dot_dimension_numbers")) else {
        return false;
    };
    let (Some(ad), Some(bd), Some(od)) = (dims(m, a), dims(m, b), dims(m, m.ops[op].results[0]))
    else {
        return false;
    };
    let (Some(ae), Some(be)) = (m.ty(a).elem(), m.ty(b).elem()) else {
        return false;
    };
    let [ab, ac, af] = dd.operand(true, ad.len());
    let [bb, bc, bf] = dd.operand(false, bd.len());
    let (nb, nf) = (ab.len(), af.len() + bf.len());
    // Loop dims: batch, lhs free, rhs free (the result's), then contracting.
    let mut loop_dims = od.clone();
    loop_dims.extend(ac.iter().map(|&i| ad[i]));
    let mut am = vec![Expr::Const(0); ad.len()];
    let mut bm = vec![Expr::Const(0); bd.len()];
    for (k, (&i, &j)) in ab.iter().zip(&bb).enumerate() {
        am[i] = Expr::Dim(k);
        bm[j] = Expr::Dim(k);
    }
    for (k, &i) in af.iter().enumerate() {
        am[i] = Expr::Dim(nb + k);
    }
    for (k, &j) in bf.iter().enumerate() {
        bm[j] = Expr::Dim(nb + af.len() + k);
    }
    for (k, (&i, &j)) in ac.iter().zip(&bc).enumerate() {
        am[i] = Expr::Dim(nb + nf + k);
        bm[j] = Expr::Dim(nb + nf + k);
    }
    let (Some(&am_mem), Some(&bm_mem)) = (site.leaves.get(&a), site.leaves.get(&b)) else {
        return false;
    };
    let mut l = contraction_loop(m, site, out, &od, elem, loop_dims, ac.len());
    let x = l.input(am_mem, &am, ae, &ad);
    let y = l.input(bm_mem, &bm, be, &bd);
    let output = Output {
        mem: out,
        map: affine::identity(od.len()),
        elem,
    };
    l.finish(&[output], &[], |l, acc| {
        Some(vec![multiply_add(l, acc[0], (x?, ae), (y?, be), elem)?])
    })
}

/// A `convolution` (one feature group, one batch group): a loop over the
/// result's dims, the kernel's window and its input features, the output zeroed first. The
/// kernel is read through an indexing map; the input too when every window position lies in
/// it, else (padding, a dilated input) it is loaded in the body at the position the window
/// reaches, zero outside the input or between the dilated input's elements.
fn convolution(m: &mut Module, site: &mut Site, op: Op, out: Value, elem: ElemType) -> bool {
    use lowtide_ir::stablehlo::ConvDims;
    if !site.in_place.is_empty() {
        return false;
    }
    let [x, k] = m.ops[op].operands[..] else {
        return false;
    };
    let Ok(cd) = ConvDims::parse(m.attr(op, "dimension_numbers")) else {
        return false;
    };
    let one = |name: &str| m.attr(op, name).and_then(Attr::as_int).unwrap_or(1) == 1;
    if !one("feature_group_count") || !one("batch_group_count") {
        return false;
    }
    let ns = cd.in_spatial.len();
    let reversed: Vec<bool> = match m.attr(op, "window_reversal") {
        None => vec![false; ns],
        Some(Attr::DenseArray(_, v)) if v.len() == ns => {
            v.iter().map(|e| e.to_i64() != 0).collect()
        }
        Some(_) => return false,
    };
    let (Some(xd), Some(kd), Some(od)) = (dims(m, x), dims(m, k), dims(m, m.ops[op].results[0]))
    else {
        return false;
    };
    let (Some(xe), Some(ke)) = (m.ty(x).elem(), m.ty(k).elem()) else {
        return false;
    };
    let ints = |name: &str| {
        m.attr(op, name)
            .and_then(Attr::as_i64s)
            .unwrap_or_else(|| vec![1; ns])
    };
    let (strides, lhs_dil, rhs_dil) = (
        ints("window_strides"),
        ints("lhs_dilation"),
        ints("rhs_dilation"),
    );
    let pad: Vec<i64> = match m.attr(op, "padding") {
        Some(Attr::Dense(d)) => d.ints().unwrap_or_default(),
        Some(a) => a.as_i64s().unwrap_or_default(),
        None => vec![0; 2 * ns],
    };
    if strides.len() != ns || lhs_dil.len() != ns || rhs_dil.len() != ns || pad.len() != 2 * ns {
        return false;
    }
    let (Some(&x_mem), Some(&k_mem)) = (site.leaves.get(&x), site.leaves.get(&k)) else {
        return false;
    };
    // Loop dims: the result's, then the window's, then the input features.
    let n = od.len();
    let mut loop_dims = od.clone();
    loop_dims.extend(cd.k_spatial.iter().map(|&i| kd[i]));
    loop_dims.push(kd[cd.k_in]);
    let kin = Expr::Dim(n + ns);
    let mut km = vec![Expr::Const(0); kd.len()];
    km[cd.k_in] = kin.clone();
    km[cd.k_out] = Expr::Dim(cd.out_feature);
    for (i, &d) in cd.k_spatial.iter().enumerate() {
        km[d] = Expr::Dim(n + i);
    }
    // The input position each window element reaches, before the input's dilation. The
    // window loop runs over the kernel's own index: a reversed window reads kernel element `w`
    // at window position `K - 1 - w`.
    let reach: Vec<Expr> = (0..ns)
        .map(|i| {
            let o = Expr::mul(Expr::Dim(cd.out_spatial[i]), strides[i]);
            let w = match reversed[i] {
                false => Expr::mul(Expr::Dim(n + i), rhs_dil[i]),
                true => {
                    let last = (kd[cd.k_spatial[i]] as i64 - 1) * rhs_dil[i];
                    Expr::add(Expr::Const(last), Expr::mul(Expr::Dim(n + i), -rhs_dil[i]))
                }
            };
            Expr::add(Expr::add(o, w), Expr::Const(-pad[2 * i]))
        })
        .collect();
    let inside = (0..ns).all(|i| pad[2 * i] <= 0 && pad[2 * i + 1] <= 0 && lhs_dil[i] == 1);
    let mut l = contraction_loop(m, site, out, &od, elem, loop_dims, ns + 1);
    let kv = l.input(k_mem, &km, ke, &kd);
    let xv = if inside {
        let mut xm = vec![Expr::Const(0); xd.len()];
        xm[cd.in_batch] = Expr::Dim(cd.out_batch);
        xm[cd.in_feature] = kin.clone();
        for (i, &d) in cd.in_spatial.iter().enumerate() {
            xm[d] = reach[i].clone();
        }
        l.input(x_mem, &xm, xe, &xd)
    } else {
        None
    };
    let output = Output {
        mem: out,
        map: affine::identity(n),
        elem,
    };
    l.finish(&[output], &[], |l, acc| {
        let xv = match xv {
            Some(v) => v,
            None => l.load_window(x_mem, xe, &xd, &cd, &kin, &reach, &lhs_dil)?,
        };
        Some(vec![multiply_add(l, acc[0], (xv, xe), (kv?, ke), elem)?])
    })
}

impl Loop<'_> {
    /// The input element a convolution's window reaches (`reach`, before the input's dilation
    /// `lhs_dil`), loaded in the body from `x` (a memref of `xd`), zero where the position is
    /// outside the input or between its dilated elements.
    #[allow(clippy::too_many_arguments)]
    fn load_window(
        &mut self,
        x: Value,
        xe: ElemType,
        xd: &[u64],
        cd: &lowtide_ir::stablehlo::ConvDims,
        kin: &Expr,
        reach: &[Expr],
        lhs_dil: &[i64],
    ) -> Option<Value> {
        if xe.is_bool() {
            return None;
        }
        let index = Type::Scalar(ElemType::Index);
        let i1 = Type::Scalar(ElemType::Int(1));
        let mut at = vec![None; xd.len()];
        at[cd.in_batch] = Some(self.index_value(&Expr::Dim(cd.out_batch)));
        at[cd.in_feature] = Some(self.index_value(kin));
        let mut ok: Option<Value> = None;
        for (i, &d) in cd.in_spatial.iter().enumerate() {
            let q = self.index_value(&reach[i]);
            let mut e = self.emit();
            let zero = e.index(0);
            let dil = e.index(lhs_dil[i]);
            let size = e.index(xd[d] as i64);
            // q >= 0, q % dil == 0, q / dil < size (sle 3, eq 0, slt 2).
            let pred = |e: &mut Emit, p: i64, a: Value, b: Value| {
                e.value(
                    "arith.cmpi",
                    &[a, b],
                    i1.clone(),
                    &[("predicate", Attr::Int(p, Type::Scalar(ElemType::Int(64))))],
                )
            };
            let nonneg = pred(&mut e, 3, zero, q);
            let rem = e.value("arith.remsi", &[q, dil], index.clone(), &[]);
            let on = pred(&mut e, 0, rem, zero);
            let pos = e.value("arith.divsi", &[q, dil], index.clone(), &[]);
            let below = pred(&mut e, 2, pos, size);
            let a = e.value("arith.andi", &[nonneg, on], i1.clone(), &[]);
            let here = e.value("arith.andi", &[a, below], i1.clone(), &[]);
            at[d] = Some(e.value("arith.select", &[here, pos, zero], index.clone(), &[]));
            ok = Some(match ok {
                None => here,
                Some(o) => e.value("arith.andi", &[o, here], i1.clone(), &[]),
            });
        }
        let mut operands = vec![x];
        operands.extend(at.into_iter().collect::<Option<Vec<_>>>()?);
        let mut e = self.emit();
        let v = e.value("memref.load", &operands, scalar::scalar_type(xe), &[]);
        let zero = scalar::constant(&mut e, xe, 0.0);
        Some(match ok {
            Some(ok) => e.value("arith.select", &[ok, v, zero], scalar::scalar_type(xe), &[]),
            None => v,
        })
    }
}
