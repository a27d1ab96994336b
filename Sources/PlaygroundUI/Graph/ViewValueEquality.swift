import Foundation
@_spi(Reflection) import Swift

/// Whether a view value (or an environment) is the same as the one its body was last evaluated
/// with, so the body need not run again (SwiftUI's rule, BodyReuse.swift).
///
/// A type that is `Equatable` is compared with `==` (as SwiftUI does for an `EquatableView` or
/// an `Equatable` view: a view may leave a closure out of its equality). Otherwise fields are
/// compared one by one: `@State`, `@FocusState` and `@Environment` storage is skipped (it lives
/// in the graph, and the environment is compared on its own); equal bytes are equal; different
/// bytes are equal only for an `Equatable` field whose `==` says so, or a struct whose fields
/// are. Closures and objects are equal only when they are the same closure or object, so a
/// view holding a fresh closure is evaluated again, as in SwiftUI.
///
/// Used by the graph, on the main actor only; not isolated to it, so the closures that read
/// values in place carry no executor check each (two per kept body on every pass).
enum ViewValueEquality {
  /// How to compare values of one type, worked out once per type. (A class, not an indirect
  /// enum: a leak checker cannot follow the tagged pointers an enum packs its cases into.)
  private final class Plan {
    enum Kind {
      /// Equal when the bytes are.
      case bytes
      /// Equal bytes, or `==` through raw pointers to two values of the type.
      case equatable
      /// Equal bytes, or field by field at these offsets.
      case fields
      /// Never compared (graph-held storage).
      case skipped
    }

    let kind: Kind
    let size: Int
    let equal: ((UnsafeRawPointer, UnsafeRawPointer) -> Bool)?
    /// For `fields`, flattened through nested structs: the byte ranges compared as bytes (not
    /// the whole value's: padding between fields holds whatever was there, so two equal values
    /// rarely have equal bytes), then the `Equatable` fields. The plans are never freed (kept
    /// in `plans`), so they are held unretained: walking them takes no reference counting.
    var byteRanges: [(offset: Int, size: Int)] = []
    var equatableFields: [(offset: Int, plan: Unmanaged<Plan>)] = []

    init(_ kind: Kind, size: Int, equal: ((UnsafeRawPointer, UnsafeRawPointer) -> Bool)? = nil) {
      self.kind = kind
      self.size = size
      self.equal = equal
    }

    /// Adds a field at `offset` to a `fields` plan.
    func add(_ field: Plan, at offset: Int) {
      switch field.kind {
      case .skipped:
        break
      case .bytes:
        if let last = byteRanges.last, last.offset + last.size == offset {
          byteRanges[byteRanges.count - 1].size += field.size
        } else if field.size > 0 {
          byteRanges.append((offset, field.size))
        }
      case .equatable:
        equatableFields.append((offset, Unmanaged.passUnretained(field)))
      case .fields:
        for range in field.byteRanges { add(Plan(.bytes, size: range.size), at: offset + range.offset) }
        for nested in field.equatableFields { equatableFields.append((offset + nested.offset, nested.plan)) }
      }
    }
  }

  /// Plans by type (main actor only, see above).
  nonisolated(unsafe) private static var plans: [ObjectIdentifier: Plan] = [:]

  /// Whether `a` and `b` are the same for the purpose of reusing a body evaluated for `b`.
  static func same<Value>(_ a: Value, _ b: Value) -> Bool {
    // Read in place: a copy of each (ten thousand chips, each with its environment, on a
    // click) retained and released every reference inside them.
    withUnsafeBytes(of: a) { l in
      withUnsafeBytes(of: b) { r in
        // Equal bytes are the same whatever the plan (the usual case for an environment); a
        // value of no bytes (a view with no stored properties) may have no address at all.
        guard let left = l.baseAddress, let right = r.baseAddress else { return true }
        return memcmp(left, right, l.count) == 0 || same(plan(for: Value.self), left, right)
      }
    }
  }

  private static func same(_ plan: Plan, _ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
    switch plan.kind {
    case .skipped:
      return true
    case .bytes:
      return memcmp(a, b, plan.size) == 0
    case .equatable:
      return memcmp(a, b, plan.size) == 0 || plan.equal!(a, b)
    case .fields:
      for range in plan.byteRanges where memcmp(a + range.offset, b + range.offset, range.size) != 0 {
        return false
      }
      for (offset, field) in plan.equatableFields {
        let same = field._withUnsafeGuaranteedRef { field in
          memcmp(a + offset, b + offset, field.size) == 0 || field.equal!(a + offset, b + offset)
        }
        if !same { return false }
      }
      return true
    }
  }

  private static func plan(for type: Any.Type) -> Plan {
    let key = ObjectIdentifier(type)
    // Kept bodies are mostly compared in runs of one type (a `ForEach`'s rows).
    if let lastPlan, lastPlanType == key { return lastPlan }
    let found: Plan
    if let known = plans[key] {
      found = known
    } else {
      found = makePlan(for: type)
      plans[key] = found
    }
    lastPlanType = key
    lastPlan = found
    return found
  }

  nonisolated(unsafe) private static var lastPlanType: ObjectIdentifier?
  nonisolated(unsafe) private static var lastPlan: Plan?

  private static func makePlan(for type: Any.Type) -> Plan {
    if type is any GraphHeldStorage.Type { return Plan(.skipped, size: 0) }
    let size = sizeOf(type)
    if let equatable = type as? any Equatable.Type {
      return Plan(.equatable, size: size, equal: rawEquality(equatable))
    }
    if isPOD(type) { return Plan(.bytes, size: size) }
    // Only a struct's or tuple's fields are inline; anything else (a class, a closure, an
    // existential, an enum) is compared by its bytes: the same object, closure or payload.
    guard isStructOrTuple(type) else { return Plan(.bytes, size: size) }
    let made = Plan(.fields, size: size)
    let walked = _forEachField(of: type, options: []) { _, offset, fieldType, _ in
      made.add(Self.plan(for: fieldType), at: offset)
      return true
    }
    return walked ? made : Plan(.bytes, size: size)
  }

  private static func sizeOf(_ type: Any.Type) -> Int {
    func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
    return _openExistential(type, do: size)
  }

  /// The metadata kind word that starts every type's metadata (Swift ABI, TypeMetadata.rst):
  /// 0x200 for a struct, 0x301 for a tuple. (`_forEachField` must not be given an existential.)
  private static func isStructOrTuple(_ type: Any.Type) -> Bool {
    let kind = unsafeBitCast(type, to: UnsafePointer<UInt>.self).pointee
    return kind == 0x200 || kind == 0x301
  }

  private static func isPOD(_ type: Any.Type) -> Bool {
    func pod<T>(_: T.Type) -> Bool { _isPOD(T.self) }
    return _openExistential(type, do: pod)
  }

  private static func rawEquality<T: Equatable>(_: T.Type) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
    { a, b in
      // In place (through `inout`, never written): reading `pointee` copied both values.
      equal(
        &UnsafeMutablePointer(mutating: a.assumingMemoryBound(to: T.self)).pointee,
        &UnsafeMutablePointer(mutating: b.assumingMemoryBound(to: T.self)).pointee)
    }
  }

  private static func equal<T: Equatable>(_ a: inout T, _ b: inout T) -> Bool { a == b }
}

/// Property wrappers whose value the graph holds, not the view (`@State`, `@FocusState`,
/// `@Environment`): two view values differing only in them are the same view.
protocol GraphHeldStorage {}

extension State: GraphHeldStorage {}
extension FocusState: GraphHeldStorage {}
extension Environment: GraphHeldStorage {}
