/// `withAnimation` and `withTransaction`: the animation, or whole transaction, in effect for
/// the state changes a closure makes.

/// Runs `body`, animating every frame change it causes with `animation`
/// (mirrors SwiftUI's `withAnimation`).
@MainActor
@discardableResult
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  try withTransaction(Transaction(animation: animation), body)
}

/// Runs `body` animating its changes with `animation`, then calls `completion` once the
/// animation meets `completionCriteria` (at once when it changed nothing).
@MainActor
@discardableResult
public func withAnimation<Result>(
  _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
  var transaction = Transaction(animation: animation)
  transaction.addAnimationCompletion(criteria: completionCriteria, completion)
  return try withTransaction(transaction, body)
}

/// Runs `body` with `transaction` as the context of the state changes it makes.
@MainActor
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
  let saved = CurrentTransaction.transaction
  let savedClaims = CurrentTransaction.claims
  let savedSerial = CurrentTransaction.serial
  CurrentTransaction.transaction = transaction
  CurrentTransaction.claims = 0
  CurrentTransaction.nextSerial += 1
  CurrentTransaction.serial = CurrentTransaction.nextSerial
  defer {
    // Completions nothing took (no state changed) are due now: there is nothing to wait for.
    if CurrentTransaction.claims == 0 {
      for completion in transaction.completions { completion.action() }
    }
    CurrentTransaction.transaction = saved
    CurrentTransaction.claims = savedClaims
    CurrentTransaction.serial = savedSerial
  }
  return try body()
}

/// Runs `body` with one property of the current transaction set to `value`.
@MainActor
@discardableResult
public func withTransaction<Result, Value>(
  _ keyPath: WritableKeyPath<Transaction, Value>, _ value: Value, _ body: () throws -> Result
) rethrows -> Result {
  var transaction = CurrentTransaction.transaction ?? Transaction()
  transaction[keyPath: keyPath] = value
  transaction.completions = []
  return try withTransaction(transaction, body)
}

/// The transaction in effect for state changes made now: each graph whose state such a change
/// writes takes it for its next update (so two graphs never share one).
@MainActor
enum CurrentTransaction {
  static var transaction: Transaction?
  /// How many graphs took the transaction's completions (they call them when due).
  static var claims = 0
  /// Numbers each `withTransaction` call, so a store takes its completions once.
  static var serial = 0
  static var nextSerial = 0

  /// The animation state changes made now animate with.
  static var animation: Animation? {
    guard let transaction, !transaction.disablesAnimations else { return nil }
    return transaction.animation
  }
}
