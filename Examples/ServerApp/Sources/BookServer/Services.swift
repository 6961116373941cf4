import Synchronization

/// A book the server knows.
struct Book: Sendable {
  let id: Int
  let title: String
}

/// The books the server serves. Built with the server and only read afterwards: a `Sendable` value
/// that every request shares without a lock.
struct Catalog: Sendable {
  let books = [
    Book(id: 1, title: "The Swift Programming Language"),
    Book(id: 2, title: "Structure and Interpretation of Computer Programs"),
    Book(id: 3, title: "Concurrency in Swift"),
    Book(id: 4, title: "Programming Pearls"),
  ]

  func book(id: Int) -> Book? {
    books.first { $0.id == id }
  }
}

/// The books whose titles contain each word. Building it reads the whole catalog, so it is `.lazy`:
/// the server starts without it, the first search builds it, and requests that arrive together still
/// build it once (its generated box is locked, because the root that keeps it is `Sendable`). Never
/// changed once built, so `Sendable` and shared by every request.
final class SearchIndex: Sendable {
  // weaver: catalog <- Catalog
  // weaver: log <- Log

  private let catalog: Catalog
  private let bookIDsByWord: [String: [Int]]

  init(injecting dependencies: SearchIndexDependencyResolver) {
    catalog = dependencies.catalog
    var index: [String: [Int]] = [:]
    for book in catalog.books {
      for word in Set(book.title.lowercased().split(separator: " ").map(String.init)) {
        index[word, default: []].append(book.id)
      }
    }
    bookIDsByWord = index
    dependencies.log.write("indexed \(catalog.books.count) books under \(index.count) words")
  }

  /// The books whose titles contain `word`, in catalog order.
  func books(matching word: String) -> [Book] {
    (bookIDsByWord[word.lowercased()] ?? []).compactMap(catalog.book(id:))
  }
}

/// Where the server writes what happened. Request tasks write to it at the same time, so its lines
/// sit behind a `Mutex`, which makes it `Sendable` without `@unchecked`.
final class Log: Sendable {
  private let lines = Mutex<[String]>([])

  func write(_ line: String) {
    lines.withLock { $0.append(line) }
  }

  /// Everything written so far, in order.
  var entries: [String] {
    lines.withLock { $0 }
  }
}
