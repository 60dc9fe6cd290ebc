"""Exports training steps built from popular JAX model libraries (Flax linen layers with optax
optimizers; Keras 3 layers on its JAX backend with Keras optimizers), for timing the CPU
device against XLA:CPU on code nobody here wrote. Flax:

- vit: a Vision Transformer (patch convolution, `nn.MultiHeadDotProductAttention`, whose
  einsums batch over non-leading dims, exact GELU MLP, LayerNorm), AdamW;
- gpt2: a GPT-2 style decoder (token and position embeddings, causal
  `nn.MultiHeadDotProductAttention`, tied output embedding), Adam with gradient clipping;
- lstm: a text classifier over `nn.RNN(nn.OptimizedLSTMCell)` (a `lax.scan`: a
  `stablehlo.while`), Adam;
- resnet: a ResNet-18 style CNN with BatchNorm (batch statistics as model state), SGD with
  momentum.

Keras (`keras.layers.MultiHeadAttention` is the einsum attention Keras-hub models use; steps
made with `stateless_call` and `stateless_apply`, as Keras documents for JAX training loops):

- keras_gpt: a decoder with causal attention and dropout (a seed generator's state in the
  step), AdamW;
- keras_vit: a ViT with patch convolution and exact GELU, Adam;
- keras_lstm: `keras.layers.LSTM` over an embedding (a `lax.scan`), RMSprop;
- keras_mobilenet: `keras.applications.MobileNetV2` (width 0.35, 64x64 images: depthwise
  convolutions, whose gradients are batch-grouped convolutions, and BatchNorm statistics as
  model state), SGD with momentum.

With `--applications`, only four `keras.applications` CNNs instead (64x64 images, batch 8,
10 classes, no weights, SGD with momentum), larger steps for timing `lowtide plan` on code
nobody here wrote: densenet121 (concatenations: about 17,600 ops), efficientnetb0 (depthwise
convolutions and squeeze-and-excitation: 8,800), resnet50 and convnext_tiny.

Usage: python3 scripts/library_steps.py OUTDIR [--applications]   (needs `pip install jax flax
optax keras`)

Writes, per step, NAME.mlir (the jitted step in MLIR generic form, `@main`), NAME.json
(`vocab`: the range of its integer inputs, read by `xla_time.py`) and NAME.args.json (the kind
of each argument, for `lowtide plan --args`).
"""
import json
import os
import sys

os.environ["KERAS_BACKEND"] = "jax"

import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
import keras

OUT = sys.argv[1] if len(sys.argv) > 1 else "."


def export(name, step, args, high, kinds):
    """`kinds`: what each top-level argument of `step` holds (`param`, `opt_state`, `state`,
    `batch`), written for all its leaves to NAME.args.json (what `lowtide plan --args` reads and
    the classes `classify-arguments` infers are checked against)."""
    lowered = jax.jit(step).lower(*args)
    leaves = [k for a, k in zip(args, kinds, strict=True) for _ in jax.tree_util.tree_leaves(a)]
    json.dump([{"kind": k} for k in leaves], open(f"{OUT}/{name}.args.json", "w"))
    txt = lowered.compiler_ir("stablehlo").operation.get_asm(
        print_generic_op_form=True, enable_debug_info=False
    )
    open(f"{OUT}/{name}.mlir", "w").write(txt)
    json.dump({"name": name, "jax": jax.__version__, "vocab": high},
              open(f"{OUT}/{name}.json", "w"), indent=1)
    print(name, len(jax.tree_util.tree_leaves(args)), "inputs")


class Block(nn.Module):
    heads: int
    causal: bool

    @nn.compact
    def __call__(self, x):
        d = x.shape[-1]
        mask = nn.make_causal_mask(jnp.ones(x.shape[:2])) if self.causal else None
        h = nn.LayerNorm()(x)
        x = x + nn.MultiHeadDotProductAttention(num_heads=self.heads)(h, h, mask=mask)
        h = nn.LayerNorm()(x)
        h = nn.Dense(4 * d)(h)
        h = nn.gelu(h, approximate=self.causal)
        return x + nn.Dense(d)(h)


class ViT(nn.Module):
    patch: int = 4
    dim: int = 192
    depth: int = 6
    heads: int = 3
    classes: int = 100

    @nn.compact
    def __call__(self, img):
        x = nn.Conv(self.dim, (self.patch, self.patch), strides=self.patch)(img)
        b, h, w, c = x.shape
        x = x.reshape(b, h * w, c)
        cls = self.param("cls", nn.initializers.zeros, (1, 1, c))
        x = jnp.concatenate([jnp.tile(cls, (b, 1, 1)), x], axis=1)
        x = x + self.param("pos", nn.initializers.normal(0.02), (1, h * w + 1, c))
        for _ in range(self.depth):
            x = Block(self.heads, False)(x)
        return nn.Dense(self.classes)(nn.LayerNorm()(x[:, 0]))


