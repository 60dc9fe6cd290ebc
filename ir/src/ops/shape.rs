//! Shape rules: what each op checks of its operands, attributes and regions, and the result
//! types they imply ([`verify_op`]).

use super::*;

/// What a shape rule sees: the module and one op, with typed accessors.
pub struct Ctx<'a> {
    /// The module.
    pub m: &'a Module,
    /// The op being checked.
    pub op: Op,
}

pub(crate) type R = Result<(), String>;

impl<'a> Ctx<'a> {
    fn operands(&self) -> usize {
        self.m.ops[self.op].operands.len()
    }
    fn results(&self) -> usize {
        self.m.ops[self.op].results.len()
    }
    fn opnd(&self, i: usize) -> &'a Type {
        self.m.ty(self.m.ops[self.op].operands[i])
    }
    fn res(&self, i: usize) -> &'a Type {
        self.m.ty(self.m.ops[self.op].results[i])
    }
    fn attr(&self, k: &str) -> Option<&'a Attr> {
        self.m.attr(self.op, k)
    }
    fn ints(&self, k: &str) -> Result<Vec<i64>, String> {
        self.attr(k)
            .ok_or_else(|| format!("missing attribute `{k}`"))?
            .as_i64s()
            .ok_or_else(|| format!("attribute `{k}` must be an `array<i64: ...>`"))
    }
    fn ints_or(&self, k: &str, n: usize, default: i64) -> Result<Vec<i64>, String> {
        match self.attr(k) {
            None => Ok(vec![default; n]),
            Some(Attr::Dense(d)) => {
                // Checked before `ints` expands a splat, which may claim any number of elements.
                let count = d.ty.as_tensor().and_then(|t| t.num_elements());
                if count != Some(n as u64) {
                    return Err(format!(
                        "attribute `{k}` needs {n} entries, but its type is {}",
                        d.ty
                    ));
                }
                d.ints()
                    .ok_or_else(|| format!("attribute `{k}` must be integers"))
            }
            Some(_) => self.ints(k),
        }
    }
    /// A stride, dilation or window size list (default all 1s): every entry must be positive.
    fn positive_ints(&self, k: &str, n: usize) -> Result<Vec<i64>, String> {
        let v = self.ints_or(k, n, 1)?;
        if v.iter().any(|&x| x <= 0) {
            return Err(format!("`{k}` must be positive, got {v:?}"));
        }
        Ok(v)
    }
    fn int(&self, k: &str) -> Result<i64, String> {
        self.attr(k)
            .ok_or_else(|| format!("missing attribute `{k}`"))?
            .as_int()
            .ok_or_else(|| format!("attribute `{k}` must be an integer such as `0 : i64`"))
    }
    fn count(&self, operands: usize, results: usize) -> R {
        if self.operands() != operands {
            return Err(format!(
                "expects {operands} operand(s), got {}",
                self.operands()
            ));
        }
        if self.results() != results {
            return Err(format!(
                "expects {results} result(s), got {}",
                self.results()
            ));
        }
        Ok(())
    }
    /// Static dims of operand `i`, or `None` when its shape is dynamic (checks are skipped then).
    fn dims(&self, i: usize) -> Result<Option<Vec<u64>>, String> {
        tensor_of(self.opnd(i), &format!("operand #{i}")).map(|t| t.static_dims())
    }
    fn expect(&self, i: usize, want: &Type) -> R {
        let got = self.res(i);
        if got != want {
            return Err(format!(
                "result #{i} has type {got}, but the operands imply {want}; change the result type to {want} or fix the operands"
            ));
        }
        Ok(())
    }
    fn expect_tensor(&self, i: usize, dims: &[u64], elem: ElemType) -> R {
        self.expect(i, &Type::tensor(dims, elem))
    }
}

pub(crate) fn tensor_of<'t>(t: &'t Type, what: &str) -> Result<&'t TensorType, String> {
    t.as_tensor()
        .ok_or_else(|| format!("{what} must be a tensor, got {t}"))
}

pub(crate) fn elem_of(t: &Type) -> ElemType {
    t.elem().unwrap_or(ElemType::F32)
}

pub(crate) fn check_dims(what: &str, dims: &[i64], rank: usize) -> R {
    for &d in dims {
        if d < 0 || d as usize >= rank {
            return Err(format!("{what} {d} is out of range for rank {rank}"));
        }
    }
    let mut s = dims.to_vec();
    s.sort();
    if s.windows(2).any(|w| w[0] == w[1]) {
        return Err(format!("{what} {dims:?} has duplicates"));
    }
    Ok(())
}

/// Checks `op` against its registered shape rule. `Ok` for unregistered ops.
pub fn verify_op(m: &Module, op: Op) -> R {
    let Some(kind) = m.kind(op) else {
        return Ok(());
    };
    let def = kind.def();
    let c = Ctx { m, op };
    if let Some(n) = def.regions {
        let got = m.ops[op].regions.len();
        if got != n {
            return Err(format!("expects {n} region(s), got {got}"));
        }
    }
    match def.rule {
        Rule::Any => Ok(()),
        Rule::Custom(f) => f(&c),
        Rule::Unary => {
            c.count(1, 1)?;
            c.expect(0, c.opnd(0))
        }
        Rule::UnaryPred => {
            c.count(1, 1)?;
            let t = tensor_of(c.opnd(0), "operand")?;
            c.expect(
                0,
                &Type::Tensor(TensorType {
                    shape: t.shape.clone(),
                    elem: ElemType::Int(1),
                }),
            )
        }
        Rule::Binary => {
            c.count(2, 1)?;
            if c.opnd(0) != c.opnd(1) {
                return Err(format!(
                    "operands must have the same type, got {} and {}",
                    c.opnd(0),
                    c.opnd(1)
                ));
            }
            c.expect(0, c.opnd(0))
        }
    }
}

pub(crate) fn rule_module(c: &Ctx) -> R {
    c.count(0, 0)
}

pub(crate) fn func_type<'a>(c: &Ctx<'a>) -> Result<&'a crate::types::FunctionType, String> {
    match c.attr("function_type") {
        Some(Attr::Type(Type::Function(f))) => Ok(f),
        _ => Err("needs `function_type = (inputs) -> results`".into()),
    }
}

