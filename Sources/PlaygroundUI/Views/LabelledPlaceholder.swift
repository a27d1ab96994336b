/// What stands in for content the playground cannot draw (a UIKit view behind
/// `UIViewRepresentable`, an image from an asset catalog): a light dashed box with its name, so
/// the layout around it is right and it is plain what is missing. Never silently empty.
package struct LabelledPlaceholder: View {
  let label: String
  let detail: String
  /// Takes the whole proposed size (a representable's UIKit view does); otherwise a fixed box.
  let fillsProposal: Bool

  package init(_ label: String, detail: String, fillsProposal: Bool) {
    self.label = label
    self.detail = detail
    self.fillsProposal = fillsProposal
  }

  package var body: some View {
    let box = ZStack {
      // Semantic colours, so the box and its label read in either colour scheme.
      Rectangle().fill(SystemPalette.systemGray6)
      Rectangle().strokeBorder(Color.gray, style: StrokeStyle(lineWidth: 1, dash: [4, 3]))
      VStack(spacing: 2) {
        Text(label).font(.caption).bold()
        Text(detail).font(.caption2)
      }
      .foregroundColor(.secondary)
      .padding(4)
    }
    if fillsProposal {
      box.frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)
    } else {
      box.frame(width: 100, height: 100)
    }
  }
}
