// Serves 100 requests from concurrent tasks through the server-shaped app's generated containers,
// and checks what they promise across tasks. Compiled with the thread sanitizer too. Prints one
// line per check and exits with status 1 when any fails.

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

print(failures == 0 ? "all checks passed" : "\(failures) checks failed")
if failures > 0 { fatalError("checks failed") }
