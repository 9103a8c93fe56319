import Audit
import Devices
import LayoutEngine
import LayoutFile
import Snapshots

/// A snapshot of `yaml` (a layout file's text) over `matrix` (by default one iPhone SE 4-inch in
/// portrait at Large and AX3, both directions).
func snapshot(_ yaml: String, matrix: VariantMatrix = smallMatrix(), layout: String = "Layouts/test.yaml")
  throws -> LayoutSnapshot
{
  let document = try LayoutFileParser.parse(bytes: Array(yaml.utf8), file: layout)
  return try SnapshotMaker.snapshot(
    SnapshotMaker.Input(layout: layout, preview: nil, body: document.body, traits: document.traits),
    matrix: matrix)
}

func smallMatrix() -> VariantMatrix {
  VariantMatrix(
    devices: [try! DeviceCatalog.standard.device(named: "iPhone SE 4-inch")], orientations: [.portrait],
    typeSizes: [.large, .accessibility3], directions: [.leftToRight, .rightToLeft], languages: [.english])
}

/// The text report of `old` against `new`, both layout texts.
func diffText(_ old: String, _ new: String, matrix: VariantMatrix = smallMatrix()) throws -> String {
  DiffTextReport.render(
    SnapshotDiff.diff(old: [try snapshot(old, matrix: matrix)], new: [try snapshot(new, matrix: matrix)]))
}

/// A settings screen as pull requests change it: a title, a list of rows, a footer button.
let settingsLayout = """
  body:
    VStack:
      spacing: 12
      padding: 16
      content:
        - Text: Settings
          font: title
          id: title
        - VStack:
            alignment: leading
            id: rows
            content:
              - HStack:
                  content:
                    - Text: Wi-Fi
                    - Spacer: {}
                    - Text: Home
              - HStack:
                  content:
                    - Text: Bluetooth
                    - Spacer: {}
                    - Text: On
              - HStack:
                  content:
                    - Text: Cellular
                    - Spacer: {}
                    - Text: Off
        - Button: Sign Out
          id: signOut
        - Spacer: {}
  """

/// A layout text's body.
enum LayoutFileParserShim {
  static func body(_ yaml: String) throws -> ViewNode {
    try LayoutFileParser.parse(bytes: Array(yaml.utf8), file: "Layouts/test.yaml").body
  }
}
