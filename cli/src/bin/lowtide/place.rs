//! `lowtide place`: buffers with known lifetimes (MiniMalloc's CSV) placed in one arena.

use lowtide_cli::{human_bytes, json_str, parse_bytes, read_csv, read_input};
use lowtide_passes::memory::placement::{check, check_input, lower_bound, place, Limits};
use std::time::{Duration, Instant};

/// The arguments of `lowtide place`.
#[derive(clap::Args)]
pub struct PlaceArgs {
    /// The CSV file (`-` for standard input).
    pub file: String,
    /// The arena capacity to meet (bytes, or with a unit: 1MiB, 8GiB).
    #[arg(long, value_parser = parse_bytes)]
    pub capacity: u64,
    /// Write the CSV with an `offset` column here.
    #[arg(short = 'o')]
    pub output: Option<String>,
    /// Print the result as JSON.
    #[arg(long)]
    pub json: bool,
    /// Offset alignment in bytes.
    #[arg(long, default_value_t = 1)]
    pub align: u64,
    /// Time limit for the search, in milliseconds.
    #[arg(long, default_value_t = 10_000)]
    pub time_limit: u64,
}

/// Runs `lowtide place`.
pub fn run(a: PlaceArgs) -> Result<(), String> {
    let (file, capacity, output, json, align, time_limit) = (
        a.file.as_str(),
        a.capacity,
        a.output.as_deref(),
        a.json,
        a.align,
        a.time_limit,
    );
    let input = read_input(file)?;
    let prob = read_csv(&input.name, &input.text, align.max(1))?;
    check_input(&prob.intervals).map_err(|e| format!("{}: error: {e}", input.name))?;
    let lb = lower_bound(&prob.intervals);
    let t = Instant::now();
    let limits = Limits {
        time: Duration::from_millis(time_limit),
        ..Limits::default()
    };
    let p = place(&prob.intervals, capacity, limits);
    let secs = t.elapsed().as_secs_f64();
    // The placer's result is re-checked by the independent checker before anything is written.
    check(&prob.intervals, &p.offsets).map_err(|e| {
        format!(
            "{}: internal error: the placement is invalid: {e}",
            input.name
        )
    })?;
    let fits = p.height <= capacity;
    if json {
        println!(
            "{{\"file\": {}, \"buffers\": {}, \"capacity\": {capacity}, \"height\": {}, \"lower_bound\": {lb}, \"fits\": {fits}, \"method\": {}, \"search_nodes\": {}, \"timed_out\": {}, \"seconds\": {secs:.6}}}",
            json_str(&input.name), prob.intervals.len(), p.height, json_str(p.method), p.nodes, p.timed_out
        );
    } else {
        println!(
            "{}: {} buffers, height {} ({}), lower bound {} ({}), capacity {} — {} in {:.3} s ({}, {} search nodes{})",
            input.name,
            prob.intervals.len(),
            p.height,
            human_bytes(p.height),
            lb,
            human_bytes(lb),
            capacity,
            if fits { "fits" } else { "does NOT fit" },
            secs,
            p.method,
            p.nodes,
            if p.timed_out {
                "; stopped at the time limit, so a run on a less loaded machine may place better"
            } else {
                ""
            }
        );
    }
    if let Some(out) = output {
        // An `offset` column already there (a placed file placed again) is replaced.
        let at = prob.header.iter().position(|h| h == "offset");
        let mut header = prob.header.clone();
        if at.is_none() {
            header.push("offset".into());
        }
        let mut text = header.join(",") + "\n";
        for (row, off) in prob.rows.iter().zip(&p.offsets) {
            let mut row = row.clone();
            match at {
                Some(k) => row[k] = off.to_string(),
                None => row.push(off.to_string()),
            }
            text.push_str(&row.join(","));
            text.push('\n');
        }
        let res = if out == "-" {
            print!("{text}");
            Ok(())
        } else {
            std::fs::write(out, text)
        };
        res.map_err(|e| format!("{out}: error: cannot write: {e}"))?;
    }
    if !fits {
        return Err(format!(
            "{}: error: the buffers do not fit in {capacity} bytes: the best placement found needs {} bytes ({} over; the lower bound is {lb})",
            input.name,
            p.height,
            p.height - capacity
        ));
    }
    Ok(())
}
