"""Writes the fixtures of the pretty-form oracle tests (`ir/tests/pretty_form.rs`), using the MLIR
Python bindings that ship in jaxlib (StableHLO and CHLO registered). Run once; CI reads the
committed outputs and needs no JAX.

For every generic-form step under ../shared/bench/xla (the bench steps and the numerics steps),
writes NAME.pretty.mlir: what jaxlib prints for the same module in its default (custom) form.
The generic text of those stays in ../shared.

Exports small training steps from popular JAX libraries itself (Flax linen with optax, Keras 3
on JAX) and a few plain JAX steps with the constructs real steps carry (scan, checkpoint,
dropout keys, argmax, sort, gather/scatter, pooling), and writes for each
NAME.pretty.mlir (`lowered.as_text()`, unmodified) and NAME.generic.mlir (jaxlib's parse of
that text printed in generic form).

One step (flax_gpt2) is also written with its debug info (NAME.debug.mlir: `loc(...)` after
every op, `#loc` aliases at the end), which must read as the same module.

Usage: python3 scripts/pretty_fixtures.py [OUTDIR]   (needs `pip install jax flax optax keras`)
"""
import glob
import json
import os
import sys

os.environ["KERAS_BACKEND"] = "jax"
sys.path.insert(0, os.path.dirname(__file__))

import jax
import jax.numpy as jnp
import optax
from jax._src.interpreters import mlir
from jax._src.lib.mlir import ir

OUT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "../ir/tests/pretty")
BENCH = os.path.join(os.path.dirname(__file__), "../../shared/bench/xla")


def bench():
    ctx = mlir.make_ir_context()
    files = sorted(glob.glob(f"{BENCH}/*.mlir") + glob.glob(f"{BENCH}/numerics/*.mlir"))
    for f in files:
        with ctx:
            m = ir.Module.parse(open(f).read())
            name = os.path.basename(f)[:-5]
            open(f"{OUT}/bench_{name}.pretty.mlir", "w").write(
                m.operation.get_asm(print_generic_op_form=False, enable_debug_info=False))
    print(len(files), "bench and numerics steps")


def export(name, step, args, kinds, debug=False):
    """Writes NAME.pretty.mlir, NAME.generic.mlir and NAME.args.json: the kind of each
    argument (`param`, `opt_state`, `state`, `rng`, `batch`), `kinds` naming one per
    top-level argument of `step` for all of its leaves."""
    lowered = jax.jit(step).lower(*args)
    leaves = [k for a, k in zip(args, kinds, strict=True) for _ in jax.tree.leaves(a)]
    json.dump([{"kind": k} for k in leaves], open(f"{OUT}/{name}.args.json", "w"))
    text = lowered.as_text()
    open(f"{OUT}/{name}.pretty.mlir", "w").write(text)
    if debug:
        # With source locations and name stacks, as `as_text(debug_info=True)` prints them.
        open(f"{OUT}/{name}.debug.mlir", "w").write(lowered.as_text(debug_info=True))
    # The generic text of the module the pretty text reads as (MLIR's parser drops what the
    # pretty form cannot say, such as an all-empty `arg_attrs`).
    with mlir.make_ir_context():
        m = ir.Module.parse(text)
        open(f"{OUT}/{name}.generic.mlir", "w").write(
            m.operation.get_asm(print_generic_op_form=True, enable_debug_info=False))
    print(name)


# A Keras step's arguments: trainable variables, non-trainable ones (batch norm's moving
# statistics, dropout's seed generators), the optimizer's variables, inputs, labels.
KERAS = ("param", "state", "opt_state", "batch", "batch")


