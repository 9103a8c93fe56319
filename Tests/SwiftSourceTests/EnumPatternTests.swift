import Foundation
import SwiftSource
import Testing

/// A `switch` over an enum whose cases carry values (`case detail(String)`) picks the case the
/// value is and binds its payload, as Swift does; a switch the preview cannot match says so.
@Suite("Enum cases with payloads")
struct EnumPatternTests {
  private func screen(_ route: String, _ cases: String) -> String {
    """
    import SwiftUI
    enum Route { case list, detail(String), page(Int, title: String) }
    struct Screen: View {
      let route: Route = \(route)
      var body: some View {
        switch route {
    \(cases.replacingOccurrences(of: "; ", with: "\n"))
        }
      }
    }
    #Preview { Screen() }
    """
  }

  @Test(
    "a payload case matches its name and binds its values",
    arguments: [
      (
        #".detail("Fern")"#, #"case .list: Text("List"); case .detail(let name): Text("Detail \(name)")"#,
        #"Text("Detail Fern")"#
      ),
      (
        #".detail("Fern")"#, #"case .list: Text("List"); case let .detail(name): Text(name)"#,
        #"Text("Fern")"#
      ),
      (
        #".detail("Fern")"#, #"case .detail: Text("Any detail"); case .list: Text("List")"#,
        #"Text("Any detail")"#
      ),
      (
        #".page(2, title: "Two")"#,
        #"case .page(1, _): Text("First"); case .page(_, let title): Text(title); default: Text("Other")"#,
        #"Text("Two")"#
      ),
      (#".list"#, #"case .detail(let name): Text(name); case .list: Text("List")"#, #"Text("List")"#),
    ])
  func payload(route: String, cases: String, shown: String) throws {
    #expect(try outline(screen(route, cases)) == shown)
  }

  @Test("a switch no case of which matches as the preview reads it warns instead of showing nothing silently")
  func noCase() throws {
    let said = try warnings(
      screen(#".detail("Fern")"#, #"case .list: Text("List"); case .detail("Moss"): Text("Moss")"#))
    #expect(
      said.contains(
        "6:12: no case of this switch matches 'route' as the preview reads it; nothing is shown for it"))
  }
}
