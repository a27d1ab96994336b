extension GraphicsContext {
  /// A text resolved in a context's environment, ready to measure and draw (mirrors SwiftUI's
  /// `GraphicsContext.ResolvedText`).
  @MainActor public struct ResolvedText {
    let text: Text
    let recording: CanvasRecording
    let environment: EnvironmentValues
    /// What the text is drawn with; the environment's foreground style until set.
    public var shading: Shading = .foreground

    init(text: Text, recording: CanvasRecording, environment: EnvironmentValues) {
      self.text = text
      self.recording = recording
      self.environment = environment
    }

    /// The text as a view, coloured by `shading` when it was set.
    var content: AnyView {
      guard case .foreground = shading.kind else {
        let paint = shading.paint(in: environment, bounds: .zero, transform: .identity, opacity: 1)
        let color: RGBAColor =
          switch paint {
          case .color(let color): color
          case .gradient(let gradient): gradient.stops.last?.color ?? .clear
          case nil: .clear
          }
        return AnyView(text.foregroundColor(Color(color)))
      }
      return AnyView(text)
    }

    /// The size the text takes within `size` (wrapping to its width).
    public func measure(in size: CGSize) -> CGSize {
      recording.dimensions(of: content, in: size, environment: environment)?.size ?? .zero
    }

    /// The distance from the top of the text to its first line's baseline, laid out in `size`.
    public func firstBaseline(in size: CGSize) -> CGFloat {
      recording.dimensions(of: content, in: size, environment: environment)?[VerticalAlignment.firstTextBaseline] ?? 0
    }

    /// The distance from the top of the text to its last line's baseline, laid out in `size`.
    public func lastBaseline(in size: CGSize) -> CGFloat {
      recording.dimensions(of: content, in: size, environment: environment)?[VerticalAlignment.lastTextBaseline] ?? 0
    }
  }

  /// An image resolved in a context's environment (mirrors SwiftUI's
  /// `GraphicsContext.ResolvedImage`).
  @MainActor public struct ResolvedImage {
    let image: Image
    let recording: CanvasRecording
    let environment: EnvironmentValues
    /// What a template image or a symbol is tinted with; the foreground style until set.
    public var shading: Shading?

    init(image: Image, recording: CanvasRecording, environment: EnvironmentValues) {
      self.image = image
      self.recording = recording
      self.environment = environment
    }

    /// The image at its own size, in points.
    public var size: CGSize {
      recording.dimensions(of: content(resizable: false), in: nil, environment: environment)?.size ?? .zero
    }

    /// The distance from the top of the image to its baseline: its height, as for any image
    /// without a baseline of its own.
    public var baseline: CGFloat { size.height }

    /// The image as a view, stretched to its frame when `resizable`, tinted by `shading`.
    func content(resizable: Bool) -> AnyView {
      let drawn = resizable ? image.resizable() : image
      guard let shading, let paint = shading.paint(in: environment, bounds: .zero, transform: .identity, opacity: 1)
      else { return AnyView(drawn) }
      let color: RGBAColor =
        switch paint {
        case .color(let color): color
        case .gradient(let gradient): gradient.stops.last?.color ?? .clear
        }
      return AnyView(drawn.foregroundStyle(Color(color)))
    }
  }
}
