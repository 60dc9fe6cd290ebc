//! Model zoo: training steps built with [`crate::frontend::builder`] and [`crate::autodiff`], printed by
//! `lowtide zoo NAME`. Defaults are the published models (ImageNet 224x224 images, 1000
//! classes); parameter counts are checked against the published ones in the tests.

use crate::autodiff::{training_step, Optimizer};
use crate::frontend::builder::{Conv2d, Model};
use lowtide_ir::plan::{self, ArgKind};
use lowtide_ir::{ElemType, Module, Value};

/// The models `zoo` builds.
pub const BUILT: &[&str] = &[
    "mlp",
    "vgg16",
    "resnet18",
    "resnet50",
    "mobilenet_v2",
    "unet",
    "gpt2",
    "bert_base",
    "vit_b16",
];

/// Options of a zoo model; `None` is the published model's value.
#[derive(Clone, Debug)]
pub struct ZooOptions {
    /// Batch size.
    pub batch: u64,
    /// Layer widths for `mlp`: input, hidden..., classes.
    pub widths: Vec<u64>,
    /// The optimizer.
    pub optimizer: Optimizer,
    /// Sequence length (gpt2 1024, bert_base 512).
    pub seq: Option<u64>,
    /// Transformer blocks (12), or the residual blocks a ResNet or MobileNetV2 keeps (all).
    pub layers: Option<u64>,
    /// Transformer width (768).
    pub width: Option<u64>,
    /// Attention heads (12).
    pub heads: Option<u64>,
    /// Vocabulary size (gpt2 50257, bert_base 30522).
    pub vocab: Option<u64>,
    /// Image height and width (224).
    pub image: Option<u64>,
    /// Channels of the first convolution (mobilenet_v2 32, the others 64); the rest scale
    /// with it.
    pub channels: Option<u64>,
    /// Classes (1000; unet 2).
    pub classes: Option<u64>,
}

impl Default for ZooOptions {
    fn default() -> Self {
        ZooOptions {
            batch: 64,
            widths: vec![784, 1024, 1024, 10],
            optimizer: Optimizer::Sgd { lr: 0.01 },
            seq: None,
            layers: None,
            width: None,
            heads: None,
            vocab: None,
            image: None,
            channels: None,
            classes: None,
        }
    }
}

/// The training step of model `name`.
pub fn build(name: &str, o: &ZooOptions) -> Result<Module, String> {
    if o.batch == 0 {
        return Err(format!("{name} needs a positive batch"));
    }
    too_large(o)?;
    if o.layers.is_some() && matches!(name, "mlp" | "vgg16" | "unet") {
        return Err(format!(
            "{name} has no --layers: it sets the transformer blocks of gpt2, bert_base and vit_b16 and the residual blocks resnet18, resnet50 and mobilenet_v2 keep{}",
            if name == "mlp" { " (mlp's layers are its --widths)" } else { "" }
        ));
    }
    let built = match name {
        "mlp" => mlp(o)?,
        "vgg16" => vgg16(o)?,
        "resnet18" => resnet(o, [2, 2, 2, 2], false)?,
        "resnet50" => resnet(o, [3, 4, 6, 3], true)?,
        "mobilenet_v2" => mobilenet_v2(o)?,
        "unet" => unet(o)?,
        "gpt2" => gpt2(o)?,
        "bert_base" => bert_base(o)?,
        "vit_b16" => vit_b16(o)?,
        n => {
            return Err(format!(
                "unknown model '{n}'; lowtide builds: {}",
                BUILT.join(", ")
            ))
        }
    };
    let (mut m, params) = built.finish(name)?;
    let f = m.function("main").ok_or("no @main")?;
    training_step(&mut m, f, &params, o.optimizer)?;
    Ok(m)
}

/// The most blocks (`--layers`) or dense layers (`--widths`) a zoo model may have.
pub const MAX_LAYERS: u64 = 4096;

