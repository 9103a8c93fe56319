import LayoutEngine

/// A parsed layout: its title and the view tree of its body (a layout file, or one preview of a
/// Swift file).
public struct LayoutDocument: Sendable, Hashable {
  /// The screen's title (`title:`, a preview's name), shown in the status line; `nil` when the
  /// file has none.
  public var title: String?
  /// The root of the view tree.
  public var body: ViewNode
  /// The path the document was read from, as given.
  public var path: String
  /// Every file the document was read from, `path` first: for a Swift preview also the sibling
  /// files whose views, helpers or data it used, so a watcher reloads when any of them changes.
  public var files: [String]
  /// What reading approximated or leaves out, in file order: SwiftUI modifiers a layout file uses
  /// that the preview does not model yet, a Swift preview's placeholders and ignored modifiers.
  public var warnings: [LayoutFileWarning]
  /// How the document asks to be shown (a Swift preview's traits); none for layout files.
  public var traits: LayoutTraits
  /// The language codes of the app's string tables (a Swift file's String Catalogs and `.strings`
  /// files), which the session's language key offers beside the translations in `body`; empty for
  /// layout files, whose translations are in their tree.
  public var languages: Set<String> = []
  /// Where a Swift preview has a condition the reader could not know (an `if`, a ternary), in the
  /// order they were met: the session's flip key shows the other branch of each in turn.
  public var unknownConditions: [SourceLocation] = []
  /// What laying the document out finds that reading could not (`LayoutWarnings`): shared by the
  /// document's copies, taken by whoever shows the layout.
  public var layoutWarnings = LayoutWarnings()

  public init(
    title: String?, body: ViewNode, path: String, files: [String]? = nil, warnings: [LayoutFileWarning] = [],
    traits: LayoutTraits = LayoutTraits()
  ) {
    self.title = title
    self.body = body
    self.path = path
    self.files = files ?? [path]
    self.warnings = warnings
    self.traits = traits
  }
}
