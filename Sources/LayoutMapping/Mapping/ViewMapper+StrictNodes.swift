import LayoutEngine

/// The children of a layout file's node that its reader builds one at a time as the strict
/// mapping reaches them: each child's call is mapped as soon as it is built, so the call tree is
/// never whole and no call outlives its mapping.
package protocol WrittenContent {
  /// The children, mapped, and where each child's node starts (where a container's error about
  /// the child points); `nil` when the node has no content written this way.
  func mappedViews() throws(LayoutFileError) -> (views: [ViewNode], sources: [SourceLocation])?
}

/// No content, or content that may be missing: the mapping takes an optional as content of its
/// own rather than an optional of its generic content, whose type the runtime would look up for
/// every node (a cost that showed in reading large files).
extension Optional: WrittenContent where Wrapped: WrittenContent {
  package func mappedViews() throws(LayoutFileError) -> (views: [ViewNode], sources: [SourceLocation])? {
    try self?.mappedViews()
  }
}

/// The content of a call that carries it as its closure: no reader builds it.
package enum ClosureContent: WrittenContent {
  package func mappedViews() -> (views: [ViewNode], sources: [SourceLocation])? {
    switch self {}
  }
}

extension ViewMapper {
  /// The view node a layout file's view `call` stands for, its content its closure's views
  /// (`strictNode(_:reading:content:inherited:)`).
  package static func strictNode(
    _ call: consuming Call, reading reader: some WrittenValueReader, inherited: [ViewNode]? = nil
  ) throws(LayoutFileError) -> ViewNode {
    try strictNode(call, facts: nil, reading: reader, content: ClosureContent?.none, inherited: inherited)
  }

  /// The view node a layout file's view `call` stands for, mapped strictly: its modifier calls
  /// (`id` its node's identity), its element (`strictElement`), its children (the views of its
  /// content closure, or `written`, which its reader builds as they are mapped), each one level
  /// deeper, checked and arranged by the element's declaration, then its variants.
  ///
  /// The builder has checked the file's shape; the errors here, about values, come in the order
  /// the file's reader always reported them for one node: its modifiers, its element, its
  /// children, how the children go together (at the child's node when the declaration names
  /// one), then its variants. `inherited` stands in for the content
  /// of a variant that keeps its view's children, which are already arranged. `facts` are the
  /// element's, when the builder has looked them up.
  package static func strictNode(
    _ call: consuming Call, facts known: ElementFacts?, reading reader: some WrittenValueReader,
    content written: some WrittenContent, inherited: [ViewNode]?
  ) throws(LayoutFileError) -> ViewNode {
    var call = call
    // The builder looked the name up; a call it did not make is refused as the file's would be.
    guard let facts = known ?? ElementFacts.named(call.name) else {
      throw LayoutFileError(location: call.source, message: "unknown element \(Sanitizer.quoted(call.name))")
    }
    var modifiers = ModifierList()
    var id: String?
    // Each part of the call (a modifier's call, a child's, a variant's) is moved out of it and
    // mapped, with no copy, and destroyed once mapped, while it is still in the cache; the tree
    // is never destroyed whole (docs/Performance.md).
    var modifierCalls = take(&call.modifiers)
    modifierCalls.reverse()
    while let modifier = modifierCalls.popLast() {
      if modifier.name == "id", case .string(let text)? = modifier.arguments.first?.value {
        id = text
      } else {
        try appendStrict(modifier, to: &modifiers, reading: reader)
      }
    }
    let (element, values) = try strictElement(call, facts, reading: reader)
    var views: [Call]?
    if let last = call.arguments.indices.last, call.arguments[last].isTrailingClosure {
      views = call.arguments[last].value.takeClosureViews()
    }
    var children: [ViewNode] = []
    // Where each child's node starts, for the check's errors below.
    var childSources: [SourceLocation] = []
    var hasContent = true
    if var content = views {
      children.reserveCapacity(content.count)
      childSources.reserveCapacity(content.count)
      let inner = reader.nested()
      for index in content.indices {
        childSources.append(content[index].nodeSource ?? content[index].source)
        var child = Call(name: "", source: call.source)
        swap(&child, &content[index])
        children.append(try strictNode(child, reading: inner))
      }
    } else if let mapped = try written.mappedViews() {
      (children, childSources) = mapped
    } else {
      hasContent = false
      if facts.isContainer { children = inherited ?? [] }
    }
    // The declaration is read in place: a copy would retain its dozen references.
    do {
      try facts.declaration.content.check(children, of: facts.declaration.name)
      try facts.declaration.checkChildren?(element, children)
    } catch {
      throw strictError(
        error, whole: call.source, found: Sanitizer.quoted(call.name), given: { given($0, in: call, facts) },
        child: { index in childSources.indices.contains(index) ? childSources[index] : nil })
    }
    // An inherited (variant) child list is already arranged.
    if let arrange = facts.declaration.arrangeChildren, inherited == nil || hasContent {
      children = arrange(values, children)
    }
    var node = ViewNode(
      element, children: children, modifiers: modifiers.modifiers, id: id, source: call.source)
    for index in call.arguments.indices {
      if case .translated(_, let byLanguage) = call.arguments[index].value { node.translations = byLanguage }
    }
    var variants = take(&call.variants)
    variants.reverse()
    while let variant = variants.popLast() {
      node.variants.append(
        ViewVariant(
          condition: variant.condition,
          node: try strictNode(
            variant.call, reading: reader, inherited: variant.keepsContent ? node.children : nil)))
    }
    return node
  }

  /// `array`'s elements, leaving it empty: its storage moves to the caller, which owns it alone.
  private static func take<Element>(_ array: inout [Element]) -> [Element] {
    var taken: [Element] = []
    swap(&taken, &array)
    return taken
  }
}

extension SourceValue {
  /// A closure's views, moved out of it (the value left `null`), so whoever takes them owns them
  /// alone; `nil` for any other value.
  fileprivate mutating func takeClosureViews() -> [Call]? {
    guard case .closure(let closure) = self else { return nil }
    self = .null
    return closure.views
  }
}
