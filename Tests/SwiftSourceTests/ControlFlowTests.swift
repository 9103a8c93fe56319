import Testing

@testable import SwiftSource

/// `if`, `switch` and ternaries choose their branch when the condition is known.
@Suite struct ControlFlowTests {
  @Test func ifElseChainOnKnownValues() throws {
    let body = """
      let count = 0
      if count > 10 { Text("many") } else if count == 0 { Text("none") } else { Text("some") }
      if count == 0 { Image(systemName: "tray") }
      """
    #expect(try outline(body: body) == #"Text("none"); Image(systemName: "tray")"#)
  }

  @Test func ifLetBindsAKnownValueAndSkipsNil() throws {
    let body = """
      let subtitle: String? = "Details"
      let missing: String? = nil
      if let subtitle { Text(subtitle) }
      if let text = missing { Text(text) } else { Text("none") }
      """
    #expect(try outline(body: body) == #"Text("Details"); Text("none")"#)
  }

  @Test func switchOnEnumCasesLiteralsAndRanges() throws {
    let text = """
      import SwiftUI
      enum Mode { case list, grid }
      struct Browser: View {
        var mode = Mode.grid
        var score = 72
        var body: some View {
          switch mode {
          case .list: List { }
          case .grid: LazyVGrid(columns: []) { }
          }
          switch score {
          case 0..<50: Text("low")
          case 50...100: Text("high")
          default: Text("?")
          }
          switch "b" {
          case "a": Text("A")
          default: Text("other")
          }
        }
      }
      #Preview { Browser() }
      """
    #expect(try outline(text) == #"LazyVGrid(columns: []) { }; Text("high"); Text("other")"#)
  }

  @Test func ternariesOnKnownValues() throws {
    let body = """
      let isOn = false
      Image(systemName: isOn ? "bolt.fill" : "bolt.slash").foregroundStyle(isOn ? .yellow : .gray)
      """
    #expect(try outline(body: body) == #"Image(systemName: "bolt.slash").foregroundStyle(.gray)"#)
  }

  @Test func ifAndSwitchExpressionsInValues() throws {
    let body = """
      let n = 2
      let word = if n == 1 { "one" } else { "two" }
      let size: CGFloat = switch n { case 1: 10; default: 20 }
      Text(word).frame(width: size)
      """
    #expect(try outline(body: body) == #"Text("two").frame(width: 20)"#)
  }

  @Test func returnInsideABranchOfAHelper() throws {
    let text = """
      import SwiftUI
      func label(_ n: Int) -> String {
        if n == 0 { return "zero" }
        return "\\(n)"
      }
      #Preview { Text(label(0)); Text(label(5)) }
      """
    #expect(try outline(text) == #"Text("zero"); Text("5")"#)
  }
}
