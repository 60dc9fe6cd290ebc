//! Model zoo: training steps built with [`crate::builder`] and [`crate::autodiff`], printed by
//! `lowtide zoo NAME`.
//!
//! Built: `mlp`. Not built yet (issue 7): vgg16, resnet18, resnet50, mobilenet_v2, unet, gpt2,
//! bert_base, vit_b16 (they need conv2d, pooling, normalization, attention and embedding).

use crate::autodiff::{training_step, Optimizer};
use crate::builder::Model;
use lowtide_ir::{ElemType, Module};

/// The models `zoo` knows, and the ones it will.
pub const BUILT: &[&str] = &["mlp", "gpt2"];
/// Models of issue 7 not built yet.
pub const NOT_BUILT: &[&str] = &[
    "vgg16",
    "resnet18",
    "resnet50",
    "mobilenet_v2",
    "unet",
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
    /// Sequence length (gpt2).
    pub seq: u64,
    /// Transformer blocks (gpt2).
    pub layers: u64,
    /// Model width (gpt2).
    pub width: u64,
    /// Attention heads (gpt2).
    pub heads: u64,
    /// Vocabulary size (gpt2).
    pub vocab: u64,
}

impl Default for ZooOptions {
    fn default() -> Self {
        ZooOptions {
            batch: 64,
            widths: vec![784, 1024, 1024, 10],
            optimizer: Optimizer::Sgd { lr: 0.01 },
            seq: 1024,
            layers: 12,
            width: 768,
            heads: 12,
            vocab: 50257,
        }
    }
}

/// The training step of model `name`.
pub fn build(name: &str, o: &ZooOptions) -> Result<Module, String> {
    match name {
        "mlp" => mlp(o),
        "gpt2" => gpt2(o),
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

/// GPT-2: token and learned position embeddings, pre-norm blocks of causal multi-head
/// attention and a GELU MLP (4x width), a final layer norm and an output layer tied to the
/// token embedding; next-token cross-entropy. The default is GPT-2 small (12 blocks, width
/// 768, 12 heads, 50257 tokens, 1024 positions: 124,439,808 parameters).
fn gpt2(o: &ZooOptions) -> Result<Module, String> {
    let (b_, t, w, h, v) = (o.batch, o.seq, o.width, o.heads, o.vocab);
    if [b_, t, w, h, v].contains(&0) || w % h != 0 {
        return Err("gpt2 needs positive sizes and a width divisible by the heads".into());
    }
    let mut b = Model::new("main", ElemType::F32);
    let ids = b.input("tokens", &[b_, t], ElemType::Int(32));
    let labels = b.input("next_tokens", &[b_, t], ElemType::Int(32));
    let (tok, table) = b.embedding(ids, v, w);
    let pos = b.positions(b_, t, w);
    let mut x = b.add(tok, pos);
    for _ in 0..o.layers {
        let n = b.layer_norm(x);
        let a = b.attention(n, h);
        x = b.add(x, a);
        let n = b.layer_norm(x);
        let f = b.linear(n, w, 4 * w);
        let f = b.gelu(f);
        let f = b.linear(f, 4 * w, w);
        x = b.add(x, f);
    }
    let x = b.layer_norm(x);
    let logits = b.unembed(x, table);
    let loss = b.softmax_cross_entropy(logits, labels);
    let (mut m, params) = b.finish(loss)?;
    let f = m.function("main").ok_or("no @main")?;
    training_step(&mut m, f, &params, o.optimizer)?;
    Ok(m)
}

/// The number of elements of a training step's donated arguments: its parameters when built
/// with SGD (other optimizers donate their state too).
pub fn donated_elements(m: &Module) -> u64 {
    let Some(f) = m.function("main") else {
        return 0;
    };
    let Some(b) = m.entry_block(f) else { return 0 };
    m.donations(f)
        .iter()
        .enumerate()
        .filter(|(_, d)| d.is_some())
        .filter_map(|(a, _)| m.ty(m.blocks[b].args[a]).as_tensor()?.num_elements())
        .sum()
}
