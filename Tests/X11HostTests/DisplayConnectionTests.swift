import Foundation
import PlaygroundUI
import Testing
import XvfbTestSupport

@testable import X11Host

@Suite("Display connection", .exclusiveX)
@MainActor
struct DisplayConnectionTests {
  @Test("Opening a display that does not exist throws a clear sentence within a second")
  func missingServer() {
    var number = 987
    while FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") { number += 1 }
    let start = MonotonicClock.now()
    #expect(throws: HostError.cannotOpenDisplay(":\(number)")) {
      _ = try X11Display(name: ":\(number)")
    }
    #expect(MonotonicClock.now() - start < 1)
    let sentence = HostError.cannotOpenDisplay(":\(number)").description
    #expect(sentence == "Cannot open a window because the X server at display \":\(number)\" is not reachable.")
  }

  @Test("Xft.dpi becomes the scale; absent or bogus values mean 1 (Xrm: kept off other threads)")
  func xftScale() {
    #expect(X11Display.scale(fromResources: "Xft.dpi:\t192\n") == 2)
    #expect(X11Display.scale(fromResources: "Xft.antialias: 1\nXft.dpi: 144\n") == 1.5)
    #expect(X11Display.scale(fromResources: "Xcursor.size: 24\n") == 1)
    #expect(X11Display.scale(fromResources: "Xft.dpi: zero\n") == 1)
  }

  @Test("A protocol error (BadWindow) is logged and counted, never fatal")
  func protocolErrorIsNotFatal() throws {
    let server = try XvfbServer.start()
    let before = protocolErrorCount
    // Xlib's default handler would exit the process here.
    try X11Window.requestClose(windowID: 0x3FF_FFFF, displayName: server.display)
    #expect(protocolErrorCount == before + 1)
  }

  @Test("HostApp.run reports an unreachable server with status 1 and no scene")
  func runWithoutServer() {
    var madeScene = false
    let status = HostApp.run(windowSize: CGSize(width: 100, height: 100), displayName: ":988") { _ in
      madeScene = true
      return IdleScene()
    }
    #expect(status == 1 && !madeScene)
  }
}

/// A scene that draws one rectangle and never animates.
@MainActor
final class IdleScene: HostScene {
  var title = "Idle"
  var needsFrame: Bool { false }
  func render(size: CGSize, time: Double) -> DisplayList {
    DisplayList(items: [
      .shape(
        ShapeDrawing(
          id: .detached("r"), kind: .rectangle, rect: CGRect(x: 10, y: 10, width: 50, height: 30), paint: .fill,
          color: .black))
    ])
  }
  func pointerDown(at point: CGPoint, time: Double) {}
  func key(_ key: Key, time: Double) -> HostAction { .quit }
}
