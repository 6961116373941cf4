/// The root: a clock, and a greeting built per name.
final class Greeter {
  // weaver: clock = SystemClock <- Clock
  // weaver: greeting = Greeting
  // weaver: greeting.scope = .transient

  let dependencies: GreeterDependencyResolver

  init(injecting dependencies: GreeterDependencyResolver) {
    self.dependencies = dependencies
  }

  func greet(_ names: [String]) -> [String] {
    names.map { dependencies.greeting(name: $0).text }
  }
}

/// One greeting: a name from whoever builds it, the clock from the root.
final class Greeting {
  // weaver: name <= String
  // weaver: clock <- Clock

  let dependencies: GreetingDependencyResolver

  init(injecting dependencies: GreetingDependencyResolver) {
    self.dependencies = dependencies
  }

  var text: String { "Good \(dependencies.clock.partOfDay), \(dependencies.name)!" }
}

protocol Clock: Sendable {
  var partOfDay: String { get }
}

struct SystemClock: Clock {
  var partOfDay: String { "day" }
}
