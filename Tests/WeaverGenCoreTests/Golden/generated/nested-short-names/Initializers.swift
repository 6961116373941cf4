extension Shelf {
  init(injecting dependencies: ShelfDependencyResolver) { fatalError() }
}

extension Shelf.Reader {
  init(injecting dependencies: Shelf_ReaderDependencyResolver) { fatalError() }
}

extension Viewer {
  init(injecting dependencies: ViewerDependencyResolver) { fatalError() }
}
