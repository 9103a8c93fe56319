import SwiftSyntax

/// Every type, function and global constant the program's files declare for the preview's
/// platform, by name, so the evaluator can resolve what a body refers to.
struct ProgramDeclarations {
  var types: [String: TypeDeclaration] = [:]
  var functions: [String: [Member]] = [:]
  var globals: [String: Member] = [:]
  /// Static members that extensions add to library types (`extension Color { static let brand }`),
  /// by member name, so a leading-dot `.brand` finds them.
  var libraryStaticMembers: [String: [(type: String, member: Member)]] = [:]
  /// The library types whose extensions add a static function of that name
  /// (`extension Font { static func brand(size:) }`), so a leading-dot `.brand(size: 20)` finds it.
  var libraryStaticMethods: [String: [String]] = [:]

  init(files: [SwiftFile], active: ActiveCode) {
    for (index, file) in files.enumerated() {
      for item in active.statements(file.tree.statements) {
        guard let decl = item.item.as(DeclSyntax.self) else { continue }
        add(decl, file: index, active: active)
      }
    }
    for (name, type) in types where type.kind == .extensionOnly {
      for (member, value) in type.staticMembers {
        libraryStaticMembers[member, default: []].append((name, value))
      }
      for method in type.staticMethods.keys { libraryStaticMethods[method, default: []].append(name) }
    }
  }

  private mutating func add(_ decl: DeclSyntax, file: Int, active: ActiveCode) {
    if let decl = decl.as(StructDeclSyntax.self) {
      addType(decl.name.text, .structure, decl.inheritanceClause, decl.memberBlock, file, active)
    } else if let decl = decl.as(ClassDeclSyntax.self) {
      addType(decl.name.text, .classType, decl.inheritanceClause, decl.memberBlock, file, active)
    } else if let decl = decl.as(EnumDeclSyntax.self) {
      addType(decl.name.text, .enumeration, decl.inheritanceClause, decl.memberBlock, file, active)
    } else if let decl = decl.as(ExtensionDeclSyntax.self) {
      let name = decl.extendedType.trimmedDescription
      addType(name, .extensionOnly, decl.inheritanceClause, decl.memberBlock, file, active)
    } else if let decl = decl.as(FunctionDeclSyntax.self) {
      functions[decl.name.text, default: []].append(
        Member(syntax: Syntax(decl), file: file, isViewBuilder: decl.attributes.has("ViewBuilder")))
    } else if let decl = decl.as(VariableDeclSyntax.self) {
      for binding in decl.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
          continue
        }
        globals[name] = Member(
          syntax: Syntax(binding), file: file, isViewBuilder: decl.attributes.has("ViewBuilder"))
      }
    }
  }

  private mutating func addType(
    _ name: String, _ kind: TypeDeclaration.Kind, _ inheritance: InheritanceClauseSyntax?,
    _ members: MemberBlockSyntax, _ file: Int, _ active: ActiveCode
  ) {
    // A second declaration of a type (not an extension) in another file is one Swift would reject
    // as a redeclaration, most often a scratch copy beside the previewed file: the first, the
    // previewed file's own since it is read first, is kept whole rather than mixed with it.
    if kind != .extensionOnly, let known = types[name], known.kind != .extensionOnly, known.file != file {
      return
    }
    var type = types[name] ?? TypeDeclaration(name: name, kind: kind, file: file)
    if kind != .extensionOnly {
      type.kind = kind
      type.file = file
    }
    type.inheritedTypes += inheritance?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
    for decl in active.members(members.members) {
      // A nested type is known by its qualified name (`Todo.State`, which tells it from
      // `Todos.State`) and by its own, as code inside its parent writes it.
      if let nested = decl.as(StructDeclSyntax.self) {
        for nestedName in [name + "." + nested.name.text, nested.name.text] {
          addType(nestedName, .structure, nested.inheritanceClause, nested.memberBlock, file, active)
        }
      } else if let nested = decl.as(EnumDeclSyntax.self) {
        for nestedName in [name + "." + nested.name.text, nested.name.text] {
          addType(nestedName, .enumeration, nested.inheritanceClause, nested.memberBlock, file, active)
        }
      } else {
        type.add(decl, file: file)
      }
    }
    types[name] = type
  }
}

extension TypeDeclaration {
  /// Files one member declaration under its kind.
  fileprivate mutating func add(_ decl: DeclSyntax, file: Int) {
    if let decl = decl.as(VariableDeclSyntax.self) {
      addVariable(decl, file: file)
    } else if let decl = decl.as(FunctionDeclSyntax.self) {
      let member = Member(
        syntax: Syntax(decl), file: file, isViewBuilder: decl.attributes.has("ViewBuilder"))
      if decl.modifiers.isStatic {
        staticMethods[decl.name.text, default: []].append(member)
      } else {
        methods[decl.name.text, default: []].append(member)
      }
    } else if let decl = decl.as(InitializerDeclSyntax.self) {
      initializers.append(Member(syntax: Syntax(decl), file: file, isViewBuilder: false))
    } else if let decl = decl.as(EnumCaseDeclSyntax.self) {
      for element in decl.elements {
        cases.append(
          EnumCase(
            name: element.name.text, rawValue: element.rawValue?.value,
            hasPayload: element.parameterClause != nil))
      }
    }
  }

  private mutating func addVariable(_ decl: VariableDeclSyntax, file: Int) {
    let attributes = decl.attributes.names
    let isViewBuilder = attributes.contains("ViewBuilder")
    for binding in decl.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
        continue
      }
      let member = Member(syntax: Syntax(binding), file: file, isViewBuilder: isViewBuilder)
      if decl.modifiers.isStatic {
        staticMembers[name] = member
      } else if binding.isComputed {
        computedProperties[name] = member
      } else {
        storedProperties.append(
          StoredProperty(
            name: name, attributes: attributes, type: binding.typeAnnotation?.type,
            initializer: binding.initializer?.value,
            isLet: decl.bindingSpecifier.tokenKind == .keyword(.let), file: file, syntax: binding))
      }
    }
  }
}

extension AttributeListSyntax {
  /// The attribute names without `@` (`State`, `ViewBuilder`, `Environment`).
  var names: [String] {
    compactMap { element in
      guard case .attribute(let attribute) = element else { return nil }
      return attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text
        ?? attribute.attributeName.trimmedDescription
    }
  }

  func has(_ name: String) -> Bool { names.contains(name) }
}

extension DeclModifierListSyntax {
  /// Whether `static` or `class` is among the modifiers.
  var isStatic: Bool {
    contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
  }
}

extension PatternBindingSyntax {
  /// Whether the binding has a getter (willSet/didSet observers alone keep it stored).
  var isComputed: Bool {
    switch accessorBlock?.accessors {
    case nil: false
    case .getter: true
    case .accessors(let accessors):
      accessors.contains { accessor in
        accessor.accessorSpecifier.tokenKind == .keyword(.get)
      }
    }
  }

  /// The statements of the getter, for a computed property.
  var getterStatements: CodeBlockItemListSyntax? {
    switch accessorBlock?.accessors {
    case nil: nil
    case .getter(let statements): statements
    case .accessors(let accessors):
      accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
    }
  }
}
