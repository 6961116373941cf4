final class API {
  // weaver: session = Session <- SessionProtocol
  // weaver: session.scope = .container
}

final class Session {
  // weaver: sessionManager = SessionManager <- SessionManagerProtocol
  // weaver: sessionManager.scope = .container

  // weaver: sessionManager1 = SessionManager <- SessionManagerProtocol
  // weaver: sessionManager1.scope = .container
}

final class SessionManager {
  // weaver: api = API <- APIProtocol
  // weaver: api.scope = .weak
}
