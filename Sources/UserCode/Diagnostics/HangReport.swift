import Foundation

/// What the hang watchdog saw: the main thread had not returned to the event loop within the
/// limit, and these were the frames of the user's build on its stack, innermost first, in a few
/// samples taken a moment apart. The window process sends it to `open`'s supervisor as one line
/// (`HANG {json}`), which symbolizes it (the window is stuck; the supervisor is not) and shows
/// the user's function and line.
package struct HangReport: Codable, Equatable, Sendable {
  /// One look at the stack.
  package struct Sample: Codable, Equatable, Sendable {
    /// The frames' addresses as offsets into the report's library, innermost first.
    package var offsets: [UInt]
    /// The first offset is the interrupted instruction itself (the code was stuck in the
    /// user's build, not in a call out of it); the others are return addresses.
    package var interrupted: Bool

    package init(offsets: [UInt], interrupted: Bool) {
      self.offsets = offsets
      self.interrupted = interrupted
    }
  }

  /// The limit that was passed, in seconds.
  package var limit: Double
  /// The user's build the frames are in (`…/libpreview-N.so`); nil when none of the user's
  /// frames was on the stack (stuck in the playground or the standard library only).
  package var library: String?
  /// A descriptor of `library` the window holds open: the supervisor deletes older builds when
  /// a newer one compiles, and `/proc/<pid>/fd/<descriptor>` still reads the running one.
  package var descriptor: Int32?
  /// Several samples: a loop's instructions include some the compiler made, which have no line
  /// (line 0); the line most samples agree on is the loop's.
  package var samples: [Sample]

  package init(limit: Double, library: String?, descriptor: Int32? = nil, samples: [Sample]) {
    self.limit = limit
    self.library = library
    self.descriptor = descriptor
    self.samples = samples
  }

  package static let prefix = "HANG "

  /// The report as the line the window prints (without the newline).
  package var line: String {
    Self.prefix + String(decoding: (try? JSONEncoder().encode(self)) ?? Data(), as: UTF8.self)
  }

  /// The report in a line the window printed; nil for any other line.
  package init?(line: some StringProtocol) {
    guard line.hasPrefix(Self.prefix),
      let report = try? JSONDecoder().decode(Self.self, from: Data(line.dropFirst(Self.prefix.count).utf8))
    else { return nil }
    self = report
  }

  /// Finds the user's frame: in each sample the innermost frame (inlined ones first) in one of
  /// the user's files, named through `map`; the one most samples show. Nil when there is none
  /// (the build cannot be read, or no user code was on the stack). `process` is the window's
  /// process id, when it is another process (still running).
  package func userFrame(map: SourceLocationMap, symbolizer: StackSymbolizer, process: Int32? = nil) -> UserFrame? {
    guard var library else { return nil }
    if !FileManager.default.fileExists(atPath: library), let descriptor {
      // This process's own descriptor too is named by its id: the symbolizer is another process.
      library = "/proc/\(process ?? getpid())/fd/\(descriptor)"
    }
    let found = symbolizer.symbolize(
      library: library, samples: samples.filter { !$0.offsets.isEmpty }.map { ($0.offsets, $0.interrupted) },
      resolvingLineZero: false)
    return Self.mostCommon(found.compactMap { UserFrame.innermost(in: $0, map: map, allowingLineZero: true) })
      // Every sample landed on an instruction without a line: the nearest line before it.
      ?? samples.first { !$0.offsets.isEmpty }.flatMap { sample in
        UserFrame.innermost(
          in: symbolizer.symbolize(library: library, offsets: sample.offsets, firstIsExact: sample.interrupted),
          map: map)
      }
  }

  /// The frame most of `frames` are, among those with a line; the first on a tie.
  static func mostCommon(_ frames: [UserFrame?]) -> UserFrame? {
    let lined = frames.compactMap { $0 }.filter { $0.line > 0 }
    return lined.max { a, b in
      let countA = lined.count(where: { $0 == a })
      let countB = lined.count(where: { $0 == b })
      // On a tie the later frame counts as the smaller one: the first sample's wins.
      return countA < countB || (countA == countB && lined.firstIndex(of: a)! > lined.firstIndex(of: b)!)
    }
  }

  /// "Your code did not finish within 3 s: HangView.compute(_:) at Hang.swift:13"
  package static func sentence(limit: Double, frame: UserFrame?) -> String {
    "Your code did not finish within \(Self.seconds(limit)) s" + (frame.map { ": \($0.description)" } ?? "")
  }

  /// 3 as "3", 1.5 as "1.5".
  package static func seconds(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}

/// One of the user's functions on a stack, where it was: what a hang or a stack overflow names.
package struct UserFrame: Equatable, Sendable, CustomStringConvertible {
  /// As Swift's backtraces show it: `HangView.compute(_:)`, `closure #1 in HangView.body.getter`.
  package var function: String
  /// The user's file (its display name) and line.
  package var file: String
  package var line: Int

  package init(function: String, file: String, line: Int) {
    self.function = function
    self.file = file
    self.line = line
  }

  /// "HangView.compute(_:) at Hang.swift:13"
  package var description: String { "\(function) at \(file):\(line)" }

  /// The first symbolized frame that is in one of the user's files, with a line. With
  /// `allowingLineZero`, a frame in a user's file without a line (an instruction the compiler
  /// made) is returned as it is, with line 0, rather than passed over for its caller.
  package static func innermost(
    in frames: [SymbolizedFrame], map: SourceLocationMap, allowingLineZero: Bool = false
  ) -> UserFrame? {
    for frame in frames {
      guard let path = frame.path, let line = frame.line else { continue }
      if line == 0 {
        guard allowingLineZero, let location = map.userLocation(path: path, line: 1) else { continue }
        return UserFrame(function: frame.function, file: location.file, line: 0)
      }
      guard let location = map.userLocation(path: path, line: line) else { continue }
      return UserFrame(function: frame.function, file: location.file, line: location.line)
    }
    return nil
  }
}
