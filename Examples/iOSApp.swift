import Combine
import SwiftUI

#if canImport(UIKit)
  import UIKit
#endif

// What an iOS app's SwiftUI files reach for beyond SwiftUI itself — Combine and UIKit — written
// as an Xcode project would write it. `layout-playground open Examples/iOSApp.swift` shows it.

/// A search model in the usual Combine style: the query is debounced on the main run loop and
/// the results are assigned back to a published property.
final class SearchModel: ObservableObject {
  @Published var query = ""
  @Published private(set) var results: [String]
  @Published private(set) var lastNotification = "none"
  private let names = ["Apple", "Apricot", "Banana", "Blueberry", "Cherry"]
  private var cancellables = Set<AnyCancellable>()

  init() {
    results = names
    $query
      .debounce(for: .seconds(0.3), scheduler: RunLoop.main)
      .removeDuplicates()
      .map { [names] query in query.isEmpty ? names : names.filter { $0.localizedCaseInsensitiveContains(query) } }
      .receive(on: DispatchQueue.main)
      .assign(to: &$results)
    NotificationCenter.default.publisher(for: .searchReset)
      .map(\.name.rawValue)
      .sink { [weak self] name in self?.lastNotification = name }
      .store(in: &cancellables)
  }
}

extension Notification.Name {
  static let searchReset = Notification.Name("searchReset")
}

/// A clock driven by a Combine timer, as Apple's `onReceive` documentation shows.
struct TickingClock: View {
  let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
  @State private var seconds = 0

  var body: some View {
    Text("\(seconds) s")
      .font(Font(UIFont.monospacedSystemFont(ofSize: 28, weight: .semibold)))
      .onReceive(timer) { _ in seconds += 1 }
  }
}

/// A UIKit view brought in through a representable (drawn as a labelled placeholder here).
struct ActivityIndicator: UIViewRepresentable {
  final class Coordinator {}

  func makeCoordinator() -> Coordinator { Coordinator() }
  func makeUIView(context: Context) -> UIView { UIView() }
  func updateUIView(_ uiView: UIView, context: Context) {}
}

struct SearchScreen: View {
  @StateObject private var model = SearchModel()
  private let haptics = UIImpactFeedbackGenerator(style: .light)

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      TickingClock()
      TextField("Search fruit", text: $model.query)
        .keyboardType(.webSearch)
        .textInputAutocapitalization(.never)
        .autocorrectionDisabled()
      ForEach(model.results, id: \.self) { name in
        Text(name).foregroundColor(Color(uiColor: .label))
      }
      #if os(iOS)
        Text("Screen \(Int(UIScreen.main.bounds.width)) pt wide on \(UIDevice.current.systemName)")
          .font(.footnote)
          .foregroundColor(Color(uiColor: .secondaryLabel))
      #endif
      ActivityIndicator().frame(height: 44)
      Button("Done") {
        haptics.impactOccurred()
        UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
        NotificationCenter.default.post(name: .searchReset, object: nil)
      }
    }
    .padding()
    .background(Color(UIColor.secondarySystemBackground))
  }
}

#Preview("Search") {
  SearchScreen()
}