pub(crate) fn rule_func(c: &Ctx) -> R {
    c.count(0, 0)?;
    let name = c
        .attr("sym_name")
        .and_then(Attr::as_str)
        .ok_or("needs a `sym_name = \"...\"` string")?;
    // Symbols are unique in their module: a second @main would be ignored silently.
    if let Some(parent) = c.m.ops[c.op].parent {
        let earlier = c.m.blocks[parent]
            .ops
            .iter()
            .take_while(|&&o| o != c.op)
            .any(|&o| {
                c.m.kind(o) == Some(OpKind::FuncFunc)
                    && c.m.attr(o, "sym_name").and_then(Attr::as_str) == Some(name)
            });
        if earlier {
            return Err(format!(
                "redefines @{name}: a function above has the same name; rename or remove one"
            ));
        }
    }
    let ft = func_type(c)?;
    if let Some(b) = c.m.entry_block(c.op) {
        let args: Vec<&Type> = c.m.blocks[b].args.iter().map(|&v| c.m.ty(v)).collect();
        if args.len() != ft.inputs.len() || args.iter().zip(&ft.inputs).any(|(a, b)| *a != b) {
            let list = args
                .iter()
                .map(|t| t.to_string())
                .collect::<Vec<_>>()
                .join(", ");
            return Err(format!(
                "entry block arguments ({list}) do not match function_type {ft}"
            ));
        }
    }
    check_aliasing(c, ft)
}

/// `tf.aliasing_output = k` on argument `a` must name a distinct result of `a`'s type.
pub(crate) fn check_aliasing(c: &Ctx, ft: &crate::types::FunctionType) -> R {
    for (key, n, what) in [
        ("arg_attrs", ft.inputs.len(), "arguments"),
        ("res_attrs", ft.results.len(), "results"),
    ] {
        match c.attr(key) {
            None => {}
            Some(Attr::Array(l)) if l.len() == n => {}
            Some(Attr::Array(l)) => {
                return Err(format!(
                    "`{key}` lists {} entries, but the function has {n} {what}; give one dictionary per {}",
                    l.len(),
                    &what[..what.len() - 1]
                ))
            }
            Some(a) => return Err(format!("`{key}` is {a}; it must be a list of dictionaries")),
        }
    }
    let Some(Attr::Array(per_arg)) = c.attr("arg_attrs") else {
        return Ok(());
    };
    let mut taken = vec![None; ft.results.len()];
    for (a, attrs) in per_arg.iter().enumerate() {
        let Some(k) = (match attrs {
            Attr::Dict(d) => d.get("tf.aliasing_output"),
            _ => None,
        }) else {
            continue;
        };
        let fix = "remove it or name a result of the argument's type";
        let k = k.as_int().ok_or_else(|| {
            format!("argument #{a} has tf.aliasing_output = {k}, which is not an integer; {fix}")
        })?;
        let Some(slot) = usize::try_from(k).ok().and_then(|k| taken.get_mut(k)) else {
            return Err(format!(
                "argument #{a} has tf.aliasing_output = {k}, but the function has {} results; {fix}",
                ft.results.len()
            ));
        };
        if let Some(other) = *slot {
            return Err(format!(
                "arguments #{other} and #{a} both alias result #{k}; keep one of them"
            ));
        }
        *slot = Some(a);
        let (arg, res) = (ft.inputs.get(a), &ft.results[k as usize]);
        if arg.is_some_and(|t| t != res) {
            return Err(format!(
                "argument #{a} ({}) has tf.aliasing_output = {k}, but result #{k} is {res}; {fix}",
                arg.map(ToString::to_string).unwrap_or_default()
            ));
        }
    }
    Ok(())
}

pub(crate) fn rule_func_return(c: &Ctx) -> R {
    let parent = c.m.ops[c.op].parent.and_then(|b| c.m.block_owner(b));
    let Some(f) = parent.filter(|&p| c.m.kind(p) == Some(OpKind::FuncFunc)) else {
        return Err("must be directly inside a `func.func`".into());
    };
    let ft = func_type(&Ctx { m: c.m, op: f })?;
    let got: Vec<&Type> = c.m.ops[c.op].operands.iter().map(|&v| c.m.ty(v)).collect();
    if got.len() != ft.results.len() || got.iter().zip(&ft.results).any(|(a, b)| *a != b) {
        let list = got
            .iter()
            .map(|t| t.to_string())
            .collect::<Vec<_>>()
            .join(", ");
        return Err(format!("returns ({list}), but the function's type is {ft}"));
    }
    Ok(())
}

pub(crate) fn rule_call(c: &Ctx) -> R {
    let callee = match c.attr("callee") {
        Some(Attr::SymbolRef(p)) if !p.is_empty() => p.last().unwrap().clone(),
        _ => return Err("needs `callee = @name`".into()),
    };
    let f =
        c.m.function(&callee)
            .ok_or_else(|| format!("calls @{callee}, which is not defined in this module"))?;
    let ft = func_type(&Ctx { m: c.m, op: f })?;
    let ins: Vec<&Type> = c.m.ops[c.op].operands.iter().map(|&v| c.m.ty(v)).collect();
    let outs: Vec<&Type> = c.m.ops[c.op].results.iter().map(|&v| c.m.ty(v)).collect();
    let same =
        |a: &[&Type], b: &[Type]| a.len() == b.len() && a.iter().zip(b).all(|(x, y)| *x == y);
    if !same(&ins, &ft.inputs) || !same(&outs, &ft.results) {
        return Err(format!(
            "operand/result types do not match @{callee}'s type {ft}"
        ));
    }
    Ok(())
}

pub(crate) fn rule_reduce_precision(c: &Ctx) -> R {
    c.count(1, 1)?;
    c.int("exponent_bits")?;
    c.int("mantissa_bits")?;
    c.expect(0, c.opnd(0))
}

pub(crate) fn rule_convert(c: &Ctx) -> R {
    c.count(1, 1)?;
    let (a, r) = (
        tensor_of(c.opnd(0), "operand")?,
        tensor_of(c.res(0), "result")?,
    );
    if a.shape != r.shape {
        return Err(format!(
            "result shape must match the operand's: {} vs {}",
            c.res(0),
            c.opnd(0)
        ));
    }
    Ok(())
}

