import Foundation

@testable import Storefront

// Exercises the generated doubles of Storefront as a test would, from another module through
// `@testable import`; with the argument `unset`, reads a member never given.
if CommandLine.arguments.dropFirst().first == "unset" {
  let catalog = CatalogModel(injecting: CatalogModelDependencyResolverDouble())
  print("price: \(catalog.price(of: "book"))")
  exit(0)
}

let detail = DetailModel(injecting: DetailModelDependencyResolverDouble(id: 7))
check(detail.id == 7 && detail.note == nil, "an optional member never given reads as nil, the rest is not read")

let catalogDouble = CatalogModelDependencyResolverDouble(
  api: FixedAPI(cents: 250),
  detail: { id, note in DetailModel(injecting: DetailModelDependencyResolverDouble(id: id, note: note)) })
let catalog = CatalogModel(injecting: catalogDouble)
let opened = catalog.open(3, note: "gift")
check(opened.id == 3 && opened.note == "gift", "a member with parameters calls the closure given")
_ = catalog.open(4, note: nil)
check(catalogDouble.detailCalls.map(\.id) == [3, 4], "the double records each call's arguments")
check(catalogDouble.detailCalls.map(\.note) == ["gift", nil], "optional arguments are recorded as given")
check(catalog.price(of: "book") == 250, "a member given to the initializer is what the type reads")
catalogDouble.api = FixedAPI(cents: 99)
check(catalog.price(of: "book") == 99, "a member set later is what the type reads next")

let priceDouble = PriceServiceDependencyResolverDouble(
  api: FixedAPI(cents: 1),
  quote: { sku in Quote(injecting: QuoteDependencyResolverDouble(sku: sku, api: FixedAPI(cents: sku.count))) })
let service = PriceService(injecting: priceDouble)
let total = await withTaskGroup(of: Int.self) { group in
  for index in 0..<100 {
    group.addTask { service.amount(of: String(repeating: "x", count: index % 3 + 1)) }
  }
  var sum = 0
  for await amount in group { sum += amount }
  return sum
}
check(total == 34 * 1 + 33 * 2 + 33 * 3, "a Sendable double serves 100 tasks at once")
check(priceDouble.quoteCalls.count == 100, "a Sendable double records every task's call")

if Checks.failures == 0 { print("all checks passed") } else { exit(1) }
