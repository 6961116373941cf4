import Foundation

@testable import Storefront

// Builds Storefront's real graph with some registrations replaced, as a test would, through the
// `Overriding` containers of its doubles' file (docs/testing.md): what is below a replaced
// registration gets the replacement, the rest is built as in production, and a replacement keeps
// its registration's scope.
let production = StoreDependencyContainer()
check(production.prices.amount(of: "book") == 0, "the production graph prices with the live API")

let store = StoreDependencyContainer.Overriding(overriding: .init(api: { FixedAPI(cents: 250) }))
check(store.api.price(of: "book") == 250, "the container reads its replacement")
check(store.prices.amount(of: "book") == 250, "a grandchild (Store, PriceService, Quote) reads the replacement")
check(store.catalog.price(of: "book") == 250, "a child built later (.lazy) reads the replacement")
check(
  store.prices.dependencies is PriceServiceDependencyContainer, "a registration not replaced is built as in production")
check(
  store.catalog.dependencies is CatalogModelDependencyContainer, "a .lazy one not replaced is built as in production")
check(store.catalog === store.catalog, "a .lazy registration not replaced is still built once")

let ledgered = StoreDependencyContainer.Overriding(overriding: .init(ledger: { Ledger(name: "test") }))
let quote = ledgered.prices.dependencies.quote(sku: "book")
check(quote.dependencies.ledger.name == "test", "a grandchild handed a provider gets the replacement")
check(quote.dependencies.ledger === ledgered.ledger, "a replaced .lazy registration handed down is built once for all")
check(
  production.prices.dependencies.quote(sku: "book").dependencies.ledger.name == "live",
  "the production graph hands down its own")

var catalogsBuilt = 0
let counted = StoreDependencyContainer.Overriding(
  overriding: .init(catalog: {
    catalogsBuilt += 1
    return CatalogModel(injecting: CatalogModelDependencyResolverDouble(api: FixedAPI(cents: 7)))
  }))
check(catalogsBuilt == 0, "a replaced .lazy registration is not built before it is read")
check(counted.catalog === counted.catalog && catalogsBuilt == 1, "a replaced .lazy registration is built once")
check(counted.catalog.price(of: "book") == 7, "a replacement may be built from a double")
check(counted.prices.amount(of: "book") == 0, "its sibling is built as in production")

let service = PriceServiceDependencyContainer.Overriding(
  api: FixedAPI(cents: 1), ledger: { Ledger() },
  overriding: .init(quote: { sku in Quote(injecting: QuoteDependencyResolverDouble(sku: sku, api: FixedAPI(cents: 5))) }
  ))
check(service.quote(sku: "a") !== service.quote(sku: "a"), "a replaced .transient registration is called on every read")
check(PriceService(injecting: service).amount(of: "book") == 5, "the type reads its container's replacement")

if Checks.failures == 0 { print("all checks passed") } else { exit(1) }
