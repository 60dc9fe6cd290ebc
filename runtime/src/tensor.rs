//! Host tensors and typed views of bytes.
//!
//! Every tensor is dense, row-major, little-endian. A [`HostTensor`] (what goes in and out:
//! files, constants) holds `i1` one byte an element, as numpy and safetensors do; device
//! buffers pack `i1` eight to a byte ([`ElemType::storage_bytes`]), and [`HostTensor::storage`]
//! and [`HostTensor::from_storage`] convert. Kernels read and write elements through [`Buf`],
//! which converts to and from `f64` (exact for f32, f16-free types and integers up to 2^53),
//! so one kernel serves every element type and needs no scratch memory: arithmetic
//! accumulates in registers, data movement copies bytes.

use lowtide_ir::types::{ElemType, TensorType};

/// A tensor owned by the host.
#[derive(Clone, Debug, PartialEq)]
pub struct HostTensor {
    /// Static shape.
    pub dims: Vec<u64>,
    /// Element type.
    pub elem: ElemType,
    /// `numel * elem size` bytes.
    pub bytes: Vec<u8>,
}

impl HostTensor {
    /// A zero-filled tensor.
    pub fn zeros(dims: &[u64], elem: ElemType) -> Self {
        let n = dims.iter().product::<u64>() as usize * elem.byte_size() as usize;
        HostTensor {
            dims: dims.to_vec(),
            elem,
            bytes: vec![0; n],
        }
    }
    /// Number of elements.
    pub fn numel(&self) -> usize {
        self.dims.iter().product::<u64>() as usize
    }
    /// Element `i` as f64.
    pub fn get(&self, i: usize) -> f64 {
        load(&self.bytes, self.elem, i)
    }
    /// The tensor's type.
    pub fn tensor_type(&self) -> TensorType {
        TensorType::new(&self.dims, self.elem)
    }
    /// The bytes a device buffer holds for this tensor: `i1` packed eight to a byte (as
    /// [`Buf`] writes it).
    pub fn storage(&self) -> std::borrow::Cow<'_, [u8]> {
        if !self.elem.is_bool() {
            return std::borrow::Cow::Borrowed(&self.bytes);
        }
        let mut packed = vec![0u8; self.numel().div_ceil(8)];
        let b = Buf::new(&mut packed, 0, &self.dims, self.elem).expect("sized for the tensor");
        for i in 0..self.numel() {
            b.set(i, self.get(i));
        }
        std::borrow::Cow::Owned(packed)
    }
    /// The tensor a device buffer's bytes hold (`i1` packed eight to a byte, as [`Buf`] reads
    /// it), as many bytes as the tensor needs.
    pub fn from_storage(dims: &[u64], elem: ElemType, storage: &[u8]) -> HostTensor {
        let mut t = HostTensor::zeros(dims, elem);
        if elem.is_bool() {
            let mut packed = storage.to_vec();
            packed.resize(t.numel().div_ceil(8), 0);
            let b = Buf::new(&mut packed, 0, dims, elem).expect("sized for the tensor");
            for i in 0..t.numel() {
                store(&mut t.bytes, elem, i, b.get(i));
            }
        } else {
            let n = t.bytes.len().min(storage.len());
            t.bytes[..n].copy_from_slice(&storage[..n]);
        }
        t
    }
}

