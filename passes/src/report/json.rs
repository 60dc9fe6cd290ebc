//! The report as JSON (`lowtide plan --report json`, the C API's report): one document per
//! planned function, `schema_version` 2.

use super::PlanReport;

/// `s` as a JSON string literal.
pub fn json_str(s: &str) -> String {
    serde_json::to_string(s).expect("a string serializes")
}

/// The JSON report of `r` for `file`: `passes` are (name, milliseconds), `baselines` the dynamic
/// allocators' peaks, `budget` the one asked for.
pub fn report_json(
    file: &str,
    r: &PlanReport,
    passes: &[(String, f64)],
    baselines: &[(&str, u64)],
    budget: Option<u64>,
) -> String {
    let baselines: Vec<String> = baselines
        .iter()
        .map(|(n, b)| format!("{}: {b}", json_str(n)))
        .collect();
    let classes: Vec<String> = r
        .bytes_by_class
        .iter()
        .map(|(c, b)| format!("    {}: {b}", json_str(c.key())))
        .collect();
    let passes: Vec<String> = passes
        .iter()
        .map(|(n, ms)| format!("    {{\"name\": {}, \"ms\": {ms:.3}}}", json_str(n)))
        .collect();
    let layers: Vec<String> = r
        .peak_by_layer()
        .iter()
        .map(|g| {
            format!(
                "    {{\"layer\": {}, \"bytes\": {}, \"values\": {}, \"line\": {}}}",
                json_str(&g.layer),
                g.bytes,
                g.values,
                g.line.as_deref().map_or("null".to_string(), json_str)
            )
        })
        .collect();
    format!(
        "{{\n  \"schema_version\": 2,\n  \"file\": {},\n  \"function\": {},\n  \"footprint_bytes\": {},\n  \"lower_bound_bytes\": {},\n  \"arena_bytes\": {},\n  \"argument_bytes\": {},\n  \"output_bytes\": {},\n  \"alias_bytes\": {},\n  \"live_peak_bytes\": {},\n  \"fragmentation\": {:.6},\n  \"placement\": {},\n  \"bytes_by_class\": {{\n{}\n  }},\n  \"dynamic_baselines\": {{{}}},\n  \"passes\": [\n{}\n  ],\n  \"budget_bytes\": {},\n  \"step_flops\": {},\n  \"recompute_flops\": {},\n  \"streamed_ops\": {},\n  \"in_output_buffers\": {{\"values\": {}, \"bytes\": {}}},\n  \"early_masks\": {},\n  \"fused_convolutions\": {},\n  \"fused_gemms\": {},\n  \"piece_loops\": {},\n  \"peak_by_layer\": [\n{}\n  ]\n}}\n",
        json_str(file),
        json_str(&r.function),
        r.footprint_bytes,
        r.lower_bound_bytes,
        r.arena_bytes,
        r.argument_bytes,
        r.output_bytes,
        r.alias_bytes,
        r.live_peak_bytes,
        r.fragmentation,
        json_str(&r.placement),
        classes.join(",\n"),
        baselines.join(", "),
        passes.join(",\n"),
        budget.map_or("null".to_string(), |b| b.to_string()),
        r.step_flops,
        r.recompute_flops,
        r.streamed_ops,
        r.in_output_buffers.0,
        r.in_output_buffers.1,
        r.masks,
        r.fused_convolutions,
        r.fused_gemms,
        r.piece_loops,
        layers.join(",\n"),
    )
}
