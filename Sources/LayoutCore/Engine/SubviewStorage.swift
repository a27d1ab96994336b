/// The items behind one container's `LayoutSubviews`, and the placements recorded for them
/// during `placeSubviews`.
final class SubviewStorage {
  /// An `Array`, not a copy: a driver made over an array shares its buffer. Constant (new items
  /// get a new storage), so measuring through a proxy needs no retain of the array or the item.
  let items: [any LayoutItem]
  /// Recorded placements, one per item; `nil` until the subview is placed in the current pass.
  ///
  /// `place` records into this once per subview per pass. Raw memory owned by the storage (as
  /// long as `items`): writing through an array in a class costs a uniqueness check and a
  /// dynamic exclusivity check per subview, more than the rest of the recording.
  let placements: UnsafeMutableBufferPointer<Placement?>
  // The two flags are checked per placement too; every access to them is instantaneous (none
  // is held across a call out of this file), so they cannot overlap.
  /// True only while the layout's `placeSubviews` runs: `place` elsewhere is a contract error.
  @exclusivity(unchecked) var isPlacing = false
  /// Set when `place` is called outside `placeSubviews`.
  @exclusivity(unchecked) var strayPlacement = false
  /// The container's direction, as `LayoutSubviews.layoutDirection` reports it.
  var layoutDirection: LayoutDirection = .leftToRight
  /// After a completed pass `placements` holds every subview's final placement; `unplaced` lists
  /// (ascending) the subviews the layout left unplaced, which the engine put at the centre.
  var hasPlaced = false
  var unplaced: [Int] = []
  /// Whether any pass began (before that, `placements` is all nil already).
  private var hasBegun = false
  /// Placements computed for the default `explicitAlignment`, for one bounds and proposal;
  /// cleared when the driver is invalidated. (A reference: most containers never make one.)
  var scratch: ScratchPlacements?
  /// Whether any item may set an explicit guide (the items never change).
  lazy var anyItemMayHaveExplicitGuides: Bool = items.contains { $0.mayHaveExplicitGuides }
  private lazy var anyItemMayHaveExplicitHorizontalGuides = items.contains {
    $0.mayHaveExplicitGuides(in: .horizontal)
  }
  private lazy var anyItemMayHaveExplicitBaselines = items.contains { $0.mayHaveExplicitGuides(in: .textBaselines) }
  private lazy var anyItemMayHaveOtherExplicitVerticalGuides = items.contains {
    $0.mayHaveExplicitGuides(in: .otherVertical)
  }

  /// Whether any item may set an explicit guide of `family`.
  func anyItemMayHaveExplicitGuides(in family: GuideFamily) -> Bool {
    switch family {
    case .horizontal: anyItemMayHaveExplicitHorizontalGuides
    case .textBaselines: anyItemMayHaveExplicitBaselines
    case .otherVertical: anyItemMayHaveOtherExplicitVerticalGuides
    }
  }

  init(items: [any LayoutItem]) {
    self.items = items
    placements = .allocate(capacity: items.count)
    placements.initialize(repeating: nil)
  }

  deinit { placements.deallocate() }

  func recordPlacement(_ index: Int, _ placement: Placement) {
    guard isPlacing else {
      strayPlacement = true
      return
    }
    placements[index] = placement
  }

  func beginPlacing() {
    if hasBegun { placements.update(repeating: nil) }
    hasBegun = true
    hasPlaced = false
    unplaced.removeAll(keepingCapacity: true)
    isPlacing = true
  }
}
