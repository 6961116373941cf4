import Foundation

// Serves 100 requests from concurrent tasks through the server-shaped app's generated containers,
// reads its cached values from 16 threads at once, and checks what they promise across tasks and
// threads. Compiled with the thread sanitizer too. Prints one line per check and exits with status
// 1 when any fails.

nonisolated(unsafe) var failures = 0

nonisolated func check(_ condition: Bool, _ message: String) {
  print(condition ? "ok: \(message)" : "FAIL: \(message)")
  if !condition { failures += 1 }
}

let app = Application(injecting: ApplicationDependencyContainer())
check(Database.opened.count == 0, "the lazy database is not opened with the root")
let replies = await withTaskGroup(of: String.self) { group in
  for index in 0..<100 {
    group.addTask {
      _ = app.dependencies.cache
      return await app.dependencies.handler(request: Request(path: "/\(index)")).handle()
    }
  }
  var replies: [String] = []
  for await reply in group { replies.append(reply) }
  return replies
}
check(replies.count == 100 && Set(replies).count == 100, "100 concurrent requests were served")
check(Database.opened.count == 1, "the lazy database was opened once under contention")
let paths = await app.dependencies.metrics.paths
check(paths.count == 100, "the actor recorded every request")
check(
  app.dependencies.handler(request: Request(path: "/a")) !== app.dependencies.handler(request: Request(path: "/b")),
  "a transient handler is built per request")

/// Runs `body` on `count` new threads that each wait, behind a barrier, until all of them are
/// running, so that their reads overlap (a task group on two cores runs on two threads). Returns
/// how many distinct threads ran `body`.
nonisolated func runTogether(threads count: Int, _ body: @escaping @Sendable () -> Void) -> Int {
  let barrier = NSCondition()
  nonisolated(unsafe) var arrived: [ObjectIdentifier] = []
  let finished = DispatchSemaphore(value: 0)
  for _ in 0..<count {
    Thread {
      barrier.lock()
      arrived.append(ObjectIdentifier(Thread.current))
      barrier.broadcast()
      while arrived.count < count { barrier.wait() }
      barrier.unlock()
      body()
      finished.signal()
    }.start()
  }
  for _ in 0..<count { finished.wait() }
  return Set(arrived).count
}

/// A fresh root read from 16 threads at once: its `.lazy` and `.weak` values are built once.
let fresh = Application(injecting: ApplicationDependencyContainer())
let openedBefore = Database.opened.count
let identities = Mutex<Set<ObjectIdentifier>>([])
let held = Mutex<[AnyObject]>([])
let threads = runTogether(threads: 16) {
  var seen: [AnyObject] = []
  for _ in 0..<500 {
    seen.append(fresh.dependencies.database)
    seen.append(fresh.dependencies.cache)
  }
  identities.withLock { $0.formUnion(seen.map(ObjectIdentifier.init)) }
  held.withLock { $0 += seen }
}
check(threads == 16, "\(threads) distinct threads read at once")
check(Database.opened.count == openedBefore + 1, "the lazy database was built once by 16 threads")
check(identities.withLock { $0.count } == 2, "16 threads reading 2 cached registrations saw 2 instances")

print(failures == 0 ? "all checks passed" : "\(failures) checks failed")
if failures > 0 { fatalError("checks failed") }

/// A value behind a lock, for the checks' own bookkeeping across threads.
nonisolated final class Mutex<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&value)
  }
}
