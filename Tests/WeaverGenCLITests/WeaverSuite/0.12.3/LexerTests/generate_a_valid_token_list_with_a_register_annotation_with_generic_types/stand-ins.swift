// What the Weaver test leaves undeclared, declared only so that the generated code can be type-checked.

open class APIRequest<Response, Parameters> {
  public init() {}
}

public final class Request<Response, Parameters>: APIRequest<Response, Parameters> {}

public struct T {}

public struct P {}
