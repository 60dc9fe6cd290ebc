// lowtide's CUDA C prelude: the helpers every generated kernel uses. It compiles both with
// NVRTC (for the GPU) and with the host C++ compiler after `host.h` (the emulated device), so
// it uses only C arithmetic, the CUDA math functions that the C library also has, and no
// CUDA headers.
//
// Values travel as double, as on the CPU reference device (`runtime/src/scalar.rs`): loads
// widen an element to double, stores round or wrap it back exactly as the CPU device's
// `tensor::store` does, and `lt_rnd_*` is a store followed by a load (what a fused body does
// to every intermediate value).

typedef unsigned long long u64;
typedef long long i64;
typedef unsigned int u32;
typedef int i32;
typedef unsigned short u16;
typedef short i16;
typedef unsigned char u8;
typedef signed char i8;

#ifndef LT_HOST
#define LT_DEV __device__ __forceinline__
#define LT_KERNEL extern "C" __global__ void __launch_bounds__(256)
#define LT_NAN __longlong_as_double(0x7ff8000000000000LL)
#define LT_INF __longlong_as_double(0x7ff0000000000000LL)
#define LT_CONST __device__ const
LT_DEV i64 lt_bits(double x) { return __double_as_longlong(x); }
LT_DEV double lt_from_bits(i64 b) { return __longlong_as_double(b); }
LT_DEV u32 lt_fbits(float x) { return (u32)__float_as_int(x); }
LT_DEV float lt_from_fbits(u32 b) { return __int_as_float((int)b); }
#endif

// The first index a thread handles, and the stride between its indices.
#define LT_FIRST ((u64)blockIdx.x * blockDim.x + threadIdx.x)
#define LT_STRIDE ((u64)blockDim.x * gridDim.x)

LT_DEV bool lt_isnan(double x) { return x != x; }
LT_DEV bool lt_isinf(double x) { return x == LT_INF || x == -LT_INF; }

// Rust's `as i64` / `as u64` from a double: truncation, saturating, NaN to 0.
LT_DEV i64 lt_f2i(double v) {
  if (lt_isnan(v)) return 0;
  if (v >= 9223372036854775807.0) return (i64)0x7fffffffffffffffLL;
  if (v <= -9223372036854775808.0) return (i64)(-0x7fffffffffffffffLL - 1);
  return (i64)v;
}
LT_DEV u64 lt_f2u(double v) {
  if (lt_isnan(v) || v <= 0.0) return 0;
  if (v >= 18446744073709551615.0) return 0xffffffffffffffffULL;
  return (u64)v;
}

// Element loads (index i of a tensor at p) and stores.
LT_DEV double ld_f32(const char* p, u64 i) { return (double)((const float*)p)[i]; }
LT_DEV double ld_f64(const char* p, u64 i) { return ((const double*)p)[i]; }
LT_DEV double ld_i1(const char* p, u64 i) { return (double)((((const u8*)p)[i >> 3] >> (i & 7)) & 1); }
LT_DEV double ld_i8(const char* p, u64 i) { return (double)((const i8*)p)[i]; }
LT_DEV double ld_u8(const char* p, u64 i) { return (double)((const u8*)p)[i]; }
LT_DEV double ld_i16(const char* p, u64 i) { return (double)((const i16*)p)[i]; }
LT_DEV double ld_u16(const char* p, u64 i) { return (double)((const u16*)p)[i]; }
LT_DEV double ld_i32(const char* p, u64 i) { return (double)((const i32*)p)[i]; }
LT_DEV double ld_u32(const char* p, u64 i) { return (double)((const u32*)p)[i]; }
LT_DEV double ld_i64(const char* p, u64 i) { return (double)((const i64*)p)[i]; }
LT_DEV double ld_u64(const char* p, u64 i) { return (double)((const u64*)p)[i]; }
LT_DEV double ld_bf16(const char* p, u64 i) {
  return (double)lt_from_fbits(((u32)((const u16*)p)[i]) << 16);
}
LT_DEV double lt_f16_value(u16 h) {
  double sign = (h & 0x8000) ? -1.0 : 1.0;
  int e = (h >> 10) & 0x1f;
  double m = (double)(h & 0x3ff);
  if (e == 0) return sign * m * 5.9604644775390625e-08;  // 2^-24
  if (e == 31) return m == 0.0 ? sign * LT_INF : LT_NAN;
  return sign * (1024.0 + m) * ldexp(1.0, e - 25);
}
LT_DEV double ld_f16(const char* p, u64 i) { return lt_f16_value(((const u16*)p)[i]); }

