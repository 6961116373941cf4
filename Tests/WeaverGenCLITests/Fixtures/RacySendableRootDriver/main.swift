let server = Server(injecting: ServerDependencyContainer())
await withTaskGroup(of: Void.self) { group in
  for index in 0..<100 {
    group.addTask { server.dependencies.log.lines.append("request \(index)") }
  }
}
print(server.dependencies.log.lines.count)
