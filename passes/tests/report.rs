//! The report's byte classes on the zoo's own steps: the zoo records what each argument is
//! (`lt.kind`), and the report counts parameters, optimizer state, running statistics and the
//! batch from it.

use lowtide_ir::plan::{arg_kinds, ArgKind};
use lowtide_passes::autodiff::Optimizer;
use lowtide_passes::frontend::zoo::{build, ZooOptions};
use lowtide_passes::report::{report, Class};
use lowtide_passes::{Instrumentation, Pipeline};

fn class_bytes(r: &lowtide_passes::report::PlanReport, c: Class) -> u64 {
    r.bytes_by_class.iter().find(|(k, _)| *k == c).unwrap().1
}

#[test]
fn zoo_steps_report_optimizer_state_and_running_statistics_apart() {
    // Per optimizer: state tensors per parameter, and bytes of other state (Adam's step
    // counter, one f32).
    for (optimizer, moments, counter) in [("sgd", 0, 0), ("momentum", 1, 0), ("adam", 2, 4)] {
        let o = ZooOptions {
            batch: 2,
            image: Some(32),
            layers: Some(1),
            channels: Some(8),
            classes: Some(10),
            optimizer: Optimizer::named(optimizer).unwrap(),
            ..Default::default()
        };
        let mut m = build("resnet50", &o).unwrap();
        Pipeline::parse("plan")
            .unwrap()
            .run(&mut m, &Instrumentation::default(), "step", &mut Vec::new())
            .unwrap();
        let f = m.function("main").unwrap();
        let args = m.blocks[m.entry_block(f).unwrap()].args.clone();
        let bytes_of = |kind: ArgKind| -> u64 {
            args.iter()
                .zip(arg_kinds(&m, f))
                .filter(|(_, k)| *k == Some(kind))
                .map(|(&a, _)| m.ty(a).byte_size().unwrap())
                .sum()
        };
        let r = report(&m, f, None).unwrap();
        let params = class_bytes(&r, Class::Parameters);
        assert!(params > 0);
        assert_eq!(params, bytes_of(ArgKind::Param), "{optimizer}");
        let opt = class_bytes(&r, Class::OptimizerState);
        assert_eq!(opt, bytes_of(ArgKind::OptState), "{optimizer}");
        assert_eq!(
            opt,
            moments * params + counter,
            "{optimizer}: one buffer per parameter per moment"
        );
        let stats = class_bytes(&r, Class::ModelState);
        assert!(stats > 0, "{optimizer}: batch norm's running statistics");
        assert_eq!(stats, bytes_of(ArgKind::State), "{optimizer}");
        assert_eq!(class_bytes(&r, Class::Batch), bytes_of(ArgKind::Batch));
        // Every argument has a kind, and the classes add up to the footprint.
        assert!(arg_kinds(&m, f).iter().all(Option::is_some));
        let total: u64 = r.bytes_by_class.iter().map(|(_, b)| b).sum();
        assert!(total <= r.footprint_bytes, "{optimizer}");
    }
}
