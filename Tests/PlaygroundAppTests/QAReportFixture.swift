import Foundation
import PlaygroundApp
import X11Host

/// A `qa` artifacts folder made by hand, as qa-formats.md lays it out: one opened file `Card`
/// with three previews in a light and a dark variant, synthetic PNGs (2 pixels a point) and, for
/// the two failures, baseline copies, diff images and `why.json` files. One preview's name is
/// markup, to show it is shown as written.
struct QAReportFixture {
  static let markupPreview = #"Price <b>"tag"</b> & co"#
  /// The canvas in points, and pixels per point.
  static let size = (width: 120, height: 200)
  static let scale = 2
  /// The second failure's colours (and its dark background), none of them the page's own, so a
  /// screenshot's pixels of them are the images'.
  static let red: (UInt8, UInt8, UInt8) = (201, 31, 77)
  static let green: (UInt8, UInt8, UInt8) = (31, 153, 89)
  static let orange: (UInt8, UInt8, UInt8) = (204, 120, 0)
  static let dark: (UInt8, UInt8, UInt8) = (18, 18, 20)

  let directory: URL
  private(set) var cases: [QACase] = []

  /// The first failure's `why.json`: a padding change moved a stack and two views with it.
  static let profileWhy = """
    {
      "summary": "3 views moved and 1 resized: VStack was proposed 80×unspecified instead of 96×unspecified",
      "changes": [
        {"kinds": ["moved", "resized"], "id": "0.1", "type": "VStack", "label": "VStack",
         "before": {"frame": [12, 20, 96, 60], "proposal": [96, null]},
         "after": {"frame": [20, 28, 80, 60], "proposal": [80, null]},
         "cause": "proposed 80×unspecified instead of 96×unspecified by padding", "pixels": 900},
        {"kinds": ["moved"], "id": "0.1.0", "type": "Text", "label": "Text \\"Hello\\"",
         "before": {"frame": [12, 20, 60, 20], "proposal": [96, null], "color": "#000000FF", "text": "Hello"},
         "after": {"frame": [20, 28, 60, 20], "proposal": [80, null], "color": "#000000FF", "text": "Hello"},
         "cause": null, "pixels": 300, "movedWithParent": true},
        {"kinds": ["moved"], "id": "0.1.1", "type": "Rectangle", "label": "Rectangle",
         "before": {"frame": [12, 50, 96, 30], "proposal": [96, 30], "color": "#1565C0FF"},
         "after": {"frame": [20, 58, 80, 30], "proposal": [80, 30], "color": "#1565C0FF"},
         "cause": null, "pixels": 200, "movedWithParent": true}
      ],
      "regions": [{"rect": [12, 20, 96, 68], "pixels": 1400, "changes": [0, 1, 2]}],
      "unattributedPixels": 0
    }
    """

  /// The second failure's: a view appeared and another changed colour.
  static let markupWhy = """
    {
      "summary": "1 view appeared and 1 changed colour",
      "changes": [
        {"kinds": ["appeared"], "id": "0.2", "type": "Text", "label": "Text \\"<i>Sale</i>\\"", "before": null,
         "after": {"frame": [10, 150, 100, 24], "proposal": [100, null], "color": "#C91F4DFF", "text": "<i>Sale</i>"},
         "cause": null, "pixels": 700},
        {"kinds": ["color"], "id": "0.0", "type": "Rectangle", "label": "Rectangle",
         "before": {"frame": [10, 10, 100, 40], "proposal": [100, 40], "color": "#1F9959FF"},
         "after": {"frame": [10, 10, 100, 40], "proposal": [100, 40], "color": "#CC7800FF"},
         "cause": null, "pixels": 400}
      ],
      "regions": [{"rect": [10, 150, 100, 24], "pixels": 700, "changes": [0]},
                  {"rect": [10, 10, 100, 40], "pixels": 400, "changes": [1]}],
      "unattributedPixels": 12
    }
    """

