"""Exports a set of JAX training steps whose architectures are not in ../shared/bench, with
XLA:CPU's own memory figures, to measure lowtide on steps it was not tuned on (issue #28).
Keep it out of every tuning loop: it is there to measure.

Models (plain JAX, optimizers written out as optax writes them):
- resmlp: 12 residual layers `h + tanh(h W + b)`, 512 wide, batch 128, SGD, nothing donated;
- bottleneck: a ResNet-50-style CNN (1x1-3x3-1x1 blocks [3,4,6,3], base width 32, per-channel
  affine instead of batch norm), 64x64 images, batch 8, SGD;
- mobilenet: inverted residual blocks with depthwise convolutions (expansion 4), 64x64,
  batch 8, SGD with momentum, parameters and momenta donated;
- encdec: an encoder-decoder transformer (2 + 2 post-LN layers, d 256, 4 heads, cross
  attention, source and target length 64), AdamW with global-norm gradient clipping;
- llama: a decoder with RMSNorm, rotary positions and SwiGLU (4 layers, d 256, seq 128,
  batch 4), AdamW, everything donated;
- lstm: an LSTM classifier over `lax.scan` (seq 32, hidden 256, batch 32), momentum;
- bert: a post-LN encoder with a masked-token head (4 layers, d 256, seq 128, batch 8), Adam,
  donated;
- unet: a small U-Net (strided convolutions down, transposed convolutions up, skip
  concatenations), 32x32, batch 8, Adam;
- widemlp: 6 GELU layers 1024 wide with weight decay and gradient clipping, SGD, donated;
- tcn: a temporal CNN of dilated 1-D convolutions with residuals, RMSprop.

Variant `ckpt` puts `jax.checkpoint` on every block (resmlp, bottleneck, mobilenet, encdec,
llama); XLA compiles those with `xla_disable_hlo_passes=cse_barrier_expander`, as the bench's
remat_kb variants, so its recomputation survives.

Usage: python3 scripts/unseen_steps.py OUTDIR   (needs `pip install jax`), then
`cargo run --release -p lowtide-benches --bin unseen-table -- OUTDIR`.

Writes OUTDIR/MODEL__VARIANT.mlir (the jitted step in MLIR generic form, `@main`; donated
arguments carry `tf.aliasing_output`) and OUTDIR/xla_memory.json in the bench's layout
(`models.MODEL.variants.VARIANT.footprint_bytes` = argument + output + temp - alias bytes,
`temp_size_in_bytes`, ...; `live_range_peak_bytes` is null: JAX does not report it).
"""
import json
import os
import sys

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

OUT = sys.argv[1] if len(sys.argv) > 1 else "."
os.makedirs(OUT, exist_ok=True)
KEEP_BARRIERS = {"xla_disable_hlo_passes": "cse_barrier_expander"}
figures = {"source": f"XLA CPU via JAX {jax.__version__} (jax.jit(step, donate_argnums).lower(...)"
           ".compile().memory_analysis()); footprint = argument + output + temp - alias bytes",
           "models": {}}
_key = [0]


def rnd(*shape, scale=0.05):
    _key[0] += 1
    return jax.random.normal(jax.random.PRNGKey(_key[0]), shape, jnp.float32) * scale


