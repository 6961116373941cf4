#if canImport(Glibc)
import Glibc
#endif

/// The C library's allocator, told what a run of weaver-gen does: it allocates on every core and
/// frees its tables stage by stage (docs/performance.md, "Under 100 MB" and stop 32). Only glibc's
/// policies are set; other C libraries keep theirs. Its functions are looked up rather than
/// called: Swift's Glibc module leaves out `malloc.h`.
enum Allocator {
  /// Sets four of glibc's allocator policies for a run that allocates on every core and frees its
  /// tables stage by stage (docs/performance.md, "Under 100 MB").
  ///
  /// * The threshold above which an allocation gets a mapping of its own stays at its initial
  ///   128 KiB. Left to itself, glibc raises it each time such a block is freed (up to 32 MB), so
  ///   after the file summaries and planning's tables are freed, later large arrays come from the
  ///   heaps of the threads that made them, which keep the space they free: 3 MB more at the peak
  ///   of the benchmark's 10,000-type app.
  /// * At most one heap per core, where glibc allows eight: the work runs on one thread per core,
  ///   and a heap made for one more thread (one that frees a table in the background) keeps its
  ///   freed space apart from the others: the median peak 1–2 MB higher, and more runs 10 MB
  ///   higher, depending on how the threads happened to overlap.
  /// * The heaps grow 32 MB beyond what they need at a time, where glibc's default is 128 KiB:
  ///   the bench app's main heap grew in 390 calls to `brk`, each made holding the heap's lock;
  ///   padded by 16 MB, in 10 (and the other heaps' `mprotect` calls fell from 4,400 to 1,600),
  ///   runs 3–13 ms faster (docs/performance.md, stop 35). The padding's pages are not touched
  ///   until used, so the resident size does not grow. 32 MB since stop 65, when it also served
  ///   huge pages (since removed, stop 67); with 64 MB the heaps kept more of what the run freed:
  ///   peaks of 96–98 MB, one run in 80 at 104 MB, where 32 MB keeps them at 94–95 MB.
  /// * No fast bins (`M_MXFAST` 0): freed small blocks go to the per-thread caches, then back into
  ///   the heap, instead of piling up in lists that the first larger request after a stage's tables
  ///   are freed sorts out all at once, holding the heap's lock: 2–4 ms on one core, the other
  ///   waiting, after the file summaries and again after the planner's tables. Three alternated
  ///   sets on the bench app: 1, 5 and 13 ms faster, at the same peak (docs/performance.md, stop 50).
  ///
  /// The first two do not change the run's time.
  static func tune() {
    #if canImport(Glibc)
    typealias Mallopt = @convention(c) (_ parameter: Int32, _ value: Int32) -> Int32
    let mmapThreshold: Int32 = -3  // M_MMAP_THRESHOLD in malloc.h
    let arenaMaximum: Int32 = -8  // M_ARENA_MAX
    let topPad: Int32 = -2  // M_TOP_PAD
    let fastBinMaximum: Int32 = 1  // M_MXFAST
    guard let symbol = dlsym(nil, "mallopt") else { return }
    let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
    _ = mallopt(mmapThreshold, 128 * 1024)
    _ = mallopt(arenaMaximum, Int32(clamping: max(sysconf(Int32(_SC_NPROCESSORS_ONLN)), 1)))
    _ = mallopt(topPad, 32 << 20)
    _ = mallopt(fastBinMaximum, 0)
    #endif
  }
}
