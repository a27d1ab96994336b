import PlaygroundUI

/// The window of `layout-playground open`: a picker when the files have several previews, the
/// selected preview filling the rest, a small status in the top corner and the latest save's
/// problems in a panel at the bottom. Everything is an ordinary view, so `--trace` shows it.
struct OpenShell: View {
  let previews: [PreviewEntry]
  let selectedName: String?
  let status: String?
  /// The platform the code is compiled as ("iOS"), shown before the status; nil: not shown.
  var platform: String? = nil
  let problemTitle: String
  let problems: [String]
  let canvas: CanvasSettings
  let showsChrome: Bool
  /// The variants grid's spec; nil: the preview alone.
  let variants: VariantSpec?
  /// The size the grid's plain-canvas cells lay the preview out at (nil: the window's).
  var variantsPlainScreen: CGSize? = nil
  let select: @MainActor (String) -> Void

  var body: some View {
    VStack(spacing: 0) {
      if showsChrome && previews.count > 1 {
        // One tab per preview.
        TabRow(items: previews.map(\.name), selected: selectedName, title: { $0 }, select: select)
      }
      shown
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .overlay(alignment: .topTrailing) {
          if showsChrome, platform != nil || status != nil {
            StatusBadge(platform: platform, text: status).allowsHitTesting(false)
          }
        }
        .overlay(alignment: .bottom) {
          if !problems.isEmpty { ProblemPanel(title: problemTitle, lines: problems).allowsHitTesting(false) }
        }
    }
  }

  /// The selected preview, alone or as the variants grid.
  @ViewBuilder private var shown: some View {
    if let variants, let entry = previews.first(where: { $0.name == selectedName }) {
      VariantsGrid(entry: entry, spec: variants, canvas: shownCanvas, plainScreen: variantsPlainScreen)
        // Room for the status badge, which would otherwise cover the last cell's label.
        .padding(.top, showsChrome && (platform != nil || status != nil) ? 28 : 0)
    } else {
      // Sheets and alerts cover the preview's screen, not the picker above it.
      DeviceCanvas(shownCanvas) { PresentationContainer { content } }
    }
  }

  /// The canvas the selected preview asks for: its `previewDevice` or orientation picks the
  /// device (over `--device` and the `P` key); a size-that-fits or fixed layout is shown on a
  /// plain canvas, as Xcode shows it without a device.
  private var shownCanvas: CanvasSettings {
    guard let entry = previews.first(where: { $0.name == selectedName }) else { return canvas }
    var shown = canvas
    switch entry.traits.layout {
    case .device:
      if let kind = entry.traits.deviceKind { shown.device = (try? Device.named(kind.rawValue)) ?? nil }
    case .sizeThatFits, .fixed:
      shown.device = nil
    }
    return shown
  }

  /// The selected preview, identified by its name so each preview keeps state of its own.
  @ViewBuilder private var content: some View {
    if let entry = previews.first(where: { $0.name == selectedName }) {
      ForEach([entry.name], id: \.self) { _ in PreviewCanvas(entry: entry) }
    } else {
      Text(problems.isEmpty ? "Building…" : "No good build yet: fix the problems below and save.")
        .foregroundStyle(Color.secondary)
    }
  }
}

/// One preview laid out as its traits ask (Apple's `PreviewLayout`). `.device`, the default:
/// the window stands for the device, and the preview fills it. `.sizeThatFits`: the preview is
/// offered the window's size and its container fits the size it takes, centred. `.fixed`: the
/// preview is offered exactly that size, centred in a container of that size. The containers
/// are cards on a grey canvas, as Xcode's canvas draws them.
struct PreviewCanvas: View {
  let entry: PreviewEntry

  var body: some View {
    switch entry.traits.layout {
    case .device:
      entry.makeView()
    case .sizeThatFits:
      card(entry.makeView())
    case .fixed(let width, let height):
      card(entry.makeView().frame(width: width, height: height).clipped())
    }
  }

  private func card(_ preview: some View) -> some View {
    // iOS's semantic colours, so the card follows the canvas's appearance (light or dark).
    preview
      .background(SystemPalette.systemBackground)
      .border(SystemPalette.separator)
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .background(SystemPalette.systemGray5)
  }
}

/// "iOS · Compiling…" or "iOS · Reloaded in 240 ms": small, in a corner, out of the way.
private struct StatusBadge: View {
  let platform: String?
  let text: String?

  var body: some View {
    HStack(spacing: 4) {
      if let platform { Text(platform).bold() }
      if platform != nil && text != nil { Text("·") }
      if let text { Text(text) }
    }
    .font(.caption)
    .foregroundStyle(Color.secondary)
    .padding(.horizontal, 10)
    .padding(.vertical, 4)
    .background(Capsule().fill(Color(white: 0.97).opacity(0.92)))
    .padding(8)
  }
}

/// The latest save's problems, each as `File.swift:LINE:COL: error: message`.
private struct ProblemPanel: View {
  let title: String
  let lines: [String]

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      Text(title).font(.system(size: 13, weight: .bold)).foregroundStyle(Color.white)
      ForEach(Array(lines.enumerated()), id: \.offset) { _, line in
        Text(line).font(.system(size: 12)).foregroundStyle(Color(white: 0.92))
      }
    }
    .padding(12)
    .frame(maxWidth: .infinity, alignment: .leading)
    .background(RoundedRectangle(cornerRadius: 8).fill(Color(red: 0.45, green: 0.1, blue: 0.1).opacity(0.94)))
    .padding(8)
  }
}
