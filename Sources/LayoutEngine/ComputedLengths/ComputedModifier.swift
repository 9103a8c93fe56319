/// A layout modifier some of whose lengths are computed while laying out
/// (`.frame(width: proxy.size.width / 3)`, `.padding(.horizontal, UIScreen.main.bounds.width / 10)`):
/// `frame`, `padding`, `offset` or `position` as made with each length's value on a stand-in
/// device, and the lengths that replace those values in each layout (`Modifier.computed`).
///
/// One modifier rather than a computed case in every length of the tree: the engine resolves it
/// into the plain modifier for the sizes at hand (`resolved(in:)`) and lays that out, so
/// `FrameSpec`, `EdgeInsets` and every algorithm that reads them stay plain numbers.
public struct ComputedModifier: Sendable, Hashable {
  /// A length of the modifier: a `frame`'s eight, a `padding`'s four edges, an `offset`'s or a
  /// `position`'s `x` and `y`.
  public enum Slot: String, Sendable, Hashable, CaseIterable {
    case width, height, minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight
    case top, leading, bottom, trailing
    case x, y
  }

  /// The modifier with the values the lengths had when it was made.
  public let modifier: Modifier
  /// The computed lengths, by the slot each replaces.
  public let lengths: [Slot: ComputedLength]

  /// `modifier` with `lengths` computed in each layout; `nil` when it is not a `frame`,
  /// `padding`, `offset` or `position`, or a slot is not one of its lengths.
  public init?(_ modifier: Modifier, lengths: [Slot: ComputedLength]) {
    for slot in lengths.keys where !Self.slots(of: modifier).contains(slot) { return nil }
    self.modifier = modifier
    self.lengths = lengths
  }

  /// Whether a length reads the `GeometryReader`'s size.
  public var readsGeometry: Bool { lengths.values.contains { $0.readsGeometry } }

  /// The lengths `modifier` has.
  static func slots(of modifier: Modifier) -> [Slot] {
    switch modifier {
    case .frame: Array(frameLengths.keys)
    case .padding: Array(paddingEdges.keys)
    case .offset, .position: [.x, .y]
    default: []
    }
  }

  /// The modifier with every length computed in `context`; a length that gives no finite value
  /// (or a negative one, for a frame's) keeps the value it was made with.
  public func resolved(in context: LengthContext) -> Modifier {
    var result = modifier
    for (slot, length) in lengths {
      let value = length.value(in: context)
      guard value.isFinite else { continue }
      result = Self.setting(slot, to: value, in: result)
    }
    return result
  }

  /// `modifier` with `slot` set to `value`.
  private static func setting(_ slot: Slot, to value: Double, in modifier: Modifier) -> Modifier {
    switch modifier {
    case .frame(var spec):
      guard value >= 0, let length = frameLengths[slot] else { return modifier }
      spec[keyPath: length] = value
      return .frame(spec)
    case .padding(var insets):
      guard let edge = paddingEdges[slot] else { return modifier }
      insets[keyPath: edge] = value
      return .padding(insets)
    case .offset(let x, let y):
      return .offset(x: slot == .x ? value : x, y: slot == .y ? value : y)
    case .position(let x, let y):
      return .position(x: slot == .x ? value : x, y: slot == .y ? value : y)
    default: return modifier
    }
  }

  private static let frameLengths: [Slot: WritableKeyPath<FrameSpec, Double?> & Sendable] = [
    .width: \.width, .height: \.height, .minWidth: \.minWidth, .idealWidth: \.idealWidth,
    .maxWidth: \.maxWidth, .minHeight: \.minHeight, .idealHeight: \.idealHeight, .maxHeight: \.maxHeight,
  ]

  private static let paddingEdges: [Slot: WritableKeyPath<EdgeInsets, Double> & Sendable] = [
    .top: \.top, .leading: \.leading, .bottom: \.bottom, .trailing: \.trailing,
  ]
}
