// What the Weaver test leaves undeclared, declared only so that the generated code can be type-checked.

public protocol APIProtocol {}

public protocol MovieManaging {}

@MainActor open class UIViewController {
  public nonisolated init() {}
}

/// Foundation's `URLSession` is not a builder; this one has the `shared` builder the case names.
public final class URLSession {
  static func shared(_ dependencies: AppDelegateDependencyResolver) -> URLSession { URLSession() }
}
