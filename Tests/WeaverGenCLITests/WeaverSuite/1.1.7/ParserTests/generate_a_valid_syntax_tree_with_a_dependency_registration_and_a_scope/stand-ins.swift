// What the Weaver test leaves undeclared, declared only so that the generated code can be type-checked.

public final class API {
  public init() {}
}

public protocol APIProtocol {}

extension API: APIProtocol {}