pub(crate) fn rule_bitcast_convert(c: &Ctx) -> R {
    c.count(1, 1)?;
    let (a, r) = (
        tensor_of(c.opnd(0), "operand")?,
        tensor_of(c.res(0), "result")?,
    );
    let (ea, er) = (a.elem.bits() as u64, r.elem.bits() as u64);
    if ea == er {
        if a.shape != r.shape {
            return Err("same-width bitcast_convert must keep the shape".into());
        }
        return Ok(());
    }
    if a.elem.is_bool() || r.elem.is_bool() {
        return Err(format!(
            "bitcast_convert between i1 and {}-bit elements is not supported (lowtide packs i1 eight to a byte): use compare or convert",
            ea.max(er)
        ));
    }
    // StableHLO: the wider side has one dim less; the narrower side's extra last dim holds
    // the ratio of the widths.
    let (Some(sa), Some(sr)) = (&a.shape, &r.shape) else {
        return Ok(());
    };
    let (wide, narrow, ratio) = if ea > er {
        (sa, sr, ea / er)
    } else {
        (sr, sa, er / ea)
    };
    let mut want = wide.clone();
    want.push(Some(ratio));
    let fits = ea.max(er) % ea.min(er) == 0
        && narrow.len() == want.len()
        && narrow
            .iter()
            .zip(&want)
            .all(|(n, w)| n.is_none() || w.is_none() || n == w);
    if !fits {
        let side = if ea > er { "result" } else { "operand" };
        let dims: Vec<String> = want
            .iter()
            .map(|d| d.map_or("?".to_string(), |d| d.to_string()))
            .collect();
        return Err(format!(
            "bitcast_convert from {ea}-bit to {er}-bit elements needs the {side} shaped [{}] (the wider side's shape, then {ratio} narrower elements per wider one)",
            dims.join(", ")
        ));
    }
    Ok(())
}

pub(crate) fn rule_compare(c: &Ctx) -> R {
    c.count(2, 1)?;
    crate::stablehlo::CmpDir::parse(c.attr("comparison_direction"))?;
    if c.opnd(0) != c.opnd(1) {
        return Err(format!(
            "operands must have the same type, got {} and {}",
            c.opnd(0),
            c.opnd(1)
        ));
    }
    let t = tensor_of(c.opnd(0), "operand")?;
    c.expect(
        0,
        &Type::Tensor(TensorType {
            shape: t.shape.clone(),
            elem: ElemType::Int(1),
        }),
    )
}

pub(crate) fn rule_select(c: &Ctx) -> R {
    c.count(3, 1)?;
    let p = tensor_of(c.opnd(0), "predicate")?;
    if !p.elem.is_bool() {
        return Err(format!(
            "predicate must have element type i1, got {}",
            c.opnd(0)
        ));
    }
    if c.opnd(1) != c.opnd(2) {
        return Err(format!(
            "on_true and on_false must have the same type, got {} and {}",
            c.opnd(1),
            c.opnd(2)
        ));
    }
    let t = tensor_of(c.opnd(1), "on_true")?;
    if p.rank() != Some(0) && p.shape != t.shape {
        return Err(format!(
            "predicate must be a scalar or have the shape of on_true ({})",
            c.opnd(1)
        ));
    }
    c.expect(0, c.opnd(1))
}

pub(crate) fn rule_clamp(c: &Ctx) -> R {
    c.count(3, 1)?;
    let x = tensor_of(c.opnd(1), "operand")?;
    for i in [0, 2] {
        let b = tensor_of(c.opnd(i), "bound")?;
        if b.elem != x.elem || (b.rank() != Some(0) && b.shape != x.shape) {
            return Err(format!(
                "bound #{i} must be a scalar or match the operand {}, got {}",
                c.opnd(1),
                c.opnd(i)
            ));
        }
    }
    c.expect(0, c.opnd(1))
}

pub(crate) fn rule_broadcast_in_dim(c: &Ctx) -> R {
    c.count(1, 1)?;
    let bd = c.ints("broadcast_dimensions")?;
    let a = tensor_of(c.opnd(0), "operand")?;
    let r = tensor_of(c.res(0), "result")?;
    if a.elem != r.elem {
        return Err(format!(
            "result element type must be {}, got {}",
            a.elem, r.elem
        ));
    }
    let (Some(ad), Some(rd)) = (a.static_dims(), r.static_dims()) else {
        return Ok(());
    };
    if bd.len() != ad.len() {
        return Err(format!(
            "broadcast_dimensions has {} entries but the operand has rank {}",
            bd.len(),
            ad.len()
        ));
    }
    check_dims("broadcast dimension", &bd, rd.len())?;
    for (i, &d) in bd.iter().enumerate() {
        if ad[i] != 1 && ad[i] != rd[d as usize] {
            return Err(format!(
                "operand dim {i} (size {}) cannot broadcast to result dim {d} (size {})",
                ad[i], rd[d as usize]
            ));
        }
    }
    Ok(())
}

pub(crate) fn rule_concatenate(c: &Ctx) -> R {
    if c.operands() == 0 || c.results() != 1 {
        return Err("expects at least one operand and one result".into());
    }
    let dim = c.int("dimension")?;
    let first = c.dims(0)?;
    let elem = elem_of(c.opnd(0));
    let Some(mut out) = first else { return Ok(()) };
    if dim < 0 || dim as usize >= out.len() {
        return Err(format!(
            "dimension {dim} is out of range for rank {}",
            out.len()
        ));
    }
    let d = dim as usize;
    for i in 1..c.operands() {
        let Some(o) = c.dims(i)? else { return Ok(()) };
        if o.len() != out.len()
            || o.iter().enumerate().any(|(j, &x)| j != d && x != out[j])
            || elem_of(c.opnd(i)) != elem
        {
            return Err(format!(
                "operand #{i} ({}) does not match operand #0 ({}) outside dimension {d}",
                c.opnd(i),
                c.opnd(0)
            ));
        }
        out[d] += o[d];
    }
    c.expect_tensor(0, &out, elem)
}

