//! `plan-scaling` reports bad arguments as errors (exit 1) and `--help` as its usage, never
//! running the whole table for an argument it does not know.

use std::process::Command;

fn plan_scaling(args: &[&str]) -> (i32, String, String) {
    let o = Command::new(env!("CARGO_BIN_EXE_plan-scaling"))
        .args(args)
        .output()
        .unwrap();
    (
        o.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

#[test]
fn help_prints_the_usage_and_bad_arguments_are_errors() {
    let (code, out, _) = plan_scaling(&["--help"]);
    assert_eq!(code, 0);
    assert!(out.starts_with("usage: plan-scaling [FAMILY...]"), "{out}");
    for (args, want) in [
        (
            vec!["gpt3"],
            "plan-scaling: error: unknown argument 'gpt3'; usage: plan-scaling",
        ),
        (
            vec!["gpt2", "--timeout", "soon"],
            "plan-scaling: error: --timeout takes whole seconds; usage:",
        ),
        (
            vec!["--print", "gpt2"],
            "plan-scaling: error: --print takes a family and a size; usage:",
        ),
        (
            vec!["--print", "vgg", "3"],
            "plan-scaling: error: --print takes a family and a size; usage:",
        ),
    ] {
        let (code, _, err) = plan_scaling(&args);
        assert_eq!(code, 1, "{args:?}: {err}");
        assert!(err.starts_with(want), "{args:?}: {err}");
    }
}
