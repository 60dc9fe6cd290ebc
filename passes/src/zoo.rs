//! Model zoo: training steps built with [`crate::builder`] and [`crate::autodiff`], printed by
//! `lowtide zoo NAME`.
//!
//! Built: `mlp`. Not built yet (issue 7): vgg16, resnet18, resnet50, mobilenet_v2, unet, gpt2,
//! bert_base, vit_b16 (they need conv2d, pooling, normalization, attention and embedding).

use crate::autodiff::{training_step, Optimizer};
use crate::builder::Model;
use lowtide_ir::{ElemType, Module};

/// The models `zoo` knows, and the ones it will.
pub const BUILT: &[&str] = &["mlp"];
/// Models of issue 7 not built yet.
pub const NOT_BUILT: &[&str] = &[
    "vgg16",
    "resnet18",
    "resnet50",
    "mobilenet_v2",
    "unet",
    "gpt2",
    "bert_base",
    "vit_b16",
];

/// Options of a zoo model.
#[derive(Clone, Debug)]
pub struct ZooOptions {
    /// Batch size.
    pub batch: u64,
    /// Layer widths for `mlp`: input, hidden..., classes.
    pub widths: Vec<u64>,
    /// The optimizer.
    pub optimizer: Optimizer,
}

impl Default for ZooOptions {
    fn default() -> Self {
        ZooOptions {
            batch: 64,
            widths: vec![784, 1024, 1024, 10],
            optimizer: Optimizer::Sgd { lr: 0.01 },
        }
    }
}

/// The training step of model `name`.
pub fn build(name: &str, o: &ZooOptions) -> Result<Module, String> {
    match name {
        "mlp" => mlp(o),
        n if NOT_BUILT.contains(&n) => Err(format!(
            "model '{n}' is not built yet (lowtide builds: {})",
            BUILT.join(", ")
        )),
        n => Err(format!(
            "unknown model '{n}'; lowtide builds: {} (not yet: {})",
            BUILT.join(", "),
            NOT_BUILT.join(", ")
        )),
    }
}

/// A multi-layer perceptron: dense layers with ReLU between them, softmax cross-entropy.
fn mlp(o: &ZooOptions) -> Result<Module, String> {
    if o.widths.len() < 2 || o.batch == 0 || o.widths.contains(&0) {
        return Err("mlp needs a positive batch and at least an input and an output width".into());
    }
    let mut b = Model::new("main", ElemType::F32);
    let mut x = b.input("x", &[o.batch, o.widths[0]], ElemType::F32);
    let labels = b.input("labels", &[o.batch], ElemType::Int(32));
    for (i, w) in o.widths.windows(2).enumerate() {
        x = b.linear(x, w[0], w[1]);
        if i + 2 < o.widths.len() {
            x = b.relu(x);
        }
    }
    let loss = b.softmax_cross_entropy(x, labels);
    let (mut m, params) = b.finish(loss)?;
    let f = m.function("main").ok_or("no @main")?;
    training_step(&mut m, f, &params, o.optimizer)?;
    Ok(m)
}
