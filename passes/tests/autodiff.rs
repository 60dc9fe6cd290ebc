//! Gradients by finite differences, for every VJP rule: each case is a tiny f64 function of
//! one trainable argument ending in a weighted sum (a scalar loss). `autodiff` with SGD at
//! learning rate 1 returns `p - g`, so `g = p - new_p`; central differences of the forward
//! function on the CPU device must agree. Then zoo models train: the loss falls over a few
//! steps with each optimizer.

use lowtide_ir::{parse_and_verify, ElemType};
use lowtide_passes::autodiff::{training_step, Optimizer};
use lowtide_runtime::{run, HostTensor, Mode};

fn tensor(dims: &[u64], elem: ElemType, seed: u64, positive: bool) -> HostTensor {
    let mut t = HostTensor::zeros(dims, elem);
    let mut s = seed | 1;
    for i in 0..t.numel() {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        let u = (s >> 11) as f64 / (1u64 << 53) as f64;
        let v = if positive { 0.5 + u } else { u * 2.0 - 1.0 };
        lowtide_runtime::tensor::store(&mut t.bytes, elem, i, v);
    }
    t
}

fn scalar(t: &HostTensor) -> f64 {
    lowtide_runtime::tensor::load(&t.bytes, ElemType::F64, 0)
}

/// Autodiff's gradient of every listed element of every parameter (all elements when
/// `elements` is `None`) against central finite differences of `fwd`: `training_step` with
/// SGD at learning rate 1 returns `p - g`, so `g = p - new_p`.
fn assert_gradients(
    name: &str,
    fwd: &lowtide_ir::Module,
    params: &[usize],
    inputs: &[HostTensor],
    elements: Option<&[usize]>,
) {
    let f64t = ElemType::F64;
    let mut step = fwd.clone();
    let f = step.function("main").unwrap();
    training_step(&mut step, f, params, Optimizer::Sgd { lr: 1.0 })
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    let out = run(&step, "main", inputs.to_vec(), Mode::Unplanned).unwrap();
    for (k, &a) in params.iter().enumerate() {
        let all: Vec<usize> = (0..inputs[a].numel()).collect();
        for &i in elements.unwrap_or(&all) {
            let p = lowtide_runtime::tensor::load(&inputs[a].bytes, f64t, i);
            let g = p - lowtide_runtime::tensor::load(&out.outputs[1 + k].bytes, f64t, i);
            let eps = 1e-6;
            let at = |d: f64| {
                let mut x = inputs.to_vec();
                lowtide_runtime::tensor::store(&mut x[a].bytes, f64t, i, p + d);
                scalar(&run(fwd, "main", x, Mode::Unplanned).unwrap().outputs[0])
            };
            let fd = (at(eps) - at(-eps)) / (2.0 * eps);
            assert!(
                (fd - g).abs() <= 1e-6 * (1.0 + fd.abs()),
                "{name}: parameter {k} element {i}: autodiff {g}, finite differences {fd}"
            );
        }
    }
}

/// `body` computes `%y : tensor<2x3xf64>` from `%p : tensor<2x3xf64>` (trainable) and
/// `%q : tensor<2x3xf64>`; the loss is `sum(y * w)` for a fixed `%w`.
fn check(name: &str, body: &str, positive: bool) {
    let src = format!(
        r#""func.func"() <{{function_type = (tensor<2x3xf64>, tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<f64>, sym_name = "main"}}> ({{
^bb0(%p: tensor<2x3xf64>, %q: tensor<2x3xf64>, %w: tensor<2x3xf64>):
{body}
  %yw = "stablehlo.multiply"(%y, %w) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  %z = "stablehlo.constant"() <{{value = dense<0.0> : tensor<f64>}}> : () -> tensor<f64>
  %l = "stablehlo.reduce"(%yw, %z) <{{dimensions = array<i64: 0, 1>}}> ({{
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %s = "stablehlo.add"(%a, %b) : (tensor<f64>, tensor<f64>) -> tensor<f64>
    "stablehlo.return"(%s) : (tensor<f64>) -> ()
  }}) : (tensor<2x3xf64>, tensor<f64>) -> tensor<f64>
  "func.return"(%l) : (tensor<f64>) -> ()
}}) : () -> ()
"#
    );
    let fwd =
        parse_and_verify(&src, name).unwrap_or_else(|d| panic!("{name}: {}", d.render(Some(&src))));
    let f64t = ElemType::F64;
    let inputs = vec![
        tensor(&[2, 3], f64t, 11, positive),
        tensor(&[2, 3], f64t, 0x9e37_79b9_7f4a_7c15, positive),
        tensor(&[2, 3], f64t, 37, false),
    ];
    assert_gradients(name, &fwd, &[0], &inputs, None);
}

