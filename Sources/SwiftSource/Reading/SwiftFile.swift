import LayoutEngine
import LayoutMapping
import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// One parsed Swift file: its syntax tree with operators folded, and the positions of its lines.
///
/// Parsing never fails: swift-syntax recovers from every error, and `errors` lists them with
/// `file:line:column`; `init(path:text:)` throws them, `init(lenientlyParsing:text:)` keeps them.
/// They are described when asked for, not at parsing: swift-syntax's diagnostics generator walks
/// the whole tree and builds a Fix-It for every error, which costs as much again as the parse, and
/// only the previewed file's are ever shown (a sibling with errors still lends its declarations).
public struct SwiftFile: Sendable {
  /// The path as given; diagnostics and source locations name it.
  public let path: String
  /// Why the file was not handed to swift-syntax (`SourceShape`), in place of its diagnostics.
  private let refusal: SourceDiagnostic?
  /// The tree as parsed: `a + b * c` is still a flat sequence, which the evaluator folds when it
  /// reaches one (folding the whole file costs as much as parsing it).
  let tree: SourceFileSyntax
  let converter: SourceLocationConverter

  /// Parses `text`; throws swift-syntax's diagnostics when it has syntax errors.
  public init(path: String, text: String) throws(SwiftSourceError) {
    self.init(lenientlyParsing: path, text: text)
    guard hasErrors else { return }
    let errors = errors
    if !errors.isEmpty { throw SwiftSourceError(diagnostics: errors) }
  }

  /// Parses `text` and keeps whatever swift-syntax recovered, errors and all (for sibling files,
  /// whose declarations are still worth inlining).
  public init(lenientlyParsing path: String, text: String) {
    var source = text
    if let refusal = SourceShape.refusal(in: text) {
      self.init(refusing: path, text: text, at: refusal.offset, refusal.message)
      return
    }
    let parsed = source.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: Self.maximumNestingLevel) }
    if let deep = SourceShape.tooDeepNode(in: parsed) {
      self.init(
        refusing: path, text: text, at: deep.positionAfterSkippingLeadingTrivia.utf8Offset,
        "the code nests deeper than \(SourceShape.maximumSyntaxDepth) syntax levels here (a chain of thousands of calls or members, or as many nested expressions); the file is not read"
      )
      return
    }
    if parsed.hasError, let token = SourceShape.undescribableToken(in: parsed) {
      self.init(
        refusing: path, text: text, at: token.positionAfterSkippingLeadingTrivia.utf8Offset,
        "'=' must have the same white space on both sides (a vertical tab or form feed beside it counts as none); the file is not read"
      )
      return
    }
    let converter = SourceLocationConverter(fileName: path, tree: parsed)
    self.init(path: path, tree: parsed, converter: converter, refusal: nil)
  }

  private init(
    path: String, tree: SourceFileSyntax, converter: SourceLocationConverter, refusal: SourceDiagnostic?
  ) {
    self.path = path
    self.tree = tree
    self.converter = converter
    self.refusal = refusal
  }

  /// Whether the file has syntax errors (without describing them).
  public var hasErrors: Bool { refusal != nil || tree.hasError }

  /// The syntax errors swift-syntax found, in source order (empty for a valid file), described
  /// afresh on each use: ask once.
  public var errors: [SourceDiagnostic] {
    if let refusal { return [refusal] }
    // The diagnostics generator walks the whole tree: only a tree with errors needs it.
    guard tree.hasError else { return [] }
    return ParseDiagnosticsGenerator.diagnostics(for: tree)
      .filter { $0.diagMessage.severity == .error }
      .map { diagnostic in
        let location = diagnostic.location(converter: converter)
        return SourceDiagnostic(
          .error, at: Location(file: path, line: location.line, column: location.column), diagnostic.message)
      }
  }

  /// A file swift-syntax is not given (`SourceShape`): no declarations, one error at `offset`.
  private init(refusing path: String, text: String, at offset: Int, _ message: String) {
    let tree = SourceFileSyntax(statements: [], endOfFileToken: .endOfFileToken())
    // The line and column are counted here: the converter needs a tree of the text.
    let before = text.utf8.prefix(offset)
    let line = before.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    let column =
      before.count
      - (before.lastIndex(of: 0x0A).map { before.distance(from: before.startIndex, to: $0) + 1 } ?? 0) + 1
    self.init(
      path: path, tree: tree, converter: SourceLocationConverter(fileName: path, tree: tree),
      refusal: SourceDiagnostic(.error, at: Location(file: path, line: line, column: column), message))
  }

  /// How deep brackets and braces may nest before the parser gives up with an error instead of
  /// overflowing the stack: swift-syntax's release default (its debug default, 20, rejects view
  /// bodies real apps write; the evaluator's `maximumDepth` bounds the rest).
  static let maximumNestingLevel = 256

  /// Where `node` starts, after its leading trivia (comments, indentation).
  func location(of node: some SyntaxProtocol) -> Location {
    location(at: node.positionAfterSkippingLeadingTrivia)
  }

  /// The `file:line:column` of a byte offset of the text.
  func location(at position: AbsolutePosition) -> Location {
    let location = converter.location(for: position)
    return Location(file: path, line: location.line, column: location.column)
  }
}
