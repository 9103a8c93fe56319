/// The tree written back as one line of Swift-like text, for tests, logs and the design note:
/// `VStack(alignment: .leading) { Text("Hi").font(.title); ‹Chart›() }`.
extension Call: CustomStringConvertible {
  public var description: String {
    var text = isPlaceholder && !name.hasPrefix("‹") ? "‹\(name)›" : name
    if let base { text = base + "." + text }
    let inParentheses = arguments.filter { !$0.isTrailingClosure }
    let trailing = arguments.filter(\.isTrailingClosure)
    if !inParentheses.isEmpty || trailing.isEmpty {
      text += "(" + inParentheses.map(\.description).joined(separator: ", ") + ")"
    }
    for (index, closure) in trailing.enumerated() {
      text += " "
      if index > 0, let label = closure.label { text += label + ": " }
      text += closure.value.description
    }
    for modifier in modifiers { text += "." + modifier.description }
    return text
  }
}

extension Argument: CustomStringConvertible {
  public var description: String {
    (label.map { $0 + ": " } ?? "") + value.description
  }
}
