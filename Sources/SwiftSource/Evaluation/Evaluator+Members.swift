import LayoutMapping
import SwiftSyntax

extension Evaluator {
  /// `.leading`, `Color.red`, `item.name`, `Category.allCases`, `items.count`.
  func memberAccess(_ node: MemberAccessExprSyntax, _ context: Context) -> Evaluated {
    let name = node.declName.baseName.text
    guard let base = node.base else {
      // A leading dot may name a static member an extension adds to a library type (`.brand`).
      if let found = declarations.libraryStaticMembers[name], found.count == 1 {
        return staticMember(name, of: found[0].type) ?? .value(.member(base: nil, name: name))
      }
      return .value(.member(base: nil, name: name))
    }
    // The device's idiom is the variant's: a branch on it is a variant per idiom, as a size
    // class is (`if UIDevice.current.userInterfaceIdiom == .pad { … } else { … }`).
    if name == "userInterfaceIdiom", base.trimmedDescription == "UIDevice.current" {
      return .varying(.trait(.userInterfaceIdiom, Placeholder(expression: Self.text(of: node))))
    }
    return member(name, of: evaluate(base, context), node, context)
  }

  /// A property of an evaluated value.
  func member(
    _ name: String, of base: Evaluated, _ node: some SyntaxProtocol, _ context: Context
  ) -> Evaluated {
    switch base {
    case .varying(let varying):
      return member(name, of: varying, node) ?? unknown(node)
    case .typeName(let type):
      // `Rank.self`, a layout value's key.
      if name == "self" { return base }
      if type == "UIScreen", name == "main" {
        // Every device's while reading: a length that reads it is computed while laying out.
        return lengthContext.map { Self.screen($0.screenSize) } ?? unknown(node)
      }
      if proxies != nil, let value = Self.geometryStatic(type, name) { return value }
      if let value = staticMember(name, of: type) { return value }
      if declarations.types[name] != nil { return .typeName(name) }
      if declarations.types[type].map({ $0.kind != .extensionOnly }) == true { return unknown(node) }
      // A library type nested in another names a type too (`Edge.Set`, `Font.Weight`), so its
      // members read as `.member(base: "Edge.Set", name: "horizontal")`, as `.horizontal` does.
      if name.first?.isUppercase == true { return .typeName("\(type).\(name)") }
      return .value(.member(base: type, name: name))
    case .instance, .enumCase:
      // `store.$syncUps`, a property's projected value (`@Shared`, `@State`): the value a
      // preview shows, as `$x` is.
      let projected = name.hasPrefix("$") && name.count > 1 ? String(name.dropFirst()) : nil
      return property(name, of: base, context) ?? projected.flatMap { property($0, of: base, context) }
        ?? unknown(node)
    case .array(let elements):
      switch name {
      case "count": return .value(.number(Double(elements.count)))
      case "isEmpty": return .value(.bool(elements.isEmpty))
      case "first": return elements.first ?? .value(.null)
      case "last": return elements.last ?? .value(.null)
      case "indices":
        return .range(
          lower: .value(.number(0)), upper: .value(.number(Double(elements.count))), isClosed: false)
      default: return unknown(node)
      }
    case .dictionary(let entries):
      return dictionaryMember(name, entries) ?? unknown(node)
    case .value(.string(let text)):
      switch name {
      case "count": return .value(.number(Double(text.count)))
      case "isEmpty": return .value(.bool(text.isEmpty))
      case "capitalized", "localizedCapitalized": return .value(.string(Self.capitalized(text)))
      case "description": return base
      default: return unknown(node)
      }
    case .value(.number(let number)):
      switch name {
      case "description": return .value(.string(Self.describe(number)))
      case "magnitude": return .value(.number(abs(number)))
      case "isFinite": return .value(.bool(number.isFinite))
      case "isInfinite": return .value(.bool(number.isInfinite))
      default: return unknown(node)
      }
    case .proxy(let proxy):
      return proxyMember(name, of: proxy, node)
    case .tuple(let parts):
      if let part = parts.first(where: { $0.label == name }) { return part.value }
      if let index = Int(name), parts.indices.contains(index) { return parts[index].value }
      return unknown(node)
    case .value(.member), .value(.modified):
      // `Color.red.gradient`: a property of a library value, kept as written.
      return modified(base, with: Call(name: name, source: location(node, context.file)))
    default:
      return unknown(node)
    }
  }

  /// A library value with one more method or property applied (`Color.red.opacity(0.5)`).
  func modified(_ base: Evaluated, with call: Call) -> Evaluated {
    switch base {
    case .value(.modified(let value, let modifiers)):
      return .value(.modified(value, modifiers: modifiers + [call]))
    case .value(.call(var inner)):
      inner.modifiers.append(call)
      return .value(.call(inner))
    case .value(let value): return .value(.modified(value, modifiers: [call]))
    default: return base
    }
  }

  /// `Text("a") #if os(iOS) .padding() #endif`: the active clause's chain applied to the base
  /// (`outer`, when the caller already evaluated it, else the node's own).
  func postfixIfConfig(
    _ node: PostfixIfConfigExprSyntax, base outer: Evaluated?, _ context: Context
  ) -> Evaluated {
    let base = outer ?? node.base.map { evaluate($0, context) }
    guard let base else { return unknown(node) }
    guard let clause = active.activeClause(node.config),
      case .postfixExpression(let chain)? = clause.elements
    else { return base }
    return apply(chain, to: base, context)
  }

  /// Applies a chain whose innermost member has no base (`.padding().bold()`) to `base`.
  private func apply(_ chain: ExprSyntax, to base: Evaluated, _ context: Context) -> Evaluated {
    if let call = chain.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self)
    {
      let receiver = member.base.map { apply($0, to: base, context) } ?? base
      return method(member.declName.baseName.text, on: receiver, call, at: member.period, context)
    }
    if let member = chain.as(MemberAccessExprSyntax.self) {
      let receiver = member.base.map { apply($0, to: base, context) } ?? base
      return self.member(member.declName.baseName.text, of: receiver, member, context)
    }
    if let inner = chain.as(PostfixIfConfigExprSyntax.self) {
      let receiver = inner.base.map { apply($0, to: base, context) } ?? base
      return postfixIfConfig(inner, base: receiver, context)
    }
    return base
  }

  /// Every word's first letter in capitals, the rest in lower case (`capitalized`).
  static func capitalized(_ text: String) -> String {
    var result = ""
    var atWordStart = true
    for character in text {
      result += atWordStart ? character.uppercased() : character.lowercased()
      atWordStart = character.isWhitespace || character == "-"
    }
    return result
  }
}