const T: &str = "(tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>";
const U: &str = "(tensor<2x3xf64>) -> tensor<2x3xf64>";

#[test]
fn every_vjp_rule_matches_finite_differences() {
    for (name, op) in [
        ("add", "stablehlo.add"),
        ("subtract", "stablehlo.subtract"),
        ("multiply", "stablehlo.multiply"),
        ("divide", "stablehlo.divide"),
        ("maximum", "stablehlo.maximum"),
        ("minimum", "stablehlo.minimum"),
    ] {
        check(name, &format!("  %y = \"{op}\"(%p, %q) : {T}"), false);
        check(
            &format!("{name} (rhs)"),
            &format!("  %y = \"{op}\"(%q, %p) : {T}"),
            false,
        );
    }
    for (name, op, positive) in [
        ("negate", "stablehlo.negate", false),
        ("exponential", "stablehlo.exponential", false),
        ("tanh", "stablehlo.tanh", false),
        ("log", "stablehlo.log", true),
        ("rsqrt", "stablehlo.rsqrt", true),
    ] {
        check(name, &format!("  %y = \"{op}\"(%p) : {U}"), positive);
    }
    check("select", "  %c = \"stablehlo.compare\"(%p, %q) <{comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xi1>\n  %y = \"stablehlo.select\"(%c, %p, %q) : (tensor<2x3xi1>, tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>", false);
    check("reshape", "  %r = \"stablehlo.reshape\"(%p) : (tensor<2x3xf64>) -> tensor<3x2xf64>\n  %y = \"stablehlo.reshape\"(%r) : (tensor<3x2xf64>) -> tensor<2x3xf64>", false);
    check("transpose", "  %t = \"stablehlo.transpose\"(%p) <{permutation = array<i64: 1, 0>}> : (tensor<2x3xf64>) -> tensor<3x2xf64>\n  %t2 = \"stablehlo.exponential\"(%t) : (tensor<3x2xf64>) -> tensor<3x2xf64>\n  %y = \"stablehlo.transpose\"(%t2) <{permutation = array<i64: 1, 0>}> : (tensor<3x2xf64>) -> tensor<2x3xf64>", false);
    check("reduce and broadcast_in_dim", "  %z0 = \"stablehlo.constant\"() <{value = dense<0.0> : tensor<f64>}> : () -> tensor<f64>\n  %r = \"stablehlo.reduce\"(%p, %z0) <{dimensions = array<i64: 1>}> ({\n  ^bb0(%a: tensor<f64>, %b: tensor<f64>):\n    %s = \"stablehlo.add\"(%a, %b) : (tensor<f64>, tensor<f64>) -> tensor<f64>\n    \"stablehlo.return\"(%s) : (tensor<f64>) -> ()\n  }) : (tensor<2x3xf64>, tensor<f64>) -> tensor<2xf64>\n  %b1 = \"stablehlo.broadcast_in_dim\"(%r) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xf64>) -> tensor<2x3xf64>\n  %y = \"stablehlo.multiply\"(%b1, %p) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>", false);
    check("batched dot_general", "  %d = \"stablehlo.dot_general\"(%p, %q) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>}> : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2xf64>\n  %e = \"stablehlo.dot_general\"(%q, %p) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>}> : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<3x3xf64>\n  %f = \"stablehlo.dot_general\"(%p, %e) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>}> : (tensor<2x3xf64>, tensor<3x3xf64>) -> tensor<2x3xf64>\n  %db = \"stablehlo.broadcast_in_dim\"(%d) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xf64>) -> tensor<2x3xf64>\n  %y = \"stablehlo.multiply\"(%db, %f) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>", false);
    check("dot_general", "  %qt = \"stablehlo.transpose\"(%q) <{permutation = array<i64: 1, 0>}> : (tensor<2x3xf64>) -> tensor<3x2xf64>\n  %d = \"stablehlo.dot_general\"(%p, %qt) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<2x3xf64>, tensor<3x2xf64>) -> tensor<2x2xf64>\n  %y = \"stablehlo.dot_general\"(%d, %p) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<2x2xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>", false);
}

