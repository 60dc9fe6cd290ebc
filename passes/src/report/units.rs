//! Byte sizes and operation counts as people write and read them.

/// `s` split into its leading number (digits and dots) and its unit, lower-cased and trimmed.
fn number_and_unit(s: &str) -> (&str, String) {
    let t = s.trim();
    let split = t
        .find(|c: char| !(c.is_ascii_digit() || c == '.'))
        .unwrap_or(t.len());
    let (num, unit) = t.split_at(split);
    (num, unit.trim().to_ascii_lowercase())
}

/// Parses a byte size: plain bytes (`1048576`) or a number with a unit (`8GiB`, `15109MiB`,
/// `1.5GB`, `512KiB`, `64B`). Binary units are powers of 1024, decimal ones powers of 1000.
pub fn parse_bytes(s: &str) -> Result<u64, String> {
    let (num, unit) = number_and_unit(s);
    let mult: f64 = match unit.as_str() {
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
    let bad = || format!("'{s}' is not a size (examples: 1048576, 512KiB, 8GiB, 15109MiB)");
    // Whole bytes are read exactly; a fraction only makes sense with a unit, and must come to
    // whole bytes (1.5KiB is 1536 bytes; 1.9 bytes is not a size).
    if !num.contains('.') {
        let n: u64 = match num.parse() {
            Ok(n) => n,
            Err(e) if *e.kind() == std::num::IntErrorKind::PosOverflow => {
                return Err(format!(
                    "size '{s}' is out of range (the most is {} bytes)",
                    u64::MAX
                ))
            }
            Err(_) => return Err(bad()),
        };
        return n.checked_mul(mult as u64).ok_or_else(|| {
            format!(
                "size '{s}' is out of range (the most is {} bytes)",
                u64::MAX
            )
        });
    }
    let v: f64 = num.parse().map_err(|_| bad())?;
    let bytes = v * mult;
    // 2^64 is the first f64 past u64::MAX.
    if !bytes.is_finite() || bytes >= 18446744073709551616.0 {
        return Err(format!(
            "size '{s}' is out of range (the most is {} bytes)",
            u64::MAX
        ));
    }
    if bytes.fract() != 0.0 {
        return Err(format!(
            "size '{s}' is {bytes} bytes, not a whole number of bytes; give whole bytes or a unit that makes them"
        ));
    }
    Ok(bytes as u64)
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

/// A duration for people: `850 ms`, `12.5 s`, `3 min 20 s`.
pub fn human_duration(d: std::time::Duration) -> String {
    let ms = d.as_millis();
    if ms < 1000 {
        format!("{ms} ms")
    } else if ms < 60_000 {
        format!("{:.1} s", d.as_secs_f64())
    } else {
        format!("{} min {} s", ms / 60_000, (ms % 60_000) / 1000)
    }
}

/// Parses a duration: seconds (`30`, `2.5`) or a number with a unit (`500ms`, `30s`, `2m`,
/// `1h`).
pub fn parse_duration(s: &str) -> Result<std::time::Duration, String> {
    let (num, unit) = number_and_unit(s);
    let secs: f64 = match unit.as_str() {
        "" | "s" => 1.0,
        "ms" => 1e-3,
        "m" | "min" => 60.0,
        "h" => 3600.0,
        other => {
            return Err(format!(
                "unknown time unit '{other}' in '{s}' (use ms, s, m or h)"
            ))
        }
    };
    let bad = || format!("'{s}' is not a duration (examples: 500ms, 30s, 2m)");
    let n: f64 = num.parse().map_err(|_| bad())?;
    std::time::Duration::try_from_secs_f64(n * secs).map_err(|_| bad())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_parse_with_units_or_are_refused() {
        use std::time::Duration;
        assert_eq!(parse_duration("30"), Ok(Duration::from_secs(30)));
        assert_eq!(parse_duration("500ms"), Ok(Duration::from_millis(500)));
        assert_eq!(parse_duration("2.5s"), Ok(Duration::from_millis(2500)));
        assert_eq!(parse_duration("2m"), Ok(Duration::from_secs(120)));
        assert_eq!(
            parse_duration("3 days"),
            Err("unknown time unit 'days' in '3 days' (use ms, s, m or h)".to_string())
        );
        assert_eq!(
            parse_duration("soon"),
            Err("unknown time unit 'soon' in 'soon' (use ms, s, m or h)".to_string())
        );
        assert_eq!(
            parse_duration("1.2.3s"),
            Err("'1.2.3s' is not a duration (examples: 500ms, 30s, 2m)".to_string())
        );
        assert_eq!(
            parse_duration("99999999999999999999999h"),
            Err(
                "'99999999999999999999999h' is not a duration (examples: 500ms, 30s, 2m)"
                    .to_string()
            )
        );
        assert_eq!(human_duration(Duration::from_millis(850)), "850 ms");
        assert_eq!(human_duration(Duration::from_millis(12_500)), "12.5 s");
        assert_eq!(human_duration(Duration::from_secs(200)), "3 min 20 s");
    }

    #[test]
    fn sizes_are_exact_or_refused() {
        assert_eq!(parse_bytes("18446744073709551615"), Ok(u64::MAX));
        assert_eq!(parse_bytes("1.5KiB"), Ok(1536));
        assert_eq!(parse_bytes("15109MiB"), Ok(15109 << 20));
        assert_eq!(
            parse_bytes("18446744073709551616").unwrap_err(),
            "size '18446744073709551616' is out of range (the most is 18446744073709551615 bytes)"
        );
        assert_eq!(
            parse_bytes("16777216TiB").unwrap_err(),
            "size '16777216TiB' is out of range (the most is 18446744073709551615 bytes)"
        );
        assert_eq!(
            parse_bytes("1.9").unwrap_err(),
            "size '1.9' is 1.9 bytes, not a whole number of bytes; give whole bytes or a unit that makes them"
        );
        assert!(parse_bytes("-5").is_err());
    }
}