class GPT2(nn.Module):
    vocab: int = 4096
    seq: int = 128
    dim: int = 256
    depth: int = 4
    heads: int = 4

    @nn.compact
    def __call__(self, tokens):
        emb = nn.Embed(self.vocab, self.dim)
        x = emb(tokens) + nn.Embed(self.seq, self.dim)(jnp.arange(tokens.shape[1]))
        for _ in range(self.depth):
            x = Block(self.heads, True)(x)
        return emb.attend(nn.LayerNorm()(x))


class LSTMClassifier(nn.Module):
    vocab: int = 8000
    dim: int = 128
    hidden: int = 256
    classes: int = 4

    @nn.compact
    def __call__(self, tokens):
        x = nn.Embed(self.vocab, self.dim)(tokens)
        x = nn.RNN(nn.OptimizedLSTMCell(self.hidden))(x)
        return nn.Dense(self.classes)(x[:, -1])


class ResBlock(nn.Module):
    features: int
    stride: int

    @nn.compact
    def __call__(self, x, train):
        norm = lambda: nn.BatchNorm(use_running_average=not train, momentum=0.9)
        y = nn.Conv(self.features, (3, 3), self.stride, use_bias=False)(x)
        y = nn.relu(norm()(y))
        y = norm()(nn.Conv(self.features, (3, 3), use_bias=False)(y))
        if x.shape != y.shape:
            x = norm()(nn.Conv(self.features, (1, 1), self.stride, use_bias=False)(x))
        return nn.relu(x + y)


class ResNet18(nn.Module):
    classes: int = 10

    @nn.compact
    def __call__(self, x, train=True):
        x = nn.relu(nn.BatchNorm(use_running_average=not train, momentum=0.9)(
            nn.Conv(64, (3, 3), use_bias=False)(x)))
        for i, f in enumerate([64, 128, 256, 512]):
            x = ResBlock(f, 1 if i == 0 else 2)(x, train)
            x = ResBlock(f, 1)(x, train)
        return nn.Dense(self.classes)(jnp.mean(x, axis=(1, 2)))


def xent(logits, labels):
    return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()


def plain_step(model, tx, x_of):
    def step(params, opt, x, y):
        def loss(p):
            return xent(model.apply({"params": p}, x_of(x)), y)
        l, g = jax.value_and_grad(loss)(params)
        upd, opt = tx.update(g, opt, params)
        return optax.apply_updates(params, upd), opt, l
    return step


def main():
    key = jax.random.PRNGKey(0)

    vit = ViT()
    img = jax.random.normal(key, (32, 32, 32, 3))
    params = vit.init(key, img)["params"]
    tx = optax.adamw(1e-3)
    labels = jnp.zeros((32,), jnp.int32)
    export("vit", plain_step(vit, tx, lambda x: x), (params, tx.init(params), img, labels), 100,
           ("param", "opt_state", "batch", "batch"))

    gpt = GPT2()
    tokens = jnp.zeros((8, 128), jnp.int32)
    params = gpt.init(key, tokens)["params"]
    tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adam(3e-4))

    def gpt_step(params, opt, tokens):
        def loss(p):
            logits = gpt.apply({"params": p}, tokens[:, :-1])
            return xent(logits, tokens[:, 1:])
        l, g = jax.value_and_grad(loss)(params)
        upd, opt = tx.update(g, opt, params)
        return optax.apply_updates(params, upd), opt, l
    tokens = jnp.zeros((8, 129), jnp.int32)
    export("gpt2", gpt_step, (params, tx.init(params), tokens), 4096,
           ("param", "opt_state", "batch"))

    lstm = LSTMClassifier()
    tokens = jnp.zeros((32, 64), jnp.int32)
    params = lstm.init(key, tokens)["params"]
    tx = optax.adam(1e-3)
    export("lstm", plain_step(lstm, tx, lambda x: x),
           (params, tx.init(params), tokens, jnp.zeros((32,), jnp.int32)), 4,
           ("param", "opt_state", "batch", "batch"))

    res = ResNet18()
    img = jax.random.normal(key, (32, 32, 32, 3))
    v = res.init(key, img)
    params, stats = v["params"], v["batch_stats"]
    tx = optax.sgd(0.1, momentum=0.9)

    def res_step(params, stats, opt, img, y):
        def loss(p):
            logits, new = res.apply({"params": p, "batch_stats": stats}, img,
                                    mutable=["batch_stats"])
            return xent(logits, y), new["batch_stats"]
        (l, stats), g = jax.value_and_grad(loss, has_aux=True)(params)
        upd, opt = tx.update(g, opt, params)
        return optax.apply_updates(params, upd), stats, opt, l
    export("resnet", res_step, (params, stats, tx.init(params), img,
                                jnp.zeros((32,), jnp.int32)), 10,
           ("param", "state", "opt_state", "batch", "batch"))


