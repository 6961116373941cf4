/// Built by the root, and by other modules through its entry initializer.
public final class Screen {
  // weaver: detail = Detail
  // weaver: detail.scope = .transient

  init(injecting dependencies: ScreenDependencyResolver) {}
}

final class Detail {
  // weaver: store <- Store

  init(injecting dependencies: DetailDependencyResolver) {}
}
