import Foundation
import Testing

@testable import PlaygroundUI

@Observable private final class Profile {
  var name = "Ada"
  var age = 36
  /// Never read by the views below.
  var notes = ""
}

/// Holds the model in `@State` and passes it down as a plain property.
private struct ProfileScreen: View {
  @State private var profile = Profile()
  let exposed: Exposed<Profile>

  var body: some View {
    let _ = exposed.keep(profile)
    VStack {
      NameLabel(profile: profile)
      NameEditor(profile: profile)
      AgeReader()
    }
    .environment(profile)
  }
}

private struct NameLabel: View {
  var profile: Profile

  var body: some View { Text("name \(profile.name)") }
}

/// Edits through `@Bindable`.
private struct NameEditor: View {
  @Bindable var profile: Profile

  var body: some View {
    Button("Rename") { $profile.name.wrappedValue = "Grace" }
  }
}

/// Reads the model from the environment, and a local `@Bindable` of it.
private struct AgeReader: View {
  @Environment(Profile.self) private var profile
  @Environment(Profile.self) private var optional: Profile?

  var body: some View {
    @Bindable var profile = profile
    HStack {
      Text("age \(profile.age)")
      Button("Older") { $profile.age.wrappedValue += 1 }
      Text(optional === profile ? "same" : "other")
    }
  }
}

private struct OptionalReader: View {
  @Environment(Profile.self) private var profile: Profile?

  var body: some View { Text(profile == nil ? "none" : "some") }
}

/// Lets a test reach a value a view made.
@MainActor
private final class Exposed<Value> {
  var value: Value?

  func keep(_ value: Value) { self.value = value }
}

/// `@Observable` models from the toolchain's Observation module, as SwiftUI uses them.
@MainActor
@Suite struct ObservationTests {
  private let window = CGSize(width: 400, height: 400)

  private func tap(_ graph: ViewGraph, _ label: String) throws {
    graph.click(try #require(graph.leaf(label), "no \(label)").frame, time: 0)
  }

  @Test func aChangeToAPropertyABodyReadReRenders() throws {
    let exposed = Exposed<Profile>()
    let graph = ViewGraph.testing(ProfileScreen(exposed: exposed))
    graph.frame(window)
    let profile = try #require(exposed.value)
    #expect(graph.leaf("name Ada") != nil && graph.leaf("age 36") != nil)
    profile.name = "Lin"
    #expect(graph.needsFrame)
    graph.frame(window)
    #expect(graph.leaf("name Lin") != nil)
    #expect(exposed.value === profile, "the model in @State is kept across re-renders")
  }

  @Test func aChangeToAPropertyNoBodyReadDoesNotReRender() throws {
    let exposed = Exposed<Profile>()
    let graph = ViewGraph.testing(ProfileScreen(exposed: exposed))
    graph.frame(window)
    try #require(exposed.value).notes = "quiet"
    #expect(!graph.needsFrame)
  }

  @Test func bindableEditsReachTheModel() throws {
    let exposed = Exposed<Profile>()
    let graph = ViewGraph.testing(ProfileScreen(exposed: exposed))
    graph.frame(window)
    try tap(graph, "Rename")
    graph.frame(window)
    #expect(exposed.value?.name == "Grace")
    #expect(graph.leaf("name Grace") != nil)
    try tap(graph, "Older")
    graph.frame(window)
    #expect(exposed.value?.age == 37)
    #expect(graph.leaf("age 37") != nil)
  }

  @Test func theEnvironmentCarriesTheModel() throws {
    let exposed = Exposed<Profile>()
    let graph = ViewGraph.testing(ProfileScreen(exposed: exposed))
    graph.frame(window)
    #expect(graph.leaf("same") != nil, "both forms of @Environment(Profile.self) find the one object")
    let none = ViewGraph.testing(OptionalReader())
    none.frame(window)
    #expect(none.leaf("none") != nil, "the optional form reads nil when no ancestor has one")
    let some = ViewGraph.testing(OptionalReader().environment(Profile()))
    some.frame(window)
    #expect(some.leaf("some") != nil)
  }

  @Test func aMissingObservableStopsWithAMessageNamingTheType() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = await MainActor.run {
        ViewGraph.testing(AgeReader()).frame(CGSize(width: 100, height: 100))
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("No Observable object of type Profile found."))
  }
}
