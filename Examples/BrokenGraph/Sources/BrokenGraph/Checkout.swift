/// Nothing above the checkout provides a payment gateway, and the store's currency is a String,
/// not a Currency.
final class Checkout {
  // weaver: payments <- PaymentGateway
  // weaver: currency <- Currency

  init(injecting dependencies: CheckoutDependencyResolver) {}
}

protocol PaymentGateway {}

struct Currency {}
