import Foundation
import Testing

@testable import UserCode

@Suite struct OpenedSourcesTests {
  let folder: String

  init() throws {
    folder = NSTemporaryDirectory() + "usercode-open-\(UUID().uuidString)"
    for (path, text) in [
      "App/Views/Zed.swift": "", "App/Views/Alpha.swift": "", "App/Model.swift": "", "App/Package.swift": "",
      "App/Views/Notes.txt": "", "App/.build/debug/Gen.swift": "", "App/.hidden/H.swift": "", "App/.Swap.swift": "",
      "Empty/readme.md": "", "Single.swift": "",
    ] {
      let full = folder + "/" + path
      try FileManager.default.createDirectory(
        atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: URL(fileURLWithPath: full))
    }
  }

  @Test func aFolderGivesItsSwiftFilesSortedAndFilesComeInOrder() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let opened = try OpenedSources.resolve(["Single.swift", "App", "App/Model.swift"], currentDirectory: folder)
    #expect(opened.files.map(\.displayName) == ["Single.swift", "Model.swift", "Views/Alpha.swift", "Views/Zed.swift"])
    #expect(
      opened.files.map(\.path) == [
        folder + "/Single.swift", folder + "/App/Model.swift", folder + "/App/Views/Alpha.swift",
        folder + "/App/Views/Zed.swift",
      ])
    #expect(
      opened.roots == [.file(folder + "/Single.swift"), .folder(folder + "/App"), .file(folder + "/App/Model.swift")])
  }

  @Test func problemsAreOneSentenceNamingThePath() {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(throws: OpenError.missing("Nope.swift")) {
      try OpenedSources.resolve(["Nope.swift"], currentDirectory: folder)
    }
    #expect(throws: OpenError.noSwiftFiles(folder + "/Empty")) {
      try OpenedSources.resolve([folder + "/Empty"], currentDirectory: "/")
    }
    #expect(throws: OpenError.notSwift("App/Views/Notes.txt")) {
      try OpenedSources.resolve(["App/Views/Notes.txt"], currentDirectory: folder)
    }
    #expect(throws: OpenError.nothingToOpen) { try OpenedSources.resolve([], currentDirectory: folder) }
    #expect(OpenError.missing("Nope.swift").description == "Nope.swift does not exist.")
    #expect(OpenError.noSwiftFiles("Empty").description == "The folder Empty contains no .swift files.")
  }
}
