/// A reference with a builder, as Weaver 0.11 to 1.x read it: `Gallery` builds `thumbnails` itself
/// by calling the builder with its own resolver, and nothing above provides it.
final class Gallery {
  // weaver: clock <- Clock
  // weaver: thumbnails <- ThumbnailCache
  // weaver: thumbnails.builder = Gallery.makeThumbnails

  let dependencies: GalleryDependencyResolver

  init(injecting dependencies: GalleryDependencyResolver) {
    self.dependencies = dependencies
  }

  static func makeThumbnails(_ dependencies: GalleryDependencyResolver) -> ThumbnailCache {
    ThumbnailCache(clock: dependencies.clock)
  }
}

final class ThumbnailCache {
  let clock: Clock

  init(clock: Clock) {
    self.clock = clock
  }
}
