//! Typed views of the StableHLO dialect attributes that lowtide keeps as text
//! (`#stablehlo.dot<...>`, `#stablehlo.conv<...>`, `#stablehlo.gather<...>`,
//! `#stablehlo.scatter<...>`, `#stablehlo<comparison_direction GT>`).

use crate::attr::Attr;

/// Parses `key = [1, 2], other = 3` into `(key, ints)` pairs (a scalar is a one-element list),
/// the keys lent from `body` (the planner reads `dot_general`'s numbers for every op of every
/// plan it costs).
fn parse_fields(body: &str) -> Result<Vec<(&str, Vec<i64>)>, String> {
    let mut out = Vec::new();
    let mut rest = body.trim();
    while !rest.is_empty() {
        let (key, after) = rest
            .split_once('=')
            .ok_or_else(|| format!("expected `key = value` in `{body}`"))?;
        let after = after.trim_start();
        let (vals, tail) = if let Some(list) = after.strip_prefix('[') {
            let (inner, tail) = list
                .split_once(']')
                .ok_or_else(|| format!("unclosed `[` in `{body}`"))?;
            let vals = inner
                .split(',')
                .map(str::trim)
                .filter(|s| !s.is_empty())
                .map(|s| {
                    s.parse::<i64>()
                        .map_err(|_| format!("`{s}` is not an integer in `{body}`"))
                })
                .collect::<Result<Vec<_>, _>>()?;
            (vals, tail)
        } else {
            let end = after.find(',').unwrap_or(after.len());
            let s = after[..end].trim();
            (
                vec![s
                    .parse::<i64>()
                    .map_err(|_| format!("`{s}` is not an integer in `{body}`"))?],
                &after[end..],
            )
        };
        out.push((key.trim(), vals));
        rest = tail.trim_start().trim_start_matches(',').trim_start();
    }
    Ok(out)
}

fn body_of<'a>(attr: Option<&'a Attr>, prefix: &str) -> Result<&'a str, String> {
    match attr {
        Some(Attr::Opaque(s)) => s
            .strip_prefix(prefix)
            .and_then(|s| s.strip_prefix('<'))
            .and_then(|s| s.strip_suffix('>'))
            .ok_or_else(|| format!("expected `#{prefix}<...>`, found `#{s}`")),
        Some(other) => Err(format!("expected `#{prefix}<...>`, found `{other}`")),
        None => Err(format!("missing `#{prefix}<...>` attribute")),
    }
}

/// The ints of field `k` (the first of that name), taken out of `fields`; empty when absent.
fn field(fields: &mut [(&str, Vec<i64>)], k: &str) -> Vec<i64> {
    fields
        .iter_mut()
        .find(|(n, _)| *n == k)
        .map(|(_, v)| std::mem::take(v))
        .unwrap_or_default()
}

/// `#stablehlo.dot<...>` dimension numbers.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DotDims {
    /// Batch dims of the lhs.
    pub lhs_batch: Vec<i64>,
    /// Batch dims of the rhs.
    pub rhs_batch: Vec<i64>,
    /// Contracting dims of the lhs.
    pub lhs_contract: Vec<i64>,
    /// Contracting dims of the rhs.
    pub rhs_contract: Vec<i64>,
}

/// How many `#stablehlo.dot` texts [`DotDims::parse`] remembers per thread (the oldest goes
/// first): more than a step has distinct dots.
pub const RECENT_DOTS: usize = 32;

