"""Exports small JAX training steps that use what the bench steps do not: `lax.scan`
(stablehlo.while), Adam with bias correction and gradient clipping, jax.random dropout (the
threefry while loop, bitcast_convert, unsigned shifts), bf16 convolutions, exact GELU
(chlo.erfc), jnp.square (chlo.square), conv_transpose, average pooling, cumsum, argmax,
embeddings, top_k (chlo.top_k), sort with a TOTALORDER comparator, dynamic_slice and private
functions called with func.call; transformer layers stacked and scanned under jax.checkpoint
with a policy (optimization_barrier), gradient accumulation over microbatches in a scan, f16
logits with loss scaling and an update skipped by lax.cond (stablehlo.case) when a gradient is
not finite; jax.random.permutation (sort on random keys), categorical sampling, normal noise
(chlo.erf_inv), fori_loop, cummax and argsort; an MLP with sharding annotations (Shardy)
on one device.

Usage: python3 scripts/jax_steps.py testkit/data/jax_steps   (needs `pip install jax`)

Writes, per step, NAME.mlir (generic-form StableHLO of the jitted step, `@main`),
NAME.safetensors (`input.N` the arguments, `output.N` what JAX computed on CPU) and NAME.json
(argument and result tables; a result that updates an argument has that argument's path).
"""
import jax, jax.numpy as jnp, numpy as np, json, struct, sys
OUT = sys.argv[1] if len(sys.argv) > 1 else '.'
from jax import lax

def save_st(path, tensors):
    header = {}; off = 0; blobs = []
    for k, a in tensors.items():
        a = np.asarray(a, order='C')
        dt = {np.float32: 'F32', np.int32: 'I32', np.float64: 'F64', np.bool_: 'BOOL', np.uint32: 'U32', np.int64: 'I64'}[a.dtype.type]
        b = a.tobytes(); header[k] = {'dtype': dt, 'shape': list(a.shape), 'data_offsets': [off, off+len(b)]}; off += len(b); blobs.append(b)
    h = json.dumps(header).encode(); h += b' ' * ((8 - len(h) % 8) % 8)
    open(path, 'wb').write(struct.pack('<Q', len(h)) + h + b''.join(blobs))

def export(name, step, args, donate=(), rtol=None):
    f = jax.jit(step, donate_argnums=donate)
    lowered = f.lower(*args)
    mod = lowered.compiler_ir('stablehlo')
    txt = mod.operation.get_asm(print_generic_op_form=True, enable_debug_info=False)
    open(f'{OUT}/{name}.mlir', 'w').write(txt)
    flat_in = jax.tree_util.tree_leaves(args)
    out = jax.jit(step)(*args)
    flat_out = jax.tree_util.tree_leaves(out)
    t = {f'input.{i}': np.asarray(a) for i, a in enumerate(flat_in)}
    t.update({f'output.{i}': np.asarray(a) for i, a in enumerate(flat_out)})
    save_st(f'{OUT}/{name}.safetensors', t)
    kp = lambda tree: [{'path': jax.tree_util.keystr(p), 'shape': list(np.shape(a)), 'dtype': str(np.asarray(a).dtype)} for p, a in jax.tree_util.tree_flatten_with_path(tree)[0]]
    a, r = kp(args), kp(out if isinstance(out, tuple) else (out,))
    # A result is an update of the argument with its path (same shape and type); others (the loss) get no path.
    same = {(x['path'], str(x['shape']), x['dtype']) for x in a}
    for x in r:
        if (x['path'], str(x['shape']), x['dtype']) not in same:
            x['path'] = ''
    table = {'name': name, 'jax': jax.__version__, 'args': a, 'results': r}
    if rtol is not None:
        table['rtol'] = rtol
    json.dump(table, open(f'{OUT}/{name}.json', 'w'), indent=1)
    print(name, len(flat_in), 'inputs', len(flat_out), 'outputs')

k = jax.random.PRNGKey(0)
def rnd(*s, scale=0.1, key=[0]):
    key[0] += 1
    return jax.random.normal(jax.random.PRNGKey(key[0]), s, jnp.float32) * scale

