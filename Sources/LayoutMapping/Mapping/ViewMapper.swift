import LayoutEngine

/// Maps a preview's intermediate tree onto the engine's `ViewNode`s through the vocabulary's
/// declarations: each view by its element's declaration, each modifier by its modifier's, so an
/// element or modifier added to the vocabulary works from Swift with no code here.
///
/// A file that parses always previews: what the vocabulary does not have becomes a `Placeholder`
/// box or is left out, and what a declaration rejects is a warning at the argument's
/// `file:line:column`, never an error.
package final class ViewMapper {
  /// The app's localized strings, which translate the elements' main strings.
  let strings: StringTable
  /// The app's images and colours, which size its images.
  let assets: AssetTable

  package init(strings: StringTable = StringTable(), assets: AssetTable = AssetTable()) {
    self.strings = strings
    self.assets = assets
  }

  /// What was approximated, in the order met.
  package private(set) var warnings: [SourceDiagnostic] = []
  private var warned: Set<String> = []

  /// The modifiers SwiftUI applies to a view that the vocabulary reads as arguments of an
  /// element (`buttonStyle`, `navigationTitle`): by modifier name, the elements that read it.
  static let elementSpelledModifiers = ModifierSpelledArguments.owners

  /// Modifier declarations by SwiftUI's method name (`flipsForRightToLeftLayoutDirection`).
  static let modifiersBySwiftUIName = Dictionary(
    Declarations.modifiers.map { ($0.swiftUIName, $0) }, uniquingKeysWith: { first, _ in first })

  /// The tree of a body's `views` (with `warnings` about them, reported first): its root view, or
  /// its views in a `VStack` when the body gives several.
  package func map(_ views: [Call], warnings: [SourceDiagnostic], at source: SourceLocation) -> ViewNode {
    report(warnings)
    let roots = views.flatMap { nodes($0, Inherited()) }
    if roots.count == 1 { return roots[0] }
    if roots.isEmpty { warn("the preview's body gives no view", at: source) }
    return ViewNode(.vStack(), children: roots, source: source)
  }

  /// The nodes `call` stands for: none for `EmptyView`, the rows of a `ForEach` and the content of
  /// a `Group` or `ScrollViewReader` in their parent's place (with the call's modifiers on each),
  /// the view an `AnyView` erases, else one node.
  func nodes(_ call: Call, _ inherited: Inherited) -> [ViewNode] {
    guard call.base == nil, !call.isPlaceholder else { return [node(call, inherited)] }
    switch call.name {
    case "EmptyView":
      return []
    case "ForEach", "Group", "ScrollViewReader":
      // `ScrollViewReader { proxy in … }` only lends its content a proxy to scroll with.
      let inner = inherited.adding(call.modifiers)
      return content(of: call, label: nil)
        .flatMap { nodes($0, inner) }
        .map { applying(call.modifiers, to: $0, of: call.name, inherited) }
    case "AnyView":
      // `AnyView(view)` (`AnyView(erasing:)`) draws the view it erases.
      guard let erased = call.arguments.first, case .call(let view) = erased.value else { break }
      return nodes(view, inherited.adding(call.modifiers))
        .map { applying(call.modifiers, to: $0, of: call.name, inherited) }
    default:
      break
    }
    return [node(call, inherited)]
  }

  /// One view: its declaration's element from the arguments and the modifiers that spell them,
  /// its children by the declaration's content rule, then its modifiers; a `Placeholder` when
  /// the vocabulary has no such view or its declaration rejects what the source gives.
  func node(_ call: Call, _ inherited: Inherited) -> ViewNode {
    var node = baseNode(call, inherited)
    // A branch on the traits (`if typeSize.isAccessibilitySize`): the other branch in the variants
    // its condition matches, as one view (a branch of several views is not made a variant).
    node.variants += call.variants.compactMap { variant in
      let nodes = nodes(variant.call, inherited)
      return nodes.count == 1 ? ViewVariant(condition: variant.condition, node: nodes[0]) : nil
    }
    return node
  }

  /// The node of `call` itself, without its variants.
  private func baseNode(_ call: Call, _ inherited: Inherited) -> ViewNode {
    guard !call.isPlaceholder else { return placeholder(call, inherited) }
    if let node = customLayoutNode(call, inherited) { return node }
    let call = SwiftUISpellings.normalized(layoutContainer(call))
    guard let declaration = Declarations.element(call.name) else {
      warn(
        "'\(call.name)' is not a view the preview draws; drawn as a placeholder", at: call.source,
        once: "view \(call.name)")
      return placeholder(call, inherited)
    }
    let inner = inherited.adding(call.modifiers)
    var matched = arguments(of: call, for: declaration, inherited)
    if let missing = missing(declaration, &matched.values) {
      // `Button { … } label: { Image(systemName: "plus") }`: a label the element cannot take as
      // its title is drawn in the element's place.
      if let label = labelView(of: call, inherited) { return label }
      warn(missing + "; drawn as a placeholder", at: call.source)
      return placeholder(call, inherited)
    }
    let translations = localized(declaration, &matched.values, verbatim: call.isVerbatim)
    let promptTranslations = localizedSearchPrompt(&matched.values)
    applyAppResources(declaration, call, &matched.values)
    var children: [ViewNode] = []
    if declaration.isContainer, let views = matched.content {
      children = views.flatMap { nodes($0, inner) }
      if declaration.content == .oneView, children.count > 1 {
        // A view builder of several views in a one-view container: SwiftUI stacks them.
        children = [ViewNode(.vStack(), children: children, source: children[0].source)]
      }
    }
    let element: Element
    do {
      element = try declaration.build(matched.values)
      try declaration.content.check(children, of: declaration.name)
      try declaration.checkChildren?(element, children)
    } catch {
      warn(
        message(error, matched.values) + "; drawn as a placeholder",
        at: location(error.location, call, matched.values, children))
      return placeholder(call, inherited)
    }
    if let arrange = declaration.arrangeChildren { children = arrange(matched.values, children) }
    var node = ViewNode(
      Self.searchPrompt(element, translations: promptTranslations), children: children, source: call.source)
    node.translations = translations
    return applying(call.modifiers, to: node, of: declaration.name, inherited)
  }

  /// The one view of `call`'s `label:` closure (or its trailing closure), with `call`'s modifiers.
  private func labelView(of call: Call, _ inherited: Inherited) -> ViewNode? {
    for label in ["label", nil] as [String?] {
      let views = content(of: call, label: label).flatMap { nodes($0, inherited) }
      if views.count == 1 {
        return applying(call.modifiers, to: views[0], of: views[0].element.typeName, inherited)
      }
    }
    return nil
  }

  /// A labelled box for `call`, with its modifiers (a placeholder still takes a frame or padding).
  private func placeholder(_ call: Call, _ inherited: Inherited) -> ViewNode {
    if let container = unknownContainer(call, inherited) { return container }
    let node = ViewNode(.placeholder(call.name), source: call.source)
    return applying(call.modifiers, to: node, of: "Placeholder", inherited)
  }

  /// The views of the closure passed with `label` (`nil`: the trailing closure, or `content:`),
  /// its warnings reported, since they are now drawn.
  func content(of call: Call, label: String?) -> [Call] {
    for argument in call.arguments {
      guard case .closure(let closure) = argument.value else { continue }
      guard argument.label == label || (label == nil && argument.label == "content") else { continue }
      report(closure.warnings)
      return closure.views
    }
    return []
  }

  /// A declaration's error as a message: "expected" ones finished with the value found.
  private func message(_ error: DeclarationError, _ values: ArgumentValues) -> String {
    switch error.message {
    case .text(let text): return text
    case .expected(let what):
      guard case .argumentValue(let name) = error.location else { return "expected \(what)" }
      return "expected \(what) for '\(name)'"
    }
  }

  /// Where a declaration's error is in the Swift file: the call, an argument, or a child view.
  private func location(
    _ location: DeclarationError.Location, _ call: Call, _ values: ArgumentValues, _ children: [ViewNode]
  ) -> SourceLocation {
    switch location {
    case .element: call.source
    case .argumentName(let name), .argumentValue(let name): values.source(of: name) ?? call.source
    case .child(let index):
      children.indices.contains(index) ? children[index].source ?? call.source : call.source
    }
  }

  /// Adds `diagnostics` not reported yet.
  func report(_ diagnostics: [SourceDiagnostic]) {
    for diagnostic in diagnostics where warned.insert(diagnostic.description).inserted {
      warnings.append(diagnostic)
    }
  }

  /// A warning at `source`; with `once`, only the first of its kind is reported (one warning per
  /// unknown modifier or view name, not one per row of a list).
  func warn(_ message: String, at source: SourceLocation, once key: String? = nil) {
    if let key, !warned.insert(key).inserted { return }
    report([SourceDiagnostic(.warning, at: source, message)])
  }
}
