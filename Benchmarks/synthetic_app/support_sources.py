"""The plain Swift the annotated code relies on: the shared services' classes and protocols, the
values some types register (`DisplayFormatter`, `MemoryCache`), and one store per feature.

Their APIs match the calls in `catalog.SERVICES`; none of them carries annotations.
"""

SERVICE_SOURCES = {
    "Logger": """
/// Collects log lines; the root owns the one instance every screen writes to.
final class Logger {
  private(set) var lines: [String] = []

  init() {}

  /// Appends a line, prefixed with its number so ordering problems are visible.
  func log(_ message: String) {
    lines.append("\\(lines.count + 1): \\(message)")
  }
}
""",
    "LiveAnalytics": """
/// Where screens report what the user did.
protocol AnalyticsTracking: AnyObject {
  func track(_ event: String, properties: [String: String])
}

/// Buffers events until the uploader takes them.
final class LiveAnalytics: AnalyticsTracking {
  private var buffered: [(String, [String: String])] = []

  init() {}

  func track(_ event: String, properties: [String: String]) {
    buffered.append((event, properties))
  }
}
""",
    "HTTPClient": """
/// A minimal HTTP client over a base URL; requests are logged.
final class HTTPClient {
  let baseURL: String
  private let logger: Logger

  init(baseURL: String, logger: Logger) {
    self.baseURL = baseURL
    self.logger = logger
  }

  /// The body the server returned for `path` (canned here).
  func get(_ path: String) -> String {
    logger.log("GET \\(baseURL)\\(path)")
    return "{}"
  }
}
""",
    "ImageCache": """
/// Remembers the byte size of images by key.
final class ImageCache {
  private var sizes: [String: Int] = [:]

  init() {}

  func store(_ key: String, size: Int) {
    sizes[key] = size
  }
}
""",
    "SQLiteDatabase": """
/// Reads rows from tables.
protocol DatabaseProviding: AnyObject {
  func rows(in table: String) -> [String]
}

/// The on-disk database; the path comes from the root's builder.
final class SQLiteDatabase: DatabaseProviding {
  let path: String

  init(path: String) {
    self.path = path
  }

  func rows(in table: String) -> [String] {
    ["\\(table)@\\(path)"]
  }
}
""",
    "KeyValueStore": """
/// Small persistent values by key.
final class KeyValueStore {
  private var values: [String: Int] = [:]

  init() {}

  func set(_ value: Int, for key: String) {
    values[key] = value
  }
}
""",
    "FeatureFlags": """
/// Which experimental features are on.
final class FeatureFlags {
  private let overrides: [String: Bool]

  init(overrides: [String: Bool]) {
    self.overrides = overrides
  }

  func isEnabled(_ flag: String) -> Bool {
    overrides[flag] ?? flag.hasPrefix("stable")
  }
}
""",
    "SystemClock": """
/// The current time, replaceable in tests.
protocol ClockProviding: AnyObject {
  var now: Int { get }
}

final class SystemClock: ClockProviding {
  init() {}

  var now: Int { 1_700_000_000 }
}
""",
    "AppRouter": """
/// Opens app URLs.
protocol Routing: AnyObject {
  func open(_ url: String)
}

final class AppRouter: Routing {
  private(set) var history: [String] = []

  init() {}

  func open(_ url: String) {
    history.append(url)
  }
}
""",
    "ThemeProvider": """
/// Colours by semantic name.
final class ThemeProvider {
  init() {}

  func color(named name: String) -> (red: Double, green: Double, blue: Double) {
    let shade = Double(name.count % 10) / 10
    return (red: shade, green: 1 - shade, blue: 0.5)
  }
}
""",
    "Localizer": """
/// Localized strings by key.
final class Localizer {
  init() {}

  func string(for key: String) -> String {
    key.replacingOccurrences(of: ".", with: " ")
  }
}
""",
    "Reachability": """
/// Whether the network can be reached.
final class Reachability {
  private(set) var isOnline = true

  init() {}
}
""",
    "CrashReporter": """
/// Breadcrumbs attached to crash reports.
final class CrashReporter {
  private var crumbs: [String] = []

  init() {}

  func breadcrumb(_ text: String) {
    crumbs.append(text)
  }
}
""",
    "PaymentGateway": """
/// Authorizes payments.
protocol PaymentProcessing: AnyObject {
  func authorize(amount: Int) -> Bool
}

final class PaymentGateway: PaymentProcessing {
  let merchantID: String

  init(merchantID: String) {
    self.merchantID = merchantID
  }

  func authorize(amount: Int) -> Bool {
    amount > 0 && !merchantID.isEmpty
  }
}
""",
    "LocationProvider": """
/// The last known position, if any.
final class LocationProvider {
  private(set) var lastKnown: (latitude: Double, longitude: Double)?

  init() {}
}
""",
    "PermissionCenter": """
/// Which system permissions the user granted.
final class PermissionCenter {
  private var granted: Set<String> = ["photos"]

  init() {}

  func isGranted(_ permission: String) -> Bool {
    granted.contains(permission)
  }
}
""",
    "Downloader": """
/// A queue of downloads.
final class Downloader {
  private var queue: [String] = []

  init() {}

  func enqueue(_ path: String) {
    queue.append(path)
  }
}
""",
    "TaskScheduler": """
/// Deferred work by name.
final class TaskScheduler {
  private var pending: [String: Int] = [:]

  init() {}

  func schedule(_ name: String, after delay: Int) {
    pending[name] = delay
  }
}
""",
    "AppSettings": """
/// User settings by key.
final class AppSettings {
  private var values: [String: String] = ["theme": "system"]

  init() {}

  func value(for key: String) -> String? {
    values[key]
  }
}
""",
    "NotificationHub": """
/// In-app notifications by name.
final class NotificationHub {
  private var posted: [String] = []

  init() {}

  func post(_ name: String) {
    posted.append(name)
  }
}
""",
    "DisplayFormatter": """
/// Formats numbers for display; types that register one build it with a prefix of their own.
final class DisplayFormatter {
  let prefix: String

  init(prefix: String) {
    self.prefix = prefix
  }

  func format(_ value: Int) -> String {
    "\\(prefix) \\(value)"
  }
}
""",
    "MemoryCache": """
/// A small in-memory cache.
final class MemoryCache {
  private var entries: [String: Int] = [:]

  init() {}

  func put(_ key: String, _ value: Int) {
    entries[key] = value
  }
}
""",
}


def feature_store_source(name: str) -> str:
    """The store a feature's root registers and its types reference as `featureStore`."""
    return f"""
/// What the {name} feature keeps while it is on screen.
final class {name} {{
  private var records: [String] = []

  init() {{}}

  func record(_ entry: String) {{
    records.append(entry)
  }}
}}
"""


INJECTABLE_SERVICE_MEMBERS = {
    "AuthSession": [
        "  /// The signed-in user, if any; the session asks the server through the shared client.",
        "  var userID: String? {",
        '    dependencies.httpClient.get("/v1/me").isEmpty ? nil : "me"',
        "  }",
    ],
    "SearchIndex": [
        "  /// The identifiers of the records whose text contains `term`.",
        "  func lookup(_ term: String) -> [Int] {",
        '    dependencies.logger.log("lookup \\(term)")',
        "    return [term.count]",
        "  }",
    ],
}
"""What the services that are injectable themselves offer beyond their filler."""
