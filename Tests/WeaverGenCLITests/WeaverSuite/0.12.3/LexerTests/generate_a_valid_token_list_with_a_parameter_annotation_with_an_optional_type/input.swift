final class Host {
  // weaver: movieID <= UInt?
}
