import LayoutEngine
import LayoutMapping
import SwiftSource
import TestSupport
import Testing

/// Code that runs while laying out (a custom layout) and passes its trial while the file is read,
/// but fails for a variant the trial did not try: laying out says so, at the line that stopped.
@Suite("Warnings found while laying out")
struct LayoutWarningTests {
  /// The file of `lateFailingLayoutSource`.
  static let source = lateFailingLayoutSource

  @Test("a custom layout that fails only while laying out leaves a file:line:column warning")
  func failsLater() throws {
    let file = try SwiftFile(path: "Picky.swift", text: Self.source)
    let document = try #require(try SwiftLayouts.documents(main: file, siblings: []).first)
    // Its trial ran: reading has nothing to say about it, and no layout has been made yet.
    #expect(!document.warnings.contains { $0.message.contains("Picky") })
    #expect(document.layoutWarnings.all.isEmpty)
    let line = Self.source.split(separator: "\n", omittingEmptySubsequences: false)[3]
    let column =
      line.distance(from: line.startIndex, to: line.range(of: "CGSize(width: Model")!.lowerBound) + 1
    let result = LayoutEngine.layout(document.body, in: screen(400, 800))
    // Laid out as a vertical stack of its twenty texts instead, each below the one before.
    let texts = result.nodes.filter { $0.text != nil }.map(\.frame.minY)
    #expect(texts.count == 20)
    #expect(zip(texts, texts.dropFirst()).allSatisfy { $0 < $1 })
    // One warning for each method, where it stopped.
    let warnings = document.layoutWarnings.take()
    #expect(warnings.count == 2)
    let warning = try #require(warnings.first)
    #expect(warning.description.hasPrefix("Picky.swift:4:\(column): warning: "))
    #expect(warnings.last?.description.hasPrefix("Picky.swift:8:") == true)
    #expect(
      warnings.allSatisfy {
        $0.message.hasSuffix(
          "the custom layout 'Picky' could not be run by the preview there, so its views are laid out in a vertical stack"
        )
      })
    // Taken once: another layout that fails the same way adds nothing new.
    _ = LayoutEngine.layout(document.body, in: screen(300, 800))
    #expect(document.layoutWarnings.take().isEmpty)
    #expect(document.layoutWarnings.all == warnings)
  }
}
