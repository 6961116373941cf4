/// The root of the module. It builds the catalog and the cart, and a checkout screen.
final class Store {
  // weaver: catalog = Catalog
  // weaver: cart = Cart
  // weaver: checkout = Checkout
  // weaver: currency = String

  init(injecting dependencies: StoreDependencyResolver) {}
}

/// The catalog needs the cart and the cart needs the catalog, both built eagerly: a cycle.
final class Catalog {
  // weaver: cart <- Cart

  init(injecting dependencies: CatalogDependencyResolver) {}
}

final class Cart {
  // weaver: catalog <- Catalog

  init(injecting dependencies: CartDependencyResolver) {}
}
