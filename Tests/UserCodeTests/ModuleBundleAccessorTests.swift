import Foundation
import Testing

@testable import UserCode

/// `Bundle.module`: SwiftPM generates it for a target with resources, so package code says
/// `Image("name", bundle: .module)`; opened code gets the same accessor, pointing at the
/// module's folder, unless it declares its own.
@Suite(.serialized) struct ModuleBundleAccessorTests {
  private func prepared(_ files: [(String, String)]) -> [PreviewProgram.PreparedFile] {
    PreviewProgram.prepare(
      files.map { (OpenedSources.File(path: $0.0, displayName: ($0.0 as NSString).lastPathComponent), $0.1) }
    )
    .files
  }

  @Test func onlyCodeThatUsesItGetsItPointingAtItsFolder() throws {
    let uses = prepared([
      ("/p/Sources/Feature/Views/A.swift", #"import SwiftUI\nlet a = Image("x", bundle: .module)"#),
      ("/p/Sources/Feature/B.swift", "let b = 1"),
    ])
    let source = try #require(ModuleBundleAccessor.source(for: uses))
    #expect(source.contains(#"Bundle(path: "/p/Sources/Feature")"#))
    #expect(ModuleBundleAccessor.source(for: prepared([("/p/A.swift", "let a = 1")])) == nil)
    let own = prepared([
      ("/p/A.swift", "let a = Bundle.module"),
      ("/p/B.swift", "extension Bundle { static let module = Bundle.main }"),
    ])
    #expect(ModuleBundleAccessor.source(for: own) == nil)
  }

  @Test func codeUsingBundleModuleCompiles() throws {
    let (compiler, root) = try UserCodeCompilerTests().makeCompiler()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let source = """
      import SwiftUI

      #Preview { Image("Logo", bundle: .module) }
      """
    let result = compiler.build([(UserCodeCompilerTests().file("Logo.swift"), source)])
    guard case .success = result else {
      Issue.record("expected success, got \(result)")
      return
    }
  }

  @Test func eachModuleOfAPackageGetsItsOwn() throws {
    let (compiler, root) = try UserCodeCompilerTests().makeCompiler()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let feature = """
      import SwiftUI

      public struct Logo: View {
        public init() {}
        public var body: some View { Image("Logo", bundle: .module) }
      }
      """
    let app = "import SwiftUI\nimport Feature\n\nlet bundle = Bundle.module\n#Preview(\"App\") { Logo() }\n"
    let files = [
      (OpenedSources.File(path: "/p/Sources/App/App.swift", displayName: "App/App.swift", module: "App"), app),
      (
        OpenedSources.File(path: "/p/Sources/Feature/Logo.swift", displayName: "Feature/Logo.swift", module: "Feature"),
        feature
      ),
    ]
    let modules = [
      SourceModule(name: "App", dependencies: ["Feature"]), SourceModule(name: "Feature", dependencies: []),
    ]
    let result = compiler.build(files, modules: modules)
    guard case .success(let library) = result, library.leftOut == nil else {
      Issue.record("expected both modules to build, got \(result)")
      return
    }
    #expect(library.previews.map(\.name) == ["App"])
  }
}
