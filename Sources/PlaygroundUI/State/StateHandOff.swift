import Foundation

/// One `@State` (or `@StateObject`) value on its way to a fresh window process: `open` replaces
/// the window's process after many reloads, because builds loaded into a process can never be
/// unloaded (docs/open.md, "A day of reloads").
///
/// The rule is the one a reload in the same process follows, as far as it can cross a process:
/// a value carries when it is `Codable` — the standard library's and Foundation's values, and
/// the user's own `Codable` types — and the view it belongs to has the same identity in the new
/// window and a state type of the same mangled name. Anything else starts fresh there.
package struct HandedOffState: Codable, Equatable, Sendable {
  /// The value's type, by mangled name: a new build's type of the same name decodes it.
  package var type: String
  /// The value, as JSON.
  package var json: String

  package init(type: String, json: String) {
    self.type = type
    self.json = json
  }

  /// `value` encoded, or nil when it is not `Encodable` (or fails to encode).
  init?<Value>(_ value: Value) {
    guard let encodable = value as? any Encodable, let data = try? JSONEncoder().encode(encodable) else {
      return nil
    }
    self.init(type: _mangledTypeName(Value.self) ?? "\(Value.self)", json: String(decoding: data, as: UTF8.self))
  }

  /// The value as a `Value`, when that is its type (by mangled name) and it decodes.
  func decoded<Value>(as: Value.Type) -> Value? {
    guard type == _mangledTypeName(Value.self), let decodable = Value.self as? any Decodable.Type,
      let decoded = try? JSONDecoder().decode(decodable, from: Data(json.utf8))
    else { return nil }
    return decoded as? Value
  }
}

extension StateKey {
  /// The key spelled out so that another process finds the same view: the identity's
  /// components, custom views by their full type names, and the property's name.
  var handOffName: String {
    var text = "root"
    for component in identity.components {
      switch component {
      case .viewType(let type): text += "/" + type.fullName
      case .line: text += component.description
      default: text += "/" + component.description
      }
    }
    return text + "." + property
  }
}

extension StateStore {
  /// Every value that can cross to another process, by key.
  package func handOff() -> [String: HandedOffState] {
    var values: [String: HandedOffState] = [:]
    for (key, box) in boxes {
      if let value = box.handedOff() { values[key.handOffName] = value }
    }
    return values
  }

  /// Values from an earlier process: each view whose identity and state type match takes its
  /// value when it first appears (`box(for:initial:)`).
  package func receive(_ values: [String: HandedOffState]) {
    handedIn = values
  }

  /// Drops the values no view took (their views did not appear in the first frame): a view that
  /// appears later starts fresh, as it would have in the old window.
  package func discardUnclaimedHandOff() {
    handedIn = [:]
  }

  func claimHandedIn<Value>(_ key: StateKey, as type: Value.Type) -> Value? {
    handedIn.removeValue(forKey: key.handOffName)?.decoded(as: Value.self)
  }
}
