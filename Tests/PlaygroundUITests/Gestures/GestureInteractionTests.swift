import Foundation
import Testing

@testable import PlaygroundUI

/// Gestures attached to views, driven through the graph's pointer entry points: which view's
/// gesture a press reaches, how gestures on a view, its subviews and a scroll view around them
/// decide (Apple: a subview's `gesture` goes first, `highPriorityGesture` goes before the
/// subviews', `simultaneousGesture` runs alongside), and `@GestureState` resetting when the
/// gesture ends.
@MainActor
@Suite struct GestureInteractionTests {
  private let window = CGSize(width: 400, height: 400)

  /// A 100 pt square centred in the window, moved by a drag (the classic `offset` + `DragGesture`).
  struct DraggableSquare: View {
    var tally: Tally
    @State private var offset = CGSize.zero
    @GestureState private var pressing = CGSize.zero

    var body: some View {
      Rectangle()
        .frame(width: 100, height: 100)
        .offset(x: offset.width + pressing.width, y: offset.height + pressing.height)
        .gesture(
          DragGesture()
            .updating($pressing) { value, state, _ in state = CGSize(width: 0, height: value.translation.height) }
            .onChanged { value in offset.width = value.translation.width }
            .onEnded { value in tally.log.append("ended \(Int(value.translation.width))") })
    }
  }

  private func squareFrame(_ graph: ViewGraph) -> CGRect? {
    graph.leaf("rectangle")?.frame
  }

  @Test("A drag moves the view as it goes; @GestureState returns to its initial value when the drag ends")
  func dragMovesAView() throws {
    let tally = Tally()
    let graph = ViewGraph.testing(DraggableSquare(tally: tally))
    graph.frame(window)
    #expect(squareFrame(graph) == CGRect(x: 150, y: 150, width: 100, height: 100))
    graph.pointerDown(at: CGPoint(x: 200, y: 200), time: 0)
    graph.pointerMoved(to: CGPoint(x: 250, y: 230), time: 0.1)
    graph.frame(window, at: 0.1)
    // Drawn where the drag is: the @State follows the width, the @GestureState the height.
    #expect(squareFrame(graph) == CGRect(x: 200, y: 180, width: 100, height: 100))
    graph.pointerUp(at: CGPoint(x: 260, y: 230), time: 0.2)
    graph.frame(window, at: 0.2)
    #expect(tally.log == ["ended 60"])
    #expect(squareFrame(graph) == CGRect(x: 200, y: 150, width: 100, height: 100))
  }

  @Test("A press outside the view reaches none of its gestures")
  func pressElsewhere() {
    let tally = Tally()
    let graph = ViewGraph.testing(DraggableSquare(tally: tally))
    graph.frame(window)
    graph.pointerDown(at: CGPoint(x: 20, y: 20), time: 0)
    graph.pointerMoved(to: CGPoint(x: 120, y: 20), time: 0.1)
    graph.pointerUp(at: CGPoint(x: 120, y: 20), time: 0.2)
    graph.frame(window, at: 0.2)
    #expect(tally.log.isEmpty && squareFrame(graph)?.minX == 150)
  }

