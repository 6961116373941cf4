final class Host {
  // weaver: api = API <- APIProtocol
}
