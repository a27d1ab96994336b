import Foundation
import PlaygroundUI
import Synchronization
import Testing

@testable import PlaygroundApp

/// When `open` replaces the window's process with a fresh one, and what the fresh one starts
/// with (the soak that runs it for real is in ReliabilityTests/ReloadSoakTests.swift).
@Suite struct WindowRecyclingTests {
  /// A process id no process has (above any `pid_max`): a retired window that is never ended
  /// would be killed after two seconds, and this one cannot be.
  static let noProcess = pid_t.max

  @Test func theStandardPolicyIsAHundredReloadsOrSixtyFourMegabytes() {
    let policy = FreshWindowPolicy.standard
    #expect(!policy.isDue(loads: 100, growth: 0), "the first build and 99 reloads")
    #expect(policy.isDue(loads: 101, growth: 0))
    #expect(!policy.isDue(loads: 2, growth: 64 << 20 - 1))
    #expect(policy.isDue(loads: 2, growth: 64 << 20))
  }

  @Test func afterTheReloadsTheNextBuildIsHeldForAFreshWindow() throws {
    let recycling = WindowRecycling(policy: FreshWindowPolicy(reloads: 2, growthBytes: .max))
    let window = getpid()
    #expect(recycling.deliver(library: "1.so", milliseconds: nil, window: window) == .load)
    #expect(recycling.deliver(library: "2.so", milliseconds: 300, window: window) == .load)
    #expect(recycling.deliver(library: "3.so", milliseconds: 310, window: window) == .load)
    #expect(recycling.deliver(library: "4.so", milliseconds: 320, window: window) == .handOff)
    #expect(recycling.deliver(library: "5.so", milliseconds: 330, window: window) == .held, "a newer save meanwhile")
    let pipe = Pipe()
    let held = try #require(recycling.takeOver(from: Self.noProcess, input: pipe.fileHandleForWriting))
    #expect(held.library == "5.so" && held.milliseconds == 330, "the newest build goes to the fresh window")
    #expect(recycling.takeOver(from: Self.noProcess, input: nil) == nil, "once")
    // The fresh window counts the held build as its first.
    #expect(recycling.deliver(library: "6.so", milliseconds: 300, window: window) == .load)
    #expect(recycling.deliver(library: "7.so", milliseconds: 300, window: window) == .load)
    #expect(recycling.deliver(library: "8.so", milliseconds: 300, window: window) == .handOff)
    #expect(recycling.ended(Self.noProcess), "the replaced window's end is expected")
    #expect(!recycling.ended(Self.noProcess), "and forgotten")
    #expect(!recycling.ended(window))
  }

  @Test func theNewWindowBeingUpClosesTheOldOnesInput() throws {
    let recycling = WindowRecycling(policy: FreshWindowPolicy(reloads: 0, growthBytes: .max))
    #expect(recycling.deliver(library: "1.so", milliseconds: nil, window: getpid()) == .load, "the first build")
    #expect(recycling.deliver(library: "2.so", milliseconds: 1, window: getpid()) == .handOff)
    let pipe = Pipe()
    try #require(recycling.takeOver(from: Self.noProcess, input: pipe.fileHandleForWriting) != nil)
    recycling.windowIsUp()
    // The old window reads the end of its input, and ends.
    #expect(pipe.fileHandleForReading.readDataToEndOfFile().isEmpty)
    _ = recycling.ended(Self.noProcess)
  }

  @Test func aRestartedWindowCancelsTheHandOff() {
    let recycling = WindowRecycling(policy: FreshWindowPolicy(reloads: 0, growthBytes: .max))
    #expect(recycling.deliver(library: "1.so", milliseconds: nil, window: getpid()) == .load)
    #expect(recycling.deliver(library: "2.so", milliseconds: 1, window: getpid()) == .handOff)
    recycling.windowRestarted()
    #expect(recycling.takeOver(from: 1, input: nil) == nil)
  }