def export(model, variant, step, args, donate=()):
    f = jax.jit(step, donate_argnums=donate)
    lowered = f.lower(*args)
    ckpt = "ckpt" in variant
    compiled = lowered.compile(KEEP_BARRIERS) if ckpt else lowered.compile()
    ma = compiled.memory_analysis()
    rec = {k: getattr(ma, k) for k in ("argument_size_in_bytes", "output_size_in_bytes",
                                       "alias_size_in_bytes", "temp_size_in_bytes")}
    rec["footprint_bytes"] = (rec["argument_size_in_bytes"] + rec["output_size_in_bytes"]
                              + rec["temp_size_in_bytes"] - rec["alias_size_in_bytes"])
    rec["live_range_peak_bytes"] = None
    rec["donate"] = bool(donate)
    rec["xla_flags"] = KEEP_BARRIERS if ckpt else None
    txt = lowered.compiler_ir("stablehlo").operation.get_asm(
        print_generic_op_form=True, enable_debug_info=False)
    name = f"{model}__{variant}"
    open(f"{OUT}/{name}.mlir", "w").write(txt)
    figures["models"].setdefault(model, {"variants": {}})["variants"][variant] = rec
    json.dump(figures, open(f"{OUT}/xla_memory.json", "w"), indent=1)
    print(f"{name}: {txt.count(chr(10))} lines, XLA footprint {rec['footprint_bytes'] / 2**20:.2f} MiB,"
          f" temp {rec['temp_size_in_bytes'] / 2**20:.2f} MiB", flush=True)


# ---- optimizers (pytrees in, pytrees out) ----
tmap = jax.tree_util.tree_map


def sgd(lr=0.01, wd=0.0):
    def update(p, g, s):
        return tmap(lambda p, g: p - lr * (g + wd * p), p, g), s
    return (lambda p: ()), update


def momentum(lr=0.01, beta=0.9):
    def update(p, g, m):
        m = tmap(lambda m, g: beta * m + g, m, g)
        return tmap(lambda p, m: p - lr * m, p, m), m
    return (lambda p: tmap(jnp.zeros_like, p)), update


def adam(lr=1e-3, b1=0.9, b2=0.999, eps=1e-8, wd=0.0):
    def update(p, g, s):
        m, v, t = s
        t = t + 1
        m = tmap(lambda m, g: b1 * m + (1 - b1) * g, m, g)
        v = tmap(lambda v, g: b2 * v + (1 - b2) * g * g, v, g)
        c1, c2 = 1 - b1 ** t, 1 - b2 ** t
        p = tmap(lambda p, m, v: p - lr * ((m / c1) / (jnp.sqrt(v / c2) + eps) + wd * p), p, m, v)
        return p, (m, v, t)
    return (lambda p: (tmap(jnp.zeros_like, p), tmap(jnp.zeros_like, p), jnp.zeros((), jnp.float32))), update


def rmsprop(lr=1e-3, rho=0.9, eps=1e-7):
    def update(p, g, v):
        v = tmap(lambda v, g: rho * v + (1 - rho) * g * g, v, g)
        return tmap(lambda p, g, v: p - lr * g / (jnp.sqrt(v) + eps), p, g, v), v
    return (lambda p: tmap(jnp.zeros_like, p)), update


def clip(g, norm=1.0):
    total = jnp.sqrt(sum(jnp.sum(x * x) for x in jax.tree_util.tree_leaves(g)))
    scale = jnp.minimum(1.0, norm / (total + 1e-6))
    return tmap(lambda x: x * scale, g)


def make_step(loss, opt, clipped=False):
    def step(p, s, *batch):
        l, g = jax.value_and_grad(loss)(p, *batch)
        if clipped:
            g = clip(g)
        p, s = opt[1](p, g, s)
        return p, s, l
    return step


def xent(logits, labels):
    return -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(logits), labels[..., None], -1))


def maybe_ckpt(f, ckpt):
    return jax.checkpoint(f) if ckpt else f


def run(model, variant, loss, params, batch, opt, donate=False, clipped=False):
    s = opt[0](params)
    step = make_step(loss, opt, clipped)
    export(model, variant, step, (params, s, *batch), donate=(0, 1) if donate else ())


def labels(shape, n):
    _key[0] += 1
    return jax.random.randint(jax.random.PRNGKey(_key[0]), shape, 0, n)


# ---- resmlp ----
def resmlp(ckpt):
    L, D, B = 12, 512, 128
    p = {"layers": [{"w": rnd(D, D), "b": rnd(D)} for _ in range(L)], "head": rnd(D, 10)}

    def layer(h, w):
        return h + jnp.tanh(h @ w["w"] + w["b"])

    def loss(p, x, y):
        h = x
        for w in p["layers"]:
            h = maybe_ckpt(layer, ckpt)(h, w)
        return xent(h @ p["head"], y)
    run("resmlp", "sgd_ckpt" if ckpt else "sgd", loss, p, (rnd(B, D, scale=1.0), labels((B,), 10)), sgd())


