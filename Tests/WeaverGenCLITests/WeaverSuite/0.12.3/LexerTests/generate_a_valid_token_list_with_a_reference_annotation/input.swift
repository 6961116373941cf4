public final class Host {
  // weaver: api <- APIProtocol
}
