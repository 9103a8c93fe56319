import Devices
import Foundation
import LayoutEngine
import LayoutFile
import LayoutMapping
import TestSupport
import Testing

@testable import Wireframe

/// The right-to-left sample in every language on one phone, compared as text with files a person
/// has looked at (Tests/WireframeTests/Golden/order-status.LANGUAGE.txt). Regenerate as the
/// other goldens: the command a failing case prints, then read the diff.
@Suite("Golden wireframes per language")
struct LanguageGoldenTests {
  /// The golden files this suite reads.
  static var goldenNames: [String] { Language.allCases.map(goldenName) }

  static func goldenName(_ language: Language) -> String { "order-status.\(language.rawValue).txt" }

  @Test("order-status renders as its golden file in each language", arguments: Language.allCases)
  func golden(language: Language) throws {
    let root = Repository.root
    let document = try LayoutFileParser.load(
      path: root.appendingPathComponent("Layouts/order-status.yaml").path)
    let screen = try DeviceCatalog.standard.device(named: "iPhone 17 Pro Max").screen(.portrait)
    var context = screen.context(layoutDirection: language.layoutDirection)
    context.language = language
    let result = LayoutEngine.layout(document.body, in: context)
    let text = Wireframe.render(result, on: screen, width: 72).lines.joined(separator: "\n") + "\n"
    try GoldenFiles.wireframes.check(text, named: Self.goldenName(language))
  }
}