def library():
    import library_steps as ls
    import keras
    key = jax.random.PRNGKey(0)

    vit = ls.ViT(dim=32, depth=1, heads=2, classes=10)
    img = jax.random.normal(key, (2, 16, 16, 3))
    params = vit.init(key, img)["params"]
    tx = optax.adamw(1e-3)
    export("flax_vit", ls.plain_step(vit, tx, lambda x: x),
           (params, tx.init(params), img, jnp.zeros((2,), jnp.int32)),
           ("param", "opt_state", "batch", "batch"))

    gpt = ls.GPT2(vocab=64, seq=16, dim=32, depth=1, heads=2)
    tokens = jnp.zeros((2, 16), jnp.int32)
    params = gpt.init(key, tokens)["params"]
    tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adam(3e-4))

    def gpt_step(params, opt, tokens):
        def loss(p):
            return ls.xent(gpt.apply({"params": p}, tokens[:, :-1]), tokens[:, 1:])
        l, g = jax.value_and_grad(loss)(params)
        upd, opt = tx.update(g, opt, params)
        return optax.apply_updates(params, upd), opt, l
    export("flax_gpt2", gpt_step, (params, tx.init(params), jnp.zeros((2, 17), jnp.int32)),
           ("param", "opt_state", "batch"), debug=True)

    lstm = ls.LSTMClassifier(vocab=50, dim=8, hidden=16, classes=3)
    tokens = jnp.zeros((2, 5), jnp.int32)
    params = lstm.init(key, tokens)["params"]
    tx = optax.adam(1e-3)
    export("flax_lstm", ls.plain_step(lstm, tx, lambda x: x),
           (params, tx.init(params), tokens, jnp.zeros((2,), jnp.int32)),
           ("param", "opt_state", "batch", "batch"))

    res = ls.ResBlock(8, 2)
    x = jax.random.normal(key, (2, 8, 8, 4))
    v = res.init(key, x, True)
    params, stats = v["params"], v["batch_stats"]
    tx = optax.sgd(0.1, momentum=0.9)

    def res_step(params, stats, opt, x):
        def loss(p):
            y, new = res.apply({"params": p, "batch_stats": stats}, x, True,
                               mutable=["batch_stats"])
            return jnp.mean(y * y), new["batch_stats"]
        (l, stats), g = jax.value_and_grad(loss, has_aux=True)(params)
        upd, opt = tx.update(g, opt, params)
        return optax.apply_updates(params, upd), stats, opt, l
    export("flax_resblock_batchnorm", res_step, (params, stats, tx.init(params), x),
           ("param", "state", "opt_state", "batch"))

    L = keras.layers
    xent = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
    tokens = L.Input((8,), batch_size=2, dtype="int32")
    h = L.Embedding(32, 16)(tokens)
    h = ls.keras_block(h, 2, 16, True, False, 0.1)
    model = keras.Model(tokens, L.Dense(32)(h))
    step, state = ls.keras_step(model, xent, keras.optimizers.AdamW(3e-4))
    export("keras_gpt_dropout", step, (*state, jnp.zeros((2, 8), jnp.int32),
                                       jnp.zeros((2, 8), jnp.int32)), KERAS)

    tokens = L.Input((6,), batch_size=2, dtype="int32")
    model = keras.Model(tokens, L.Dense(3)(L.LSTM(8)(L.Embedding(20, 4)(tokens))))
    step, state = ls.keras_step(model, xent, keras.optimizers.RMSprop(1e-3))
    export("keras_lstm", step, (*state, jnp.zeros((2, 6), jnp.int32), jnp.zeros((2,), jnp.int32)),
           KERAS)

    img = L.Input((8, 8, 3), batch_size=2)
    y = L.MaxPooling2D(2)(L.BatchNormalization()(L.Conv2D(4, 3, padding="same")(img)))
    y = L.DepthwiseConv2D(3, padding="same")(y)
    model = keras.Model(img, L.Dense(5)(L.GlobalAveragePooling2D()(y)))
    step, state = ls.keras_step(model, xent, keras.optimizers.SGD(0.1, momentum=0.9))
    export("keras_cnn_pool_depthwise", step, (*state, jnp.zeros((2, 8, 8, 3)),
                                              jnp.zeros((2,), jnp.int32)), KERAS)


