let library = Library(injecting: LibraryDependencyContainer())
for topic in ["graphs", "swift"] {
  print("\(topic): \(library.dependencies.shelf(topic: topic).books.joined(separator: ", "))")
}
