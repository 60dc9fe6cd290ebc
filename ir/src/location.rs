//! Source locations: MLIR `loc(...)` attributes and positions in the text lowtide parsed.

use std::fmt;

/// Where an op came from.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Location {
    /// `loc(unknown)`, or no location at all.
    #[default]
    Unknown,
    /// `loc("file":line:col)`.
    FileLineCol {
        /// File name.
        file: String,
        /// 1-based line.
        line: u32,
        /// 1-based column.
        col: u32,
    },
    /// Any other location form (`loc("name"(...))`, `loc(fused[...])`, `loc(callsite(...))`),
    /// kept as the exact text between the parentheses.
    Raw(String),
}

impl Location {
    /// The location whose text between `loc(` and `)` is `inner`.
    pub fn from_inner(inner: &str) -> Location {
        let inner = inner.trim();
        if inner == "unknown" {
            return Location::Unknown;
        }
        // "file":line:col
        if let Some(rest) = inner.strip_prefix('"') {
            if let Some(q) = rest.find('"') {
                let (file, tail) = (&rest[..q], &rest[q + 1..]);
                let parts: Vec<&str> = tail.split(':').collect();
                if parts.len() == 3 && parts[0].is_empty() && !file.contains('\\') {
                    if let (Ok(line), Ok(col)) = (parts[1].parse(), parts[2].parse()) {
                        return Location::FileLineCol {
                            file: file.to_string(),
                            line,
                            col,
                        };
                    }
                }
            }
        }
        Location::Raw(inner.to_string())
    }

    /// The text between `loc(` and `)`.
    pub fn inner(&self) -> String {
        let s = self.to_string();
        s["loc(".len()..s.len() - 1].to_string()
    }

    /// `callsite(callee at caller)`: the location MLIR's inliner gives an op inlined from a
    /// function into a call at `caller`.
    pub fn callsite(callee: &Location, caller: &Location) -> Location {
        match (callee, caller) {
            (_, Location::Unknown) => callee.clone(),
            (Location::Unknown, _) => caller.clone(),
            _ => Location::Raw(format!(
                "callsite({} at {})",
                callee.inner(),
                caller.inner()
            )),
        }
    }

    /// The file position, if this is one.
    pub fn file_line_col(&self) -> Option<(&str, u32, u32)> {
        match self {
            Location::FileLineCol { file, line, col } => Some((file, *line, *col)),
            _ => None,
        }
    }
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Location::Unknown => f.write_str("loc(unknown)"),
            Location::FileLineCol { file, line, col } => {
                f.write_str("loc(")?;
                crate::attr::write_escaped(f, file)?;
                write!(f, ":{line}:{col})")
            }
            Location::Raw(s) => write!(f, "loc({s})"),
        }
    }
}