thread_local! {
    /// The `#stablehlo.dot` texts [`DotDims::parse`] read last, with what each read as.
    static RECENT: std::cell::RefCell<Vec<(String, Result<DotDims, String>)>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

impl DotDims {
    /// One operand's dims as indices, `[batch, contracting, free]`: the lhs's when `lhs`,
    /// else the rhs's, for an operand of rank `rank` (the free dims in order).
    pub fn operand(&self, lhs: bool, rank: usize) -> [Vec<usize>; 3] {
        let (b, c) = match lhs {
            true => (&self.lhs_batch, &self.lhs_contract),
            false => (&self.rhs_batch, &self.rhs_contract),
        };
        let us = |v: &[i64]| v.iter().map(|&x| x as usize).collect::<Vec<_>>();
        let (b, c) = (us(b), us(c));
        let free = (0..rank)
            .filter(|i| !b.contains(i) && !c.contains(i))
            .collect();
        [b, c, free]
    }

    /// The `#stablehlo.dot<...>` attribute for these numbers (empty lists left out, as MLIR
    /// prints them).
    pub fn to_attr(&self) -> Attr {
        let mut fields = Vec::new();
        for (k, v) in [
            ("lhs_batching_dimensions", &self.lhs_batch),
            ("rhs_batching_dimensions", &self.rhs_batch),
            ("lhs_contracting_dimensions", &self.lhs_contract),
            ("rhs_contracting_dimensions", &self.rhs_contract),
        ] {
            if !v.is_empty() {
                let list: Vec<String> = v.iter().map(i64::to_string).collect();
                fields.push(format!("{k} = [{}]", list.join(", ")));
            }
        }
        Attr::Opaque(format!("stablehlo.dot<{}>", fields.join(", ")))
    }

    /// The numbers of `dot_general(b, a)`, given these of `dot_general(a, b)`.
    pub fn swapped(&self) -> DotDims {
        DotDims {
            lhs_batch: self.rhs_batch.clone(),
            rhs_batch: self.lhs_batch.clone(),
            lhs_contract: self.rhs_contract.clone(),
            rhs_contract: self.lhs_contract.clone(),
        }
    }

    /// The permutation of `dot_general(a, b)`'s result (operand ranks `ra`, `rb`) that is
    /// `dot_general(b, a)`'s: batch dims stay first, the two free-dim groups swap. `None` when
    /// the ranks do not fit these numbers.
    pub fn swap_permutation(&self, ra: usize, rb: usize) -> Option<Vec<i64>> {
        let batch = self.lhs_batch.len();
        let lf = ra.checked_sub(batch + self.lhs_contract.len())?;
        let rf = rb.checked_sub(batch + self.rhs_contract.len())?;
        Some(
            (0..batch)
                .chain(batch + lf..batch + lf + rf)
                .chain(batch..batch + lf)
                .map(|i| i as i64)
                .collect(),
        )
    }

    /// Reads the `dot_dimension_numbers` attribute. Planning asks for the numbers of a step's
    /// few distinct dots again for every op of every plan it costs (each op's workspace), so
    /// the texts read last are remembered, per thread ([`RECENT_DOTS`]).
    pub fn parse(attr: Option<&Attr>) -> Result<DotDims, String> {
        let Some(Attr::Opaque(text)) = attr else {
            return DotDims::read(attr);
        };
        RECENT.with_borrow_mut(|recent| {
            if let Some((_, d)) = recent.iter().find(|(t, _)| t == text) {
                return d.clone();
            }
            let d = DotDims::read(attr);
            if recent.len() == RECENT_DOTS {
                recent.drain(..1);
            }
            recent.push((text.clone(), d.clone()));
            d
        })
    }

    /// [`DotDims::parse`] without the memory of recent texts.
    fn read(attr: Option<&Attr>) -> Result<DotDims, String> {
        let mut f = parse_fields(body_of(attr, "stablehlo.dot")?)?;
        Ok(DotDims {
            lhs_batch: field(&mut f, "lhs_batching_dimensions"),
            rhs_batch: field(&mut f, "rhs_batching_dimensions"),
            lhs_contract: field(&mut f, "lhs_contracting_dimensions"),
            rhs_contract: field(&mut f, "rhs_contracting_dimensions"),
        })
    }
}

/// `#stablehlo.gather<...>` dimension numbers.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GatherDims {
    /// Output dims that index into a slice.
    pub offset_dims: Vec<i64>,
    /// Operand dims collapsed away (slice size 1).
    pub collapsed_slice_dims: Vec<i64>,
    /// Operand batching dims.
    pub operand_batching_dims: Vec<i64>,
    /// Start-indices batching dims.
    pub start_indices_batching_dims: Vec<i64>,
    /// Which operand dim each index component addresses.
    pub start_index_map: Vec<i64>,
    /// The dim of the indices holding index vectors.
    pub index_vector_dim: i64,
}

impl GatherDims {
    /// Reads the `dimension_numbers` attribute of a gather.
    pub fn parse(attr: Option<&Attr>) -> Result<GatherDims, String> {
        let mut f = parse_fields(body_of(attr, "stablehlo.gather")?)?;
        Ok(GatherDims {
            offset_dims: field(&mut f, "offset_dims"),
            collapsed_slice_dims: field(&mut f, "collapsed_slice_dims"),
            operand_batching_dims: field(&mut f, "operand_batching_dims"),
            start_indices_batching_dims: field(&mut f, "start_indices_batching_dims"),
            start_index_map: field(&mut f, "start_index_map"),
            index_vector_dim: field(&mut f, "index_vector_dim")
                .first()
                .copied()
                .unwrap_or(0),
        })
    }

    /// The operand dims a slice keeps (neither collapsed nor batching), in order: offset dim
    /// `j` of the result runs along the `j`-th of them.
    pub fn offset_operand_dims(&self, operand_rank: usize) -> Vec<usize> {
        (0..operand_rank)
            .filter(|&d| {
                !self.collapsed_slice_dims.contains(&(d as i64))
                    && !self.operand_batching_dims.contains(&(d as i64))
            })
            .collect()
    }
}

