final class Legacy {
  // weaver: movie = Movie
}
extension Legacy: LegacyObjCDependencyInjectable {}
struct Movie {}