/// Composite builder layers differentiate through their parts: a model with layer norm, GELU,
/// max and average pooling and softmax, checked by finite differences in f64 on every parameter element.
#[test]
fn builder_layers_match_finite_differences() {
    use lowtide_passes::frontend::builder::Model;
    let f64t = ElemType::F64;
    let mut b = Model::new("main", f64t);
    let x = b.input("x", &[3, 4], f64t);
    let t = b.input("target", &[3, 2], f64t);
    let h = b.linear(x, 4, 8);
    let h = b.layer_norm(h);
    let h = b.gelu(h);
    // Pool the 3x8 activations as a [1, 3, 8, 1] image: 1x2 max windows, then 1x2 averages.
    let img = b.reshape(h, &[1, 3, 8, 1]);
    let mx = b.max_pool(img, [1, 2], [1, 2], [0, 0]);
    let av = b.avg_pool(mx, [1, 2]);
    let h = b.reshape(av, &[3, 2]);
    let h = b.linear(h, 2, 2);
    let p = b.softmax(h);
    let loss = b.mse(p, t);
    let (fwd, params) = b.finish(loss).unwrap();
    let inputs = random_inputs(&fwd, 1000);
    assert_gradients("builder layers", &fwd, &params, &inputs, None);
}

/// Inputs for every argument of `fwd`'s `@main`: random f64 values from `seed`.
fn random_inputs(fwd: &lowtide_ir::Module, seed: u64) -> Vec<HostTensor> {
    let block = fwd.entry_block(fwd.function("main").unwrap()).unwrap();
    fwd.blocks[block]
        .args
        .iter()
        .enumerate()
        .map(|(i, &a)| {
            let t = fwd.ty(a).as_tensor().unwrap();
            tensor(
                &t.static_dims().unwrap(),
                t.elem,
                seed + 17 * i as u64,
                false,
            )
        })
        .collect()
}

/// Convolutions (strided, padded, grouped, depthwise, 1x1 with a stride that skips the last
/// row, transposed), batch norm, overlapping padded max pooling, ReLU6, slicing,
/// concatenation and global average pooling: gradients of every parameter element by finite differences in f64.
#[test]
fn conv_layers_match_finite_differences() {
    use lowtide_passes::frontend::builder::{Conv2d, Model};
    let f64t = ElemType::F64;
    let mut b = Model::new("main", f64t);
    let x = b.input("x", &[2, 7, 7, 3], f64t);
    let labels = b.input("labels", &[2], ElemType::Int(32));
    let h = b.conv2d(x, Conv2d::new(4, 3).stride(2).no_bias()); // 4x4x4
    let h = b.batch_norm(h);
    let h = b.relu6(h);
    let g = b.conv2d(h, Conv2d::new(6, 3).groups(2)); // grouped, 4x4x6
    let d = b.conv2d(g, Conv2d::new(6, 3).groups(6).padding(2)); // depthwise, 6x6x6
    let p = b.max_pool(d, [3, 3], [2, 2], [1, 1]); // 3x3x6
    let s = b.conv2d(h, Conv2d::new(5, 1).stride(3)); // 2x2x5, skips the last row
    let u = b.up_conv2d(s, 2); // 4x4x2
    let c = b.concat(g, u, 3); // 4x4x8
    let c = b.conv2d(c, Conv2d::new(6, 2).stride(2).padding(0)); // 2x2x6
    let p = b.slice(p, &[0, 1, 0, 0], &[2, 3, 3, 6]); // 2x3x6
    let pooled = b.global_avg_pool(p);
    let pooled2 = b.global_avg_pool(c);
    let both = b.add(pooled, pooled2);
    let logits = b.linear(both, 6, 3);
    let loss = b.softmax_cross_entropy(logits, labels);
    let (fwd, params) = b.finish(loss).unwrap();
    let mut inputs = random_inputs(&fwd, 3000);
    inputs[1] = HostTensor::zeros(&[2], ElemType::Int(32));
    lowtide_runtime::tensor::store(&mut inputs[1].bytes, ElemType::Int(32), 1, 2.0);
    assert_gradients("conv layers", &fwd, &params, &inputs, None);
}

