//! Layers over NHWC images (`[batch, height, width, channels]`): convolution, batch
//! normalization and pooling.

use super::Model;
use crate::frontend::emitter::Conv;
use lowtide_ir::Value;

/// A 2-d convolution layer: `out` channels from a square `kernel`; by default stride 1,
/// padding `kernel / 2` (the same size out at stride 1 for odd kernels), one group and a
/// bias.
#[derive(Clone, Copy, Debug)]
pub struct Conv2d {
    /// Output channels.
    pub out: u64,
    /// Kernel height and width.
    pub kernel: u64,
    /// Stride along height and width.
    pub stride: u64,
    /// Zero padding on each side of height and width.
    pub padding: u64,
    /// Feature groups (the input channels for a depthwise convolution).
    pub groups: u64,
    /// Whether a bias is added (leave it out before a batch norm).
    pub bias: bool,
}

impl Conv2d {
    /// `out` channels from a `kernel x kernel` window, stride 1, padding `kernel / 2`.
    pub fn new(out: u64, kernel: u64) -> Conv2d {
        Conv2d {
            out,
            kernel,
            stride: 1,
            padding: kernel / 2,
            groups: 1,
            bias: true,
        }
    }
    /// With stride `s`.
    pub fn stride(self, s: u64) -> Conv2d {
        Conv2d { stride: s, ..self }
    }
    /// With padding `p` on each side.
    pub fn padding(self, p: u64) -> Conv2d {
        Conv2d { padding: p, ..self }
    }
    /// With `g` feature groups.
    pub fn groups(self, g: u64) -> Conv2d {
        Conv2d { groups: g, ..self }
    }
    /// Without a bias.
    pub fn no_bias(self) -> Conv2d {
        Conv2d {
            bias: false,
            ..self
        }
    }
}

impl Model {
    /// Convolution `c` of `x: [B, H, W, C]` with a new `[k, k, C / groups, out]` kernel (and
    /// `[out]` bias): `[B, H', W', out]`.
    pub fn conv2d(&mut self, x: Value, c: Conv2d) -> Value {
        let Some(d) = self.shape(x, 4, "conv2d") else {
            return x;
        };
        let (h, w, ch) = (d[1], d[2], d[3]);
        let fits = c.kernel > 0
            && c.stride > 0
            && c.groups > 0
            && ch.is_multiple_of(c.groups)
            && c.out.is_multiple_of(c.groups)
            && h.saturating_add(c.padding.saturating_mul(2)) >= c.kernel
            && w.saturating_add(c.padding.saturating_mul(2)) >= c.kernel;
        if !self.check(fits, || {
            format!(
                "conv2d of a {h}x{w}x{ch} image needs a positive kernel and stride, groups dividing {ch} input and {} output channels, and a kernel ({}) no larger than the padded image; got {c:?}",
                c.out, c.kernel
            )
        }) {
            return x;
        }
        let n = self.params.len();
        let k = self.param(
            &format!("conv{n}.w"),
            &[c.kernel, c.kernel, ch / c.groups, c.out],
        );
        let p = c.padding as i64;
        let y = self.e().conv(x, k, &Conv::nhwc(c.stride, (p, p), c.groups));
        if c.bias {
            self.add_bias(y, &format!("conv{n}.b"))
        } else {
            y
        }
    }

    /// A transposed convolution doubling height and width (U-Net's up-convolution): a new
    /// `[2, 2, C, out]` kernel and `[out]` bias, `x: [B, H, W, C]` -> `[B, 2H, 2W, out]`.
    pub fn up_conv2d(&mut self, x: Value, out: u64) -> Value {
        let Some(d) = self.shape(x, 4, "up_conv2d") else {
            return x;
        };
        let n = self.params.len();
        let k = self.param(&format!("upconv{n}.w"), &[2, 2, d[3], out]);
        let mut c = Conv::nhwc(1, (1, 1), 1);
        c.lhs_dil = vec![2, 2];
        let y = self.e().conv(x, k, &c);
        self.add_bias(y, &format!("upconv{n}.b"))
    }

    /// `y` plus a new bias parameter along its last dim.
    pub(super) fn add_bias(&mut self, y: Value, name: &str) -> Value {
        let d = self.e().dims(y);
        let last = d.len() as i64 - 1;
        let b = self.param(name, &[d[d.len() - 1]]);
        let mut e = self.e();
        let bb = e.broadcast(b, &d, &[last]);
        e.ew("stablehlo.add", &[y, bb])
    }

