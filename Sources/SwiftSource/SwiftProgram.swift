import LayoutEngine
import LayoutMapping
import SwiftSyntax

/// A Swift file to preview with the sibling files of its folder, read for one platform: what it
/// asks to preview, and each preview's body evaluated statically into the intermediate tree.
///
/// Siblings only lend declarations (custom views, helpers, model data); previews come from the
/// main file.
public struct SwiftProgram: Sendable {
  /// The main file first, then the siblings.
  public let files: [SwiftFile]
  public let platform: Platform
  /// The app's localized strings (its String Catalogs), which the mapping translates with.
  public let strings: StringTable
  /// The app's images and colours (its asset catalogs), which size the images it shows.
  public let assets: AssetTable
  let declarations: ProgramDeclarations
  let active: ActiveCode

  /// Reads `main` with `siblings` for `platform` (`#if os(…)` and `canImport` follow it), its
  /// strings translated by `strings` and its images sized by `assets`.
  public init(
    main: SwiftFile, siblings: [SwiftFile] = [], platform: Platform = .iOS,
    strings: StringTable = StringTable(), assets: AssetTable = AssetTable()
  ) {
    self.files = [main] + siblings
    self.platform = platform
    self.strings = strings
    self.assets = assets
    self.active = ActiveCode(platform: platform)
    self.declarations = ProgramDeclarations(files: files, active: active)
  }

  /// The main file's previews in source order: its `#Preview`s and the views of its
  /// `PreviewProvider`s, or when it has neither, its view structs.
  public var previews: [Preview] {
    PreviewFinder(files: files, fileIndex: 0, declarations: declarations, active: active).previews()
  }

  /// Evaluates a preview's body into views, with what had to be approximated.
  public func evaluate(_ preview: Preview, limits: EvaluationLimits = .standard) -> Evaluation {
    var budget = FileBudget()
    return evaluate(preview, limits: limits, budget: &budget)
  }

  /// Evaluates a preview of a file whose earlier previews spent `budget`, and adds what this one
  /// spent. The tree is cut at `limits.maximumTreeDepth`, so nothing downstream recurses deeper.
  public func evaluate(_ preview: Preview, limits: EvaluationLimits, budget: inout FileBudget) -> Evaluation {
    evaluate(preview, limits: limits, budget: &budget, flipped: [])
  }

  /// The same, with the unknown conditions at `flipped` showing their other branch.
  func evaluate(
    _ preview: Preview, limits: EvaluationLimits, budget: inout FileBudget, flipped: Set<Location>
  ) -> Evaluation {
    if budget.started == nil { budget.started = .now }
    let evaluator = Evaluator(
      files: files, declarations: declarations, active: active, limits: limits, assets: assets,
      budget: budget)
    evaluator.flippedConditions = flipped
    var views: [Call]
    switch preview.body {
    case .statements(let statements, let file):
      evaluator.filesUsed.insert(file)
      let context = Context(scope: Scope(parent: nil), file: file)
      // `#Preview { let store = Store(); store.add(…); return ListView(store: store) }`: what it returns.
      let outcome = evaluator.run(statements, context, builder: true)
      if case .views(let returned)? = outcome.returned { views = returned } else { views = outcome.views }
    case .expression(let expression, let provider, let file):
      evaluator.filesUsed.insert(file)
      let context = Context(scope: Scope(parent: nil, staticType: provider), file: file)
      views = evaluator.views(of: evaluator.evaluate(expression, context), at: expression, context)
    case .view(let name):
      views = evaluator.previewView(named: name)
    }
    views = evaluator.boundedDepth(views)
    budget.viewsPlaced = evaluator.views
    budget.textBytes = evaluator.textBytes
    let used = evaluator.filesUsed.sorted().map { files[$0].path }
    var evaluation = Evaluation(
      views: views, warnings: preview.warnings + evaluator.rootWarnings, filesUsed: used)
    evaluation.unknownConditions = evaluator.unknownConditions
    evaluation.layoutWarnings = evaluator.layoutProgram.warnings
    return evaluation
  }
}

extension Evaluator {
  /// A view struct shown on its own: an instance with its properties' initial values (the ones
  /// without become placeholders), inlined.
  func previewView(named name: String) -> [Call] {
    guard let type = declarations.types[name] else { return [] }
    filesUsed.insert(type.file)
    let file = files[type.file]
    // `Feature.Row` is a struct in an `extension Feature { … }`.
    let owner = name.split(separator: ".").dropLast().joined(separator: ".")
    let structs = file.tree.statements.lazy.flatMap { item -> [StructDeclSyntax] in
      if let decl = item.item.as(StructDeclSyntax.self) { return owner.isEmpty ? [decl] : [] }
      guard let decl = item.item.as(ExtensionDeclSyntax.self), decl.extendedType.trimmedDescription == owner
      else { return [] }
      return decl.memberBlock.members.compactMap { $0.decl.as(StructDeclSyntax.self) }
    }
    guard let decl = structs.first(where: { owner + (owner.isEmpty ? "" : ".") + $0.name.text == name })
    else { return [] }
    let context = Context(scope: Scope(parent: nil), file: type.file)
    let call = FunctionCallExprSyntax(
      calledExpression: DeclReferenceExprSyntax(baseName: .identifier(name)), leftParen: .leftParenToken(),
      arguments: [], rightParen: .rightParenToken())
    guard case .instance(let instance) = construct(type, call, context) else { return [] }
    return inline(instance, at: decl.name, context)
  }
}
