import Foundation
import Testing

@testable import PlaygroundUI

/// `resizable(capInsets:resizingMode:)`: Apple documents the cap insets as the parts that keep
/// their size while the rest stretches or tiles (as UIKit's `resizableImage(withCapInsets:
/// resizingMode:)` does). A 30×30 pt image with 10 pt caps at 2 px per point (60×60 px), drawn
/// over 100×50 pt at scale 2.
@Suite struct NineSliceTests {
  private func drawing(caps: CGFloat, mode: Image.ResizingMode, frame: CGRect) -> ImageDrawing {
    var drawing = ImageDrawing(
      id: ViewIdentity.root, frame: frame, raster: ImageRasterKey(path: "/x.png", pixelWidth: 60, pixelHeight: 60),
      naturalSize: CGSize(width: 30, height: 30), interpolation: .high, tint: nil, opacity: 1)
    drawing.capInsets = EdgeInsets(top: caps, leading: caps, bottom: caps, trailing: caps)
    drawing.resizingMode = mode
    return drawing
  }

  @Test func cornersKeepTheirSizeAndTheMiddleStretches() {
    let pieces = NineSlice.pieces(
      drawing(caps: 10, mode: .stretch, frame: CGRect(x: 0, y: 0, width: 100, height: 50)), pixelWidth: 60,
      pixelHeight: 60, scale: 2)
    #expect(pieces.count == 9)
    // The top-left corner: 20×20 source px onto 20×20 device px.
    #expect(pieces[0].source == CGRect(x: 0, y: 0, width: 20, height: 20))
    #expect(pieces[0].target == CGRect(x: 0, y: 0, width: 20, height: 20))
    // The bottom-right corner ends at the frame's corner (200×100 px).
    #expect(pieces[8].target == CGRect(x: 180, y: 80, width: 20, height: 20))
    // The middle: the 20×20 px between the caps (pulled in half a pixel where it meets a cap,
    // so filtering never blends a cap in) over 160×60 px.
    #expect(pieces[4].target == CGRect(x: 20, y: 20, width: 160, height: 60))
    #expect(pieces[4].source == CGRect(x: 20.5, y: 20.5, width: 19, height: 19))
  }

  @Test func withoutInsetsTheWholeImageStretches() {
    let pieces = NineSlice.pieces(
      drawing(caps: 0, mode: .stretch, frame: CGRect(x: 5, y: 5, width: 100, height: 50)), pixelWidth: 60,
      pixelHeight: 60, scale: 2)
    #expect(
      pieces == [
        NineSlice.Piece(
          source: CGRect(x: 0, y: 0, width: 60, height: 60), destination: CGRect(x: 10, y: 10, width: 200, height: 100),
          target: CGRect(x: 10, y: 10, width: 200, height: 100))
      ])
  }

  @Test func tilesRepeatAtTheImagesOwnSizeAndTheLastIsCut() {
    // No caps: 30 pt tiles over 100×50 pt: 4 across (the last 10 pt), 2 down (the last 20 pt).
    let pieces = NineSlice.pieces(
      drawing(caps: 0, mode: .tile, frame: CGRect(x: 0, y: 0, width: 100, height: 50)), pixelWidth: 60,
      pixelHeight: 60, scale: 2)
    #expect(pieces.count == 8)
    #expect(pieces.allSatisfy { $0.destination.size == CGSize(width: 60, height: 60) })
    #expect(pieces.last?.target == CGRect(x: 180, y: 60, width: 20, height: 40))
  }

  @Test func capsWiderThanTheFrameShrinkToFit() {
    let pieces = NineSlice.pieces(
      drawing(caps: 10, mode: .stretch, frame: CGRect(x: 0, y: 0, width: 10, height: 10)), pixelWidth: 60,
      pixelHeight: 60, scale: 2)
    // 10 pt of frame for 20 pt of caps: each cap is drawn 5 pt (10 px); no middle is left.
    #expect(pieces.count == 4)
    #expect(pieces[0].target == CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(pieces[3].target == CGRect(x: 10, y: 10, width: 10, height: 10))
  }
}
