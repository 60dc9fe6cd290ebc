//! The device interface the executor drives, and the CPU reference device.
//!
//! A device owns buffers (the arena, argument and output buffers, or one per value when
//! unplanned) and runs one op at a time on byte ranges of them. The CUDA devices
//! ([`crate::cuda`]) implement the same trait.

use crate::kernels;
use crate::tensor::Buf;
use lowtide_ir::{ElemType, Module, Op};

/// A buffer on a device.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct BufferId(pub u32);

/// Where one operand or result lives: a buffer, a byte offset in it, and its tensor type.
#[derive(Clone, Debug)]
pub struct Slot {
    /// The buffer.
    pub buffer: BufferId,
    /// Byte offset of the tensor in the buffer.
    pub offset: usize,
    /// Shape.
    pub dims: Vec<u64>,
    /// Element type.
    pub elem: ElemType,
}

/// What the executor needs from a device.
pub trait Device {
    /// A short name (`cpu`).
    fn name(&self) -> &'static str;
    /// Readies the device to run function `f` of `m` before its first launch (a device that
    /// compiles kernels compiles them all here). Nothing for the CPU device.
    fn prepare(&mut self, _m: &Module, _f: Op) -> Result<(), String> {
        Ok(())
    }
    /// Allocates a zeroed buffer of `bytes`.
    fn alloc(&mut self, bytes: usize) -> Result<BufferId, String>;
    /// Frees a buffer.
    fn free(&mut self, b: BufferId);
    /// Copies host bytes into a buffer at `offset`.
    fn upload(&mut self, b: BufferId, offset: usize, data: &[u8]) -> Result<(), String>;
    /// Copies `out.len()` bytes at `offset` of a buffer to the host.
    fn download(&self, b: BufferId, offset: usize, out: &mut [u8]) -> Result<(), String>;
    /// Copies `bytes` bytes between buffers (ranges may be in the same buffer and overlap).
    fn copy(
        &mut self,
        src: BufferId,
        src_offset: usize,
        dst: BufferId,
        dst_offset: usize,
        bytes: usize,
    ) -> Result<(), String>;
    /// Runs `op`, reading `ins` and writing `outs`. Slots may share bytes only as a plan's
    /// in-place decisions allow (verified by `verify-plan`).
    fn launch(&mut self, m: &Module, op: Op, ins: &[Slot], outs: &[Slot]) -> Result<(), String>;
    /// Waits for launched work to finish.
    fn synchronize(&mut self) -> Result<(), String>;
    /// Bytes currently allocated on the device.
    fn allocated_bytes(&self) -> u64;
    /// Marks this point of the launched work on the device's own clock, without waiting (a
    /// CUDA event): an id for [`Device::seconds_between`] once the work is synchronized.
    /// `None` (the default): the device has no clock of its own, and a profiled session times
    /// each op on the host after the device finishes it.
    fn mark(&mut self) -> Result<Option<usize>, String> {
        Ok(None)
    }
    /// Seconds between marks `a` and `b` (both reached: after [`Device::synchronize`]).
    fn seconds_between(&mut self, _a: usize, _b: usize) -> Result<f64, String> {
        Err("this device keeps no marks".into())
    }
    /// Forgets every mark (their ids may be given again).
    fn forget_marks(&mut self) {}
    /// What the device itself measured, for a run's summary (the CUDA devices: kernel
    /// compile time; on a GPU, its name and the memory it saw in use). Nothing for the CPU.
    fn summary(&self) -> Option<String> {
        None
    }
}

/// `bytes` zero bytes, or `None` when the allocator refuses (instead of aborting, as `vec!`
/// does). Zeroed allocation leaves untouched pages to the OS, like `vec![0; n]`.
fn zeroed(bytes: usize) -> Option<Vec<u8>> {
    if bytes == 0 {
        return Some(Vec::new());
    }
    let layout = std::alloc::Layout::array::<u8>(bytes).ok()?;
    // SAFETY: the layout has a non-zero size.
    let p = unsafe { std::alloc::alloc_zeroed(layout) };
    if p.is_null() {
        return None;
    }
    // SAFETY: `p` was allocated by the global allocator with `u8`'s alignment and `bytes`
    // bytes, all initialised (zero): exactly what a `Vec<u8>` of that length and capacity owns.
    Some(unsafe { Vec::from_raw_parts(p, bytes, bytes) })
}

/// The CPU reference device: buffers are host memory, kernels run on the calling thread.
#[derive(Default)]
pub struct CpuDevice {
    buffers: Vec<Option<Vec<u8>>>,
    allocated: u64,
}

impl CpuDevice {
    /// A device with no buffers.
    pub fn new() -> Self {
        Self::default()
    }

