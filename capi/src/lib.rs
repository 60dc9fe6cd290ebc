//! lowtide's C API: how a C or C++ compiler embeds lowtide. `include/lowtide.h` declares it (the
//! output of cbindgen, checked by `tests/header.rs`); `examples/plan.c` uses it.
//!
//! ```c
//! LowtidePlan p = lowtide_plan(text, "step.mlir", NULL, 0);
//! if (p.error) fprintf(stderr, "%s\n", p.error); else puts(p.report_json);
//! lowtide_plan_free(p);
//! ```
//!
//! Strings cross the boundary as NUL-terminated UTF-8. Every string lowtide returns belongs to
//! the caller, who gives it back with [`lowtide_plan_free`]. No Rust panic crosses it: an
//! internal error comes back as `error`.

use lowtide_ir::plan::FunctionPlan;
use lowtide_passes::{budget_pipeline, Instrumentation, Pipeline, PLAN_PIPELINE};
use std::ffi::{c_char, CStr, CString};

/// The result of [`lowtide_plan`]: on success `planned` (the module with its plan, as lowtide
/// prints it) and `report_json` (the report `lowtide plan --report json` prints) and a null
/// `error`; on failure only `error` (as `file:line:col: error: ...` with the line and a caret
/// where the error has a place). Free it with [`lowtide_plan_free`].
#[repr(C)]
pub struct LowtidePlan {
    /// The planned module, or null.
    pub planned: *mut c_char,
    /// The JSON report of the planned function (`@main`, else the first planned), or null.
    pub report_json: *mut c_char,
    /// Why there is no plan, or null.
    pub error: *mut c_char,
}

/// An owned C string of `s` (NUL bytes, which C strings cannot hold, become U+FFFD).
fn owned(s: String) -> *mut c_char {
    let s = s.replace('\0', "\u{fffd}");
    CString::new(s).map_or(std::ptr::null_mut(), CString::into_raw)
}

fn failed(message: String) -> LowtidePlan {
    LowtidePlan {
        planned: std::ptr::null_mut(),
        report_json: std::ptr::null_mut(),
        error: owned(message),
    }
}

/// A C string argument as UTF-8; `what` names it in the error.
///
/// # Safety
/// `p` is null or a NUL-terminated string.
unsafe fn c_str<'a>(p: *const c_char, what: &str) -> Result<Option<&'a str>, String> {
    if p.is_null() {
        return Ok(None);
    }
    // SAFETY: the caller passes a NUL-terminated string.
    unsafe { CStr::from_ptr(p) }
        .to_str()
        .map(Some)
        .map_err(|e| format!("error: {what} is not UTF-8: {e}"))
}

/// Plans `text` (a module in lowtide's or MLIR's generic form, or StableHLO as JAX prints it),
/// named `name` in messages, with `pipeline` (a pipeline text such as `lowtide-opt` takes;
/// null for the default planning pipeline) or, when `pipeline` is null and `budget_bytes` is
/// not 0, the planning pipeline under that memory budget.
fn plan(
    text: &str,
    name: &str,
    pipeline: Option<&str>,
    budget: u64,
) -> Result<(String, String), String> {
    let mut m = lowtide_ir::parse_and_verify(text, name)
        .map_err(|d| d.render(Some(text)).trim_end().to_string())?;
    let spec = match (pipeline, budget) {
        (Some(p), 0) => p.to_string(),
        (Some(_), _) => {
            return Err(format!(
                "{name}: error: a pipeline and a budget were both given: put the budget in the pipeline (`eqsat{{budget=N}}`) or pass no pipeline"
            ))
        }
        (None, 0) => PLAN_PIPELINE.to_string(),
        (None, b) => budget_pipeline(b),
    };
    let mut p = Pipeline::parse(&spec).map_err(|e| format!("{name}: error: {e}"))?;
    let records = p
        .run(
            &mut m,
            &Instrumentation::default(),
            name,
            &mut std::io::sink(),
        )
        .map_err(|d| d.render(Some(text)).trim_end().to_string())?;
    lowtide_ir::verify(&m).map_err(|e| {
        let d = e.to_diagnostic(&m, name);
        format!(
            "{name}: error: the pipeline produced invalid IR: {}",
            d.message
        )
    })?;
    let planned: Vec<_> = m
        .functions()
        .into_iter()
        .filter(|(f, _)| FunctionPlan::is_planned(&m, *f))
        .collect();
    let Some(&(f, _)) = planned
        .iter()
        .find(|(_, n)| n == "main")
        .or(planned.first())
    else {
        return Err(format!(
            "{name}: error: no function was planned: the pipeline must include assign-buffers"
        ));
    };
    let r =
        lowtide_passes::report::report(&m, f, None).map_err(|e| format!("{name}: error: {e}"))?;
    let baselines = lowtide_runtime::dynamic_peaks(&m, &r.function)
        .map_err(|e| format!("{name}: error: {e}"))?;
    let passes: Vec<(String, f64)> = records
        .iter()
        .map(|r| (r.name.to_string(), r.time.as_secs_f64() * 1e3))
        .collect();
    let budget = (budget > 0).then_some(budget);
    let json = lowtide_passes::report::json::report_json(name, &r, &passes, &baselines, budget);
    Ok((lowtide_ir::print(&m, Default::default()), json))
}

/// Plans the module in `text` (NUL-terminated UTF-8), calling it `name` in messages (null:
/// `<input>`). `pipeline` is a pipeline such as `lowtide-opt --pass-pipeline` takes, or null
/// for lowtide's planning pipeline; `budget_bytes`, when not 0 and `pipeline` is null, plans
/// under that memory budget (an error says the smallest that works when none fits).
///
/// # Safety
/// `text`, `name` and `pipeline` are null or NUL-terminated strings that stay valid for the
/// call.
#[no_mangle]
pub unsafe extern "C" fn lowtide_plan(
    text: *const c_char,
    name: *const c_char,
    pipeline: *const c_char,
    budget_bytes: u64,
) -> LowtidePlan {
    let run = || -> Result<(String, String), String> {
        // SAFETY: the caller's strings, as the contract above says.
        let name = unsafe { c_str(name, "the name") }?.unwrap_or("<input>");
        // SAFETY: as above.
        let source = unsafe { c_str(text, "the module text") }?
            .ok_or_else(|| format!("{name}: error: no module text (a null pointer)"))?;
        // SAFETY: as above.
        let pipeline = unsafe { c_str(pipeline, "the pipeline") }?;
        plan(source, name, pipeline, budget_bytes)
    };
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(run)) {
        Ok(Ok((planned, json))) => LowtidePlan {
            planned: owned(planned),
            report_json: owned(json),
            error: std::ptr::null_mut(),
        },
        Ok(Err(e)) => failed(e),
        Err(p) => {
            let why = p
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            failed(format!(
                "internal error in lowtide (please report it): {why}"
            ))
        }
    }
}

/// Gives back the strings of a [`LowtidePlan`].
///
/// # Safety
/// `plan` came from [`lowtide_plan`] and was not freed before.
#[no_mangle]
pub unsafe extern "C" fn lowtide_plan_free(plan: LowtidePlan) {
    for p in [plan.planned, plan.report_json, plan.error] {
        if !p.is_null() {
            // SAFETY: made by `CString::into_raw` in `owned`, freed once.
            drop(unsafe { CString::from_raw(p) });
        }
    }
}

/// lowtide's version (a static string).
#[no_mangle]
pub extern "C" fn lowtide_version() -> *const c_char {
    concat!(env!("CARGO_PKG_VERSION"), "\0").as_ptr().cast()
}
