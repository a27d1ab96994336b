import PlaygroundUI

/// A slider with its name and current whole-number value.
struct LabeledSlider: View {
  let title: String
  @Binding var value: Double
  let range: ClosedRange<Double>

  var body: some View {
    HStack(spacing: 10) {
      Text(title)
        .font(.callout)
        .frame(width: 90, alignment: .leading)
      Slider(value: $value, in: range, step: 1)
        .frame(minWidth: 80, maxWidth: 200)
      Text("\(Int(value.rounded())) pt")
        .font(.callout)
        .foregroundStyle(.secondary)
        .frame(width: 50, alignment: .trailing)
    }
  }
}
