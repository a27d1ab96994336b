/// Views computed from a collection, each identified by its element's id
/// (mirrors SwiftUI's `ForEach`).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
  public var data: Data
  let id: (Data.Element) -> ID
  public var content: (Data.Element) -> Content

  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.id = { $0[keyPath: id] }
    self.content = content
  }

  public var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    // A loop into one array sized up front: `flatMap` grew its result element by element
    // through unspecialised generic code (ten thousand elements on every pass of their parent).
    var nodes: [Node] = []
    nodes.reserveCapacity(data.count)
    for element in data {
      let made = context.resolve(content(element), component: .explicit(ExplicitID(id(element))))
      if made.count == 1 { nodes.append(made[0]) } else { nodes.append(contentsOf: made) }
    }
    return nodes
  }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// Views for a constant range, identified by offset.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data, id: \.self, content: content)
  }
}
