import Glibc

extension Array where Element == String {
  /// Calls `body` with a C string for every element, valid only during the call.
  func withCStrings<Result>(_ body: ([UnsafePointer<CChar>]) -> Result) -> Result {
    let copies = map { strdup($0)! }
    defer { for copy in copies { free(copy) } }
    return body(copies.map { UnsafePointer($0) })
  }
}