# 1. LSTM with lax.scan, Adam with bias correction, gradient clipping
def lstm_loss(p, xs, ys):
    H = p['wh'].shape[0]
    def cell(c, x):
        h, s = c
        z = x @ p['wx'] + h @ p['wh'] + p['b']
        i, f, g, o = jnp.split(z, 4, axis=-1)
        s = jax.nn.sigmoid(f) * s + jax.nn.sigmoid(i) * jnp.tanh(g)
        h = jax.nn.sigmoid(o) * jnp.tanh(s)
        return (h, s), h
    B = xs.shape[1]
    (_, _), hs = lax.scan(cell, (jnp.zeros((B, H)), jnp.zeros((B, H))), xs)
    logits = hs @ p['wo']
    lse = jax.nn.logsumexp(logits, axis=-1)
    nll = lse - jnp.take_along_axis(logits, ys[..., None], axis=-1)[..., 0]
    return nll.mean()
def lstm_step(p, m, v, t, xs, ys):
    loss, g = jax.value_and_grad(lstm_loss)(p, xs, ys)
    gn = jnp.sqrt(sum(jnp.sum(x * x) for x in jax.tree_util.tree_leaves(g)))
    scale = jnp.minimum(1.0, 1.0 / (gn + 1e-6))
    g = jax.tree_util.tree_map(lambda x: x * scale, g)
    t = t + 1
    m = jax.tree_util.tree_map(lambda m, g: 0.9 * m + 0.1 * g, m, g)
    v = jax.tree_util.tree_map(lambda v, g: 0.999 * v + 0.001 * g * g, v, g)
    tf = t.astype(jnp.float32)
    lr = 1e-3 * jnp.sqrt(1 - 0.999 ** tf) / (1 - 0.9 ** tf)
    p = jax.tree_util.tree_map(lambda p, m, v: p - lr * m / (jnp.sqrt(v) + 1e-8) - 1e-4 * p, p, m, v)
    return p, m, v, t, loss
I, H, O, T, B = 12, 16, 10, 6, 4
p = {'wx': rnd(I, 4*H), 'wh': rnd(H, 4*H), 'b': rnd(4*H), 'wo': rnd(H, O)}
z = jax.tree_util.tree_map(jnp.zeros_like, p)
v0 = jax.tree_util.tree_map(lambda x: jnp.abs(x) * 0.01, p)
export('lstm_adam', lstm_step, (p, z, v0, jnp.int32(3), rnd(T, B, I, scale=1.0), jax.random.randint(k, (T, B), 0, O)), donate=(0, 1, 2))

# 2. conv net: conv_transpose, avg_pool, layer norm, gelu(erf), dropout via jax.random, mixed precision
def cnn_loss(p, x, y, key):
    h = lax.conv_general_dilated(x.astype(jnp.bfloat16), p['c1'].astype(jnp.bfloat16), (2, 2), 'SAME', dimension_numbers=('NHWC', 'HWIO', 'NHWC')).astype(jnp.float32)
    mu = h.mean(-1, keepdims=True); var = ((h - mu) ** 2).mean(-1, keepdims=True)
    h = (h - mu) * lax.rsqrt(var + 1e-5) * p['g'] + p['be']
    h = jax.nn.gelu(h, approximate=False)
    keep = jax.random.bernoulli(key, 0.9, h.shape)
    h = jnp.where(keep, h / 0.9, 0.0)
    h = lax.conv_transpose(h, p['ct'], (2, 2), 'SAME', dimension_numbers=('NHWC', 'HWIO', 'NHWC'))
    h = jax.nn.silu(h)
    h = lax.reduce_window(h, 0.0, lax.add, (1, 2, 2, 1), (1, 2, 2, 1), 'VALID') / 4.0
    h = jnp.pad(h, ((0, 0), (1, 1), (1, 1), (0, 0)))
    h = jnp.concatenate([h, jnp.roll(h, 1, axis=1)], axis=-1)
    f = h.reshape(h.shape[0], -1) @ p['w']
    f = jnp.clip(f, -5.0, 5.0)
    logp = jax.nn.log_softmax(f)
    return -jnp.mean(jnp.sum(jax.nn.one_hot(y, f.shape[-1]) * logp, -1)) + 1e-3 * jnp.cumsum(f, axis=-1)[:, -1].mean()
