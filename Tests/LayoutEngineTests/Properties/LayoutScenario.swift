import LayoutEngine
import TestSupport

/// The screen a random tree is laid out on: size, safe area, keyboard, type size and direction.
struct LayoutScenario: Hashable, CustomStringConvertible {
  var size: Size
  var safeArea: PhysicalInsets
  var keyboardHeight: Double
  var typeSize: DynamicTypeSize
  var direction: LayoutDirection

  /// A plain 400 x 800 screen with no safe area or keyboard, left to right at Large.
  static let plain = LayoutScenario(
    size: Size(width: 400, height: 800), safeArea: .zero, keyboardHeight: 0, typeSize: .large,
    direction: .leftToRight)

  /// The scenario as the engine takes it, in `direction` (this scenario's own by default).
  func context(_ direction: LayoutDirection? = nil) -> LayoutContext {
    var context = LayoutContext(
      containerSize: size, safeAreaInsets: safeArea, dynamicTypeSize: typeSize,
      layoutDirection: direction ?? self.direction)
    context.keyboardHeight = keyboardHeight
    return context
  }

  /// The same screen seen in a mirror: the left and right safe-area insets swapped.
  var mirrored: LayoutScenario {
    var copy = self
    copy.safeArea = PhysicalInsets(
      top: safeArea.top, left: safeArea.right, bottom: safeArea.bottom, right: safeArea.left)
    return copy
  }

  /// Real screens (phones, iPads, a watch, both orientations) half the time, any size otherwise;
  /// a safe area half the time, a keyboard now and then.
  static func random(using rng: inout SplitMix64) -> LayoutScenario {
    let screens = [
      Size(width: 320, height: 568), Size(width: 390, height: 844), Size(width: 402, height: 874),
      Size(width: 874, height: 402), Size(width: 1024, height: 1366), Size(width: 1366, height: 1024),
      Size(width: 205, height: 251),
    ]
    let size =
      RandomTree.chance(0.5, &rng)
      ? screens.randomElement(using: &rng)!
      : Size(width: 100 + RandomTree.length(1300, &rng), height: 100 + RandomTree.length(1300, &rng))
    var safeArea = PhysicalInsets.zero
    if RandomTree.chance(0.5, &rng) {
      safeArea = PhysicalInsets(
        top: RandomTree.length(60, &rng), left: RandomTree.length(60, &rng),
        bottom: RandomTree.length(40, &rng),
        right: RandomTree.length(60, &rng))
    }
    let keyboard = RandomTree.chance(0.15, &rng) ? RandomTree.length(size.height / 2, &rng) : 0
    return LayoutScenario(
      size: size, safeArea: safeArea, keyboardHeight: keyboard,
      typeSize: DynamicTypeSize.allCases.randomElement(using: &rng)!,
      direction: RandomTree.chance(0.5, &rng) ? .leftToRight : .rightToLeft)
  }

  /// Simpler scenarios to try: the plain screen (in this direction), then one thing at a time
  /// made plain.
  var shrinks: [LayoutScenario] {
    var out: [LayoutScenario] = []
    func add(_ change: (inout LayoutScenario) -> Void) {
      var copy = self
      change(&copy)
      if copy != self && !out.contains(copy) { out.append(copy) }
    }
    add {
      $0 = .plain; $0.direction = direction
    }
    add { $0.safeArea = .zero }
    add { $0.keyboardHeight = 0 }
    add { $0.typeSize = .large }
    add { $0.size = Size(width: size.width.rounded(.down), height: size.height.rounded(.down)) }
    add { $0.direction = .leftToRight }
    return out
  }

  var description: String {
    let n = RandomTree.number
    return "screen \(n(size.width))×\(n(size.height)) pt, safe area top \(n(safeArea.top)) left "
      + "\(n(safeArea.left)) bottom \(n(safeArea.bottom)) right \(n(safeArea.right)), keyboard "
      + "\(n(keyboardHeight)), \(typeSize.name), \(direction.rawValue)"
  }
}