LT_DEV void st_f32(char* p, u64 i, double v) { ((float*)p)[i] = (float)v; }
LT_DEV void st_f64(char* p, u64 i, double v) { ((double*)p)[i] = v; }
// One thread writes all eight bits of a byte (kernels with an i1 result give each thread
// eight elements), so a read-modify-write of the byte is safe.
LT_DEV void st_i1(char* p, u64 i, double v) {
  u8* b = (u8*)p + (i >> 3);
  u8 bit = (u8)(1u << (i & 7));
  *b = (u8)(v != 0.0 ? (*b | bit) : (*b & ~bit));
}
LT_DEV void st_i8(char* p, u64 i, double v) { ((u8*)p)[i] = (u8)(u64)lt_f2i(v); }
LT_DEV void st_u8(char* p, u64 i, double v) { ((u8*)p)[i] = (u8)(u64)lt_f2i(v); }
LT_DEV void st_i16(char* p, u64 i, double v) { ((u16*)p)[i] = (u16)(u64)lt_f2i(v); }
LT_DEV void st_u16(char* p, u64 i, double v) { ((u16*)p)[i] = (u16)(u64)lt_f2i(v); }
LT_DEV void st_i32(char* p, u64 i, double v) { ((u32*)p)[i] = (u32)(u64)lt_f2i(v); }
LT_DEV void st_u32(char* p, u64 i, double v) { ((u32*)p)[i] = (u32)(u64)lt_f2i(v); }
LT_DEV void st_i64(char* p, u64 i, double v) { ((i64*)p)[i] = lt_f2i(v); }
LT_DEV void st_u64(char* p, u64 i, double v) { ((u64*)p)[i] = lt_f2u(v); }
LT_DEV u16 lt_bf16_bits(double v) {
  u32 bits = lt_fbits((float)v);
  return (u16)((bits + 0x7fffu + ((bits >> 16) & 1u)) >> 16);
}
LT_DEV void st_bf16(char* p, u64 i, double v) { ((u16*)p)[i] = lt_bf16_bits(v); }
LT_DEV u16 lt_f16_bits(double v) {
  u16 sign = (lt_bits(v) < 0) ? 0x8000 : 0;
  double a = fabs(v);
  if (lt_isnan(a)) return sign | 0x7e00;
  if (a < 6.103515625e-05) return sign | (u16)rint(a * 16777216.0);  // below 2^-14
  int e = (int)((lt_bits(a) >> 52) & 0x7ff) - 1023;
  double m = rint(a * ldexp(1.0, 10 - e)) - 1024.0;
  if (m >= 1024.0) { e += 1; m = 0.0; }
  if (e > 15) return sign | 0x7c00;
  return sign | (u16)((e + 15) << 10) | (u16)m;
}
LT_DEV void st_f16(char* p, u64 i, double v) { ((u16*)p)[i] = lt_f16_bits(v); }

// A value rounded to an element type, as storing and loading it would.
LT_DEV double rnd_f32(double v) { return (double)(float)v; }
LT_DEV double rnd_f64(double v) { return v; }
LT_DEV double rnd_i1(double v) { return v != 0.0 ? 1.0 : 0.0; }
LT_DEV double rnd_i8(double v) { return (double)(i8)(u8)(u64)lt_f2i(v); }
LT_DEV double rnd_u8(double v) { return (double)(u8)(u64)lt_f2i(v); }
LT_DEV double rnd_i16(double v) { return (double)(i16)(u16)(u64)lt_f2i(v); }
LT_DEV double rnd_u16(double v) { return (double)(u16)(u64)lt_f2i(v); }
LT_DEV double rnd_i32(double v) { return (double)(i32)(u32)(u64)lt_f2i(v); }
LT_DEV double rnd_u32(double v) { return (double)(u32)(u64)lt_f2i(v); }
LT_DEV double rnd_i64(double v) { return (double)lt_f2i(v); }
LT_DEV double rnd_u64(double v) { return (double)lt_f2u(v); }
LT_DEV double rnd_bf16(double v) { return (double)lt_from_fbits(((u32)lt_bf16_bits(v)) << 16); }
LT_DEV double rnd_f16(double v) { return lt_f16_value(lt_f16_bits(v)); }

