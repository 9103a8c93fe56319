import LayoutEngine

/// The view a call is replaced by in the preview variants a condition matches: the `else` branch of
/// `if typeSize.isAccessibilitySize { … } else { … }`, as a layout file's `variants:` entry is.
public struct CallVariant: Sendable, Hashable {
  public var condition: LayoutCondition
  public var call: Call

  public init(condition: LayoutCondition, call: Call) {
    self.condition = condition
    self.call = call
  }
}