/// Batch norm's running statistics are state: the step returns `0.9 old + 0.1 batch` (the
/// variance unbiased) for them after the loss and the new parameters, in place of the inputs.
#[test]
fn batch_norm_updates_its_running_statistics() {
    use lowtide_passes::frontend::builder::Model;
    let f64t = ElemType::F64;
    let mut b = Model::new("main", f64t);
    let x = b.input("x", &[4, 1, 1, 2], f64t);
    let h = b.batch_norm(x);
    let t = b.input("t", &[4, 1, 1, 2], f64t);
    let loss = b.mse(h, t);
    let (mut m, params) = b.finish(loss).unwrap();
    let f = m.function("main").unwrap();
    training_step(&mut m, f, &params, Optimizer::Sgd { lr: 0.1 }).unwrap();
    // Arguments: x, scale, shift, running mean, running var, t.
    let mut inputs = random_inputs(&m, 77);
    let xs: Vec<f64> = (0..8)
        .map(|i| lowtide_runtime::tensor::load(&inputs[0].bytes, f64t, i))
        .collect();
    for i in 0..2 {
        lowtide_runtime::tensor::store(&mut inputs[3].bytes, f64t, i, 1.0);
        lowtide_runtime::tensor::store(&mut inputs[4].bytes, f64t, i, 2.0);
    }
    let donations = m.donations(f);
    assert_eq!((donations[3], donations[4]), (Some(3), Some(4)));
    let out = run(&m, "main", inputs, Mode::Unplanned).unwrap();
    for c in 0..2 {
        let v: Vec<f64> = (0..4).map(|k| xs[2 * k + c]).collect();
        let mean = v.iter().sum::<f64>() / 4.0;
        let var = v.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / 3.0;
        let got_mean = lowtide_runtime::tensor::load(&out.outputs[3].bytes, f64t, c);
        let got_var = lowtide_runtime::tensor::load(&out.outputs[4].bytes, f64t, c);
        assert!((got_mean - (0.9 + 0.1 * mean)).abs() < 1e-12, "{got_mean}");
        assert!((got_var - (1.8 + 0.1 * var)).abs() < 1e-12, "{got_var}");
    }
}

/// An embedding with learned positions, causal attention, layer norm, an output layer tied to
/// the embedding and a 3-d cross-entropy: gradients of every
/// parameter element by finite differences in f64.
#[test]
fn transformer_layers_match_finite_differences() {
    use lowtide_passes::frontend::builder::Model;
    let f64t = ElemType::F64;
    let mut b = Model::new("main", f64t);
    let ids = b.input("ids", &[2, 3], ElemType::Int(32));
    let labels = b.input("labels", &[2, 3], ElemType::Int(32));
    let (x, table) = b.embedding(ids, 5, 4);
    let pos = b.positions(2, 3, 4);
    let x = b.add(x, pos);
    let a = b.attention(x, 2);
    let h = b.layer_norm(a);
    let logits = b.unembed(h, table);
    let loss = b.softmax_cross_entropy(logits, labels);
    let (fwd, params) = b.finish(loss).unwrap();
    let block = fwd.entry_block(fwd.function("main").unwrap()).unwrap();
    let inputs: Vec<HostTensor> = fwd.blocks[block]
        .args
        .iter()
        .enumerate()
        .map(|(i, &a)| {
            let t = fwd.ty(a).as_tensor().unwrap();
            let dims = t.static_dims().unwrap();
            if t.elem.is_integer() {
                let mut l = HostTensor::zeros(&dims, t.elem);
                for k in 0..l.numel() {
                    lowtide_runtime::tensor::store(
                        &mut l.bytes,
                        t.elem,
                        k,
                        ((k * 3 + i) % 5) as f64,
                    );
                }
                l
            } else {
                tensor(&dims, f64t, 2000 + 31 * i as u64, false)
            }
        })
        .collect();
    assert_gradients("transformer layers", &fwd, &params, &inputs, None);
}

/// A few steps of the zoo's tiny MLP on a fixed batch, feeding each step's parameters (and
/// optimizer state) into the next: the loss falls with every optimizer.
#[test]
fn zoo_mlp_trains_with_every_optimizer() {
    use lowtide_passes::frontend::zoo::{build, ZooOptions};
    for name in ["sgd", "momentum", "adam"] {
        let mut optimizer = Optimizer::named(name).unwrap();
        if let Optimizer::Adam { lr, .. } = &mut optimizer {
            *lr = 0.03;
        }
        if let Optimizer::Sgd { lr } | Optimizer::Momentum { lr, .. } = &mut optimizer {
            *lr = 0.5;
        }
        let o = ZooOptions {
            batch: 8,
            widths: vec![6, 16, 3],
            optimizer,
            ..Default::default()
        };
        let m = build("mlp", &o).unwrap();
        let losses = train(&m, 3, 8);
        assert!(
            losses.last().unwrap() < &(losses[0] * 0.9),
            "{name}: losses {losses:?}"
        );
    }
}

