import Testing

@testable import Greetings

struct MorningClock: Clock {
  var partOfDay: String { "morning" }
}

/// A greeting given only what it reads, through the double the plugin generated.
@Test func aGreetingSaysThePartOfDayAndTheName() {
  let greeting = Greeting(injecting: GreetingDependencyResolverDouble(name: "Ada", clock: MorningClock()))

  #expect(greeting.text == "Good morning, Ada!")
}

/// The root given a double whose `greeting(name:)` is a closure: each call is recorded.
@Test func theGreeterAsksForOneGreetingPerName() {
  let double = GreeterDependencyResolverDouble(greeting: { name in
    Greeting(injecting: GreetingDependencyResolverDouble(name: name, clock: MorningClock()))
  })

  #expect(Greeter(injecting: double).greet(["Ada", "Grace"]) == ["Good morning, Ada!", "Good morning, Grace!"])
  #expect(double.greetingCalls == ["Ada", "Grace"])
}

/// The real graph with the root's clock swapped: each greeting, built below the root as in the
/// library, reads the replacement.
@Test func theRealGraphWithTheClockSwapped() {
  let container = GreeterDependencyContainer.Overriding(overriding: .init(clock: { MorningClock() }))

  #expect(Greeter(injecting: container).greet(["Ada"]) == ["Good morning, Ada!"])
  #expect(Greeter(injecting: GreeterDependencyContainer()).greet(["Ada"]) == ["Good day, Ada!"])
}
