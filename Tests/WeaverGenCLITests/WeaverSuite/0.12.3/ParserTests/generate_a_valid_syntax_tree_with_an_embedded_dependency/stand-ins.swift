// What the Weaver test leaves undeclared, declared only so that the generated code can be type-checked.

public final class Session {
  public init() {}
}

public protocol SessionProtocol {}

extension Session: SessionProtocol {}
