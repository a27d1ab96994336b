import Foundation

/// A code address named: its function (as Swift's backtraces show it) and source location.
package struct SymbolizedFrame: Equatable, Sendable {
  package var function: String
  package var path: String?
  package var line: Int?

  package init(function: String, path: String?, line: Int?) {
    self.function = function
    self.path = path
    self.line = line
  }
}

/// Names addresses in a user's build from its debug information (the driver compiles with
/// `-g`), with the toolchain's own tools: `llvm-symbolizer` reads the DWARF the toolchain's
/// compiler wrote, and `swift-demangle --simplified` turns `$s4Hang0A4ViewV7computeyS2iF` into
/// `HangView.compute(_:)`, as Swift's backtraces print it. Both sit beside `swiftc`.
package struct StackSymbolizer: Sendable {
  /// The toolchain's `bin` folder.
  package var toolchainBin: String

  package init(toolchainBin: String) { self.toolchainBin = toolchainBin }

  /// The symbolizer of the toolchain whose `swiftc` is at `swiftc`.
  package init(swiftc: String) {
    toolchainBin = (swiftc as NSString).deletingLastPathComponent
  }

  /// Every frame at each offset into `library`, inlined frames first (innermost first), with
  /// names demangled; empty when the tools cannot be run. `firstIsExact`: the first offset is
  /// an instruction's own, not a return address.
  /// With `resolvingLineZero`, an instruction the compiler made (a loop's jump back, a check),
  /// which has line 0, gets the line of the nearest instruction before it in its function.
  package func symbolize(
    library: String, offsets: [UInt], firstIsExact: Bool = false, resolvingLineZero: Bool = true
  ) -> [SymbolizedFrame] {
    symbolize(library: library, samples: [(offsets, firstIsExact)], resolvingLineZero: resolvingLineZero)
      .first ?? []
  }

  /// The same for several stacks at once (one run of each tool): each stack's frames.
  package func symbolize(
    library: String, samples: [(offsets: [UInt], firstIsExact: Bool)], resolvingLineZero: Bool = true
  ) -> [[SymbolizedFrame]] {
    let addresses = samples.flatMap { Self.lookupAddresses($0.offsets, firstIsExact: $0.firstIsExact) }
    guard !addresses.isEmpty, var groups = lookUp(library: library, addresses: addresses),
      groups.count == addresses.count
    else { return samples.map { _ in [] } }
    for (index, group) in groups.enumerated() where resolvingLineZero {
      guard let innermost = group.first, innermost.path != nil, innermost.line == 0,
        let address = UInt(addresses[index].dropFirst(2), radix: 16), address > 0
      else { continue }
      let before = (1...min(address, 256)).map { "0x" + String(address - $0, radix: 16) }
      let found = lookUp(library: library, addresses: before)?.lazy.compactMap(\.first)
        .first { $0.function == innermost.function && ($0.line ?? 0) > 0 }
      if let found { groups[index][0].line = found.line }
    }
    let names = demangle(groups.flatMap { $0.map(\.function) })
    var next = names.makeIterator()
    let named = groups.map { group in
      group.map { SymbolizedFrame(function: next.next() ?? $0.function, path: $0.path, line: $0.line) }
    }
    // Back into stacks: each sample's addresses are consecutive.
    var stacks: [[SymbolizedFrame]] = []
    var start = 0
    for sample in samples {
      stacks.append(named[start..<start + sample.offsets.count].flatMap { $0 })
      start += sample.offsets.count
    }
    return stacks
  }

  /// What to look up for each offset: a return address is just after its call, which may be
  /// on the next line — one byte back is inside the call.
  package static func lookupAddresses(_ offsets: [UInt], firstIsExact: Bool) -> [String] {
    offsets.enumerated().map { index, offset in
      "0x" + String(firstIsExact && index == 0 ? offset : max(offset, 1) - 1, radix: 16)
    }
  }

  /// The frames at each address (mangled names), or nil when the symbolizer cannot be run.
  private func lookUp(library: String, addresses: [String]) -> [[SymbolizedFrame]]? {
    Self.run(toolchainBin + "/llvm-symbolizer", ["--obj=" + library, "--inlines", "--functions=linkage"] + addresses)
      .map(Self.parse(symbolizerOutput:))
  }

  /// `llvm-symbolizer`'s output: per address, a function line and a `path:line:column` line
  /// for each inlined frame (innermost first), then a blank line. `??` is an unknown name or
  /// place. One group of frames per address.
  package static func parse(symbolizerOutput output: String) -> [[SymbolizedFrame]] {
    var groups: [[SymbolizedFrame]] = []
    var group: [SymbolizedFrame] = []
    var lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)[...]
    while let function = lines.popFirst() {
      guard !function.isEmpty else {
        if !group.isEmpty { groups.append(group) }
        group = []
        continue
      }
      let place = lines.popFirst() ?? ""
      var path: String?
      var line: Int?
      // path:line:column, where the path may itself hold colons.
      let parts = place.split(separator: ":", omittingEmptySubsequences: false)
      if parts.count >= 3, let number = Int(parts[parts.count - 2]) {
        let file = parts.dropLast(2).joined(separator: ":")
        if file != "??" {
          path = file
          line = number
        }
      }
      group.append(SymbolizedFrame(function: function, path: path, line: line))
    }
    if !group.isEmpty { groups.append(group) }
    return groups
  }

  /// Swift names as backtraces show them; other names as they are.
  package func demangle(_ names: [String]) -> [String] {
    guard names.contains(where: { $0.hasPrefix("$s") || $0.hasPrefix("_$s") }),
      let output = Self.run(toolchainBin + "/swift-demangle", ["--simplified", "--compact"] + names)
    else { return names }
    let demangled = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    return demangled.count >= names.count ? Array(demangled.prefix(names.count)) : names
  }

  /// Runs a tool to its end; its standard output, or nil when it cannot be run or fails.
  private static func run(_ executable: String, _ arguments: [String]) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return String(decoding: data, as: UTF8.self)
  }
}
