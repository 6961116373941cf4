final class Root {
  // weaver: a = A
  // weaver: b = B
  // weaver: c = C
}
final class A {
  // weaver: b <- B
}
final class B {
  // weaver: a <- A
}
final class C {
  // weaver: b <- B
}