  /// Makes the folder under a fresh temporary directory (or `directory`, kept for a look).
  init(directory: URL? = nil) throws {
    self.directory =
      directory ?? FileManager.default.temporaryDirectory.appendingPathComponent("qa-report-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: self.directory, withIntermediateDirectories: true)
    try add("Profile", scheme: "light", status: .failed, why: Self.profileWhy) { image, baseline in
      let inset = baseline ? 12 : 20
      image.fill(x: inset, y: inset + 8, width: 120 - 2 * inset, height: 30, color: (40, 40, 40))
      image.fill(x: inset, y: inset + 38, width: 120 - 2 * inset, height: 30, color: (21, 101, 192))
    }
    try add("Profile", scheme: "dark", status: .passed, why: nil) { image, _ in
      image.fill(x: 12, y: 20, width: 96, height: 30, color: (230, 230, 230))
      image.fill(x: 12, y: 50, width: 96, height: 30, color: (100, 160, 255))
    }
    try add(Self.markupPreview, scheme: "light", status: .passed, why: nil) { image, _ in
      image.fill(x: 10, y: 10, width: 100, height: 40, color: (46, 125, 50))
    }
    try add(Self.markupPreview, scheme: "dark", status: .failed, why: Self.markupWhy) { image, baseline in
      image.fill(x: 10, y: 10, width: 100, height: 40, color: baseline ? Self.green : Self.orange)
      if !baseline { image.fill(x: 10, y: 150, width: 100, height: 24, color: Self.red) }
    }
    try add("Badge", scheme: "light", status: .new, why: nil) { image, _ in
      image.fill(x: 40, y: 80, width: 40, height: 40, color: (198, 40, 40))
    }
    try add("Badge", scheme: "dark", status: .recorded, why: nil) { image, _ in
      image.fill(x: 40, y: 80, width: 40, height: 40, color: (255, 90, 90))
    }
  }

  /// Adds one case: its actual image (and baseline and diff as its status implies), layout
  /// records and `why`.
  private mutating func add(
    _ preview: String, scheme: String, status: QACase.Status, why: String?,
    draw: (inout RGBAImage, _ baseline: Bool) -> Void
  ) throws {
    let variant = scheme == "light" ? "" : scheme
    let safe = String(preview.unicodeScalars.map { $0 == "/" || $0 == "\\" || $0.value < 0x20 ? "_" : Character($0) })
    let folder = "cases/Card/\(safe)\(variant.isEmpty ? "" : ".\(variant)")"
    let url = directory.appendingPathComponent(folder)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    let background: (UInt8, UInt8, UInt8) = scheme == "dark" ? Self.dark : (255, 255, 255)
    func picture(baseline: Bool) -> RGBAImage {
      var image = RGBAImage(width: Self.size.width * Self.scale, height: Self.size.height * Self.scale)
      image.fill(x: 0, y: 0, width: Self.size.width, height: Self.size.height, color: background)
      draw(&image, baseline)
      return image
    }
    let actual = picture(baseline: false)
    try PNGWriter.write(actual, to: url.appendingPathComponent("actual.png").path)
    let record = #"{"scale": 2, "size": [120, 200], "views": []}"#
    try Data(record.utf8).write(to: url.appendingPathComponent("layout.json"))
    let hasBaseline = status == .failed || status == .passed
    var differing = 0
    if hasBaseline {
      let baseline = picture(baseline: true)
      try PNGWriter.write(baseline, to: url.appendingPathComponent("baseline.png").path)
      try Data(record.utf8).write(to: url.appendingPathComponent("baseline.layout.json"))
      if status == .failed {
        let difference = PixelDifference(baseline: baseline, actual: actual)
        differing = difference.count
        var diff = actual
        for index in 0..<difference.changed.count {
          let byte = index * 4
          if difference.changed[index] {
            diff.pixels[byte..<byte + 4] = [255, 0, 64, 255]
          } else {
            for channel in 0..<3 { diff.pixels[byte + channel] = 255 - (255 - diff.pixels[byte + channel]) / 4 }
          }
        }
        try PNGWriter.write(diff, to: url.appendingPathComponent("diff.png").path)
      }
    }
    if let why { try Data(why.utf8).write(to: url.appendingPathComponent("why.json")) }
    cases.append(
      QACase(
        file: "Card", preview: preview, variant: variant, variantLabel: "iphone · \(scheme)",
        axes: ["device": "iphone", "scheme": scheme], status: status,
        baselineWritten: status == .new
          || status == .recorded, differingPixels: differing, totalPixels: actual.width * actual.height,
        thresholdPercent: 0, actual: "\(folder)/actual.png", baseline: hasBaseline ? "\(folder)/baseline.png" : nil,
        diff: status == .failed ? "\(folder)/diff.png" : nil, layout: "\(folder)/layout.json",
        why: why == nil ? nil : "\(folder)/why.json", violations: []))
  }

  func remove() { try? FileManager.default.removeItem(at: directory) }
}

extension RGBAImage {
  /// Paints a rectangle given in points (2 pixels a point) in an opaque colour.
  fileprivate mutating func fill(x: Int, y: Int, width: Int, height: Int, color: (UInt8, UInt8, UInt8)) {
    let scale = QAReportFixture.scale
    for row in (y * scale)..<min(self.height, (y + height) * scale) {
      for column in (x * scale)..<min(self.width, (x + width) * scale) {
        let byte = (row * self.width + column) * 4
        pixels[byte..<byte + 4] = [color.0, color.1, color.2, 255]
      }
    }
  }
}
