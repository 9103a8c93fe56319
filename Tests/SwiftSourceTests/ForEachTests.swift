import Testing

@testable import SwiftSource

/// `ForEach` expands its template once per element of data known statically.
@Suite struct ForEachTests {
  @Test func arrayLiteralWithIdSelfAndNamedParameter() throws {
    #expect(
      try outline(body: #"ForEach(["a", "b"], id: \.self) { letter in Text(letter) }"#)
        == #"ForEach(["a", "b"], id: \.self) { letter in Text("a"); Text("b") }"#)
  }

  @Test func rangesHalfOpenAndClosedWithShorthandParameter() throws {
    #expect(
      try outline(body: #"ForEach(0..<3) { Text("Row \($0)") }"#)
        == #"ForEach(0..<3) { Text("Row 0"); Text("Row 1"); Text("Row 2") }"#)
    #expect(
      try outline(body: #"ForEach(1...2, id: \.self) { n in Text("\(n)") }"#)
        == #"ForEach(1...2, id: \.self) { n in Text("1"); Text("2") }"#)
  }

  @Test func enumeratedGivesOffsetAndElement() throws {
    let body = #"""
      let names = ["Ann", "Bo"]
      ForEach(Array(names.enumerated()), id: \.offset) { index, name in Text("\(index + 1). \(name)") }
      ForEach(names.enumerated().map { $0 }, id: \.offset) { Text($0.element) }
      """#
    let views = try evaluation("#Preview {\n\(body)\n}").views
    #expect(views[0].content().map(\.description) == [#"Text("1. Ann")"#, #"Text("2. Bo")"#])
    #expect(views[1].content().map(\.description) == [#"Text("Ann")"#, #"Text("Bo")"#])
  }

  @Test func constantArraysOfTheFileAndOfStaticMembers() throws {
    let text = """
      import SwiftUI
      let fruits = ["Apple", "Pear"]
      struct Item: Identifiable { let id: Int; var name: String
        static let all = [Item(id: 1, name: "One"), Item(id: 2, name: "Two")]
      }
      #Preview {
        List {
          ForEach(fruits, id: \\.self) { Text($0) }
          ForEach(Item.all) { item in Text(item.name).tag(item.id) }
        }
      }
      """
    let list = try evaluation(text).views[0]
    #expect(list.content()[0].content().map(\.description) == [#"Text("Apple")"#, #"Text("Pear")"#])
    #expect(
      list.content()[1].content().map(\.description) == [#"Text("One").tag(1)"#, #"Text("Two").tag(2)"#])
  }

  @Test func enumAllCases() throws {
    let text = """
      import SwiftUI
      enum Size: String, CaseIterable { case small, large }
      #Preview { Picker("Size", selection: .constant(Size.small)) { ForEach(Size.allCases, id: \\.self) { Text($0.rawValue.capitalized) } } }
      """
    #expect(
      try outline(text)
        == #"Picker("Size", selection: Size.small) { ForEach([Size.small, Size.large], id: \.self) { Text("Small"); Text("Large") } }"#
    )
  }

  @Test func bindingsOverData() throws {
    let text = """
      import SwiftUI
      struct Task: Identifiable { var id: Int; var done: Bool }
      struct Tasks: View {
        @State var tasks = [Task(id: 1, done: true), Task(id: 2, done: false)]
        var body: some View { ForEach($tasks) { $task in Toggle("Task \\(task.id)", isOn: $task.done) } }
      }
      #Preview { Tasks() }
      """
    #expect(
      try evaluation(text).views[0].content().map(\.description) == [
        #"Toggle("Task 1", isOn: true)"#, #"Toggle("Task 2", isOn: false)"#,
      ])
  }

  @Test func filteredAndMappedData() throws {
    let body = #"""
      let scores = [3, 8, 5]
      ForEach(scores.filter { $0 > 4 }.map { $0 * 10 }, id: \.self) { Text("\($0)") }
      """#
    #expect(
      try outline(body: body).hasSuffix(#"{ Text("80"); Text("50") }"#))
  }

  @Test func contentArgumentLabel() throws {
    #expect(
      try outline(body: #"ForEach(0..<2, content: { i in Text("\(i)") })"#)
        == #"ForEach(0..<2, content: { i in Text("0"); Text("1") })"#)
  }
}
