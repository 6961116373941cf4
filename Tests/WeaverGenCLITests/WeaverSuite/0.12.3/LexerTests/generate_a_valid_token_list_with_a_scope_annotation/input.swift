final class Host {
  // weaver: api = API
  // weaver: api.scope = .graph
}
