import LayoutEngine
import SwiftSyntax

/// Finds what a file asks to preview: its `#Preview`s and `PreviewProvider`s in source order, or
/// when it has neither, each of its view structs.
struct PreviewFinder {
  var files: [SwiftFile]
  var fileIndex: Int
  var declarations: ProgramDeclarations
  var active: ActiveCode

  private var file: SwiftFile { files[fileIndex] }

  func previews() -> [Preview] {
    var previews: [Preview] = []
    var viewStructs: [Preview] = []
    for item in active.statements(file.tree.statements) {
      if let macro = item.item.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" {
        previews.append(previewMacro(macro.arguments, macro.trailingClosure, at: Syntax(macro)))
      } else if let macro = item.item.as(MacroExpansionExprSyntax.self),
        macro.macroName.text == "Preview"
      {
        previews.append(previewMacro(macro.arguments, macro.trailingClosure, at: Syntax(macro)))
      } else if let type = item.item.as(StructDeclSyntax.self) {
        guard let declaration = declarations.types[type.name.text] else { continue }
        if declaration.isPreviewProvider {
          previews += providerPreviews(declaration, at: type)
        } else if declaration.isView {
          viewStructs.append(viewStruct(type, named: type.name.text))
        }
      } else if let owner = item.item.as(ExtensionDeclSyntax.self) {
        // `extension Feature { struct Row: View { … } }`: a view known as `Feature.Row`.
        for member in active.members(owner.memberBlock.members) {
          guard let type = member.as(StructDeclSyntax.self) else { continue }
          let name = owner.extendedType.trimmedDescription + "." + type.name.text
          if declarations.types[name]?.isView == true { viewStructs.append(viewStruct(type, named: name)) }
        }
      }
    }
    return previews.isEmpty ? viewStructs : previews
  }

  /// The preview of a view struct shown on its own, known by `name`.
  private func viewStruct(_ type: StructDeclSyntax, named name: String) -> Preview {
    Preview(
      title: name, kind: .viewStruct, traits: PreviewTraits(), source: file.location(of: type.name),
      warnings: [], body: .view(name))
  }

  /// A `#Preview("Name", traits: …) { … }`, in either its declaration or expression form.
  private func previewMacro(
    _ arguments: LabeledExprListSyntax, _ closure: ClosureExprSyntax?, at node: Syntax
  ) -> Preview {
    var name: String?
    var reader = TraitReader(file: file, declarations: declarations)
    var inTraits = false
    for argument in arguments {
      if let label = argument.label?.text { inTraits = label == "traits" }
      if argument.label?.text == "body" { continue }
      if inTraits {
        reader.readTrait(argument.expression)
      } else if argument.label == nil, name == nil,
        let literal = argument.expression.as(StringLiteralExprSyntax.self)
      {
        name = literal.representedLiteralValue
      }
    }
    let bodyArgument = arguments.first { $0.label?.text == "body" }?.expression.as(ClosureExprSyntax.self)
    let statements = (closure ?? bodyArgument)?.statements ?? CodeBlockItemListSyntax([])
    let title = name ?? firstViewName(in: Syntax(statements)) ?? "Preview"
    return Preview(
      title: title, kind: .previewMacro, traits: reader.traits, source: file.location(of: node),
      warnings: reader.warnings, body: .statements(statements, file: fileIndex))
  }

  /// One preview per view of the provider's `previews`, `Group`s opened.
  private func providerPreviews(_ type: TypeDeclaration, at decl: StructDeclSyntax) -> [Preview] {
    guard let member = type.staticMembers["previews"],
      let statements = member.syntax.as(PatternBindingSyntax.self)?.getterStatements
    else { return [] }
    return views(
      in: statements, traits: TraitReader(file: file, declarations: declarations), provider: type.name)
  }

  private func views(
    in statements: CodeBlockItemListSyntax, traits: TraitReader, provider: String
  ) -> [Preview] {
    var previews: [Preview] = []
    for item in active.statements(statements) {
      guard let expression = item.item.as(ExprSyntax.self) else { continue }
      var reader = traits
      var root = expression
      // Walk the modifier chain inwards, reading preview modifiers on the way.
      while let call = root.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base
      {
        reader.readModifier(member.declName.baseName.text, call)
        root = base
      }
      if let group = root.as(FunctionCallExprSyntax.self),
        group.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Group",
        let closure = group.trailingClosure
      {
        previews += views(in: closure.statements, traits: reader, provider: provider)
        continue
      }
      let title = reader.displayName ?? firstViewName(in: Syntax(expression)) ?? provider
      previews.append(
        Preview(
          title: title, kind: .previewProvider, traits: reader.traits,
          source: file.location(of: expression), warnings: reader.warnings,
          body: .expression(expression, provider: provider, file: fileIndex)))
    }
    return previews
  }

  /// The first custom view of the files named in `node` (`ContentView` in
  /// `NavigationStack { ContentView() }`), else the first type called.
  private func firstViewName(in node: Syntax) -> String? {
    var firstCalled: String?
    for token in node.tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let name) = token.tokenKind, name.first?.isUppercase == true else {
        continue
      }
      if declarations.types[name]?.isView == true { return name }
      if firstCalled == nil,
        token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .leftParen
          || token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .leftBrace
      {
        firstCalled = name
      }
    }
    return firstCalled
  }
}
