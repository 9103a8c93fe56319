import LayoutEngine

/// The view a call is replaced by in the preview variants a condition matches: the `else` branch of
/// `if typeSize.isAccessibilitySize { … } else { … }`, as a layout file's `variants:` entry is.
public struct CallVariant: Sendable, Hashable {
  public var condition: LayoutCondition
  public var call: Call
  /// Whether the variant shows its view's children as they are, already arranged: a layout
  /// file's variant that leaves `content` alone (its call has none of its own).
  public var keepsContent: Bool

  public init(condition: LayoutCondition, call: Call, keepsContent: Bool = false) {
    self.condition = condition
    self.call = call
    self.keepsContent = keepsContent
  }
}
