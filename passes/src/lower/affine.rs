//! Affine expressions of loop indices, as `linalg.generic`'s indexing maps write them: what
//! element of each operand a loop iteration reads. Built through constructors that fold
//! constants, so an identity or a broadcast prints as MLIR would write it by hand.

use lowtide_ir::Attr;
use std::fmt;

/// An affine expression of the loop indices `d0, d1, ...`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Expr {
    /// Loop index `dN`.
    Dim(usize),
    /// A constant.
    Const(i64),
    /// A sum.
    Add(Box<Expr>, Box<Expr>),
    /// A product with a constant.
    Mul(Box<Expr>, i64),
    /// Division rounding down by a positive constant.
    FloorDiv(Box<Expr>, i64),
    /// The remainder of division by a positive constant.
    Mod(Box<Expr>, i64),
}

impl Expr {
    /// `a + b`.
    pub fn add(a: Expr, b: Expr) -> Expr {
        match (a, b) {
            (Expr::Const(x), Expr::Const(y)) => Expr::Const(x + y),
            (Expr::Const(0), e) | (e, Expr::Const(0)) => e,
            (a, b) => Expr::Add(Box::new(a), Box::new(b)),
        }
    }
    /// `a * c`.
    pub fn mul(a: Expr, c: i64) -> Expr {
        match (a, c) {
            (_, 0) => Expr::Const(0),
            (a, 1) => a,
            (Expr::Const(x), c) => Expr::Const(x * c),
            (a, c) => Expr::Mul(Box::new(a), c),
        }
    }
    /// `a floordiv c`, `c > 0`.
    pub fn floor_div(a: Expr, c: i64) -> Expr {
        match (a, c) {
            (a, 1) => a,
            (Expr::Const(x), c) => Expr::Const(x.div_euclid(c)),
            (a, c) => Expr::FloorDiv(Box::new(a), c),
        }
    }
    /// `a mod c`, `c > 0`.
    pub fn rem(a: Expr, c: i64) -> Expr {
        match (a, c) {
            (_, 1) => Expr::Const(0),
            (Expr::Const(x), c) => Expr::Const(x.rem_euclid(c)),
            (a, c) => Expr::Mod(Box::new(a), c),
        }
    }
}

impl fmt::Display for Expr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Expr::Dim(d) => write!(f, "d{d}"),
            Expr::Const(c) => write!(f, "{c}"),
            Expr::Add(a, b) => write!(f, "{a} + {b}"),
            Expr::Mul(a, c) => write!(f, "({a}) * {c}"),
            Expr::FloorDiv(a, c) => write!(f, "({a}) floordiv {c}"),
            Expr::Mod(a, c) => write!(f, "({a}) mod {c}"),
        }
    }
}

impl Expr {
    /// `c0 + sum(c[d] * d)` as `(c, c0)`, when the expression has no division.
    fn linear(&self, dims: usize) -> Option<(Vec<i64>, i64)> {
        Some(match self {
            Expr::Dim(d) => {
                let mut c = vec![0; dims.max(d + 1)];
                c[*d] = 1;
                (c, 0)
            }
            Expr::Const(k) => (vec![0; dims], *k),
            Expr::Add(a, b) => {
                let ((mut ca, ka), (cb, kb)) = (a.linear(dims)?, b.linear(dims)?);
                ca.resize(ca.len().max(cb.len()), 0);
                for (x, y) in ca.iter_mut().zip(&cb) {
                    *x += y;
                }
                (ca, ka + kb)
            }
            Expr::Mul(a, k) => {
                let (c, c0) = a.linear(dims)?;
                (c.iter().map(|x| x * k).collect(), c0 * k)
            }
            Expr::FloorDiv(..) | Expr::Mod(..) => return None,
        })
    }
}

/// Whether index `a` of a tensor of dims `da` and index `b` of one of dims `db` are the same
/// row-major position at every loop index (both linear in the loop indices, equal as such).
pub fn same_position(a: &[Expr], da: &[u64], b: &[Expr], db: &[u64]) -> bool {
    let (la, lb) = (linearize(a, da), linearize(b, db));
    let n = 1 + a.iter().chain(b).map(max_dim).max().unwrap_or(0);
    match (la.linear(n), lb.linear(n)) {
        (Some((mut ca, ka)), Some((mut cb, kb))) => {
            let len = ca.len().max(cb.len());
            ca.resize(len, 0);
            cb.resize(len, 0);
            ca == cb && ka == kb
        }
        _ => false,
    }
}

/// Whether `e` reads a loop index at all.
pub fn reads_dims(e: &Expr) -> bool {
    match e {
        Expr::Dim(_) => true,
        Expr::Const(_) => false,
        Expr::Add(a, b) => reads_dims(a) || reads_dims(b),
        Expr::Mul(a, _) | Expr::FloorDiv(a, _) | Expr::Mod(a, _) => reads_dims(a),
    }
}

/// The largest loop index `e` reads (0 when it reads none).
pub fn max_dim(e: &Expr) -> usize {
    match e {
        Expr::Dim(d) => *d,
        Expr::Const(_) => 0,
        Expr::Add(a, b) => max_dim(a).max(max_dim(b)),
        Expr::Mul(a, _) | Expr::FloorDiv(a, _) | Expr::Mod(a, _) => max_dim(a),
    }
}

/// The identity index of a `rank`-dimensional loop.
pub fn identity(rank: usize) -> Vec<Expr> {
    (0..rank).map(Expr::Dim).collect()
}

