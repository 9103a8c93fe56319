import Audit
import Devices
import LayoutEngine
import LayoutMapping
import Snapshots
import Testing

/// The snapshot file: one JSON object a line, a versioned header, read back as written.
@Suite struct SnapshotFormatTests {
  @Test func aSnapshotReadsBackAsWritten() throws {
    let made = try snapshot(settingsLayout)
    let read = try SnapshotReader.read(made.text, file: "test.snapshot")
    #expect(read == made)
    #expect(read.text == made.text)
    #expect(read.variants.count == 4)
    let lines = made.text.split(separator: "\n")
    #expect(
      lines[0]
        == #"{"format": "layout-preview snapshot", "version": 2, "layout": "Layouts/test.yaml", "preview": null, "variants": 4, "nodes": \#(made.variants.map(\.nodes.count).reduce(0, +))}"#
    )
    // The variant's line, then its nodes in document order, each on one line with its source
    // line and column but no file.
    #expect(
      lines[1].hasPrefix(
        #"{"device": "iPhone SE 4-inch", "orientation": "portrait", "typeSize": "Large", "direction": "ltr""#)
    )
    #expect(lines[2].hasPrefix(#"{"path": "0", "id": null, "type": "VStack", "frame": {"#))
    #expect(lines[2].hasSuffix(#""hidden": false, "source": {"line": 2, "column": 3}}"#))
    #expect(
      lines.contains {
        $0.hasPrefix(#"{"path": "0.0", "id": "title", "type": "Text""#)
          && $0.contains(#""lines": ["Settings"], "truncated": false"#)
      })
    #expect(!made.text.contains("test.yaml\", \"line"))
  }

  @Test func makingASnapshotTwiceGivesTheSameBytes() throws {
    #expect(try snapshot(settingsLayout).text == snapshot(settingsLayout).text)
  }

  @Test func theFileNameHoldsNoFoldersAndNothingUnsafe() throws {
    var made = try snapshot(settingsLayout, layout: "Layouts/my screens/a:b.yaml")
    #expect(made.fileName == "Layouts__my_screens__a_b.yaml.snapshot")
    made.layout = "../.hidden.yaml"
    #expect(made.fileName == "_.__.hidden.yaml.snapshot")
    made.layout = "Views.swift"
    made.preview = "Dark mode"
    #expect(made.fileName == "Views.swift@Dark_mode.snapshot")
  }

  @Test func badLinesAreReportedAtTheirLineAndColumn() throws {
    let text = try snapshot(settingsLayout).text
    var lines = text.split(separator: "\n").map(String.init)
    lines[3] = String(lines[3].dropLast())
    #expect(
      throws: SnapshotError.invalid(
        file: "s.snapshot", line: 4, column: lines[3].count + 1, message: "an object is not closed")
    ) {
      try SnapshotReader.read(lines.joined(separator: "\n"), file: "s.snapshot")
    }
    lines = text.split(separator: "\n").map(String.init)
    lines[0] = lines[0].replacingOccurrences(of: #""version": 2"#, with: #""version": 1"#)
    #expect(
      throws: SnapshotError.invalid(
        file: "s.snapshot", line: 1, column: 1,
        message:
          "snapshot format version 1; this layout-preview reads version 2: make the snapshots again with it")
    ) { try SnapshotReader.read(lines.joined(separator: "\n"), file: "s.snapshot") }
    lines = text.split(separator: "\n").map(String.init)
    lines[2] = lines[2].replacingOccurrences(of: #""type": "VStack""#, with: #""type": 3"#)
    #expect(
      throws: SnapshotError.invalid(
        file: "s.snapshot", line: 3, column: 1, message: "the node's type is not a string")
    ) { try SnapshotReader.read(lines.joined(separator: "\n"), file: "s.snapshot") }
    #expect(
      throws: SnapshotError.invalid(
        file: "s.snapshot", line: 1, column: 1,
        message: "not a layout-preview snapshot (its first line names the format)")
    ) { try SnapshotReader.read("{\"x\": 1}\n", file: "s.snapshot") }
  }

  @Test func aMatrixTooLargeForTheBudgetIsRefusedWithItsSize() throws {
    let document = try snapshot(settingsLayout)
    let views = document.variants[0].nodes.count
    #expect(
      throws: SnapshotError.overBudget(layout: "Layouts/test.yaml", variants: 4, views: views, budget: 10)
    ) {
      try SnapshotMaker.snapshot(
        SnapshotMaker.Input(
          layout: "Layouts/test.yaml", preview: nil,
          body: try LayoutFileParserShim.body(settingsLayout), traits: .init()),
        matrix: smallMatrix(), budget: 10)
    }
  }

  /// A size-that-fits canvas is as wide as the device and as tall as the layout: devices of one
  /// width, and the split and keyboard variants, show the same canvas. Each variant of the
  /// matrix keeps a line naming it, so a snapshot diffed with itself, made now or read back,
  /// compares every variant and finds nothing.
  @Test func aSizeThatFitsPreviewKeepsEveryVariantApart() throws {
    let catalog = DeviceCatalog.standard
    let phones = catalog.devices.filter { $0.idiom == .phone }
    let widths = Dictionary(grouping: phones, by: \.portraitSize.width)
    let sameWidth = try #require(widths.values.first { $0.count > 1 })
    let matrix = VariantMatrix(
      devices: Array(sameWidth.prefix(2)) + [try catalog.device(named: "iPad Pro 9.7-inch")],
      orientations: [.portrait], typeSizes: [.large], directions: [.leftToRight], languages: [.english],
      splitModes: [.full, .half], keyboard: [false, true])
    let input = SnapshotMaker.Input(
      layout: "Layouts/test.yaml", preview: "Fits", body: try LayoutFileParserShim.body(settingsLayout),
      traits: LayoutTraits(canvas: .sizeThatFits))
    let made = try SnapshotMaker.snapshot(input, matrix: matrix)
    // Two phones and an iPad; the split and keyboard variants are the same canvas.
    #expect(made.variants.map(\.variant.device.name) == matrix.devices.map(\.name))
    #expect(made.variants.allSatisfy { $0.variant.splitMode == .full && !$0.variant.showsKeyboard })
    let first = try #require(made.variants.first)
    #expect(first.window.width == sameWidth[0].portraitSize.width)
    #expect(first.window.height < sameWidth[0].portraitSize.height)
    #expect(first.lines[0].contains(#""device": "\#(sameWidth[0].name)", "orientation": "portrait""#))
    let read = try SnapshotReader.read(made.text, file: "test.snapshot")
    #expect(read == made)
    let diff = try #require(SnapshotDiff.diff(old: [read], new: [made]).first)
    #expect(!diff.hasChanges)
    #expect(diff.variantCount == 3)
  }

  @Test func thePullRequestPresetIsSmallAndNamed() {
    let matrix = MatrixPreset.pr.matrix()
    #expect(matrix.devices.map(\.name) == ["iPad Pro 9.7-inch", "iPhone 17 Pro Max", "iPhone SE 4-inch"])
    #expect(matrix.variants(languages: [.english]).count == 24)
  }
}
