/// The error is at the line that asked for bridging; `state`, not bridged, is not blamed.
final class App {
  // weaver: movie = Movie
  // weaver: movie.objc = true
  // weaver: state = State

  init(injecting _: AppDependencyResolver) {}
}

struct Movie {}

enum State { case idle }