def plain():
    """Plain JAX steps with the constructs real steps carry."""
    key = jax.random.PRNGKey(0)
    w = jax.random.normal(key, (6, 6))

    def scan_step(w, xs, key):
        def loss(w):
            def cell(h, x):
                return jnp.tanh(h @ w + x), h
            h, hs = jax.lax.scan(cell, jnp.zeros((6,)), xs)
            drop = jax.random.bernoulli(key, 0.9, hs.shape)
            return jnp.sum(jnp.where(drop, hs, 0.0) ** 2) + jnp.sum(h)
        l, g = jax.value_and_grad(loss)(w)
        return w - 0.1 * g, l
    export("jax_scan_dropout", scan_step, (w, jnp.ones((4, 6)), key), ("param", "batch", "rng"))

    def remat_step(w, x, labels):
        @jax.checkpoint
        def block(w, x):
            return jax.nn.gelu(x @ w)

        def loss(w):
            logits = block(w, block(w, x))
            top, _ = jax.lax.top_k(logits, 2)
            pred = jnp.argmax(logits, axis=-1)
            s = jnp.sort(logits, axis=-1)
            return (jnp.mean(optax.softmax_cross_entropy_with_integer_labels(logits, labels))
                    + jnp.mean(top) + jnp.mean(s[:, :1]) + jnp.sum(pred) * 0.0)
        l, g = jax.value_and_grad(loss)(w)
        return w - 0.1 * g, l
    export("jax_remat_argmax_sort", remat_step, (w, jnp.ones((3, 6)), jnp.zeros((3,), jnp.int32)),
           ("param", "batch", "batch"))

    def gather_step(table, idx, x):
        def loss(table):
            e = table[idx]
            acc = jnp.zeros_like(table).at[idx].add(e * 2.0)
            p = jax.lax.reduce_window(x, -jnp.inf, jax.lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")
            c = jnp.cumsum(e, axis=0)
            return jnp.sum(acc) + jnp.sum(p * jnp.sum(e)) + jnp.sum(c)
        l, g = jax.value_and_grad(loss)(table)
        return table - 0.1 * g, l
    export("jax_gather_scatter_pool", gather_step,
           (jnp.ones((10, 4)), jnp.array([1, 3, 3], jnp.int32), jnp.ones((1, 4, 4, 2))),
           ("param", "batch", "batch"))

    def cond_step(w, x, i):
        def loss(w):
            y = jax.lax.cond(jnp.sum(x) > 0, lambda v: v @ w, lambda v: v * 2.0, x)
            z = jax.lax.switch(i, [jnp.sin, jnp.cos, jnp.tanh], y)
            return jnp.sum(jnp.clip(z, -1.0, 1.0))
        l, g = jax.value_and_grad(loss)(w)
        return w - 0.1 * g, l
    export("jax_cond_switch", cond_step, (w, jnp.ones((2, 6)), jnp.int32(1)),
           ("param", "batch", "batch"))

    # Metrics beside the loss: the gradients' global norm (computed from the whole backward
    # pass, so not the loss) and an accuracy.
    params = {"w1": jax.random.normal(key, (6, 16)), "w2": jax.random.normal(key, (16, 3))}
    tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adam(1e-3))

    def metrics_step(params, opt, x, y):
        def loss(p):
            logits = jnp.tanh(x @ p["w1"]) @ p["w2"]
            return jnp.mean(optax.softmax_cross_entropy_with_integer_labels(logits, y)), logits
        (l, logits), g = jax.value_and_grad(loss, has_aux=True)(params)
        upd, opt = tx.update(g, opt, params)
        acc = jnp.mean((jnp.argmax(logits, -1) == y).astype(jnp.float32))
        return optax.apply_updates(params, upd), opt, l, optax.global_norm(g), acc
    export("jax_loss_and_metrics", metrics_step,
           (params, tx.init(params), jnp.ones((4, 6)), jnp.zeros((4,), jnp.int32)),
           ("param", "opt_state", "batch", "batch"))


def example():
    """examples/jax_mlp_adam_step.mlir: the README's three-line export, run on a small MLP
    trained with optax's Adam (parameters and optimizer state donated)."""
    import json
    key = jax.random.PRNGKey(0)
    k1, k2 = jax.random.split(key)
    params = {"w1": jax.random.normal(k1, (16, 32)) * 0.1, "b1": jnp.zeros((32,)),
              "w2": jax.random.normal(k2, (32, 4)) * 0.1, "b2": jnp.zeros((4,))}
    tx = optax.adam(1e-3)
    opt = tx.init(params)

    def train_step(params, opt, x, y):
        def loss(p):
            h = jax.nn.relu(x @ p["w1"] + p["b1"])
            return optax.softmax_cross_entropy_with_integer_labels(h @ p["w2"] + p["b2"], y).mean()
        l, g = jax.value_and_grad(loss)(params)
        upd, opt = tx.update(g, opt, params)
        return optax.apply_updates(params, upd), opt, l

    x, y = jnp.ones((8, 16)), jnp.zeros((8,), jnp.int32)
    lowered = jax.jit(train_step, donate_argnums=(0, 1)).lower(params, opt, x, y)
    root = os.path.join(os.path.dirname(__file__), "..")
    open(f"{root}/examples/jax_mlp_adam_step.mlir", "w").write(lowered.as_text())
    kinds = (["param"] * len(jax.tree.leaves(params)) + ["opt_state"] * len(jax.tree.leaves(opt))
             + ["batch", "batch"])
    json.dump([{"kind": k} for k in kinds], open(f"{root}/examples/jax_mlp_adam_step.args.json", "w"))
    print("example")


if __name__ == "__main__":
    os.makedirs(OUT, exist_ok=True)
    bench()
    plain()
    library()
    example()
