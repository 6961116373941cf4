@globalActor actor DatabaseActor {
  static let shared = DatabaseActor()
}
@DatabaseActor final class Store {
  // weaver: screen = Screen
}
@MainActor final class Screen {}
