/// What an element is and does, independent of its arguments: the wireframe asks whether it
/// draws, the inspector whether it is a container, audits whether a person taps it.
public struct ElementTraits: OptionSet, Sendable, Hashable {
  public let rawValue: UInt8

  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Lays out children of its own (`content` in a layout file).
  public static let container = ElementTraits(rawValue: 1 << 0)
  /// Draws something of its own: text, a control, a picture, a shape, a line or a bar's edge.
  public static let drawsContent = ElementTraits(rawValue: 1 << 1)
  /// Shows a text the engine lays out, in `PlacedNode.text`.
  public static let showsText = ElementTraits(rawValue: 1 << 2)
  /// A control a person taps or drags (buttons, fields, toggles, sliders, tab items), so the
  /// HIG's minimum hit target applies.
  public static let tappable = ElementTraits(rawValue: 1 << 3)
  /// Draws a backdrop behind its children (a list's cards and separators) that text from outside
  /// must not run into.
  public static let drawsBackdrop = ElementTraits(rawValue: 1 << 4)
}
