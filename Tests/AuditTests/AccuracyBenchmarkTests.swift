import Accuracy
import LayoutEngine
import LayoutFile
import Testing

@testable import Audit

/// The seeded benchmark's machinery on one small layout: the defects it seeds, how it tells a
/// found defect from a missed one, and that a node whose defect its base already shows is left
/// out.
@Suite struct AccuracyBenchmarkTests {
  static let yaml = """
    body:
      VStack:
        spacing: 30
        padding: 20
        content:
          - Text: Notifications
            id: title
          - Text: Already cut short by a line limit of one on a phone
            lineLimit: 1
            id: cut
          - Button: Continue
            style: bordered
            frame: { minWidth: 60, minHeight: 44 }
            id: go
          - Rectangle:
              frame: { width: 40, height: 40 }
              id: box
    """

  static func base() throws -> AccuracyBenchmark.Base {
    let document = try LayoutFileParser.parse(bytes: Array(yaml.utf8), file: "small.yaml")
    return AccuracyBenchmark.Base(name: "small.yaml", body: document.body)
  }

  @Test func seedsEachDefectWhereItFitsAndItsCleanTwin() throws {
    let mutants = AccuracyBenchmark.mutants(of: [try Self.base()], perKind: 3)
    let covered = mutants.filter { $0.defect == .coveredText && !$0.isClean }
    // Both texts take a covering rectangle; the clean twin puts it behind the text.
    #expect(covered.map(\.path) == [[0], [1]])
    let first = try #require(covered.first)
    #expect(first.body.children[0].children.count == 2)
    #expect(first.targets.count == 2)
    let twin = try #require(mutants.first { $0.defect == .coveredText && $0.isClean && $0.path == [0] })
    #expect(twin.body.children[0].children.isEmpty && twin.body.children[0].modifiers.count == 1)
    // The button is the one control; the rectangle the one drawing.
    #expect(mutants.filter { $0.defect == .shrunkenControl && !$0.isClean }.map(\.path) == [[2]])
    #expect(mutants.filter { $0.defect == .pushedOffscreen }.map(\.path) == [[3]])
    // An insertion wraps the whole screen.
    let banner = try #require(mutants.first { $0.defect == .underStatusBar && !$0.isClean })
    #expect(banner.body.children.count == 2 && banner.path.isEmpty)
  }

  @Test func scoresFoundMissedAndFalseFindings() async throws {
    let score = await AccuracyBenchmark.run([try Self.base()], perKind: 3)
    // The cut text already has textClipped, so truncating it again shows nothing new: only the
    // title is seeded with it.
    #expect(score.rules[.textClipped]?.seeded == 1)
    #expect(score.rules[.overlap]?.seeded == 2 && score.rules[.overlap]?.found == 2)
    #expect(score.rules[.hitRegion]?.seeded == 1 && score.rules[.hitRegion]?.found == 1)
    #expect(score.rules[.offscreen]?.found == 1)
    #expect(score.rules[.fullWidthButton]?.found == 1)
    #expect(score.rules[.tvGrid]?.found == 1 && score.rules[.controlsInRow]?.found == 1)
    #expect(score.defects > 20 && score.cleanMutants > 5)
    #expect(score.misses.isEmpty, "\(score.misses)")
    #expect(score.cleanFalseFindings == 0, "\(score.falses)")
    #expect(score.text.contains("overlap"))
  }
}