// Integer value `v` wrapped to `bits` bits, signed or not (scalar.rs `wrap32`).
LT_DEV double lt_wrap(i64 v, int bits, bool uns) {
  u64 low = bits >= 64 ? (u64)v : ((u64)v & ((1ULL << bits) - 1));
  if (uns) return (double)low;
  if (bits >= 64) return (double)(i64)low;
  return (double)(((i64)(low << (64 - bits))) >> (64 - bits));
}

// Elementwise ops whose semantics take more than an expression (scalar.rs `eval`).
LT_DEV double lt_max(double x, double y) { return (lt_isnan(x) || lt_isnan(y)) ? LT_NAN : (x > y ? x : y); }
LT_DEV double lt_min(double x, double y) { return (lt_isnan(x) || lt_isnan(y)) ? LT_NAN : (x < y ? x : y); }
LT_DEV double lt_imul(double x, double y, int bits, bool uns) {
  i64 p = (i64)((u64)lt_f2i(x) * (u64)lt_f2i(y));
  return bits <= 32 ? lt_wrap(p, bits, uns) : (double)p;
}
LT_DEV double lt_idiv(double x, double y) {
  i64 a = lt_f2i(x), b = lt_f2i(y);
  if (b == 0) return -1.0;
  if (b == -1) return (double)(i64)(0 - (u64)a);
  return (double)(a / b);
}
LT_DEV double lt_irem(double x, double y) {
  i64 a = lt_f2i(x), b = lt_f2i(y);
  if (b == 0) return x;
  if (b == -1) return 0.0;
  return (double)(a % b);
}
LT_DEV double lt_ipow(double x, double y) {
  i64 a = lt_f2i(x), b = lt_f2i(y);
  if (b < 0) return a == 1 ? 1.0 : 0.0;
  u64 r = 1, base = (u64)a;
  u64 e = (u64)b > 0xffffffffULL ? 0xffffffffULL : (u64)b;
  while (e) { if (e & 1) r *= base; base *= base; e >>= 1; }
  return (double)(i64)r;
}
LT_DEV u64 lt_mask(int bits) { return bits >= 64 ? 0xffffffffffffffffULL : ((1ULL << bits) - 1); }
LT_DEV double lt_shl(double x, double y, int bits) {
  i64 s = lt_f2i(y);
  if ((u64)s >= (u64)bits) return 0.0;
  return (double)(i64)((u64)lt_f2i(x) << s);
}
LT_DEV double lt_shra(double x, double y) {
  i64 s = lt_f2i(y);
  s = s < 0 ? 0 : (s > 63 ? 63 : s);
  return (double)(lt_f2i(x) >> s);
}
LT_DEV double lt_shrl(double x, double y, int bits) {
  i64 s = lt_f2i(y);
  if ((u64)s >= (u64)bits) return 0.0;
  return (double)(((u64)lt_f2i(x) & lt_mask(bits)) >> s);
}
LT_DEV double lt_popcnt(double x, int bits) {
  u64 v = (u64)lt_f2i(x) & lt_mask(bits);
  int n = 0;
  while (v) { n += (int)(v & 1); v >>= 1; }
  return (double)n;
}
LT_DEV double lt_clz(double x, int bits) {
  u64 v = (u64)lt_f2i(x) & lt_mask(bits);
  int n = 64;
  while (v) { n -= 1; v >>= 1; }
  return (double)(n - (64 - bits));
}
LT_DEV double lt_sign(double x) { return lt_isnan(x) ? LT_NAN : (x > 0.0 ? 1.0 : (x < 0.0 ? -1.0 : 0.0)); }
LT_DEV double lt_b(bool b) { return b ? 1.0 : 0.0; }
// IEEE 754 totalOrder on doubles: -1, 0 or 1 (Rust's `f64::total_cmp`).
LT_DEV int lt_total_cmp(double x, double y) {
  i64 a = lt_bits(x), b = lt_bits(y);
  a ^= (i64)(((u64)(a >> 63)) >> 1);
  b ^= (i64)(((u64)(b >> 63)) >> 1);
  return a < b ? -1 : (a > b ? 1 : 0);
}
// `convert` from a float to an integer type with range [lo, hi]: truncate and saturate.
LT_DEV double lt_cvt_int(double v, double lo, double hi) {
  if (lt_isnan(v)) return 0.0;
  v = trunc(v);
  return v < lo ? lo : (v > hi ? hi : v);
}
LT_DEV double lt_round_afz(double x) { return round(x); }
LT_DEV double lt_reduce_precision(double x, int ebits, int mbits) {
  float f = (float)x;
  if (f != f) return x;
  u32 bits = lt_fbits(f);
  if (mbits < 23) {
    u32 drop = 23 - mbits, half = 1u << (drop - 1), last = (bits >> drop) & 1u;
    bits = (bits + (half - 1 + last)) & ~((1u << drop) - 1);
  }
  if (ebits < 8) {
    int bias = (1 << (ebits - 1)) - 1;
    int exp = (int)((bits >> 23) & 0xff) - 127;
    u32 sign = bits & 0x80000000u;
    if (exp > bias) bits = sign | 0x7f800000u;
    else if (exp <= -bias) bits = sign;
  }
  return (double)lt_from_fbits(bits);
}

