import Foundation
import Testing

@testable import UserCode

/// A hang report: the window's line to the supervisor, the frames named by the toolchain's
/// symbolizer, the user's frame chosen among samples, and the sentence the panel shows.
@Suite struct HangReportTests {
  let map = SourceLocationMap(entries: [
    .init(preparedPath: "/cache/7-1/build-3/Hang.swift", displayName: "Hang.swift", originalLineCount: 20)
  ])

  @Test func travelsAsOneLine() throws {
    let report = HangReport(
      limit: 1.5, library: "/cache/7-1/libpreview-3.so", descriptor: 5,
      samples: [.init(offsets: [0x1a2b, 0x2c3d], interrupted: true), .init(offsets: [0x1a30], interrupted: false)])
    #expect(report.line.hasPrefix("HANG {"))
    #expect(!report.line.contains("\n"))
    #expect(HangReport(line: report.line) == report)
    #expect(HangReport(line: "READY 4194305") == nil)
    #expect(HangReport(line: "HANG not json") == nil)
  }

  @Test func saysWhereTheCodeWasStuck() {
    let frame = UserFrame(function: "HangView.compute(_:)", file: "Hang.swift", line: 13)
    #expect(
      HangReport.sentence(limit: 3, frame: frame)
        == "Your code did not finish within 3 s: HangView.compute(_:) at Hang.swift:13")
    #expect(HangReport.sentence(limit: 1.5, frame: nil) == "Your code did not finish within 1.5 s")
  }

  /// llvm-symbolizer 21's output (the toolchain's), for two addresses, the first with a frame
  /// inlined into it, and one it cannot name.
  @Test func readsTheSymbolizersGroups() {
    let output = """
      $s4Hang6helperyS2iF
      /cache/7-1/build-3/Hang.swift:9:5
      $s4Hang0A4ViewV7computeyS2iF
      /cache/7-1/build-3/Hang.swift:15:22

      $s4Hang0A4ViewV4bodyQrvgSSyXEfU_
      /cache/7-1/build-3/Hang.swift:8:30

      ??
      ??:0:0

      """
    let groups = StackSymbolizer.parse(symbolizerOutput: output)
    #expect(groups.count == 3)
    #expect(groups[0].map(\.function) == ["$s4Hang6helperyS2iF", "$s4Hang0A4ViewV7computeyS2iF"])
    #expect(groups[0][1].path == "/cache/7-1/build-3/Hang.swift" && groups[0][1].line == 15)
    #expect(groups[2] == [SymbolizedFrame(function: "??", path: nil, line: nil)])
  }

  @Test func looksUpReturnAddressesInsideTheirCall() {
    #expect(StackSymbolizer.lookupAddresses([0x100, 0x200], firstIsExact: true) == ["0x100", "0x1ff"])
    #expect(StackSymbolizer.lookupAddresses([0x100, 0x200], firstIsExact: false) == ["0xff", "0x1ff"])
  }

  @Test func picksTheInnermostFrameOfTheUsersFiles() {
    let frames = [
      SymbolizedFrame(function: "Swift.Array.append(_:)", path: "/swift/stdlib/Array.swift", line: 1200),
      SymbolizedFrame(function: "HangView.compute(_:)", path: "/cache/7-1/build-3/Hang.swift", line: 0),
      SymbolizedFrame(function: "closure #1 in HangView.body.getter", path: "/cache/7-1/build-3/Hang.swift", line: 8),
    ]
    #expect(
      UserFrame.innermost(in: frames, map: map)
        == UserFrame(function: "closure #1 in HangView.body.getter", file: "Hang.swift", line: 8),
      "an instruction without a line is passed over for its caller")
    #expect(
      UserFrame.innermost(in: frames, map: map, allowingLineZero: true)
        == UserFrame(function: "HangView.compute(_:)", file: "Hang.swift", line: 0))
  }

  @Test func takesTheLineMostSamplesAgreeOn() {
    let loop = UserFrame(function: "HangView.compute(_:)", file: "Hang.swift", line: 15)
    let header = UserFrame(function: "HangView.compute(_:)", file: "Hang.swift", line: 14)
    let unlined = UserFrame(function: "HangView.compute(_:)", file: "Hang.swift", line: 0)
    #expect(HangReport.mostCommon([header, unlined, loop, unlined, loop]) == loop)
    #expect(HangReport.mostCommon([header, loop]) == header, "a tie goes to the first sample")
    #expect(HangReport.mostCommon([unlined, nil]) == nil)
  }

  /// The toolchain's own tools name a real build's code: a library compiled with `-g`, an
  /// address inside a function, its name as backtraces print it and its line.
  @Test func namesAddressesInARealBuild() throws {
    let swiftc = try SwiftToolchain.locateSwiftc(path: ProcessInfo.processInfo.environment["PATH"])
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hang-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = folder.appendingPathComponent("Spin.swift").path
    try """
    public struct Spinner {
      public init() {}

      public func compute(_ n: Int) -> Int {
        var total = n
        while total > 0 { total = total &+ 1 | 1 }
        return total
      }
    }

    """.write(toFile: source, atomically: false, encoding: .utf8)
    let library = folder.appendingPathComponent("libpreview-1.so").path
    let compile = Process()
    compile.executableURL = URL(fileURLWithPath: swiftc)
    compile.arguments = ["-emit-library", "-module-name", "Spin", "-Onone", "-g", source, "-o", library]
    try compile.run()
    compile.waitUntilExit()
    try #require(compile.terminationStatus == 0)

    let symbolizer = StackSymbolizer(swiftc: swiftc)
    let mangled = "$s4Spin7SpinnerV7computeyS2iF"
    let nm = Process()
    nm.executableURL = URL(fileURLWithPath: symbolizer.toolchainBin + "/llvm-nm")
    nm.arguments = ["--defined-only", library]
    let pipe = Pipe()
    nm.standardOutput = pipe
    try nm.run()
    let symbols = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    nm.waitUntilExit()
    let line = try #require(symbols.split(separator: "\n").first { $0.hasSuffix(" " + mangled) })
    let start = try #require(UInt(line.split(separator: " ")[0], radix: 16))

    // Past the prologue: the body's lines.
    let frames = symbolizer.symbolize(library: library, offsets: [start + 24], firstIsExact: true)
    let frame = try #require(frames.first)
    #expect(frame.function == "Spinner.compute(_:)")
    #expect(frame.path == source)
    #expect((4...7).contains(frame.line ?? 0), "line \(frame.line ?? 0) is not in compute(_:)")
    #expect(symbolizer.symbolize(library: folder.path + "/missing.so", offsets: [start]).isEmpty)
  }
}
