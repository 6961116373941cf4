// What the Weaver test leaves undeclared, declared only so that the generated code can be type-checked.

public final class P {
  public init() {}
}

public final class Request<G0, G1> {
  public init() {}
}

public final class T {
  public init() {}
}
