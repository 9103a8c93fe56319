/// A typed argument value, as a reader parsed it for its declared `ValueType`.
package enum Value: Sendable, Hashable {
  case text(String)
  case number(Double)
  case length(ScalableLength)
  case integer(Int)
  /// `nil` for no limit.
  case lineCount(Int?)
  /// The fewest lines reserved and the most allowed; `nil` for none (`2...`, `...3`; `3` alone is
  /// `(nil, 3)`).
  case lineRange(lower: Int?, upper: Int?)
  case typeSizes(ClosedRange<DynamicTypeSize>)
  case bool(Bool)
  case horizontalAlignment(HorizontalAlignment)
  case verticalAlignment(VerticalAlignment)
  case alignment(Alignment)
  case textAlignment(TextAlignment)
  case axis(Axis)
  case axes(horizontal: Bool, vertical: Bool)
  case edges(EdgeSet)
  case insets(ScalableInsets)
  case textStyle(TextStyle)
  case fontWeight(FontWeight)
  case font(Font)
  case choice(String)
  case gridItems([GridItem])
  case view(ViewNode)
  case toolbar(ToolbarItems)
  case texts([String])
  case buttonBorderShape(ButtonBorderShape)
}

/// A length in points, or a scaled metric: its length at the default type size (Large) and the
/// text style it scales with.
package enum ScalableLength: Sendable, Hashable {
  case fixed(Double)
  case scaled(Double, relativeTo: TextStyle)
}

/// Padding as a layout gives it: fixed insets, insets that scale with a text style, or both
/// (padding adds up, so the two together are the same as one).
package struct ScalableInsets: Sendable, Hashable {
  package var fixed: EdgeInsets?
  package var scaled: (insets: EdgeInsets, relativeTo: TextStyle)?

  package init(fixed: EdgeInsets?, scaled: (insets: EdgeInsets, relativeTo: TextStyle)? = nil) {
    self.fixed = fixed
    self.scaled = scaled
  }

  package static func == (a: ScalableInsets, b: ScalableInsets) -> Bool {
    a.fixed == b.fixed && a.scaled?.insets == b.scaled?.insets && a.scaled?.relativeTo == b.scaled?.relativeTo
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(fixed)
    hasher.combine(scaled?.insets)
    hasher.combine(scaled?.relativeTo)
  }
}

/// A navigation stack's toolbar items by placement, as SwiftUI's `ToolbarItemPlacement` names them.
package struct ToolbarItems: Sendable, Hashable {
  package var topBarLeading: [ViewNode] = []
  package var topBarTrailing: [ViewNode] = []
  package var bottomBar: [ViewNode] = []

  package init() {}

  /// The placements, in the order messages list them.
  package static let placements = ["topBarLeading", "topBarTrailing", "bottomBar"]
}
