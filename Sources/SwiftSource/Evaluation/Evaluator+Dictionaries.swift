import SwiftSyntax

/// Dictionaries, as view code builds and reads them: `Dictionary(grouping: items, by: \.category)`
/// for a list's sections, `Dictionary(uniqueKeysWithValues:)`, literals, `grouped[key]`,
/// `grouped.keys.sorted()`, `grouped.sorted { $0.key < $1.key }`, `ForEach` and `for` over one.
///
/// A dictionary is evaluated as its entries in the order they were first added. Swift leaves a
/// dictionary's order unspecified (and it differs between runs), so code that shows one in a stable
/// order sorts it, and a preview that does not sort shows the order of the source, the same on
/// every run. A key that cannot be known makes the whole dictionary unknown: no entry is guessed.
extension Evaluator {
  /// `Dictionary(grouping:by:)`, `Dictionary(uniqueKeysWithValues:)`, `Dictionary()` and
  /// `[K: V]()`; `nil` when the call is none of them.
  func dictionaryCall(_ node: FunctionCallExprSyntax, _ context: Context) -> Evaluated? {
    guard Self.namesDictionaryType(node.calledExpression) else { return nil }
    let arguments = Array(node.arguments)
    let labels = arguments.map { $0.label?.text }
    switch labels {
    case [] where node.trailingClosure == nil:
      return .dictionary([])
    case ["grouping", "by"],
      ["grouping"] where node.trailingClosure != nil:
      guard
        let elements = elements(of: evaluate(arguments[0].expression, context), limit: limits.maximumElements)
      else { return unknown(node) }
      let keyOf = arguments.count == 2 ? evaluate(arguments[1].expression, context) : nil
      let closure = node.trailingClosure.map {
        ClosureValue(syntax: $0, scope: context.scope, file: context.file)
      }
      var groups: [(key: Evaluated, value: [Evaluated])] = []
      for element in elements {
        guard !isExhausted else { return unknown(node) }
        let key: Evaluated
        if let closure {
          key = invoke(closure, [element], builder: false)
        } else if let keyOf {
          guard let found = applied(keyOf, to: element, node, context) else { return unknown(node) }
          key = found
        } else {
          return unknown(node)
        }
        guard let index = index(of: key, in: groups.map(\.key)) else { return unknown(node) }
        if index < groups.count {
          groups[index].value.append(element)
        } else {
          groups.append((key, [element]))
        }
      }
      return .dictionary(groups.map { ($0.key, .array($0.value)) })
    case ["uniqueKeysWithValues"]:
      guard
        let pairs = elements(of: evaluate(arguments[0].expression, context), limit: limits.maximumElements)
      else { return unknown(node) }
      var entries: [(key: Evaluated, value: Evaluated)] = []
      for pair in pairs {
        guard case .tuple(let parts) = pair, parts.count == 2,
          let index = index(of: parts[0].value, in: entries.map(\.key)), index == entries.count
        else { return unknown(node) }
        entries.append((parts[0].value, parts[1].value))
      }
      return .dictionary(entries)
    default:
      return nil
    }
  }

  /// `[:]` and `["a": 1, "b": 2]`; unknown when a key cannot be known or is written twice (which
  /// Swift stops on).
  func dictionaryLiteral(_ node: DictionaryExprSyntax, _ context: Context) -> Evaluated {
    guard case .elements(let list) = node.content else { return .dictionary([]) }
    guard allowsArray(list.count, node, context.file) else { return unknown(node) }
    var entries: [(key: Evaluated, value: Evaluated)] = []
    for element in list {
      let key = evaluate(element.key, context)
      guard let index = index(of: key, in: entries.map(\.key)), index == entries.count else {
        return unknown(node)
      }
      entries.append((key, evaluate(element.value, context)))
    }
    return .dictionary(entries)
  }

  /// `grouped[key]` (the value, or `nil` when the key is absent) and `counts[key, default: 0]`.
  func dictionarySubscript(
    _ entries: [(key: Evaluated, value: Evaluated)], _ node: SubscriptCallExprSyntax, _ context: Context
  ) -> Evaluated {
    let arguments = Array(node.arguments)
    let labels = arguments.map { $0.label?.text }
    guard labels == [nil] || labels == [nil, "default"] else { return unknown(node) }
    let key = evaluate(arguments[0].expression, context)
    guard let index = index(of: key, in: entries.map(\.key)) else { return unknown(node) }
    if index < entries.count { return entries[index].value }
    return arguments.count == 2 ? evaluate(arguments[1].expression, context) : .value(.null)
  }

  /// `keys`, `values`, `count`, `isEmpty`, `first` of a dictionary.
  func dictionaryMember(_ name: String, _ entries: [(key: Evaluated, value: Evaluated)]) -> Evaluated? {
    switch name {
    case "keys": .array(entries.map(\.key))
    case "values": .array(entries.map(\.value))
    case "count": .value(.number(Double(entries.count)))
    case "isEmpty": .value(.bool(entries.isEmpty))
    case "first": entries.first.map { Self.pair($0) } ?? .value(.null)
    default: nil
    }
  }

  /// `filter` and `mapValues` (a dictionary again); any other method as on the array of its
  /// `(key, value)` pairs (`sorted(by:)`, `map`, `reduce`, `contains(where:)`).
  func dictionaryMethod(
    _ name: String, _ entries: [(key: Evaluated, value: Evaluated)], _ node: FunctionCallExprSyntax,
    _ context: Context
  ) -> Evaluated? {
    switch name {
    case "filter", "mapValues":
      guard let transform = onlyClosure(node, context) else { return nil }
      var kept: [(key: Evaluated, value: Evaluated)] = []
      for entry in entries {
        guard !isExhausted else { return nil }
        if name == "mapValues" {
          kept.append((entry.key, invoke(transform, [entry.value], builder: false)))
        } else {
          guard let keep = truth(invoke(transform, [Self.pair(entry)], builder: false)) else { return nil }
          if keep { kept.append(entry) }
        }
      }
      return .dictionary(kept)
    default:
      return method(name, on: .array(entries.map(Self.pair)), node, at: node, context)
    }
  }

