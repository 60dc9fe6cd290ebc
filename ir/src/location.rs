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
