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
/// `UIApplicationDelegateAdaptor`). The delegate is made once per process when the app is
/// first made, and told the app finished launching (`application(_:didFinishLaunchingWithOptions:)`,
/// without options), as on a device; the playground sends it no other event. `open` makes it
/// through generated code that names the type (`AppDelegates`).
@MainActor @preconcurrency @propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate> {
  public let wrappedValue: DelegateType

  public init(_ delegateType: DelegateType.Type = DelegateType.self) {
    wrappedValue = AppDelegates.delegate(of: delegateType) { delegate in
      _ = delegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil)
    }
  }
}

extension UIApplicationDelegateAdaptor where DelegateType: ObservableObject {
  /// Bindings to the delegate's properties.
  public var projectedValue: ObservedObject<DelegateType>.Wrapper {
    ObservedObject(wrappedValue: wrappedValue).projectedValue
  }
}

/// A property wrapper type that you use to create an AppKit app delegate (mirrors SwiftUI's
/// `NSApplicationDelegateAdaptor`): made once per process and told the app finished launching
/// (`applicationDidFinishLaunching(_:)`), as `UIApplicationDelegateAdaptor`.
@MainActor @preconcurrency @propertyWrapper
public struct NSApplicationDelegateAdaptor<DelegateType: NSObject & NSApplicationDelegate> {
  public let wrappedValue: DelegateType

  public init(_ delegateType: DelegateType.Type = DelegateType.self) {
    wrappedValue = AppDelegates.delegate(of: delegateType) { delegate in
      delegate.applicationDidFinishLaunching(
        Notification(name: Notification.Name("NSApplicationDidFinishLaunchingNotification")))
    }
  }
}

extension NSApplicationDelegateAdaptor where DelegateType: ObservableObject {
  /// Bindings to the delegate's properties.
  public var projectedValue: ObservedObject<DelegateType>.Wrapper {
    ObservedObject(wrappedValue: wrappedValue).projectedValue
  }
}

/// App delegates: how to make each type (registered by `open`'s generated code, which can name
/// the type: Linux has no Objective-C runtime to make an `NSObject` subclass from its type
/// alone), and the one made of each, once per process, as a device makes one per launch.
@MainActor
enum AppDelegates {
  static var factories: [ObjectIdentifier: () -> NSObject] = [:]
  private static var made: [ObjectIdentifier: NSObject] = [:]

  static func delegate<Delegate: NSObject>(of type: Delegate.Type, launched: (Delegate) -> Void) -> Delegate {
    let key = ObjectIdentifier(type)
    if let existing = made[key] as? Delegate { return existing }
    guard let delegate = factories[key]?() as? Delegate else {
      fatalError(
        "layout-playground cannot make the app delegate \(type): it is made by code that names it, "
          + "and \(type) was not named in an adaptor's `(\(type).self)` or declared type.")
    }
    made[key] = delegate
    launched(delegate)
    return delegate
  }
}
