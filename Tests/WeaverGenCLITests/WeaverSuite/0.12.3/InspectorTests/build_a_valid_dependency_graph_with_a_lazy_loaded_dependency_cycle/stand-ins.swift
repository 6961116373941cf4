// What the Weaver test leaves undeclared, declared only so that the generated code can be type-checked.

public protocol APIProtocol {}

public protocol SessionManagerProtocol {}

public protocol SessionProtocol {}

extension API: APIProtocol {}
extension Session: SessionProtocol {}
extension SessionManager: SessionManagerProtocol {}
