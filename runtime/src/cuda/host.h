// CUDA's built-ins for the host C++ compiler, so the emulated device compiles the very source
// the GPU runs (`prelude.cuh` and the generated kernels) and launches its grids on host
// threads. Most kernels use only the grid-stride built-ins, so a block's threads run one after
// the other (`lt_grid`); kernels whose threads share memory and meet at `__syncthreads` run
// each block's threads as fibers on one host thread (`lt_grid_sync`), so the barrier is real:
// every thread of the block reaches it before any goes on. `atomicAdd` on floats is a
// compare-and-swap loop. No warp intrinsics are defined: kernels do not use them.
#define LT_HOST 1
#include <cmath>
#include <cstring>
#include <thread>
#include <vector>
#include <atomic>
#include <ucontext.h>

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
using std::fmaf;
// A block's shared memory: one copy per host thread, which runs one block at a time.
#define __shared__ static thread_local

// Runs `work` on each of the host's cores (at most `grid` of them); `work(next)` takes the
// grid's blocks from `next` until none is left, with blockDim and gridDim set.
template <class W>
static void lt_spread(unsigned grid, unsigned block, const W& work) {
  unsigned workers = std::thread::hardware_concurrency();
  if (workers == 0) workers = 1;
  if (workers > grid) workers = grid;
  std::atomic<unsigned> next(0);
  auto each = [&]() {
    blockDim = {block, 1, 1};
    gridDim = {grid, 1, 1};
    work(next);
  };
  std::vector<std::thread> pool;
  for (unsigned w = 1; w < workers; w++) pool.emplace_back(each);
  each();
  for (auto& t : pool) t.join();
}

// Runs `grid` blocks of `block` threads of `body`, a block's threads one after the other.
template <class F>
static void lt_grid(unsigned grid, unsigned block, const F& body) {
  lt_spread(grid, block, [&](std::atomic<unsigned>& next) {
    for (unsigned b; (b = next.fetch_add(1)) < grid;) {
      blockIdx = {b, 0, 0};
      for (unsigned t = 0; t < block; t++) {
        threadIdx = {t, 0, 0};
        body();
      }
    }
  });
}

// The threads of the block a host thread runs as fibers, in `lt_grid_sync`.
struct lt_team {
  std::vector<ucontext_t> threads;
  std::vector<char> stacks;
  ucontext_t main;
  unsigned n = 0, current = 0;
  void (*run)(const void*) = nullptr;
  const void* body = nullptr;
};
static thread_local lt_team* lt_block = nullptr;
// Bytes of stack per fiber (kernels keep a few small arrays of registers).
static const size_t LT_FIBER_STACK = 64 * 1024;

// A block-wide barrier: the fibers run round robin from one barrier to the next, so when the
// last thread reaches it, every thread has, and the first goes on.
static inline void __syncthreads() {
  lt_team* t = lt_block;
  if (t == nullptr) return;  // a block of one thread, run by `lt_grid`
  unsigned me = t->current, next = me + 1 == t->n ? 0 : me + 1;
  t->current = next;
  threadIdx = {next, 0, 0};
  swapcontext(&t->threads[me], &t->threads[next]);
}

static void lt_fiber() {
  lt_team* t = lt_block;
  t->run(t->body);
  // Threads finish in order, as they reach every barrier: the next one finishes next.
  if (t->current + 1 < t->n) {
    t->current++;
    threadIdx = {t->current, 0, 0};
    setcontext(&t->threads[t->current]);
  }
  setcontext(&t->main);
}

// `lt_grid` for kernels that use `__syncthreads`: each block's threads are fibers on one host
// thread; blocks are spread over the host's cores.
template <class F>
static void lt_grid_sync(unsigned grid, unsigned block, const F& body) {
  lt_spread(grid, block, [&](std::atomic<unsigned>& next) {
    lt_team team;
    team.n = block;
    team.threads.resize(block);
    team.stacks.resize(block * LT_FIBER_STACK);
    team.run = [](const void* b) { (*(const F*)b)(); };
    team.body = &body;
    lt_block = &team;
    for (unsigned b; (b = next.fetch_add(1)) < grid;) {
      blockIdx = {b, 0, 0};
      for (unsigned t = 0; t < block; t++) {
        ucontext_t& c = team.threads[t];
        getcontext(&c);
        c.uc_stack.ss_sp = team.stacks.data() + (size_t)t * LT_FIBER_STACK;
        c.uc_stack.ss_size = LT_FIBER_STACK;
        c.uc_link = nullptr;
        makecontext(&c, lt_fiber, 0);
      }
      team.current = 0;
      threadIdx = {0, 0, 0};
      swapcontext(&team.main, &team.threads[0]);
    }
    lt_block = nullptr;
  });
}

// CUDA's atomicAdd on a float: a compare-and-swap loop on its bits.
static inline float atomicAdd(float* p, float v) {
  unsigned* bits = (unsigned*)p;
  unsigned old = __atomic_load_n(bits, __ATOMIC_RELAXED), next;
  do {
    next = lt_fbits(lt_from_fbits(old) + v);
  } while (!__atomic_compare_exchange_n(bits, &old, next, true, __ATOMIC_RELAXED, __ATOMIC_RELAXED));
  return lt_from_fbits(old);
}