#[test]
fn an_op_without_a_vjp_rule_is_an_error_naming_it() {
    let src = r#""func.func"() <{function_type = (tensor<4xf32>) -> tensor<f32>, sym_name = "main"}> ({
^bb0(%p: tensor<4xf32>):
  %s = "stablehlo.sine"(%p) : (tensor<4xf32>) -> tensor<4xf32>
  %z = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %l = "stablehlo.reduce"(%s, %z) <{dimensions = array<i64: 0>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%t) : (tensor<f32>) -> ()
  }) : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  "func.return"(%l) : (tensor<f32>) -> ()
}) : () -> ()
"#;
    let mut m = parse_and_verify(src, "s.mlir").unwrap();
    let f = m.function("main").unwrap();
    let e = training_step(&mut m, f, &[0], Optimizer::Sgd { lr: 0.1 }).unwrap_err();
    assert_eq!(e, "autodiff has no VJP rule for 'stablehlo.sine'");
    // The failed call left the module as it was.
    assert_eq!(
        lowtide_ir::print(&m, Default::default()),
        lowtide_ir::print(
            &parse_and_verify(src, "s.mlir").unwrap(),
            Default::default()
        )
    );
    let e = training_step(&mut m, f, &[3], Optimizer::Sgd { lr: 0.1 }).unwrap_err();
    assert_eq!(e, "--wrt names argument #3, but the function has 1");
}

/// A one-block GPT-2 at tiny sizes trains: the loss falls over a few Adam steps.
#[test]
fn zoo_tiny_gpt2_trains() {
    use lowtide_passes::frontend::zoo::{build, ZooOptions};
    let o = ZooOptions {
        batch: 2,
        seq: Some(6),
        layers: Some(1),
        width: Some(8),
        heads: Some(2),
        vocab: Some(11),
        optimizer: Optimizer::Adam {
            lr: 0.02,
            b1: 0.9,
            b2: 0.999,
            eps: 1e-8,
        },
        ..Default::default()
    };
    let m = build("gpt2", &o).unwrap();
    // Tokens 7k mod 11 at position k; the next token is always one more.
    let losses = train(&m, 11, 10);
    assert!(
        losses.last().unwrap() < &(losses[0] * 0.9),
        "losses {losses:?}"
    );
}

/// `steps` training steps of `m` on one fixed batch ([`step_inputs`]), each step's donated
/// outputs fed to the next: the losses.
fn train(m: &lowtide_ir::Module, labels: u64, steps: usize) -> Vec<f64> {
    let f = m.function("main").unwrap();
    let mut inputs = step_inputs(m, labels);
    let donated: Vec<(usize, usize)> = m
        .donations(f)
        .into_iter()
        .enumerate()
        .filter_map(|(a, r)| r.map(|r| (a, r)))
        .collect();
    let mut losses = Vec::new();
    for _ in 0..steps {
        let out = run(m, "main", inputs.clone(), Mode::Unplanned).unwrap();
        losses.push(lowtide_runtime::tensor::load(
            &out.outputs[0].bytes,
            ElemType::F32,
            0,
        ));
        for &(a, r) in &donated {
            inputs[a] = out.outputs[r].clone();
        }
    }
    losses
}

/// Inputs for a zoo training step: integer inputs count modulo `labels`; the model's own
/// arguments are random (parameters scaled by their fan-in), the rest (optimizer state) zero.
fn step_inputs(m: &lowtide_ir::Module, labels: u64) -> Vec<HostTensor> {
    let f = m.function("main").unwrap();
    let block = m.entry_block(f).unwrap();
    let kinds = lowtide_ir::plan::arg_kinds(m, f);
    let named = lowtide_ir::plan::arg_names(m, f);
    m.blocks[block]
        .args
        .iter()
        .enumerate()
        .map(|(i, &a)| {
            let t = m.ty(a).as_tensor().unwrap();
            let dims = t.static_dims().unwrap();
            if t.elem.is_integer() {
                let mut l = HostTensor::zeros(&dims, t.elem);
                for k in 0..l.numel() {
                    let v = (k as u64 * 7 + i as u64) % labels;
                    lowtide_runtime::tensor::store(&mut l.bytes, t.elem, k, v as f64);
                }
                l
            } else if named[i].is_none() {
                HostTensor::zeros(&dims, t.elem)
            } else if kinds[i] != Some(lowtide_ir::plan::ArgKind::Param) {
                tensor(&dims, t.elem, 300 + i as u64, false)
            } else {
                // Uniform in ±1/sqrt(fan-in), the fan-in all dims but the last.
                let mut p = tensor(&dims, t.elem, 300 + i as u64, false);
                let fan_in: u64 = dims[..dims.len().saturating_sub(1)].iter().product();
                for k in 0..p.numel() {
                    let v = lowtide_runtime::tensor::load(&p.bytes, t.elem, k);
                    let scaled = v / (fan_in as f64).sqrt();
                    lowtide_runtime::tensor::store(&mut p.bytes, t.elem, k, scaled);
                }
                p
            }
        })
        .collect()
}

