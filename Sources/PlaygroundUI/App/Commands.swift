/// Menu bar commands (mirrors SwiftUI's `Commands`). The playground's window has no menu bar:
/// `.commands { … }`, `CommandMenu` and `CommandGroup` compile and are not shown (documented
/// in docs/swiftui-support.md).
@MainActor @preconcurrency
public protocol Commands {
  associatedtype Body: Commands
  @CommandsBuilder var body: Body { get }
}

extension Never: Commands {}

/// Commands whose body the playground never asks for.
@MainActor
protocol PrimitiveCommands {}

extension PrimitiveCommands {
  var neverBody: Never { fatalError("\(Self.self) is a primitive command set and has no body") }
}

/// Constructs command sets from multi-expression closures (mirrors SwiftUI's `CommandsBuilder`).
@resultBuilder @MainActor
public enum CommandsBuilder {
  public static func buildExpression<Content: Commands>(_ content: Content) -> Content { content }
  public static func buildBlock() -> EmptyCommands { EmptyCommands() }
  public static func buildBlock<Content: Commands>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: Commands>(_ content: repeat each Content) -> EmptyCommands {
    EmptyCommands()
  }
  public static func buildOptional<Content: Commands>(_ content: Content?) -> EmptyCommands { EmptyCommands() }
  public static func buildLimitedAvailability<Content: Commands>(_ content: Content) -> EmptyCommands {
    EmptyCommands()
  }
}

/// An empty group of commands.
public struct EmptyCommands: Commands, PrimitiveCommands {
  public init() {}
  public var body: Never { neverBody }
}

/// Command menus are stable, user-visible menus in the menu bar (mirrors SwiftUI's `CommandMenu`).
public struct CommandMenu<Content: View>: Commands, PrimitiveCommands {
  public init(_ name: Text, @ViewBuilder content: () -> Content) {}
  public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {}
  public var body: Never { neverBody }
}

/// Groups of controls to insert into the menus of an app (mirrors SwiftUI's `CommandGroup`).
public struct CommandGroup<Content: View>: Commands, PrimitiveCommands {
  public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
  public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
  public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
  public var body: Never { neverBody }
}

/// The standard locations to place command groups (mirrors SwiftUI's `CommandGroupPlacement`).
public struct CommandGroupPlacement: Sendable {
  let name: String

  public static let appInfo = CommandGroupPlacement(name: "appInfo")
  public static let appSettings = CommandGroupPlacement(name: "appSettings")
  public static let systemServices = CommandGroupPlacement(name: "systemServices")
  public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
  public static let appTermination = CommandGroupPlacement(name: "appTermination")
  public static let newItem = CommandGroupPlacement(name: "newItem")
  public static let saveItem = CommandGroupPlacement(name: "saveItem")
  public static let importExport = CommandGroupPlacement(name: "importExport")
  public static let printItem = CommandGroupPlacement(name: "printItem")
  public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
  public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
  public static let textEditing = CommandGroupPlacement(name: "textEditing")
  public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
  public static let toolbar = CommandGroupPlacement(name: "toolbar")
  public static let sidebar = CommandGroupPlacement(name: "sidebar")
  public static let windowSize = CommandGroupPlacement(name: "windowSize")
  public static let windowList = CommandGroupPlacement(name: "windowList")
  public static let singleWindowList = CommandGroupPlacement(name: "singleWindowList")
  public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
  public static let help = CommandGroupPlacement(name: "help")
}

/// The sidebar commands (mirrors SwiftUI's `SidebarCommands`).
public struct SidebarCommands: Commands, PrimitiveCommands {
  public init() {}
  public var body: Never { neverBody }
}

/// The toolbar commands (mirrors SwiftUI's `ToolbarCommands`).
public struct ToolbarCommands: Commands, PrimitiveCommands {
  public init() {}
  public var body: Never { neverBody }
}

extension Scene {
  /// Adds commands to the scene; the playground has no menu bar to show them in.
  public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene { self }
}
