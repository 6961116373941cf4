final class App {
  // weaver: clock = Clock
  // weaver: gallery = Gallery
}
final class Gallery {
  // weaver: clock <- Clock
  // weaver: thumbnails <- ThumbnailCache
  // weaver: thumbnails.builder = Gallery.makeThumbnails
}
final class Clock {}
