extension App {
  init(injecting dependencies: AppDependencyResolver) { fatalError() }
}

extension Gallery {
  init(injecting dependencies: GalleryDependencyResolver) { fatalError() }
}