# ---- convolution helpers (NHWC, HWIO) ----
def conv(x, w, stride=1, groups=1, pad="SAME"):
    return lax.conv_general_dilated(x, w, (stride, stride), pad, dimension_numbers=("NHWC", "HWIO", "NHWC"),
                                    feature_group_count=groups)


def affine(c):
    return {"g": 1 + rnd(c), "b": rnd(c)}


def bottleneck(ckpt):
    B, R, base = 8, 64, 32
    p = {"stem": rnd(3, 3, 3, base), "stem_a": affine(base), "stages": [], "head": rnd(base * 32, 10)}
    cin = base
    for i, n in enumerate([3, 4, 6, 3]):
        width = base * 2 ** i
        blocks = []
        for j in range(n):
            blk = {"w1": rnd(1, 1, cin, width), "a1": affine(width), "w2": rnd(3, 3, width, width),
                   "a2": affine(width), "w3": rnd(1, 1, width, 4 * width), "a3": affine(4 * width)}
            if j == 0:
                blk["proj"] = rnd(1, 1, cin, 4 * width)
            blocks.append(blk)
            cin = 4 * width
        p["stages"].append(blocks)

    def block(x, b, stride):
        h = jax.nn.relu(conv(x, b["w1"]) * b["a1"]["g"] + b["a1"]["b"])
        h = jax.nn.relu(conv(h, b["w2"], stride) * b["a2"]["g"] + b["a2"]["b"])
        h = conv(h, b["w3"]) * b["a3"]["g"] + b["a3"]["b"]
        sc = conv(x, b["proj"], stride) if "proj" in b else x
        return jax.nn.relu(h + sc)

    def loss(p, x, y):
        h = jax.nn.relu(conv(x, p["stem"]) * p["stem_a"]["g"] + p["stem_a"]["b"])
        for i, blocks in enumerate(p["stages"]):
            for j, b in enumerate(blocks):
                stride = 2 if (j == 0 and i > 0) else 1
                h = maybe_ckpt(lambda x, b, s=stride: block(x, b, s), ckpt)(h, b)
        return xent(h.mean((1, 2)) @ p["head"], y)
    run("bottleneck", "sgd_ckpt" if ckpt else "sgd", loss, p,
        (rnd(B, R, R, 3, scale=1.0), labels((B,), 10)), sgd())


def mobilenet(ckpt):
    B, R = 8, 64
    cfg = [(16, 1), (24, 2), (24, 1), (32, 2), (32, 1), (32, 1), (64, 2), (64, 1), (96, 1), (96, 1)]
    p = {"stem": rnd(3, 3, 3, 16), "blocks": [], "head": rnd(96, 10)}
    cin = 16
    for cout, _ in cfg:
        e = 4 * cin
        p["blocks"].append({"exp": rnd(1, 1, cin, e), "ea": affine(e), "dw": rnd(3, 3, 1, e), "da": affine(e),
                            "proj": rnd(1, 1, e, cout), "pa": affine(cout)})
        cin = cout

    def block(x, b, stride, residual):
        h = jax.nn.relu6(conv(x, b["exp"]) * b["ea"]["g"] + b["ea"]["b"])
        h = jax.nn.relu6(conv(h, b["dw"], stride, groups=h.shape[-1]) * b["da"]["g"] + b["da"]["b"])
        h = conv(h, b["proj"]) * b["pa"]["g"] + b["pa"]["b"]
        return x + h if residual else h

    def loss(p, x, y):
        h = jax.nn.relu6(conv(x, p["stem"], 2))
        cin = 16
        for b, (cout, stride) in zip(p["blocks"], cfg):
            res = stride == 1 and cin == cout
            h = maybe_ckpt(lambda x, b, s=stride, r=res: block(x, b, s, r), ckpt)(h, b)
            cin = cout
        return xent(h.mean((1, 2)) @ p["head"], y)
    run("mobilenet", "momentum_donate_ckpt" if ckpt else "momentum_donate", loss, p,
        (rnd(B, R, R, 3, scale=1.0), labels((B,), 10)), momentum(), donate=True)


