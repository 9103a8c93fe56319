/// The space a stack with no `spacing` puts between two adjacent children: SwiftUI chooses it for
/// each pair from the two views' spacing preferences (`ViewSpacing`) and the platform, rather
/// than one constant (docs/LayoutEngine.md, "Default spacing").
///
/// A view's preferences on one edge are an `EdgeSpacing`; two facing edges give the distance:
/// the largest sum of preferences of a category both edges name; failing that the larger of
/// their category-less preferences (a spacer's 0); failing that the platform's default.
enum DefaultSpacing {
  /// The platform's distance between two views that name no category in common: 8 pt on every
  /// platform (iOS: SwiftUI's documented system spacing and OpenSwiftUI's default; macOS: two
  /// texts in a default `HStack` in the fixtures of real SwiftUI; watchOS and tvOS assumed).
  static func platformDefault(_ idiom: UserInterfaceIdiom) -> Double { 8 }

  /// Whether text takes part in spacing by its font metrics on `idiom`. On the Mac it does, as
  /// real SwiftUI's frames show (two texts in a default `VStack` touch); elsewhere every pair
  /// next to a text is still the platform default, the engine's behaviour before spacing was
  /// modelled, until a capture of that platform confirms the same model there.
  static func textIsMetric(on idiom: UserInterfaceIdiom) -> Bool { idiom == .mac }

  /// The distance from an edge whose preferences are `before` to the facing edge `after`.
  static func distance(_ before: EdgeSpacing, _ after: EdgeSpacing, idiom: UserInterfaceIdiom) -> Double {
    var best: Double?
    func consider(_ value: Double) { best = max(best ?? value, value) }
    if before.textLeading != nil, let lower = after.textLeading { consider(lower) }
    if let text = before.fromText, let view = after.towardText { consider(text + view) }
    if let view = before.towardText, let text = after.fromText { consider(view + text) }
    if let best { return best }
    if before.plain != nil || after.plain != nil {
      return max(before.plain ?? -.infinity, after.plain ?? -.infinity)
    }
    return platformDefault(idiom)
  }
}

/// One edge's spacing preferences, in the categories of SwiftUI's `Spacing` that the engine's
/// views use. `nil` is "no preference of this category".
struct EdgeSpacing: Equatable {
  /// A preference for any neighbour: a spacer's 0 on its stack's axis.
  var plain: Double?
  /// A text's: the space it asks between its line and another text's, the lower font's leading
  /// (SF's is 0, so two texts touch).
  var textLeading: Double?
  /// A text's: the space it asks of a neighbour that is not text.
  var fromText: Double?
  /// A view's (not text): what it adds to a text neighbour's `fromText` (0).
  var towardText: Double?

  /// No preferences: the edge of a spacer across its axis, or of an empty container.
  static let none = EdgeSpacing()
  /// A view that is neither text nor a spacer (SwiftUI's default `Spacing`).
  static let view = EdgeSpacing(towardText: 0)
  /// A spacer along its stack's axis (SwiftUI's spacer reports zero on those edges).
  static let spacer = EdgeSpacing(plain: 0)

  /// Both edges' preferences, the larger where both have one: the edge of a container whose
  /// children touch it.
  func union(_ other: EdgeSpacing) -> EdgeSpacing {
    func larger(_ a: Double?, _ b: Double?) -> Double? {
      guard let a else { return b }
      guard let b else { return a }
      return max(a, b)
    }
    return EdgeSpacing(
      plain: larger(plain, other.plain), textLeading: larger(textLeading, other.textLeading),
      fromText: larger(fromText, other.fromText), towardText: larger(towardText, other.towardText))
  }

  /// A text's preferences on its top (`isTop`) or bottom edge in a font of `pointSize`, from SF
  /// Pro's metrics (ascender 1950, descender 494, cap height 1443, line gap 0 per 2048 em) the
  /// way SwiftUI's text spacing derives them: a default text spacing of a tenth of the line
  /// height rounded up to a pixel (`pixel` points); above the text a line and that spacing less
  /// the ascender, below it the larger of the line and spacing less the cap height and the
  /// spacing plus the descender. Texts have no preference on their leading and trailing edges.
  static func text(pointSize: Double, isTop: Bool, pixel: Double) -> EdgeSpacing {
    let ascender = 1950.0 / 2048 * pointSize
    let descender = 494.0 / 2048 * pointSize
    let capHeight = 1443.0 / 2048 * pointSize
    let lineHeight = ascender + descender
    let textSpacing = (lineHeight * 0.1 / pixel).rounded(.up) * pixel
    let line = lineHeight + textSpacing
    let away = isTop ? line - ascender : max(line - capHeight, textSpacing + descender)
    return EdgeSpacing(textLeading: 0, fromText: away)
  }
}
