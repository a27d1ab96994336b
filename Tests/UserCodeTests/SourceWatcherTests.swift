import Foundation
import Glibc
import Testing

@testable import UserCode

/// Real files in a temporary folder, real inotify.
@Suite struct SourceWatcherTests {
  let folder: String

  init() throws {
    folder = NSTemporaryDirectory() + "usercode-watch-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder + "/Views", withIntermediateDirectories: true)
    try write("Views/Main.swift", "struct Main {}\n")
    try write("Other.swift", "struct Other {}\n")
  }

  func write(_ relative: String, _ text: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + relative))
  }

  /// Writes in place: open, truncate, write, close (as `echo > file` does).
  func writeInPlace(_ relative: String, _ text: String) {
    let descriptor = open(folder + "/" + relative, O_WRONLY | O_TRUNC)
    _ = text.withCString { Glibc.write(descriptor, $0, strlen($0)) }
    close(descriptor)
  }

  @Test func anInPlaceWriteOfAnOpenedFileIsReported() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let watcher = try SourceWatcher(roots: [.file(folder + "/Other.swift")])
    writeInPlace("Views/Main.swift", "struct Main { }\n")  // not opened
    writeInPlace("Other.swift", "struct Other { let x = 1 }\n")
    #expect(watcher.next(timeout: .seconds(2)) == [folder + "/Other.swift"])
    #expect(watcher.next(timeout: .milliseconds(100)) == nil)
  }

  @Test func aRenameOverTheOriginalIsReported() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let watcher = try SourceWatcher(roots: [.file(folder + "/Other.swift")])
    try write(".Other.swift.tmp", "struct Other { let y = 2 }\n")
    #expect(rename(folder + "/.Other.swift.tmp", folder + "/Other.swift") == 0)
    #expect(watcher.next(timeout: .seconds(2)) == [folder + "/Other.swift"])
    // The watch survives the replacement: the next save is seen too.
    try write("Other.swift.new", "struct Other {}\n")
    #expect(rename(folder + "/Other.swift.new", folder + "/Other.swift") == 0)
    #expect(watcher.next(timeout: .seconds(2)) == [folder + "/Other.swift"])
  }

  @Test func newFilesInTheFolderAndInNewSubfoldersAreReported() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let watcher = try SourceWatcher(roots: [.folder(folder)])
    try write("Views/New.swift", "struct New {}\n")
    #expect(watcher.next(timeout: .seconds(2)) == [folder + "/Views/New.swift"])
    try FileManager.default.createDirectory(atPath: folder + "/Fresh/Deeper", withIntermediateDirectories: true)
    try write("Fresh/Deeper/Deep.swift", "struct Deep {}\n")
    #expect(watcher.next(timeout: .seconds(2)) == [folder + "/Fresh/Deeper/Deep.swift"])
    // And the new subfolder is watched from now on.
    writeInPlace("Fresh/Deeper/Deep.swift", "struct Deep { }\n")
    #expect(watcher.next(timeout: .seconds(2)) == [folder + "/Fresh/Deeper/Deep.swift"])
  }

  @Test func aBurstOfWritesIsOneReport() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let watcher = try SourceWatcher(roots: [.folder(folder)])
    for index in 0..<20 {
      writeInPlace("Views/Main.swift", "struct Main { let v = \(index) }\n")
      usleep(2_000)
    }
    #expect(watcher.next(timeout: .seconds(2)) == [folder + "/Views/Main.swift"])
    #expect(watcher.next(timeout: .milliseconds(150)) == nil, "the burst was reported once")
  }

  /// An atomic save (a rename into place) is whole at once: it is reported after the short
  /// settle, not the quiet a write in place waits for (a long quiet here, so the two differ
  /// far beyond any scheduling delay).
  @Test func aRenameIsReportedWithoutTheQuietAWriteInPlaceWaitsFor() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let watcher = try SourceWatcher(roots: [.folder(folder)], quiet: .milliseconds(600), settle: .milliseconds(5))
    let clock = ContinuousClock()
    try write("Main.swift.new", "struct Main { let renamed = 1 }\n")
    var started = clock.now
    #expect(rename(folder + "/Main.swift.new", folder + "/Views/Main.swift") == 0)
    #expect(watcher.next(timeout: .seconds(2)) == [folder + "/Views/Main.swift"])
    #expect(clock.now - started < .milliseconds(300), "a rename waits only for the settle")
    started = clock.now
    writeInPlace("Views/Main.swift", "struct Main { let inPlace = 1 }\n")
    #expect(watcher.next(timeout: .seconds(2)) == [folder + "/Views/Main.swift"])
    #expect(clock.now - started >= .milliseconds(600), "a write in place waits for the quiet")
  }

  @Test func editorTemporaryAndBackupFilesAreIgnored() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let watcher = try SourceWatcher(roots: [.folder(folder)])
    for name in [".Main.swift.swp", "Main.swift~", ".#Main.swift", "notes.txt", "Views/4913", ".hidden.swift"] {
      try write(name, "x")
    }
    try FileManager.default.createDirectory(atPath: folder + "/.build", withIntermediateDirectories: true)
    try write(".build/Generated.swift", "x")
    #expect(watcher.next(timeout: .milliseconds(300)) == nil)
  }
}
