// What the Weaver test leaves undeclared, declared only so that the generated code can be type-checked.

public protocol APIProtocol {}

public protocol RouterProtocol {}

public protocol SessionManagerProtocol {}

extension API: APIProtocol {}
extension Router: RouterProtocol {}
extension SessionManager: SessionManagerProtocol {}
