import PlaygroundUI

/// A fixed frame exercising every display item: shapes filled and stroked, text with an emoji and
/// a missing-glyph fallback, a symbol, and a clip.
enum SampleScene {
  static let size = CGSize(width: 360, height: 220)

  static let ink = RGBAColor(red: 0.11, green: 0.11, blue: 0.13)
  static let blue = RGBAColor(red: 0.0, green: 0.48, blue: 1.0)
  static let tint = RGBAColor(red: 0.0, green: 0.48, blue: 1.0, alpha: 0.15)
  static let orange = RGBAColor(red: 1.0, green: 0.58, blue: 0.0)
  static let green = RGBAColor(red: 0.2, green: 0.78, blue: 0.35)

  static func displayList(measurer: TextMeasuring) -> DisplayList {
    var items: [DisplayItem] = []
    func shape(_ id: String, _ kind: ShapeKind, _ rect: CGRect, _ paint: ShapePaint, _ color: RGBAColor) {
      items.append(.shape(ShapeDrawing(id: .detached(id), kind: kind, rect: rect, paint: paint, color: color)))
    }
    func text(_ id: String, _ string: String, _ font: FontDescriptor, x: CGFloat, top: CGFloat, _ color: RGBAColor) {
      let m = measurer.measure(string, font: font)
      items.append(
        .text(
          TextDrawing(
            id: .detached(id), string: string, font: font,
            frame: CGRect(x: x, y: top, width: m.width, height: m.height), baseline: top + m.ascent,
            color: color)))
    }
    // A card with a hairline border.
    shape("card", .roundedRectangle(cornerRadius: 12), CGRect(x: 10, y: 10, width: 340, height: 200), .fill, .white)
    shape(
      "card.border", .roundedRectangle(cornerRadius: 12), CGRect(x: 10.5, y: 10.5, width: 339, height: 199),
      .stroke(lineWidth: 1), RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.15))
    text("title", "Layout Playground", FontDescriptor(size: 22, weight: .bold), x: 24, top: 20, ink)
    // A selected chip: tinted capsule, 1.5 pt border, checkmark, emoji label.
    let chip = CGRect(x: 24, y: 60, width: 150, height: 32)
    shape("chip", .capsule, chip, .fill, tint)
    shape("chip.border", .capsule, chip.insetBy(dx: 0.75, dy: 0.75), .stroke(lineWidth: 1.5), blue)
    items.append(
      .symbol(
        SymbolDrawing(
          id: .detached("chip.check"), name: "checkmark", frame: CGRect(x: 36, y: 70, width: 12, height: 12),
          strokes: [[CGPoint(x: 37, y: 76.5), CGPoint(x: 41, y: 80.5), CGPoint(x: 48, y: 71.5)]],
          lineWidth: 2, color: blue)))
    text("chip.label", "Exercise 💪", .body, x: 56, top: 66, blue)
    // An unselected chip.
    shape(
      "chip2", .capsule, CGRect(x: 184, y: 60, width: 150, height: 32), .fill,
      RGBAColor(red: 0.92, green: 0.92, blue: 0.94))
    text("chip2.label", "Read a book 📚", FontDescriptor(size: 15), x: 198, top: 67, ink)
    // Circles: filled, stroked, translucent overlap.
    shape("c1", .circle, CGRect(x: 24, y: 110, width: 44, height: 44), .fill, orange)
    shape("c2", .circle, CGRect(x: 78.3, y: 110.6, width: 44, height: 44), .stroke(lineWidth: 3), green)
    shape(
      "c3", .circle, CGRect(x: 100, y: 120, width: 44, height: 44), .fill,
      RGBAColor(red: 0, green: 0.48, blue: 1, alpha: 0.5))
    // A plain rectangle (fast path) and a fractional one (mask path).
    shape("r1", .rectangle, CGRect(x: 160, y: 110, width: 40, height: 40), .fill, ink)
    shape("r2", .rectangle, CGRect(x: 210.5, y: 110.25, width: 40, height: 40), .fill, blue)
    // A clipped circle: only its left half is visible.
    items.append(.pushClip(CGRect(x: 260, y: 100, width: 35, height: 70)))
    shape("clipped", .circle, CGRect(x: 260, y: 110, width: 70, height: 50), .fill, green)
    items.append(.popClip)
    text("caption", "Ünïcödé ✓ — ☀️", FontDescriptor(size: 13, weight: .medium), x: 24, top: 175, ink)
    return DisplayList(items: items)
  }
}
