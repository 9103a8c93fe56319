import LayoutEngine
import LayoutMapping
import Testing

/// `.gridColumnAlignment(_:)`: one cell sets the horizontal alignment of every cell in its `Grid`
/// column. Added by its declaration and the grid's reading of it, it reads the same in both
/// syntaxes and moves the column's narrower cells, not the others.
@Suite struct GridColumnAlignmentTests {
  /// A two-column grid of labels and values, its first column's alignment set on its first cell.
  let both: BothSyntaxes

  init() throws {
    both = try bothSyntaxes(
      yaml: """
        Grid:
          content:
            - GridRow:
                content:
                  - Text: Name
                    gridColumnAlignment: trailing
                  - Text: Ada Lovelace
            - GridRow:
                content:
                  - Text: Date of birth
                  - Text: "1815"
        """,
      swift: """
        Grid {
          GridRow {
            Text("Name").gridColumnAlignment(.trailing)
            Text("Ada Lovelace")
          }
          GridRow {
            Text("Date of birth")
            Text("1815")
          }
        }
        """)
  }

  @Test func bothSyntaxesReadTheSameGrid() {
    #expect(both.swift.warnings == [], "\(messages(both.swift))")
    #expect(outline(both.yaml.body) == outline(both.swift.body))
    for body in both.bodies {
      #expect(body.children[0].children[0].modifiers == [.gridColumnAlignment(.trailing)])
    }
  }

  @Test func theColumnsCellsLineUpOnItsTrailingEdgeAndTheOtherColumnStaysCentred() throws {
    // Grid, row, Name, Ada Lovelace, row, Date of birth, 1815.
    let aligned = frames(both.yaml.body)
    #expect(aligned == frames(both.swift.body))
    let name = aligned[2]
    let date = aligned[5]
    #expect(name.width < date.width)
    #expect(abs(name.maxX - date.maxX) < 0.001)
    // The second column keeps the grid's centre.
    let value = aligned[3]
    let year = aligned[6]
    #expect(abs(value.midX - year.midX) < 0.001)
    // Without it the column is centred, as the grid's default alignment is.
    let centred = frames(
      try swiftBody(
        "Grid {\nGridRow { Text(\"Name\"); Text(\"Ada Lovelace\") }\nGridRow { Text(\"Date of birth\"); Text(\"1815\") }\n}"
      ))
    #expect(abs(centred[2].midX - date.midX) < 0.001)
    #expect(centred[5] == date)
  }

  @Test func aLayoutFileNamesAnAlignmentItDoesNotHave() throws {
    let error = try #require(
      yamlError("body:\n  Grid:\n    content:\n      - GridRow: [{Text: a, gridColumnAlignment: top}]"))
    #expect(
      error.description
        == "test.yaml:4:50: error: unknown alignment 'top' for 'gridColumnAlignment'; expected one of "
        + "'leading', 'center', 'trailing'")
  }
}
