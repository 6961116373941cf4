#if canImport(Glibc)
import Dispatch
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
  ///   until used, so the resident size does not grow. 32 MB, so that the main heap's first
  ///   extension holds most of a large run's blocks when `adviseHugePages()` advises it: a later
  ///   extension is a new mapping, which does not inherit the advice. With 64 MB it held them all
  ///   (1,900 faults rather than 6,400), but the heaps kept more of what the run freed: peaks of
  ///   96–98 MB, one run in 80 at 104 MB, where 32 MB keeps them at 94–95 MB (stop 65).
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

  /// How many input files make a run large enough for `adviseHugePages()`: the bench app's 6,000
  /// take 22,000 page faults, a 10-file module a few hundred, and the advice costs about a
  /// millisecond (a thread of the pool started early), 8 % of such a module's run.
  static let hugePageFileCount = 1_000

  /// Asks the kernel for transparent huge pages (2 MB) for the heaps a large run allocates from,
  /// in glibc on Linux: elsewhere it does nothing.
  ///
  /// A run touches each page of its heap once, and a fault costs about 2 µs in the virtual
  /// machines CI and the benchmark run on (an exception, the page zeroed, the memory cgroup
  /// charged): the bench app's 22,500 faults were 7 % of its CPU. With the advice it takes about
  /// 6,300, 30–60 ms less CPU and 15–23 ms less wall time in median (100 and 41 alternated pairs),
  /// for 0.4 MB more at the median peak (docs/performance.md, stop 65). Where the system's policy
  /// is `never` the advice is not given; where it is `always`, the pages were huge already.
  ///
  /// glibc applies the same advice itself when started with `GLIBC_TUNABLES=glibc.malloc.hugetlb=1`,
  /// but reads that only as the process starts (and a process that sets it and starts itself again
  /// pays 3.6 ms on every run, stop 60); so the two heaps a run's threads allocate from are advised
  /// here, once each, before the files are read:
  ///
  /// * The main heap, from a block the main thread allocates (it always allocates there) up to the
  ///   program break: the free top of its extension, up to 32 MB (`tune()`), which the run's next
  ///   blocks come from.
  /// * The heap of the threads other than the main one: one 64 MB mapping aligned to its size,
  ///   which glibc makes when the first of them allocates and makes usable as it grows, so that
  ///   advised whole once it stays advised. It is found from a block allocated on a thread of the
  ///   pool that runs the run's tasks, so that the heap advised is the one they use.
  ///
  /// Pages touched before the advice stay small; a heap of a third thread or more (on machines with
  /// more cores) is not advised, and works as before.
  ///
  /// Nothing is advised unless the kernel has free 2 MB blocks for the whole run (`/proc/buddyinfo`):
  /// where the `defrag` policy is `madvise` (this machine's, and most distributions' default), a
  /// fault in an advised region with no free huge page compacts memory on the spot, and a test
  /// program's first run that did so took 200 ms where the next took 8 (stop 53).
  static func adviseHugePages() {
    #if canImport(Glibc)
    // Only glibc lays its heaps out as described above.
    guard dlsym(nil, "gnu_get_libc_version") != nil, kernelHasFreeHugePages() else { return }
    adviseMainHeap()
    let advised = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      adviseThreadHeap()
      advised.signal()
    }
    advised.wait()
    #endif
  }

  #if canImport(Glibc)
  /// How many free 2 MB blocks the kernel must have for `adviseHugePages()`: twice a large run's
  /// heaps (the bench app's peak is under 100 MB).
  private static let requiredFreeHugePages = 128

  /// Whether transparent huge pages are on (`always` or `madvise`) and the kernel's free lists
  /// hold `requiredFreeHugePages`; a system that does not say either way has none.
  private static func kernelHasFreeHugePages() -> Bool {
    let reader = DiskSourceReader()
    guard let policy = try? reader.text(of: "/sys/kernel/mm/transparent_hugepage/enabled"),
      !policy.contains("[never]"), let free = try? reader.text(of: "/proc/buddyinfo")
    else { return false }
    return freeHugePages(inBuddyInfo: free) >= requiredFreeHugePages
  }
  #endif

  /// The free blocks of 2 MB or larger that `/proc/buddyinfo` lists, in 2 MB pages: a block of
  /// order 9 is one page, of order 10 two. Each line gives a zone's free blocks of each order,
  /// from order 0 (4 KB): `Node 0, zone   Normal    333    248 … 7      2     47`.
  static func freeHugePages(inBuddyInfo text: String) -> Int {
    var pages = 0
    for line in DiskSourceReader.lines(of: text) {
      let words = line.split(separator: " ")
      // The zone's name follows `zone`; its counts follow the name.
      guard let zone = words.firstIndex(of: "zone"), zone + 2 <= words.count else { continue }
      for (order, count) in words[(zone + 2)...].enumerated() where order >= 9 {
        pages += (Int(count) ?? 0) << (order - 9)
      }
    }
    return pages
  }

  #if canImport(Glibc)
  /// glibc's `HEAP_MAX_SIZE` on 64-bit systems: the size and alignment of a thread heap.
  private static let heapSize = 64 << 20
  private static let hugePageSize = 2 << 20

  /// Advises the main heap from a block allocated on the main thread (which always allocates
  /// there) up to the break: the heap's free top, which the rest of the run's blocks come from.
  private static func adviseMainHeap() {
    guard let block = malloc(64) else { return }
    defer { free(block) }
    guard let end = sbrk(0) else { return }
    advise(from: Int(bitPattern: block), to: Int(bitPattern: end))
  }

  /// Advises the heap holding a block allocated on this thread, unless it is the main heap.
  private static func adviseThreadHeap() {
    guard let block = malloc(64) else { return }
    defer { free(block) }
    let address = Int(bitPattern: block)
    // A thread may share the main heap, which lies below the break.
    if let heapEnd = sbrk(0), address < Int(bitPattern: heapEnd) { return }
    let base = address & ~(heapSize - 1)
    advise(from: base, to: base + heapSize)
  }

  /// `madvise(MADV_HUGEPAGE)` on the whole huge pages between two addresses; a failure leaves
  /// the pages as they were.
  private static func advise(from start: Int, to end: Int) {
    let first = (start + hugePageSize - 1) & ~(hugePageSize - 1)
    let last = end & ~(hugePageSize - 1)
    guard last > first, let address = UnsafeMutableRawPointer(bitPattern: first) else { return }
    _ = madvise(address, last - first, MADV_HUGEPAGE)
  }
  #endif
}