  @Test func growthSinceTheFirstBuildCounts() {
    // The window's resident set as the policy reads it: 40 MB, then 8 MB more (a real process's
    // would move with whatever else runs in it).
    let resident = Mutex(40 << 20)
    let recycling = WindowRecycling(
      policy: FreshWindowPolicy(reloads: 1000, growthBytes: 1 << 20), resident: { _ in resident.withLock { $0 } })
    let window = getpid()
    #expect(recycling.deliver(library: "1.so", milliseconds: nil, window: window) == .load)
    #expect(recycling.deliver(library: "2.so", milliseconds: 1, window: window) == .load, "the baseline")
    resident.withLock { $0 += 512 << 10 }
    #expect(recycling.deliver(library: "3.so", milliseconds: 1, window: window) == .load, "under the growth allowed")
    resident.withLock { $0 += 8 << 20 }
    #expect(recycling.deliver(library: "4.so", milliseconds: 1, window: window) == .handOff)
  }

  /// The resident set is read from /proc: this process's is some megabytes.
  @Test func theResidentSetIsReadFromProc() {
    #expect((WindowRecycling.residentBytes(of: getpid()) ?? 0) > 1 << 20)
  }

  /// The old window and its replacement trace into one file for a moment: every line of both
  /// is kept, none written over another.
  @Test func twoWindowsTracingIntoOneFileKeepEveryLine() throws {
    let path = NSTemporaryDirectory() + "trace-\(UUID().uuidString).jsonl"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let old = try TraceFile(path: path)
    old.append("old 1")
    let fresh = try TraceFile(path: path)
    fresh.append("fresh 1")
    old.append("old 2")
    fresh.append("fresh 2")
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
    #expect(lines == ["old 1", "fresh 1", "old 2", "fresh 2"])
  }

  /// A long `HANDOFF` line reaches the supervisor in pieces: it is passed on whole, once.
  @Test func linesArePassedOnWholeHoweverThePipeCutsThem() {
    let lines = CompleteLines()
    let long = "HANDOFF " + String(repeating: "x", count: 100_000) + "\n"
    let bytes = Data(("READY 7\n" + long + "PREVIEW B\n").utf8)
    var passed = Data()
    var offset = 0
    for size in [3, 4_096, 65_536, 1, 100_000] where offset < bytes.count {
      let end = min(bytes.count, offset + size)
      let piece = lines.feed(bytes[offset..<end])
      #expect(piece.isEmpty || piece.last == UInt8(ascii: "\n"), "only complete lines")
      passed.append(piece)
      offset = end
    }
    #expect(passed == bytes)
  }

  @Test func theFreshWindowStartsWithTheOldOnesSizeAndCanvas() {
    let options = OpenOptions(
      paths: ["/tmp/A.swift"], preview: nil, size: WindowSize(width: 960, height: 640), scale: nil,
      slowAnimations: false, trace: nil, stats: nil)
    let handOff = WindowHandOff(width: 500, height: 420, device: "iphone", dark: true, state: [:])
    let continued = options.continuing(handOff)
    #expect(continued.size == WindowSize(width: 500, height: 420))
    #expect(continued.canvas.device == Device.iPhone)
    #expect(continued.canvas.colorScheme == .dark)
    let mac = options.continuing(WindowHandOff(width: 0, height: 420, device: "mac", dark: false, state: [:]))
    #expect(mac.size == options.size, "a size out of range is not taken")
    #expect(mac.canvas.device == nil && mac.canvas.colorScheme == .light)
  }

  @Test func aRestartedWindowShowsTheVariantsGridAsTheUserLeftIt() {
    var options = OpenOptions(
      paths: ["/tmp/A.swift"], preview: nil, size: WindowSize(width: 960, height: 640), scale: nil,
      slowAnimations: false, trace: nil, stats: nil)
    #expect(!options.viewerArguments(preview: nil).contains("--variants"))
    // `V` pressed without `--variants`: the default grid, said explicitly.
    #expect(
      options.viewerArguments(preview: nil, showsVariants: true).joined(separator: " ").contains(
        "--shows-variants true"))
    options.variants = "scheme=light,dark"
    let given = options.viewerArguments(preview: nil).joined(separator: " ")
    #expect(given.contains("--variants scheme=light,dark") && !given.contains("--shows-variants"))
    // `V` turned the grid of `--variants` off.
    #expect(
      options.viewerArguments(preview: nil, showsVariants: false).joined(separator: " ").contains(
        "--shows-variants false"))
  }
}