pub(crate) fn rule_constant(c: &Ctx) -> R {
    c.count(0, 1)?;
    match c.attr("value") {
        Some(Attr::Dense(d)) => {
            if let (Some(t), crate::attr::DenseData::Elements(v)) = (d.ty.as_tensor(), &d.data) {
                if let Some(n) = t.num_elements() {
                    if n as usize != v.len() {
                        return Err(format!(
                            "value has {} elements but its type {} needs {n}",
                            v.len(),
                            d.ty
                        ));
                    }
                }
            }
            c.expect(0, &d.ty)
        }
        Some(other) => Err(format!(
            "`value` must be a dense<...> attribute, got {other}"
        )),
        None => Err("missing attribute `value`".into()),
    }
}

pub(crate) fn rule_dynamic_slice(c: &Ctx) -> R {
    if c.operands() < 1 || c.results() != 1 {
        return Err("expects an operand, start indices and one result".into());
    }
    let sizes = c.ints("slice_sizes")?;
    let Some(a) = c.dims(0)? else { return Ok(()) };
    if sizes.len() != a.len() || c.operands() != 1 + a.len() {
        return Err(format!(
            "needs {} start indices and slice sizes for an operand of rank {}",
            a.len(),
            a.len()
        ));
    }
    for (i, (&s, &d)) in sizes.iter().zip(&a).enumerate() {
        if s < 0 || s as u64 > d {
            return Err(format!(
                "slice size {s} in dim {i} exceeds the operand's size {d}"
            ));
        }
    }
    let out: Vec<u64> = sizes.iter().map(|&s| s as u64).collect();
    c.expect_tensor(0, &out, elem_of(c.opnd(0)))
}

pub(crate) fn rule_dynamic_update_slice(c: &Ctx) -> R {
    if c.operands() < 2 || c.results() != 1 {
        return Err("expects an operand, an update, start indices and one result".into());
    }
    if let (Some(a), Some(u)) = (c.dims(0)?, c.dims(1)?) {
        if u.len() != a.len() || u.iter().zip(&a).any(|(x, y)| x > y) || c.operands() != 2 + a.len()
        {
            return Err(format!(
                "update {} must fit inside the operand {} with one start index per dim",
                c.opnd(1),
                c.opnd(0)
            ));
        }
    }
    c.expect(0, c.opnd(0))
}

pub(crate) fn rule_gather(c: &Ctx) -> R {
    c.count(2, 1)?;
    let g = GatherDims::parse(c.attr("dimension_numbers"))?;
    let sizes = c.ints("slice_sizes")?;
    let (Some(a), Some(idx)) = (c.dims(0)?, c.dims(1)?) else {
        return Ok(());
    };
    if sizes.len() != a.len() {
        return Err(format!(
            "slice_sizes has {} entries for an operand of rank {}",
            sizes.len(),
            a.len()
        ));
    }
    check_index_vector(
        &idx,
        g.index_vector_dim,
        g.start_index_map.len(),
        "start_index_map",
    )?;
    check_dims("start_index_map entry", &g.start_index_map, a.len())?;
    check_dims(
        "collapsed_slice_dims entry",
        &g.collapsed_slice_dims,
        a.len(),
    )?;
    check_batching(
        &g.operand_batching_dims,
        a.len(),
        &g.start_indices_batching_dims,
        idx.len(),
        g.index_vector_dim,
    )?;
    for (d, (&s, &n)) in sizes.iter().zip(&a).enumerate() {
        if s < 0 || s as u64 > n {
            return Err(format!(
                "slice size {s} in dim {d} must be between 0 and the operand's size {n}"
            ));
        }
        let squeezed = g.collapsed_slice_dims.contains(&(d as i64))
            || g.operand_batching_dims.contains(&(d as i64));
        if squeezed && s > 1 {
            return Err(format!(
                "dim {d} is collapsed or batching, so its slice size must be 0 or 1, got {s}"
            ));
        }
    }
    let ivd = g.index_vector_dim as usize;
    let mut batch: Vec<u64> = idx.clone();
    if ivd < idx.len() {
        batch.remove(ivd);
    }
    let offsets: Vec<u64> = g
        .offset_operand_dims(a.len())
        .into_iter()
        .map(|d| sizes[d] as u64)
        .collect();
    let rank = batch.len() + offsets.len();
    check_dims("offset dim", &g.offset_dims, rank)?;
    if g.offset_dims.len() != offsets.len() {
        return Err(format!(
            "offset_dims has {} entries but {} slice dims remain",
            g.offset_dims.len(),
            offsets.len()
        ));
    }
    let (mut bi, mut oi) = (0, 0);
    let out: Vec<u64> = (0..rank)
        .map(|d| {
            if g.offset_dims.contains(&(d as i64)) {
                oi += 1;
                offsets[oi - 1]
            } else {
                bi += 1;
                batch[bi - 1]
            }
        })
        .collect();
    c.expect_tensor(0, &out, elem_of(c.opnd(0)))
}

pub(crate) fn rule_iota(c: &Ctx) -> R {
    c.count(0, 1)?;
    let d = c.int("iota_dimension")?;
    let r = tensor_of(c.res(0), "result")?;
    if let Some(rank) = r.rank() {
        if d < 0 || d as usize >= rank {
            return Err(format!(
                "iota_dimension {d} is out of range for {}",
                c.res(0)
            ));
        }
    }
    Ok(())
}

pub(crate) fn rule_pad(c: &Ctx) -> R {
    c.count(2, 1)?;
    let lo = c.ints("edge_padding_low")?;
    let hi = c.ints("edge_padding_high")?;
    let inner = c.ints("interior_padding")?;
    let Some(a) = c.dims(0)? else { return Ok(()) };
    if lo.len() != a.len() || hi.len() != a.len() || inner.len() != a.len() {
        return Err(format!("padding attributes need {} entries each", a.len()));
    }
    let mut out = Vec::new();
    for i in 0..a.len() {
        if inner[i] < 0 {
            return Err(format!("interior_padding must be >= 0, got {}", inner[i]));
        }
        let n = a[i] as i128
            + lo[i] as i128
            + hi[i] as i128
            + (a[i] as i128 - 1).max(0) * inner[i] as i128;
        if !(0..=MAX_DIM).contains(&n) {
            return Err(format!(
                "padding makes dimension {i} {}",
                if n < 0 { "negative" } else { "too large" }
            ));
        }
        out.push(n as u64);
    }
    c.expect_tensor(0, &out, elem_of(c.opnd(0)))
}

