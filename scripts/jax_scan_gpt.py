"""Exports the same 4-layer GPT training step (d 256, 4 heads, seq 128, batch 8, vocab 2048,
SGD, parameters donated) twice: its layers stacked and run by `lax.scan` (gpt_scan) and
unrolled in Python (gpt_unrolled), and prints XLA's own footprint for each
(`compile().memory_analysis()`: argument + output + temp - alias bytes).

Usage: python3 scripts/jax_scan_gpt.py OUTDIR   (needs `pip install jax`), then
`lowtide plan OUTDIR/gpt_scan.mlir` and `lowtide run OUTDIR/gpt_scan.mlir --inputs
OUTDIR/gpt_scan.safetensors` (the safetensors hold JAX's outputs as `output.N`).
"""
import sys
OUTDIR = sys.argv[1] if len(sys.argv) > 1 else '.'
sys.argv = [sys.argv[0], OUTDIR]
exec(open(__file__.replace('jax_scan_gpt.py', 'jax_steps.py')).read().split("# 1. LSTM")[0])
L, D, H, S, V, B = 4, 256, 4, 128, 2048, 8
def ln(x, g):
    m = x.mean(-1, keepdims=True); v = ((x - m) ** 2).mean(-1, keepdims=True)
    return (x - m) * lax.rsqrt(v + 1e-5) * g
def layer(h, w):
    x = ln(h, w['g1'])
    q, k_, v = jnp.split(x @ w['qkv'], 3, -1)
    sh = lambda t: t.reshape(B, S, H, D // H).transpose(0, 2, 1, 3)
    q, k_, v = sh(q), sh(k_), sh(v)
    s = q @ k_.transpose(0, 1, 3, 2) / np.sqrt(D // H)
    s = jnp.where(jnp.tril(jnp.ones((S, S), bool)), s, -1e9)
    o = (jax.nn.softmax(s, -1) @ v).transpose(0, 2, 1, 3).reshape(B, S, D)
    h = h + o @ w['o']
    x = ln(h, w['g2'])
    return h + jax.nn.gelu(x @ w['up']) @ w['down'], None
def loss(p, tok, tgt, scan):
    h = p['emb'][tok] + p['pos']
    if scan:
        h, _ = lax.scan(layer, h, p['layers'])
    else:
        for i in range(L):
            h, _ = layer(h, jax.tree_util.tree_map(lambda x: x[i], p['layers']))
    logits = ln(h, p['gf']) @ p['out']
    return -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(logits), tgt[..., None], -1))
def make(scan):
    def step(p, tok, tgt):
        l, g = jax.value_and_grad(loss)(p, tok, tgt, scan)
        return jax.tree_util.tree_map(lambda p, g: p - 0.01 * g, p, g), l
    return step
p = {'emb': rnd(V, D), 'pos': rnd(S, D), 'gf': 1 + rnd(D), 'out': rnd(D, V),
     'layers': {'g1': 1 + rnd(L, D), 'qkv': rnd(L, D, 3 * D), 'o': rnd(L, D, D), 'g2': 1 + rnd(L, D), 'up': rnd(L, D, 4 * D), 'down': rnd(L, 4 * D, D)}}
tok = jax.random.randint(jax.random.PRNGKey(1), (B, S), 0, V)
for scan in (True, False):
    name = 'gpt_scan' if scan else 'gpt_unrolled'
    f = jax.jit(make(scan), donate_argnums=(0,))
    ma = f.lower(p, tok, jnp.roll(tok, -1, 1)).compile().memory_analysis()
    fp = ma.argument_size_in_bytes + ma.output_size_in_bytes + ma.temp_size_in_bytes - ma.alias_size_in_bytes
    print(f'{name}: XLA footprint {fp} bytes ({fp / 2**20:.2f} MiB), temp {ma.temp_size_in_bytes} bytes')
    export(name, make(scan), (p, tok, jnp.roll(tok, -1, 1)), donate=(0,))
