import LayoutCore

/// What one case produced: the container's size and every box's frame, in the container's own
/// coordinates (origin at its top-left).
package struct LayoutResult: Equatable, Sendable {
  package var size: CGSize
  package var frames: [CGRect]

  package init(size: CGSize, frames: [CGRect]) {
    self.size = size
    self.frames = frames
  }
}

extension LayoutCase {
  /// The LayoutCore layout this case names.
  package func run(log: ContractLog? = nil) -> LayoutResult {
    switch kind {
    case .flow:
      run(
        FlowLayout(
          horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing,
          alignment: alignment.horizontalAlignment), log)
    case .equalH: run(EqualHStack(spacing: spacing ?? 8), log)
    case .equalV: run(EqualVStack(spacing: spacing ?? 8), log)
    case .spiral: run(SpiralLayout(), log)
    case .hstack: run(HStackLayout(spacing: spacing), log)
    case .vstack: run(VStackLayout(spacing: spacing), log)
    case .zstack: run(ZStackLayout(), log)
    }
  }

  /// Sizes the container for the proposal, then places it at (0, 0) with that size and the same
  /// proposal, as a window does with its root.
  private func run<L: Layout>(_ layout: L, _ log: ContractLog?) -> LayoutResult {
    let boxes = items.map { FixedBox($0) }
    let container = LayoutContainer(layout, children: boxes, log: log)
    let bounds = container.layOut(proposal: ProposedViewSize(width: width, height: height), at: .zero)
    return LayoutResult(size: bounds.size, frames: boxes.map(\.frame))
  }
}

