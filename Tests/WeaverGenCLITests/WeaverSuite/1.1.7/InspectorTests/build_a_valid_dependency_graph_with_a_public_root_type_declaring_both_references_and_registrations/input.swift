public class Root {

  // weaver: a = A
  // weaver: a.scope = .container
  // weaver: b = B
  // weaver: b.scope = .container
  // weaver: c = C
  // weaver: c.scope = .container
}

public class A {}

public class B {}

public class C {

  // weaver: a <- A
  // weaver: b <- B
}
