/// The one sentence of `why.json` a developer reads first: how many views changed in which way,
/// then the root causes — the changes no other change explains — most pixels first.
/// `3 views moved and 1 resized: VStack was proposed 353×unspecified instead of 361×unspecified by padding`.
enum WhySummary {
  /// How many root causes the sentence names before `and N more`.
  static let namedRoots = 3

  static func sentence(
    comparison: LayoutComparison, pixels: [Int: Int], unattributedPixels: Int, differingPixels: Int
  ) -> String {
    var prefix = ""
    if comparison.baselineScale != comparison.actualScale {
      prefix =
        "The scale changed from \(WhyWording.number(comparison.baselineScale))× to "
        + "\(WhyWording.number(comparison.actualScale))×, so every pixel differs. "
    }
    if comparison.baselineSize != comparison.actualSize {
      prefix +=
        "The canvas changed from \(sizeText(comparison.baselineSize)) to \(sizeText(comparison.actualSize)) pt. "
    }
    let entries = comparison.entries
    let changed = entries.indices.filter { entries[$0].isChanged }
    let mostPixelsFirst = { (a: Int, b: Int) -> Bool in
      let (pa, pb) = (pixels[a] ?? 0, pixels[b] ?? 0)
      return pa != pb ? pa > pb : a < b
    }
    guard !changed.isEmpty else {
      let painted = pixels.keys.sorted(by: mostPixelsFirst)
      if !painted.isEmpty {
        let names = list(painted.prefix(namedRoots).map { entries[$0].label })
        let more = painted.count > namedRoots ? " and \(painted.count - namedRoots) more" : ""
        return prefix
          + "No view moved, resized or changed text or colour: \(pixelsText(differingPixels - unattributedPixels))"
          + " changed inside \(names)\(more), which the layout record does not describe"
          + (unattributedPixels > 0 ? "; \(pixelsText(unattributedPixels)) outside every view" : "")
      }
      if differingPixels > 0 { return prefix + "\(pixelsText(differingPixels)) differ outside every view" }
      return prefix.isEmpty ? "Nothing changed" : String(prefix.dropLast())
    }
    let counts: [String] = WhyReport.Kind.allCases.compactMap { kind in
      let count = changed.filter { entries[$0].kinds.contains(kind) }.count
      return count == 0 ? nil : "\(count) \(verb(kind))"
    }
    var countText = list(counts)
    // "3 views moved and 1 resized": the first count says what is counted.
    if let space = countText.firstIndex(of: " ") {
      let first = Int(countText[..<space]) ?? 0
      countText = "\(first) \(first == 1 ? "view" : "views")" + countText[space...]
    }
    // Each root cause ranks by the pixels of every change it explains.
    var explained: [Int: Int] = [:]
    for index in changed { explained[comparison.root(of: index), default: 0] += pixels[index] ?? 0 }
    let roots = comparison.roots.sorted { a, b in
      let (pa, pb) = (explained[a] ?? 0, explained[b] ?? 0)
      return pa != pb ? pa > pb : a < b
    }
    var causes = roots.prefix(namedRoots).map { entries[$0].headline }.joined(separator: "; ")
    if roots.count > namedRoots { causes += "; and \(roots.count - namedRoots) more" }
    // Pixels that changed inside views the records saw no change in (a gradient, an image).
    let unseen = pixels.keys.filter { !entries[$0].isChanged }.sorted(by: mostPixelsFirst)
    if !unseen.isEmpty {
      let names = list(unseen.prefix(namedRoots).map { entries[$0].label })
      let more = unseen.count > namedRoots ? " and \(unseen.count - namedRoots) more" : ""
      let count = unseen.reduce(0) { $0 + (pixels[$1] ?? 0) }
      causes += "; \(pixelsText(count)) also changed inside \(names)\(more), which the layout record does not describe"
    }
    return prefix + countText + (causes.isEmpty ? "" : ": " + causes)
  }

  private static func verb(_ kind: WhyReport.Kind) -> String {
    switch kind {
    case .moved, .resized, .appeared, .disappeared: kind.rawValue
    case .text: "changed text"
    case .color: "changed colour"
    }
  }

  /// `a`, `a and b`, `a, b and c`.
  private static func list(_ items: [String]) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + items.last!
  }

  private static func pixelsText(_ count: Int) -> String { count == 1 ? "1 pixel" : "\(count) pixels" }

  private static func sizeText(_ size: [Double]) -> String {
    size.map { WhyWording.number($0) }.joined(separator: "×")
  }
}