def cnn_step(p, x, y, key):
    loss, g = jax.value_and_grad(cnn_loss)(p, x, y, key)
    acc = jnp.mean((jnp.argmax(cnn_fwd_logits(p, x), -1) == y).astype(jnp.float32))
    return jax.tree_util.tree_map(lambda p, g: p - 0.05 * g, p, g), loss, acc
def cnn_fwd_logits(p, x):
    return x.reshape(x.shape[0], -1)[:, :5] @ p['w'][:5]
C = 6
p = {'c1': rnd(3, 3, 3, C), 'g': 1.0 + rnd(C), 'be': rnd(C), 'ct': rnd(2, 2, C, 5), 'w': rnd(6*6*10, 7)}
# bf16 convolutions: XLA rounds them in another order than lowtide, so one bf16 ulp (2^-8).
export('cnn_mixed', cnn_step, (p, rnd(2, 8, 8, 3, scale=1.0), jnp.array([1, 5]), jax.random.PRNGKey(7)), rtol=1e-2)

# 3. transformer bits: embeddings (gather/scatter-add), top_k, sort, integer ops, dynamic_slice
def tr_loss(p, tok, tgt, pos):
    e = p['emb'][tok] + lax.dynamic_slice_in_dim(p['pos'], pos, tok.shape[1], axis=0)[None]
    q = e @ p['wq']; kk = e @ p['wk']
    s = jnp.einsum('btd,bsd->bts', q, kk) / np.sqrt(q.shape[-1])
    mask = jnp.tril(jnp.ones((tok.shape[1], tok.shape[1]), bool))
    s = jnp.where(mask, s, -1e9)
    a = jax.nn.softmax(s, -1)
    o = jnp.einsum('bts,bsd->btd', a, e)
    o = o * lax.rsqrt(jnp.mean(o * o, -1, keepdims=True) + 1e-6)
    logits = o @ p['emb'].T
    top, idx = lax.top_k(logits, 3)
    srt = jnp.sort(logits, axis=-1)
    lse = jax.nn.logsumexp(logits, -1)
    nll = lse - jnp.take_along_axis(logits, tgt[..., None], -1)[..., 0]
    return nll.mean() + 1e-3 * (top.mean() + srt[..., -2].mean()) + 0.0 * (idx.sum() % 3).astype(jnp.float32)
def tr_step(p, tok, tgt, pos):
    loss, g = jax.value_and_grad(tr_loss)(p, tok, tgt, pos)
    return jax.tree_util.tree_map(lambda p, g: p - 0.1 * jnp.sign(g) * jnp.minimum(jnp.abs(g), 1.0), p, g), loss
V, D, S = 20, 8, 5
p = {'emb': rnd(V, D, scale=1.0), 'pos': rnd(9, D), 'wq': rnd(D, D, scale=0.5), 'wk': rnd(D, D, scale=0.5)}
export('tiny_tr', tr_step, (p, jax.random.randint(jax.random.PRNGKey(3), (2, S), 0, V), jax.random.randint(jax.random.PRNGKey(4), (2, S), 0, V), jnp.int32(2)), donate=(0,))

# A. transformer with layers stacked and scanned (nn.scan style), jax.checkpoint per layer with a policy,
#    gradient accumulation over 2 microbatches in a scan, f16 loss scaling, skip-update via lax.cond on non-finite.
L, D, S, V, B = 2, 8, 6, 16, 4
def layer(h, w):
    a = jnp.einsum('btd,de->bte', h, w['qkv'])
    q, k_, v = jnp.split(a, 3, -1)
    s = jnp.einsum('btd,bsd->bts', q, k_) / np.sqrt(D)
    s = jnp.where(jnp.tril(jnp.ones((h.shape[1], h.shape[1]), bool)), s, -1e9)
    h = h + jnp.einsum('bts,bsd->btd', jax.nn.softmax(s, -1), v) @ w['o']
    m = jax.nn.gelu(h @ w['up'])
    return h + m @ w['down'], None
def tr_loss(p, tok, tgt):
    h = p['emb'][tok]
    body = jax.checkpoint(layer, policy=jax.checkpoint_policies.dots_with_no_batch_dims_saveable)
    h, _ = lax.scan(body, h, p['layers'])
    logits = (h.astype(jnp.float16) @ p['emb'].T.astype(jnp.float16)).astype(jnp.float32)
    return -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(logits), tgt[..., None], -1))
