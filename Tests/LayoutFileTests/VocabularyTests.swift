import Foundation
import LayoutEngine
import LayoutMapping
import Testing

@testable import LayoutFile

/// The declarations are what the reader reads and what the documentation says: every element
/// reads back from its own examples as the element it names, and the element and modifier
/// tables of docs/LayoutFormat.md are the ones the declarations generate.
@Suite("Vocabulary in layout files")
struct VocabularyTests {
  /// The smallest node that writes `declaration`: its required arguments' examples, one of the
  /// arguments it needs one of, and the children its content rule asks for.
  static func minimalNode(_ declaration: ElementDeclaration) -> String {
    var fields: [String] = []
    for argument in declaration.arguments {
      guard case .required(let example, _) = argument.requirement else { continue }
      fields.append(argument.isKey ? "\(argument.name): \(example)" : "")
    }
    if let oneOf = declaration.needsOneOf?.arguments.first {
      let example = declaration.argument(oneOf)?.type == .textList ? "[a, b]" : "star"
      fields.append("\(oneOf): \(example)")
    }
    let children: String? =
      switch declaration.content {
      case .none: nil
      case .views, .oneView: "[{Text: a}]"
      case .only(let name): "[{\(minimalNode(Declarations.element(name)!))}]"
      case .columns(let range):
        "[" + Array(repeating: "{Text: a}", count: range.lowerBound).joined(separator: ", ") + "]"
      }
    if let children { fields.append("content: \(children)") }
    var node = "\(declaration.name): {\(fields.filter { !$0.isEmpty }.joined(separator: ", "))}"
    // An argument that is only ever the element's value is written as the value.
    if let main = declaration.mainArgument.flatMap(declaration.argument), !main.isKey,
      case .required(let example, _) = main.requirement
    {
      node = fields.isEmpty || fields == [""] ? "\(declaration.name): \(example)" : node
    }
    return node
  }

  @Test("every declared element reads back from its own examples as the element it names")
  func everyDeclarationReads() throws {
    for declaration in Declarations.elements {
      let yaml = Self.minimalNode(declaration)
      let node = try body(yaml)
      #expect(node.element.typeName == declaration.name, "\(yaml)")
      // An element whose children the declaration makes from its arguments (a gauge's label and
      // bar) is a container though a layout writes no content for it; a button is one only with a
      // label view, which its minimal node does not give.
      #expect(
        node.element.isContainer == (declaration.isContainer || !node.children.isEmpty), "\(yaml)")
    }
  }

  @Test("a bare name is a node exactly for the leaves that need no argument")
  func bareNames() throws {
    for declaration in Declarations.elements {
      let error = diagnostic("body:\n  VStack:\n    - \(declaration.name)")
      #expect(
        (error == nil) == declaration.allowsBareName, "\(declaration.name): \(String(describing: error))")
    }
  }

  @Test("\"did you mean\" offers declared names: elements, their arguments and modifiers")
  func suggestionsComeFromTheDeclarations() {
    #expect(diagnostic("body:\n  Sldier: {}")?.suggestion == "Slider")
    #expect(diagnostic("body:\n  Toggle: {titel: x}")?.suggestion == "title")
    #expect(diagnostic("body:\n  Text: x\n  fontWieght: bold")?.suggestion == "fontWeight")
    #expect(Vocabulary.elements == Declarations.elements.map(\.name))
  }

  @Test("the element and modifier tables of docs/LayoutFormat.md are generated from the declarations")
  func documentationTablesMatchTheDeclarations() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../docs/LayoutFormat.md").standardized
    var text = try String(contentsOf: url, encoding: .utf8)
    let record = ProcessInfo.processInfo.environment["RECORD_DOCS"] == "1"
    for (section, table) in [
      ("elements", VocabularyDocs.elementTable), ("modifiers", VocabularyDocs.modifierTable),
    ] {
      let start =
        "<!-- \(section): generated from the declarations; RECORD_DOCS=1 swift test --filter Vocabulary rewrites it -->"
      let end = "<!-- end of \(section) -->"
      guard let from = text.range(of: start),
        let to = text.range(of: end, range: from.upperBound..<text.endIndex)
      else {
        Issue.record("docs/LayoutFormat.md has no generated \(section) table between '\(start)' and '\(end)'")
        continue
      }
      let written = String(text[from.upperBound..<to.lowerBound]).trimmingCharacters(
        in: .whitespacesAndNewlines)
      if written == table { continue }
      if record {
        text.replaceSubrange(from.upperBound..<to.lowerBound, with: "\n" + table + "\n")
        print("Rewrote the \(section) table of docs/LayoutFormat.md from the declarations (RECORD_DOCS=1).")
        continue
      }
      let old = written.split(separator: "\n").map(String.init)
      let new = table.split(separator: "\n").map(String.init)
      let changed =
        new.filter { !old.contains($0) }.map { "+ \($0)" }
        + old.filter { !new.contains($0) }.map { "- \($0)" }
      Issue.record(
        """
        The \(section) table of docs/LayoutFormat.md is not the one the declarations generate:
        \(changed.joined(separator: "\n"))
        Run `RECORD_DOCS=1 swift test --filter Vocabulary` to rewrite it, then read the result.
        """)
    }
    if record { try text.write(to: url, atomically: true, encoding: .utf8) }
  }
}