/// The zoo's image and encoder models at tiny sizes, each with its Adam options and the
/// number of label classes.
fn tiny_zoo() -> Vec<(&'static str, lowtide_passes::frontend::zoo::ZooOptions, u64)> {
    use lowtide_passes::frontend::zoo::ZooOptions;
    let adam = Optimizer::Adam {
        lr: 0.01,
        b1: 0.9,
        b2: 0.999,
        eps: 1e-8,
    };
    let image = |image: u64, channels: u64| ZooOptions {
        batch: 4,
        image: Some(image),
        channels: Some(channels),
        classes: Some(3),
        width: Some(16),
        optimizer: adam,
        ..Default::default()
    };
    let encoder = ZooOptions {
        batch: 2,
        seq: Some(6),
        layers: Some(1),
        width: Some(8),
        heads: Some(2),
        vocab: Some(11),
        image: Some(32),
        classes: Some(3),
        optimizer: adam,
        ..Default::default()
    };
    let lr = |o: ZooOptions, lr: f64| ZooOptions {
        optimizer: Optimizer::Adam {
            lr,
            b1: 0.9,
            b2: 0.999,
            eps: 1e-8,
        },
        ..o
    };
    vec![
        ("vgg16", lr(image(32, 4), 0.003), 3),
        (
            "unet",
            lr(
                ZooOptions {
                    classes: Some(2),
                    ..image(16, 4)
                },
                0.03,
            ),
            2,
        ),
        ("resnet18", image(16, 4), 3),
        ("resnet50", image(16, 4), 3),
        (
            "mobilenet_v2",
            lr(
                ZooOptions {
                    batch: 8,
                    ..image(32, 8)
                },
                0.001,
            ),
            3,
        ),
        ("bert_base", encoder.clone(), 11),
        ("vit_b16", encoder.clone(), 3),
    ]
}

/// Every image and encoder model of the zoo at tiny sizes trains end to end on the CPU
/// device: the loss of a fixed batch falls by more than 10% over a few Adam steps (batch
/// norm's running statistics carried from step to step as state).
#[test]
fn zoo_tiny_models_train() {
    for (name, o, labels) in tiny_zoo() {
        let m = lowtide_passes::frontend::zoo::build(name, &o)
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        let losses = train(&m, labels, 10);
        assert!(
            losses.last().unwrap() < &(losses[0] * 0.9),
            "{name}: losses {losses:?}"
        );
    }
}

