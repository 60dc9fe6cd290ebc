// CUDA's built-ins for the host C++ compiler, so the emulated device compiles the very source
// the GPU runs (`prelude.cuh` and the generated kernels) and launches its grids on host
// threads. Generated kernels use only the grid-stride built-ins below: no shared memory, no
// barriers and no warp intrinsics, so a block's threads may run one after the other; a kernel
// that needs `__syncthreads` must add it here as a real barrier first.
#define LT_HOST 1
#include <cmath>
#include <cstring>
#include <thread>
#include <vector>
#include <atomic>

using std::fabs; using std::ldexp; using std::rint; using std::round; using std::trunc;

struct lt_dim3 { unsigned x, y, z; };
static thread_local lt_dim3 threadIdx, blockIdx;
static thread_local lt_dim3 blockDim, gridDim;

#define LT_DEV static inline
#define LT_KERNEL static void
#define LT_CONST static const
#define LT_NAN (__builtin_nan(""))
#define LT_INF (__builtin_inf())
LT_DEV long long lt_bits(double x) { long long b; std::memcpy(&b, &x, 8); return b; }
LT_DEV double lt_from_bits(long long b) { double x; std::memcpy(&x, &b, 8); return x; }
LT_DEV unsigned lt_fbits(float x) { unsigned b; std::memcpy(&b, &x, 4); return b; }
LT_DEV float lt_from_fbits(unsigned b) { float x; std::memcpy(&x, &b, 4); return x; }

// Runs `grid` blocks of `block` threads of `body`, the blocks spread over the host's cores.
template <class F>
static void lt_grid(unsigned grid, unsigned block, const F& body) {
  unsigned workers = std::thread::hardware_concurrency();
  if (workers == 0) workers = 1;
  if (workers > grid) workers = grid;
  std::atomic<unsigned> next(0);
  auto work = [&]() {
    blockDim = {block, 1, 1};
    gridDim = {grid, 1, 1};
    for (unsigned b; (b = next.fetch_add(1)) < grid;) {
      blockIdx = {b, 0, 0};
      for (unsigned t = 0; t < block; t++) {
        threadIdx = {t, 0, 0};
        body();
      }
    }
  };
  std::vector<std::thread> pool;
  for (unsigned w = 1; w < workers; w++) pool.emplace_back(work);
  work();
  for (auto& t : pool) t.join();
}
