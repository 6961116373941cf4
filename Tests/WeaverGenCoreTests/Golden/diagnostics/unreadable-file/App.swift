final class Latin {
  // weaver: name = Café
}