/// Reads element `i` of `elem`-typed `bytes` as f64.
pub fn load(bytes: &[u8], elem: ElemType, i: usize) -> f64 {
    let w = elem.byte_size() as usize;
    let b = &bytes[i * w..i * w + w];
    match elem {
        ElemType::F32 => f32::from_le_bytes(b.try_into().unwrap()) as f64,
        ElemType::F64 => f64::from_le_bytes(b.try_into().unwrap()),
        ElemType::Int(1) => (b[0] != 0) as u8 as f64,
        ElemType::Int(8) | ElemType::SInt(8) => b[0] as i8 as f64,
        ElemType::UInt(8) => b[0] as f64,
        ElemType::Int(16) | ElemType::SInt(16) => i16::from_le_bytes(b.try_into().unwrap()) as f64,
        ElemType::UInt(16) => u16::from_le_bytes(b.try_into().unwrap()) as f64,
        ElemType::Int(32) | ElemType::SInt(32) => i32::from_le_bytes(b.try_into().unwrap()) as f64,
        ElemType::UInt(32) => u32::from_le_bytes(b.try_into().unwrap()) as f64,
        ElemType::Int(64) | ElemType::SInt(64) | ElemType::Index => {
            i64::from_le_bytes(b.try_into().unwrap()) as f64
        }
        ElemType::UInt(64) => u64::from_le_bytes(b.try_into().unwrap()) as f64,
        ElemType::BF16 => {
            f32::from_bits((u16::from_le_bytes(b.try_into().unwrap()) as u32) << 16) as f64
        }
        ElemType::F16 => f16_to_f64(u16::from_le_bytes(b.try_into().unwrap())),
        _ => f64::NAN,
    }
}

/// Writes `v` as element `i` of `elem`-typed `bytes`, rounding or truncating as `convert` does
/// (floats round to nearest; float to integer truncates toward zero, saturating).
pub fn store(bytes: &mut [u8], elem: ElemType, i: usize, v: f64) {
    let w = elem.byte_size() as usize;
    let b = &mut bytes[i * w..i * w + w];
    match elem {
        ElemType::F32 => b.copy_from_slice(&(v as f32).to_le_bytes()),
        ElemType::F64 => b.copy_from_slice(&v.to_le_bytes()),
        ElemType::Int(1) => b[0] = (v != 0.0) as u8,
        ElemType::Int(8) | ElemType::SInt(8) => b[0] = v as i64 as i8 as u8,
        ElemType::UInt(8) => b[0] = v as i64 as u8,
        ElemType::Int(16) | ElemType::SInt(16) => {
            b.copy_from_slice(&(v as i64 as i16).to_le_bytes())
        }
        ElemType::UInt(16) => b.copy_from_slice(&(v as i64 as u16).to_le_bytes()),
        ElemType::Int(32) | ElemType::SInt(32) => {
            b.copy_from_slice(&(v as i64 as i32).to_le_bytes())
        }
        ElemType::UInt(32) => b.copy_from_slice(&(v as i64 as u32).to_le_bytes()),
        ElemType::Int(64) | ElemType::SInt(64) | ElemType::Index => {
            b.copy_from_slice(&(v as i64).to_le_bytes())
        }
        ElemType::UInt(64) => b.copy_from_slice(&(v as u64).to_le_bytes()),
        ElemType::BF16 => {
            let bits = (v as f32).to_bits();
            let rounded = bits.wrapping_add(0x7fff + ((bits >> 16) & 1)) >> 16;
            b.copy_from_slice(&(rounded as u16).to_le_bytes())
        }
        ElemType::F16 => b.copy_from_slice(&f16_from_f64(v).to_le_bytes()),
        _ => {}
    }
}

/// IEEE binary16 bits as f64 (exact).
fn f16_to_f64(h: u16) -> f64 {
    let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let (e, m) = (((h >> 10) & 0x1f) as i32, (h & 0x3ff) as f64);
    sign * match e {
        0 => m * 2f64.powi(-24),
        31 if m == 0.0 => f64::INFINITY,
        31 => f64::NAN,
        _ => (1024.0 + m) * 2f64.powi(e - 25),
    }
}