    pub(crate) fn storage(&mut self, b: BufferId) -> Result<&mut Vec<u8>, String> {
        self.buffers
            .get_mut(b.0 as usize)
            .and_then(Option::as_mut)
            .ok_or_else(|| format!("buffer {} does not exist", b.0))
    }

    /// A view of a slot, checked to lie inside its buffer.
    fn view(&mut self, s: &Slot) -> Result<Buf, String> {
        let storage = self.storage(s.buffer)?;
        Buf::new(storage, s.offset, &s.dims, s.elem)
    }
}

impl Device for CpuDevice {
    fn name(&self) -> &'static str {
        "cpu"
    }
    fn alloc(&mut self, bytes: usize) -> Result<BufferId, String> {
        let buf = zeroed(bytes).ok_or_else(|| {
            format!("the CPU device cannot allocate {bytes} bytes: out of memory")
        })?;
        self.allocated += bytes as u64;
        self.buffers.push(Some(buf));
        Ok(BufferId(self.buffers.len() as u32 - 1))
    }
    fn free(&mut self, b: BufferId) {
        if let Some(slot) = self.buffers.get_mut(b.0 as usize) {
            if let Some(v) = slot.take() {
                self.allocated -= v.len() as u64;
            }
        }
    }
    fn upload(&mut self, b: BufferId, offset: usize, data: &[u8]) -> Result<(), String> {
        let s = self.storage(b)?;
        let end = offset
            .checked_add(data.len())
            .filter(|&e| e <= s.len())
            .ok_or("upload past the end of the buffer")?;
        s[offset..end].copy_from_slice(data);
        Ok(())
    }
    fn download(&self, b: BufferId, offset: usize, out: &mut [u8]) -> Result<(), String> {
        let s = self
            .buffers
            .get(b.0 as usize)
            .and_then(Option::as_ref)
            .ok_or("no such buffer")?;
        let end = offset
            .checked_add(out.len())
            .filter(|&e| e <= s.len())
            .ok_or("download past the end of the buffer")?;
        out.copy_from_slice(&s[offset..end]);
        Ok(())
    }
    fn copy(
        &mut self,
        src: BufferId,
        src_offset: usize,
        dst: BufferId,
        dst_offset: usize,
        bytes: usize,
    ) -> Result<(), String> {
        let in_range = |b: BufferId, o: usize, this: &Self| {
            this.buffers
                .get(b.0 as usize)
                .and_then(Option::as_ref)
                .is_some_and(|v| o.checked_add(bytes).is_some_and(|e| e <= v.len()))
        };
        if !in_range(src, src_offset, self) || !in_range(dst, dst_offset, self) {
            return Err("copy outside a buffer".into());
        }
        if src == dst {
            let v = self.storage(src)?;
            v.copy_within(src_offset..src_offset + bytes, dst_offset);
        } else {
            let (s, d) = (src.0 as usize, dst.0 as usize);
            let (a, b) = if s < d {
                self.buffers.split_at_mut(d)
            } else {
                self.buffers.split_at_mut(s)
            };
            let (from, to) = if s < d {
                (a[s].as_ref().unwrap(), b[0].as_mut().unwrap())
            } else {
                let (to, from) = (a[d].as_mut().unwrap(), b[0].as_ref().unwrap());
                (from, to)
            };
            to[dst_offset..dst_offset + bytes]
                .copy_from_slice(&from[src_offset..src_offset + bytes]);
        }
        Ok(())
    }
    fn launch(&mut self, m: &Module, op: Op, ins: &[Slot], outs: &[Slot]) -> Result<(), String> {
        let ins: Vec<Buf> = ins.iter().map(|s| self.view(s)).collect::<Result<_, _>>()?;
        let outs: Vec<Buf> = outs
            .iter()
            .map(|s| self.view(s))
            .collect::<Result<_, _>>()?;
        kernels::run(m, op, &ins, &outs)
    }
    fn synchronize(&mut self) -> Result<(), String> {
        Ok(())
    }
    fn allocated_bytes(&self) -> u64 {
        self.allocated
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_allocation_the_host_cannot_hold_is_an_error_not_an_abort() {
        let mut d = CpuDevice::new();
        let e = d.alloc(1 << 62).err().unwrap();
        assert_eq!(
            e,
            "the CPU device cannot allocate 4611686018427387904 bytes: out of memory"
        );
        assert_eq!(d.allocated_bytes(), 0);
        let b = d.alloc(3).unwrap();
        let mut out = [1u8; 3];
        d.download(b, 0, &mut out).unwrap();
        assert_eq!(out, [0, 0, 0]);
    }
}
