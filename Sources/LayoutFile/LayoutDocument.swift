import LayoutEngine

/// A parsed layout file: its title and the view tree of its body.
public struct LayoutDocument: Sendable, Hashable {
  /// The screen's title (`title:`), shown in the status line; `nil` when the file has none.
  public var title: String?
  /// The root of the view tree.
  public var body: ViewNode
  /// The path the document was read from, as given.
  public var path: String
  /// What the file says that the preview leaves out (SwiftUI modifiers it does not model yet), in
  /// file order.
  public var warnings: [LayoutFileWarning]

  public init(title: String?, body: ViewNode, path: String, warnings: [LayoutFileWarning] = []) {
    self.title = title
    self.body = body
    self.path = path
    self.warnings = warnings
  }
}
