import Foundation
#if canImport(UIKit)
import UIKit
#endif

final class AppDelegate {
  // weaver: urlSession = URLSession
  // weaver: urlSession.builder = URLSession.make
  // weaver: homeViewController = HomeViewController <- UIViewController
}