// Raw copies of element j of src to element i of dst, by width (bits for i1).
LT_DEV void cp_b1(char* d, u64 i, const char* s, u64 j) { st_i1(d, i, ld_i1(s, j)); }
LT_DEV void cp_w8(char* d, u64 i, const char* s, u64 j) { ((u8*)d)[i] = ((const u8*)s)[j]; }
LT_DEV void cp_w16(char* d, u64 i, const char* s, u64 j) { ((u16*)d)[i] = ((const u16*)s)[j]; }
LT_DEV void cp_w32(char* d, u64 i, const char* s, u64 j) { ((u32*)d)[i] = ((const u32*)s)[j]; }
LT_DEV void cp_w64(char* d, u64 i, const char* s, u64 j) { ((u64*)d)[i] = ((const u64*)s)[j]; }

// The special functions of scalar.rs, in the same arithmetic.
LT_DEV double lt_erf_inv(double y) {
  if (lt_isnan(y) || fabs(y) > 1.0) return LT_NAN;
  if (fabs(y) == 1.0) return y * LT_INF;
  double w = -log((1.0 - y) * (1.0 + y));
  double x;
  if (w < 5.0) {
    w = w - 2.5;
    const double c[9] = {2.81022636e-08, 3.43273939e-07, -3.5233877e-06, -4.39150654e-06,
                         0.00021858087, -0.00125372503, -0.00417768164, 0.246640727, 1.50140941};
    double p = 0.0;
    for (int k = 0; k < 9; k++) p = p * w + c[k];
    x = p * y;
  } else {
    w = sqrt(w) - 3.0;
    const double c[9] = {-0.000200214257, 0.000100950558, 0.00134934322, -0.00367342844,
                         0.00573950773, -0.0076224613, 0.00943887047, 1.00167406, 2.83297682};
    double p = 0.0;
    for (int k = 0; k < 9; k++) p = p * w + c[k];
    x = p * y;
  }
  for (int k = 0; k < 2; k++) {
    double e = erf(x) - y;
    x -= e / (1.1283791670955126 * exp(-x * x));
  }
  return x;
}
LT_DEV double lt_digamma(double x) {
  if (lt_isnan(x) || x == -LT_INF) return LT_NAN;
  if (x <= 0.0 && x == floor(x)) return LT_NAN;
  double acc = 0.0;
  if (x < 0.5) {
    // Reflection: digamma(x) = digamma(1 - x) - pi / tan(pi x).
    acc = -3.141592653589793 / tan(3.141592653589793 * x);
    x = 1.0 - x;
  }
  double r0 = 0.0;
  while (x < 10.0) { r0 -= 1.0 / x; x += 1.0; }
  double r = 1.0 / (x * x);
  double series = r * (1.0 / 12.0 - r * (1.0 / 120.0 - r * (1.0 / 252.0 - r * (1.0 / 240.0 - r / 132.0))));
  return (r0 + log(x) - 0.5 / x - series) + acc;
}
// chlo.next_after on f32 (`f32` true) or f64 values.
LT_DEV double lt_next_after(double x, double y, bool f32) {
  if (lt_isnan(x) || lt_isnan(y)) return LT_NAN;
  if (x == y) return y;
  bool up = y > x;
  if (f32) {
    float f = (float)x;
    if (f == 0.0f) return (double)lt_from_fbits(up ? 1u : 0x80000001u);
    bool away = (f > 0.0f) == up;
    u32 b = lt_fbits(f);
    return (double)lt_from_fbits(away ? b + 1 : b - 1);
  }
  if (x == 0.0) return lt_from_bits(up ? 1LL : (i64)0x8000000000000001ULL);
  bool away = (x > 0.0) == up;
  i64 b = lt_bits(x);
  return lt_from_bits(away ? b + 1 : b - 1);
}