pub(crate) fn rule_reshape(c: &Ctx) -> R {
    c.count(1, 1)?;
    let (a, r) = (
        tensor_of(c.opnd(0), "operand")?,
        tensor_of(c.res(0), "result")?,
    );
    if a.elem != r.elem {
        return Err(format!("element type must stay {}, got {}", a.elem, r.elem));
    }
    if let (Some(x), Some(y)) = (a.num_elements(), r.num_elements()) {
        if x != y {
            return Err(format!(
                "cannot reshape {} ({x} elements) to {} ({y} elements)",
                c.opnd(0),
                c.res(0)
            ));
        }
    }
    Ok(())
}

pub(crate) fn rule_reverse(c: &Ctx) -> R {
    c.count(1, 1)?;
    let d = c.ints("dimensions")?;
    if let Some(r) = tensor_of(c.opnd(0), "operand")?.rank() {
        check_dims("dimension", &d, r)?;
    }
    c.expect(0, c.opnd(0))
}

pub(crate) fn rule_slice(c: &Ctx) -> R {
    c.count(1, 1)?;
    let (s, l) = (c.ints("start_indices")?, c.ints("limit_indices")?);
    let st = c.ints_or("strides", s.len(), 1)?;
    let Some(a) = c.dims(0)? else { return Ok(()) };
    if s.len() != a.len() || l.len() != a.len() || st.len() != a.len() {
        return Err(format!(
            "start_indices, limit_indices and strides need {} entries each",
            a.len()
        ));
    }
    let mut out = Vec::new();
    for i in 0..a.len() {
        if s[i] < 0 || l[i] < s[i] || l[i] as u64 > a[i] || st[i] <= 0 {
            return Err(format!(
                "dimension {i}: need 0 <= start ({}) <= limit ({}) <= size ({}) and stride ({}) > 0",
                s[i], l[i], a[i], st[i]
            ));
        }
        out.push(((l[i] as i128 - s[i] as i128 + st[i] as i128 - 1) / st[i] as i128) as u64);
    }
    c.expect_tensor(0, &out, elem_of(c.opnd(0)))
}

pub(crate) fn rule_transpose(c: &Ctx) -> R {
    c.count(1, 1)?;
    let p = c.ints("permutation")?;
    let Some(a) = c.dims(0)? else { return Ok(()) };
    if p.len() != a.len() {
        return Err(format!(
            "permutation has {} entries for rank {}",
            p.len(),
            a.len()
        ));
    }
    check_dims("permutation entry", &p, a.len())?;
    let out: Vec<u64> = p.iter().map(|&d| a[d as usize]).collect();
    c.expect_tensor(0, &out, elem_of(c.opnd(0)))
}

pub(crate) fn rule_tuple(c: &Ctx) -> R {
    c.count(c.operands(), 1)?;
    let ts = (0..c.operands()).map(|i| c.opnd(i).clone()).collect();
    c.expect(0, &Type::Tuple(ts))
}

pub(crate) fn rule_get_tuple_element(c: &Ctx) -> R {
    c.count(1, 1)?;
    let i = c.int("index")?;
    match c.opnd(0) {
        Type::Tuple(ts) => match ts.get(i as usize) {
            Some(t) if i >= 0 => c.expect(0, t),
            _ => Err(format!("index {i} is out of range for {}", c.opnd(0))),
        },
        t => Err(format!("operand must be a tuple, got {t}")),
    }
}

pub(crate) fn rule_dot_general(c: &Ctx) -> R {
    c.count(2, 1)?;
    let d = DotDims::parse(c.attr("dot_dimension_numbers"))?;
    let (Some(l), Some(r)) = (c.dims(0)?, c.dims(1)?) else {
        return Ok(());
    };
    check_dims(
        "lhs batch/contracting dim",
        &[d.lhs_batch.clone(), d.lhs_contract.clone()].concat(),
        l.len(),
    )?;
    check_dims(
        "rhs batch/contracting dim",
        &[d.rhs_batch.clone(), d.rhs_contract.clone()].concat(),
        r.len(),
    )?;
    if d.lhs_batch.len() != d.rhs_batch.len() || d.lhs_contract.len() != d.rhs_contract.len() {
        return Err("lhs and rhs need the same number of batch and of contracting dims".into());
    }
    for (a, b) in d
        .lhs_batch
        .iter()
        .zip(&d.rhs_batch)
        .chain(d.lhs_contract.iter().zip(&d.rhs_contract))
    {
        if l[*a as usize] != r[*b as usize] {
            return Err(format!(
                "lhs dim {a} (size {}) and rhs dim {b} (size {}) must match",
                l[*a as usize], r[*b as usize]
            ));
        }
    }
    let mut out: Vec<u64> = d.lhs_batch.iter().map(|&i| l[i as usize]).collect();
    out.extend(d.operand(true, l.len())[2].iter().map(|&i| l[i]));
    out.extend(d.operand(false, r.len())[2].iter().map(|&i| r[i]));
    let elem = elem_of(c.res(0));
    c.expect_tensor(0, &out, elem)
}

pub(crate) fn rule_dot(c: &Ctx) -> R {
    c.count(2, 1)?;
    let (Some(l), Some(r)) = (c.dims(0)?, c.dims(1)?) else {
        return Ok(());
    };
    let out: Vec<u64> = match (l.len(), r.len()) {
        (1, 1) if l[0] == r[0] => vec![],
        (2, 1) if l[1] == r[0] => vec![l[0]],
        (1, 2) if l[0] == r[0] => vec![r[1]],
        (2, 2) if l[1] == r[0] => vec![l[0], r[1]],
        _ => return Err(format!("cannot multiply {} by {}", c.opnd(0), c.opnd(1))),
    };
    c.expect_tensor(0, &out, elem_of(c.res(0)))
}

