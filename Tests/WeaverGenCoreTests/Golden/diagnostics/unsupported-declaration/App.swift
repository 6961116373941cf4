enum Namespace {
  // weaver: inEnum = Home
}
