import LayoutMapping
import SwiftSyntax

extension Evaluator {
  /// `ForEach(data, id:) { item in … }`: the template evaluated once per element, every row in the
  /// closure's views; over data that cannot be known, a few representative rows and a warning.
  func forEach(_ node: FunctionCallExprSyntax, _ context: Context) -> Evaluated {
    let arguments = self.arguments(node, context)
    guard
      let data = arguments.first(where: { !$0.isTrailingClosure && ($0.label == nil || $0.label == "data") }),
      let content = arguments.last(where: {
        $0.label == "content" || ($0.isTrailingClosure && $0.label == nil)
      }),
      let template = template(of: content, context)
    else {
      if let content = node.arguments.first(where: { $0.label?.text == "content" }) {
        // `ForEach(days, content: row.body)`: content the preview cannot call.
        warn(
          "ForEach's content '\(Self.text(of: content.expression))' is not a closure or a function of the files the preview can call; its rows are not shown",
          at: content, context.file)
      }
      return .value(.call(libraryCall("ForEach", base: nil, node, context)))
    }
    let source = location(node, context.file)
    let rows: [Evaluated]
    if let known = elements(of: data.value, limit: limits.maximumViews + 1) {
      rows = known
    } else {
      warn(
        "ForEach over '\(Self.text(of: data.syntax))' cannot be known statically; showing \(limits.representativeRows) rows of its template",
        at: data.syntax, context.file)
      let name = template.parameters.first ?? "$0"
      rows = Array(repeating: .unknown(Placeholder(expression: name)), count: limits.representativeRows)
    }
    let (views, warnings) = collectingWarnings { () -> [Call] in
      var views: [Call] = []
      for row in rows {
        guard !isExhausted else { break }
        let value = template.row(row)
        let row = self.views(of: value, at: template.syntax, template.context)
        // A row that places nothing still costs its evaluation: it counts as a view, so nested
        // `ForEach`s over large ranges end at the view budget whatever their rows hold.
        if row.isEmpty { countView(template.syntax, template.context.file) }
        views += row
      }
      return views
    }
    var forEachArguments = arguments.filter { !$0.isTrailingClosure && $0.label != "content" }.map {
      Argument(
        label: $0.label, value: publicValue($0.value, at: $0.syntax, context),
        source: location($0.syntax, context.file))
    }
    forEachArguments.append(
      Argument(
        label: content.label,
        value: .closure(
          Closure(
            parameters: template.parameters, views: views,
            source: location(template.syntax, template.context.file), warnings: warnings)),
        source: location(content.syntax, context.file), isTrailingClosure: content.isTrailingClosure))
    return .views([Call(name: "ForEach", arguments: forEachArguments, source: source)])
  }

  /// What makes a `ForEach`'s rows: its closure, or a function of the files passed by name
  /// (`ForEach(days, content: makeRow)`, a method of the view, a static or top-level function),
  /// called with each element as Swift calls a function reference, whatever its label.
  struct RowTemplate {
    var parameters: [String]
    var syntax: Syntax
    var context: Context
    var row: (Evaluated) -> Evaluated
  }

  private func template(of content: EvaluatedArgument, _ context: Context) -> RowTemplate? {
    if case .closure(let closure) = content.value {
      return RowTemplate(
        parameters: closure.parameters, syntax: Syntax(closure.syntax),
        context: Context(scope: closure.scope, file: closure.file)
      ) { self.invoke(closure, [$0], builder: true) }
    }
    let expression = content.syntax.as(LabeledExprSyntax.self)?.expression
    let reference =
      expression?.as(DeclReferenceExprSyntax.self)
      ?? expression?.as(MemberAccessExprSyntax.self).flatMap { member in
        member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" ? member.declName : nil
      }
    guard let name = reference?.baseName.text else { return nil }
    var selfValue: Evaluated?
    var staticType: String?
    let overloads: [Member]
    if case .instance(let instance)? = context.scope.selfValue,
      let methods = declarations.types[instance.type]?.methods[name]
    {
      (overloads, selfValue) = (methods, context.scope.selfValue)
    } else if let type = context.scope.staticType, let methods = declarations.types[type]?.staticMethods[name]
    {
      (overloads, staticType) = (methods, type)
    } else if let functions = declarations.functions[name] {
      overloads = functions
    } else {
      return nil
    }
    // One element, given with the first parameter's label: a function reference drops labels.
    let taking = overloads.first { member in
      member.syntax.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters.count == 1
    }
    guard let taking,
      let parameter = taking.syntax.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters.first
    else { return nil }
    let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
    let site = content.syntax
    return RowTemplate(
      parameters: [(parameter.secondName ?? parameter.firstName).text], syntax: site, context: context
    ) { row in
      self.invoke(
        [taking], [EvaluatedArgument(label: label, value: row, isTrailingClosure: false, syntax: site)],
        at: site, context, selfValue: selfValue, staticType: staticType)
    }
  }

  /// `List(data) { item in … }`: SwiftUI's `List { ForEach(data) { item in … } }`, its rows
  /// expanded as a `ForEach`'s; `nil` for a list of written views (`List { … }`).
  func listOverData(_ node: FunctionCallExprSyntax, _ context: Context) -> Evaluated? {
    guard let data = node.arguments.first, data.label == nil, node.trailingClosure != nil else { return nil }
    guard case .views(let rows) = forEach(node, context), rows.count == 1, rows[0].name == "ForEach" else {
      return nil
    }
    let source = location(node, context.file)
    let content = Closure(views: rows, source: source)
    return .value(
      .call(
        Call(
          name: "List",
          arguments: [
            Argument(label: nil, value: .closure(content), source: source, isTrailingClosure: true)
          ],
          source: source)))
  }

  /// The elements of an array or of a range of whole numbers, at most `limit` of them (a range is
  /// never materialized beyond it); `nil` when they cannot be known.
  func elements(of value: Evaluated, limit: Int) -> [Evaluated]? {
    switch value {
    case .array(let elements): return Array(elements.prefix(limit))
    case .dictionary(let entries): return entries.prefix(limit).map(Self.pair)
    case .range:
      guard let range = Self.wholeRange(value) else { return nil }
      return range.prefix(limit).map { .value(.number(Double($0))) }
    default: return nil
    }
  }
}
