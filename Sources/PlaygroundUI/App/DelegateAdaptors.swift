import Foundation

/// The centralized point of control and coordination for apps running in iOS (mirrors UIKit's
/// `UIApplication`, which `import SwiftUI` brings along on iOS). Only what an app delegate's
/// signatures name is here.
@MainActor
open class UIApplication {
  /// The singleton app instance.
  public static let shared = UIApplication()

  init() {}

  /// Keys used to access values in the launch options dictionary.
  public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
  }
}

/// A set of methods to manage shared behaviors for your app (mirrors UIKit's
/// `UIApplicationDelegate`; every method is optional).
@MainActor
public protocol UIApplicationDelegate: AnyObject {
  /// Tells the delegate that the launch process is almost done and the app is almost ready to run.
  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
}

extension UIApplicationDelegate {
  public func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }
}

/// A set of methods that manage your app's life cycle and its interaction with common system
/// services (mirrors AppKit's `NSApplicationDelegate`; every method is optional).
@MainActor
public protocol NSApplicationDelegate: AnyObject {
  /// Tells the delegate that the app's initialization is complete but it hasn't received its
  /// first event.
  func applicationDidFinishLaunching(_ notification: Notification)
}

extension NSApplicationDelegate {
  public func applicationDidFinishLaunching(_ notification: Notification) {}
}

/// A property wrapper type that you use to create a UIKit app delegate (mirrors SwiftUI's
/// `UIApplicationDelegateAdaptor`). It compiles, and the app runs without its delegate: on
/// Linux there is no Objective-C runtime to make an `NSObject` subclass from its type alone
/// (`NSObject.init()` is not `required`), so no delegate is made and none of its methods is
/// called. Reading `wrappedValue` stops with a message saying so.
@MainActor @preconcurrency @propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate> {
  public init(_ delegateType: DelegateType.Type = DelegateType.self) {}

  public var wrappedValue: DelegateType { AppDelegates.unavailable(DelegateType.self) }
}

/// A property wrapper type that you use to create an AppKit app delegate (mirrors SwiftUI's
/// `NSApplicationDelegateAdaptor`). As `UIApplicationDelegateAdaptor`: it compiles, and no
/// delegate is made.
@MainActor @preconcurrency @propertyWrapper
public struct NSApplicationDelegateAdaptor<DelegateType: NSObject & NSApplicationDelegate> {
  public init(_ delegateType: DelegateType.Type = DelegateType.self) {}

  public var wrappedValue: DelegateType { AppDelegates.unavailable(DelegateType.self) }
}

enum AppDelegates {
  static func unavailable<Delegate>(_ type: Delegate.Type) -> Never {
    fatalError(
      "layout-playground cannot make the app delegate \(type): without an Objective-C runtime an NSObject "
        + "subclass cannot be made from its type. Use the delegate outside the playground.")
  }
}
