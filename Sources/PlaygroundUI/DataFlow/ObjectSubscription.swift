/// A view's subscription to an object's `objectWillChange`, cancelled when the view's state box
/// lets it go (the view left the tree, or another object took this one's place).
final class ObjectSubscription {
  /// Which object it follows, to tell a re-render with the same object from a new one.
  private(set) weak var object: AnyObject?
  private let cancellable: AnyCancellable

  init(object: AnyObject, cancellable: AnyCancellable) {
    self.object = object
    self.cancellable = cancellable
  }
}
