"""The vocabulary of the synthetic app: the services its root shares, the parameters its screens
take, and the words its type names are made of.

Everything here is a constant, so the same seed always picks the same names.
"""

from dataclasses import dataclass


@dataclass(frozen=True)
class Service:
    """An app-wide service the root registers with `.container` scope.

    `concrete` is the class the registration builds; `abstract` the protocol it is exposed as
    (`name = Concrete <- Abstract`) or None; `builder` says whether the root builds it through a
    static function; `call` is an expression that uses it, with `{d}` standing for the resolver.
    `injectable` services carry annotations of their own (references to other services).
    """

    name: str
    concrete: str
    abstract: str | None
    builder: bool
    call: str
    injectable: bool = False

    @property
    def exposed(self) -> str:
        return self.abstract or self.concrete


SERVICES = [
    Service("logger", "Logger", None, False, '{d}.logger.log("{text}")'),
    Service(
        "analytics", "LiveAnalytics", "AnalyticsTracking", False,
        '{d}.analytics.track("{event}", properties: ["screen": "{text}"])',
    ),
    Service("httpClient", "HTTPClient", None, True, '_ = {d}.httpClient.get("/v1/{path}")'),
    Service("imageCache", "ImageCache", None, False, '{d}.imageCache.store("{path}", size: {n})'),
    Service("database", "SQLiteDatabase", "DatabaseProviding", True, '_ = {d}.database.rows(in: "{path}")'),
    Service("keyValueStore", "KeyValueStore", None, False, '{d}.keyValueStore.set({n}, for: "{path}")'),
    Service("featureFlags", "FeatureFlags", None, True, 'if {d}.featureFlags.isEnabled("{path}") {{ count += 1 }}'),
    Service("clock", "SystemClock", "ClockProviding", False, '_ = {d}.clock.now'),
    Service("router", "AppRouter", "Routing", False, '{d}.router.open("app://{path}")'),
    Service("theme", "ThemeProvider", None, False, '_ = {d}.theme.color(named: "{text}")'),
    Service("localizer", "Localizer", None, False, '_ = {d}.localizer.string(for: "{path}")'),
    Service("reachability", "Reachability", None, False, 'if !{d}.reachability.isOnline {{ count -= 1 }}'),
    Service("authSession", "AuthSession", None, False, '_ = {d}.authSession.userID', injectable=True),
    Service("crashReporter", "CrashReporter", None, False, '{d}.crashReporter.breadcrumb("{text}")'),
    Service(
        "paymentGateway", "PaymentGateway", "PaymentProcessing", True, "_ = {d}.paymentGateway.authorize(amount: {n})"
    ),
    Service("locationProvider", "LocationProvider", None, False, '_ = {d}.locationProvider.lastKnown'),
    Service("permissions", "PermissionCenter", None, False, '_ = {d}.permissions.isGranted("{path}")'),
    Service("downloader", "Downloader", None, False, '{d}.downloader.enqueue("{path}")'),
    Service("scheduler", "TaskScheduler", None, False, '{d}.scheduler.schedule("{text}", after: {n})'),
    Service("settings", "AppSettings", None, False, '_ = {d}.settings.value(for: "{path}")'),
    Service("notificationCenter", "NotificationHub", None, False, '{d}.notificationCenter.post("{event}")'),
    Service("searchIndex", "SearchIndex", None, False, '_ = {d}.searchIndex.lookup("{text}")', injectable=True),
]
"""The root registers all of these; `authSession` and `searchIndex` are injectable themselves and
reference other services, as a session object that needs the HTTP client would."""


@dataclass(frozen=True)
class ParameterKind:
    """A value a screen takes from whoever builds it (`name <= Type`). A name always has the same
    type, so a reference to it further down never mismatches."""

    name: str
    type: str
    sample: str
    use: str


PARAMETERS = [
    ParameterKind("itemID", "Int", "{n}", "count += {d}.itemID"),
    ParameterKind("title", "String", '"Item {n}"', "count += {d}.title.count"),
    ParameterKind("query", "String?", '"q{n}"', "count += {d}.query?.count ?? 0"),
    ParameterKind("page", "Int", "{n}", "count += {d}.page * 2"),
    ParameterKind("tags", "[String]", '["t{n}", "new"]', "count += {d}.tags.count"),
    ParameterKind("filters", "[String: Int]", '["min": {n}]', 'count += {d}.filters["min", default: 0]'),
    ParameterKind("selection", "Set<Int>", "[{n}, 1]", "count += {d}.selection.count"),
    ParameterKind("origin", "(x: Double, y: Double)", "(x: {n}, y: 2)", "count += Int({d}.origin.x)"),
    ParameterKind("dateRange", "ClosedRange<Int>", "1...{n}", "count += {d}.dateRange.upperBound"),
    ParameterKind("isEditing", "Bool", "true", "if {d}.isEditing {{ count += 1 }}"),
]

DOMAINS = [
    "Account", "Order", "Cart", "Profile", "Search", "Feed", "Message", "Payment", "Photo", "Video",
    "Map", "Ticket", "Event", "Review", "Wallet", "Settings", "Friend", "Playlist", "Story", "Recipe",
    "Invoice", "Shipment", "Coupon", "Library", "Podcast", "Workout", "Trip", "Booking", "Course", "Note",
]
NOUNS = [
    "List", "Detail", "Summary", "History", "Editor", "Picker", "Preview", "Filter", "Header", "Footer",
    "Badge", "Timeline", "Gallery", "Composer", "Inbox", "Overview", "Checkout", "Onboarding", "Search",
    "Share", "Export", "Import", "Sync", "Archive", "Draft", "Comment", "Rating", "Calendar", "Chart",
    "Upload",
]
ROLES = [
    "Screen", "ViewModel", "Coordinator", "Presenter", "Interactor", "Controller", "Loader", "Section",
    "Cell", "Panel", "Flow", "Service", "Validator", "Tracker", "Mapper",
]
VERBS = [
    "load", "refresh", "reload", "update", "render", "prepare", "configure", "validate", "submit",
    "cancel", "select", "deselect", "archive", "restore", "present", "dismiss", "sync", "merge",
    "apply", "reset",
]
FIELDS = [
    "name", "summary", "identifier", "createdAt", "updatedAt", "owner", "status", "price", "quantity",
    "subtitle", "detail", "position", "score", "rank", "version", "language", "region", "currency",
    "duration", "caption",
]
