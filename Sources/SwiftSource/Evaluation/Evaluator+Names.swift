import LayoutEngine
import LayoutMapping
import SwiftSyntax

extension Evaluator {
  /// What a name means here: a local, a field or computed property of `self`, a static member of
  /// the type in scope, a global of the files, or a type.
  func lookup(_ reference: DeclReferenceExprSyntax, _ context: Context) -> Evaluated {
    let name = reference.baseName.text
    return lookup(name, context) ?? unknown(reference)
  }

  func lookup(_ name: String, _ context: Context) -> Evaluated? {
    if name == "self" { return context.scope.selfValue }
    if let value = context.scope.lookup(name) {
      // While a computed length runs for the engine, another one it names is computed too.
      if case .value(.computedLength(let length, _)) = value, let lengthContext {
        return .value(.number(length.value(in: lengthContext)))
      }
      return value
    }
    // `$flag` is the binding of `flag`: for a preview, its value.
    if name.hasPrefix("$"), name.count > 1, !name.dropFirst().allSatisfy(\.isNumber) {
      return lookup(String(name.dropFirst()), context)
    }
    // `_flag` is the property wrapper's storage of `flag`.
    if name.hasPrefix("_"), case .instance(let instance)? = context.scope.selfValue,
      let value = instance.fields[String(name.dropFirst())]
    {
      return value
    }
    if let selfValue = context.scope.selfValue, let value = property(name, of: selfValue, context) {
      return value
    }
    if let type = context.scope.staticType, let value = staticMember(name, of: type) { return value }
    if let global = declarations.globals[name] { return memoized(name) { self.evaluate(member: global) } }
    if declarations.types[name] != nil || name.first?.isUppercase == true { return .typeName(name) }
    return nil
  }

  /// A field or computed property of an instance or enum case (`title`, `item.name`, `tab.label`).
  func property(_ name: String, of value: Evaluated, _ context: Context) -> Evaluated? {
    switch value {
    case .instance(let instance):
      if let field = instance.fields[name] { return field }
      guard let member = declarations.types[instance.type]?.computedProperties[name] else {
        return Self.geometryProperty(name, of: instance)
      }
      return evaluate(member: member, selfValue: value)
    case .enumCase(let type, let caseName):
      guard let declaration = declarations.types[type] else { return nil }
      if name == "rawValue" { return rawValue(of: caseName, in: declaration) }
      if name == "id", declaration.computedProperties["id"] == nil { return value }
      guard let member = declaration.computedProperties[name] else { return nil }
      return evaluate(member: member, selfValue: value)
    default:
      return nil
    }
  }

  /// A static property of a type of the files (`Item.samples`), evaluated once.
  func staticMember(_ name: String, of type: String) -> Evaluated? {
    guard let declaration = declarations.types[type] else { return nil }
    if let member = declaration.staticMembers[name] {
      return memoized("\(type).\(name)") {
        self.evaluate(member: member, staticType: type)
      }
    }
    if declaration.kind == .enumeration {
      if name == "allCases" {
        return .array(declaration.cases.map { .enumCase(type: type, name: $0.name) })
      }
      if declaration.cases.contains(where: { $0.name == name }) {
        return .enumCase(type: type, name: name)
      }
    }
    return nil
  }

  /// An enum case's raw value: the written one, else the case's name (`String`) or its index (`Int`).
  func rawValue(of caseName: String, in declaration: TypeDeclaration) -> Evaluated? {
    guard let rawType = declaration.rawType else { return nil }
    guard let index = declaration.cases.firstIndex(where: { $0.name == caseName }) else { return nil }
    if let written = declaration.cases[index].rawValue {
      return evaluate(written, Context(scope: Scope(parent: nil), file: declaration.file))
    }
    if TypeDeclaration.stringRawTypes.contains(rawType) { return .value(.string(caseName)) }
    return .value(.number(Double(index)))
  }

  /// A global or static member's value, evaluated once; a cycle (`a = b`, `b = a`) is unknown.
  func memoized(_ key: String, _ body: () -> Evaluated) -> Evaluated {
    if let known = memo[key] { return known ?? .unknown(Placeholder(expression: key)) }
    memo[key] = .some(nil)
    let value = body()
    memo[key] = value
    return value
  }

  /// The value of a stored or computed property declaration, with `self` or a static type in scope.
  func evaluate(member: Member, selfValue: Evaluated? = nil, staticType: String? = nil) -> Evaluated {
    filesUsed.insert(member.file)
    let context = Context(
      scope: Scope(parent: nil, selfValue: selfValue, staticType: staticType), file: member.file)
    guard let binding = member.syntax.as(PatternBindingSyntax.self) else {
      return .unknown(Placeholder(expression: Self.text(of: member.syntax)))
    }
    if let statements = binding.getterStatements {
      let value =
        resultBuilder(Self.attributes(of: binding)) != nil
        ? built(statements, context, at: binding)
        : run(statements, context, builder: member.isViewBuilder || binding.returnsView)
          .value(in: self, at: binding)
      noteLocalized(value, as: binding.typeAnnotation?.type)
      return value
    }
    if let initializer = binding.initializer?.value { return evaluate(initializer, context) }
    return unknown(binding.pattern)
  }
}

extension PatternBindingSyntax {
  /// Whether the property is declared `some View` (its getter is a view builder).
  var returnsView: Bool { typeAnnotation?.type.isView == true }
}

extension TypeSyntax {
  /// Whether the type is a view: `some View`, `any View`, `AnyView`, `Text`, `Content`.
  var isView: Bool {
    (self.as(SomeOrAnyTypeSyntax.self)?.constraint ?? self).lastName?.hasSuffix("View") == true
  }

  /// The last name of a plain or qualified type (`View` in `SwiftUI.View`), read without
  /// rebuilding the node (`trimmedDescription` does, which evaluation cannot afford per call).
  var lastName: String? {
    if let identifier = self.as(IdentifierTypeSyntax.self) { return identifier.name.text }
    if let member = self.as(MemberTypeSyntax.self) { return member.name.text }
    return nil
  }
}