  /// An entry as Swift iterates a dictionary: the tuple `(key: …, value: …)`.
  static func pair(_ entry: (key: Evaluated, value: Evaluated)) -> Evaluated {
    .tuple([("key", entry.key), ("value", entry.value)])
  }

  /// The methods on arrays that take a closure or key path the array methods do not read:
  /// `sorted(by:)` / `sorted { … }` with a closure, and `map(\.name)`, `sorted(by: \.name)` with a
  /// key path.
  func orderingMethod(
    _ name: String, _ elements: [Evaluated], _ node: FunctionCallExprSyntax, _ context: Context
  ) -> Evaluated? {
    switch name {
    case "map", "compactMap":
      guard node.arguments.count == 1, node.trailingClosure == nil, let first = node.arguments.first else {
        return nil
      }
      let path = evaluate(first.expression, context)
      guard case .value(.keyPath) = path else { return nil }
      var mapped: [Evaluated] = []
      for element in elements {
        guard !isExhausted, let value = applied(path, to: element, node, context) else { return nil }
        mapped.append(value)
      }
      return .array(mapped)
    case "sorted":
      guard let closure = onlyClosure(node, context) else { return nil }
      return sorted(elements) { a, b in truth(invoke(closure, [a, b], builder: false)) }
    default:
      return nil
    }
  }

  /// `elements` in the order `ascending` gives (a stable merge sort, so equal elements keep the
  /// source's order); `nil` when one comparison cannot be known.
  private func sorted(_ elements: [Evaluated], by ascending: (Evaluated, Evaluated) -> Bool?) -> Evaluated? {
    var items = elements
    var width = 1
    while width < items.count {
      var merged: [Evaluated] = []
      merged.reserveCapacity(items.count)
      var start = 0
      while start < items.count {
        let middle = min(start + width, items.count)
        let end = min(start + 2 * width, items.count)
        var left = start
        var right = middle
        while left < middle || right < end {
          guard !isExhausted else { return nil }
          if left == middle {
            merged.append(items[right])
            right += 1
          } else if right == end {
            merged.append(items[left])
            left += 1
          } else {
            // The right one goes first only when it is strictly before the left one.
            guard let before = ascending(items[right], items[left]) else { return nil }
            if before {
              merged.append(items[right])
              right += 1
            } else {
              merged.append(items[left])
              left += 1
            }
          }
        }
        start = end
      }
      items = merged
      width *= 2
    }
    return .array(items)
  }

  /// `a < b`, `a > b`, `a <= b` and `a >= b` on two known strings, as Swift orders them.
  func stringOrder(_ op: String, _ left: Evaluated, _ right: Evaluated) -> Evaluated? {
    guard let a = left.string, let b = right.string else { return nil }
    switch op {
    case "<": return .value(.bool(a < b))
    case ">": return .value(.bool(a > b))
    case "<=": return .value(.bool(a <= b))
    case ">=": return .value(.bool(a >= b))
    default: return nil
    }
  }

  // MARK: - Helpers

  /// Whether `callee` names the dictionary type: `Dictionary`, `Dictionary<K, V>` or `[K: V]`.
  private static func namesDictionaryType(_ callee: ExprSyntax) -> Bool {
    if callee.as(DeclReferenceExprSyntax.self)?.baseName.text == "Dictionary" { return true }
    if let generic = callee.as(GenericSpecializationExprSyntax.self) {
      return generic.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Dictionary"
    }
    if let literal = callee.as(DictionaryExprSyntax.self), case .elements(let list) = literal.content {
      return list.count == 1
    }
    return false
  }

  /// The index of `key` in `keys`, `keys.count` when it is not there; `nil` when `key` cannot be
  /// known or cannot be compared with one of them.
  private func index(of key: Evaluated, in keys: [Evaluated]) -> Int? {
    if key.isUnknown || key.isVarying { return nil }
    for (index, other) in keys.enumerated() {
      guard let same = equal(key, other) else { return nil }
      if same { return index }
    }
    return keys.count
  }

  /// A closure given as the only argument or as the trailing closure.
  private func onlyClosure(_ node: FunctionCallExprSyntax, _ context: Context) -> ClosureValue? {
    if let trailing = node.trailingClosure, node.arguments.isEmpty {
      return ClosureValue(syntax: trailing, scope: context.scope, file: context.file)
    }
    guard node.trailingClosure == nil, node.arguments.count == 1,
      case .closure(let closure) = evaluate(node.arguments.first!.expression, context)
    else { return nil }
    return closure
  }

  /// A key path (`\.category`, `\.address.city`) or closure applied to `element`; `nil` for
  /// anything else, or when the path cannot be followed.
  private func applied(
    _ function: Evaluated, to element: Evaluated, _ node: some SyntaxProtocol, _ context: Context
  ) -> Evaluated? {
    switch function {
    case .closure(let closure):
      return invoke(closure, [element], builder: false)
    case .value(.keyPath(let path)):
      var value = element
      // A root type written before the path (`\Item.category`) is not a step.
      let steps = path.split(separator: ".").drop { $0.first?.isUppercase == true }
      for step in steps {
        guard step != "self" else { continue }
        value = member(String(step), of: value, node, context)
        if value.isUnknown { return nil }
      }
      return value
    default:
      return nil
    }
  }
}
