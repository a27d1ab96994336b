// The modifiers' layouts keep the default explicit alignment: their guides are their content's.
extension PaddingLayout: MergesSubviewGuides {}
extension FixedFrameLayout: MergesSubviewGuides {}
extension FlexibleFrameLayout: MergesSubviewGuides {}
extension DecorationLayout: MergesSubviewGuides {}
extension FixedSizeLayout: MergesSubviewGuides {}
extension AspectRatioLayout: MergesSubviewGuides {}