def acc_step(p, opt, tok, tgt, scale):
    def micro(g, mb):
        l, gi = jax.value_and_grad(lambda p: tr_loss(p, *mb) * scale)(p)
        return jax.tree_util.tree_map(jnp.add, g, gi), l
    g0 = jax.tree_util.tree_map(jnp.zeros_like, p)
    g, ls = lax.scan(micro, g0, (tok.reshape(2, -1, S), tgt.reshape(2, -1, S)))
    g = jax.tree_util.tree_map(lambda x: x / (2 * scale), g)
    finite = jnp.all(jnp.array([jnp.all(jnp.isfinite(x)) for x in jax.tree_util.tree_leaves(g)]))
    def apply(args):
        p, opt, g = args
        opt = jax.tree_util.tree_map(lambda m, g: 0.9 * m + g, opt, g)
        return jax.tree_util.tree_map(lambda p, m: p - 0.05 * m, p, opt), opt
    p, opt = lax.cond(finite, apply, lambda a: (a[0], a[1]), (p, opt, g))
    new_scale = jnp.where(finite, scale * 2.0, scale / 2.0)
    return p, opt, ls.mean() / scale, new_scale
p = {'emb': rnd(V, D, scale=0.5), 'layers': {'qkv': rnd(L, D, 3 * D, scale=0.3), 'o': rnd(L, D, D, scale=0.3), 'up': rnd(L, D, 2 * D, scale=0.3), 'down': rnd(L, 2 * D, D, scale=0.3)}}
opt = jax.tree_util.tree_map(jnp.zeros_like, p)
tok = jax.random.randint(jax.random.PRNGKey(11), (B, S), 0, V)
export('scan_layers_accum', acc_step, (p, opt, tok, jnp.roll(tok, -1, 1), jnp.float32(8.0)), donate=(0, 1))

# B. random permutation (sort on random keys), categorical sampling, fori_loop, normal noise, cummax, argsort
def rl_loss(p, x, key):
    k1, k2, k3 = jax.random.split(key, 3)
    perm = jax.random.permutation(k1, x.shape[0])
    x = x[perm] + 0.01 * jax.random.normal(k2, x.shape)
    logits = x @ p['w'] + p['b']
    a = jax.random.categorical(k3, logits)
    logp = jax.nn.log_softmax(logits)
    def body(i, acc):
        return acc + logp[i, a[i]] * (i + 1)
    tot = lax.fori_loop(0, x.shape[0], body, 0.0)
    cm = lax.cummax(logits, axis=1)
    order = jnp.argsort(logits[:, 0])
    return -tot / x.shape[0] + 1e-3 * cm.mean() + 1e-3 * logits[order[0], 1]
def rl_step(p, x, key):
    l, g = jax.value_and_grad(rl_loss)(p, x, key)
    return jax.tree_util.tree_map(lambda p, g: p - 0.1 * g, p, g), l
p = {'w': rnd(5, 4), 'b': rnd(4)}
export('sampling_policy', rl_step, (p, rnd(6, 5, scale=1.0), jax.random.PRNGKey(5)))

# C. sharding annotations on one device (Shardy: sdy.mesh, sdy.sharding_constraint, sdy.sharding
#    on arguments), as pjit-style training code carries them
from jax.sharding import NamedSharding, PartitionSpec as PS, Mesh
mesh = Mesh(np.array(jax.devices()[:1]), ('data',))
def sh_loss(p, x, y):
    h = lax.with_sharding_constraint(jax.nn.relu(x @ p['w1']), NamedSharding(mesh, PS('data', None)))
    return jnp.mean((h @ p['w2'] - y) ** 2)
def sh_step(p, x, y):
    l, g = jax.value_and_grad(sh_loss)(p, x, y)
    return jax.tree_util.tree_map(lambda a, b: a - 0.1 * b, p, g), l
p = jax.device_put({'w1': rnd(6, 8), 'w2': rnd(8, 3)}, NamedSharding(mesh, PS(None, 'data')))
export('sharded_mlp', sh_step, (p, rnd(4, 6, scale=1.0), rnd(4, 3, scale=1.0)), donate=(0,))
