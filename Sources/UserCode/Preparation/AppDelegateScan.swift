/// Finds the app delegate types a file names in `@UIApplicationDelegateAdaptor(AppDelegate.self)`
/// or `@NSApplicationDelegateAdaptor var delegate: AppDelegate`, so that the generated
/// registration can make them: on Linux an `NSObject` subclass cannot be made from its type at
/// run time (its `init()` is not `required`), but code that names the type can.
package enum AppDelegateScan {
  package static func delegateTypes(in text: String) -> [String] {
    guard let mask = CodeMask(text) else { return [] }
    let code = String(decoding: mask.code, as: UTF8.self)
    var found: [String] = []
    let adaptor =
      #/@(?:UI|NS)ApplicationDelegateAdaptor\s*(?:\(\s*([A-Za-z_][\w.]*)\.self\s*\)|(?:\s*(?:private|fileprivate|internal|public)\s+)?\s*var\s+\w+\s*:\s*([A-Za-z_][\w.]*))/#
    for match in code.matches(of: adaptor) {
      guard let type = match.1 ?? match.2 else { continue }
      if !found.contains(String(type)) { found.append(String(type)) }
    }
    return found
  }
}
