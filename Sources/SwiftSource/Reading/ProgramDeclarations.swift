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
      addType([decl.name.text], .structure, decl.inheritanceClause, decl.memberBlock, file, active)
    } else if let decl = decl.as(ClassDeclSyntax.self) {
      addType([decl.name.text], .classType, decl.inheritanceClause, decl.memberBlock, file, active)
    } else if let decl = decl.as(EnumDeclSyntax.self) {
      addType([decl.name.text], .enumeration, decl.inheritanceClause, decl.memberBlock, file, active)
    } else if let decl = decl.as(ExtensionDeclSyntax.self) {
      let name = decl.extendedType.trimmedDescription
      addType([name], .extensionOnly, decl.inheritanceClause, decl.memberBlock, file, active)
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

  /// Files a type declaration under each of `names`, and its nested types, each once.
  ///
  /// A nested type is known by its qualified name (`Todo.State`, which tells it from
  /// `Todos.State`), by each shorter one (`State` inside `Todo`, `Todo.State` inside an outer
  /// type) and by its own, as code inside its parents writes it: the names of a type nested `d`
  /// deep are its `d + 1` suffixes. Its members are read once a name, and its nested types once in
  /// all, with the names they take from the names it is filed under. (Reading the nested types
  /// again for each name made 40 nested structs, left unclosed, take 2^40 steps: a fuzzer's
  /// finding.)
  private mutating func addType(
    _ names: [String], _ kind: TypeDeclaration.Kind, _ inheritance: InheritanceClauseSyntax?,
    _ members: MemberBlockSyntax, _ file: Int, _ active: ActiveCode
  ) {
    let declarations = active.members(members.members)
    // The names this declaration is filed under; a nested type takes its names from these.
    var kept: [String] = []
    for name in names {
      // A second declaration of a type (not an extension) in another file is one Swift would
      // reject as a redeclaration, most often a scratch copy beside the previewed file: the
      // first, the previewed file's own since it is read first, is kept whole rather than mixed
      // with it.
      if kind != .extensionOnly, let known = types[name], known.kind != .extensionOnly, known.file != file {
        continue
      }
      // In place: a copy of the declaration for each name would copy all it holds.
      types[name, default: TypeDeclaration(name: name, kind: kind, file: file)]
        .add(kind, inheritance, declarations, file: file)
      kept.append(name)
    }
    guard !kept.isEmpty else { return }
    for decl in declarations {
      if let nested = decl.as(StructDeclSyntax.self) {
        let own = nested.name.text
        addType(
          kept.map { $0 + "." + own } + [own], .structure, nested.inheritanceClause, nested.memberBlock, file,
          active)
      } else if let nested = decl.as(EnumDeclSyntax.self) {
        let own = nested.name.text
        addType(
          kept.map { $0 + "." + own } + [own], .enumeration, nested.inheritanceClause, nested.memberBlock,
          file, active)
      }
    }
  }
}

extension TypeDeclaration {
  /// Files a declaration of this type: its kind and file (unless it is an extension), the types it
  /// inherits and its members; its nested types are filed apart.
  fileprivate mutating func add(
    _ kind: Kind, _ inheritance: InheritanceClauseSyntax?, _ declarations: [DeclSyntax], file: Int
  ) {
    if kind != .extensionOnly {
      self.kind = kind
      self.file = file
    }
    inheritedTypes += inheritance?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
    for decl in declarations where !decl.is(StructDeclSyntax.self) && !decl.is(EnumDeclSyntax.self) {
      add(decl, file: file)
    }
  }

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
