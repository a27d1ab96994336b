/// A bounded cache that forgets the least recently used entries first.
///
/// Recency is a tick per access; eviction sorts once and drops the oldest quarter, so the cost is
/// amortised O(log n) per insert and lookups stay a single dictionary access.
struct LRUCache<Key: Hashable, Value> {
  private var entries: [Key: (value: Value, tick: UInt64, cost: Int)] = [:]
  private var tick: UInt64 = 0
  let maxCount: Int
  let maxCost: Int
  private(set) var totalCost = 0

  init(maxCount: Int, maxCost: Int = .max) {
    self.maxCount = max(1, maxCount)
    self.maxCost = maxCost
  }

  var count: Int { entries.count }

  /// Returns the value and marks it as recently used.
  mutating func value(for key: Key) -> Value? {
    guard var entry = entries[key] else { return nil }
    tick += 1
    entry.tick = tick
    entries[key] = entry
    return entry.value
  }

  /// Inserts a value and returns whatever had to be evicted, so owners can free server resources.
  @discardableResult
  mutating func insert(_ value: Value, for key: Key, cost: Int = 1) -> [(key: Key, value: Value)] {
    tick += 1
    if let old = entries.updateValue((value, tick, cost), forKey: key) { totalCost -= old.cost }
    totalCost += cost
    guard entries.count > maxCount || totalCost > maxCost else { return [] }
    return evictOldest(keeping: key)
  }

  /// Removes everything and returns the values.
  mutating func removeAll() -> [Value] {
    let values = entries.values.map(\.value)
    entries.removeAll()
    totalCost = 0
    return values
  }

  private mutating func evictOldest(keeping newest: Key) -> [(key: Key, value: Value)] {
    let byAge = entries.sorted { $0.value.tick < $1.value.tick }
    var evicted: [(key: Key, value: Value)] = []
    let targetCount = maxCount * 3 / 4
    let targetCost = maxCost == .max ? Int.max : maxCost * 3 / 4
    for (key, entry) in byAge where key != newest {
      if entries.count <= targetCount && totalCost <= targetCost { break }
      entries.removeValue(forKey: key)
      totalCost -= entry.cost
      evicted.append((key, entry.value))
    }
    return evicted
  }
}
