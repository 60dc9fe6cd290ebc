"""Exports one small jitted function per JAX primitive family the CPU device must run (cumulative
ops, sorts, gathers and scatters with their modes, grouped and dilated convolutions, padded and
dilated windows, integer arithmetic, special functions, loops and branches, conversions) with
its inputs and JAX's outputs, for `runtime/tests/jax_prims.rs`.

Usage: python3 scripts/jax_prims.py testkit/data/jax_prims   (needs `pip install jax`)

Each case NAME writes NAME.mlir (generic-form StableHLO, `@main(x, y, xi)`) and
NAME.safetensors (`input.0..2`, `output.N`).
"""
import sys
OUTDIR = sys.argv[1] if len(sys.argv) > 1 else '.'
sys.argv = [sys.argv[0], OUTDIR]
exec(open(__file__.replace('jax_prims.py', 'jax_steps.py')).read().split("# 1. LSTM")[0])
import jax.scipy.special as jss
X = rnd(4, 6, scale=1.0); Y = rnd(4, 6, scale=1.0); XI = jax.random.randint(jax.random.PRNGKey(9), (4, 6), -20, 20)

def img(x, y, c):
    """A batch of two 4x6 images with `c` channels made from the inputs."""
    chans = [x, y, x * y, x - y]
    return jnp.stack([jnp.stack(chans[:c], -1), jnp.stack(chans[::-1][:c], -1)])


def conv_grad(im, k, groups, strides):
    """The input's and kernel's gradients of a grouped NHWC convolution."""
    def loss(im, k):
        out = lax.conv_general_dilated(im, k, strides, 'SAME', dimension_numbers=('NHWC', 'HWIO', 'NHWC'), feature_group_count=groups)
        return (jnp.tanh(out) ** 2).sum()
    return jax.grad(loss, argnums=(0, 1))(im, k)


