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
}

impl Diagnostic {
    /// An error at `pos` in `file`.
    pub fn new(file: &str, pos: Option<SrcPos>, message: impl Into<String>) -> Self {
        Diagnostic {
            file: file.to_string(),
            pos,
            message: message.into(),
            notes: Vec::new(),
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
                out.push_str(line);
                out.push('\n');
                let pad: String = line
                    .chars()
                    .take(p.col.saturating_sub(1) as usize)
                    .map(|c| if c == '\t' { '\t' } else { ' ' })
                    .collect();
                out.push_str(&pad);
                out.push_str("^\n");
            }
        }
        for n in &self.notes {
            out.push_str(&format!("note: {n}\n"));
        }
        out
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.render(None).trim_end())
    }
}

impl std::error::Error for Diagnostic {}
