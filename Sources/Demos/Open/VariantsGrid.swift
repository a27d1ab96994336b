import PlaygroundUI

/// The window's variants grid (`open --variants`, the `V` key): the selected preview once per
/// variant of the spec, each cell labelled with its variant and showing the preview exactly as
/// the single view does on `variant.canvas(over:)` of the window's canvas, scaled down so the
/// cells fit the window (a vertical `ScrollView` when even small cells do not).
///
/// Every cell is live: each is identified by its variant (its label, which names every value, so
/// traces read `[iphone · dark]`), so each keeps its own state, and the same variants after a
/// reload or a window resize find theirs again.
struct VariantsGrid: View {
  let entry: PreviewEntry
  let spec: VariantSpec
  /// The canvas the single view would show the preview on (the window's, the preview's device).
  let canvas: CanvasSettings
  /// The size a plain canvas's cells lay the preview out at; nil: the grid's own room, the
  /// single view's size in the window.
  var plainScreen: CGSize? = nil

  var body: some View {
    let variants = spec.variants(device: canvas.device)
    // The window's own scheme for the labels and the space around the cells (`D` changes it).
    DeviceCanvas(CanvasSettings(colorScheme: canvas.colorScheme)) {
      GeometryReader { proxy in
        let screens = variants.map { screen($0, window: plainScreen ?? proxy.size) }
        let metrics = VariantGridMetrics(screens: screens, room: proxy.size)
        ScrollView {
          VariantRows(spacing: VariantGridMetrics.spacing) {
            ForEach(Array(zip(variants, screens)), id: \.0.label) { variant, screen in
              VariantCell(
                entry: entry, variant: variant, canvas: variant.canvas(over: canvas), screen: screen,
                size: metrics.cellSize(screen))
            }
          }
          .padding(VariantGridMetrics.padding)
          .frame(width: proxy.size.width)
        }
      }
    }
  }

  /// What a cell shows at full size: a device's screen, or for a plain canvas the room the
  /// single view fills (scaled down like a screen, so the preview is laid out as in the single
  /// view); a `width` variant's preview is as tall as it fits.
  private func screen(_ variant: Variant, window: CGSize) -> VariantScreen {
    if let width = variant.proposedWidth { return .width(width) }
    return .screen(variant.canvas(over: canvas).device?.size ?? window)
  }
}

/// One cell: the variant's label over the preview on the variant's canvas.
private struct VariantCell: View {
  let entry: PreviewEntry
  let variant: Variant
  let canvas: CanvasSettings
  let screen: VariantScreen
  /// The scaled screen's size; nil for a `width` variant.
  let size: CGSize?

  var body: some View {
    VStack(spacing: VariantGridMetrics.labelSpacing) {
      Text(variant.label)
        .font(.caption)
        .foregroundStyle(Color.secondary)
        .lineLimit(1)
        // No wider than the cell: a long label is truncated, not a reason to spread the row.
        .frame(width: width, height: VariantGridMetrics.labelHeight)
      preview
        .clipped()
        // Drawn only: a stroked outline here takes its whole frame's clicks from the cell.
        .overlay(Rectangle().strokeBorder(SystemPalette.separator, lineWidth: 1).allowsHitTesting(false))
    }
  }

  /// The cell's width: its scaled screen's, or the `width` variant's.
  private var width: CGFloat? {
    switch screen {
    case .screen: size?.width
    case .width(let width): width
    }
  }

  @ViewBuilder private var preview: some View {
    switch screen {
    case .screen(let screen):
      // Sheets and alerts cover the cell's screen, as they cover the single view's.
      DeviceCanvas(canvas, plainScreen: screen) { PresentationContainer { content } }
        .frame(width: size?.width, height: size?.height)
    case .width(let width):
      DeviceCanvas(canvas) { PresentationContainer { content } }
        .frame(width: width)
    }
  }

  /// Identified by the preview's name too, as the single view is, so each preview in each
  /// variant keeps state of its own.
  private var content: some View {
    ForEach([entry.name], id: \.self) { _ in PreviewCanvas(entry: entry) }
  }
}

/// What a cell shows at full size.
package enum VariantScreen: Equatable, Sendable {
  /// A screen of this size in points (scaled down with the grid).
  case screen(CGSize)
  /// A `width` variant: the preview proposed this width, its height as it fits (not scaled).
  case width(Double)
}

