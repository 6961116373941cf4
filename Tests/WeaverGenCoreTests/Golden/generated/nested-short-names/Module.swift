// Types named by their short names inside the type that declares them mean what Swift reads
// there: `Label` in `Shelf` is `Shelf.Label`. The generated code, at file scope, spells each with
// its path, and a reference elsewhere that writes the path matches the registration.
final class Shelf {
  // weaver: label = Label
  // weaver: rows = [Row]
  // weaver: viewer = Viewer
  // weaver: reader = Reader
  // weaver: reader.scope = .transient

  final class Label {}
  final class Row {}

  final class Reader {
    // weaver: label <- Label
    // weaver: row <= Row?
  }
}

final class Viewer {
  // weaver: label <- Shelf.Label
}
