//! Random valid training-step-like graphs for property tests (shared by the passes' and the
//! CLI's tests): elementwise ops, broadcasts of constants, reshape chains, transpose +
//! dot_general + slice, reduce with a body, converts, scalar constant folding bait,
//! optimization barriers, `i1` masks (compare, not, select).

/// Numbers values and collects the function body.
struct Emitter {
    n: usize,
}

impl Emitter {
    fn name(&mut self) -> String {
        self.n += 1;
        format!("%v{}", self.n)
    }
}

/// Emits a random straight-line function over `tensor<4x8xf32>` values returning its last
/// value and one from its middle.
#[allow(dead_code)]
pub fn build(choices: &[(u8, u8, u8)]) -> String {
    build_with(choices, &[], &[])
}

/// Like [`build`], returning the values `returns` picks (any value, the arguments included;
/// the last and middle one when empty), and donating argument `i`'s buffer to result
/// `donate[i]` (`tf.aliasing_output`) where that is `Some`: callers keep each result donated
/// to at most once.
pub fn build_with(choices: &[(u8, u8, u8)], returns: &[u8], donate: &[Option<usize>]) -> String {
    let t = "tensor<4x8xf32>";
    let mut lines = Vec::new();
    let mut vals: Vec<String> = vec!["%arg0".into(), "%arg1".into()];
    let mut e = Emitter { n: 0 };
    let mut fresh = |lines: &mut Vec<String>, rhs: String| -> String {
        let name = e.name();
        lines.push(format!("    {name} = {rhs}"));
        name
    };
    for &(kind, a, b) in choices {
        let x = vals[a as usize % vals.len()].clone();
        let y = vals[b as usize % vals.len()].clone();
        let v = match kind % 11 {
            0 => fresh(
                &mut lines,
                format!("\"stablehlo.add\"({x}, {y}) : ({t}, {t}) -> {t}"),
            ),
            1 => fresh(
                &mut lines,
                format!("\"stablehlo.multiply\"({x}, {y}) : ({t}, {t}) -> {t}"),
            ),
            2 => fresh(
                &mut lines,
                format!("\"stablehlo.tanh\"({x}) : ({t}) -> {t}"),
            ),
            3 => {
                let c = fresh(&mut lines, format!("\"stablehlo.constant\"() <{{value = dense<{}.0> : tensor<f32>}}> : () -> tensor<f32>", b % 3));
                fresh(&mut lines, format!("\"stablehlo.broadcast_in_dim\"({c}) <{{broadcast_dimensions = array<i64>}}> : (tensor<f32>) -> {t}"))
            }
            4 => {
                let r = fresh(
                    &mut lines,
                    format!("\"stablehlo.reshape\"({x}) : ({t}) -> tensor<8x4xf32>"),
                );
                fresh(
                    &mut lines,
                    format!("\"stablehlo.reshape\"({r}) : (tensor<8x4xf32>) -> {t}"),
                )
            }
            5 => {
                let tr = fresh(&mut lines, format!("\"stablehlo.transpose\"({x}) <{{permutation = array<i64: 1, 0>}}> : ({t}) -> tensor<8x4xf32>"));
                let d = fresh(&mut lines, format!("\"stablehlo.dot_general\"({y}, {tr}) <{{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}}> : ({t}, tensor<8x4xf32>) -> tensor<4x4xf32>"));
                let s = fresh(&mut lines, format!("\"stablehlo.slice\"({d}) <{{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 4, 1>, strides = array<i64: 1, 1>}}> : (tensor<4x4xf32>) -> tensor<4x1xf32>"));
                fresh(&mut lines, format!("\"stablehlo.broadcast_in_dim\"({s}) <{{broadcast_dimensions = array<i64: 0, 1>}}> : (tensor<4x1xf32>) -> {t}"))
            }
            6 => {
                let z = fresh(&mut lines, "\"stablehlo.constant\"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>".into());
                let name = format!("%r{}", lines.len());
                // Rows (a suffix reduction) or columns (a prefix one), by the second operand.
                let (dim, kept, size) = if b % 2 == 0 { (1, 0, 4) } else { (0, 1, 8) };
                lines.push(format!("    {name} = \"stablehlo.reduce\"({x}, {z}) <{{dimensions = array<i64: {dim}>}}> ({{"));
                lines.push("    ^bb0(%p: tensor<f32>, %q: tensor<f32>):".into());
                lines.push("      %s = \"stablehlo.add\"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>".into());
                lines.push("      \"stablehlo.return\"(%s) : (tensor<f32>) -> ()".into());
                lines.push(format!(
                    "    }}) : ({t}, tensor<f32>) -> tensor<{size}xf32>"
                ));
                fresh(&mut lines, format!("\"stablehlo.broadcast_in_dim\"({name}) <{{broadcast_dimensions = array<i64: {kept}>}}> : (tensor<{size}xf32>) -> {t}"))
            }
            7 => fresh(
                &mut lines,
                format!("\"stablehlo.convert\"({x}) : ({t}) -> {t}"),
            ),
            8 => {
                let c = fresh(&mut lines, "\"stablehlo.constant\"() <{value = dense<1.0> : tensor<f32>}> : () -> tensor<f32>".into());
                let d = fresh(&mut lines, "\"stablehlo.constant\"() <{value = dense<2.0> : tensor<f32>}> : () -> tensor<f32>".into());
                let s = fresh(&mut lines, format!("\"stablehlo.multiply\"({c}, {d}) : (tensor<f32>, tensor<f32>) -> tensor<f32>"));
                let bc = fresh(&mut lines, format!("\"stablehlo.broadcast_in_dim\"({s}) <{{broadcast_dimensions = array<i64>}}> : (tensor<f32>) -> {t}"));
                fresh(
                    &mut lines,
                    format!("\"stablehlo.divide\"({x}, {bc}) : ({t}, {t}) -> {t}"),
                )
            }
            9 => {
                // A mask (i1, which buffers pack eight to a byte), negated, then selecting.
                let i1 = "tensor<4x8xi1>";
                let c = fresh(&mut lines, format!("\"stablehlo.compare\"({x}, {y}) <{{comparison_direction = #stablehlo<comparison_direction GT>}}> : ({t}, {t}) -> {i1}"));
                let n = fresh(
                    &mut lines,
                    format!("\"stablehlo.not\"({c}) : ({i1}) -> {i1}"),
                );
                fresh(
                    &mut lines,
                    format!("\"stablehlo.select\"({n}, {x}, {y}) : ({i1}, {t}, {t}) -> {t}"),
                )
            }
            _ => {
                let b = fresh(
                    &mut lines,
                    format!("\"stablehlo.optimization_barrier\"({x}) : ({t}) -> {t}"),
                );
                fresh(
                    &mut lines,
                    format!("\"stablehlo.negate\"({b}) : ({t}) -> {t}"),
                )
            }
        };
        vals.push(v);
    }
    let returned: Vec<String> = if returns.is_empty() {
        vec![vals.last().unwrap().clone(), vals[vals.len() / 2].clone()]
    } else {
        returns
            .iter()
            .map(|&r| vals[r as usize % vals.len()].clone())
            .collect()
    };
    let types = vec![t; returned.len()].join(", ");
    let arg_attrs: Vec<String> = (0..2)
        .map(|i| match donate.get(i).copied().flatten() {
            Some(k) => format!("{{tf.aliasing_output = {k} : i32}}"),
            None => "{}".into(),
        })
        .collect();
    format!(
        "\"func.func\"() <{{arg_attrs = [{}], function_type = ({t}, {t}) -> ({types}), sym_name = \"main\"}}> ({{\n  ^bb0(%arg0: {t}, %arg1: {t}):\n{}\n    \"func.return\"({}) : ({types}) -> ()\n  }}) : () -> ()\n",
        arg_attrs.join(", "),
        lines.join("\n"),
        returned.join(", ")
    )
}

