// An iPhone screen as an iOS project in Xcode writes it: a NavigationView with a searchable
// list, toolbar items in the navigation bar and a bottom bar, a sheet with its own navigation
// bar and a form, an alert, a confirmation dialog, a menu and a link. It opens unchanged:
//
//     swift run layout-playground open Examples/Library.swift

import SwiftUI

struct Book: Identifiable, Hashable {
  let id = UUID()
  var title: String
  var author: String
  var pages: Int
  var isRead = false
}

struct LibraryView: View {
  @State private var books = [
    Book(title: "Dune", author: "Frank Herbert", pages: 412),
    Book(title: "Emma", author: "Jane Austen", pages: 474, isRead: true),
    Book(title: "Ubik", author: "Philip K. Dick", pages: 202),
  ]
  @State private var query = ""
  @State private var isAdding = false
  @State private var isConfirmingClear = false

  private var shown: [Book] {
    books.filter { query.isEmpty || $0.title.localizedCaseInsensitiveContains(query) }
  }

  var body: some View {
    NavigationView {
      List {
        if shown.isEmpty {
          ContentUnavailableView.search(text: query)
        } else {
          Section("Books") {
            ForEach(shown) { book in
              NavigationLink(destination: BookDetail(book: book)) {
                VStack(alignment: .leading, spacing: 2) {
                  Text(book.title).font(.headline)
                  Text(book.author).font(.subheadline).foregroundStyle(.secondary)
                }
              }
              .badge(book.isRead ? "Read" : nil)
            }
          }
        }
        Section {
          Link("About this app", destination: URL(string: "https://example.com/library")!)
        }
      }
      .listStyle(.insetGrouped)
      .navigationTitle("Library")
      .searchable(text: $query, prompt: "Title")
      .toolbar {
        ToolbarItem(placement: .navigationBarLeading) {
          Menu("Sort") {
            Button("Title") { books.sort { $0.title < $1.title } }
            Button("Pages") { books.sort { $0.pages < $1.pages } }
          }
        }
        ToolbarItem(placement: .navigationBarTrailing) {
          Button("New") { isAdding = true }
        }
        ToolbarItemGroup(placement: .bottomBar) {
          Text("\(books.count) books").font(.footnote)
          Button("Clear", role: .destructive) { isConfirmingClear = true }
        }
      }
      .sheet(isPresented: $isAdding) {
        AddBookView { books.append($0) }
      }
      .alert("Remove every book?", isPresented: $isConfirmingClear) {
        Button("Remove", role: .destructive) { books.removeAll() }
        Button("Cancel", role: .cancel) {}
      } message: {
        Text("This cannot be undone.")
      }
    }
    .navigationViewStyle(.stack)
  }
}

struct BookDetail: View {
  let book: Book

  var body: some View {
    Form {
      LabeledContent("Author", value: book.author)
      LabeledContent("Pages", value: book.pages, format: .number)
      Gauge(value: Double(book.pages), in: 0...500) {
        Text("Length")
      } currentValueLabel: {
        Text("\(book.pages)")
      }
      DisclosureGroup("Notes") {
        Text(book.isRead ? "Finished." : "Not started yet.")
      }
    }
    .navigationTitle(book.title)
    .navigationBarTitleDisplayMode(.inline)
  }
}

struct AddBookView: View {
  var onAdd: (Book) -> Void
  @Environment(\.dismiss) private var dismiss
  @State private var title = ""
  @State private var author = ""

  var body: some View {
    NavigationStack {
      Form {
        Section("New book") {
          TextField("Title", text: $title)
          TextField("Author", text: $author)
        }
      }
      .navigationTitle("New Book")
      .navigationBarTitleDisplayMode(.inline)
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Cancel") { dismiss() }
        }
        ToolbarItem(placement: .confirmationAction) {
          Button("Add") {
            onAdd(Book(title: title, author: author, pages: 0))
            dismiss()
          }
          .disabled(title.isEmpty)
        }
      }
    }
    .presentationDetents([.large])
  }
}

#Preview("Library") {
  LibraryView()
}

#Preview("Add a book") {
  AddBookView { _ in }
}