def make(x, y, xi):
    pos = jnp.abs(x) + 0.1
    cases = {
     'cumsum': lambda: jnp.cumsum(x, axis=1), 'cumprod': lambda: jnp.cumprod(x, axis=0), 'cumlse': lambda: lax.cumlogsumexp(x, axis=1),
     'cummax_rev': lambda: lax.cummax(x, axis=1, reverse=True), 'argmin': lambda: jnp.argmin(x, axis=1), 'argsort2': lambda: jnp.argsort(x, axis=0),
     'take_clip': lambda: jnp.take(x, jnp.array([0, 5, 7, -9]), axis=1, mode='clip'), 'take_fill': lambda: jnp.take(x, jnp.array([0, 5, 7]), axis=1, mode='fill', fill_value=-1.0),
     'at_set': lambda: x.at[1:3, ::2].set(7.0), 'at_max': lambda: x.at[jnp.array([0, 0, 2]), 1].max(jnp.array([5.0, 6.0, -1.0])), 'at_mul': lambda: x.at[2].multiply(3.0),
     'depthwise': lambda: lax.conv_general_dilated(rnd(1, 5, 5, 4), rnd(3, 3, 1, 4), (1, 1), 'SAME', rhs_dilation=(2, 2), dimension_numbers=('NHWC', 'HWIO', 'NHWC'), feature_group_count=4),
     'maxpool_pad': lambda: lax.reduce_window(x, -jnp.inf, lax.max, (2, 3), (1, 2), ((1, 0), (1, 1))), 'avg_dil': lambda: lax.reduce_window(x, 0.0, lax.add, (2, 2), (1, 1), 'VALID', window_dilation=(1, 2)),
     'pad_neg_int': lambda: lax.pad(x, 0.5, ((1, -1, 1), (-2, 2, 0))), 'rev': lambda: lax.rev(x, (0, 1)), 'select_n': lambda: lax.select_n(jnp.clip(xi, 0, 2), x, y, x * y),
     'floordiv': lambda: jnp.floor_divide(xi, 3), 'mod': lambda: jnp.mod(xi, -7), 'rem': lambda: lax.rem(xi, 6), 'popcnt': lambda: lax.population_count(xi), 'clz': lambda: lax.clz(xi),
     'shifts': lambda: lax.shift_right_arithmetic(xi, 2) + lax.shift_left(xi, 3), 'nextafter': lambda: jnp.nextafter(x, y), 'lgamma': lambda: lax.lgamma(pos), 'digamma': lambda: lax.digamma(pos),
     'igamma': lambda: lax.igamma(pos, pos * 2), 'bessel': lambda: lax.bessel_i0e(x), 'erfinv': lambda: lax.erf_inv(jnp.tanh(x)), 'round': lambda: jnp.round(x * 3) + jnp.floor(x) + jnp.ceil(y),
     'atan2': lambda: jnp.arctan2(x, y), 'hyp': lambda: jnp.sinh(x) + jnp.arcsinh(y) + jnp.cosh(x) + jnp.arctanh(jnp.tanh(y)), 'cbrt': lambda: jnp.cbrt(x) + jnp.expm1(x) + jnp.log1p(pos),
     'searchsorted': lambda: jnp.searchsorted(jnp.sort(x.ravel()), y.ravel()), 'median': lambda: jnp.median(x, axis=1), 'percentile': lambda: jnp.percentile(x, 30.0),
     'norm': lambda: jnp.linalg.norm(x, axis=1) + jnp.linalg.norm(x, ord=1, axis=0).sum(), 'kron': lambda: jnp.kron(x[:2, :2], y[:2, :3]), 'assoc_scan': lambda: lax.associative_scan(jnp.add, x, axis=1),
     'einsum3': lambda: jnp.einsum('ij,jk,kl->il', x, y.T, x), 'topk_int': lambda: lax.top_k(xi, 3)[0], 'where_lse': lambda: jax.nn.logsumexp(x, axis=1, where=x > 0),
     'sort_multi': lambda: lax.sort((x[0], y[0], xi[0]), num_keys=2)[2], 'clamp': lambda: lax.clamp(-0.5, x, 0.5), 'int_pow': lambda: lax.integer_pow(x, 3) + jnp.power(pos, y),
     'iota2d': lambda: lax.broadcasted_iota(jnp.int32, (3, 4), 1) * 2, 'rsqrt_i': lambda: lax.rsqrt(pos) + lax.sign(x), 'is_inf': lambda: jnp.isinf(x / (x - x[0, 0])) * 1.0,
     'fori_dyn': lambda: lax.fori_loop(0, 3, lambda i, c: c.at[i].add(1.0), x), 'while_cond': lambda: lax.while_loop(lambda c: c[1] < 5.0, lambda c: (c[0] * 1.1, c[1] + 1.0), (x, 0.0))[0],
     'switch': lambda: lax.switch(2, [lambda a: a + 1, lambda a: a * 2, lambda a: -a], x), 'cond_in_scan': lambda: lax.scan(lambda c, v: (lax.cond(v.sum() > 0, lambda a: a + v, lambda a: a - v, c), c.sum()), x[0], x)[0],
     'map': lambda: lax.map(lambda r: jnp.sort(r), x), 'reduce_and': lambda: jnp.all(x > -2.0, axis=1) * 1.0 + jnp.any(x > 1.0) * 1.0, 'u8': lambda: (xi.astype(jnp.uint8) + 250).astype(jnp.int32),
     'i16_sat': lambda: (x * 40000).astype(jnp.int16).astype(jnp.float32), 'bitcast': lambda: lax.bitcast_convert_type(x, jnp.int32) >> 20, 'f16': lambda: (x.astype(jnp.float16) * 3).astype(jnp.float32),
     'reduce_prec': lambda: lax.reduce_precision(x, 5, 10), 'expand_concat': lambda: jnp.concatenate([x[None], y[None], x[None]], 0).transpose(2, 0, 1).reshape(6, -1),
     'gather_2d': lambda: x[jnp.array([[0, 1], [3, 2]]), jnp.array([[5, 0], [1, 1]])], 'scatter_add_dup': lambda: jnp.zeros(5).at[jnp.array([0, 1, 0, 4, 4, 4])].add(1.0),
     'dyn_update': lambda: lax.dynamic_update_slice(x, y[:2, :2], (jnp.int32(3), jnp.int32(5))), 'dyn_slice_oob': lambda: lax.dynamic_slice(x, (jnp.int32(3), jnp.int32(-2)), (2, 3)),
     # Gradients of grouped convolutions: a kernel's gradient is a convolution with
     # batch_group_count = the groups (a depthwise layer's, a channel multiplier's, wider groups').
     'depthwise_grad': lambda: conv_grad(img(x, y, 3), rnd(3, 3, 1, 3), 3, (2, 1)),
     'depthwise_mult_grad': lambda: conv_grad(img(x, y, 3), rnd(3, 3, 1, 6), 3, (1, 1)),
     'grouped_grad': lambda: conv_grad(img(x, y, 4), rnd(3, 2, 2, 6), 2, (1, 2)),
    }
    return cases

names = list(make(X, Y, XI).keys())
for name in names:
    f = jax.jit(lambda x, y, xi, name=name: make(x, y, xi)[name](), keep_unused=True)
    txt = f.lower(X, Y, XI).compiler_ir('stablehlo').operation.get_asm(print_generic_op_form=True, enable_debug_info=False)
    open(f'{OUTDIR}/{name}.mlir', 'w').write(txt)
    out = jax.tree_util.tree_leaves(f(X, Y, XI))
    t = {'input.0': np.asarray(X), 'input.1': np.asarray(Y), 'input.2': np.asarray(XI)}
    t.update({f'output.{i}': np.asarray(a) for i, a in enumerate(out)})
    save_st(f'{OUTDIR}/{name}.safetensors', t)
print(len(names), 'cases')
