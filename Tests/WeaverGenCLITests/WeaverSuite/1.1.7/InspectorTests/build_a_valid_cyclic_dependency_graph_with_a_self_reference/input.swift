final class API {
  // weaver: api <- APIProtocol
  // weaver: session = Session <- SessionProtocol
  // weaver: session.scope = .container
}

final class Session {
  // weaver: sessionManager = SessionManager <- SessionManagerProtocol
  // weaver: sessionManager.scope = .container
}

final class SessionManager {
  // weaver: api = API <- APIProtocol
  // weaver: api.scope = .weak
}