/// How big the grid's cells are: one scale for every screen, the largest at which all the cells
/// fit the window in rows, but not below `minimumScale` (then the grid scrolls).
package struct VariantGridMetrics: Equatable, Sendable {
  static let spacing: CGFloat = 16
  static let padding: CGFloat = 16
  static let labelHeight: CGFloat = 16
  static let labelSpacing: CGFloat = 4
  /// Smaller than this a cell is unreadable: past it the grid scrolls instead of shrinking.
  static let minimumScale: CGFloat = 0.25

  package let scale: CGFloat
  package let columns: Int

  package init(screens: [VariantScreen], room: CGSize) {
    let sizes = screens.compactMap { if case .screen(let size) = $0 { size } else { nil } }
    guard !sizes.isEmpty, room.width > 0, room.height > 0 else {
      (scale, columns) = (1, max(1, screens.count))
      return
    }
    let box = CGSize(width: sizes.map(\.width).max() ?? 1, height: sizes.map(\.height).max() ?? 1)
    let width = room.width - 2 * Self.padding
    let height = room.height - 2 * Self.padding
    var best: (scale: CGFloat, columns: Int) = (0, 1)
    for columns in 1...sizes.count {
      let rows = (sizes.count + columns - 1) / columns
      let across = (width - CGFloat(columns - 1) * Self.spacing) / (CGFloat(columns) * box.width)
      let label = Self.labelHeight + Self.labelSpacing
      let down = (height - CGFloat(rows - 1) * Self.spacing - CGFloat(rows) * label) / (CGFloat(rows) * box.height)
      let scale = min(1, across, down)
      if scale > best.scale { best = (scale, columns) }
    }
    if best.scale < Self.minimumScale {
      // As many columns as fit across at the smallest readable scale; the rows scroll.
      let fit = Int(((width + Self.spacing) / (box.width * Self.minimumScale + Self.spacing)).rounded(.down))
      let columns = max(1, min(sizes.count, fit))
      let across = (width - CGFloat(columns - 1) * Self.spacing) / (CGFloat(columns) * box.width)
      best = (max(min(1, across), 0.01), columns)
    }
    (scale, columns) = (best.scale, best.columns)
  }

  /// The screen a plain canvas's cells show in a `screenshot --variants` without `--size`: the
  /// window's default size.
  package static let defaultPlainScreen = CGSize(width: 960, height: 640)

  /// A `screenshot --variants` without `--size`: room for every cell at half size, four to a
  /// row, a plain canvas's screen taken as `defaultPlainScreen` (a `width` variant: one to a
  /// row, at its width, 240 points tall).
  package static func room(for spec: VariantSpec, canvas: CanvasSettings) -> CGSize {
    let variants = spec.variants(device: canvas.device)
    let label = labelHeight + labelSpacing
    if let widest = variants.compactMap(\.proposedWidth).max() {
      let count = CGFloat(variants.count)
      return CGSize(
        width: widest + 2 * padding, height: 2 * padding + count * (240 + label) + (count - 1) * spacing)
    }
    let screens = variants.map { $0.canvas(over: canvas).device?.size ?? defaultPlainScreen }
    let box = CGSize(
      width: (screens.map(\.width).max() ?? 0) / 2, height: (screens.map(\.height).max() ?? 0) / 2)
    let columns = CGFloat(min(4, variants.count))
    let rows = (CGFloat(variants.count) / columns).rounded(.up)
    return CGSize(
      width: (2 * padding + columns * box.width + (columns - 1) * spacing).rounded(.up),
      height: (2 * padding + rows * (box.height + label) + (rows - 1) * spacing).rounded(.up))
  }

  /// The size a cell draws `screen` at: scaled, whole points; nil for a `width` variant.
  package func cellSize(_ screen: VariantScreen) -> CGSize? {
    guard case .screen(let size) = screen else { return nil }
    return CGSize(width: (size.width * scale).rounded(.down), height: (size.height * scale).rounded(.down))
  }
}

/// The cells in rows, left to right, a new row when the next cell would not fit the width
/// offered; each row as tall as its tallest cell. Unlike rows of `HStack`s, the cells are one
/// flat list, so a cell keeps its identity (and its state) when a resize moves it to another row.
private struct VariantRows: Layout {
  let spacing: CGFloat

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let rows = arrange(subviews, width: proposal.width ?? .infinity)
    let width = rows.map { $0.width }.max() ?? 0
    let height = rows.reduce(0) { $0 + $1.height } + CGFloat(max(0, rows.count - 1)) * spacing
    return CGSize(width: width, height: height)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    var y = bounds.minY
    for row in arrange(subviews, width: bounds.width) {
      // Each row centred, as Xcode centres its variants.
      var x = bounds.minX + max(0, (bounds.width - row.width) / 2)
      for index in row.indices {
        let size = subviews[index].sizeThatFits(.unspecified)
        subviews[index].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
        x += size.width + spacing
      }
      y += row.height + spacing
    }
  }

  private struct Row {
    var indices: [Int] = []
    var width: CGFloat = 0
    var height: CGFloat = 0
  }

  private func arrange(_ subviews: Subviews, width: CGFloat) -> [Row] {
    var rows: [Row] = []
    var row = Row()
    for index in subviews.indices {
      let size = subviews[index].sizeThatFits(.unspecified)
      let widened = row.indices.isEmpty ? size.width : row.width + spacing + size.width
      // Half a point of slack: cell widths are rounded down, their sum may still round up.
      if !row.indices.isEmpty && widened > width + 0.5 {
        rows.append(row)
        row = Row()
      }
      row.width = row.indices.isEmpty ? size.width : row.width + spacing + size.width
      row.height = max(row.height, size.height)
      row.indices.append(index)
    }
    if !row.indices.isEmpty { rows.append(row) }
    return rows
  }
}
