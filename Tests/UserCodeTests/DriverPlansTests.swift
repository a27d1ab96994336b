import Foundation
import Testing

@testable import UserCode

/// The driver's plan, kept and replayed without it: what is kept, what is refused, and that a
/// replayed compile builds the same library as `swiftc` (UserCodeCompilerTests runs the whole
/// compiler over it).
@Suite struct DriverPlansTests {
  let folder = "/cache/1-2/build-3"
  let library = "/cache/1-2/libpreview-3.so"

  /// What `swiftc -###` prints for a one-file library (shortened).
  var printed: String {
    """
    /opt/swift/usr/bin/swift-frontend -frontend -c \(folder)/A.swift -module-name PreviewCode -gline-tables-only -o /tmp/TemporaryDirectory.ab12Cd/PreviewCode-1.o
    /opt/swift/usr/bin/swift-autolink-extract /tmp/TemporaryDirectory.ab12Cd/PreviewCode-1.o -o /tmp/TemporaryDirectory.ab12Cd/PreviewCode-2.autolink
    /opt/swift/usr/bin/clang -shared -fuse-ld=lld /tmp/TemporaryDirectory.ab12Cd/PreviewCode-1.o @/tmp/TemporaryDirectory.ab12Cd/PreviewCode-2.autolink -lswiftCore -o \(library)

    """
  }

  @Test func aPlanIsKeptWithTheBuildsPlacesAbstracted() throws {
    let jobs = try #require(DriverPlans.parse(printed, folder: folder, library: library))
    #expect(
      jobs.map(\.executable).map { ($0 as NSString).lastPathComponent } == [
        "swift-frontend", "swift-autolink-extract", "clang",
      ])
    let words = jobs.flatMap(\.arguments).joined(separator: " ")
    #expect(!words.contains(folder) && !words.contains(library) && !words.contains("TemporaryDirectory"), "\(words)")
  }

  @Test func theDriversTemporaryFolderIsFoundInPathsAndResponseFiles() {
    #expect(DriverPlans.temporaryFolder(in: "/tmp/TemporaryDirectory.ab12Cd/P-1.o") == "/tmp/TemporaryDirectory.ab12Cd")
    #expect(
      DriverPlans.temporaryFolder(in: "@/var/t/TemporaryDirectory.x9/P-2.autolink") == "/var/t/TemporaryDirectory.x9")
    #expect(DriverPlans.temporaryFolder(in: "-lswiftCore") == nil)
  }

  @Test func plansThatAreNotPlainAreRefused() {
    #expect(DriverPlans.parse("", folder: folder, library: library) == nil)
    let quoted = printed.replacingOccurrences(of: "\(folder)/A.swift", with: "\"\(folder)/My File.swift\"")
    #expect(DriverPlans.parse(quoted, folder: folder, library: library) == nil)
    let listed = printed.replacingOccurrences(of: "-module-name", with: "-filelist /tmp/x -module-name")
    #expect(DriverPlans.parse(listed, folder: folder, library: library) == nil)
    let noFrontend = printed.replacingOccurrences(of: "swift-frontend -frontend", with: "swift-frontend -modulewrap")
    #expect(DriverPlans.parse(noFrontend, folder: folder, library: library) == nil)
  }

  /// With the real `swiftc`: unknown arguments run `swiftc`; once learned, another build's
  /// folder gets the frontend, autolink and link jobs with its own places in.
  @Test func aLearnedPlanIsReplayedForTheNextBuildsFolder() throws {
    let swiftc = try SwiftToolchain.locateSwiftc(path: ProcessInfo.processInfo.environment["PATH"])
    let plans = DriverPlans(swiftc: swiftc)
    let root = NSTemporaryDirectory() + "driver-plans-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root + "/build-1", withIntermediateDirectories: true)
    func arguments(_ number: Int) -> [String] {
      [
        "-emit-library", "-module-name", "PreviewCode", "-Onone", "-gline-tables-only", "-wmo",
        root + "/build-\(number)/A.swift", "-o", root + "/libpreview-\(number).so",
      ]
    }
    let first = plans.jobs(for: arguments(1), folder: root + "/build-1", library: root + "/libpreview-1.so")
    #expect(first == [.init(executable: swiftc, arguments: arguments(1))])
    plans.learn(arguments(1), folder: root + "/build-1", library: root + "/libpreview-1.so")
    var replayed: [DriverPlans.Job] = []
    for _ in 0..<300 where replayed.count < 2 {
      usleep(20_000)
      replayed = plans.jobs(for: arguments(2), folder: root + "/build-2", library: root + "/libpreview-2.so")
    }
    try #require(replayed.count >= 2, "no plan was learned: \(replayed)")
    #expect(replayed[0].executable.hasSuffix("/swift-frontend"))
    #expect(replayed[0].arguments.contains(root + "/build-2/A.swift"))
    #expect(replayed.last?.arguments.last == root + "/libpreview-2.so")
    #expect(replayed.flatMap(\.arguments).allSatisfy { !$0.contains("build-1") && !$0.contains("\u{1}") })
    #expect(FileManager.default.fileExists(atPath: root + "/build-2/" + DriverPlans.temporaryFolderName))
  }
}