/// `affine_map<(d0, ..) -> (results)>` over `dims` loop indices.
pub fn map(dims: usize, results: &[Expr]) -> Attr {
    let ds: Vec<String> = (0..dims).map(|d| format!("d{d}")).collect();
    let rs: Vec<String> = results.iter().map(Expr::to_string).collect();
    Attr::AffineMap(format!("({}) -> ({})", ds.join(", "), rs.join(", ")))
}

/// The row-major position of index `idx` in a tensor of `dims`.
pub fn linearize(idx: &[Expr], dims: &[u64]) -> Expr {
    idx.iter().zip(dims).fold(Expr::Const(0), |acc, (e, &d)| {
        Expr::add(Expr::mul(acc, d as i64), e.clone())
    })
}

/// The index of row-major position `flat` in a tensor of `dims`.
pub fn delinearize(flat: Expr, dims: &[u64]) -> Vec<Expr> {
    let mut out = vec![Expr::Const(0); dims.len()];
    let mut inner = 1i64;
    for (k, &d) in dims.iter().enumerate().rev() {
        let q = Expr::floor_div(flat.clone(), inner);
        out[k] = if k == 0 { q } else { Expr::rem(q, d as i64) };
        inner *= d as i64;
    }
    out
}

/// The index of the element of a tensor of dims `from` that holds the same row-major position
/// as index `idx` of a tensor of dims `to` (a `reshape`, read backwards). Dims of one are
/// dropped first, and runs of dims with equal products map group to group, so a reshape that
/// adds a unit dim or flattens a trailing pair reads through a plain map.
pub fn reshape(idx: &[Expr], to: &[u64], from: &[u64]) -> Vec<Expr> {
    if to == from {
        return idx.to_vec();
    }
    let wide: Vec<(usize, u64)> = from
        .iter()
        .copied()
        .enumerate()
        .filter(|d| d.1 != 1)
        .collect();
    let have: Vec<(&Expr, u64)> = idx
        .iter()
        .zip(to.iter().copied())
        .filter(|d| d.1 != 1)
        .collect();
    let mut out = vec![Expr::Const(0); from.len()];
    let (mut i, mut j) = (0, 0);
    while i < wide.len() || j < have.len() {
        // The smallest run of each side with equal products.
        let (i0, j0) = (i, j);
        let (mut pi, mut pj) = (1u64, 1u64);
        loop {
            if pi <= pj && i < wide.len() {
                pi *= wide[i].1;
                i += 1;
            } else if j < have.len() {
                pj *= have[j].1;
                j += 1;
            } else {
                break;
            }
            if pi == pj && i > i0 && j > j0 {
                break;
            }
        }
        let group: Vec<u64> = wide[i0..i].iter().map(|d| d.1).collect();
        if i - i0 == 1 && j - j0 == 1 {
            out[wide[i0].0] = have[j0].0.clone();
            continue;
        }
        let flat = linearize(
            &have[j0..j].iter().map(|d| d.0.clone()).collect::<Vec<_>>(),
            &have[j0..j].iter().map(|d| d.1).collect::<Vec<_>>(),
        );
        for (k, e) in delinearize(flat, &group).into_iter().enumerate() {
            out[wide[i0 + k].0] = e;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Evaluates `e` at loop index `at`.
    fn eval(e: &Expr, at: &[i64]) -> i64 {
        match e {
            Expr::Dim(d) => at[*d],
            Expr::Const(c) => *c,
            Expr::Add(a, b) => eval(a, at) + eval(b, at),
            Expr::Mul(a, c) => eval(a, at) * c,
            Expr::FloorDiv(a, c) => eval(a, at).div_euclid(*c),
            Expr::Mod(a, c) => eval(a, at).rem_euclid(*c),
        }
    }

    #[test]
    fn a_reshape_reads_the_element_at_the_same_row_major_position() {
        for (to, from) in [
            (vec![64u64, 1], vec![64u64]),
            (vec![6, 4], vec![24]),
            (vec![24], vec![2, 3, 4]),
            (vec![2, 12], vec![6, 4]),
            (vec![4, 1, 6], vec![2, 2, 6, 1]),
            (vec![1, 1], vec![1]),
            (vec![0, 3], vec![3, 0]),
        ] {
            let idx = identity(to.len());
            let map = reshape(&idx, &to, &from);
            let n: u64 = to.iter().product();
            for flat in 0..n {
                let mut at = vec![0i64; to.len()];
                let mut r = flat;
                for k in (0..to.len()).rev() {
                    at[k] = (r % to[k]) as i64;
                    r /= to[k];
                }
                let got: Vec<i64> = map.iter().map(|e| eval(e, &at)).collect();
                let pos = got
                    .iter()
                    .zip(&from)
                    .fold(0i64, |acc, (&g, &d)| acc * d as i64 + g);
                assert_eq!(pos, flat as i64, "{to:?} -> {from:?} at {at:?}: {got:?}");
            }
        }
        let idx = identity(2);
        assert_eq!(reshape(&idx, &[64, 1], &[64]), vec![Expr::Dim(0)]);
        // A split dim reads the position it writes; a transpose does not.
        let split = identity(4);
        let read = reshape(&split, &[4, 128, 4, 64], &[4, 128, 256]);
        assert!(same_position(
            &read,
            &[4, 128, 256],
            &split,
            &[4, 128, 4, 64]
        ));
        let t = vec![Expr::Dim(1), Expr::Dim(0)];
        assert!(!same_position(&t, &[4, 4], &identity(2), &[4, 4]));
        assert_eq!(
            map(2, &reshape(&idx, &[6, 4], &[24])),
            Attr::AffineMap("(d0, d1) -> ((d0) * 4 + d1)".into())
        );
    }
}