/// [`build_with`]'s donations from random picks: argument `i` donates to result
/// `donate[i] % (results + 1)`, the last meaning none; a result is donated to once.
pub fn donations(donate: &[u8], results: usize) -> Vec<Option<usize>> {
    let mut map: Vec<Option<usize>> = donate
        .iter()
        .map(|&d| Some(d as usize % (results + 1)).filter(|&k| k < results))
        .collect();
    for i in 1..map.len() {
        if map[i].is_some() && map[..i].contains(&map[i]) {
            map[i] = None;
        }
    }
    map
}

/// The two arguments of a graph [`build_with`] writes, from one seed.
pub fn random_inputs(seed: u64) -> Vec<lowtide_runtime::HostTensor> {
    vec![
        random_input(seed),
        random_input(seed.wrapping_mul(31).wrapping_add(7)),
    ]
}

/// A pseudo-random `tensor<4x8xf32>` in [-1, 1) from `seed` (an argument of [`build`]'s
/// functions).
pub fn random_input(seed: u64) -> lowtide_runtime::HostTensor {
    let mut t = lowtide_runtime::HostTensor::zeros(&[4, 8], lowtide_ir::ElemType::F32);
    let mut s = seed | 1;
    for i in 0..32 {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        let v = ((s >> 11) as f64 / (1u64 << 53) as f64) * 2.0 - 1.0;
        t.bytes[i * 4..i * 4 + 4].copy_from_slice(&(v as f32).to_le_bytes());
    }
    t
}