    /// Batch normalization in training mode over the last dim (channels): each channel
    /// normalized by the mean and (biased) variance of the batch, then scaled and shifted by
    /// new parameters. Running mean and variance are state (inputs whose next values the step
    /// returns): `0.9 · old + 0.1 · batch`, the variance unbiased, as PyTorch keeps them.
    pub fn batch_norm(&mut self, x: Value) -> Value {
        let Some(d) = self.shape(x, 0, "batch_norm") else {
            return x;
        };
        let c = d[d.len() - 1];
        let n_per = super::elements(&d[..d.len() - 1]);
        let k = self.params.len();
        let gamma = self.param(&format!("bn{k}.scale"), &[c]);
        let beta = self.param(&format!("bn{k}.shift"), &[c]);
        let rm = self.state(&format!("bn{k}.running_mean"), &[c]);
        let rv = self.state(&format!("bn{k}.running_var"), &[c]);
        let mut e = self.e();
        let last = d.len() as i64 - 1;
        let over: Vec<i64> = (0..last).collect();
        let inv_n = 1.0 / n_per.max(1) as f64;
        let sum = e.reduce(x, &over, false);
        let mean = e.with_scalar("stablehlo.multiply", sum, inv_n);
        let mb = e.broadcast(mean, &d, &[last]);
        let xc = e.ew("stablehlo.subtract", &[x, mb]);
        let sq = e.ew("stablehlo.multiply", &[xc, xc]);
        let ss = e.reduce(sq, &over, false);
        let var = e.with_scalar("stablehlo.multiply", ss, inv_n);
        let ve = e.with_scalar("stablehlo.add", var, 1e-5);
        let inv = e.ew("stablehlo.rsqrt", &[ve]);
        let scale = e.ew("stablehlo.multiply", &[inv, gamma]);
        let sb = e.broadcast(scale, &d, &[last]);
        let bb = e.broadcast(beta, &d, &[last]);
        let y = e.ew("stablehlo.multiply", &[xc, sb]);
        let y = e.ew("stablehlo.add", &[y, bb]);
        let momentum = 0.1;
        let next = |e: &mut crate::frontend::emitter::Emitter, old: Value, batch: Value, f: f64| {
            let a = e.with_scalar("stablehlo.multiply", old, 1.0 - momentum);
            let b = e.with_scalar("stablehlo.multiply", batch, momentum * f);
            e.ew("stablehlo.add", &[a, b])
        };
        let unbias = n_per as f64 / (n_per.max(2) - 1) as f64;
        let new_mean = next(&mut e, rm, mean, 1.0);
        let new_var = next(&mut e, rv, var, unbias);
        self.update(rm, new_mean);
        self.update(rv, new_var);
        y
    }

    /// `min(max(x, 0), 6)` (MobileNet's activation).
    pub fn relu6(&mut self, x: Value) -> Value {
        let r = self.relu(x);
        self.e().with_scalar("stablehlo.minimum", r, 6.0)
    }

    /// Max pooling of `x: [B, H, W, C]` over `window` moved by `stride`, the image padded
    /// by `padding` on each side (padding never wins).
    pub fn max_pool(
        &mut self,
        x: Value,
        window: [u64; 2],
        stride: [u64; 2],
        padding: [u64; 2],
    ) -> Value {
        let Some(d) = self.shape(x, 4, "max_pool") else {
            return x;
        };
        let ok = (0..2).all(|i| {
            window[i] > 0
                && stride[i] > 0
                && d[1 + i].saturating_add(padding[i].saturating_mul(2)) >= window[i]
        });
        if !self.check(ok, || {
            format!(
                "max_pool of a {}x{} image needs positive windows and strides and windows no larger than the padded image, got window {window:?}, stride {stride:?}, padding {padding:?}",
                d[1], d[2]
            )
        }) {
            return x;
        }
        let pad = |p: u64| (p as i64, p as i64);
        self.e().max_window(
            x,
            &[1, window[0], window[1], 1],
            &[1, stride[0], stride[1], 1],
            &[(0, 0), pad(padding[0]), pad(padding[1]), (0, 0)],
        )
    }

    /// Average pooling over non-overlapping `[kh, kw]` windows of `x: [B, H, W, C]` (the
    /// stride is the window; `H` and `W` must be multiples of it).
    pub fn avg_pool(&mut self, x: Value, [kh, kw]: [u64; 2]) -> Value {
        let Some(d) = self.shape(x, 4, "avg_pool") else {
            return x;
        };
        let (b, h, w, c) = (d[0], d[1], d[2], d[3]);
        if !self.check(kh > 0 && kw > 0 && h % kh == 0 && w % kw == 0, || {
            format!("avg_pool of a {h}x{w} image needs positive windows dividing it, got {kh}x{kw}")
        }) {
            return x;
        }
        let mut e = self.e();
        let windows = e.reshape(x, &[b, h / kh, kh, w / kw, kw, c]);
        let r = e.reduce(windows, &[2, 4], false);
        e.with_scalar(
            "stablehlo.multiply",
            r,
            1.0 / super::elements(&[kh, kw]) as f64,
        )
    }

    /// The mean over height and width: `[B, H, W, C]` -> `[B, C]`.
    pub fn global_avg_pool(&mut self, x: Value) -> Value {
        let Some(d) = self.shape(x, 4, "global_avg_pool") else {
            return x;
        };
        let mut e = self.e();
        let s = e.reduce(x, &[1, 2], false);
        e.with_scalar(
            "stablehlo.multiply",
            s,
            1.0 / super::elements(&d[1..3]).max(1) as f64,
        )
    }

    /// `a` and `b` joined along `dim`, their other dims equal.
    pub fn concat(&mut self, a: Value, b: Value, dim: usize) -> Value {
        let (da, db) = (self.e().dims(a), self.e().dims(b));
        let ok = dim < da.len()
            && da.len() == db.len()
            && (0..da.len()).all(|i| i == dim || da[i] == db[i]);
        if !self.check(ok, || {
            format!("concat along dim {dim} needs tensors equal in the other dims, got {da:?} and {db:?}")
        }) {
            return a;
        }
        self.e().concat(&[a, b], dim)
    }
}
