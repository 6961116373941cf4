// What the Weaver test leaves undeclared, declared only so that the generated code can be type-checked.

public protocol APIProtocol {}

extension API: APIProtocol {
  static func make(_ dependencies: APIDependencyResolver) -> APIProtocol { API() }
}