/// `#stablehlo.scatter<...>` dimension numbers.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ScatterDims {
    /// Update dims that are window dims.
    pub update_window_dims: Vec<i64>,
    /// Operand dims with window size 1 not present in updates.
    pub inserted_window_dims: Vec<i64>,
    /// Operand batching dims.
    pub input_batching_dims: Vec<i64>,
    /// Indices batching dims.
    pub scatter_indices_batching_dims: Vec<i64>,
    /// Which operand dim each index component addresses.
    pub scatter_dims_to_operand_dims: Vec<i64>,
    /// The dim of the indices holding index vectors.
    pub index_vector_dim: i64,
}

impl ScatterDims {
    /// Reads the `scatter_dimension_numbers` attribute.
    pub fn parse(attr: Option<&Attr>) -> Result<ScatterDims, String> {
        let mut f = parse_fields(body_of(attr, "stablehlo.scatter")?)?;
        Ok(ScatterDims {
            update_window_dims: field(&mut f, "update_window_dims"),
            inserted_window_dims: field(&mut f, "inserted_window_dims"),
            input_batching_dims: field(&mut f, "input_batching_dims"),
            scatter_indices_batching_dims: field(&mut f, "scatter_indices_batching_dims"),
            scatter_dims_to_operand_dims: field(&mut f, "scatter_dims_to_operand_dims"),
            index_vector_dim: field(&mut f, "index_vector_dim")
                .first()
                .copied()
                .unwrap_or(0),
        })
    }
}

/// `#stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>` dimension numbers.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ConvDims {
    /// Input batch dim.
    pub in_batch: usize,
    /// Input feature dim.
    pub in_feature: usize,
    /// Input spatial dims, in spatial order.
    pub in_spatial: Vec<usize>,
    /// Kernel input-feature dim.
    pub k_in: usize,
    /// Kernel output-feature dim.
    pub k_out: usize,
    /// Kernel spatial dims.
    pub k_spatial: Vec<usize>,
    /// Output batch dim.
    pub out_batch: usize,
    /// Output feature dim.
    pub out_feature: usize,
    /// Output spatial dims.
    pub out_spatial: Vec<usize>,
}

fn parse_layout(s: &str, a: char, b: char) -> Result<(usize, usize, Vec<usize>), String> {
    let inner = s
        .trim()
        .strip_prefix('[')
        .and_then(|s| s.strip_suffix(']'))
        .ok_or_else(|| format!("expected `[...]` layout, found `{s}`"))?;
    let (mut pa, mut pb, mut spatial) = (None, None, Vec::new());
    for (i, tok) in inner.split(',').map(str::trim).enumerate() {
        match tok {
            t if t.len() == 1 && t.starts_with(a) => pa = Some(i),
            t if t.len() == 1 && t.starts_with(b) => pb = Some(i),
            t => {
                let k: usize = t
                    .parse()
                    .map_err(|_| format!("unexpected `{t}` in conv layout `{s}`"))?;
                spatial.push((k, i));
            }
        }
    }
    spatial.sort();
    if spatial.iter().enumerate().any(|(j, &(k, _))| j != k) {
        return Err(format!("spatial dims of `{s}` must be 0..n"));
    }
    let miss = |c| format!("conv layout `{s}` has no `{c}`");
    Ok((
        pa.ok_or_else(|| miss(a))?,
        pb.ok_or_else(|| miss(b))?,
        spatial.into_iter().map(|x| x.1).collect(),
    ))
}

fn layout(batch: usize, feature: usize, spatial: &[usize], a: char, b: char) -> String {
    let mut t = vec![String::new(); spatial.len() + 2];
    t[batch] = a.to_string();
    t[feature] = b.to_string();
    for (i, &d) in spatial.iter().enumerate() {
        if let Some(slot) = t.get_mut(d) {
            *slot = i.to_string();
        }
    }
    format!("[{}]", t.join(", "))
}

impl ConvDims {
    /// `[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]`: NHWC images, HWIO kernels.
    pub fn nhwc() -> ConvDims {
        ConvDims {
            in_batch: 0,
            in_feature: 3,
            in_spatial: vec![1, 2],
            k_in: 2,
            k_out: 3,
            k_spatial: vec![0, 1],
            out_batch: 0,
            out_feature: 3,
            out_spatial: vec![1, 2],
        }
    }

    /// The `#stablehlo.conv<...>` attribute for these numbers.
    pub fn to_attr(&self) -> Attr {
        Attr::Opaque(format!(
            "stablehlo.conv<{}x{}->{}>",
            layout(self.in_batch, self.in_feature, &self.in_spatial, 'b', 'f'),
            layout(self.k_in, self.k_out, &self.k_spatial, 'i', 'o'),
            layout(
                self.out_batch,
                self.out_feature,
                &self.out_spatial,
                'b',
                'f'
            )
        ))
    }

