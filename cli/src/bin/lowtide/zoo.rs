//! `lowtide zoo`: the training step of a model lowtide builds itself.

/// The arguments of `lowtide zoo`.
#[derive(clap::Args)]
pub struct ZooArgs {
    /// The model: mlp, vgg16, resnet18, resnet50, mobilenet_v2, unet, gpt2, bert_base or
    /// vit_b16.
    pub name: String,
    /// Batch size.
    #[arg(long, default_value_t = 64)]
    pub batch: u64,
    /// Layer widths for mlp, input to classes.
    #[arg(long, value_delimiter = ',', default_value = "784,1024,1024,10")]
    pub widths: Vec<u64>,
    /// sgd, momentum or adam.
    #[arg(long, default_value = "sgd")]
    pub optimizer: String,
    /// Sequence length [gpt2: 1024, bert_base: 512].
    #[arg(long)]
    pub seq: Option<u64>,
    /// Transformer blocks [12], or the residual blocks a ResNet or MobileNetV2 keeps [all].
    #[arg(long)]
    pub layers: Option<u64>,
    /// Transformer width [768] (vgg16: dense width [4096]).
    #[arg(long)]
    pub width: Option<u64>,
    /// Attention heads [12].
    #[arg(long)]
    pub heads: Option<u64>,
    /// Vocabulary size [gpt2: 50257, bert_base: 30522].
    #[arg(long)]
    pub vocab: Option<u64>,
    /// Image height and width [224].
    #[arg(long)]
    pub image: Option<u64>,
    /// Channels of the first convolution, the others scaled with it [mobilenet_v2: 32,
    /// others 64].
    #[arg(long)]
    pub channels: Option<u64>,
    /// Classes [1000; unet: 2].
    #[arg(long)]
    pub classes: Option<u64>,
    /// Write the module here instead of standard output.
    #[arg(short = 'o')]
    pub output: Option<String>,
    /// Print the module in MLIR's generic form (what upstream `mlir-opt` reads) instead of
    /// the custom form.
    #[arg(long = "mlir-print-op-generic")]
    pub generic: bool,
}

/// Runs `lowtide zoo`.
pub fn run(a: ZooArgs) -> Result<(), String> {
    let mut o = lowtide_passes::frontend::zoo::ZooOptions {
        batch: a.batch,
        widths: a.widths,
        seq: a.seq,
        layers: a.layers,
        width: a.width,
        heads: a.heads,
        vocab: a.vocab,
        image: a.image,
        channels: a.channels,
        classes: a.classes,
        ..Default::default()
    };
    let (name, optimizer, output) = (a.name.as_str(), a.optimizer.as_str(), a.output.as_deref());
    o.optimizer = lowtide_passes::autodiff::Optimizer::named(optimizer)
        .map_err(|e| format!("lowtide zoo: error: {e}"))?;
    let m = lowtide_passes::frontend::zoo::build(name, &o)
        .map_err(|e| format!("lowtide zoo: error: {e}"))?;
    let opts = lowtide_ir::PrintOptions {
        generic: a.generic,
        ..Default::default()
    };
    let text = lowtide_ir::print(&m, opts);
    match output {
        Some(path) => {
            std::fs::write(path, text).map_err(|e| format!("{path}: error: cannot write: {e}"))
        }
        None => {
            print!("{text}");
            Ok(())
        }
    }
}
