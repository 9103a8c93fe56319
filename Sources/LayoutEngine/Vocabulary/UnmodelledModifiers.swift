/// SwiftUI modifiers the preview knows of but does not model yet: a reader warns about one and
/// leaves it out rather than rejecting the file, so a screen ports while the vocabulary grows; a
/// name SwiftUI does not have stays an error. A name that gains a declaration is no longer
/// unmodelled (`isUnmodelled` checks the declarations first).
package enum UnmodelledModifiers {
  /// The names, SwiftUI's spelling.
  package static let names: Set<String> = [
    "mask", "toolbarRole",
    "baselineOffset", "fontWidth", "alignmentGuide", "statusBarHidden",
    "persistentSystemOverlays", "scrollTargetBehavior", "scrollTargetLayout", "scrollPosition",
    "symbolEffect", "presentationCornerRadius",
    "coordinateSpace", "geometryGroup", "textScale",
  ]

  /// Whether a reader should warn about `name` and leave it out: SwiftUI has it, the preview has
  /// no declaration for it.
  package static func isUnmodelled(_ name: String) -> Bool {
    names.contains(name) && Declarations.modifier(name) == nil
  }
}
