// Starts the server's graph once and serves 300 requests from three clients, each in a task of its
// own, all at once; then a few requests one by one. Prints only what does not depend on the order in
// which the tasks ran, so the output is the same on every run.

let server = Server(injecting: ServerDependencyContainer())
let clients = ["ada", "grace", "linus"]
let paths = ["/books/1", "/search?q=swift", "/books/3", "/search?q=programming"]
let requests = (0..<300).map { Request(client: clients[$0 % clients.count], path: paths[$0 % paths.count]) }

let responses = await withTaskGroup(of: (client: String, response: Response).self) { group in
  for request in requests {
    group.addTask { (request.client, await server.respond(to: request)) }
  }
  var responses: [(client: String, response: Response)] = []
  for await response in group { responses.append(response) }
  return responses
}

print("served \(responses.count) concurrent requests")
let limit = server.dependencies.config.requestLimit
for client in clients {
  let statuses = responses.filter { $0.client == client }.map(\.response.status)
  let answered = statuses.filter { $0 == 200 }.count
  let refused = statuses.filter { $0 == 429 }.count
  print("  \(client): \(answered) answered, \(refused) refused (limit \(limit))")
}
for path in ["/books/2", "/search?q=swift", "/books/9"] {
  let response = await server.respond(to: Request(client: "docs", path: path))
  print("GET \(path) -> \(response.status) \(response.body)")
}
for line in server.dependencies.log.entries {
  print("log: \(line)")
}
