//! A profiled session on a device with a clock of its own (`Device::mark`, as CUDA events
//! are) takes each op's time from the device's marks, read when the step ends, and a step that
//! failed leaves no marks behind in the next one's profile.

use lowtide_ir::Module;
use lowtide_runtime::device::{BufferId, Slot};
use lowtide_runtime::{CpuDevice, Device, HostTensor, Mode, Profile, Session};

/// The CPU device with a clock that advances one second per launch: a mark is the launches so
/// far.
#[derive(Default)]
struct Clocked {
    cpu: CpuDevice,
    launches: usize,
    marks: Vec<usize>,
}

impl Device for Clocked {
    fn name(&self) -> &'static str {
        "clocked"
    }
    fn alloc(&mut self, bytes: usize) -> Result<BufferId, String> {
        self.cpu.alloc(bytes)
    }
    fn free(&mut self, b: BufferId) {
        self.cpu.free(b)
    }
    fn upload(&mut self, b: BufferId, offset: usize, data: &[u8]) -> Result<(), String> {
        self.cpu.upload(b, offset, data)
    }
    fn download(&self, b: BufferId, offset: usize, out: &mut [u8]) -> Result<(), String> {
        self.cpu.download(b, offset, out)
    }
    fn copy(
        &mut self,
        src: BufferId,
        src_offset: usize,
        dst: BufferId,
        dst_offset: usize,
        bytes: usize,
    ) -> Result<(), String> {
        self.cpu.copy(src, src_offset, dst, dst_offset, bytes)
    }
    fn launch(
        &mut self,
        m: &Module,
        op: lowtide_ir::Op,
        ins: &[Slot],
        outs: &[Slot],
    ) -> Result<(), String> {
        self.launches += 1;
        self.cpu.launch(m, op, ins, outs)
    }
    fn synchronize(&mut self) -> Result<(), String> {
        Ok(())
    }
    fn allocated_bytes(&self) -> u64 {
        self.cpu.allocated_bytes()
    }
    fn mark(&mut self) -> Result<Option<usize>, String> {
        self.marks.push(self.launches);
        Ok(Some(self.marks.len() - 1))
    }
    fn seconds_between(&mut self, a: usize, b: usize) -> Result<f64, String> {
        Ok((self.marks[b] - self.marks[a]) as f64)
    }
    fn forget_marks(&mut self) {
        self.marks.clear();
    }
}

/// Two multiplies, then a loop of `n` trips (an argument) adding to a counter.
const STEP: &str = r#"
"func.func"() <{function_type = (tensor<4xf32>, tensor<i32>) -> (tensor<4xf32>, tensor<i32>), sym_name = "main"}> ({
^bb0(%x: tensor<4xf32>, %n: tensor<i32>):
  %a = "stablehlo.multiply"(%x, %x) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %b = "stablehlo.multiply"(%a, %x) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %z = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %w = "stablehlo.while"(%z) ({
  ^bb0(%i: tensor<i32>):
    %c = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i32>):
    %one = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %j = "stablehlo.add"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%j) : (tensor<i32>) -> ()
  }) : (tensor<i32>) -> tensor<i32>
  "func.return"(%b, %w) : (tensor<4xf32>, tensor<i32>) -> ()
}) : () -> ()
"#;

fn inputs(trips: i32) -> [HostTensor; 2] {
    let mut x = HostTensor::zeros(&[4], lowtide_ir::ElemType::F32);
    for (i, c) in x.bytes.chunks_mut(4).enumerate() {
        c.copy_from_slice(&(i as f32).to_le_bytes());
    }
    let mut n = HostTensor::zeros(&[], lowtide_ir::ElemType::Int(32));
    n.bytes.copy_from_slice(&trips.to_le_bytes());
    [x, n]
}

#[test]
fn ops_are_timed_by_the_device_s_marks_and_a_failed_step_leaves_none() {
    let m = lowtide_ir::parse_and_verify(STEP, "step.mlir").unwrap();
    let mut dev = Clocked::default();
    let mut s = Session::new(&mut dev, &m, "main", Mode::Unplanned).unwrap();
    s.profile = Some(Profile::default());
    // A step stopped by the iteration limit: its first ops were marked, never read.
    s.max_iterations = Some(2);
    for (i, t) in inputs(5).iter().enumerate() {
        s.set_input(i, t).unwrap();
    }
    let err = s.execute().unwrap_err();
    assert!(err.contains("iteration"), "{err}");
    // A step that finishes: each kernel took one launch on the device's clock; the loop as
    // many as it ran (a condition and a body per trip, and the last condition).
    s.max_iterations = None;
    for (i, t) in inputs(3).iter().enumerate() {
        s.set_input(i, t).unwrap();
    }
    s.execute().unwrap();
    let p = s.profile.take().unwrap();
    assert_eq!(p.steps, 1);
    let kernels: Vec<(f64, u64)> = p.kernels.values().map(|e| (e.seconds, e.calls)).collect();
    assert!(!kernels.is_empty());
    for (seconds, calls) in &kernels {
        assert_eq!((*seconds, *calls), (*calls as f64, *calls), "{kernels:?}");
    }
    let control: Vec<(f64, u64)> = p.control.values().map(|e| (e.seconds, e.calls)).collect();
    assert_eq!(control.len(), 1, "{control:?}");
    let (seconds, calls) = control[0];
    assert_eq!(calls, 1);
    // Every launch of the loop's regions is inside the loop's own marks.
    let top = &m.blocks[m.entry_block(m.function("main").unwrap()).unwrap()].ops;
    let inner: u64 = p
        .kernels
        .iter()
        .filter(|(op, _)| !top.contains(op))
        .map(|(_, e)| e.calls)
        .sum();
    assert!(
        inner >= 3 && seconds >= inner as f64,
        "{seconds} s, {inner} launches"
    );
}
