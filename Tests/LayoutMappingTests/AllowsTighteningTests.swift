import LayoutEngine
import Testing

/// `.allowsTightening(_:)`, added end to end by its declaration alone: both syntaxes read it into
/// the same accepted modifier, with no warning (it was a "not modelled yet" warning before).
@Suite("allowsTightening in both syntaxes")
struct AllowsTighteningTests {
  @Test("YAML and Swift keep it as written, quietly")
  func accepted() throws {
    let yaml = try yamlDocument("body:\n  Text: A\n  allowsTightening: true\n")
    let swift = try swiftPreview("import SwiftUI\n#Preview {\n  Text(\"A\").allowsTightening(true)\n}\n")
    #expect(yaml.warnings == [])
    #expect(swift.warnings == [])
    #expect(yaml.body.modifiers == [.accepted(name: "allowsTightening", value: "true")])
    #expect(swift.body.modifiers == yaml.body.modifiers)
  }
}