/// The largest dimension size shape rules produce; larger results are reported as errors.
pub(crate) const MAX_DIM: i128 = 1 << 62;

/// The output size of one windowed dimension (convolution, reduce_window), in `i128` so that
/// absurd attributes cannot overflow; callers reject results above [`MAX_DIM`].
pub(crate) fn window_out(
    n: i64,
    lo: i64,
    hi: i64,
    base_dil: i64,
    win: i64,
    win_dil: i64,
    stride: i64,
) -> i128 {
    let (n, lo, hi, bd, win, wd, st) = (
        n as i128,
        lo as i128,
        hi as i128,
        base_dil as i128,
        win as i128,
        win_dil as i128,
        stride as i128,
    );
    let padded = if n == 0 { 0 } else { (n - 1) * bd + 1 } + lo + hi;
    let eff = if win == 0 { 0 } else { (win - 1) * wd + 1 };
    if padded < eff || st <= 0 {
        0
    } else {
        (padded - eff) / st + 1
    }
}

pub(crate) fn dim_of(n: i128, what: &str) -> Result<u64, String> {
    if n > MAX_DIM {
        return Err(format!(
            "{what} would have {n} elements along one dimension"
        ));
    }
    Ok(n as u64)
}

pub(crate) fn padding_pairs(c: &Ctx, n: usize) -> Result<Vec<(i64, i64)>, String> {
    let flat = c.ints_or("padding", 2 * n, 0)?;
    if flat.len() != 2 * n {
        return Err(format!("padding needs {n}x2 entries, got {}", flat.len()));
    }
    Ok(flat.chunks(2).map(|p| (p[0], p[1])).collect())
}

pub(crate) fn rule_convolution(c: &Ctx) -> R {
    c.count(2, 1)?;
    conv_shape(c)
}

/// `lt.conv_accumulate(lhs, rhs, acc)`: `acc` plus the convolution of `lhs` and `rhs`, its
/// contraction added into `acc` a chunk at a time, in order ([`contraction_chunk`]), rounding
/// after each: a piece of a weight gradient added to the pieces before it, with the bits the
/// whole convolution gives (the budget search's batch pieces, `pieces.rs`).
pub(crate) fn rule_conv_accumulate(c: &Ctx) -> R {
    c.count(3, 1)?;
    let d = ConvDims::parse(c.attr("dimension_numbers"))?;
    if contraction_chunk(&d).is_none() {
        return Err("its lhs must lead with its feature dim (a weight gradient, summed over the batch in chunks); use stablehlo.convolution and stablehlo.add for any other convolution".into());
    }
    if c.opnd(2) != c.res(0) {
        return Err(format!(
            "the accumulator (operand #2) has type {}, but the result has type {}; they must match",
            c.opnd(2),
            c.res(0)
        ));
    }
    conv_shape(c)
}

/// The shape rule of a convolution of operands #0 and #1 into result #0.
pub(crate) fn conv_shape(c: &Ctx) -> R {
    let d = ConvDims::parse(c.attr("dimension_numbers"))?;
    let (Some(x), Some(k)) = (c.dims(0)?, c.dims(1)?) else {
        return Ok(());
    };
    let ns = d.in_spatial.len();
    if x.len() != ns + 2
        || k.len() != ns + 2
        || d.k_spatial.len() != ns
        || d.out_spatial.len() != ns
    {
        return Err(format!(
            "dimension_numbers do not fit input {} and kernel {}",
            c.opnd(0),
            c.opnd(1)
        ));
    }
    let strides = c.positive_ints("window_strides", ns)?;
    let lhs_dil = c.positive_ints("lhs_dilation", ns)?;
    let rhs_dil = c.positive_ints("rhs_dilation", ns)?;
    let pad = padding_pairs(c, ns)?;
    let groups = c
        .attr("feature_group_count")
        .and_then(Attr::as_int)
        .unwrap_or(1)
        .max(1) as u64;
    let bgroups = c
        .attr("batch_group_count")
        .and_then(Attr::as_int)
        .unwrap_or(1)
        .max(1) as u64;
    if strides.len() != ns || lhs_dil.len() != ns || rhs_dil.len() != ns {
        return Err(format!(
            "window_strides, lhs_dilation and rhs_dilation need {ns} entries each"
        ));
    }
    if x[d.in_feature] as u128 != k[d.k_in] as u128 * groups as u128 {
        return Err(format!(
            "input features ({}) must equal kernel input features ({}) x feature_group_count ({groups})",
            x[d.in_feature], k[d.k_in]
        ));
    }
    if k[d.k_out] % groups.saturating_mul(bgroups) != 0 || x[d.in_batch] % bgroups != 0 {
        return Err(
            "kernel output features must divide by feature_group_count and batch_group_count"
                .into(),
        );
    }
    let mut out = vec![0u64; ns + 2];
    out[d.out_batch] = x[d.in_batch] / bgroups;
    out[d.out_feature] = k[d.k_out];
    for i in 0..ns {
        let n = window_out(
            x[d.in_spatial[i]] as i64,
            pad[i].0,
            pad[i].1,
            lhs_dil[i],
            k[d.k_spatial[i]] as i64,
            rhs_dil[i],
            strides[i],
        );
        out[d.out_spatial[i]] = dim_of(n, "the convolution's output")?;
    }
    c.expect_tensor(0, &out, elem_of(c.res(0)))
}

