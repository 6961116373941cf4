// A shop app of 30 types, the size at which a dependency graph's picture must still be readable:
// a root with shared services, four tabs, screens with their view models, transient screens
// that take a parameter, lazy and weak registrations, and one type not wired in yet.

final class URLSession {}
final class Database {}
final class ImageCache {}
protocol AnalyticsTracking {}
final class Analytics: AnalyticsTracking {}
protocol APIClientProtocol {}

final class AppDelegate {
  // weaver: urlSession = URLSession
  // weaver: urlSession.builder = AppDelegate.makeSession
  // weaver: apiClient = APIClient <- APIClientProtocol
  // weaver: database = Database
  // weaver: imageCache = ImageCache
  // weaver: analytics = Analytics <- AnalyticsTracking
  // weaver: authManager = AuthManager
  // weaver: rootTabController = RootTabController
  let dependencies: AppDelegateDependencyResolver
  init(injecting dependencies: AppDelegateDependencyResolver) { self.dependencies = dependencies }
  static func makeSession(_ dependencies: AppDelegateDependencyResolver) -> URLSession { URLSession() }
}

final class APIClient: APIClientProtocol {
  // weaver: urlSession <- URLSession
  init(injecting dependencies: APIClientDependencyResolver) {}
}

final class AuthManager {
  // weaver: apiClient <- APIClientProtocol
  // weaver: database <- Database
  init(injecting dependencies: AuthManagerDependencyResolver) {}
}

final class RootTabController {
  // weaver: homeCoordinator = HomeCoordinator
  // weaver: searchCoordinator = SearchCoordinator
  // weaver: cartCoordinator = CartCoordinator
  // weaver: profileCoordinator = ProfileCoordinator
  init(injecting dependencies: RootTabControllerDependencyResolver) {}
}

final class HomeCoordinator {
  // weaver: homeViewController = HomeViewController
  // weaver: productDetailController = ProductDetailController
  // weaver: productDetailController.scope = .transient
  init(injecting dependencies: HomeCoordinatorDependencyResolver) {}
}

final class HomeViewController {
  // weaver: homeViewModel = HomeViewModel
  // weaver: homeViewModel.scope = .lazy
  // weaver: bannerView = BannerView
  init(injecting dependencies: HomeViewControllerDependencyResolver) {}
}

final class HomeViewModel {
  // weaver: apiClient <- APIClientProtocol
  // weaver: analytics <- AnalyticsTracking
  // weaver: productRepository = ProductRepository
  init(injecting dependencies: HomeViewModelDependencyResolver) {}
}

final class ProductRepository {
  // weaver: apiClient <- APIClientProtocol
  // weaver: database <- Database
  init(injecting dependencies: ProductRepositoryDependencyResolver) {}
}

final class BannerView {
  // weaver: imageCache <- ImageCache
  init(injecting dependencies: BannerViewDependencyResolver) {}
}

final class ProductDetailController {
  // weaver: productID <= Int
  // weaver: imageCache <- ImageCache
  // weaver: productDetailViewModel = ProductDetailViewModel
  // weaver: reviewsController = ReviewsController
  // weaver: reviewsController.scope = .transient
  init(injecting dependencies: ProductDetailControllerDependencyResolver) {}
}

final class ProductDetailViewModel {
  // weaver: productID <- Int
  // weaver: apiClient <- APIClientProtocol
  init(injecting dependencies: ProductDetailViewModelDependencyResolver) {}
}

final class ReviewsController {
  // weaver: productID <- Int
  // weaver: apiClient <- APIClientProtocol
  // weaver: authManager <- AuthManager
  init(injecting dependencies: ReviewsControllerDependencyResolver) {}
}

final class SearchCoordinator {
  // weaver: searchViewController = SearchViewController
  // weaver: searchHistory = SearchHistory
  // weaver: searchHistory.scope = .weak
  init(injecting dependencies: SearchCoordinatorDependencyResolver) {}
}

final class SearchViewController {
  // weaver: analytics <- AnalyticsTracking
  // weaver: searchViewModel = SearchViewModel
  init(injecting dependencies: SearchViewControllerDependencyResolver) {}
}

final class SearchViewModel {
  // weaver: apiClient <- APIClientProtocol
  // weaver: searchHistory <- SearchHistory
  init(injecting dependencies: SearchViewModelDependencyResolver) {}
}

final class SearchHistory {
  // weaver: database <- Database
  init(injecting dependencies: SearchHistoryDependencyResolver) {}
}

final class CartCoordinator {
  // weaver: cartStore = CartStore
  // weaver: cartViewController = CartViewController
  // weaver: checkoutController = CheckoutController
  // weaver: checkoutController.scope = .transient
  init(injecting dependencies: CartCoordinatorDependencyResolver) {}
}

final class CartStore {
  // weaver: database <- Database
  init(injecting dependencies: CartStoreDependencyResolver) {}
}

final class CartViewController {
  // weaver: cartStore <- CartStore
  // weaver: imageCache <- ImageCache
  init(injecting dependencies: CartViewControllerDependencyResolver) {}
}

final class CheckoutController {
  // weaver: cartStore <- CartStore
  // weaver: authManager <- AuthManager
  // weaver: paymentSheet = PaymentSheet
  // weaver: paymentSheet.scope = .transient
  init(injecting dependencies: CheckoutControllerDependencyResolver) {}
}

final class PaymentSheet {
  // weaver: apiClient <- APIClientProtocol
  // weaver: analytics <- AnalyticsTracking
  init(injecting dependencies: PaymentSheetDependencyResolver) {}
}

final class ProfileCoordinator {
  // weaver: profileViewController = ProfileViewController
  // weaver: settingsController = SettingsController
  // weaver: settingsController.scope = .lazy
  init(injecting dependencies: ProfileCoordinatorDependencyResolver) {}
}

final class ProfileViewController {
  // weaver: authManager <- AuthManager
  // weaver: imageCache <- ImageCache
  // weaver: avatarUploader = AvatarUploader
  init(injecting dependencies: ProfileViewControllerDependencyResolver) {}
}

final class AvatarUploader {
  // weaver: urlSession <- URLSession
  init(injecting dependencies: AvatarUploaderDependencyResolver) {}
}

final class SettingsController {
  // weaver: database <- Database
  // weaver: analytics <- AnalyticsTracking
  // weaver: notificationSettings = NotificationSettings
  init(injecting dependencies: SettingsControllerDependencyResolver) {}
}

final class NotificationSettings {
  // weaver: database <- Database
  init(injecting dependencies: NotificationSettingsDependencyResolver) {}
}

final class DebugMenu {
  // weaver: self.isIsolated = true
  // weaver: database <- Database
  init(injecting dependencies: DebugMenuDependencyResolver) {}
}
