import Testing
import UserCode

@testable import PlaygroundApp

/// What `open`'s supervisor makes of a window process that ended: the session ends only when
/// the window said QUIT; anything else restarts it with a sentence, and with the newest build
/// unless that very build failed as it appeared.
@Suite struct WindowEndingTests {
  private let map = SourceLocationMap(entries: [
    .init(preparedPath: "/cache/9-1/build-2/Hang.swift", displayName: "Hang.swift", originalLineCount: 20)
  ])

  private func evidence(
    signalled: Bool = true, status: Int32 = 9, stderr: String = "", appeared: Bool = true,
    newest: String? = "/cache/9-1/libpreview-2.so", change: (inout WindowWatch) -> Void = { _ in }
  ) -> WindowEnding.Evidence {
    var watch = WindowWatch()
    watch.loaded = "/cache/9-1/libpreview-2.so"
    if appeared { watch.shown = "/cache/9-1/libpreview-2.so" }
    change(&watch)
    return WindowEnding.Evidence(
      signalled: signalled, status: status, stderr: stderr, watch: watch, newest: newest, map: map,
      memoryLimit: 11)
  }

  private func lines(_ ending: WindowEnding) -> [String] {
    if case .restart(_, let lines, _, _) = ending { return lines }
    return []
  }

  @Test func aQuitTheWindowSaidEndsTheSession() {
    #expect(WindowEnding(evidence(signalled: false, status: 0) { $0.quitSaid = true }) == .quit(status: 0))
    #expect(WindowEnding(evidence(signalled: false, status: 1) { $0.quitSaid = true }) == .quit(status: 1))
  }

  @Test func anyOtherExitIsTheUsersCode() {
    let ending = WindowEnding(evidence(signalled: false, status: 0))
    guard case .restart(let title, let lines, let status, let reload) = ending else {
      Issue.record("the session ended: \(ending)")
      return
    }
    #expect(title == "Your code stopped" && status == "Exited" && reload)
    #expect(lines.first == "Your code called exit(0)")
  }

  @Test func aHangIsNamedAndTheNewestBuildComesBack() {
    let frame = UserFrame(function: "HangView.compute(_:)", file: "Hang.swift", line: 13)
    // A fix (build 3) compiled during the hang in build 2.
    let ending = WindowEnding(
      evidence(newest: "/cache/9-1/libpreview-3.so") {
        $0.loaded = "/cache/9-1/libpreview-3.so"
        $0.hang = HangReport(limit: 3, library: "/cache/9-1/libpreview-2.so", samples: [])
        $0.hangFrame = frame
      })
    #expect(
      ending
        == .restart(
          title: "Your code stopped",
          lines: [
            "Your code did not finish within 3 s: HangView.compute(_:) at Hang.swift:13",
            "The newest version that builds is back, with fresh state.",
          ], status: "Did not finish", reload: true))
  }

  @Test func aBuildThatHangsAsItAppearsIsNotLoadedAgain() {
    let hung: (inout WindowWatch) -> Void = {
      $0.hang = HangReport(limit: 1, library: "/cache/9-1/libpreview-2.so", samples: [])
    }
    guard case .restart(let title, _, _, let reload) = WindowEnding(evidence(appeared: false, change: hung)) else {
      Issue.record("the session ended")
      return
    }
    #expect(!reload && title == "Your code stopped as soon as it started")
    // A fix saved meanwhile is loaded, even so.
    guard
      case .restart(_, _, _, let fixed) = WindowEnding(
        evidence(appeared: false, newest: "/cache/9-1/libpreview-3.so", change: hung))
    else { return }
    #expect(fixed)
  }

  @Test func eachWayToDieHasItsSentence() {
    #expect(
      lines(WindowEnding(evidence(stderr: "Fatal error: failed to allocate 67108896 bytes of memory with alignment 8")))
        .first == "Your code ran out of memory (limit 11 GiB)")
    #expect(
      lines(WindowEnding(evidence { $0.unresponsive = true })).first?.hasPrefix("The window stopped answering") == true)
    #expect(
      lines(WindowEnding(evidence(stderr: "Hang.swift:9: Fatal error: not a number: twelve"))).first
        == "Hang.swift:9: Fatal error: not a number: twelve")
    #expect(lines(WindowEnding(evidence(status: 7))).first == "The preview process ended with signal 7.")
  }

  @Test func theMemoryLimitIsHalfTheMachine() {
    #expect(WindowMemoryLimit.standard(physicalBytes: 23 << 30 + 512 << 20) == 11)
    #expect(WindowMemoryLimit.standard(physicalBytes: 2 << 30) == 2, "never below 2 GiB")
    #expect(WindowMemoryLimit.gibibytes(environment: [WindowMemoryLimit.environmentVariable: "1.5"]) == 1.5)
    #expect(WindowMemoryLimit.gibibytes(environment: [WindowMemoryLimit.environmentVariable: "-1"]) > 1)
    #expect(WindowMemoryLimit.sentence(gibibytes: 11) == "Your code ran out of memory (limit 11 GiB)")
  }
}
