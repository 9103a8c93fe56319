/// A length the app's code computes from what only layout knows: the size of the
/// `GeometryReader` around the view (`proxy.size.width / 3`) or the device's screen
/// (`UIScreen.main.bounds.width - 32`). SwiftUI runs the reader's closure again whenever its size
/// changes; the engine, which builds the tree once for every device, computes the length instead
/// each time the node that uses it is sized or placed (`ComputedModifier`).
public struct ComputedLength: Sendable, Hashable {
  let computation: any LengthComputation
  /// Whether it reads the reader's size (and so may differ between two sizings of one layout),
  /// not only the screen's (fixed for a layout).
  public let readsGeometry: Bool
  /// The length as written (`proxy.size.width / 3`), for outlines and messages.
  public let text: String

  public init(_ computation: some LengthComputation, readsGeometry: Bool, text: String) {
    self.computation = computation
    self.readsGeometry = readsGeometry
    self.text = text
  }

  /// Its value in `context`; not finite when it cannot be computed there.
  public func value(in context: LengthContext) -> Double { computation.value(in: context) }

  public static func == (a: ComputedLength, b: ComputedLength) -> Bool {
    AnyHashable(a.computation) == AnyHashable(b.computation) && a.readsGeometry == b.readsGeometry
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(computation)) }
}

/// How a `ComputedLength` is computed: SwiftUI's code that reads a `GeometryProxy` or the screen,
/// run by the engine while laying out. `Hashable`, as every value of a tree is, so a retained
/// layout can tell an unchanged length from a new one; it may be called many times a pass.
public protocol LengthComputation: Sendable, Hashable {
  /// The length in `context`; NaN or an infinity when it cannot be computed (the modifier then
  /// keeps the value it was made with).
  func value(in context: LengthContext) -> Double
}

/// What a computed length may read.
public struct LengthContext: Sendable, Hashable {
  /// The size of the innermost `GeometryReader` around the node, as its proxy's `size` reports
  /// it; `nil` outside one.
  public let geometrySize: Size?
  /// The device's screen in points, in the current orientation (`UIScreen.main.bounds.size`):
  /// `LayoutContext.containerSize`, an iPad's window in a windowed preview.
  public let screenSize: Size

  public init(geometrySize: Size?, screenSize: Size) {
    self.geometrySize = geometrySize
    self.screenSize = screenSize
  }
}
