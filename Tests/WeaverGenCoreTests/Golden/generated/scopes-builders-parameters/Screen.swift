final class Screen {
  // weaver: clock = Clock
  // weaver: clock.scope = .lazy
  // weaver: cache = ImageCache
  // weaver: cache.scope = .weak
  // weaver: detail = Detail
  // weaver: detail.scope = .transient
  // weaver: detail.builder = Detail.make
  // weaver: badge = Badge
  // weaver: badge.scope = .weak
  // weaver: helper = Helper
}
final class Detail {
  // weaver: id <= Int
  // weaver: title <= String
  // weaver: clock <- Clock
}
final class Badge {
  // weaver: count <= Int
}
final class Helper {
  // weaver: detail <- Detail
  // weaver: cache <- ImageCache
}