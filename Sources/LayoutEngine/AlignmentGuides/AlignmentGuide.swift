/// One of a view's alignment guides: a horizontal one (`.leading`, `.center`, `.trailing`) or a
/// vertical one (`.top`, `.center`, `.bottom`, the text baselines), as SwiftUI's
/// `HorizontalAlignment` and `VerticalAlignment` name them.
public enum AlignmentKey: Sendable, Hashable {
  case horizontal(HorizontalAlignment)
  case vertical(VerticalAlignment)

  /// Where the guide is by default in a view of `size`: its offset from the view's leading edge
  /// (horizontal guides) or top (vertical ones); a text baseline is the bottom, as
  /// `ViewDimensions` keeps it.
  func defaultValue(in size: Size) -> Double {
    switch self {
    case .horizontal(let alignment): alignment.value(in: size)
    case .vertical(let alignment): alignment.value(in: size)
    }
  }

  /// Whether it is a guide of the app's own.
  var isCustom: Bool {
    switch self {
    case .horizontal(let alignment): alignment.isCustom
    case .vertical(let alignment): alignment.isCustom
    }
  }

  /// `x` for a horizontal guide, `y` for a vertical one.
  func along(x: Double, y: Double) -> Double {
    switch self {
    case .horizontal: x
    case .vertical: y
    }
  }
}

/// `.alignmentGuide(_:computeValue:)`: a view's own value for one of its guides, computed from
/// its dimensions when a container aligns it by that guide (`Modifier.alignmentGuide`).
///
/// The value is an offset in the view's own coordinates: from its leading edge for a horizontal
/// guide, whatever the layout direction (a right-to-left container mirrors the result, as
/// SwiftUI does), and from its top for a vertical one. A container that aligns its children by
/// another guide ignores it.
public struct AlignmentGuide: Sendable, Hashable {
  public let key: AlignmentKey
  let computation: any AlignmentGuideComputation

  /// The guide `key` of the view, computed by `computation`.
  public init(_ key: AlignmentKey, computation: some AlignmentGuideComputation) {
    self.key = key
    self.computation = computation
  }

  /// The guide `key` at a fixed offset (`.alignmentGuide(.leading) { _ in 20 }`).
  public init(_ key: AlignmentKey, value: Double) {
    self.init(key, computation: FixedGuide(value: value))
  }

  public static func == (a: AlignmentGuide, b: AlignmentGuide) -> Bool {
    a.key == b.key && a.computation.isEqual(to: b.computation)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(key)
    computation.hash(into: &hasher)
  }
}

/// How a view computes one of its guides, SwiftUI's `computeValue` closure: given the view's
/// dimensions, the guide's offset from its leading edge (top). `Hashable`, as every value of a
/// tree is, so a retained layout can tell an unchanged guide from a new one.
///
/// The engine calls it during layout, each time a container sizes or places the view, in the
/// order SwiftUI does (`AlignmentGuidePass`), and may call it many times in one pass.
public protocol AlignmentGuideComputation: Sendable, Hashable {
  /// The guide's value for a view of `dimensions`; `context` is shared by the guides of one
  /// container's children during one layout pass.
  func value(in dimensions: ViewDimensions, context: AlignmentGuideContext) -> Double
}

extension AlignmentGuideComputation {
  func isEqual(to other: any AlignmentGuideComputation) -> Bool { (other as? Self) == self }
}

/// What a guide computation may know besides the view's dimensions.
public struct AlignmentGuideContext {
  /// Shared by the guide computations of one container's children during one layout pass, and
  /// fresh for the next pass: SwiftUI's guide closures of one container share the variables they
  /// capture, which the engine models by handing them one state (`AlignmentGuidePass`).
  public let pass: AlignmentGuidePass
  /// The size of the innermost `GeometryReader` around the container, as its proxy's `size`
  /// reports it; `nil` outside one.
  public let geometrySize: Size?
}

/// The state the guide computations of one container share in one layout pass. A class, so that
/// each computation sees what the ones before it left; made by the engine when the container
/// first asks a guide in a pass, never carried into the next (a relayout gives what a fresh
/// layout gives).
public final class AlignmentGuidePass: @unchecked Sendable {
  /// What the computations keep, by a key of their choosing.
  public var storage: [ObjectIdentifier: AnyObject] = [:]

  package init() {}
}

/// A guide at a fixed offset.
struct FixedGuide: AlignmentGuideComputation {
  let value: Double

  func value(in dimensions: ViewDimensions, context: AlignmentGuideContext) -> Double { value }
}
