import Foundation
import Testing

@testable import PlaygroundUI

/// Small pieces of SwiftUI's platform that real code uses: `Angle` arithmetic, `CGVector`, the
/// older `Picker` label order, text field styles and the accessibility modifiers.
@MainActor
@Suite struct PlatformOddsTests {
  private let window = CGSize(width: 400, height: 300)

  @Test("Angle adds, subtracts, negates and scales as SwiftUI's (its _VectorMath operators)")
  func angleArithmetic() {
    #expect((Angle.degrees(120) - .degrees(90)).degrees.isApproximately(30))
    #expect((Angle.degrees(120) + .radians(.pi)).degrees.isApproximately(300))
    #expect((-Angle.degrees(45)).degrees.isApproximately(-45))
    #expect((Angle.degrees(30) * 3).degrees.isApproximately(90))
    #expect((Angle.degrees(90) / 4).degrees.isApproximately(22.5))
    var angle = Angle.degrees(10)
    angle += .degrees(5)
    angle *= 2
    #expect(angle.degrees.isApproximately(30))
    #expect(Angle.degrees(-180).magnitude.isApproximately(.pi))
  }

  @Test("CGVector holds dx and dy from any numeric type")
  func vector() {
    let vector = CGVector(dx: 3, dy: -4.5)
    #expect(vector.dx == 3 && vector.dy == -4.5)
    #expect(CGVector.zero == CGVector(dx: 0, dy: 0))
    #expect(atan2(CGVector(dx: 0, dy: 2).dy, CGVector(dx: 0, dy: 2).dx) == .pi / 2)
  }

  @Test("Picker(selection:label:content:), the older order, draws as the newer one")
  func pickerLabelFirst() throws {
    let choice = TextModel()
    choice.text = "b"
    let older = ViewGraph.testing(
      Picker(selection: choice.binding, label: Text("Letter")) {
        Text("A").tag("a")
        Text("B").tag("b")
      }.frame(width: 300))
    let newer = ViewGraph.testing(
      Picker(selection: choice.binding) {
        Text("A").tag("a")
        Text("B").tag("b")
      } label: {
        Text("Letter")
      }.frame(width: 300))
    let a = older.render(size: window, time: 0)
    let b = newer.render(size: window, time: 0)
    #expect(a.texts.map(\.string) == b.texts.map(\.string))
    #expect(a.texts.map(\.frame) == b.texts.map(\.frame))
    #expect(a.texts.contains { $0.string == "Letter" })
  }

  @Test("textFieldStyle: .roundedBorder draws the box, .plain none; .automatic a box in a window, none on a phone")
  func textFieldStyles() throws {
    let model = TextModel()
    func shapes(_ view: some View) -> Int {
      ViewGraph.testing(view).render(size: window, time: 0).shapes.count
    }
    let field = TextField("Name", text: model.binding).frame(width: 200)
    #expect(shapes(field.textFieldStyle(.roundedBorder)) == 2)
    #expect(shapes(field.textFieldStyle(RoundedBorderTextFieldStyle())) == 2)
    #expect(shapes(field.textFieldStyle(.plain)) == 0)
    #expect(shapes(field) == 2)
    let phone = ViewGraph.testing(DeviceCanvas(CanvasSettings(device: .iPhone)) { field })
    let list = phone.render(size: CGSize(width: 393, height: 852), time: 0)
    #expect(list.texts.contains { $0.string == "Name" })
    #expect(!list.shapes.contains { $0.paint == .stroke(lineWidth: 1) }, "no outline on iOS's automatic style")
  }

  @Test("The accessibility modifiers draw nothing and the inspector lists what they said")
  func accessibility() throws {
    let plain = ViewGraph.testing(Image(systemName: "heart.fill")).render(size: window, time: 0)
    let view = Image(systemName: "heart.fill")
      .accessibilityLabel("This is a favorite resort")
      .accessibilityHint(Text("Double-tap to remove"))
      .accessibilityAddTraits([.isButton, .isSelected])
      .accessibilityIdentifier("favorite")
    let graph = ViewGraph.testing(view)
    let list = graph.render(size: window, time: 0)
    #expect(list.items.count == plain.items.count)
    graph.toggleInspector()
    graph.pointerDown(at: CGPoint(x: 200, y: 150), time: 0)
    let inspected = graph.render(size: window, time: 0)
    let lines = inspected.texts.map(\.string).joined(separator: "\n")
    #expect(lines.contains(#"accessibility label "This is a favorite resort""#), "\(lines)")
    #expect(lines.contains(#"accessibility hint "Double-tap to remove""#))
    #expect(lines.contains("accessibility traits: button, selected"))
    #expect(lines.contains(#"accessibility identifier "favorite""#))
  }
}

extension Double {
  fileprivate func isApproximately(_ other: Double) -> Bool { abs(self - other) < 1e-9 }
}

/// A checkbox, as real code writes its own toggle style.
private struct CheckboxStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
        .onTapGesture { configuration.isOn.toggle() }
      configuration.label
    }
  }
}

extension PlatformOddsTests {
  private struct Checkbox: View {
    @State var isOn = false
    var body: some View { Toggle("Wi-Fi", isOn: $isOn).toggleStyle(CheckboxStyle()) }
  }

  @Test("A custom ToggleStyle draws the toggle from its configuration and flips the binding")
  func customToggleStyle() throws {
    let graph = ViewGraph.testing(Checkbox())
    let list = graph.render(size: window, time: 0)
    #expect(list.texts.contains { $0.string == "Wi-Fi" })
    #expect(list.shapes.allSatisfy { $0.kind != .capsule }, "no switch track")
    let box = try #require(graph.tracedViews.first { $0.kind == "symbol" })
    #expect(box.detail == "square")
    graph.click(at: CGPoint(x: box.frame.midX, y: box.frame.midY), time: 0)
    _ = graph.render(size: window, time: 0.1)
    #expect(graph.tracedViews.contains { $0.kind == "symbol" && $0.detail == "checkmark.square.fill" })
  }

  @Test("SwitchToggleStyle(tint:) fills the track with its tint; .button draws a button that flips")
  func builtInToggleStyles() throws {
    let model = FlagModel()
    model.isOn = true
    let tinted = ViewGraph.testing(Toggle("On", isOn: model.binding).toggleStyle(SwitchToggleStyle(tint: .orange)))
    let track = try #require(tinted.render(size: window, time: 0).shapes.first { $0.kind == .capsule })
    #expect(track.color == Color.orange.resolved)
    model.isOn = false
    let button = ViewGraph.testing(Toggle("Bold", isOn: model.binding).toggleStyle(.button))
    _ = button.render(size: window, time: 0)
    let label = try #require(button.leaf("Bold"))
    button.click(at: CGPoint(x: label.frame.midX, y: label.frame.midY), time: 0)
    #expect(model.isOn)
  }
}

@MainActor
final class FlagModel {
  var isOn = false
  var binding: Binding<Bool> { Binding(get: { self.isOn }, set: { self.isOn = $0 }) }
}
