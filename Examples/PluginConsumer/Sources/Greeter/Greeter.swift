import Punctuation

/// The root: a shared clock, and a greeting screen built per name.
final class Greeter {
  // weaver: clock = Clock
  // weaver: greeting = Greeting
  // weaver: greeting.scope = .transient

  let dependencies: GreeterDependencyResolver

  init(injecting dependencies: GreeterDependencyResolver) {
    self.dependencies = dependencies
  }
}

/// One greeting: it takes a name from whoever builds it and the clock from the root.
final class Greeting {
  // weaver: name <= String
  // weaver: clock <- Clock

  let dependencies: GreetingDependencyResolver

  init(injecting dependencies: GreetingDependencyResolver) {
    self.dependencies = dependencies
  }

  var text: String {
    "Good \(dependencies.clock.partOfDay), \(dependencies.name)\(String(cString: greeting_mark()))"
  }
}

/// A fixed clock, so the example prints the same lines every run.
final class Clock: Sendable {
  let partOfDay = "morning"
}
