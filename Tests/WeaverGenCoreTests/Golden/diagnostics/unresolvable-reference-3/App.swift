final class App {
  // weaver: clock <- Clock
  // weaver: home = Home
}
final class Home {
  // weaver: session <- Session
  // weaver: store <- Store
}
protocol Store {}
