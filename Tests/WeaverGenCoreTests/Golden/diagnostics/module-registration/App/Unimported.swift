final class Orphan {
  // weaver: profile = ProfileScreen
  init(injecting dependencies: OrphanDependencyResolver) {}
}
