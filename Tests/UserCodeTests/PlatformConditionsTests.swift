import Foundation
import Testing

@testable import UserCode

/// Opened code is iOS code: `#if os(iOS)` takes its branch, other platforms' do not, and every
/// line and column stays where it was (Swift's platform conditions: `os()` takes macOS, iOS,
/// watchOS, tvOS, visionOS, Linux…; `targetEnvironment()` takes simulator and macCatalyst).
@Suite struct PlatformConditionsTests {
  @Test func iOSConditionsAreTrueAndOtherPlatformsFalse() {
    let source = """
      #if os(iOS)
      let a = 1
      #elseif os(macOS) || os(watchOS)
      let a = 2
      #elseif os(tvOS) || os(visionOS) || os(Linux)
      let a = 3
      #endif
      #if targetEnvironment(simulator)
      #endif
      #if !os( iOS ) && canImport(UIKit)
      #endif
      """
    let expected = [
      "#if true   ",
      "let a = 1",
      "#elseif false     || false      ",
      "let a = 2",
      "#elseif false    || false        || false    ",
      "let a = 3",
      "#endif",
      "#if false                       ",
      "#endif",
      "#if !true      && canImport(UIKit)",
      "#endif",
    ].joined(separator: "\n")
    #expect(PlatformConditions.rewrite(source, for: .ios) == expected)
  }

  @Test func macOSFlipsTheBranchesAndHasNoUIKit() {
    let source = """
      #if os(iOS)
      #elseif os(macOS) || os(OSX)
      #endif
      #if canImport(UIKit)
      #endif
      """
    let expected = [
      "#if false  ",
      "#elseif true      || true   ",
      "#endif",
      "#if false           ",
      "#endif",
    ].joined(separator: "\n")
    #expect(PlatformConditions.rewrite(source, for: .macos) == expected)
  }

  @Test func onlyDirectivesChangeNeverCodeCommentsOrStrings() {
    let source = """
      // #if os(macOS)
      let note = "#if os(macOS)"
      func os(_ x: Int) -> Int { x }
      let value = os(1)
      /* #if os(macOS) */
      #ifdef os(macOS)
      """
    #expect(PlatformConditions.rewrite(source, for: .ios) == source)
  }

  @Test func everyLineAndColumnIsKept() {
    let source = "  #if os(watchOS) // watch\nstruct A {}\n    #elseif os(iOS)\n#endif\n"
    let rewritten = PlatformConditions.rewrite(source, for: .ios)
    let before = source.split(separator: "\n", omittingEmptySubsequences: false)
    let after = rewritten.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(before.map(\.utf8.count) == after.map(\.utf8.count))
    #expect(after[0] == "  #if false       // watch")
    #expect(after[2] == "    #elseif true   ")
  }

  @Test func previewsAreFoundInsidePlatformBranchesAndPreparedForThePlatform() {
    let source = """
      import SwiftUI
      #if os(iOS)
      struct A: View { var body: some View { Text("iOS") } }
      #else
      struct A: View { var body: some View { Text("other") } }
      #endif
      #Preview { A() }
      """
    let program = PreviewProgram.prepare(
      [(OpenedSources.File(path: "/p/A.swift", displayName: "A.swift"), source)], platform: .macos)
    #expect(program.previews.map(\.name) == ["Preview"])
    #expect(program.files[0].text.contains("#if false  \n"))
  }

  @Test func aPlatformArgumentIsIOSOrMacOS() {
    #expect(TargetPlatform(argument: "ios") == .ios)
    #expect(TargetPlatform(argument: "macOS") == .macos)
    #expect(TargetPlatform(argument: "tvos") == nil)
    #expect(TargetPlatform.ios.name == "iOS")
  }
}

/// `#selector` compiles without Objective-C: rewritten in place, columns kept.
@Suite struct ObjCSelectorsTests {
  @Test func aSelectorBecomesASelectorValueOfTheSameLength() {
    let source =
      "UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)"
    let rewritten = ObjCSelectors.rewrite(source)
    #expect(
      rewritten
        == "UIApplication.shared.sendAction(Selector( UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)")
    #expect(rewritten.utf8.count == source.utf8.count)
  }

  @Test func propertyFormsCommentsAndStringsAreLeft() {
    let source = """
      let a = #selector(getter: Model.name)
      // #selector(Foo.bar)
      let b = "#selector(Foo.bar)"
      """
    #expect(ObjCSelectors.rewrite(source) == source)
  }
}
