import Foundation
import LayoutCases
import LayoutCore
import Testing

/// Runs the `layout` command's logic on `json` (as UTF-8).
func execute(_ json: String, strict: Bool = false) -> LayoutCases.Outcome {
  LayoutCases.execute(input: Array(json.utf8), strict: strict)
}

/// The error message for malformed `bytes`, or nil when they decode.
func errorMessage(_ bytes: [UInt8]) -> String? {
  do {
    _ = try LayoutCases.decode(bytes)
    return nil
  } catch {
    return error.message
  }
}

func errorMessage(_ json: String) -> String? { errorMessage(Array(json.utf8)) }

/// The package's root directory, found from this file's path.
let packageRoot: URL = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Whether two rectangles agree to within `tolerance` on every coordinate.
func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
  abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
    && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
  CGRect(x: x, y: y, width: w, height: h)
}
