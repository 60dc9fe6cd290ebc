//! The plan as one HTML page (`lowtide plan --html`): what the table report says, as tables
//! (the footprint, bytes by class, the arena's peak by layer, the largest values at the peak),
//! beside the SVG of the arena with its hover text. One self-contained file: no scripts, no
//! other files, opened by any browser.

use super::svg::{self, xml as esc};
use super::units::human_bytes;
use super::{Class, PlanReport};
use std::fmt::Write;

/// Rows of the table of the largest values at the peak.
const LARGEST_ROWS: usize = 20;

/// Renders `r`, the plan of `file`, as a standalone HTML document.
pub fn render(r: &PlanReport, file: &str) -> String {
    let title = format!("{} @{}", file, r.function);
    let mut s = String::new();
    let _ = write!(
        s,
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>lowtide plan: {}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n<h1>{}</h1>\n",
        esc(&title),
        esc(&title)
    );
    s.push_str("<h2>Footprint</h2>\n<table>\n");
    let mut row = |name: &str, bytes: u64, note: &str| {
        let _ = writeln!(
            s,
            "<tr><td>{name}</td><td class=\"n\">{bytes}</td><td class=\"n\">{}</td><td>{}</td></tr>",
            human_bytes(bytes),
            esc(note)
        );
    };
    row("arguments", r.argument_bytes, "");
    row("outputs", r.output_bytes, "");
    row(
        "aliased (donated)",
        r.alias_bytes,
        "outputs written over their arguments",
    );
    row(
        "arena",
        r.arena_bytes,
        &format!("placed by {}", r.placement),
    );
    row(
        "footprint",
        r.footprint_bytes,
        "arguments + outputs - aliased + arena",
    );
    row(
        "lower bound",
        r.lower_bound_bytes,
        &format!(
            "the best footprint any placement of this schedule reaches; fragmentation {:.4}",
            r.fragmentation
        ),
    );
    row("live-range peak", r.live_peak_bytes, "");
    s.push_str("</table>\n");

    s.push_str(
        "<h2>Bytes by class</h2>\n<p>Arguments whole; arena values at the arena's peak (point ",
    );
    let _ = write!(s, "{}).</p>\n<table>\n", r.peak_point);
    for &(class, bytes) in &r.bytes_by_class {
        let _ = writeln!(
            s,
            "<tr><td><span class=\"sw\" style=\"background:{}\"></span>{}</td><td class=\"n\">{bytes}</td><td class=\"n\">{}</td><td class=\"n\">{}</td></tr>",
            class.colour(),
            class.key().replace('_', " "),
            human_bytes(bytes),
            percent(bytes, r.footprint_bytes)
        );
    }
    s.push_str("</table>\n");

    s.push_str("<h2>At the arena's peak, by layer</h2>\n");
    let groups = r.peak_by_layer();
    if groups.is_empty() {
        s.push_str("<p>No op carries a location: export the step with <code>lowered.as_text(debug_info=True)</code> to see layers and source lines.</p>\n");
    } else {
        s.push_str("<table>\n<tr><th>layer</th><th>bytes</th><th>values</th><th>line</th></tr>\n");
        for g in &groups {
            let _ = writeln!(
                s,
                "<tr><td>{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td>{}</td></tr>",
                esc(&g.layer),
                human_bytes(g.bytes),
                g.values,
                esc(g.line.as_deref().unwrap_or(""))
            );
        }
        s.push_str("</table>\n");
    }

    let values = r.peak_values();
    let _ = writeln!(
        s,
        "<h2>Largest values at the peak</h2>\n<p>{} of the {} arena values live there.</p>\n<table>\n<tr><th>bytes</th><th>class</th><th>type</th><th>op</th><th>where</th></tr>",
        values.len().min(LARGEST_ROWS),
        values.len()
    );
    for v in values.iter().take(LARGEST_ROWS) {
        let _ = writeln!(
            s,
            "<tr><td class=\"n\">{}</td><td>{}</td><td><code>{}</code></td><td><code>{}</code></td><td>{}</td></tr>",
            human_bytes(v.bytes.1),
            class_name(v.class, v.remat),
            esc(&v.ty),
            esc(&v.op_name),
            esc(&v.place().unwrap_or_default())
        );
    }
    s.push_str("</table>\n");

    s.push_str("<h2>The arena</h2>\n<p>Program points across, addresses up, one rectangle per value (hover for its op, place, live range and bytes).</p>\n");
    s.push_str(&svg::render(r));
    s.push_str("</body>\n</html>\n");
    s
}

fn class_name(c: Class, remat: bool) -> String {
    let name = c.key().replace('_', " ");
    if remat {
        format!("{name} (recomputed)")
    } else {
        name
    }
}

fn percent(part: u64, whole: u64) -> String {
    if whole == 0 {
        return String::new();
    }
    format!("{:.1}%", part as f64 * 100.0 / whole as f64)
}

const STYLE: &str = "body{font-family:sans-serif;margin:2em;color:#222}\
table{border-collapse:collapse;margin-bottom:1em}\
td,th{padding:2px 10px;border-bottom:1px solid #ddd;text-align:left}\
td.n{text-align:right;font-variant-numeric:tabular-nums}\
.sw{display:inline-block;width:10px;height:10px;margin-right:6px;border:1px solid #333}\
code{font-size:90%}";
