import LayoutEngine

/// The engine's `file:line:column`, named so in files that also import swift-syntax, whose
/// `SourceLocation` would make the plain name ambiguous (and `LayoutEngine.` names the engine's
/// `LayoutEngine` enum, not the module).
typealias Location = ViewNode.Location

extension ViewNode {
  typealias Location = SourceLocation
}