/// An error when the options would make a tensor past 2^62 bytes (or an option past 2^32),
/// before any arithmetic on them can overflow.
fn too_large(o: &ZooOptions) -> Result<(), String> {
    let (b, t, w, v, s, c, heads) = (
        o.batch,
        o.seq.unwrap_or(1024),
        o.width.unwrap_or(4096),
        o.vocab.unwrap_or(50257),
        o.image.unwrap_or(224),
        o.channels.unwrap_or(64),
        o.heads.unwrap_or(12),
    );
    let options = [
        ("--batch", b),
        ("--seq", t),
        ("--layers", o.layers.unwrap_or(12)),
        ("--width", w),
        ("--heads", heads),
        ("--vocab", v),
        ("--image", s),
        ("--channels", c),
        ("--classes", o.classes.unwrap_or(1000)),
    ];
    if let Some((k, v)) = options.iter().find(|(_, v)| *v > 1 << 32) {
        return Err(format!("{k} {v} is too large"));
    }
    // Each block is tens of ops (hundreds with its backward pass and update): more blocks
    // than this would build a module of millions of ops, gigabytes before it is printed.
    if let Some(l) = o.layers.filter(|&l| l > MAX_LAYERS) {
        return Err(format!(
            "--layers {l} is more than {MAX_LAYERS}, the most blocks lowtide builds"
        ));
    }
    if o.widths.len() as u64 > MAX_LAYERS {
        return Err(format!(
            "--widths lists {} layers, more than {MAX_LAYERS}, the most lowtide builds",
            o.widths.len()
        ));
    }
    let widest = o.widths.iter().copied().max().unwrap_or(1);
    // Largest tensors, in bytes, with room for the models' channel growth (up to 256x the
    // first convolution's channels) and attention's heads.
    let bounds: [&[u64]; 5] = [
        &[b, s, s, c.max(3), 256, 4],
        &[b, t, t, heads, 4],
        &[b, t, v.max(4 * w), 4],
        &[v, w, 4],
        &[b, widest, widest, 4],
    ];
    // (`elements` saturates, so a product past u64 counts as too large too.)
    if bounds
        .iter()
        .any(|d| crate::frontend::builder::elements(d) > 1 << 62)
    {
        return Err(
            "these options make tensors larger than 2^62 bytes; lower --batch, --image, --seq or the widths"
                .into(),
        );
    }
    Ok(())
}

/// A forward model and its loss, before `finish`.
struct Built(Model, Value);

impl Built {
    fn finish(self, name: &str) -> Result<(Module, Vec<usize>), String> {
        self.0.finish(self.1).map_err(|e| format!("{name}: {e}"))
    }
}

/// `value` when positive, else an error naming the option.
fn positive(value: u64, what: &str) -> Result<u64, String> {
    if value == 0 {
        Err(format!("{what} must be positive"))
    } else {
        Ok(value)
    }
}

/// An image batch `[B, image, image, channels]` and its labels `[B]`.
fn images(b: &mut Model, o: &ZooOptions, channels: u64) -> Result<(Value, Value), String> {
    let s = positive(o.image.unwrap_or(224), "--image")?;
    let x = b.input("images", &[o.batch, s, s, channels], ElemType::F32);
    let labels = b.input("labels", &[o.batch], ElemType::Int(32));
    Ok((x, labels))
}