/// The `layout` command's work, without its input and output streams: decode, run, encode.
package enum LayoutCases {
  /// Decodes the command's input: a JSON array of cases (see `LayoutCase` for the fields).
  /// Every case is checked; the first problem is thrown.
  package static func decode(_ input: [UInt8]) throws(LayoutCaseError) -> [LayoutCase] {
    let outcome: Result<[LayoutCase], LayoutCaseError> = input.withUnsafeBufferPointer { bytes in
      Result { () throws(LayoutCaseError) -> [LayoutCase] in try decode(bytes) }
    }
    return try outcome.get()
  }

  private static func decode(_ bytes: UnsafeBufferPointer<UInt8>) throws(LayoutCaseError) -> [LayoutCase] {
    let root: JSONValue
    do {
      root = try JSONParser.parse(bytes)
    } catch {
      let (line, column) = error.lineAndColumn(in: bytes)
      throw LayoutCaseError(
        path: error.path, problem: "invalid JSON at line \(line), column \(column): \(error.problem)")
    }
    guard case .array(let elements) = root else {
      let got = CaseDecoder(bytes: bytes, index: 0).describe(root)
      throw LayoutCaseError(problem: "expected a JSON array of cases at the top level, got \(got)")
    }
    var cases: [LayoutCase] = []
    cases.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      cases.append(try CaseDecoder(bytes: bytes, index: index).decode(element))
    }
    return cases
  }

  /// Runs every case (without contract checks; `execute(input:strict:)` adds them).
  package static func run(_ cases: [LayoutCase]) -> [LayoutResult] {
    cases.map { $0.run() }
  }

  /// The results as JSON, one case per line: `[{"size": [w, h], "frames": [[x, y, w, h], …]}, …]`
  /// and a final newline. Integers print without a fraction; other numbers in their shortest
  /// form that reads back exactly. Every number must be finite.
  package static func encode(_ results: [LayoutResult]) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(16 + results.reduce(0) { $0 + 32 + 28 * $1.frames.count })
    out.append(UInt8(ascii: "["))
    for (i, result) in results.enumerated() {
      if i > 0 { out.append(contentsOf: ",\n ".utf8) }
      out.append(contentsOf: "{\"size\": [".utf8)
      appendNumber(result.size.width, to: &out)
      out.append(contentsOf: ", ".utf8)
      appendNumber(result.size.height, to: &out)
      out.append(contentsOf: "], \"frames\": [".utf8)
      for (j, frame) in result.frames.enumerated() {
        out.append(contentsOf: j > 0 ? ", [".utf8 : "[".utf8)
        appendNumber(frame.origin.x, to: &out)
        out.append(contentsOf: ", ".utf8)
        appendNumber(frame.origin.y, to: &out)
        out.append(contentsOf: ", ".utf8)
        appendNumber(frame.size.width, to: &out)
        out.append(contentsOf: ", ".utf8)
        appendNumber(frame.size.height, to: &out)
        out.append(UInt8(ascii: "]"))
      }
      out.append(contentsOf: "]}".utf8)
    }
    out.append(contentsOf: "]\n".utf8)
    return out
  }

  /// Appends `value` as JSON: integers (below 2^63 in magnitude) as integers, -0 as 0, other
  /// finite numbers in the shortest form that round-trips.
  static func appendNumber(_ value: Double, to out: inout [UInt8]) {
    precondition(value.isFinite, "a non-finite number cannot be written as JSON")
    if value.rounded(.towardZero) == value && abs(value) < 9.2e18 {
      var magnitude = Int64(value).magnitude
      if value < 0 && magnitude != 0 { out.append(UInt8(ascii: "-")) }
      let start = out.count
      repeat {
        out.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
        magnitude /= 10
      } while magnitude != 0
      out[start...].reverse()
      return
    }
    out.append(contentsOf: value.description.utf8)
  }

  /// What the `layout` command does with its input: the bytes for stdout, the text for stderr,
  /// and the exit status.
  package struct Outcome: Sendable {
    package var standardOutput: [UInt8]
    package var standardError: String
    package var exitCode: Int32
  }

  /// Exit statuses of the `layout` command.
  package enum ExitStatus {
    package static let success: Int32 = 0
    /// The input is malformed: one error on stderr, nothing on stdout.
    package static let malformedInput: Int32 = 2
    /// `--strict` only: a layout broke the `Layout` contract (reported on stderr); nothing on
    /// stdout.
    package static let contractViolation: Int32 = 3
  }

  /// Decodes, runs and encodes every case; nothing reaches stdout unless every case is valid.
  /// Boxes whose sizes add up past a double's range are malformed input (status 2).
  ///
  /// With `strict`, each case runs with a `ContractLog` (checking cache consistency too); any
  /// violation is listed on stderr, one per line (`case N: Layout subview i: kind: detail`), and
  /// the status is 3 with nothing on stdout.
  package static func execute(input: [UInt8], strict: Bool = false) -> Outcome {
    let cases: [LayoutCase]
    do {
      cases = try decode(input)
    } catch {
      return Outcome(standardOutput: [], standardError: error.message + "\n", exitCode: ExitStatus.malformedInput)
    }
    var results: [LayoutResult] = []
    results.reserveCapacity(cases.count)
    var violations: [String] = []
    for (index, layoutCase) in cases.enumerated() {
      let log = ContractLog(checksCacheConsistency: strict)
      let result = layoutCase.run(log: log)
      if strict {
        for violation in log.violations { violations.append("case \(index): \(violation)") }
        if log.droppedCount > 0 { violations.append("case \(index): … and \(log.droppedCount) more") }
      }
      // The engine keeps geometry finite; this guards the promise that output is never ∞ or NaN.
      // The built-in layouts answer ∞ or NaN only when the boxes add up past a double, and the
      // engine clamps that answer (to 0), which would print a wrong size as if it were one.
      if !result.isFinite || log.kinds.contains(.invalidSize) {
        let error = LayoutCaseError(
          caseIndex: index, field: "items",
          problem: "the sizes are too large: the layout's result overflows a double")
        return Outcome(standardOutput: [], standardError: error.message + "\n", exitCode: ExitStatus.malformedInput)
      }
      results.append(result)
    }
    if !violations.isEmpty {
      return Outcome(
        standardOutput: [],
        standardError: "layout contract violations (--strict):\n" + violations.joined(separator: "\n") + "\n",
        exitCode: ExitStatus.contractViolation)
    }
    return Outcome(standardOutput: encode(results), standardError: "", exitCode: ExitStatus.success)
  }
}

extension LayoutResult {
  /// Whether the size and every frame are finite.
  package var isFinite: Bool {
    size.width.isFinite && size.height.isFinite && frames.allSatisfy(\.isFiniteRect)
  }
}
