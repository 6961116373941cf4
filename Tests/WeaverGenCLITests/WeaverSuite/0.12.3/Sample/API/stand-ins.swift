// What the Weaver sample takes from Foundation, declared so that the generated code type-checks
// on Linux, where URLSession lives in FoundationNetworking.

public final class URLSession: Sendable {
  public static let shared = URLSession()

  public init() {}
}
