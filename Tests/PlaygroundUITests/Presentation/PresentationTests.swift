import Foundation
import Testing

@testable import PlaygroundUI

/// Sheets, alerts and confirmation dialogs as Apple documents them: presented while the binding
/// is true and dismissed by setting it false; an alert's buttons dismiss it ("all actions in an
/// alert dismiss the alert after the action runs"), with an OK button when there are none; the
/// HIG's placement of a two-button alert's Cancel button on the leading side; `dismiss` in a
/// sheet's environment; `onDismiss`; a medium detent "approximately half the height of the
/// screen"; a confirmation dialog's cancel button.
@MainActor
@Suite struct PresentationTests {
  private let window = CGSize(width: 320, height: 480)

  struct AlertHost: View {
    @State var isPresented = false
    @State var log: [String] = []
    var body: some View {
      VStack {
        Button("Show") { isPresented = true }
        Text("Log \(log.joined(separator: ","))")
      }
      .alert("Delete?", isPresented: $isPresented) {
        Button("Delete", role: .destructive) { log.append("delete") }
        Button("Keep", role: .cancel) { log.append("keep") }
      } message: {
        Text("It cannot be undone.")
      }
    }
  }

  @Test("An alert shows its title, message and buttons (Cancel leading); a button runs its action and dismisses")
  func alertButtonsDismiss() throws {
    let graph = ViewGraph.testing(AlertHost())
    graph.frame(window)
    #expect(graph.leaf("Delete?") == nil)
    graph.click(try #require(graph.leaf("Show")).frame, time: 0)
    graph.frame(window, at: 0)
    graph.frame(window, at: 2)
    #expect(graph.leaf("It cannot be undone.") != nil)
    let delete = try #require(graph.leaf("Delete")).frame
    let keep = try #require(graph.leaf("Keep")).frame
    #expect(keep.midX < delete.midX, "Cancel on the leading side")
    #expect(isClose(delete.midY, keep.midY), "two buttons side by side")
    let title = try #require(graph.leaf("Delete?")).frame
    #expect(isClose(title.midX, window.width / 2), "centred")
    graph.click(delete, time: 3)
    graph.frame(window, at: 3)
    graph.frame(window, at: 6)
    #expect(graph.leaf("Log delete") != nil)
    #expect(graph.leaf("Delete?") == nil, "the binding went false")
  }

  @Test("While an alert is up, the content below takes no clicks; an alert without buttons has OK; Escape dismisses")
  func alertBlocksAndOK() throws {
    struct Host: View {
      @State var isPresented = true
      @State var taps = 0
      var body: some View {
        Button("Tap \(taps)") { taps += 1 }
          .frame(maxWidth: .infinity, maxHeight: .infinity)
          .alert("Note", isPresented: $isPresented) {}
      }
    }
    let graph = ViewGraph.testing(Host())
    graph.frame(window)
    let ok = try #require(graph.leaf("OK")).frame
    graph.click(at: CGPoint(x: 10, y: 10), time: 0)
    graph.frame(window, at: 0)
    #expect(graph.leaf("Tap 0") != nil, "the dimming took the click")
    #expect(graph.handleKey(.escape))
    graph.frame(window, at: 1)
    graph.frame(window, at: 3)
    #expect(graph.leaf("OK") == nil)
    _ = ok
  }

  struct SheetHost: View {
    @State var isPresented = false
    @State var dismissals = 0
    var medium = false
    var body: some View {
      VStack {
        Button("Open") { isPresented = true }
        Text("Dismissed \(dismissals)")
      }
      .sheet(isPresented: $isPresented, onDismiss: { dismissals += 1 }) {
        SheetContent(medium: medium)
      }
    }
  }

  struct SheetContent: View {
    @Environment(\.dismiss) private var dismiss
    let medium: Bool
    var body: some View {
      VStack {
        Text("Sheet top")
        Button("Close") { dismiss() }
        Spacer()
      }
      .presentationDetents(medium ? [.medium] : [.large])
    }
  }

  @Test("A sheet is a card from the bottom 10 pt below the window's top; dismiss() closes it and onDismiss runs")
  func sheetDismiss() throws {
    let graph = ViewGraph.testing(SheetHost())
    graph.frame(window)
    graph.click(try #require(graph.leaf("Open")).frame, time: 0)
    graph.frame(window, at: 0)
    graph.frame(window, at: 2)
    let top = try #require(graph.leaf("Sheet top")).frame
    #expect(top.minY >= 10 && top.minY < 10 + 20, "the card starts 10 pt down")
    graph.click(try #require(graph.leaf("Close")).frame, time: 3)
    graph.frame(window, at: 3)
    graph.frame(window, at: 6)
    #expect(graph.leaf("Sheet top") == nil)
    graph.frame(window, at: 6.1)
    #expect(graph.leaf("Dismissed 1") != nil)
  }

  @Test("presentationDetents([.medium]): the sheet is half the window high")
  func mediumDetent() throws {
    let graph = ViewGraph.testing(SheetHost(medium: true))
    graph.frame(window)
    graph.click(try #require(graph.leaf("Open")).frame, time: 0)
    graph.frame(window, at: 0)
    graph.frame(window, at: 2)
    let top = try #require(graph.leaf("Sheet top")).frame
    #expect(top.minY >= window.height / 2 && top.minY < window.height / 2 + 20)
  }

  @Test("Presenting animates: mid-way the card is below where it rests")
  func sheetAnimates() throws {
    let graph = ViewGraph.testing(SheetHost())
    graph.frame(window)
    graph.click(try #require(graph.leaf("Open")).frame, time: 0)
    graph.frame(window, at: 0)
    let early = try #require(graph.frame(window, at: 0.05).first { $0.detail == "Sheet top" }).frame
    let rest = try #require(graph.frame(window, at: 3).first { $0.detail == "Sheet top" }).frame
    #expect(early.minY > rest.minY + 20)
  }

  @Test("A confirmation dialog lists its actions with a Cancel button added below; a click on the dimming dismisses")
  func confirmationDialog() throws {
    struct Host: View {
      @State var isPresented = true
      var body: some View {
        Text("Content").frame(maxWidth: .infinity, maxHeight: .infinity)
          .confirmationDialog("Sort", isPresented: $isPresented) {
            Button("Name") {}
            Button("Date") {}
          }
      }
    }
    let graph = ViewGraph.testing(Host())
    graph.frame(window)
    let name = try #require(graph.leaf("Name")).frame
    let cancel = try #require(graph.leaf("Cancel")).frame
    #expect(cancel.minY > name.minY, "Cancel below")
    #expect(cancel.maxY <= window.height && cancel.maxY > window.height - 80, "at the bottom")
    graph.click(at: CGPoint(x: 10, y: 10), time: 0)
    graph.frame(window, at: 0)
    graph.frame(window, at: 3)
    #expect(graph.leaf("Name") == nil)
  }

  struct Fruit: Identifiable {
    let id: String
  }

  @Test("sheet(item:): shown while the item is set, for that item; presentationMode's dismiss sets it back to nil")
  func sheetItem() throws {
    struct Detail: View {
      @Environment(\.presentationMode) private var presentationMode
      let fruit: Fruit
      var body: some View {
        VStack {
          Text("About \(fruit.id)")
          Button("Done") { presentationMode.wrappedValue.dismiss() }
        }
      }
    }
    struct Host: View {
      @State var fruit: Fruit?
      var body: some View {
        VStack {
          Button("Pick kiwi") { fruit = Fruit(id: "kiwi") }
          Text(fruit == nil ? "None" : "Some")
        }
        .sheet(item: $fruit) { Detail(fruit: $0) }
      }
    }
    let graph = ViewGraph.testing(Host())
    graph.frame(window)
    graph.click(try #require(graph.leaf("Pick kiwi")).frame, time: 0)
    graph.frame(window, at: 0)
    graph.frame(window, at: 2)
    #expect(graph.leaf("About kiwi") != nil)
    graph.click(try #require(graph.leaf("Done")).frame, time: 3)
    graph.frame(window, at: 3)
    graph.frame(window, at: 6)
    #expect(graph.leaf("About kiwi") == nil)
    #expect(graph.leaf("None") != nil)
  }

  @Test("The deprecated Alert: primary and secondary buttons, the cancel one leading; a click dismisses")
  func deprecatedAlert() throws {
    struct Host: View {
      @State var isPresented = true
      @State var answer = "none"
      var body: some View {
        Text("Answer \(answer)")
          .frame(maxWidth: .infinity, maxHeight: .infinity)
          .alert(isPresented: $isPresented) {
            Alert(
              title: Text("Save?"), message: Text("Unsaved changes."),
              primaryButton: .default(Text("Save")) { answer = "save" }, secondaryButton: .cancel())
          }
      }
    }
    let graph = ViewGraph.testing(Host())
    graph.frame(window)
    let save = try #require(graph.leaf("Save")).frame
    let cancel = try #require(graph.leaf("Cancel")).frame
    #expect(cancel.midX < save.midX)
    graph.click(save, time: 0)
    graph.frame(window, at: 0)
    graph.frame(window, at: 3)
    #expect(graph.leaf("Answer save") != nil)
    #expect(graph.leaf("Save?") == nil)
  }

  @Test("A PresentationContainer's sheets cover its frame only; a reused body above keeps one copy of the sheet")
  func containerScopesPresentations() throws {
    struct Inner: View {
      @State var shown = true
      var body: some View {
        Text("Under").frame(maxWidth: .infinity, maxHeight: .infinity)
          .sheet(isPresented: $shown) { Text("In sheet") }
      }
    }
    struct Outer: View {
      @State var bumps = 0
      var body: some View {
        VStack(spacing: 0) {
          Button("Bump \(bumps)") { bumps += 1 }.frame(height: 50)
          PresentationContainer { Inner() }
        }
      }
    }
    let graph = ViewGraph.testing(Outer())
    graph.frame(window)
    let sheet = try #require(graph.leaf("In sheet")).frame
    #expect(sheet.minY >= 50 + 10, "the card starts 10 pt into the container")
    graph.click(try #require(graph.leaf("Bump 0")).frame, time: 0)
    graph.frame(window, at: 0)
    #expect(graph.leaf("Bump 1") != nil, "the bar above the container takes clicks")
    #expect(graph.leaves("In sheet").count == 1)
    #expect(graph.leaf("In sheet")?.frame == sheet)
  }

  @Test("presentationDetents(_:selection:): the sheet rests at the selected detent, not the smallest")
  func selectedDetent() throws {
    struct Host: View {
      @State var shown = true
      @State var detent = PresentationDetent.large
      var body: some View {
        Text("Under").frame(maxWidth: .infinity, maxHeight: .infinity)
          .sheet(isPresented: $shown) {
            VStack {
              Text("Sheet top")
              Spacer()
            }
            .presentationDetents([.medium, .large], selection: $detent)
          }
      }
    }
    let graph = ViewGraph.testing(Host())
    graph.frame(window)
    let top = try #require(graph.leaf("Sheet top")).frame
    #expect(top.minY >= 10 && top.minY < 10 + 20)
  }
}
