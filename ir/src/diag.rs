//! Diagnostics: `file:line:col: error: message`, the source line, and a caret under the column.

use crate::module::SrcPos;
use std::fmt;

/// One error (or note) about an input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// The input's name (a path, or `<stdin>`).
    pub file: String,
    /// Where in the input, when known.
    pub pos: Option<SrcPos>,
    /// What is wrong and what was expected.
    pub message: String,
    /// Further lines (`note: ...`), such as how to fix the input.
    pub notes: Vec<String>,
    /// When the error is a budget no plan meets: what the search reached.
    pub budget_miss: Option<Box<BudgetMiss>>,
}

/// A budget no plan of a function meets, and the smallest footprint the search reached: a
/// caller can ask again with that much, or report it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BudgetMiss {
    /// The function's name.
    pub function: String,
    /// The budget asked for, in bytes.
    pub budget: u64,
    /// The smallest footprint reached, in bytes.
    pub smallest: u64,
}

impl Diagnostic {
    /// An error at `pos` in `file`.
    pub fn new(file: &str, pos: Option<SrcPos>, message: impl Into<String>) -> Self {
        Diagnostic {
            file: file.to_string(),
            pos,
            message: message.into(),
            notes: Vec::new(),
            budget_miss: None,
        }
    }
    /// Adds a `note:` line.
    pub fn note(mut self, n: impl Into<String>) -> Self {
        self.notes.push(n.into());
        self
    }
    /// Renders the diagnostic; with `source`, quotes the offending line and marks the column.
    pub fn render(&self, source: Option<&str>) -> String {
        let mut out = String::new();
        match self.pos {
            Some(p) => out.push_str(&format!(
                "{}:{}:{}: error: {}\n",
                self.file, p.line, p.col, self.message
            )),
            None => out.push_str(&format!("{}: error: {}\n", self.file, self.message)),
        }
        if let (Some(p), Some(src)) = (self.pos, source) {
            if let Some(line) = src.lines().nth(p.line.saturating_sub(1) as usize) {
                let (excerpt, caret) = excerpt(line, p.col.saturating_sub(1) as usize);
                out.push_str(&excerpt);
                out.push('\n');
                out.push_str(&caret);
                out.push_str("^\n");
            }
        }
        for n in &self.notes {
            out.push_str(&format!("note: {n}\n"));
        }
        out
    }
}

/// The op an error message names by position, as passes, `verify-plan` and the executor write
/// them: `'name' (op N)`, the `N`th op of the body of `f`, or of the function the message
/// starts with (`@main: ...`) when `f` is `None`.
pub fn named_op(m: &crate::Module, f: Option<crate::Op>, message: &str) -> Option<crate::Op> {
    let f = match f {
        Some(f) => f,
        None => {
            let name = message.strip_prefix('@')?.split(':').next()?;
            m.function(name)?
        }
    };
    let n: usize = message
        .split("(op ")
        .nth(1)?
        .split(')')
        .next()?
        .parse()
        .ok()?;
    let body = m.entry_block(f)?;
    m.blocks[body].ops.get(n).copied()
}

/// Where op `op` is in `file`: its position when it was parsed from it, else its `loc(...)`
/// when that names `file`.
pub fn op_pos(m: &crate::Module, op: crate::Op, file: &str) -> Option<SrcPos> {
    let d = &m.ops[op];
    d.pos.or_else(|| {
        d.loc
            .file_line_col()
            .filter(|(f, ..)| *f == file)
            .map(|(_, line, col)| SrcPos { line, col })
    })
}

/// The characters of a quoted line shown around its column: a long line (a minified file, a
/// line of garbage) is cut to this many, with `...` where it was cut.
pub const EXCERPT_CHARS: usize = 160;

/// The part of `line` to quote around character `col` (at most [`EXCERPT_CHARS`]), with control
/// characters shown as `?` so the terminal shows what the caret points at, and the padding that
/// puts a caret under `col`.
fn excerpt(line: &str, col: usize) -> (String, String) {
    let chars: Vec<char> = line.chars().collect();
    let col = col.min(chars.len());
    let start = col.saturating_sub(EXCERPT_CHARS / 2);
    let end = (start + EXCERPT_CHARS).min(chars.len());
    let start = end.saturating_sub(EXCERPT_CHARS).min(start);
    let shown = |c: char| if c.is_control() && c != '\t' { '?' } else { c };
    let mut text: String = chars[start..end].iter().map(|&c| shown(c)).collect();
    let mut pad: String = chars[start..col]
        .iter()
        .map(|&c| if c == '\t' { '\t' } else { ' ' })
        .collect();
    if start > 0 {
        text.insert_str(0, "...");
        pad.insert_str(0, "   ");
    }
    if end < chars.len() {
        text.push_str("...");
    }
    (text, pad)
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.render(None).trim_end())
    }
}

impl std::error::Error for Diagnostic {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_line_is_quoted_around_its_column_with_control_characters_shown() {
        let line = format!("{}\u{0}{}", "a".repeat(1000), "b".repeat(1000));
        let (text, pad) = excerpt(&line, 1000);
        assert_eq!(text.chars().count(), EXCERPT_CHARS + 6);
        assert!(text.starts_with("...") && text.ends_with("..."));
        assert_eq!(text.chars().nth(pad.len()), Some('?'));
        let (text, pad) = excerpt("%x = foo", 5);
        assert_eq!((text.as_str(), pad.as_str()), ("%x = foo", "     "));
    }
}
