final class Root {
  // weaver: clock = Clock
  // weaver: middle = Middle
  // weaver: url = Link
  // weaver: Url = Link
  // weaver: `self` = Gauge
  // weaver: `self`.scope = .transient
  // weaver: `self`.builder = Root.makeGauge
  // weaver: keeper = Keeper
  // weaver: keeper.scope = .transient
}
final class Middle {
  // weaver: clock = Timer
  // weaver: _clock = Timer
  // weaver: leaf = Leaf
}
final class Leaf {
  // weaver: clock <- Clock
}
final class Gauge {
  // weaver: `self` <= Int
  // weaver: make <= Int
}
final class Keeper {
  // weaver: `self` <- Gauge
  // weaver: gauge = Gauge
  // weaver: gauge.scope = .transient
  // weaver: panel = Panel
  // weaver: panel.scope = .transient
}
final class Panel {
  // weaver: gauge <- Gauge
}