/// `v` rounded to the nearest IEEE binary16 (ties to even; overflow to infinity), as bits.
fn f16_from_f64(v: f64) -> u16 {
    let sign = if v.is_sign_negative() { 0x8000 } else { 0 };
    let a = v.abs();
    if a.is_nan() {
        return sign | 0x7e00;
    }
    if a < 2f64.powi(-14) {
        // Subnormal (or zero); 1024 rounds up to the smallest normal, whose bits follow.
        return sign | (a * 2f64.powi(24)).round_ties_even() as u16;
    }
    let mut e = ((a.to_bits() >> 52) & 0x7ff) as i32 - 1023;
    let mut m = (a * 2f64.powi(10 - e)).round_ties_even() - 1024.0;
    if m >= 1024.0 {
        e += 1;
        m = 0.0;
    }
    if e > 15 {
        return sign | 0x7c00;
    }
    sign | (((e + 15) as u16) << 10) | m as u16
}

/// Whether the runtime can hold this element type.
pub fn supported(elem: ElemType) -> bool {
    !matches!(elem, ElemType::Int(w) | ElemType::SInt(w) | ElemType::UInt(w) if ![1, 8, 16, 32, 64].contains(&w))
}

/// Row-major strides (in elements) of `dims`.
pub fn strides(dims: &[u64]) -> Vec<usize> {
    let mut s = vec![1usize; dims.len()];
    for i in (0..dims.len().saturating_sub(1)).rev() {
        s[i] = s[i + 1] * dims[i + 1] as usize;
    }
    s
}

/// The multi-index of row-major position `flat` in `dims`.
pub fn unflatten(mut flat: u64, dims: &[u64]) -> Vec<u64> {
    let mut idx = vec![0u64; dims.len()];
    for d in (0..dims.len()).rev() {
        let size = dims[d].max(1);
        idx[d] = flat % size;
        flat /= size;
    }
    idx
}

/// Advances a multi-index in row-major order; false when it wrapped around.
pub fn next_index(idx: &mut [u64], dims: &[u64]) -> bool {
    for d in (0..dims.len()).rev() {
        idx[d] += 1;
        if idx[d] < dims[d] {
            return true;
        }
        idx[d] = 0;
    }
    false
}

/// A typed view of one tensor's bytes inside some storage (the arena, an argument buffer or a
/// value's own allocation). Views of one op's operands and results may share bytes when the
/// plan makes the op work in place, so access goes through raw pointers; every view is
/// checked to lie inside its storage when it is made ([`Buf::new`]), and kernels index only
/// within the view's shape.
#[derive(Clone, Debug)]
pub struct Buf {
    ptr: *mut u8,
    /// Shape.
    pub dims: Vec<u64>,
    /// Element type.
    pub elem: ElemType,
    numel: usize,
}

