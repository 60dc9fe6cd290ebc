//! Byte sizes and operation counts as people write and read them.

/// Parses a byte size: plain bytes (`1048576`) or a number with a unit (`8GiB`, `15109MiB`,
/// `1.5GB`, `512KiB`, `64B`). Binary units are powers of 1024, decimal ones powers of 1000.
pub fn parse_bytes(s: &str) -> Result<u64, String> {
    let t = s.trim();
    let split = t
        .find(|c: char| !(c.is_ascii_digit() || c == '.'))
        .unwrap_or(t.len());
    let (num, unit) = t.split_at(split);
    let mult: f64 = match unit.trim().to_ascii_lowercase().as_str() {
        "" | "b" => 1.0,
        "k" | "kib" => 1024.0,
        "m" | "mib" => 1024.0 * 1024.0,
        "g" | "gib" => 1024.0 * 1024.0 * 1024.0,
        "t" | "tib" => 1024f64.powi(4),
        "kb" => 1e3,
        "mb" => 1e6,
        "gb" => 1e9,
        "tb" => 1e12,
        other => {
            return Err(format!(
            "unknown size unit '{other}' in '{s}' (use B, KiB, MiB, GiB, TiB, KB, MB, GB or TB)"
        ))
        }
    };
    let v: f64 = num
        .parse()
        .map_err(|_| format!("'{s}' is not a size (examples: 1048576, 512KiB, 8GiB, 15109MiB)"))?;
    let bytes = v * mult;
    if !bytes.is_finite() || bytes < 0.0 || bytes > u64::MAX as f64 {
        return Err(format!("size '{s}' is out of range"));
    }
    Ok(bytes.round() as u64)
}

/// Formats `x` with the largest unit of `units` (each `step` times the previous) that keeps
/// it at least 1: `scaled(1536, 1024.0, &["B", "KiB"]) == "1.50 KiB"`.
fn scaled(x: u64, step: f64, units: &[&str]) -> String {
    if x == u64::MAX {
        return "too many to count (overflows 64 bits)".into();
    }
    let mut v = x as f64;
    let mut i = 0;
    while v >= step && i + 1 < units.len() {
        v /= step;
        i += 1;
    }
    if i == 0 {
        format!("{x} {}", units[0])
    } else {
        format!("{v:.2} {}", units[i])
    }
}

/// Formats bytes with a binary unit (`1.50 MiB`).
pub fn human_bytes(b: u64) -> String {
    scaled(b, 1024.0, &["B", "KiB", "MiB", "GiB", "TiB"])
}

/// Formats an operation count (`2.70 kFLOP`).
pub fn human_flops(f: u64) -> String {
    scaled(f, 1000.0, &["FLOP", "kFLOP", "MFLOP", "GFLOP", "TFLOP"])
}
