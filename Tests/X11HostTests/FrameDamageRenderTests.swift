import Foundation
import PlaygroundUI
import Testing
import XvfbTestSupport

@testable import X11Host

/// Drawing only what changed (FrameDamage.swift) must leave exactly the pixels a full redraw
/// would: checked by drawing one frame, then the next into the same buffer, and comparing with
/// the next frame drawn from scratch.
@Suite("Damage-limited frames under Xvfb", .exclusiveX)
@MainActor
struct FrameDamageRenderTests {
  /// Chips in a flow under a centred title, with one chip selected: the selection and the width
  /// change what is drawn in a few places only.
  struct Scene: View {
    var selected: Int
    var body: some View {
      VStack(alignment: .leading, spacing: 12) {
        Text("Tags").font(.title2).frame(maxWidth: .infinity)
        FlowLayout(horizontalSpacing: 8, verticalSpacing: 8) {
          ForEach(0..<60, id: \.self) { index in
            Text("Tag \(index + 1)")
              .padding(.horizontal, 12)
              .padding(.vertical, 8)
              .background(Capsule().fill(index == selected ? Color.blue : Color.blue.opacity(0.2)))
          }
        }
      }
      .padding(20)
    }
  }

  func list(_ selected: Int, width: CGFloat, measurer: PangoTextMeasurer) -> DisplayList {
    ViewGraph(measurer: measurer, root: Scene(selected: selected)).render(
      size: CGSize(width: width, height: 400), time: 0)
  }

  @Test("A restyled chip, a 1-point and a re-wrapping resize: each frame pixel for pixel a full redraw")
  func partialEqualsFull() throws {
    let server = try XvfbServer.start()
    let display = try X11Display(name: server.display)
    let measurer = PangoTextMeasurer(display: display, scale: 1)
    let incremental = Renderer(display: display, measurer: measurer, background: .white)
    let buffer = BackBuffer(display: display, width: 640, height: 400, step: 1)
    let frames = [
      list(3, width: 640, measurer: measurer), list(7, width: 640, measurer: measurer),
      list(7, width: 639, measurer: measurer), list(7, width: 560, measurer: measurer),
    ]
    incremental.draw(frames[0], into: buffer)
    #expect(incremental.lastDamage == [PixelRect(x: 0, y: 0, width: 640, height: 400)])
    for (index, frame) in frames.enumerated().dropFirst() {
      incremental.draw(frame, into: buffer)
      if index == 1 {
        // Another chip selected: the two chips, not the window.
        let painted = incremental.lastDamage.reduce(0) { $0 + $1.width * $1.height }
        #expect(painted > 0 && painted < 640 * 400 / 10, "only the chips are drawn again: \(incremental.lastDamage)")
      }
      let drawn = try #require(ImageReadback.read(display, drawable: buffer.pixmap, width: 640, height: 400))
      let fresh = Renderer(display: display, measurer: measurer, background: .white)
      let expected = try #require(fresh.renderOffscreen(frame, size: CGSize(width: 640, height: 400)))
      let differing = zip(drawn.pixels, expected.pixels).filter { $0 != $1 }.count
      #expect(drawn.width == expected.width && differing == 0, "frame \(index): \(differing) bytes differ")
    }
    incremental.draw(frames[3], into: buffer)
    #expect(incremental.lastDamage.isEmpty, "an unchanged frame draws nothing")
  }
}

extension FrameDamageRenderTests {
  /// The chips scene under a bar of material across its top: the selected chip in the first
  /// rows lies under the material's blur, so restyling it must redraw the material from this
  /// frame's pixels.
  struct MaterialScene: View {
    var selected: Int
    var body: some View {
      ZStack(alignment: .top) {
        Scene(selected: selected)
        Color.clear.frame(height: 70).background(.bar)
      }
    }
  }

  @Test("A chip restyled beneath a material's blur: the partial frame is pixel for pixel a full redraw")
  func materialPartialEqualsFull() throws {
    try expectPartialFramesEqualFull(selecting: [1, 40], largestPainted: 640 * 400 - 1) {
      MaterialScene(selected: $0)
    }
  }

  /// Draws the scene with chip 0 selected, then with each of `selections` into the same buffer
  /// (damage only), and compares every frame with the same frame drawn from scratch. Each
  /// partial frame paints at most `largestPainted` pixels.
  func expectPartialFramesEqualFull<Scene: View>(
    selecting selections: [Int], largestPainted: Int, scene: @escaping (Int) -> Scene
  ) throws {
    let server = try XvfbServer.start()
    let display = try X11Display(name: server.display)
    let measurer = PangoTextMeasurer(display: display, scale: 1)
    let incremental = Renderer(display: display, measurer: measurer, background: .white)
    let buffer = BackBuffer(display: display, width: 640, height: 400, step: 1)
    func frame(_ selected: Int) -> DisplayList {
      ViewGraph(measurer: measurer, root: scene(selected)).render(size: CGSize(width: 640, height: 400), time: 0)
    }
    incremental.draw(frame(0), into: buffer)
    for selected in selections {
      let next = frame(selected)
      incremental.draw(next, into: buffer)
      let painted = incremental.lastDamage.reduce(0) { $0 + $1.width * $1.height }
      #expect(painted <= largestPainted, "selected \(selected): not the whole window: \(incremental.lastDamage)")
      let drawn = try #require(ImageReadback.read(display, drawable: buffer.pixmap, width: 640, height: 400))
      let fresh = Renderer(display: display, measurer: measurer, background: .white)
      let expected = try #require(fresh.renderOffscreen(next, size: CGSize(width: 640, height: 400)))
      let differing = zip(drawn.pixels, expected.pixels).filter { $0 != $1 }.count
      // Where they differ, to tell a missed edge from a wrong layer.
      var box = (x0: 9999, y0: 9999, x1: -1, y1: -1)
      for i in 0..<min(drawn.pixels.count, expected.pixels.count) where drawn.pixels[i] != expected.pixels[i] {
        let p = i / 4
        box = (min(box.x0, p % 640), min(box.y0, p / 640), max(box.x1, p % 640), max(box.y1, p / 640))
      }
      #expect(
        differing == 0, "selected \(selected): \(differing) bytes differ in \(box), damage \(incremental.lastDamage)")
    }
  }
}

extension FrameDamageRenderTests {
  /// The chips with effects drawn through layers: one blurred, one with a shadow, one faded as
  /// a group. Selecting a chip in or beside them damages part of a layer.
  struct LayeredScene: View {
    var selected: Int
    var body: some View {
      FlowLayout(horizontalSpacing: 8, verticalSpacing: 8) {
        ForEach(0..<40, id: \.self) { index in
          let chip = Text("Tag \(index + 1)")
            .padding(.horizontal, 12)
            .padding(.vertical, 8)
            .background(Capsule().fill(index == selected ? Color.blue : Color.blue.opacity(0.2)))
          if index == 5 {
            chip.blur(radius: 3)
          } else if index == 9 {
            chip.shadow(color: .black.opacity(0.5), radius: 6, x: 0, y: 4)
          } else if index == 14 {
            chip.compositingGroup().opacity(0.5)
          } else {
            chip
          }
        }
      }
      .padding(20)
    }
  }

  @Test("Chips restyled in or beside a blurred, a shadowed and a faded layer: each partial frame is a full redraw")
  func layeredPartialEqualsFull() throws {
    try expectPartialFramesEqualFull(selecting: [5, 8, 10, 14, 30], largestPainted: 640 * 400 / 2) {
      LayeredScene(selected: $0)
    }
  }
}
