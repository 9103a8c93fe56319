/// The environment values a node passes down to its subtree, as SwiftUI's environment does.
struct InheritedEnvironment {
  var font: Font = .body
  var lineLimit: Int? = nil
  var textAlignment: TextAlignment = .leading
  var direction: LayoutDirection
  var isHidden = false
  /// Whether `multilineTextAlignment` was given on the node or an ancestor; otherwise text has
  /// natural alignment, which a paragraph resolves by its own language.
  var isTextAlignmentExplicit = false
  /// Whether the node is inside a system bar (navigation bar, tab bar, toolbar), whose text does
  /// not follow the Dynamic Type size as the content's does (`SystemBarMetrics.typeSize`).
  var isInSystemBar = false
  /// Whether the node is inside a `List` or `Form`, where a navigation link shows its chevron and
  /// a picker its form row.
  var isInList = false

  /// This environment with the node's environment modifiers (font, lineLimit, alignment, hidden) applied.
  func applying(_ modifiers: [Modifier]) -> InheritedEnvironment {
    var env = self
    for modifier in modifiers {
      switch modifier {
      case .font(let font): env.font = font
      case .lineLimit(let limit): env.lineLimit = limit
      case .multilineTextAlignment(let alignment):
        env.textAlignment = alignment
        env.isTextAlignmentExplicit = true
      case .layoutDirection(let direction): env.direction = direction
      case .hidden: env.isHidden = true
      default: break
      }
    }
    return env
  }
}
