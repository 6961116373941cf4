/// The root: a catalog shared by every shelf, and shelves built per topic.
final class Library {
  // weaver: catalog = Catalog
  // weaver: shelf = Shelf
  // weaver: shelf.scope = .transient

  let dependencies: LibraryDependencyResolver

  init(injecting dependencies: LibraryDependencyResolver) {
    self.dependencies = dependencies
  }
}

final class Shelf {
  // weaver: topic <= String
  // weaver: catalog <- Catalog

  let dependencies: ShelfDependencyResolver

  init(injecting dependencies: ShelfDependencyResolver) {
    self.dependencies = dependencies
  }

  var books: [String] { dependencies.catalog.books(about: dependencies.topic) }
}

final class Catalog: Sendable {
  private let books = ["swift": ["The Swift Programming Language"], "graphs": ["Graph Theory", "Networks"]]

  func books(about topic: String) -> [String] { books[topic] ?? [] }
}
