import Foundation

/// A store whose screens and services are tested with generated resolver doubles: a main-actor
/// screen model with a member that takes a parameter, a screen with an optional parameter, and a
/// `Sendable` service shared by tasks, and a `.lazy` ledger handed two levels down. Isolation is written out, so the module compiles the same
/// whatever its default isolation.
nonisolated final class Store {
  // weaver: api = LiveCatalogAPI <- CatalogAPI
  // weaver: catalog = CatalogModel
  // weaver: catalog.scope = .lazy
  // weaver: prices = PriceService
  // weaver: ledger = Ledger
  // weaver: ledger.scope = .lazy

  let dependencies: StoreDependencyResolver

  init(injecting dependencies: StoreDependencyResolver) {
    self.dependencies = dependencies
  }
}

nonisolated protocol CatalogAPI: Sendable {
  func price(of sku: String) -> Int
}

nonisolated struct LiveCatalogAPI: CatalogAPI {
  func price(of sku: String) -> Int { 0 }
}

/// The catalog screen's model: opens a detail screen per item.
@MainActor final class CatalogModel {
  // weaver: api <- CatalogAPI
  // weaver: detail = DetailModel
  // weaver: detail.scope = .transient

  let dependencies: CatalogModelDependencyResolver

  init(injecting dependencies: CatalogModelDependencyResolver) {
    self.dependencies = dependencies
  }

  func open(_ id: Int, note: String?) -> DetailModel { dependencies.detail(id: id, note: note) }

  func price(of sku: String) -> Int { dependencies.api.price(of: sku) }
}

/// An item's screen, given its id and an optional note.
@MainActor final class DetailModel {
  // weaver: id <= Int
  // weaver: note <= String?
  // weaver: api <- CatalogAPI

  let id: Int
  let note: String?

  init(injecting dependencies: DetailModelDependencyResolver) {
    id = dependencies.id
    note = dependencies.note
  }
}

/// Prices items for every request task at once.
nonisolated final class PriceService: Sendable {
  // weaver: api <- CatalogAPI
  // weaver: quote = Quote
  // weaver: quote.scope = .transient

  let dependencies: PriceServiceDependencyResolver

  init(injecting dependencies: PriceServiceDependencyResolver) {
    self.dependencies = dependencies
  }

  func amount(of sku: String) -> Int { dependencies.quote(sku: sku).amount }
}

nonisolated final class Quote: Sendable {
  // weaver: sku <= String
  // weaver: api <- CatalogAPI
  // weaver: ledger <- Ledger

  let amount: Int
  let dependencies: QuoteDependencyResolver

  init(injecting dependencies: QuoteDependencyResolver) {
    amount = dependencies.api.price(of: dependencies.sku)
    self.dependencies = dependencies
  }
}

/// Where quotes are written down: one per store, built when first read.
nonisolated final class Ledger: Sendable {
  let name: String

  init(name: String = "live") {
    self.name = name
  }
}
