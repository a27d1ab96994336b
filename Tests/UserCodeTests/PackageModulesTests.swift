import Foundation
import Testing

@testable import UserCode

/// Opened code of several modules: a package's targets (read from `swift package describe`'s
/// JSON), or folders named after the modules the files import; each module builds on its own,
/// in dependency order, and only `public` API crosses modules, as in Swift.
@Suite(.serialized) struct PackageModulesTests {
  /// `swift package describe --type json` for a package with two library targets, one using
  /// the other, and an external dependency (the shape SwiftPM prints).
  static let describe = """
    {
      "dependencies" : [
        { "identity" : "swift-algorithms", "requirement" : { "range" : [ { "lower_bound" : "1.0.0", "upper_bound" : "2.0.0" } ] },
          "type" : "sourceControl", "url" : "https://github.com/apple/swift-algorithms" }
      ],
      "name" : "Demo",
      "path" : "/tmp/Demo",
      "targets" : [
        { "c99name" : "Gallery", "module_type" : "SwiftTarget", "name" : "Gallery", "path" : "Sources/Gallery",
          "sources" : [ "Gallery.swift" ], "target_dependencies" : [ "MyLayouts" ], "type" : "library" },
        { "c99name" : "MyLayouts", "module_type" : "SwiftTarget", "name" : "MyLayouts", "path" : "Sources/MyLayouts",
          "sources" : [ "Flow.swift", "Badge.swift" ], "type" : "library" },
        { "c99name" : "Tool", "module_type" : "SwiftTarget", "name" : "Tool", "path" : "Sources/Tool",
          "sources" : [ "main.swift", "Tool.swift" ], "type" : "executable" },
        { "c99name" : "GalleryTests", "module_type" : "SwiftTarget", "name" : "GalleryTests", "path" : "Tests/GalleryTests",
          "sources" : [ "GalleryTests.swift" ], "target_dependencies" : [ "Gallery" ], "type" : "test" }
      ],
      "tools_version" : "5.9"
    }
    """

  @Test func aPackagesLibraryAndExecutableTargetsAreModules() throws {
    let manifest = try #require(PackageManifest.parse(Data(Self.describe.utf8)))
    #expect(manifest.buildableTargets.map(\.name) == ["Gallery", "MyLayouts", "Tool"])
    var local = manifest
    local.dependencies = []
    let sources = try OpenedSources.package(folder: "/tmp/Demo", argument: "Demo", manifest: local)
    #expect(
      sources.files == [
        .init(
          path: "/tmp/Demo/Sources/Gallery/Gallery.swift", displayName: "Sources/Gallery/Gallery.swift",
          module: "Gallery"),
        .init(
          path: "/tmp/Demo/Sources/MyLayouts/Badge.swift", displayName: "Sources/MyLayouts/Badge.swift",
          module: "MyLayouts"),
        .init(
          path: "/tmp/Demo/Sources/MyLayouts/Flow.swift", displayName: "Sources/MyLayouts/Flow.swift",
          module: "MyLayouts"),
        .init(path: "/tmp/Demo/Sources/Tool/Tool.swift", displayName: "Sources/Tool/Tool.swift", module: "Tool"),
      ], "main.swift is a program's entry point: left out")
    #expect(SourceModule.buildOrder(sources.modules)?.map(\.name) == ["MyLayouts", "Gallery", "Tool"])
  }

  @Test func anExternalDependencyIsOneSentenceNamingIt() throws {
    var manifest = try #require(PackageManifest.parse(Data(Self.describe.utf8)))
    manifest.targets[0].productDependencies = ["Algorithms"]
    #expect(
      throws: OpenError.externalDependency(
        folder: "Demo", package: "swift-algorithms", location: "https://github.com/apple/swift-algorithms")
    ) {
      try OpenedSources.package(folder: "/tmp/Demo", argument: "Demo", manifest: manifest)
    }
  }

  @Test func aFolderNamedAfterAnImportedModuleIsThatModule() {
    let plain = OpenedSources(
      files: [
        .init(path: "/p/App.swift", displayName: "App.swift"),
        .init(path: "/p/MyLayouts/Flow.swift", displayName: "MyLayouts/Flow.swift"),
        .init(path: "/p/MyLayouts/Shapes/Star.swift", displayName: "MyLayouts/Shapes/Star.swift"),
        .init(path: "/p/Views/Row.swift", displayName: "Views/Row.swift"),
      ], roots: [.folder("/p")])
    let texts = ["import SwiftUI\nimport MyLayouts\n", "import SwiftUI\n", "import SwiftUI\n", "// import Views\n"]
    let grouped = ModuleInference.grouped(plain, texts: texts)
    #expect(grouped.files.map(\.module) == ["PreviewCode", "MyLayouts", "MyLayouts", "PreviewCode"])
    #expect(
      grouped.modules == [
        SourceModule(name: "PreviewCode", dependencies: ["MyLayouts"]),
        SourceModule(name: "MyLayouts", dependencies: []),
      ])
    let unrelated = ModuleInference.grouped(plain, texts: ["import SwiftUI\n", "", "", ""])
    #expect(unrelated == plain, "without such an import the files stay one module")
  }

  @Test func modulesThatNeedEachOtherHaveNoOrder() {
    let cycle = [SourceModule(name: "A", dependencies: ["B"]), SourceModule(name: "B", dependencies: ["A"])]
    #expect(SourceModule.buildOrder(cycle) == nil)
  }

  @Test func twoModulesBuildAndOnlyPublicAPICrosses() throws {
    let (compiler, root) = try UserCodeCompilerTests().makeCompiler()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let badge = """
      import SwiftUI

      public struct Badge: View {
        let text: String
        public init(_ text: String) { self.text = text }
        public var body: some View { Text(text).padding(6) }
      }

      struct Hidden {}

      #Preview("Badge") { Badge("new") }
      """
    let gallery =
      "import SwiftUI\nimport MyLayouts\n\n#Preview(\"Gallery\") { VStack { Badge(\"one\"); Badge(\"two\") } }\n"
    let modules = [
      SourceModule(name: "Gallery", dependencies: ["MyLayouts"]), SourceModule(name: "MyLayouts", dependencies: []),
    ]
    let files = [
      (
        OpenedSources.File(path: "/p/Gallery/Gallery.swift", displayName: "Gallery/Gallery.swift", module: "Gallery"),
        gallery
      ),
      (
        OpenedSources.File(path: "/p/MyLayouts/Badge.swift", displayName: "MyLayouts/Badge.swift", module: "MyLayouts"),
        badge
      ),
    ]
    let result = compiler.build(files, modules: modules)
    guard case .success(let library) = result else {
      Issue.record("expected the modules to build, got \(result)")
      return
    }
    #expect(library.previews.map(\.name) == ["Gallery", "Badge"])

    // Gallery cannot see MyLayouts' internal type: it is left out, and Badge still shows.
    let internalUse = gallery + "let hidden = Hidden()\n"
    let retried = compiler.build([(files[0].0, internalUse), files[1]], modules: modules)
    guard case .success(let rebuilt) = retried, let leftOut = rebuilt.leftOut else {
      Issue.record("internal API crossed a module, or the other module did not build: \(retried)")
      return
    }
    #expect(rebuilt.previews.map(\.name) == ["Badge"])
    #expect(leftOut.diagnostics.first?.formatted == "Gallery/Gallery.swift:5:14: error: cannot find 'Hidden' in scope")
  }
}
