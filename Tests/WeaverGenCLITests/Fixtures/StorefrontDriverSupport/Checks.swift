import Foundation

@testable import Storefront

/// What Storefront's test drivers share: an API with a fixed price, and checks that print each
/// result and count the failures.
nonisolated struct FixedAPI: CatalogAPI {
  let cents: Int
  func price(of sku: String) -> Int { cents }
}

@MainActor enum Checks {
  static var failures = 0
}

@MainActor func check(_ condition: Bool, _ what: String) {
  print(condition ? "ok: \(what)" : "FAIL: \(what)")
  if !condition { Checks.failures += 1 }
}
