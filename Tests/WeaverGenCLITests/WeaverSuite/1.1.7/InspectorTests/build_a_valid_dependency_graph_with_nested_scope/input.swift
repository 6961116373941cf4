enum Parent {
  enum Another {
    final class API {
      // weaver: urlProvider <- URLProvider
    }
  }
}

final class URLProvider {}

final class Session {
  // weaver: sessionManager = SessionManager <- SessionManagerProtocol
  // weaver: sessionManager.scope = .container

  // weaver: urlProvider = URLProvider
  // weaver: urlProvider.scope = .transient
}

final class SessionManager {
  // weaver: api = Parent.Another.API <- APIProtocol
  // weaver: api.scope = .container
}
