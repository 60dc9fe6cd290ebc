//! Where a value comes from in the user's own code: the name stack and source line JAX writes
//! in every op's location when a step is exported with debug info
//! (`lowered.as_text(debug_info=True)`):
//! `loc("jit(step)/jvp(GPT2)/Block_0/attn/dot_general"(callsite("f"("model.py":12:4) at ...)))`.

use lowtide_ir::location::Location;

/// An op's place in the user's model.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Source {
    /// The layer: the name stack without its `jit(...)` root, without the transformations
    /// wrapped around module names (`transpose(jvp(GPT2))` is `GPT2`, so a layer's forward and
    /// backward values are one layer) and without the primitive: `GPT2/Block_0/attn`. Empty
    /// for ops outside any module (the loss, an optimizer's update).
    pub layer: String,
    /// The primitive JAX lowered (`dot_general`), when the name stack has one.
    pub primitive: String,
    /// The innermost frame in the user's own code as `file.py:line` (frames of installed
    /// packages are passed over while another frame remains).
    pub line: Option<String>,
}

impl Source {
    /// The source of an op at `loc`; `None` when the location names nothing.
    pub fn of(loc: &Location) -> Option<Source> {
        let text = match loc {
            Location::Unknown => return None,
            Location::FileLineCol { file, line, .. } => {
                return Some(Source {
                    layer: String::new(),
                    primitive: String::new(),
                    line: Some(format!("{}:{line}", base_name(file))),
                })
            }
            Location::Raw(t) => t.as_str(),
        };
        let strings = quoted(text);
        // `"file":line:col` frames, innermost first.
        let line_of = |end: usize| {
            let rest = text[end..].strip_prefix(':')?;
            let digits = rest.split(|c: char| !c.is_ascii_digit()).next()?;
            (!digits.is_empty()).then_some(digits)
        };
        let frames: Vec<(&str, &str)> = strings
            .iter()
            .filter_map(|(s, _, end)| Some((s.as_str(), line_of(*end)?)))
            .collect();
        // The layer comes from the whole name stack (`jit(step)/...`: the op's own, or the
        // call site's of an op inlined from a private function); the primitive from the
        // innermost name.
        let stack = strings.iter().find(|(s, _, _)| s.starts_with("jit("));
        let (layer, mut primitive) = stack
            .map(|(s, _, _)| layer_and_primitive(s))
            .unwrap_or_default();
        if let Some((first, _, end)) = strings.first() {
            let is_stack = stack.is_some_and(|(s, _, _)| s == first);
            if !is_stack && line_of(*end).is_none() && !text[*end..].starts_with("(\"") {
                primitive = first.clone();
            }
        }
        let installed = |f: &str| f.contains("site-packages") || f.contains("dist-packages");
        let frame = frames
            .iter()
            .find(|(f, _)| !installed(f))
            .or(frames.first());
        let line = frame.map(|(f, l)| format!("{}:{l}", base_name(f)));
        if layer.is_empty() && primitive.is_empty() && line.is_none() {
            return None;
        }
        Some(Source {
            layer,
            primitive,
            line,
        })
    }
}

fn base_name(path: &str) -> &str {
    path.rsplit('/').next().unwrap_or(path)
}

/// Every string literal in `text`: its contents, and where it starts and ends (just past the
/// closing quote).
fn quoted(text: &str) -> Vec<(String, usize, usize)> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i] != b'"' {
            i += 1;
            continue;
        }
        let start = i;
        let mut s = Vec::new();
        i += 1;
        while i < b.len() && b[i] != b'"' {
            if b[i] == b'\\' && i + 1 < b.len() {
                i += 1;
            }
            s.push(b[i]);
            i += 1;
        }
        i += 1;
        out.push((
            String::from_utf8_lossy(&s).into_owned(),
            start,
            i.min(b.len()),
        ));
    }
    out
}

/// `jit(step)/jvp(GPT2)/Block_0/attn/dot_general` into (`GPT2/Block_0/attn`, `dot_general`).
fn layer_and_primitive(name: &str) -> (String, String) {
    // Split at the slashes outside parentheses.
    let (mut parts, mut depth, mut from) = (Vec::new(), 0i32, 0);
    for (i, c) in name.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            '/' if depth == 0 => {
                parts.push(&name[from..i]);
                from = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&name[from..]);
    if parts.first().is_some_and(|p| p.starts_with("jit(")) {
        parts.remove(0);
    }
    let primitive = parts.pop().unwrap_or_default().to_string();
    let layer: Vec<&str> = parts.into_iter().map(unwrap_transforms).collect();
    (layer.join("/"), primitive)
}

/// `transpose(jvp(GPT2))` is `GPT2`.
fn unwrap_transforms(mut part: &str) -> &str {
    while let Some(open) = part.find('(') {
        let word = &part[..open];
        if !part.ends_with(')')
            || word.is_empty()
            || !word.bytes().all(|b| b.is_ascii_lowercase() || b == b'_')
        {
            break;
        }
        part = &part[open + 1..part.len() - 1];
    }
    part
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn jax_name_stacks_and_frames() {
        let loc = Location::Raw(
            r#""jit(gpt_step)/transpose(jvp(GPT2))/Block_0/MultiHeadDotProductAttention_0/query/dot_general"(callsite("DenseGeneral.__call__"("/v/lib/python3.11/site-packages/flax/linen/linear.py":199:10 to 204:5) at callsite("Block.__call__"("/work/model.py":62:16 to :86) at "/work/train.py":9:1)))"#
                .into(),
        );
        let s = Source::of(&loc).unwrap();
        assert_eq!(s.layer, "GPT2/Block_0/MultiHeadDotProductAttention_0/query");
        assert_eq!(s.primitive, "dot_general");
        assert_eq!(s.line.as_deref(), Some("model.py:62"));
        // Inlined from a private function: the call site's stack, the callee's own name.
        let s = Source::of(&Location::Raw(
            r#"callsite("scatter-add" at "jit(step)/jvp(GPT2)/Embed_0/_take"("/work/model.py":5:1))"#
                .into(),
        ))
        .unwrap();
        assert_eq!(s.layer, "GPT2/Embed_0");
        assert_eq!(s.primitive, "scatter-add");
        assert_eq!(s.line.as_deref(), Some("model.py:5"));
        // Outside any module: the optimizer's update.
        let s = Source::of(&Location::Raw(
            r#""jit(step)/mul"("/work/train.py":30:4)"#.into(),
        ))
        .unwrap();
        assert_eq!((s.layer.as_str(), s.primitive.as_str()), ("", "mul"));
        assert_eq!(s.line.as_deref(), Some("train.py:30"));
        // Only installed frames: the innermost is the best there is.
        let s = Source::of(&Location::Raw(
            r#""relu"("/v/site-packages/jax/nn.py":10:2)"#.into(),
        ))
        .unwrap();
        assert_eq!(s.line.as_deref(), Some("nn.py:10"));
        assert_eq!(Source::of(&Location::Unknown), None);
        assert_eq!(Source::of(&Location::Raw("fused[]".into())), None);
    }
}
