/// The part of SwiftUI the SwiftUI-shaped fixture app uses, declared as SwiftUI declares it: in
/// another module, its protocols isolated to the main actor. weaver-gen knows these names
/// (`MainActorFrameworkTypes`), not this module.

@MainActor public protocol View {
  var body: String { get }
}

@MainActor public protocol App {
  var scene: String { get }
}
