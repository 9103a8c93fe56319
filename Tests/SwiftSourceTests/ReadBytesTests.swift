import Foundation
import LayoutEngine
import LayoutMapping
import SwiftSource
import TestSupport
import Testing

/// A folder of large Swift files does not make a preview parse for half a minute: the file, its
/// folder's files and the project's together are read up to `SwiftLayouts.maximumReadBytes`, and
/// what is left unread is named in a warning.
@Suite("The Swift read's byte budget")
struct ReadBytesTests {
  /// A sibling of about 250 KiB that declares nothing: one long comment, which the lexer passes
  /// over quickly, so the test measures the budget and not the parser.
  private let filler = "// " + String(repeating: "generated text ", count: 250 * 1024 / 15) + "\n"

  private let card = "import SwiftUI\nstruct Card: View { var body: some View { Text(\"Card body\") } }\n"

  private let main = """
    import SwiftUI

    struct Screen: View {
      var body: some View {
        VStack {
          Text("Title")
          Card()
        }
      }
    }

    #Preview { Screen() }
    """

  /// `Card` is declared in `Z.swift`, itself as large as a filler, which sorts after `count`
  /// fillers named `A00.swift`...: a smaller file past the budget's edge would still fit.
  private func folder(fillers count: Int) throws -> URL {
    var files = [
      "Screen.swift": main,
      "Z.swift": card + filler,
    ]
    for index in 0..<count { files[String(format: "A%02d.swift", index)] = filler }
    return try TemporaryProject.make("lp-read-bytes", files)
  }

  @Test("files past the budget are not read, and one warning at file:1:1 says which and why")
  func pastTheBudget() throws {
    // 17 fillers of 250 KiB are 4.15 MiB: the last fillers and Z.swift are left out.
    let root = try folder(fillers: 17)
    defer { try? FileManager.default.removeItem(at: root) }
    let path = root.path + "/Screen.swift"
    let document = try SwiftLayouts.load(path: path, project: .none)[0]
    let warning = try #require(document.warnings.first { $0.message.contains("were not read") })
    #expect(warning.location == SourceLocation(file: path, line: 1, column: 1))
    #expect(warning.message.hasPrefix("A16.swift and 1 more file of the folder and project were not read"))
    #expect(warning.message.contains("4 MiB"))
    #expect(!String(describing: document.body).contains("Card body"))
    #expect(!document.files.contains { $0.hasSuffix("/Z.swift") })
  }

  @Test("within the budget every sibling is read and nothing is said")
  func withinTheBudget() throws {
    let root = try folder(fillers: 3)
    defer { try? FileManager.default.removeItem(at: root) }
    let document = try SwiftLayouts.load(path: root.path + "/Screen.swift", project: .none)[0]
    #expect(!document.warnings.contains { $0.message.contains("were not read") })
    #expect(String(describing: document.body).contains("Card body"))
    #expect(document.files.contains { $0.hasSuffix("/Z.swift") })
  }
}
