import LayoutEngine
import LayoutMapping

/// A node's children as its file writes them (`content`, or a container's list), which the strict
/// mapping has built and mapped one at a time as it reaches them (`WrittenContent`): each child's
/// call is mapped as soon as it is built, so a large file's call tree is never whole.
struct WrittenChildren: WrittenContent {
  /// The children's nodes, in order.
  var nodes: [YAMLNode]
  /// Their builder, which knows the modifier-spelled arguments of the nodes around them.
  var builder: NodeReader
  /// Whether each child is a split view's column, read as a stack.
  var areColumns: Bool
  /// The children's nesting level.
  var depth: Int

  /// The children built and mapped, each with where its node starts.
  func mappedViews() throws(LayoutFileError) -> (views: [ViewNode], sources: [SourceLocation])? {
    let reader = ArgumentReader(context: builder.context, depth: depth)
    var views: [ViewNode] = []
    var sources: [SourceLocation] = []
    views.reserveCapacity(nodes.count)
    sources.reserveCapacity(nodes.count)
    for child in nodes {
      let (call, facts, children) = try builder.call(node(child), depth: depth, deferring: true)
      sources.append(call.nodeSource ?? call.source)
      views.append(
        try ViewMapper.strictNode(call, facts: facts, reading: reader, content: children, inherited: nil))
    }
    return (views, sources)
  }

  /// The children's calls, built whole (a variant's content, mapped after its node).
  func calls() throws(LayoutFileError) -> [Call] {
    var calls: [Call] = []
    calls.reserveCapacity(nodes.count)
    for child in nodes { calls.append(try builder.call(node(child), depth: depth, deferring: false).call) }
    return calls
  }

  /// The node a child is read from: a split view's column as a stack.
  private func node(_ child: YAMLNode) -> YAMLNode {
    areColumns ? NodeReader.columnInStack(child) : child
  }
}
