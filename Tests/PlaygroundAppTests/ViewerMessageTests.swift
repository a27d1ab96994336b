import Foundation
import PlaygroundApp
import PlaygroundUI
import Testing

/// The supervisor → window protocol survives any cutting of the byte stream.
@Suite struct ViewerMessageTests {
  private let messages: [ViewerMessage] = [
    .compiling,
    .load(library: "/tmp/cache/libpreview-2.so", milliseconds: 312),
    .load(library: "/tmp/cache/libpreview-3.so", milliseconds: nil),
    .problems(title: "Build failed", lines: ["A.swift:3:5: error: “x” \\ \n"], status: "Build failed"),
    .handOff,
    .receive(
      WindowHandOff(
        width: 500, height: 400, device: "iphone", dark: true,
        state: ["root/0/SoakView.count": HandedOffState(type: "Si", json: "3")])),
  ]

  @Test func messagesRoundTripWhateverTheChunks() {
    let stream = messages.reduce(into: Data()) { $0.append($1.line) }
    for chunk in [1, 3, 7, 64, stream.count] {
      var reader = ViewerMessageReader()
      var received: [ViewerMessage] = []
      var offset = 0
      while offset < stream.count {
        let end = min(offset + chunk, stream.count)
        received += reader.feed(stream.subdata(in: offset..<end))
        offset = end
      }
      #expect(received == messages, "chunks of \(chunk) bytes")
    }
  }

  @Test func aLineThatIsNoMessageBecomesAProblemNotSilence() {
    var reader = ViewerMessageReader()
    let received = reader.feed(Data("{\"nonsense\": 1}\n".utf8))
    guard case .problems(_, let lines, _) = received.first else {
      Issue.record("expected a problem, got \(received)")
      return
    }
    #expect(lines == ["{\"nonsense\": 1}"])
  }
}
