import Foundation
import Testing

@testable import X11Host

/// Whether a failed connection can have been refused by a server: a local display without a
/// socket cannot (so what reached standard error meanwhile is not a server's reason).
@Suite("Display names, without an X server")
struct DisplayNameTests {
  @Test func aLocalDisplayWithoutASocketHasNoServer() throws {
    var number = 4000
    while FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") { number += 1 }
    #expect(!X11Display.localServerMayListen(":\(number)"))
    #expect(!X11Display.localServerMayListen("unix:\(number).0"))
  }

  @Test func remoteOrUnparsableDisplaysMayHaveOne() {
    #expect(X11Display.localServerMayListen("example.org:0"))
    #expect(X11Display.localServerMayListen("nonsense"))
    #expect(X11Display.localServerMayListen(":"))
  }
}
