import SwiftUI

// A settings-style screen with the SF Symbols real apps use most: a tab bar, list rows with
// Labels, toolbar buttons and symbols inside text. Open it with
// `layout-playground open Examples/Symbols.swift`.

struct SymbolsScreen: View {
  @State private var isOn = true

  var body: some View {
    TabView {
      NavigationStack {
        List {
          Section("Account") {
            Label("Profile", systemImage: "person.crop.circle")
            Label("Notifications", systemImage: "bell.badge")
            Label("Privacy", systemImage: "lock.fill")
          }
          Section("Library") {
            Label("Favourites", systemImage: "star.fill")
            Label("Downloads", systemImage: "square.and.arrow.down")
            Label("Trash", systemImage: "trash")
              .foregroundStyle(.red)
          }
          Section {
            Text(
              "Tap \(Image(systemName: "plus.circle.fill")) to add a book, \(Image(systemName: "heart")) to keep it.")
            HStack(alignment: .firstTextBaseline) {
              Image(systemName: "checkmark.seal.fill").foregroundStyle(.green)
              Text("Verified").font(.headline)
              Spacer()
              Image(systemName: "chevron.right").imageScale(.small).foregroundStyle(.secondary)
            }
          }
        }
        .navigationTitle("Settings")
        .toolbar {
          ToolbarItem(placement: .topBarTrailing) {
            Button {
            } label: {
              Image(systemName: "square.and.arrow.up")
            }
          }
        }
      }
      .tabItem { Label("Home", systemImage: "house.fill") }
      Text("Search").tabItem { Label("Search", systemImage: "magnifyingglass") }
      Text("Settings").tabItem { Label("Settings", systemImage: "gearshape") }
    }
  }
}

#Preview("Symbols") { SymbolsScreen() }
