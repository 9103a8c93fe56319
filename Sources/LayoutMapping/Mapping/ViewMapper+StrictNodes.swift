import LayoutEngine

extension ViewMapper {
  /// The view node a layout file's view `call` stands for, mapped strictly: its modifier calls
  /// (`id` its node's identity), its element (`strictElement`), the views of its content closure,
  /// each one level deeper, checked and arranged by the element's declaration, then its variants.
  ///
  /// The builder has checked the file's shape; the errors here, about values, come in the order
  /// the file's reader always reported them for one node: its modifiers, its element, its
  /// children, how the children go together (at the child's node when the declaration names
  /// one), then its variants. `inherited` stands in for the content
  /// of a variant that keeps its view's children, which are already arranged.
  package static func strictNode(
    _ call: Call, reading reader: some WrittenValueReader, inherited: [ViewNode]? = nil
  ) throws(LayoutFileError) -> ViewNode {
    // The builder looked the name up; a call it did not make is refused as the file's would be.
    guard let facts = ElementFacts.named(call.name) else {
      throw LayoutFileError(location: call.source, message: "unknown element \(Sanitizer.quoted(call.name))")
    }
    var modifiers = ModifierList()
    var id: String?
    // By index, here and below: a for-in loop would copy each call (a dozen references). A
    // modifier's call is still copied to be passed beside the `inout` list (docs/Performance.md).
    let modifierCalls = call.modifiers
    for index in modifierCalls.indices {
      if modifierCalls[index].name == "id",
        case .string(let text)? = modifierCalls[index].arguments.first?.value
      {
        id = text
      } else {
        try appendStrict(modifierCalls[index], to: &modifiers, reading: reader)
      }
    }
    let (element, values) = try strictElement(call, facts, reading: reader)
    var content: Closure?
    if let last = call.arguments.indices.last, call.arguments[last].isTrailingClosure,
      case .closure(let closure) = call.arguments[last].value
    {
      content = closure
    }
    var children: [ViewNode] = content == nil && facts.isContainer ? inherited ?? [] : []
    if let content {
      children.reserveCapacity(content.views.count)
      let inner = reader.nested()
      let views = content.views
      for index in views.indices { children.append(try strictNode(views[index], reading: inner)) }
    }
    // The declaration is read in place: a copy would retain its dozen references.
    do {
      try facts.declaration.content.check(children, of: facts.declaration.name)
      try facts.declaration.checkChildren?(element, children)
    } catch {
      throw strictError(
        error, whole: call.source, found: Sanitizer.quoted(call.name), given: { given($0, in: call, facts) },
        child: { index in
          guard let views = content?.views, views.indices.contains(index) else { return nil }
          return views[index].nodeSource ?? views[index].source
        })
    }
    // An inherited (variant) child list is already arranged.
    if let arrange = facts.declaration.arrangeChildren, inherited == nil || content != nil {
      children = arrange(values, children)
    }
    var node = ViewNode(
      element, children: children, modifiers: modifiers.modifiers, id: id, source: call.source)
    for index in call.arguments.indices {
      if case .translated(_, let byLanguage) = call.arguments[index].value { node.translations = byLanguage }
    }
    for variant in call.variants {
      node.variants.append(
        ViewVariant(
          condition: variant.condition,
          node: try strictNode(
            variant.call, reading: reader, inherited: variant.keepsContent ? node.children : nil)))
    }
    return node
  }
}
