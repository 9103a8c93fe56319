/// A stack's default spacing, pair by pair, from its compiled children (`DefaultSpacing`): read
/// from the compiled arrays, so the compiler and a retained layout's update (which recompiles a
/// changed child under a stack that stays) compute it the same way.
struct GapReader {
  let nodes: [LayoutNode]
  let childIndices: [Int32]
  let placed: [PlacedNode]
  let idiom: UserInterfaceIdiom

  /// How many internal nodes one stack's spacing may look at; past it a child counts as a
  /// plain view, so a huge subtree costs a bounded walk.
  static let budget = 256

  /// The space before each child of a stack along `axis` with no spacing given, or empty when
  /// every pair is the platform's default apart (the common case, which then costs nothing at
  /// layout time).
  func defaultGaps(_ children: some Collection<Int32>, axis: Axis) -> [Double] {
    guard children.count > 1, let first = children.first else { return [] }
    let fallback = DefaultSpacing.platformDefault(idiom)
    let start: StackEdge = axis == .vertical ? .top : .leading
    let end: StackEdge = axis == .vertical ? .bottom : .trailing
    var gaps: [Double] = []
    gaps.reserveCapacity(children.count - 1)
    var isUniform = true
    var budget = Self.budget
    var before = edgeSpacing(first, end, budget: &budget)
    for child in children.dropFirst() {
      let gap = DefaultSpacing.distance(before, edgeSpacing(child, start, budget: &budget), idiom: idiom)
      if gap != fallback { isUniform = false }
      gaps.append(gap)
      before = edgeSpacing(child, end, budget: &budget)
    }
    return isUniform ? [] : gaps
  }

  /// The children of internal node `node`.
  private func children(of node: Int32) -> ArraySlice<Int32> {
    let n = nodes[Int(node)]
    let start = Int(n.firstChild)
    return childIndices[start..<start + Int(n.childCount)]
  }

  /// The spacing preferences of internal node `node` on `edge`: a spacer's, a text's, a
  /// container's children's where they touch the edge, through the modifiers that keep their
  /// view's preferences; a padded edge is a plain view's.
  func edgeSpacing(_ node: Int32, _ edge: StackEdge, budget: inout Int) -> EdgeSpacing {
    budget -= 1
    guard budget > 0 else { return .view }
    let n = nodes[Int(node)]
    let children = children(of: node)
    switch n.kind {
    case .spacer(let spacer):
      return spacer.axis == nil || spacer.axis == edge.axis ? .spacer : .none
    case .text:
      guard DefaultSpacing.textIsMetric(on: idiom), n.coreOf >= 0, let font = placed[Int(n.coreOf)].font
      else { return .view }
      return .text(pointSize: font.pointSize, isTop: edge == .top, pixel: Self.pixel(idiom))
        .onVerticalEdge(edge)
    case .padding(let padding):
      guard padding.insets.inset(on: edge) == 0, let child = children.first else { return .view }
      return edgeSpacing(child, edge, budget: &budget)
    case .stack(let stack):
      guard let first = children.first, let last = children.last else { return .spacer }
      if edge.axis == stack.axis {
        return edgeSpacing(edge.isStart ? first : last, edge, budget: &budget)
      }
      return children.reduce(EdgeSpacing.none) { $0.union(edgeSpacing($1, edge, budget: &budget)) }
    case .zStack, .custom:
      // A custom layout's are its subviews', merged (SwiftUI's default `Layout.spacing`).
      return children.reduce(EdgeSpacing.none) { $0.union(edgeSpacing($1, edge, budget: &budget)) }
    case .frame, .fixedSize, .offset, .clip, .decorated, .aspectRatio, .ignoresSafeArea, .position,
      .safeAreaPadding, .containerRelativeFrame, .badge:
      guard let child = children.first else { return .view }
      return edgeSpacing(child, edge, budget: &budget)
    default:
      return .view
    }
  }

  /// A pixel in points on `idiom`'s usual display: @3x iPhones, @2x otherwise (text spacing is
  /// rounded up to one).
  static func pixel(_ idiom: UserInterfaceIdiom) -> Double { idiom == .phone ? 1.0 / 3 : 0.5 }
}

extension Compiler {
  /// `GapReader.defaultGaps` over the tree compiled so far.
  func defaultGaps(_ children: [Int32], axis: Axis) -> [Double] {
    GapReader(nodes: tree.nodes, childIndices: tree.childIndices, placed: tree.placed, idiom: context.idiom)
      .defaultGaps(children, axis: axis)
  }
}

/// An edge of a stack child, in the stack's leading-to-trailing terms.
enum StackEdge {
  case top, bottom, leading, trailing

  /// The axis along which this edge faces a neighbour.
  var axis: Axis { self == .top || self == .bottom ? .vertical : .horizontal }
  /// Whether it is the edge that faces the previous child.
  var isStart: Bool { self == .top || self == .leading }
}

extension EdgeSpacing {
  /// These text preferences where the text has them: on its top and bottom edges only (its
  /// leading and trailing edges name no category).
  fileprivate func onVerticalEdge(_ edge: StackEdge) -> EdgeSpacing { edge.axis == .vertical ? self : .none }
}

extension EdgeInsets {
  /// The inset on a stack child's `edge`.
  fileprivate func inset(on edge: StackEdge) -> Double {
    switch edge {
    case .top: top
    case .bottom: bottom
    case .leading: leading
    case .trailing: trailing
    }
  }
}
