import LayoutEngine
import LayoutMapping

/// One thing to preview in a Swift file: a `#Preview`, one view of a `PreviewProvider`, or a view
/// struct of a file without previews; with its title, traits and where it is written.
public struct Preview: Sendable {
  /// The name given (`#Preview("Dark")`, `previewDisplayName`), else the view's type name.
  public var title: String
  public var kind: PreviewKind
  public var traits: PreviewTraits
  /// Where the preview is declared (`#Preview`, the view expression, or the struct).
  public var source: SourceLocation
  /// What reading the preview's declaration approximated (an unknown trait).
  public var warnings: [SourceDiagnostic]
  let body: PreviewBody
}