/// Checks a reduction body: one block with `2n` scalar-tensor arguments ending in a return of
/// `n` scalar tensors of `results`' element types.
pub(crate) fn check_body(
    c: &Ctx,
    region: usize,
    elems: &[ElemType],
    results: &[ElemType],
    what: &str,
) -> R {
    let r = c.m.ops[c.op].regions[region];
    let Some(&b) = c.m.regions[r].blocks.first() else {
        return Err(format!("{what} region is empty"));
    };
    let args = &c.m.blocks[b].args;
    let n = elems.len();
    if args.len() != 2 * n {
        return Err(format!(
            "{what} body needs {} arguments (accumulators then elements), got {}",
            2 * n,
            args.len()
        ));
    }
    for (i, &a) in args.iter().enumerate() {
        let want = Type::tensor(&[], elems[i % n]);
        if *c.m.ty(a) != want {
            return Err(format!(
                "{what} body argument #{i} must be {want}, got {}",
                c.m.ty(a)
            ));
        }
    }
    let ret = c.m.blocks[b].ops.last().map(|&o| &c.m.ops[o].operands);
    let want: Vec<Type> = results.iter().map(|&e| Type::tensor(&[], e)).collect();
    let got: Option<Vec<&Type>> = ret.map(|r| r.iter().map(|&v| c.m.ty(v)).collect());
    if got
        .as_ref()
        .is_none_or(|g| g.len() != want.len() || g.iter().zip(&want).any(|(g, w)| *g != w))
    {
        let list = want
            .iter()
            .map(|t| t.to_string())
            .collect::<Vec<_>>()
            .join(", ");
        let had = got.map_or("nothing".to_string(), |g| {
            format!(
                "({})",
                g.iter()
                    .map(|t| t.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        });
        return Err(format!(
            "{what} body must return {} value(s) of type {list}, but it returns {had}; end it with \"stablehlo.return\"({list})",
            want.len()
        ));
    }
    Ok(())
}

pub(crate) fn rule_reduce(c: &Ctx) -> R {
    let n = c.operands() / 2;
    if !c.operands().is_multiple_of(2) || n == 0 || c.results() != n {
        return Err("expects N inputs, N init values and N results".into());
    }
    let dims = c.ints("dimensions")?;
    let elems: Vec<ElemType> = (0..n).map(|i| elem_of(c.opnd(n + i))).collect();
    check_body(c, 0, &elems, &elems, "reduce")?;
    for (i, &elem) in elems.iter().enumerate() {
        if tensor_of(c.opnd(n + i), "init value")?.rank() != Some(0) {
            return Err(format!(
                "init value #{i} must be a 0-d tensor, got {}",
                c.opnd(n + i)
            ));
        }
        let Some(a) = c.dims(i)? else { continue };
        check_dims("dimension", &dims, a.len())?;
        let out: Vec<u64> = (0..a.len())
            .filter(|d| !dims.contains(&(*d as i64)))
            .map(|d| a[d])
            .collect();
        c.expect_tensor(i, &out, elem)?;
    }
    Ok(())
}

pub(crate) fn window_shape(c: &Ctx, a: &[u64]) -> Result<Vec<u64>, String> {
    let n = a.len();
    let win = c.ints("window_dimensions")?;
    if win.iter().any(|&x| x <= 0) {
        return Err(format!("`window_dimensions` must be positive, got {win:?}"));
    }
    let strides = c.positive_ints("window_strides", n)?;
    let bd = c.positive_ints("base_dilations", n)?;
    let wd = c.positive_ints("window_dilations", n)?;
    let pad = padding_pairs(c, n)?;
    if win.len() != n || strides.len() != n || bd.len() != n || wd.len() != n {
        return Err(format!(
            "window attributes need {n} entries each (the operand's rank)"
        ));
    }
    (0..n)
        .map(|i| {
            dim_of(
                window_out(
                    a[i] as i64,
                    pad[i].0,
                    pad[i].1,
                    bd[i],
                    win[i],
                    wd[i],
                    strides[i],
                ),
                "the window's output",
            )
        })
        .collect()
}

pub(crate) fn rule_reduce_window(c: &Ctx) -> R {
    let n = c.operands() / 2;
    if !c.operands().is_multiple_of(2) || n == 0 || c.results() != n {
        return Err("expects N inputs, N init values and N results".into());
    }
    let elems: Vec<ElemType> = (0..n).map(|i| elem_of(c.opnd(n + i))).collect();
    check_body(c, 0, &elems, &elems, "reduce_window")?;
    for (i, &elem) in elems.iter().enumerate() {
        let Some(a) = c.dims(i)? else { continue };
        let out = window_shape(c, &a)?;
        c.expect_tensor(i, &out, elem)?;
    }
    Ok(())
}

pub(crate) fn rule_select_and_scatter(c: &Ctx) -> R {
    c.count(3, 1)?;
    let e = elem_of(c.opnd(0));
    let (Some(a), Some(s)) = (c.dims(0)?, c.dims(1)?) else {
        return c.expect(0, c.opnd(0));
    };
    let w = window_shape(c, &a)?;
    if w != s {
        return Err(format!(
            "source {} must have the windowed shape {:?} of the operand",
            c.opnd(1),
            w
        ));
    }
    check_body(c, 0, &[e], &[ElemType::Int(1)], "select")?;
    check_body(
        c,
        1,
        &[elem_of(c.opnd(2))],
        &[elem_of(c.opnd(2))],
        "scatter",
    )?;
    c.expect(0, c.opnd(0))
}

pub(crate) fn rule_scatter(c: &Ctx) -> R {
    let n = (c.operands().saturating_sub(1)) / 2;
    if n == 0 || c.operands() != 2 * n + 1 || c.results() != n {
        return Err("expects N inputs, the indices, N updates and N results".into());
    }
    let sd = ScatterDims::parse(c.attr("scatter_dimension_numbers"))?;
    let elems: Vec<ElemType> = (0..n).map(|i| elem_of(c.opnd(i))).collect();
    check_body(c, 0, &elems, &elems, "scatter")?;
    for i in 0..n {
        c.expect(i, c.opnd(i))?;
        if c.opnd(i) != c.opnd(0) || c.opnd(n + 1 + i) != c.opnd(n + 1) {
            return Err("all inputs must have one type, and all updates one type".into());
        }
    }
    let (Some(a), Some(idx), Some(upd)) = (c.dims(0)?, c.dims(n)?, c.dims(n + 1)?) else {
        return Ok(());
    };
    check_index_vector(
        &idx,
        sd.index_vector_dim,
        sd.scatter_dims_to_operand_dims.len(),
        "scatter_dims_to_operand_dims",
    )?;
    check_dims(
        "scatter_dims_to_operand_dims entry",
        &sd.scatter_dims_to_operand_dims,
        a.len(),
    )?;
    check_dims(
        "inserted_window_dims entry",
        &sd.inserted_window_dims,
        a.len(),
    )?;
    check_dims(
        "update_window_dims entry",
        &sd.update_window_dims,
        upd.len(),
    )?;
    check_batching(
        &sd.input_batching_dims,
        a.len(),
        &sd.scatter_indices_batching_dims,
        idx.len(),
        sd.index_vector_dim,
    )?;
    let window_rank = a.len()
        - sd.inserted_window_dims.len().min(a.len())
        - sd.input_batching_dims.len().min(a.len());
    if sd.update_window_dims.len() != window_rank {
        return Err(format!(
            "update_window_dims has {} entries, but the operand has {window_rank} window dims (rank minus inserted and batching dims)",
            sd.update_window_dims.len()
        ));
    }
    // The update dims that are not window dims must be the indices' batch dims.
    let ivd = sd.index_vector_dim as usize;
    let idx_batch: Vec<u64> = idx
        .iter()
        .enumerate()
        .filter(|&(d, _)| d != ivd)
        .map(|(_, &x)| x)
        .collect();
    let upd_scatter: Vec<u64> = upd
        .iter()
        .enumerate()
        .filter(|&(d, _)| !sd.update_window_dims.contains(&(d as i64)))
        .map(|(_, &x)| x)
        .collect();
    if idx_batch != upd_scatter {
        return Err(format!(
            "the updates' scatter dims {upd_scatter:?} must equal the indices' batch dims {idx_batch:?}"
        ));
    }
    Ok(())
}

/// The index vector of gather/scatter indices: `index_vector_dim` is a dim of the indices (or
/// one past the last, meaning a trailing vector of length 1) of size `n`.
pub(crate) fn check_index_vector(idx: &[u64], ivd: i64, n: usize, what: &str) -> R {
    if ivd < 0 || ivd as usize > idx.len() {
        return Err(format!(
            "index_vector_dim {ivd} is out of range for indices of rank {}",
            idx.len()
        ));
    }
    let len = idx.get(ivd as usize).copied().unwrap_or(1);
    if len != n as u64 {
        return Err(format!(
            "the index vectors have {len} components, but {what} has {n} entries"
        ));
    }
    Ok(())
}

/// Batching dims of the operand and of the indices: paired one to one, each in range, and
/// never the index vector dim.
pub(crate) fn check_batching(
    operand: &[i64],
    operand_rank: usize,
    indices: &[i64],
    indices_rank: usize,
    ivd: i64,
) -> R {
    check_dims("operand batching dim", operand, operand_rank)?;
    check_dims("indices batching dim", indices, indices_rank)?;
    if operand.len() != indices.len() {
        return Err(format!(
            "{} operand batching dims but {} indices batching dims; they are paired one to one",
            operand.len(),
            indices.len()
        ));
    }
    if indices.contains(&ivd) {
        return Err(format!(
            "index_vector_dim {ivd} cannot also be a batching dim"
        ));
    }
    Ok(())
}

pub(crate) fn rule_same_as_operands(c: &Ctx) -> R {
    if c.operands() != c.results() {
        return Err(format!(
            "expects as many results as operands ({}), got {}",
            c.operands(),
            c.results()
        ));
    }
    for i in 0..c.operands() {
        c.expect(i, c.opnd(i))?;
    }
    Ok(())
}

pub(crate) fn rule_sort(c: &Ctx) -> R {
    rule_same_as_operands(c)?;
    if c.operands() == 0 {
        return Err("expects at least one operand".into());
    }
    let t = tensor_of(c.opnd(0), "operand #0")?;
    for i in 1..c.operands() {
        let u = tensor_of(c.opnd(i), "operand")?;
        if u.shape != t.shape {
            return Err(format!(
                "operand #{i} has shape {}, but operand #0 has {}; sorted operands share a shape",
                c.opnd(i),
                c.opnd(0)
            ));
        }
    }
    let Some(shape) = &t.shape else {
        return Ok(());
    };
    let rank = shape.len() as i64;
    let d = c.attr("dimension").and_then(Attr::as_int).unwrap_or(-1);
    if !(-rank..rank).contains(&d) {
        return Err(format!(
            "`dimension` is {d}, but the operands have rank {rank}; use a dimension in [{}, {rank})",
            -rank
        ));
    }
    Ok(())
}

pub(crate) fn rule_top_k(c: &Ctx) -> R {
    c.count(1, 2)?;
    let t = tensor_of(c.opnd(0), "operand")?;
    let k = c.int("k")?;
    let Some(shape) = &t.shape else {
        return Ok(());
    };
    let last = match shape.last() {
        Some(Some(n)) => *n as i64,
        Some(None) => return Ok(()),
        None => return Err("the operand must have rank 1 or more".into()),
    };
    if !(0..=last).contains(&k) {
        return Err(format!(
            "k = {k}, but the last dimension has {last} elements; use 0 <= k <= {last}"
        ));
    }
    let mut shape = shape.clone();
    if let Some(d) = shape.last_mut() {
        *d = Some(k as u64);
    }
    let shape = Some(shape);
    c.expect(
        0,
        &Type::Tensor(TensorType {
            shape: shape.clone(),
            elem: t.elem,
        }),
    )?;
    c.expect(
        1,
        &Type::Tensor(TensorType {
            shape,
            elem: ElemType::Int(32),
        }),
    )
}

pub(crate) fn rule_case(c: &Ctx) -> R {
    if c.operands() != 1 {
        return Err("expects one operand (the branch index)".into());
    }
    if *c.opnd(0) != Type::tensor(&[], ElemType::Int(32)) {
        return Err(format!(
            "branch index must be tensor<i32>, got {}",
            c.opnd(0)
        ));
    }
    if c.m.ops[c.op].regions.is_empty() {
        return Err("expects at least one branch region".into());
    }
    Ok(())
}

pub(crate) fn rule_if(c: &Ctx) -> R {
    if c.operands() != 1 || *c.opnd(0) != Type::tensor(&[], ElemType::Int(1)) {
        return Err("expects one tensor<i1> predicate operand".into());
    }
    Ok(())
}

/// Static element count of a tensor type.
pub(crate) fn elements(t: &Type, what: &str) -> Result<u64, String> {
    tensor_of(t, what)?
        .num_elements()
        .ok_or_else(|| format!("{what} must have a static shape, got {t}"))
}