# A Keras step's arguments (`keras_step`): trainable variables, non-trainable ones (batch norm's
# moving statistics, dropout's seed generators), the optimizer's variables, inputs, labels.
KERAS = ("param", "state", "opt_state", "batch", "batch")


def keras_step(model, loss_fn, optimizer):
    """A Keras training step as a pure function of (trainable, non-trainable, optimizer
    variables, x, y)."""
    optimizer.build(model.trainable_variables)

    def step(tv, ntv, ov, x, y):
        def loss(tv):
            pred, ntv2 = model.stateless_call(tv, ntv, x, training=True)
            return loss_fn(y, pred), ntv2
        (l, ntv), g = jax.value_and_grad(loss, has_aux=True)(tv)
        tv, ov = optimizer.stateless_apply(ov, g, tv)
        return tv, ntv, ov, l
    values = lambda vs: [v.value for v in vs]
    return step, (values(model.trainable_variables), values(model.non_trainable_variables),
                  values(optimizer.variables))


def keras_block(x, heads, dim, causal, gelu_exact, dropout):
    L = keras.layers
    h = L.LayerNormalization(epsilon=1e-5)(x)
    h = L.MultiHeadAttention(heads, dim // heads, dropout=dropout)(h, h, use_causal_mask=causal)
    x = x + L.Dropout(dropout)(h)
    h = L.LayerNormalization(epsilon=1e-5)(x)
    h = L.Dense(4 * dim, activation=lambda t: keras.activations.gelu(t, approximate=not gelu_exact))(h)
    return x + L.Dropout(dropout)(L.Dense(dim)(h))


def keras_steps():
    L = keras.layers
    xent = keras.losses.SparseCategoricalCrossentropy(from_logits=True)

    tokens = L.Input((128,), batch_size=8, dtype="int32")
    pos = L.Embedding(128, 256)(keras.ops.arange(128)[None])
    x = L.Embedding(4096, 256)(tokens) + pos
    for _ in range(4):
        x = keras_block(x, 4, 256, True, False, 0.1)
    gpt = keras.Model(tokens, L.Dense(4096)(L.LayerNormalization(epsilon=1e-5)(x)))
    step, state = keras_step(gpt, xent, keras.optimizers.AdamW(3e-4))
    export("keras_gpt", step, (*state, jnp.zeros((8, 128), jnp.int32),
                               jnp.zeros((8, 128), jnp.int32)), 4096, KERAS)

    img = L.Input((32, 32, 3), batch_size=32)
    x = L.Reshape((64, 192))(L.Conv2D(192, 4, strides=4)(img))
    for _ in range(6):
        x = keras_block(x, 3, 192, False, True, 0.0)
    x = L.GlobalAveragePooling1D()(L.LayerNormalization(epsilon=1e-6)(x))
    vit = keras.Model(img, L.Dense(100)(x))
    step, state = keras_step(vit, xent, keras.optimizers.Adam(1e-3))
    export("keras_vit", step, (*state, jnp.zeros((32, 32, 32, 3)),
                               jnp.zeros((32,), jnp.int32)), 100, KERAS)

    tokens = L.Input((64,), batch_size=32, dtype="int32")
    x = L.LSTM(256)(L.Embedding(8000, 128)(tokens))
    lstm = keras.Model(tokens, L.Dense(4)(x))
    step, state = keras_step(lstm, xent, keras.optimizers.RMSprop(1e-3))
    export("keras_lstm", step, (*state, jnp.zeros((32, 64), jnp.int32),
                                jnp.zeros((32,), jnp.int32)), 4, KERAS)

    mobilenet = keras.applications.MobileNetV2(input_shape=(64, 64, 3), alpha=0.35,
                                               weights=None, classes=10)
    step, state = keras_step(mobilenet, keras.losses.SparseCategoricalCrossentropy(),
                             keras.optimizers.SGD(0.01, momentum=0.9))
    export("keras_mobilenet", step, (*state, jnp.zeros((16, 64, 64, 3)),
                                     jnp.zeros((16,), jnp.int32)), 10, KERAS)


def keras_applications():
    A = keras.applications
    for name, make in [("densenet121", A.DenseNet121), ("efficientnetb0", A.EfficientNetB0),
                       ("resnet50", A.ResNet50), ("convnext_tiny", A.ConvNeXtTiny)]:
        model = make(input_shape=(64, 64, 3), weights=None, classes=10)
        step, state = keras_step(model, keras.losses.SparseCategoricalCrossentropy(),
                                 keras.optimizers.SGD(0.01, momentum=0.9))
        export(name, step, (*state, jnp.zeros((8, 64, 64, 3)), jnp.zeros((8,), jnp.int32)),
               10, KERAS)


if __name__ == "__main__":
    if "--applications" in sys.argv:
        keras_applications()
    else:
        main()
        keras_steps()