/// A multi-layer perceptron: dense layers with ReLU between them, softmax cross-entropy.
fn mlp(o: &ZooOptions) -> Result<Built, String> {
    if o.widths.len() < 2 || o.widths.contains(&0) {
        return Err("mlp needs at least an input and an output width, all positive".into());
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
    Ok(Built(b, loss))
}

/// `conv` then batch norm, then ReLU when `relu`.
fn conv_bn(b: &mut Model, x: Value, conv: Conv2d, relu: bool) -> Value {
    let y = b.conv2d(x, conv.no_bias());
    let y = b.batch_norm(y);
    if relu {
        b.relu(y)
    } else {
        y
    }
}

/// ResNet v1.5 (torchvision's): a 7x7 stride-2 stem with batch norm and a 3x3 stride-2 max
/// pool, four stages of `blocks` residual blocks (basic, or bottleneck with 4x expansion;
/// the first block of stages 2-4 strides by 2 in its 3x3 convolution and projects its
/// shortcut with a 1x1 convolution), global average pooling and a dense classifier.
/// ResNet-18: 11,689,512 parameters; ResNet-50: 25,557,032.
fn resnet(o: &ZooOptions, blocks: [u64; 4], bottleneck: bool) -> Result<Built, String> {
    let c0 = positive(o.channels.unwrap_or(64), "--channels")?;
    let classes = positive(o.classes.unwrap_or(1000), "--classes")?;
    let mut keep = o.layers.unwrap_or(u64::MAX);
    let mut b = Model::new("main", ElemType::F32);
    let (x, labels) = images(&mut b, o, 3)?;
    let h = conv_bn(&mut b, x, Conv2d::new(c0, 7).stride(2), true);
    let mut h = b.max_pool(h, [3, 3], [2, 2], [1, 1]);
    let mut in_c = c0;
    for (stage, &n) in blocks.iter().enumerate() {
        let width = c0 << stage;
        let out_c = if bottleneck { 4 * width } else { width };
        for i in 0..n {
            if keep == 0 {
                break;
            }
            keep -= 1;
            let stride = if stage > 0 && i == 0 { 2 } else { 1 };
            let shortcut = if stride != 1 || in_c != out_c {
                conv_bn(&mut b, h, Conv2d::new(out_c, 1).stride(stride), false)
            } else {
                h
            };
            let y = if bottleneck {
                let y = conv_bn(&mut b, h, Conv2d::new(width, 1), true);
                let y = conv_bn(&mut b, y, Conv2d::new(width, 3).stride(stride), true);
                conv_bn(&mut b, y, Conv2d::new(out_c, 1), false)
            } else {
                let y = conv_bn(&mut b, h, Conv2d::new(width, 3).stride(stride), true);
                conv_bn(&mut b, y, Conv2d::new(width, 3), false)
            };
            let sum = b.add(y, shortcut);
            h = b.relu(sum);
            in_c = out_c;
        }
    }
    Ok(classify(b, h, in_c, classes, labels))
}

/// Global average pooling of `h` (`channels` wide), a dense classifier and softmax
/// cross-entropy against `labels`.
fn classify(mut b: Model, h: Value, channels: u64, classes: u64, labels: Value) -> Built {
    let pooled = b.global_avg_pool(h);
    let logits = b.linear(pooled, channels, classes);
    let loss = b.softmax_cross_entropy(logits, labels);
    Built(b, loss)
}

/// VGG-16 (configuration D): thirteen 3x3 convolutions with ReLU in five blocks, each ended
/// by a 2x2 max pool, then dense 4096-4096-classes with ReLU (dropout left out). 138,357,544
/// parameters at 224x224 (the first dense layer reads the flattened 7x7x512 map).
fn vgg16(o: &ZooOptions) -> Result<Built, String> {
    let c0 = positive(o.channels.unwrap_or(64), "--channels")?;
    let classes = positive(o.classes.unwrap_or(1000), "--classes")?;
    let hidden = positive(o.width.unwrap_or(4096), "--width")?;
    let image = o.image.unwrap_or(224);
    if !image.is_multiple_of(32) {
        return Err(format!(
            "vgg16 needs an image size divisible by 32, got {image}"
        ));
    }
    let mut b = Model::new("main", ElemType::F32);
    let (x, labels) = images(&mut b, o, 3)?;
    let mut h = x;
    for (stage, convs) in [2, 2, 3, 3, 3].into_iter().enumerate() {
        let c = c0 << stage.min(3);
        for _ in 0..convs {
            h = b.conv2d(h, Conv2d::new(c, 3));
            h = b.relu(h);
        }
        h = b.max_pool(h, [2, 2], [2, 2], [0, 0]);
    }
    let side = image / 32;
    let flat = side * side * (c0 << 3);
    let h = b.reshape(h, &[o.batch, flat]);
    let h = b.linear(h, flat, hidden);
    let h = b.relu(h);
    let h = b.linear(h, hidden, hidden);
    let h = b.relu(h);
    let logits = b.linear(h, hidden, classes);
    let loss = b.softmax_cross_entropy(logits, labels);
    Ok(Built(b, loss))
}

/// Channels rounded to a multiple of 8, never below 90% of `v` (torchvision's rule).
fn divisible8(v: f64) -> u64 {
    let r = (((v + 4.0) as u64) / 8 * 8).max(8);
    if (r as f64) < 0.9 * v {
        r + 8
    } else {
        r
    }
}

/// MobileNetV2: a 3x3 stride-2 stem, seventeen inverted residual blocks (1x1 expansion,
/// 3x3 depthwise, 1x1 linear projection, each convolution with batch norm, ReLU6 after the
/// first two; a residual when shape allows), a 1x1 convolution to 1280 channels, global
/// average pooling and a dense classifier (dropout left out). 3,504,872 parameters.
/// `--layers N` keeps the first N inverted residual blocks.
fn mobilenet_v2(o: &ZooOptions) -> Result<Built, String> {
    let c0 = positive(o.channels.unwrap_or(32), "--channels")?;
    let classes = positive(o.classes.unwrap_or(1000), "--classes")?;
    let mut keep = o.layers.unwrap_or(u64::MAX);
    let mult = c0 as f64 / 32.0;
    let mut b = Model::new("main", ElemType::F32);
    let (x, labels) = images(&mut b, o, 3)?;
    let mut in_c = divisible8(32.0 * mult);
    let h = conv_bn(&mut b, x, Conv2d::new(in_c, 3).stride(2), false);
    let mut h = b.relu6(h);
    for (t, c, n, s) in [
        (1, 16, 1, 1),
        (6, 24, 2, 2),
        (6, 32, 3, 2),
        (6, 64, 4, 2),
        (6, 96, 3, 1),
        (6, 160, 3, 2),
        (6, 320, 1, 1),
    ] {
        let out_c = divisible8(c as f64 * mult);
        for i in 0..n {
            if keep == 0 {
                break;
            }
            keep -= 1;
            let stride = if i == 0 { s } else { 1 };
            let hidden = in_c * t;
            let mut y = h;
            if t != 1 {
                y = conv_bn(&mut b, y, Conv2d::new(hidden, 1), false);
                y = b.relu6(y);
            }
            let dw = Conv2d::new(hidden, 3).stride(stride).groups(hidden);
            y = conv_bn(&mut b, y, dw, false);
            y = b.relu6(y);
            y = conv_bn(&mut b, y, Conv2d::new(out_c, 1), false);
            h = if stride == 1 && in_c == out_c {
                b.add(h, y)
            } else {
                y
            };
            in_c = out_c;
        }
    }
    let last = divisible8(1280.0 * mult.max(1.0));
    let h = conv_bn(&mut b, h, Conv2d::new(last, 1), false);
    let h = b.relu6(h);
    Ok(classify(b, h, last, classes, labels))
}

/// U-Net (Ronneberger et al. 2015) on a 1-channel image with 2 classes: four levels down of
/// two 3x3 convolutions with ReLU and a 2x2 max pool (64 to 512 channels), two at 1024, four
/// levels up of a 2x2 up-convolution halving the channels, concatenation with the level's
/// features and two 3x3 convolutions, then a 1x1 convolution to the classes; per-pixel
/// softmax cross-entropy. Convolutions are padded (the output has the input's size, as
/// common implementations do; the paper's are unpadded): 31,030,658 parameters, the sum
/// over that layer list.
fn unet(o: &ZooOptions) -> Result<Built, String> {
    let c0 = positive(o.channels.unwrap_or(64), "--channels")?;
    let classes = positive(o.classes.unwrap_or(2), "--classes")?;
    let s = o.image.unwrap_or(224);
    if s == 0 || !s.is_multiple_of(16) {
        return Err(format!("unet needs an image size divisible by 16, got {s}"));
    }
    let mut b = Model::new("main", ElemType::F32);
    let x = b.input("images", &[o.batch, s, s, 1], ElemType::F32);
    let labels = b.input("labels", &[o.batch, s, s], ElemType::Int(32));
    let double = |b: &mut Model, x: Value, c: u64| {
        let y = b.conv2d(x, Conv2d::new(c, 3));
        let y = b.relu(y);
        let y = b.conv2d(y, Conv2d::new(c, 3));
        b.relu(y)
    };
    let mut skips = Vec::new();
    let mut h = x;
    for level in 0..4 {
        h = double(&mut b, h, c0 << level);
        skips.push(h);
        h = b.max_pool(h, [2, 2], [2, 2], [0, 0]);
    }
    h = double(&mut b, h, c0 << 4);
    for level in (0..4).rev() {
        let up = b.up_conv2d(h, c0 << level);
        let joined = b.concat(skips[level], up, 3);
        h = double(&mut b, joined, c0 << level);
    }
    let logits = b.conv2d(h, Conv2d::new(classes, 1));
    let loss = b.softmax_cross_entropy(logits, labels);
    Ok(Built(b, loss))
}

/// Transformer sizes: (layers, width, heads), checked.
fn transformer(o: &ZooOptions) -> Result<(u64, u64, u64), String> {
    let (l, w, h) = (
        o.layers.unwrap_or(12),
        positive(o.width.unwrap_or(768), "--width")?,
        positive(o.heads.unwrap_or(12), "--heads")?,
    );
    if w % h != 0 {
        return Err(format!("the width ({w}) must divide by the heads ({h})"));
    }
    Ok((l, w, h))
}

/// A pre-norm transformer block (GPT-2, ViT): attention and a GELU MLP (4x width), each
/// after a layer norm and added to the residual stream.
fn pre_norm_block(b: &mut Model, x: Value, w: u64, heads: u64, causal: bool) -> Value {
    let n = b.layer_norm(x);
    let a = if causal {
        b.attention(n, heads)
    } else {
        b.bidirectional_attention(n, heads)
    };
    let x = b.add(x, a);
    let n = b.layer_norm(x);
    let f = mlp_block(b, n, w);
    b.add(x, f)
}

/// `linear(w, 4w)`, GELU, `linear(4w, w)`.
fn mlp_block(b: &mut Model, x: Value, w: u64) -> Value {
    let f = b.linear(x, w, 4 * w);
    let f = b.gelu(f);
    b.linear(f, 4 * w, w)
}

/// GPT-2: token and learned position embeddings, pre-norm blocks of causal multi-head
/// attention and a GELU MLP (4x width), a final layer norm and an output layer tied to the
/// token embedding; next-token cross-entropy. The default is GPT-2 small (12 blocks, width
/// 768, 12 heads, 50257 tokens, 1024 positions: 124,439,808 parameters).
fn gpt2(o: &ZooOptions) -> Result<Built, String> {
    let (layers, w, heads) = transformer(o)?;
    let t = positive(o.seq.unwrap_or(1024), "--seq")?;
    let v = positive(o.vocab.unwrap_or(50257), "--vocab")?;
    let mut b = Model::new("main", ElemType::F32);
    let ids = b.input("tokens", &[o.batch, t], ElemType::Int(32));
    let labels = b.input("next_tokens", &[o.batch, t], ElemType::Int(32));
    let (tok, table) = b.embedding(ids, v, w);
    let pos = b.positions(o.batch, t, w);
    let mut x = b.add(tok, pos);
    for _ in 0..layers {
        x = pre_norm_block(&mut b, x, w, heads, true);
    }
    let x = b.layer_norm(x);
    let logits = b.unembed(x, table);
    let loss = b.softmax_cross_entropy(logits, labels);
    Ok(Built(b, loss))
}

/// BERT-base pre-training with its masked-language-model head: token, position and
/// (one-segment) token-type embeddings with a layer norm, post-norm encoder blocks
/// (bidirectional attention and a GELU MLP, each added to its input then normalized), and
/// the MLM head (dense, GELU, layer norm, output tied to the token embedding plus a bias).
/// The loss is cross-entropy at every position (the labels mark which token belongs there;
/// BERT scores only the masked 15%, which changes no activation sizes). GELU is the tanh
/// form; dropout is left out. 109,514,298 parameters (BertForMaskedLM).
fn bert_base(o: &ZooOptions) -> Result<Built, String> {
    let (layers, w, heads) = transformer(o)?;
    let t = positive(o.seq.unwrap_or(512), "--seq")?;
    let v = positive(o.vocab.unwrap_or(30522), "--vocab")?;
    let mut b = Model::new("main", ElemType::F32);
    let ids = b.input("tokens", &[o.batch, t], ElemType::Int(32));
    let labels = b.input("labels", &[o.batch, t], ElemType::Int(32));
    let (tok, table) = b.embedding(ids, v, w);
    let pos = b.positions(o.batch, t, w);
    let segment = b.zeros(&[o.batch, t], ElemType::Int(32));
    let (typ, _) = b.embedding(segment, 2, w);
    let x = b.add(tok, pos);
    let x = b.add(x, typ);
    let mut x = b.layer_norm(x);
    for _ in 0..layers {
        let a = b.bidirectional_attention(x, heads);
        let s = b.add(x, a);
        x = b.layer_norm(s);
        let f = mlp_block(&mut b, x, w);
        let s = b.add(x, f);
        x = b.layer_norm(s);
    }
    let h = b.linear(x, w, w);
    let h = b.gelu(h);
    let h = b.layer_norm(h);
    let scores = b.unembed(h, table);
    let logits = b.bias(scores);
    let loss = b.softmax_cross_entropy(logits, labels);
    Ok(Built(b, loss))
}

/// ViT-B/16: 16x16 patches embedded by a stride-16 convolution, a class token and learned
/// positions, pre-norm encoder blocks with bidirectional attention, a final layer norm and
/// a dense classifier on the class token. 86,567,656 parameters at 224x224.
fn vit_b16(o: &ZooOptions) -> Result<Built, String> {
    let (layers, w, heads) = transformer(o)?;
    let classes = positive(o.classes.unwrap_or(1000), "--classes")?;
    let image = o.image.unwrap_or(224);
    if image == 0 || !image.is_multiple_of(16) {
        return Err(format!(
            "vit_b16 needs an image size divisible by 16, got {image}"
        ));
    }
    let patches = (image / 16) * (image / 16);
    let mut b = Model::new("main", ElemType::F32);
    let (x, labels) = images(&mut b, o, 3)?;
    let p = b.conv2d(x, Conv2d::new(w, 16).stride(16).padding(0));
    let p = b.reshape(p, &[o.batch, patches, w]);
    let cls = b.class_token(o.batch, w);
    let x = b.concat(cls, p, 1);
    let pos = b.positions(o.batch, patches + 1, w);
    let mut x = b.add(x, pos);
    for _ in 0..layers {
        x = pre_norm_block(&mut b, x, w, heads, false);
    }
    let x = b.layer_norm(x);
    let first = b.slice(x, &[0, 0, 0], &[o.batch, 1, w]);
    let first = b.reshape(first, &[o.batch, w]);
    let logits = b.linear(first, w, classes);
    let loss = b.softmax_cross_entropy(logits, labels);
    Ok(Built(b, loss))
}

/// The number of trainable parameter elements of a training step (the arguments autodiff
/// records as parameters, [`ArgKind::Param`]).
pub fn parameter_elements(m: &Module) -> u64 {
    let Some(f) = m.function("main") else {
        return 0;
    };
    let Some(b) = m.entry_block(f) else { return 0 };
    m.blocks[b]
        .args
        .iter()
        .zip(plan::arg_kinds(m, f))
        .filter(|(_, k)| *k == Some(ArgKind::Param))
        .filter_map(|(&a, _)| m.ty(a).num_elements())
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Parameter counts of the published models (torchvision, Hugging Face, timm), at batch 1.
    #[test]
    fn parameter_counts_match_the_published_models() {
        let o = ZooOptions {
            batch: 1,
            ..Default::default()
        };
        for (name, count) in [
            ("resnet18", 11_689_512),
            ("resnet50", 25_557_032),
            ("vgg16", 138_357_544),
            ("mobilenet_v2", 3_504_872),
            ("gpt2", 124_439_808),
            ("bert_base", 109_514_298),
            ("vit_b16", 86_567_656),
            // No single published figure: the paper's layers with padded convolutions.
            ("unet", 31_030_658),
        ] {
            let m = build(name, &o).unwrap();
            assert_eq!(parameter_elements(&m), count, "{name}");
        }
    }

    /// `--layers` keeps MobileNetV2's first inverted residual blocks (the plan-scaling bench
    /// grows it by them), and a model without blocks refuses it rather than ignore it.
    #[test]
    fn mobilenet_v2_keeps_its_first_blocks_and_models_without_blocks_refuse_layers() {
        let o = |layers| ZooOptions {
            batch: 1,
            image: Some(32),
            layers,
            ..Default::default()
        };
        let counts: Vec<u64> = [Some(2), Some(4), Some(17), None]
            .into_iter()
            .map(|l| parameter_elements(&build("mobilenet_v2", &o(l)).unwrap()))
            .collect();
        assert!(counts[0] < counts[1] && counts[1] < counts[2], "{counts:?}");
        assert_eq!(counts[2], counts[3]);
        for name in ["mlp", "vgg16", "unet"] {
            let e = build(name, &o(Some(2))).err().unwrap();
            assert!(
                e.starts_with(&format!("{name} has no --layers: it sets the transformer blocks of gpt2, bert_base and vit_b16 and the residual blocks resnet18, resnet50 and mobilenet_v2 keep")),
                "{e}"
            );
        }
    }
}
