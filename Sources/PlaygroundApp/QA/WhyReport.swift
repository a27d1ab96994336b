import Foundation

/// Why a snapshot changed: what `qa` writes as `why.json` beside a failing case's `diff.png`.
/// The two layout records (the baseline's and this run's) say which views moved, resized,
/// appeared, disappeared or changed colour or text, and the proposal change that explains each;
/// the differing pixels, clustered into regions, say how much of the picture each change
/// accounts for. `WhyReport.explain(baseline:actual:difference:)` builds it; the shape is the
/// one docs/visual-qa.md documents (and the report reads), so the coding is written out by hand
/// where the synthesized one would drop a `null` the format promises.
package struct WhyReport: Codable, Equatable, Sendable {
  /// What happened to one view between the baseline and this run.
  /// A change's kinds are listed in the order of the cases.
  package enum Kind: String, Codable, Sendable, CaseIterable {
    case moved, resized, appeared, disappeared, color, text
  }

  /// One view as one record saw it.
  package struct State: Codable, Equatable, Sendable {
    /// `[x, y, width, height]` in canvas points, rounded to 1/1000.
    package var frame: [Double]
    /// What its parent proposed, rounded to 1/1000; a nil dimension is unspecified; nil when
    /// the view was not placed.
    package var proposal: [Double?]?
    package var color: String?
    package var text: String?

    package init(frame: [Double], proposal: [Double?]?, color: String? = nil, text: String? = nil) {
      self.frame = frame
      self.proposal = proposal
      self.color = color
      self.text = text
    }

    private enum CodingKeys: String, CodingKey { case frame, proposal, color, text }

    // `proposal` is written as null when the view was not placed (the format's field is always
    // there); colour and text are left out when the view has none, as layout.json does.
    package func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(frame, forKey: .frame)
      try container.encode(proposal, forKey: .proposal)
      try container.encodeIfPresent(color, forKey: .color)
      try container.encodeIfPresent(text, forKey: .text)
    }
  }

  /// One view that changed (or, with no kinds, an unchanged view whose pixels changed: a
  /// colour inside a gradient or an image, which no record sees).
  package struct Change: Codable, Equatable, Sendable {
    /// In `Kind`'s order; empty when only the view's pixels changed.
    package var kinds: [Kind]
    /// The view's identity, the same in both records.
    package var id: String
    package var type: String
    /// How a developer would name it: `Text "Hello"`, or the type.
    package var label: String
    /// nil when the view appeared.
    package var before: State?
    /// nil when it disappeared.
    package var after: State?
    /// What explains a geometry change, as precisely as the records allow; nil when nothing
    /// needs explaining beyond the kinds (a colour or text change, an appearance) or when the
    /// view merely moved with its parent.
    package var cause: String?
    /// Differing pixels attributed to this change.
    package var pixels: Int
    /// The view only moved, by the same offset as its parent: the report folds it under the
    /// change that moved it. Written only when true.
    package var movedWithParent: Bool

    package init(
      kinds: [Kind], id: String, type: String, label: String, before: State?, after: State?, cause: String?,
      pixels: Int, movedWithParent: Bool = false
    ) {
      self.kinds = kinds
      self.id = id
      self.type = type
      self.label = label
      self.before = before
      self.after = after
      self.cause = cause
      self.pixels = pixels
      self.movedWithParent = movedWithParent
    }

    private enum CodingKeys: String, CodingKey {
      case kinds, id, type, label, before, after, cause, pixels, movedWithParent
    }

    package init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      kinds = try container.decode([Kind].self, forKey: .kinds)
      id = try container.decode(String.self, forKey: .id)
      type = try container.decode(String.self, forKey: .type)
      label = try container.decode(String.self, forKey: .label)
      before = try container.decodeIfPresent(State.self, forKey: .before)
      after = try container.decodeIfPresent(State.self, forKey: .after)
      cause = try container.decodeIfPresent(String.self, forKey: .cause)
      pixels = try container.decode(Int.self, forKey: .pixels)
      movedWithParent = try container.decodeIfPresent(Bool.self, forKey: .movedWithParent) ?? false
    }

    // `before`, `after` and `cause` are always written (null when absent) so the report can
    // tell "appeared" from a missing field; `movedWithParent` only when true, as the format says.
    package func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(kinds, forKey: .kinds)
      try container.encode(id, forKey: .id)
      try container.encode(type, forKey: .type)
      try container.encode(label, forKey: .label)
      try container.encode(before, forKey: .before)
      try container.encode(after, forKey: .after)
      try container.encode(cause, forKey: .cause)
      try container.encode(pixels, forKey: .pixels)
      if movedWithParent { try container.encode(true, forKey: .movedWithParent) }
    }
  }

  /// A cluster of differing pixels and the changes that account for it.
  package struct Region: Codable, Equatable, Sendable {
    /// `[x, y, width, height]` in canvas points, rounded to 1/1000: the bounding box of the
    /// cluster's differing pixels.
    package var rect: [Double]
    package var pixels: Int
    /// Indices into `changes`, ascending.
    package var changes: [Int]

    package init(rect: [Double], pixels: Int, changes: [Int]) {
      self.rect = rect
      self.pixels = pixels
      self.changes = changes
    }
  }

  /// One sentence a developer reads first.
  package var summary: String
  /// Most pixels first, then tree order.
  package var changes: [Change]
  /// Top to bottom, then left to right (by the first differing tile of each).
  package var regions: [Region]
  /// Differing pixels in regions no view covers.
  package var unattributedPixels: Int

  package init(summary: String, changes: [Change], regions: [Region], unattributedPixels: Int) {
    self.summary = summary
    self.changes = changes
    self.regions = regions
    self.unattributedPixels = unattributedPixels
  }

  /// The `why.json` text: sorted keys and one fixed layout, so two runs write the same bytes
  /// (numbers are already rounded to 1/1000 when the report is built).
  package func json() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    // An unbounded proposal (`.infinity`) is legal in SwiftUI; JSON has no such number.
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "infinity", negativeInfinity: "-infinity", nan: "nan")
    var data = try encoder.encode(self)
    data.append(UInt8(ascii: "\n"))
    return data
  }
}