impl Buf {
    /// A view of `storage[offset..offset + bytes of the tensor]`; `Err` when it does not fit.
    pub fn new(
        storage: &mut [u8],
        offset: usize,
        dims: &[u64],
        elem: ElemType,
    ) -> Result<Buf, String> {
        let size = dims
            .iter()
            .try_fold(1u64, |n, &d| n.checked_mul(d))
            .and_then(|n| Some((n, elem.storage_bytes(n)?)))
            .and_then(|(n, b)| Some((usize::try_from(n).ok()?, usize::try_from(b).ok()?)));
        let Some((numel, len)) = size else {
            return Err(format!(
                "a tensor of shape {dims:?} has more bytes than memory holds"
            ));
        };
        if offset
            .checked_add(len)
            .is_none_or(|end| end > storage.len())
        {
            return Err(format!(
                "a tensor of {len} bytes at offset {offset} does not fit in its {}-byte storage",
                storage.len()
            ));
        }
        // SAFETY: offset + len <= storage.len(), checked above.
        let ptr = unsafe { storage.as_mut_ptr().add(offset) };
        Ok(Buf {
            ptr,
            dims: dims.to_vec(),
            elem,
            numel,
        })
    }
    /// Number of elements.
    pub fn numel(&self) -> usize {
        self.numel
    }
    /// A view of this view's first elements with shape `dims` (no more elements than it has).
    pub fn prefix(&self, dims: &[u64]) -> Result<Buf, String> {
        let numel = dims.iter().product::<u64>() as usize;
        if numel > self.numel {
            return Err(format!(
                "a tensor of shape {dims:?} does not fit in a view of {} elements",
                self.numel
            ));
        }
        Ok(Buf {
            ptr: self.ptr,
            dims: dims.to_vec(),
            elem: self.elem,
            numel,
        })
    }
    /// A view of this view's bytes from `offset` on as a tensor of shape `dims` and type
    /// `elem` (a part of a workspace); `Err` when it does not fit.
    pub fn view(&self, offset: usize, dims: &[u64], elem: ElemType) -> Result<Buf, String> {
        let have = self.elem.storage_bytes(self.numel as u64).unwrap_or(0) as usize;
        // SAFETY: the view covers `have` bytes from `ptr` (checked when it was made).
        let storage = unsafe { std::slice::from_raw_parts_mut(self.ptr, have) };
        Buf::new(storage, offset, dims, elem)
    }
    /// The first byte, for kernels that hand the data to a library (GEMM).
    pub(crate) fn ptr(&self) -> *mut u8 {
        self.ptr
    }
    fn width(&self) -> usize {
        self.elem.byte_size() as usize
    }
    /// Bytes the first `n` elements take (`i1` packed eight to a byte).
    fn bytes(&self, n: usize) -> usize {
        self.elem.storage_bytes(n as u64).unwrap_or(0) as usize
    }
    /// Element `i` as f64.
    #[inline]
    pub fn get(&self, i: usize) -> f64 {
        assert!(
            i < self.numel,
            "element {i} outside a tensor of {} elements",
            self.numel
        );
        // SAFETY: i < numel, so the element lies inside the view, which lies in its storage;
        // unaligned reads because offsets need not be aligned to the element size.
        unsafe {
            match self.elem {
                ElemType::F32 => std::ptr::read_unaligned(self.ptr.add(i * 4) as *const f32) as f64,
                ElemType::Int(32) | ElemType::SInt(32) => {
                    std::ptr::read_unaligned(self.ptr.add(i * 4) as *const i32) as f64
                }
                ElemType::Int(1) => (*self.ptr.add(i / 8) >> (i % 8) & 1) as f64,
                ElemType::F64 => std::ptr::read_unaligned(self.ptr.add(i * 8) as *const f64),
                ElemType::Int(64) | ElemType::SInt(64) => {
                    std::ptr::read_unaligned(self.ptr.add(i * 8) as *const i64) as f64
                }
                _ => {
                    let w = self.width();
                    let mut tmp = [0u8; 8];
                    std::ptr::copy(self.ptr.add(i * w), tmp.as_mut_ptr(), w);
                    load(&tmp[..w], self.elem, 0)
                }
            }
        }
    }
    /// Writes element `i`.
    #[inline]
    pub fn set(&self, i: usize, v: f64) {
        assert!(
            i < self.numel,
            "element {i} outside a tensor of {} elements",
            self.numel
        );
        // SAFETY: as in `get`.
        unsafe {
            match self.elem {
                ElemType::F32 => {
                    std::ptr::write_unaligned(self.ptr.add(i * 4) as *mut f32, v as f32)
                }
                ElemType::Int(32) | ElemType::SInt(32) => {
                    std::ptr::write_unaligned(self.ptr.add(i * 4) as *mut i32, v as i64 as i32)
                }
                ElemType::Int(1) => {
                    let (b, bit) = (self.ptr.add(i / 8), 1u8 << (i % 8));
                    *b = if v != 0.0 { *b | bit } else { *b & !bit };
                }
                ElemType::F64 => std::ptr::write_unaligned(self.ptr.add(i * 8) as *mut f64, v),
                _ => {
                    let w = self.width();
                    let mut tmp = [0u8; 8];
                    store(&mut tmp[..w], self.elem, 0, v);
                    std::ptr::copy(tmp.as_ptr(), self.ptr.add(i * w), w);
                }
            }
        }
    }
    /// Copies element `from_i` of `src` (same element type) to element `i` of this view.
    #[inline]
    pub fn copy_elem(&self, i: usize, src: &Buf, from_i: usize) {
        assert!(
            i < self.numel && from_i < src.numel,
            "element outside its tensor"
        );
        if self.elem.is_bool() {
            self.set(i, src.get(from_i));
            return;
        }
        // SAFETY: both elements lie inside their views; unaligned element-sized copies.
        unsafe {
            match self.width() {
                4 => std::ptr::write_unaligned(
                    self.ptr.add(i * 4) as *mut u32,
                    std::ptr::read_unaligned(src.ptr.add(from_i * 4) as *const u32),
                ),
                1 => *self.ptr.add(i) = *src.ptr.add(from_i),
                8 => std::ptr::write_unaligned(
                    self.ptr.add(i * 8) as *mut u64,
                    std::ptr::read_unaligned(src.ptr.add(from_i * 8) as *const u64),
                ),
                w => std::ptr::copy(src.ptr.add(from_i * w), self.ptr.add(i * w), w),
            }
        }
    }
    /// Copies all bytes of `src` (same size) into this view.
    pub fn copy_all(&self, src: &Buf) {
        if std::ptr::eq(self.ptr, src.ptr) {
            // In place (a loop carry updated where it lives): nothing to move.
            return;
        }
        let n = self.bytes(self.numel.min(src.numel));
        // SAFETY: n bytes lie inside both views; `copy` allows overlap.
        unsafe { std::ptr::copy(src.ptr, self.ptr, n) };
    }
    /// Copies elements `from..from + n` of `src` (same element type) to elements
    /// `at..at + n` of this view.
    pub fn copy_run(&self, at: usize, src: &Buf, from: usize, n: usize) {
        assert!(
            at.checked_add(n).is_some_and(|e| e <= self.numel)
                && from.checked_add(n).is_some_and(|e| e <= src.numel),
            "a run outside its tensor"
        );
        if self.elem.is_bool() || self.elem != src.elem {
            for j in 0..n {
                self.copy_elem(at + j, src, from + j);
            }
            return;
        }
        let w = self.width();
        // SAFETY: both runs lie inside their views (checked above); `copy` allows overlap.
        unsafe { std::ptr::copy(src.ptr.add(from * w), self.ptr.add(at * w), n * w) };
    }
    /// Copies the bytes of `src` into this view, as many as both hold (`bitcast_convert`:
    /// the same bits under another element type, little-endian as XLA's CPU backend).
    pub fn copy_raw(&self, src: &Buf) {
        let n = self.bytes(self.numel).min(src.bytes(src.numel));
        // SAFETY: n bytes lie inside both views; `copy` allows overlap.
        unsafe { std::ptr::copy(src.ptr, self.ptr, n) };
    }
    /// Writes raw little-endian bytes (a constant; `i1` one byte an element) into the view.
    pub fn write_bytes(&self, bytes: &[u8]) {
        if self.elem.is_bool() {
            for (i, &b) in bytes.iter().enumerate().take(self.numel) {
                self.set(i, (b != 0) as u8 as f64);
            }
            return;
        }
        let n = bytes.len().min(self.numel * self.width());
        // SAFETY: n bytes lie inside the view.
        unsafe { std::ptr::copy(bytes.as_ptr(), self.ptr, n) };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn f16_round_trips_and_rounds_to_nearest_even() {
        let mut b = [0u8; 2];
        for (v, bits) in [
            (1.0, 0x3c00u16),
            (-2.0, 0xc000),
            (65504.0, 0x7bff),
            (65520.0, 0x7c00),
            (2f64.powi(-24), 0x0001),
            (2f64.powi(-25), 0x0000),
            (1.0 + 2f64.powi(-11), 0x3c00),
            (1.0 + 3.0 * 2f64.powi(-11), 0x3c02),
            (f64::INFINITY, 0x7c00),
        ] {
            store(&mut b, ElemType::F16, 0, v);
            assert_eq!(u16::from_le_bytes(b), bits, "{v}");
        }
        for h in 0..=u16::MAX {
            let v = f16_to_f64(h);
            if !v.is_nan() {
                assert_eq!(f16_from_f64(v), h, "{h:#06x}");
            }
        }
    }

    #[test]
    fn views_that_do_not_fit_are_errors() {
        let mut s = vec![0u8; 16];
        let e = Buf::new(&mut s, 8, &[4], ElemType::F32).err().unwrap();
        assert_eq!(
            e,
            "a tensor of 16 bytes at offset 8 does not fit in its 16-byte storage"
        );
        let e = Buf::new(&mut s, 0, &[1 << 40, 1 << 40], ElemType::F32)
            .err()
            .unwrap();
        assert_eq!(
            e,
            "a tensor of shape [1099511627776, 1099511627776] has more bytes than memory holds"
        );
    }

    #[test]
    fn i1_packs_eight_to_a_byte_and_writes_only_its_bit() {
        // 11 elements in 2 bytes, at an odd offset; the bytes around them stay untouched.
        let mut s = vec![0xa5u8; 5];
        let b = Buf::new(&mut s, 1, &[11], ElemType::Int(1)).unwrap();
        let want = [1, 0, 0, 1, 1, 1, 0, 1, 0, 1, 1];
        for (i, &v) in want.iter().enumerate() {
            b.set(i, v as f64 * 3.0);
        }
        let got: Vec<u8> = (0..11).map(|i| b.get(i) as u8).collect();
        assert_eq!(got, want);
        assert_eq!(s, [0xa5, 0b1011_1001, 0b1010_0110, 0xa5, 0xa5]);
        let e = Buf::new(&mut s, 3, &[17], ElemType::Int(1)).err().unwrap();
        assert_eq!(
            e,
            "a tensor of 3 bytes at offset 3 does not fit in its 5-byte storage"
        );
        // Host tensors hold one byte an element; storage packs them, and back.
        let t = HostTensor {
            dims: vec![11],
            elem: ElemType::Int(1),
            bytes: want.iter().map(|&v| v * 7).collect(),
        };
        assert_eq!(t.storage().as_ref(), &[0b1011_1001, 0b0000_0110]);
        let back = HostTensor::from_storage(&[11], ElemType::Int(1), &[0b1011_1001, 0b1010_0110]);
        assert_eq!(back.bytes, want);
        // Element copies move one bit.
        let mut d = vec![0xffu8; 2];
        let c = Buf::new(&mut d, 0, &[11], ElemType::Int(1)).unwrap();
        let mut s = vec![0b1011_1001u8, 0b0000_0110];
        let b = Buf::new(&mut s, 0, &[11], ElemType::Int(1)).unwrap();
        c.copy_elem(9, &b, 1);
        c.copy_elem(0, &b, 0);
        assert_eq!(d, [0xff, 0b1111_1101]);
    }

    #[test]
    fn load_store_round_trip_and_convert_semantics() {
        let mut b = vec![0u8; 8];
        store(&mut b, ElemType::F32, 1, 1.5);
        assert_eq!(load(&b, ElemType::F32, 1), 1.5);
        store(&mut b, ElemType::Int(32), 0, -2.7);
        assert_eq!(load(&b, ElemType::Int(32), 0), -2.0);
        store(&mut b, ElemType::Int(1), 3, 5.0);
        assert_eq!(load(&b, ElemType::Int(1), 3), 1.0);
        assert_eq!(strides(&[2, 3, 4]), vec![12, 4, 1]);
        let mut idx = vec![0, 2];
        assert!(next_index(&mut idx, &[2, 3]));
        assert_eq!(idx, vec![1, 0]);
    }
}
