/// A type that produces view previews (mirrors SwiftUI's `PreviewProvider`).
///
/// `layout-playground open` lists every conforming type of the opened files under the type's
/// name, beside the files' `#Preview` blocks.
@MainActor @preconcurrency
public protocol PreviewProvider {
  associatedtype Previews: View
  /// The views to preview.
  @ViewBuilder static var previews: Previews { get }
}
