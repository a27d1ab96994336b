import Testing

@testable import UserCode

/// Crashes that are not Swift traps with a message, read from what Swift 6.3.1's runtime and
/// backtracer print on Linux (measured with the playground's window process).
@Suite struct CrashDiagnosisTests {
  let map = SourceLocationMap(entries: [
    .init(preparedPath: "/cache/12-3/build-1/Deep.swift", displayName: "Deep.swift", originalLineCount: 18)
  ])

  @Test func recognisesAFailedAllocation() {
    let stderr = """
      Fatal error: failed to allocate 67108896 bytes of memory with alignment 8

      *** Signal 6: Backtracing from 0x7f564c432eec... done ***

      *** Program crashed: Aborted at 0x00000000000006f3 ***
      """
    #expect(CrashDiagnosis.ranOutOfMemory(stderr))
    #expect(!CrashDiagnosis.ranOutOfMemory("Deep.swift:6: Fatal error: Index out of range"))
  }

  @Test func namesTheFunctionThatOverflowedTheStack() {
    let frame =
      "[ra]          0x00007f0f9803126d DeepView.recurse(_:) + 108 in libpreview-1.so at /cache/12-3/build-1/Deep.swift:13:22"
    let stderr =
      """
      *** Signal 11: Backtracing from 0x7f0f98031208... done ***

      *** Program crashed: Bad pointer dereference at 0x00007ffc77ab1fe0 ***

      Platform: x86_64 Linux (Debian GNU/Linux 12 (bookworm))

      Thread 0 "exe" crashed:

         ...

      """ + (104_606...104_615).map { "\($0) \(frame)" }.joined(separator: "\n")
    let found = CrashDiagnosis.stackOverflow(stderr, map: map)
    #expect(found == .some(UserFrame(function: "DeepView.recurse(_:)", file: "Deep.swift", line: 13)))
    #expect(
      CrashDiagnosis.overflowSentence(found ?? nil)
        == "Your code overflowed the stack: DeepView.recurse(_:) at Deep.swift:13")
  }

  @Test func aShallowBadPointerIsNoOverflow() {
    let stderr = """
      *** Program crashed: Bad pointer dereference at 0x0000000000000008 ***

      Thread 0 "exe" crashed:

      0 0x00007f0f9803126d DeepView.read() + 12 in libpreview-1.so at /cache/12-3/build-1/Deep.swift:4:9
      1 [ra] 0x00007f0f9803127d DeepView.body.getter + 12 in libpreview-1.so at /cache/12-3/build-1/Deep.swift:8:9
      """
    #expect(CrashDiagnosis.stackOverflow(stderr, map: map) == nil)
    #expect(CrashDiagnosis.backtraceFrames(stderr).map(\.function) == ["DeepView.read()", "DeepView.body.getter"])
  }
}