# ---- transformer helpers ----
def layernorm(x, g, b):
    m = x.mean(-1, keepdims=True)
    v = ((x - m) ** 2).mean(-1, keepdims=True)
    return (x - m) * lax.rsqrt(v + 1e-5) * g + b


def attention(q_in, kv_in, w, heads, mask=None):
    B, S, D = q_in.shape
    T = kv_in.shape[1]
    sh = lambda t, n: t.reshape(B, n, heads, D // heads).transpose(0, 2, 1, 3)
    q, k, v = sh(q_in @ w["q"], S), sh(kv_in @ w["k"], T), sh(kv_in @ w["v"], T)
    s = q @ k.transpose(0, 1, 3, 2) / np.sqrt(D // heads)
    if mask is not None:
        s = jnp.where(mask, s, -1e9)
    o = (jax.nn.softmax(s, -1) @ v).transpose(0, 2, 1, 3).reshape(B, S, D)
    return o @ w["o"]


def attn_params(D):
    return {"q": rnd(D, D), "k": rnd(D, D), "v": rnd(D, D), "o": rnd(D, D)}


def ln_params(D):
    return {"g": 1 + rnd(D), "b": rnd(D)}


def encdec(ckpt):
    B, S, T, D, H, V = 8, 64, 64, 256, 4, 1000
    mlp = lambda: {"up": rnd(D, 4 * D), "down": rnd(4 * D, D)}
    p = {"src_emb": rnd(V, D), "tgt_emb": rnd(V, D), "pos": rnd(S, D),
         "enc": [{"att": attn_params(D), "ln1": ln_params(D), "mlp": mlp(), "ln2": ln_params(D)} for _ in range(2)],
         "dec": [{"att": attn_params(D), "ln1": ln_params(D), "x": attn_params(D), "lnx": ln_params(D),
                  "mlp": mlp(), "ln2": ln_params(D)} for _ in range(2)],
         "out": rnd(D, V)}
    causal = jnp.tril(jnp.ones((T, T), bool))

    def enc_layer(h, w):
        h = layernorm(h + attention(h, h, w["att"], H), w["ln1"]["g"], w["ln1"]["b"])
        return layernorm(h + jax.nn.gelu(h @ w["mlp"]["up"]) @ w["mlp"]["down"], w["ln2"]["g"], w["ln2"]["b"])

    def dec_layer(h, m, w):
        h = layernorm(h + attention(h, h, w["att"], H, causal), w["ln1"]["g"], w["ln1"]["b"])
        h = layernorm(h + attention(h, m, w["x"], H), w["lnx"]["g"], w["lnx"]["b"])
        return layernorm(h + jax.nn.gelu(h @ w["mlp"]["up"]) @ w["mlp"]["down"], w["ln2"]["g"], w["ln2"]["b"])

    def loss(p, src, tgt_in, tgt_out):
        m = p["src_emb"][src] + p["pos"]
        for w in p["enc"]:
            m = maybe_ckpt(enc_layer, ckpt)(m, w)
        h = p["tgt_emb"][tgt_in] + p["pos"]
        for w in p["dec"]:
            h = maybe_ckpt(dec_layer, ckpt)(h, m, w)
        return xent(h @ p["out"], tgt_out)
    tgt = labels((B, T), V)
    run("encdec", "adamw_clip_ckpt" if ckpt else "adamw_clip", loss, p,
        (labels((B, S), V), tgt, jnp.roll(tgt, -1, 1)), adam(wd=0.01), clipped=True)


def llama(ckpt):
    B, S, D, H, V, L = 4, 128, 256, 4, 2048, 4
    F = 688
    p = {"emb": rnd(V, D), "norm": 1 + rnd(D), "out": rnd(D, V),
         "layers": [{"n1": 1 + rnd(D), "att": attn_params(D), "n2": 1 + rnd(D),
                     "gate": rnd(D, F), "up": rnd(D, F), "down": rnd(F, D)} for _ in range(L)]}
    hd = D // H
    inv = 1.0 / (10000 ** (np.arange(0, hd, 2) / hd))
    ang = np.arange(S)[:, None] * inv[None, :]
    cos, sin = jnp.asarray(np.cos(ang), jnp.float32), jnp.asarray(np.sin(ang), jnp.float32)
    causal = jnp.tril(jnp.ones((S, S), bool))

    def rms(x, g):
        return x * lax.rsqrt((x * x).mean(-1, keepdims=True) + 1e-6) * g

    def rope(t):  # (B, H, S, hd)
        a, b = t[..., ::2], t[..., 1::2]
        return jnp.stack([a * cos - b * sin, a * sin + b * cos], -1).reshape(t.shape)

    def layer(h, w):
        x = rms(h, w["n1"])
        sh = lambda t: t.reshape(B, S, H, hd).transpose(0, 2, 1, 3)
        q, k, v = rope(sh(x @ w["att"]["q"])), rope(sh(x @ w["att"]["k"])), sh(x @ w["att"]["v"])
        s = jnp.where(causal, q @ k.transpose(0, 1, 3, 2) / np.sqrt(hd), -1e9)
        o = (jax.nn.softmax(s, -1) @ v).transpose(0, 2, 1, 3).reshape(B, S, D)
        h = h + o @ w["att"]["o"]
        x = rms(h, w["n2"])
        return h + (jax.nn.silu(x @ w["gate"]) * (x @ w["up"])) @ w["down"]

    def loss(p, tok):
        h = p["emb"][tok[:, :-1]]
        for w in p["layers"]:
            h = maybe_ckpt(layer, ckpt)(h, w)
        return xent(rms(h, p["norm"]) @ p["out"], tok[:, 1:])
    run("llama", "adamw_donate_ckpt" if ckpt else "adamw_donate", loss, p,
        (labels((B, S + 1), V),), adam(wd=0.1), donate=True)


def lstm():
    B, T, E, Hd, V = 32, 32, 128, 256, 1000
    p = {"emb": rnd(V, E), "wx": rnd(E, 4 * Hd), "wh": rnd(Hd, 4 * Hd), "b": rnd(4 * Hd), "head": rnd(Hd, 5)}

    def loss(p, tok, y):
        xs = p["emb"][tok].transpose(1, 0, 2)

        def cell(carry, x):
            h, c = carry
            z = x @ p["wx"] + h @ p["wh"] + p["b"]
            i, f, g, o = jnp.split(z, 4, -1)
            c = jax.nn.sigmoid(f) * c + jax.nn.sigmoid(i) * jnp.tanh(g)
            h = jax.nn.sigmoid(o) * jnp.tanh(c)
            return (h, c), None
        (h, _), _ = lax.scan(cell, (jnp.zeros((B, Hd)), jnp.zeros((B, Hd))), xs)
        return xent(h @ p["head"], y)
    run("lstm", "momentum", loss, p, (labels((B, T), V), labels((B,), 5)), momentum())


def bert():
    B, S, D, H, V, L = 8, 128, 256, 4, 4096, 4
    p = {"emb": rnd(V, D), "pos": rnd(S, D), "ln0": ln_params(D),
         "layers": [{"att": attn_params(D), "ln1": ln_params(D), "up": rnd(D, 4 * D), "down": rnd(4 * D, D),
                     "ln2": ln_params(D)} for _ in range(L)],
         "mlm": rnd(D, D), "mlm_ln": ln_params(D)}

    def loss(p, tok, target, weight):
        h = layernorm(p["emb"][tok] + p["pos"], p["ln0"]["g"], p["ln0"]["b"])
        for w in p["layers"]:
            h = layernorm(h + attention(h, h, w["att"], H), w["ln1"]["g"], w["ln1"]["b"])
            h = layernorm(h + jax.nn.gelu(h @ w["up"], approximate=False) @ w["down"], w["ln2"]["g"], w["ln2"]["b"])
        h = layernorm(jax.nn.gelu(h @ p["mlm"]), p["mlm_ln"]["g"], p["mlm_ln"]["b"])
        logits = h @ p["emb"].T
        nll = -jnp.take_along_axis(jax.nn.log_softmax(logits), target[..., None], -1)[..., 0]
        return jnp.sum(nll * weight) / jnp.maximum(jnp.sum(weight), 1.0)
    w = (jax.random.uniform(jax.random.PRNGKey(99), (B, S)) < 0.15).astype(jnp.float32)
    run("bert", "adam_donate", loss, p, (labels((B, S), V), labels((B, S), V), w), adam(), donate=True)


def unet():
    B, R = 8, 32
    c = [16, 32, 64]
    p = {"in": rnd(3, 3, 3, c[0]),
         "down": [rnd(3, 3, c[i], c[i + 1]) for i in range(2)],
         "mid": rnd(3, 3, c[2], c[2]),
         "up": [rnd(2, 2, c[i + 1], c[i]) for i in reversed(range(2))],
         "fuse": [rnd(3, 3, 2 * c[i], c[i]) for i in reversed(range(2))],
         "out": rnd(1, 1, c[0], 3)}

    def loss(p, x, y):
        h = jax.nn.relu(conv(x, p["in"]))
        skips = [h]
        for w in p["down"]:
            h = jax.nn.relu(conv(h, w, 2))
            skips.append(h)
        h = jax.nn.relu(conv(h, p["mid"]))
        skips.pop()
        for wu, wf in zip(p["up"], p["fuse"]):
            h = lax.conv_transpose(h, wu, (2, 2), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))
            h = jax.nn.relu(conv(jnp.concatenate([h, skips.pop()], -1), wf))
        return jnp.mean((conv(h, p["out"]) - y) ** 2)
    run("unet", "adam", loss, p, (rnd(B, R, R, 3, scale=1.0), rnd(B, R, R, 3, scale=1.0)), adam())


def widemlp():
    B, D, L = 64, 1024, 6
    p = {"layers": [{"w": rnd(D, D), "b": rnd(D)} for _ in range(L)], "head": rnd(D, 100)}

    def loss(p, x, y):
        h = x
        for w in p["layers"]:
            h = jax.nn.gelu(h @ w["w"] + w["b"])
        return xent(h @ p["head"], y)
    run("widemlp", "sgd_wd_clip_donate", loss, p, (rnd(B, D, scale=1.0), labels((B,), 100)),
        sgd(wd=1e-4), donate=True, clipped=True)


def tcn():
    B, T, C, L = 16, 256, 64, 6
    p = {"in": rnd(1, 8, C), "layers": [{"w": rnd(3, C, C), "b": rnd(C)} for _ in range(L)], "head": rnd(C, 10)}

    def conv1d(x, w, d):
        return lax.conv_general_dilated(x, w, (1,), [(2 * d, 0)], rhs_dilation=(d,),
                                        dimension_numbers=("NWC", "WIO", "NWC"))

    def loss(p, x, y):
        h = conv1d(x, p["in"], 1)
        for i, w in enumerate(p["layers"]):
            h = h + jax.nn.relu(conv1d(h, w["w"], 2 ** i) + w["b"])
        return xent(h[:, -1] @ p["head"], y)
    run("tcn", "rmsprop", loss, p, (rnd(B, T, 8, scale=1.0), labels((B,), 10)), rmsprop())


for ck in (False, True):
    resmlp(ck)
    bottleneck(ck)
    mobilenet(ck)
    encdec(ck)
    llama(ck)
lstm()
bert()
unet()
widemlp()
tcn()