  /// Twenty rows of buttons in a scroll view, the third with a drag of its own.
  struct ScrollingRows: View {
    var tally: Tally
    var body: some View {
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<20) { index in
            if index == 2 {
              Color.blue.frame(height: 50)
                .gesture(DragGesture().onChanged { _ in tally.log.append("row drag") })
            } else {
              Button("Row \(index)") { tally.log.append("Row \(index)") }
                .frame(maxWidth: .infinity, minHeight: 50, maxHeight: 50)
            }
          }
        }
      }
    }
  }

  private func rowTop(_ graph: ViewGraph, _ index: Int) -> CGFloat? {
    graph.laidOutText("Row \(index)").map { $0.midY - 25 }
  }

  @Test("A drag inside a scroll view scrolls it and the pressed button does not fire; a click still does")
  func dragScrolls() throws {
    let tally = Tally()
    let graph = ViewGraph.testing(ScrollingRows(tally: tally))
    graph.frame(window)
    graph.pointerDown(at: CGPoint(x: 200, y: 225), time: 0)  // on Row 4
    graph.pointerMoved(to: CGPoint(x: 200, y: 220), time: 0.05)
    graph.frame(window, at: 0.05)
    // Under the 10 pt threshold: nothing moves yet.
    #expect(try #require(rowTop(graph, 0)) == 0)
    graph.pointerMoved(to: CGPoint(x: 200, y: 105), time: 0.1)
    graph.frame(window, at: 0.1)
    #expect(try #require(rowTop(graph, 0)) == -120)
    graph.pointerUp(at: CGPoint(x: 200, y: 105), time: 0.2)
    graph.frame(window, at: 0.2)
    #expect(tally.log.isEmpty)
    #expect(try #require(rowTop(graph, 0)) == -120)
    graph.click(at: CGPoint(x: 200, y: 105), time: 0.3)
    // Row 4's top is at 4 · 50 − 120 = 80: the click at y 105 is on it.
    #expect(tally.log == ["Row 4"])
  }

  @Test("A subview's drag inside a scroll view takes the drag: the scroll view does not move")
  func childGestureTakesTheDrag() throws {
    let tally = Tally()
    let graph = ViewGraph.testing(ScrollingRows(tally: tally))
    graph.frame(window)
    graph.pointerDown(at: CGPoint(x: 200, y: 125), time: 0)  // on the blue row
    graph.pointerMoved(to: CGPoint(x: 200, y: 60), time: 0.1)
    graph.frame(window, at: 0.1)
    graph.pointerUp(at: CGPoint(x: 200, y: 60), time: 0.2)
    #expect(tally.log == ["row drag"])
    #expect(try #require(rowTop(graph, 0)) == 0)
  }

  /// A child with a tap inside a parent with a tap, the parent's attached as `priority` says.
  struct Nested: View {
    var tally: Tally
    var high: Bool
    var body: some View {
      let inner = Color.red.frame(width: 100, height: 100)
        .gesture(TapGesture().onEnded { tally.log.append("child") })
      let outer = ZStack { inner }.frame(width: 300, height: 300).background(Color.gray)
      if high {
        outer.highPriorityGesture(TapGesture().onEnded { tally.log.append("parent") })
      } else {
        outer.gesture(TapGesture().onEnded { tally.log.append("parent") })
          .simultaneousGesture(TapGesture().onEnded { tally.log.append("alongside") })
      }
    }
  }

  @Test("A subview's gesture goes before its parent's; simultaneousGesture recognises alongside")
  func childFirst() {
    let tally = Tally()
    let graph = ViewGraph.testing(Nested(tally: tally, high: false))
    graph.frame(window)
    graph.click(at: CGPoint(x: 200, y: 200), time: 0)
    #expect(tally.log.sorted() == ["alongside", "child"])
    tally.log = []
    graph.click(at: CGPoint(x: 80, y: 80), time: 1)
    #expect(tally.log.sorted() == ["alongside", "parent"])
  }

  @Test("highPriorityGesture on the parent wins over the subview's gesture")
  func highPriorityWins() {
    let tally = Tally()
    let graph = ViewGraph.testing(Nested(tally: tally, high: true))
    graph.frame(window)
    graph.click(at: CGPoint(x: 200, y: 200), time: 0)
    #expect(tally.log == ["parent"])
  }

  struct LongPressable: View {
    var tally: Tally
    var body: some View {
      Color.green.frame(width: 100, height: 100)
        .onLongPressGesture(minimumDuration: 0.5) {
          tally.log.append("long")
        } onPressingChanged: {
          tally.log.append("pressing \($0)")
        }
    }
  }

  @Test(
    "onLongPressGesture fires once the duration has passed, with the button still down; the graph asks for frames until then"
  )
  func longPress() {
    let tally = Tally()
    let graph = ViewGraph.testing(LongPressable(tally: tally))
    graph.frame(window)
    graph.pointerDown(at: CGPoint(x: 200, y: 200), time: 1)
    #expect(tally.log == ["pressing true"])
    graph.frame(window, at: 1.2)
    #expect(graph.needsFrame)
    graph.frame(window, at: 1.5)
    // Apple documents no order between the action and the end of pressing.
    #expect(tally.log.count == 3 && tally.log.first == "pressing true")
    #expect(Set(tally.log.dropFirst()) == ["long", "pressing false"])
    graph.pointerUp(at: CGPoint(x: 200, y: 200), time: 2)
    #expect(tally.log.count == 3)
  }

  @Test("A short press is no long press: pressing goes back to false and the action does not run")
  func shortPress() {
    let tally = Tally()
    let graph = ViewGraph.testing(LongPressable(tally: tally))
    graph.frame(window)
    graph.click(at: CGPoint(x: 200, y: 200), time: 0)
    #expect(tally.log == ["pressing true", "pressing false"])
  }

  struct DoubleThenSingle: View {
    var tally: Tally
    var body: some View {
      Color.green.frame(width: 100, height: 100)
        .onTapGesture(count: 2) { tally.log.append("double") }
        .onTapGesture(coordinateSpace: .local) { tally.log.append("single at \(Int($0.x)),\(Int($0.y))") }
    }
  }

  @Test("A single tap waits for the double tap before it to fail; two taps are the double tap alone")
  func doubleBeforeSingle() {
    let tally = Tally()
    let graph = ViewGraph.testing(DoubleThenSingle(tally: tally))
    graph.frame(window)
    graph.click(at: CGPoint(x: 160, y: 170), time: 0)
    #expect(tally.log.isEmpty && graph.needsFrame)
    graph.frame(window, at: 0.5)
    #expect(tally.log == ["single at 10,20"])
    tally.log = []
    graph.click(at: CGPoint(x: 160, y: 170), time: 1)
    graph.click(at: CGPoint(x: 160, y: 170), time: 1.1)
    graph.frame(window, at: 2)
    #expect(tally.log == ["double"])
  }

  struct Zoomable: View {
    var tally: Tally
    @State private var scale: CGFloat = 1
    var body: some View {
      Color.purple.frame(width: 100, height: 100)
        .scaleEffect(scale)
        .gesture(MagnifyGesture().onChanged { scale = $0.magnification }.onEnded { _ in tally.log.append("ended") })
    }
  }

  @Test("Control + wheel over the view magnifies it (two steps up: 1.1²); the pinch ends once the wheel rests")
  func wheelMagnifies() throws {
    let tally = Tally()
    let graph = ViewGraph.testing(Zoomable(tally: tally))
    graph.frame(window)
    graph.wheelGesture(steps: -1, rotates: false, at: CGPoint(x: 200, y: 200), time: 0)
    graph.wheelGesture(steps: -1, rotates: false, at: CGPoint(x: 200, y: 200), time: 0.05)
    graph.frame(window, at: 0.05)
    let frame = try #require(graph.leaf("color")?.frame ?? graph.tracedViews.first?.frame)
    #expect(isClose(frame.width, 121, within: 1e-6) && isClose(frame.midX, 200, within: 1e-6))
    #expect(tally.log.isEmpty && graph.needsFrame)
    graph.frame(window, at: 0.05 + WheelGestures.restInterval)
    #expect(tally.log == ["ended"])
    // Away from the view the wheel reaches no gesture.
    graph.wheelGesture(steps: -1, rotates: false, at: CGPoint(x: 10, y: 10), time: 1)
    #expect(!graph.needsFrame)
  }

  struct Masked: View {
    var tally: Tally
    var body: some View {
      Color.red.frame(width: 100, height: 100)
        .gesture(TapGesture().onEnded { tally.log.append("child") })
        .frame(width: 300, height: 300)
        .background(Color.gray)
        .gesture(TapGesture().onEnded { tally.log.append("parent") }, including: .gesture)
    }
  }

  @Test("gesture(_:including: .gesture) switches the subviews' gestures off")
  func maskExcludesSubviews() {
    let tally = Tally()
    let graph = ViewGraph.testing(Masked(tally: tally))
    graph.frame(window)
    graph.click(at: CGPoint(x: 200, y: 200), time: 0)
    #expect(tally.log == ["parent"])
  }

  struct Turned: View {
    var tally: Tally
    var outside: Bool
    var body: some View {
      let square = Color.red.frame(width: 100, height: 100)
      let drag = DragGesture(minimumDistance: 0).onChanged {
        tally.log.append("\(Int($0.location.x.rounded())),\(Int($0.location.y.rounded()))")
      }
      if outside {
        square.gesture(drag).rotationEffect(.degrees(90))
      } else {
        square.rotationEffect(.degrees(90)).gesture(drag)
      }
    }
  }

  @Test("A rotation applied outside the gesture turns its local space; one inside it does not")
  func localSpaceThroughEffects() {
    // The square is at (150, 150, 100, 100). Turned 90° clockwise about its centre, the window
    // point (250, 160), 50 right of and 40 above the centre, is 40 left of and 50 above it
    // in the square's own space: (10, 0).
    let tally = Tally()
    let turned = ViewGraph.testing(Turned(tally: tally, outside: true))
    turned.frame(window)
    turned.pointerDown(at: CGPoint(x: 250, y: 160), time: 0)
    #expect(tally.log == ["10,0"])
    tally.log = []
    let plain = ViewGraph.testing(Turned(tally: tally, outside: false))
    plain.frame(window)
    plain.pointerDown(at: CGPoint(x: 250, y: 160), time: 0)
    #expect(tally.log == ["100,10"])
  }

  /// Apple Wallet's card stack (a corpus file): a tap, or else a long press that turns into a
  /// drag, the drag's state kept in a `@GestureState`.
  struct WalletCard: View {
    enum DragState {
      case inactive, pressing
      case dragging(CGSize)
    }

    var tally: Tally
    @GestureState private var drag = DragState.inactive
    @State private var dropped = CGSize.zero

    var body: some View {
      var moved = dropped
      if case .dragging(let translation) = drag { moved.height += translation.height }
      if case .pressing = drag { tally.log.append("pressing") }
      return Color.green.frame(width: 100, height: 100)
        .offset(moved)
        .gesture(
          TapGesture().onEnded { tally.log.append("tap") }
            .exclusively(
              before: LongPressGesture(minimumDuration: 0.05).sequenced(before: DragGesture())
                .updating($drag) { value, state, _ in
                  switch value {
                  case .first(true): state = .pressing
                  case .second(true, let drag): state = .dragging(drag?.translation ?? .zero)
                  default: break
                  }
                }
                .onEnded { value in
                  guard case .second(true, let drag?) = value else { return }
                  dropped.height += drag.translation.height
                  tally.log.append("dropped")
                }))
    }
  }

  @Test("The wallet's tap-or-press-then-drag: a click is the tap; a held press then a drag moves the card and drops it")
  func walletCard() throws {
    let tally = Tally()
    let graph = ViewGraph.testing(WalletCard(tally: tally))
    graph.frame(window)
    graph.click(at: CGPoint(x: 200, y: 200), time: 0)
    #expect(tally.log == ["tap"])
    tally.log = []
    graph.pointerDown(at: CGPoint(x: 200, y: 200), time: 1)
    graph.frame(window, at: 1.1)
    graph.pointerMoved(to: CGPoint(x: 200, y: 230), time: 1.2)
    graph.pointerMoved(to: CGPoint(x: 200, y: 260), time: 1.3)
    graph.frame(window, at: 1.3)
    #expect(graph.leaf("color")?.frame.minY == 210 || graph.tracedViews.first?.frame.minY == 210)
    graph.pointerUp(at: CGPoint(x: 200, y: 260), time: 1.4)
    graph.frame(window, at: 1.4)
    // The tap has precedence and is undecided until the pointer strays 10 pt: the long press's
    // `.pressing` waits behind it and is never shown; the drag's states are.
    #expect(tally.log == ["dropped"])
    #expect(graph.tracedViews.first?.frame.minY == 210)
  }

  struct PlainDoubleThenSingle: View {
    var tally: Tally
    var body: some View {
      Color.green.frame(width: 100, height: 100)
        .onTapGesture(count: 2) { tally.log.append("double") }
        .onTapGesture { tally.log.append("single") }
    }
  }

  @Test(
    "onTapGesture(count: 2) then onTapGesture: two clicks are the double tap alone, one is the single after the wait")
  func plainDoubleBeforeSingle() {
    let tally = Tally()
    let graph = ViewGraph.testing(PlainDoubleThenSingle(tally: tally))
    graph.frame(window)
    graph.click(at: CGPoint(x: 200, y: 200), time: 0)
    graph.click(at: CGPoint(x: 200, y: 200), time: 0.1)
    graph.frame(window, at: 1)
    #expect(tally.log == ["double"])
    tally.log = []
    graph.click(at: CGPoint(x: 200, y: 200), time: 2)
    #expect(tally.log.isEmpty)
    graph.frame(window, at: 2.5)
    #expect(tally.log == ["single"])
  }
}
