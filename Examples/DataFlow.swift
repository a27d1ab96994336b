import SwiftUI

// Every data-flow API the playground supports, written as an Xcode project would write it.

final class Counter: ObservableObject {
  @Published var count = 0
  @Published var name = "Counter"

  func increment() { count += 1 }
}

@MainActor final class Settings: ObservableObject {
  let objectWillChange = ObservableObjectPublisher()
  var showsDetails = true {
    willSet { objectWillChange.send() }
  }
}

@Observable final class Library {
  var title = "Books"
  var books: [Book] = [Book(title: "Dune"), Book(title: "Emma")]
}

struct Book: Identifiable, Hashable {
  let id = UUID()
  var title: String
  var isRead = false
}

private struct AccentKey: EnvironmentKey {
  static let defaultValue = Color.blue
}

extension EnvironmentValues {
  var accent: Color {
    get { self[AccentKey.self] }
    set { self[AccentKey.self] = newValue }
  }
}

struct ContentView: View {
  @StateObject private var counter = Counter()
  @EnvironmentObject var settings: Settings
  @State private var library = Library()
  @State private var values = [1, 2, 3]
  @Environment(\.font) private var font
  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.layoutDirection) private var direction
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.accent) private var accent

  var body: some View {
    VStack(spacing: 12) {
      HStack {
        Text("\(counter.name): \(counter.count)")
        Button("Add") { counter.increment() }
        CounterLabel(counter: counter)
        NameField(name: $counter.name)
      }
      if settings.showsDetails {
        HStack {
          Text(colorScheme == .light ? "light" : "dark")
          Text(direction == .leftToRight ? "left to right" : "right to left")
          Text(isEnabled ? "enabled" : "disabled").foregroundStyle(accent)
        }
      }
      LibraryView(library: library)
      HStack {
        ForEach(Array($values.enumerated()), id: \.offset) { _, $value in
          Button("\(value)") { value += 1 }
        }
      }
      Slider(value: Binding(get: { Double(values[0]) }, set: { values[0] = Int($0) }), in: 0...10)
        .frame(width: 200)
      Stepperish(value: $values[1].animation(.spring()))
    }
    .environment(library)
    .environment(\.accent, .pink)
    .environment(\.font, .callout)
  }
}

struct CounterLabel: View {
  @ObservedObject var counter: Counter

  var body: some View {
    Text("\(counter.count)")
  }
}

struct NameField: View {
  @Binding var name: String

  var body: some View {
    Button(name) { name += "!" }
  }
}

struct Stepperish: View {
  @Binding var value: Int

  var body: some View {
    Button("\(value)") { value += 1 }
  }
}

struct LibraryView: View {
  @Bindable var library: Library

  var body: some View {
    VStack {
      HStack {
        Text(library.title)
        TitleEditor(title: $library.title)
        ShelfView()
      }
      HStack {
        ForEach($library.books) { $book in
          Button(book.isRead ? "\(book.title) ✓" : book.title) { book.isRead.toggle() }
        }
      }
    }
  }
}

struct TitleEditor: View {
  @Binding var title: String

  var body: some View {
    Button(title) { title += "." }
  }
}

struct ShelfView: View {
  @Environment(Library.self) private var library
  @Environment(Library.self) private var optionalLibrary: Library?
  @Environment(\.accent) private var accent

  var body: some View {
    @Bindable var library = library
    Button("\(library.books.count) books") { library.title = "Shelf" }
      .foregroundStyle(accent)
  }
}

struct ContentView_Previews: PreviewProvider {
  static var previews: some View {
    ContentView().environmentObject(Settings())
  }
}

#Preview("Counter") {
  ContentView().environmentObject(Settings())
}
