import LayoutEngine

extension ViewMapper {
  /// A view the preview does not draw that is given content (`WithPerceptionTracking { … }`,
  /// `CardView(title: "Plants") { … }`, a package's `SectionView { … } header: { … }`): its content,
  /// in a vertical stack as a view builder stacks views, under a caption with the view's name and
  /// in an outline, so what the file wrote inside is seen and where the unknown view stands is
  /// too. `nil` for a view with nothing to draw inside (a leaf placeholder): its closures are
  /// none, or actions (every view they give is itself unknown, `model.refresh()`).
  func unknownContainer(_ call: Call, _ inherited: Inherited) -> ViewNode? {
    // A view the vocabulary has that its declaration refused is a placeholder, as its warning says.
    guard Declarations.element(call.name) == nil else { return nil }
    let inner = inherited.adding(call.modifiers)
    var children: [ViewNode] = []
    for closure in call.contentOfUnknownView {
      report(closure.warnings)
      children += closure.views.flatMap { nodes($0, inner) }
    }
    guard !children.isEmpty else { return nil }
    let caption = ViewNode(
      .text(call.name), modifiers: [.font(Font(style: .caption2))], source: call.source)
    let content = ViewNode(.vStack(), children: children, source: children[0].source)
    let container = ViewNode(
      .vStack(alignment: .leading, spacing: 2), children: [caption, content],
      modifiers: [
        .padding(EdgeInsets(all: 4)),
        .background(ViewNode(.roundedRectangle(cornerRadius: 6), source: call.source), alignment: .center),
      ], source: call.source)
    return applying(call.modifiers, to: container, of: call.name, inherited)
  }
}

extension Call {
  /// The closures a view the preview does not know is given as content: its trailing closures
  /// and `content:`, those that give at least one view that is known (a closure of unknowns only,
  /// `{ model.refresh() }`, is an action). The mapping draws them (`unknownContainer`), and the
  /// evaluator's warning says so.
  public var contentOfUnknownView: [Closure] {
    arguments.compactMap { argument in
      guard case .closure(let closure) = argument.value,
        argument.isTrailingClosure || argument.label == "content",
        closure.views.contains(where: { !$0.isPlaceholder })
      else { return nil }
      return closure
    }
  }
}