/// GPT-2 small as published: 124,439,808 parameters (embeddings tied to the output layer).
#[test]
fn zoo_gpt2_has_the_published_parameter_count() {
    use lowtide_passes::frontend::zoo::{build, parameter_elements, ZooOptions};
    let m = build(
        "gpt2",
        &ZooOptions {
            batch: 1,
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!(parameter_elements(&m), 124_439_808);
}

/// Dropout drops about `rate` of the elements, the same ones for the same seed and others for
/// another seed, and its gradient is the mask (finite differences through it).
#[test]
fn dropout_is_seeded_and_differentiable() {
    use lowtide_passes::frontend::builder::Model;
    let f64t = ElemType::F64;
    let mut b = Model::new("main", f64t);
    let x = b.param("x", &[64, 64]);
    let seed = b.seed("seed");
    let y = b.dropout(x, seed, 0.25);
    let t = b.input("t", &[64, 64], f64t);
    let loss = b.mse(y, t);
    let (fwd, params) = b.finish(loss).unwrap();
    let seed_of = |s: u64| {
        let mut h = HostTensor::zeros(&[], ElemType::UInt(32));
        lowtide_runtime::tensor::store(&mut h.bytes, ElemType::UInt(32), 0, s as f64);
        h
    };
    let ones = {
        let mut o = HostTensor::zeros(&[64, 64], f64t);
        for i in 0..o.numel() {
            lowtide_runtime::tensor::store(&mut o.bytes, f64t, i, 1.0);
        }
        o
    };
    let zeros = HostTensor::zeros(&[64, 64], f64t);
    // With x = 1 and target 0 the loss is the mean of mask² / 0.75²: the kept fraction / 0.5625.
    let kept = |s: u64| {
        let out = run(
            &fwd,
            "main",
            vec![ones.clone(), seed_of(s), zeros.clone()],
            Mode::Unplanned,
        )
        .unwrap();
        scalar(&out.outputs[0]) * 0.5625
    };
    let (k1, k1b, k2) = (kept(7), kept(7), kept(8));
    assert!((k1 - 0.75).abs() < 0.03, "kept {k1}");
    assert_eq!(k1, k1b);
    assert_ne!(k1, k2);
    // Gradient through the mask.
    let inputs = [
        tensor(&[64, 64], f64t, 5, false),
        seed_of(3),
        tensor(&[64, 64], f64t, 6, false),
    ];
    assert_gradients(
        "dropout",
        &fwd,
        &params,
        &inputs,
        Some(&[0, 1, 17, 1000, 4095]),
    );
}

/// Layers given tensors of the wrong shape are errors from `finish`, never panics.
#[test]
fn builder_misuse_is_an_error() {
    use lowtide_passes::frontend::builder::Model;
    let mut b = Model::new("main", ElemType::F32);
    let x = b.input("x", &[4, 8], ElemType::F32);
    let a = b.attention(x, 2);
    let p = b.max_pool(a, [2, 2], [2, 2], [0, 0]);
    let e = b.finish(p).err().unwrap();
    assert_eq!(
        e,
        "attention needs a static rank-3 tensor, got tensor<4x8xf32>"
    );

    let mut b = Model::new("main", ElemType::F32);
    let x = b.input("x", &[1, 5, 4, 2], ElemType::F32);
    let p = b.avg_pool(x, [2, 2]);
    let e = b.finish(p).err().unwrap();
    assert_eq!(
        e,
        "avg_pool of a 5x4 image needs positive windows dividing it, got 2x2"
    );

    let mut b = Model::new("main", ElemType::F32);
    let x = b.input("x", &[2, 3, 6], ElemType::F32);
    let a = b.attention(x, 4);
    let e = b.finish(a).err().unwrap();
    assert_eq!(
        e,
        "attention over width 6 needs a positive number of heads dividing it, got 4"
    );

    let mut b = Model::new("main", ElemType::F32);
    let x = b.input("x", &[], ElemType::F32);
    let y = b.input("y", &[], ElemType::Int(32));
    let l = b.softmax_cross_entropy(x, y);
    let e = b.finish(l).err().unwrap();
    assert_eq!(
        e,
        "softmax_cross_entropy needs a static tensor of rank 1 or more, got tensor<f32>"
    );

    use lowtide_passes::frontend::builder::Conv2d;
    let image = || {
        let mut b = Model::new("main", ElemType::F32);
        let x = b.input("x", &[1, 4, 4, 6], ElemType::F32);
        (b, x)
    };
    let (mut b, x) = image();
    let y = b.conv2d(x, Conv2d::new(8, 3).groups(4));
    let e = b.finish(y).err().unwrap();
    assert_eq!(
        e,
        "conv2d of a 4x4x6 image needs a positive kernel and stride, groups dividing 6 input and 8 output channels, and a kernel (3) no larger than the padded image; got Conv2d { out: 8, kernel: 3, stride: 1, padding: 1, groups: 4, bias: true }"
    );
    let (mut b, x) = image();
    let y = b.max_pool(x, [5, 5], [1, 1], [0, 0]);
    let e = b.finish(y).err().unwrap();
    assert_eq!(
        e,
        "max_pool of a 4x4 image needs positive windows and strides and windows no larger than the padded image, got window [5, 5], stride [1, 1], padding [0, 0]"
    );
    let (mut b, x) = image();
    let z = b.input("z", &[1, 2, 4, 6], ElemType::F32);
    let y = b.concat(x, z, 3);
    let e = b.finish(y).err().unwrap();
    assert_eq!(
        e,
        "concat along dim 3 needs tensors equal in the other dims, got [1, 4, 4, 6] and [1, 2, 4, 6]"
    );
    let (mut b, x) = image();
    let s = b.state("s", &[6]);
    b.update(s, x);
    let e = b.finish(x).err().unwrap();
    assert_eq!(
        e,
        "update needs a state input (from Model::state) and a next value of its type"
    );
    let (mut b, x) = image();
    let y = b.slice(x, &[0, 0, 0, 0], &[1, 5, 4, 6]);
    let e = b.finish(y).err().unwrap();
    assert_eq!(
        e,
        "slice [[0, 0, 0, 0], [1, 5, 4, 6]) does not fit a tensor of shape [1, 4, 4, 6]"
    );
}

/// Every tiny zoo step planned (fused, scheduled, in one arena) and planned under a budget
/// (recomputing values) gives the unplanned step's outputs bit for bit: loss, new
/// parameters, optimizer state and running statistics.
#[test]
fn zoo_tiny_models_plan_exactly() {
    use lowtide_passes::{budget_pipeline, Instrumentation, Pipeline, PLAN_PIPELINE};
    let plan = |m: &lowtide_ir::Module, pipeline: &str| {
        let mut p = m.clone();
        Pipeline::parse(pipeline)?
            .run(
                &mut p,
                &Instrumentation::default(),
                "zoo",
                &mut std::io::sink(),
            )
            .map_err(|d| d.message)?;
        Ok::<_, String>(p)
    };
    // Models whose budgeted plan recomputes something (a schedule alone may fit the rest).
    let mut recomputing = Vec::new();
    let mut moments = 0;
    // Models the budget search plans below the plan without a budget.
    let mut smaller = Vec::new();
    for (name, o, labels) in tiny_zoo() {
        let m = lowtide_passes::frontend::zoo::build(name, &o).unwrap();
        let inputs = step_inputs(&m, labels);
        let want = run(&m, "main", inputs.clone(), Mode::Unplanned).unwrap();
        let planned = plan(&m, PLAN_PIPELINE).unwrap();
        let f = planned.function("main").unwrap();
        let full = lowtide_passes::report::report(&planned, f, None)
            .unwrap()
            .footprint_bytes;
        // A budget the plan without one fits is never refused.
        let at_full = plan(&m, &budget_pipeline(full)).unwrap_or_else(|e| panic!("{name}: {e}"));
        let r = lowtide_passes::report::report(&at_full, f, None).unwrap();
        assert!(r.footprint_bytes <= full, "{name}");
        // A byte less than the footprint (the first recomputations that help), or the
        // smallest footprint the search names when that is out of reach.
        let budgeted = match plan(&m, &budget_pipeline(full - 1)) {
            Ok(p) => p,
            Err(e) => {
                let smallest: u64 = e
                    .split("reaches is ")
                    .nth(1)
                    .and_then(|t| t.split(' ').next())
                    .and_then(|n| n.parse().ok())
                    .unwrap_or_else(|| panic!("{name}: {e}"));
                plan(&m, &budget_pipeline(smallest)).unwrap()
            }
        };
        // Adam's moment updates both read each weight gradient: one loop computes both.
        let body = &planned.blocks[planned.entry_block(f).unwrap()].ops;
        moments += body
            .iter()
            .filter(|&&op| {
                lowtide_ir::ops::fused_contraction(&planned, op).is_some()
                    && planned.ops[op].results.len() == 2
            })
            .count();
        let r = lowtide_passes::report::report(&budgeted, f, None).unwrap();
        assert!(r.footprint_bytes <= full, "{name}");
        if r.footprint_bytes < full {
            smaller.push(name);
        }
        if r.recompute_flops > 0 {
            recomputing.push(name);
        }
        for (what, p) in [("planned", &planned), ("budgeted", &budgeted)] {
            let got = run(p, "main", inputs.clone(), Mode::Planned).unwrap();
            assert_eq!(got.outputs.len(), want.outputs.len());
            for (k, (g, w)) in got.outputs.iter().zip(&want.outputs).enumerate() {
                assert!(g.bytes == w.bytes, "{name} {what}: output {k} differs");
            }
        }
    }
    // resnet18's and vit_b16's plans without a budget, their weight gradients inside both
    // moment updates, are already the smallest the search reaches.
    assert!(recomputing.len() >= 4, "recomputing: {recomputing:?}");
    assert!(smaller.len() >= 5, "smaller: {smaller:?}");
    assert!(
        moments > 0,
        "no weight gradient fused into both moment updates"
    );
}
