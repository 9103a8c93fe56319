import LayoutEngine
import TestSupport

/// A view tree for the property tests, in the tests' own terms: it can be generated, shrunk and
/// printed, and it is built into a `ViewNode` only through the TestSupport helpers, so the
/// properties survive changes to the shape of the engine's element types.
///
/// Every `RandomTree` node is exactly one node of the `LayoutResult` (modifiers place no node of
/// their own), so `preorder[i]` is the tree of `result.nodes[i]`.
struct RandomTree: Hashable, CustomStringConvertible {
  /// What a node is.
  enum Kind: Hashable {
    case vStack(HorizontalAlignment, spacing: Double?)
    case hStack(VerticalAlignment, spacing: Double?)
    case zStack(Alignment)
    /// Its one child scrolls along the axis.
    case scrollView(Axis)
    case spacer(minLength: Double?)
    /// A rectangle of a fixed size.
    case box(width: Double, height: Double)
    /// A rectangle that takes what it is offered.
    case fill
    case text(String)

    /// Whether the node lays out children.
    var isContainer: Bool {
      switch self {
      case .vStack, .hStack, .zStack, .scrollView: true
      case .spacer, .box, .fill, .text: false
      }
    }

    /// The axis children are laid out along, for the two linear stacks.
    var stackAxis: Axis? {
      switch self {
      case .vStack: .vertical
      case .hStack: .horizontal
      default: nil
      }
    }
  }

  var kind: Kind
  var children: [RandomTree] = []
  /// Applied in order, innermost first.
  var modifiers: [Modifier] = []

  /// The tree as the engine takes it.
  var viewNode: ViewNode {
    let nodes = children.map(\.viewNode)
    let node: ViewNode
    switch kind {
    case .vStack(let alignment, let spacing): node = vStack(nodes, alignment: alignment, spacing: spacing)
    case .hStack(let alignment, let spacing): node = hStack(nodes, alignment: alignment, spacing: spacing)
    case .zStack(let alignment): node = zStack(nodes, alignment: alignment)
    case .scrollView(let axis): node = scrollView(axis, nodes)
    case .spacer(let minLength): node = spacer(minLength: minLength)
    case .box(let width, let height): node = box(width, height)
    case .fill: node = fill()
    case .text(let string): node = text(string)
    }
    return modifiers.reduce(node) { $0.modifier($1) }
  }

  /// The number of nodes, this one included.
  var nodeCount: Int { 1 + children.reduce(0) { $0 + $1.nodeCount } }

  /// This tree and every subtree in document order: the order of `LayoutResult.nodes`.
  var preorder: [RandomTree] { [self] + children.flatMap(\.preorder) }

  /// Whether this node itself (not a descendant) ignores the safe area.
  var ignoresSafeArea: Bool {
    modifiers.contains { if case .ignoresSafeArea = $0 { true } else { false } }
  }

  /// The tree as SwiftUI-like code, one node a line.
  var description: String { lines(indent: "").joined(separator: "\n") }

  private func lines(indent: String) -> [String] {
    let suffix = modifiers.map(Self.describe).joined()
    guard kind.isContainer else { return [indent + Self.describe(kind) + suffix] }
    if children.isEmpty { return [indent + Self.describe(kind) + " {}" + suffix] }
    return [indent + Self.describe(kind) + " {"] + children.flatMap { $0.lines(indent: indent + "  ") }
      + [indent + "}" + suffix]
  }

  private static func describe(_ kind: Kind) -> String {
    switch kind {
    case .vStack(let alignment, let spacing):
      "VStack(alignment: .\(alignment.rawValue), spacing: \(number(spacing)))"
    case .hStack(let alignment, let spacing):
      "HStack(alignment: .\(alignment.rawValue), spacing: \(number(spacing)))"
    case .zStack(let alignment): "ZStack(alignment: \(describe(alignment)))"
    case .scrollView(let axis): "ScrollView(.\(axis.rawValue))"
    case .spacer(let minLength): "Spacer(minLength: \(number(minLength)))"
    case .box(let width, let height): "Rectangle().frame(width: \(number(width)), height: \(number(height)))"
    case .fill: "Rectangle()"
    case .text(let string): "Text(\(string.debugDescription))"
    }
  }

  private static func describe(_ modifier: Modifier) -> String {
    switch modifier {
    case .padding(let e):
      ".padding(top: \(number(e.top)), leading: \(number(e.leading)), bottom: \(number(e.bottom)), "
        + "trailing: \(number(e.trailing)))"
    case .frame(let spec):
      ".frame(" + frameArguments(spec).joined(separator: ", ") + ")"
    case .fixedSize(let horizontal, let vertical):
      ".fixedSize(horizontal: \(horizontal), vertical: \(vertical))"
    case .offset(let x, let y): ".offset(x: \(number(x)), y: \(number(y)))"
    case .layoutPriority(let priority): ".layoutPriority(\(number(priority)))"
    case .ignoresSafeArea(let edges):
      ".ignoresSafeArea(edges: [" + edgeNames(edges).map { "." + $0 }.joined(separator: ", ") + "])"
    default: ".\(modifier)"
    }
  }

  private static func frameArguments(_ spec: FrameSpec) -> [String] {
    let fields: [(String, Double?)] = [
      ("width", spec.width), ("height", spec.height), ("minWidth", spec.minWidth),
      ("idealWidth", spec.idealWidth), ("maxWidth", spec.maxWidth), ("minHeight", spec.minHeight),
      ("idealHeight", spec.idealHeight), ("maxHeight", spec.maxHeight),
    ]
    var arguments = fields.compactMap { name, value in value.map { "\(name): \(number($0))" } }
    if spec.alignment != .center { arguments.append("alignment: \(describe(spec.alignment))") }
    return arguments
  }

  private static func describe(_ alignment: Alignment) -> String {
    "." + (Alignment.named.first { $0.1 == alignment }?.0 ?? "\(alignment)")
  }

  private static func edgeNames(_ edges: EdgeSet) -> [String] {
    [(EdgeSet.top, "top"), (.leading, "leading"), (.bottom, "bottom"), (.trailing, "trailing")]
      .filter { edges.contains($0.0) }.map(\.1)
  }

  /// A length as Swift source: whole numbers without a fraction, `.infinity`, `nil`.
  static func number(_ value: Double?) -> String {
    guard let value else { return "nil" }
    if value == .infinity { return ".infinity" }
    if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
    return "\(value)"
  }
}
