// `import CoreGraphics` in code opened with `layout-playground open`: Foundation's CG types
// (`CGFloat`, `CGPoint`, `CGSize`, `CGRect`) and what Linux's Foundation lacks and the
// playground provides (`CGAffineTransform`, `CGLineCap`, `CGLineJoin`, `applying`).
@_exported import LayoutCore
