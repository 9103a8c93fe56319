import LayoutEngine
import LayoutMapping
import SwiftSyntax

/// Reads preview traits (`.landscapeLeft`, `.fixedLayout(width:height:)`) and the legacy preview
/// modifiers (`previewLayout`, `previewInterfaceOrientation`, `previewDisplayName`,
/// `previewDevice`) into `PreviewTraits`, warning about the ones it does not apply.
struct TraitReader {
  var file: SwiftFile
  /// The program's declarations, whose constants a fixed layout's size may name
  /// (`.fixed(width: Sizes.cardWidth, height: 120)`).
  var declarations: ProgramDeclarations?
  var traits = PreviewTraits()
  var displayName: String?
  var warnings: [SourceDiagnostic] = []

  /// One trait of `#Preview(traits: …)`.
  mutating func readTrait(_ expression: ExprSyntax) {
    let (name, call) = Self.memberName(expression)
    switch name {
    case "portrait", "portraitUpsideDown": traits.orientation = .portrait
    case "landscapeLeft": traits.orientation = .landscapeLeft
    case "landscapeRight": traits.orientation = .landscapeRight
    case "sizeThatFitsLayout": traits.layout = .sizeThatFits
    case "fixedLayout": readFixed(call, at: expression)
    default: unapplied(expression, "preview trait")
    }
  }

  /// One modifier of a `PreviewProvider`'s view; other modifiers are the view's own.
  mutating func readModifier(_ name: String, _ call: FunctionCallExprSyntax) {
    guard let argument = call.arguments.first?.expression else { return }
    switch name {
    case "previewDisplayName":
      displayName = argument.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    case "previewDevice":
      traits.device = Self.stringLiteral(in: argument)
    case "previewInterfaceOrientation":
      switch Self.memberName(argument).name {
      case "portrait", "portraitUpsideDown": traits.orientation = .portrait
      case "landscapeLeft": traits.orientation = .landscapeLeft
      case "landscapeRight": traits.orientation = .landscapeRight
      default: unapplied(argument, "preview orientation")
      }
    case "previewLayout":
      let (layout, inner) = Self.memberName(argument)
      switch layout {
      case "sizeThatFits": traits.layout = .sizeThatFits
      case "device": traits.layout = .device
      case "fixed": readFixed(inner, at: argument)
      default: unapplied(argument, "preview layout")
      }
    default: break
    }
  }

  private mutating func readFixed(_ call: FunctionCallExprSyntax?, at expression: ExprSyntax) {
    let numbers = call?.arguments.map { constant($0.expression) } ?? []
    guard numbers.count == 2, let width = numbers[0], let height = numbers[1], width > 0, height > 0
    else { return unapplied(expression, "fixed layout (width and height must be positive numbers)") }
    traits.layout = .fixed(width: width, height: height)
    traits.fixedSources = call?.arguments.map { file.location(of: $0.expression) } ?? []
  }

  private mutating func unapplied(_ expression: ExprSyntax, _ what: String) {
    warnings.append(
      SourceDiagnostic(
        .warning, at: file.location(of: expression),
        "\(what) '\(expression.trimmedDescription)' is not applied by the preview"))
  }

  /// `.name` or `.name(…)` (with or without a type before the dot), and the call if there is one.
  static func memberName(_ expression: ExprSyntax) -> (name: String?, call: FunctionCallExprSyntax?) {
    if let member = expression.as(MemberAccessExprSyntax.self) {
      return (member.declName.baseName.text, nil)
    }
    if let call = expression.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self)
    {
      return (member.declName.baseName.text, call)
    }
    return (nil, nil)
  }

  /// A number literal, or a constant of the program that is one: a static member
  /// (`Sizes.cardWidth`, `Sizes.Card.width`) or a global (`cardWidth`), through constants that
  /// name constants, and `CGFloat(…)` around any of them.
  func constant(_ expression: ExprSyntax, depth: Int = 0) -> Double? {
    if let number = Self.number(expression) { return number }
    guard depth < 8, let declarations else { return nil }
    var binding: PatternBindingSyntax?
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base?.trimmedDescription {
      binding = declarations.types[base]?.staticMembers[member.declName.baseName.text]?.syntax.as(
        PatternBindingSyntax.self)
    } else if let name = expression.as(DeclReferenceExprSyntax.self) {
      binding = declarations.globals[name.baseName.text]?.syntax.as(PatternBindingSyntax.self)
    } else if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
      let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      ["CGFloat", "Double", "Float", "Int"].contains(type), let argument = call.arguments.first
    {
      return constant(argument.expression, depth: depth + 1)
    }
    return binding?.initializer.flatMap { constant($0.value, depth: depth + 1) }
  }

  /// A number literal, possibly negative.
  static func number(_ expression: ExprSyntax) -> Double? {
    if let integer = expression.as(IntegerLiteralExprSyntax.self) {
      return integer.representedLiteralValue.map(Double.init)
    }
    if let float = expression.as(FloatLiteralExprSyntax.self) { return float.representedLiteralValue }
    if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
      return number(prefix.expression).map { -$0 }
    }
    return nil
  }

  /// The first string literal inside `expression` (`"iPhone 15"` in `PreviewDevice(rawValue: …)`).
  static func stringLiteral(in expression: ExprSyntax) -> String? {
    for token in expression.tokens(viewMode: .sourceAccurate) {
      guard case .stringQuote = token.tokenKind,
        let literal = token.parent?.as(StringLiteralExprSyntax.self)
      else { continue }
      return literal.representedLiteralValue
    }
    return nil
  }
}
