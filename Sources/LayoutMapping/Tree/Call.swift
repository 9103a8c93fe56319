import LayoutEngine

/// One call as the source wrote it, with its arguments evaluated: a view (`Text("Hi")`), a modifier
/// (`.padding(8)`), or a value made by a call (`GridItem(.flexible())`, `.system(size: 20)`).
///
/// The intermediate tree knows nothing of the engine's vocabulary: names and labels are SwiftUI's,
/// as written, and a later mapping matches them against the vocabulary's declarations.
public struct Call: Sendable, Hashable {
  /// The called type or function: `Text`, `padding`, `system`, `GridItem`.
  public var name: String
  /// The type written before the name (`Font` in `Font.system(size:)`); `nil` for a plain call or a
  /// leading dot.
  public var base: String?
  /// The arguments in the order written: those in parentheses, then the trailing closures.
  public var arguments: [Argument]
  /// The modifier chain, innermost first (`Text("a").bold().padding()`: `bold`, then `padding`).
  public var modifiers: [Call]
  /// Where the call starts (for a modifier, its `.`).
  public var source: SourceLocation
  /// Whether the evaluator could not know this view and put a representative in its place: an
  /// expression it could not evaluate, or a view type that is neither SwiftUI's nor in the files.
  public var isPlaceholder: Bool
  /// The custom views of the files this view was inlined from, outermost first: the body of
  /// `ProfileHeader(user: u)` keeps `ProfileHeader` and the call's location.
  public var inlinedFrom: [InlineSite]
  /// The views shown instead in the variants whose condition matches, the first that matches
  /// winning (a branch on the type size or a size class); modifiers added outside the branch
  /// apply to each (`appendModifier`).
  public var variants: [CallVariant] = []
  /// Whether SwiftUI shows the view's title as it is, not looked up in the app's tables:
  /// `Text(verbatim:)`, and a `String` value given where a literal would be a key
  /// (`Text(plant.name)`, `Button(title)`), which SwiftUI's `StringProtocol` initializers show
  /// verbatim.
  public var isVerbatim = false
  /// Where a layout file's node for this view starts when that is not at its name (a flow
  /// mapping's `{`): a container's error about this view as its child points there.
  public var nodeSource: SourceLocation?

  @inlinable public init(
    name: String,
    base: String? = nil,
    arguments: [Argument] = [],
    modifiers: [Call] = [],
    source: SourceLocation,
    isPlaceholder: Bool = false,
    inlinedFrom: [InlineSite] = []
  ) {
    self.name = name
    self.base = base
    self.arguments = arguments
    self.modifiers = modifiers
    self.source = source
    self.isPlaceholder = isPlaceholder
    self.inlinedFrom = inlinedFrom
  }

  /// Adds `modifier` at the end of the chain, of this call and of each of its variants: a modifier
  /// written after an `if` applies to whichever branch is shown.
  public mutating func appendModifier(_ modifier: Call) {
    modifiers.append(modifier)
    for index in variants.indices { variants[index].call.appendModifier(modifier) }
  }

  /// The first argument with this label (`nil` for the first unlabelled one).
  public func argument(_ label: String?) -> Argument? {
    arguments.first { $0.label == label }
  }

  /// The views of the closure passed with this label, or of the first trailing closure for `nil`.
  public func content(_ label: String? = nil) -> [Call] {
    let closure = arguments.first { argument in
      guard case .closure = argument.value else { return false }
      return argument.label == label
    }
    if case .closure(let closure)? = closure?.value { return closure.views }
    return []
  }
}
