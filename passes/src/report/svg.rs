//! Draws a buffer plan as SVG: x is the program point, y the arena address, one rectangle per
//! buffer coloured by class, the arena's peak point marked, and a legend.

use crate::report::{Class, PlanReport};
use std::fmt::Write;

/// The colour of buffers a recomputation (`lt.remat`) defines.
const REMAT_COLOUR: &str = "#b07aa1";

/// Renders `r` as a standalone SVG document.
pub fn render(r: &PlanReport) -> String {
    let (w, h) = (1200.0f64, 640.0f64);
    let (left, right, top, bottom) = (70.0, 20.0, 40.0, 70.0);
    let (pw, ph) = (w - left - right, h - top - bottom);
    let points = r.points.max(1) as f64;
    let arena = r.arena_bytes.max(1) as f64;
    let x = |p: u64| left + pw * p as f64 / points;
    let y = |b: u64| top + ph - ph * b as f64 / arena;
    let mut s = String::new();
    let _ = writeln!(
        s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" font-family="sans-serif" font-size="12">"#
    );
    let _ = writeln!(
        s,
        r#"<rect x="0" y="0" width="{w}" height="{h}" fill="white"/>"#
    );
    let _ = writeln!(
        s,
        r#"<text x="{left}" y="22" font-size="15">@{}: arena {} bytes, footprint {} bytes, fragmentation {:.4} ({})</text>"#,
        xml(&r.function),
        r.arena_bytes,
        r.footprint_bytes,
        r.fragmentation,
        xml(&r.placement)
    );
    let _ = writeln!(
        s,
        r##"<rect x="{left}" y="{top}" width="{pw}" height="{ph}" fill="#f7f7f7" stroke="#999"/>"##
    );
    for b in &r.rects {
        let (x0, x1) = (x(b.live.0), x(b.live.1));
        let (y0, y1) = (y(b.bytes.0 + b.bytes.1), y(b.bytes.0));
        let _ = writeln!(
            s,
            r##"<rect x="{x0:.2}" y="{y0:.2}" width="{:.2}" height="{:.2}" fill="{}" stroke="#333" stroke-width="0.2"><title>{}{} [{}, {}) bytes [{}, {})</title></rect>"##,
            (x1 - x0).max(0.5),
            (y1 - y0).max(0.5),
            if b.remat {
                REMAT_COLOUR
            } else {
                b.class.colour()
            },
            xml(&b.op_name),
            xml(&b.place().map_or(String::new(), |p| format!(" ({p})"))),
            b.live.0,
            b.live.1,
            b.bytes.0,
            b.bytes.0 + b.bytes.1
        );
    }
    let px = x(r.peak_point);
    let _ = writeln!(
        s,
        r##"<line x1="{px:.2}" y1="{top}" x2="{px:.2}" y2="{}" stroke="#d62728" stroke-width="1.5" stroke-dasharray="5,3"/>"##,
        top + ph
    );
    let _ = writeln!(
        s,
        r##"<text x="{:.2}" y="{}" fill="#d62728">peak at point {}</text>"##,
        px + 4.0,
        top + 14.0,
        r.peak_point
    );
    let _ = writeln!(
        s,
        r#"<text x="{}" y="{}" text-anchor="middle">program point (op index x 2)</text>"#,
        left + pw / 2.0,
        h - 40.0
    );
    let _ = writeln!(
        s,
        r#"<text x="16" y="{}" transform="rotate(-90 16 {})" text-anchor="middle">arena address</text>"#,
        top + ph / 2.0,
        top + ph / 2.0
    );
    let _ = writeln!(
        s,
        r#"<text x="{}" y="{}" text-anchor="end">0</text>"#,
        left - 4.0,
        top + ph
    );
    let _ = writeln!(
        s,
        r#"<text x="{}" y="{}" text-anchor="end">{}</text>"#,
        left - 4.0,
        top + 10.0,
        mib(r.arena_bytes)
    );
    let mut lx = left;
    let mut legend: Vec<(&str, String)> = [
        Class::SavedActivations,
        Class::Gradients,
        Class::Temporaries,
    ]
    .iter()
    .map(|c| (c.colour(), c.key().replace('_', " ")))
    .collect();
    if r.rects.iter().any(|b| b.remat) {
        legend.push((REMAT_COLOUR, "recomputed".into()));
    }
    for (colour, label) in legend {
        let _ = writeln!(
            s,
            r##"<rect x="{lx}" y="{}" width="12" height="12" fill="{colour}" stroke="#333"/>"##,
            h - 24.0,
        );
        let _ = writeln!(
            s,
            r#"<text x="{}" y="{}">{label}</text>"#,
            lx + 16.0,
            h - 13.0,
        );
        lx += 170.0;
    }
    s.push_str("</svg>\n");
    s
}

fn mib(b: u64) -> String {
    format!("{:.1} MiB", b as f64 / (1024.0 * 1024.0))
}

/// Escapes text for XML and HTML.
pub(super) fn xml(t: &str) -> String {
    t.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}