    /// Reads the `dimension_numbers` attribute of a convolution.
    pub fn parse(attr: Option<&Attr>) -> Result<ConvDims, String> {
        let body = body_of(attr, "stablehlo.conv")?;
        let (lhs, out) = body
            .split_once("->")
            .ok_or("conv dimension numbers need `->`")?;
        let (inp, ker) = lhs
            .split_once("]x[")
            .ok_or("conv dimension numbers need `]x[`")?;
        let (in_batch, in_feature, in_spatial) = parse_layout(&format!("{inp}]"), 'b', 'f')?;
        let (k_in, k_out, k_spatial) = parse_layout(&format!("[{ker}"), 'i', 'o')?;
        let (out_batch, out_feature, out_spatial) = parse_layout(out, 'b', 'f')?;
        Ok(ConvDims {
            in_batch,
            in_feature,
            in_spatial,
            k_in,
            k_out,
            k_spatial,
            out_batch,
            out_feature,
            out_spatial,
        })
    }
}

/// A `compare` direction.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum CmpDir {
    /// ==
    Eq,
    /// !=
    Ne,
    /// <
    Lt,
    /// <=
    Le,
    /// >
    Gt,
    /// >=
    Ge,
}

impl CmpDir {
    /// Reads `#stablehlo<comparison_direction GT>`.
    pub fn parse(attr: Option<&Attr>) -> Result<CmpDir, String> {
        let s = match attr {
            Some(Attr::Opaque(s)) => s.as_str(),
            _ => {
                return Err(
                    "missing `comparison_direction = #stablehlo<comparison_direction ...>`".into(),
                )
            }
        };
        let d = s
            .strip_prefix("stablehlo<comparison_direction ")
            .and_then(|s| s.strip_suffix('>'))
            .ok_or_else(|| {
                format!("expected `#stablehlo<comparison_direction ...>`, found `#{s}`")
            })?;
        Ok(match d.trim() {
            "EQ" => CmpDir::Eq,
            "NE" => CmpDir::Ne,
            "LT" => CmpDir::Lt,
            "LE" => CmpDir::Le,
            "GT" => CmpDir::Gt,
            "GE" => CmpDir::Ge,
            other => {
                return Err(format!(
                    "unknown comparison direction `{other}` (expected EQ, NE, LT, LE, GT or GE)"
                ))
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_bench_forms() {
        let a = Attr::Opaque("stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>".into());
        let c = ConvDims::parse(Some(&a)).unwrap();
        assert_eq!(
            (c.in_batch, c.in_feature, c.in_spatial.clone()),
            (0, 3, vec![1, 2])
        );
        assert_eq!((c.k_in, c.k_out, c.k_spatial.clone()), (2, 3, vec![0, 1]));
        assert_eq!(c.to_attr(), a);
        let t = Attr::Opaque("stablehlo.conv<[f, 1, b, 0]x[o, 0, 1, i]->[1, b, f, 0]>".into());
        assert_eq!(ConvDims::parse(Some(&t)).unwrap().to_attr(), t);
        let d = Attr::Opaque(
            "stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>".into(),
        );
        let d = DotDims::parse(Some(&d)).unwrap();
        assert_eq!((d.lhs_batch, d.rhs_contract), (vec![0], vec![1]));
        let g = Attr::Opaque("stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>".into());
        assert_eq!(GatherDims::parse(Some(&g)).unwrap().index_vector_dim, 2);
        let e = ConvDims::parse(Some(&Attr::Opaque(
            "stablehlo.conv<[b, 0, f]x[0, q, o]->[b, 0, f]>".into(),
        )));
        assert!(e.unwrap_err().contains("unexpected `q`"));
    }

    /// The numbers of a dot read again are those of its first reading, an error included,
    /// also after more texts than [`RECENT_DOTS`] were read in between.
    #[test]
    fn dot_numbers_read_again_are_read_as_the_first_time() {
        let dot = |k: usize| {
            Attr::Opaque(format!(
                "stablehlo.dot<lhs_contracting_dimensions = [{k}], rhs_contracting_dimensions = [0]>"
            ))
        };
        let bad = Attr::Opaque("stablehlo.dot<lhs_contracting_dimensions = [x]>".into());
        for round in 0..2 {
            for k in 0..RECENT_DOTS + 3 {
                let d = DotDims::parse(Some(&dot(k))).unwrap();
                assert_eq!((d.lhs_contract, d.rhs_contract), (vec![k as i64], vec![0]));
                assert_eq!(DotDims::parse(Some(&dot(k))), DotDims::read(Some(&dot(k))));
            }
            let e = DotDims::parse(Some(&bad)).unwrap_err();
            assert!(e.contains("`x` is not an integer"), "round {round}: {e}");
            assert_eq!(DotDims::parse(Some(&bad)), Err(e));
        }
        assert!(DotDims::parse(None).is_err());
    }
}
