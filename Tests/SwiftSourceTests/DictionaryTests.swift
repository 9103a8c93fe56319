import SwiftSource
import Testing

/// Dictionaries as view code builds them: a list's sections from `Dictionary(grouping:by:)`, read
/// by key, by sorted keys or as sorted pairs; before, each was an unknown and the list was empty.
@Suite("Dictionaries in the evaluator")
struct DictionaryTests {
  /// The outline of a view whose `plants` are three plants in two rooms and whose body is `body`.
  private func outline(plantsView body: String) throws -> String {
    try SwiftSourceTests.outline(
      """
      import SwiftUI
      struct Plant: Identifiable { let id: Int; let name: String; let room: String }
      struct Plants: View {
        let plants = [
          Plant(id: 1, name: "Fern", room: "Study"), Plant(id: 2, name: "Cactus", room: "Kitchen"),
          Plant(id: 3, name: "Lily", room: "Study"),
        ]
        var body: some View {
      \(body)
        }
      }
      #Preview { Plants() }
      """)
  }

  @Test("Dictionary(grouping:by:) with a closure or a key path makes sections, read by sorted keys")
  func grouping() throws {
    for by in ["by: { $0.room }", "by: \\.room", "by: \\Plant.room"] {
      let text = try outline(
        plantsView: """
          let rooms = Dictionary(grouping: plants, \(by))
          List {
            ForEach(rooms.keys.sorted(), id: \\.self) { room in
              Section(room) {
                ForEach(rooms[room] ?? []) { plant in Text(plant.name) }
              }
            }
          }
          """)
      #expect(text.contains(#"Section("Kitchen") { ForEach"#), "\(by)")
      #expect(text.contains(#"{ plant in Text("Cactus") } }; Section("Study") {"#), "\(by)")
      #expect(text.contains(#"{ plant in Text("Fern"); Text("Lily") } }"#), "\(by)")
    }
  }

  @Test("a grouping's trailing closure, sorted(by:) on its pairs, a two-name closure, count and values")
  func sortedPairs() throws {
    let text = try outline(
      plantsView: """
        let rooms = Dictionary(grouping: plants) { $0.room }
        VStack {
          Text("\\(rooms.count) rooms, \\(rooms.values.count) groups")
          ForEach(rooms.sorted { $0.key > $1.key }, id: \\.key) { room, group in
            Text("\\(room): \\(group.map(\\.name).joined(separator: ", "))")
          }
        }
        """)
    #expect(text.contains(#"Text("2 rooms, 2 groups")"#))
    #expect(text.contains(#"Text("Study: Fern, Lily"); Text("Kitchen: Cactus")"#))
  }

  @Test("literals, subscripts with a default, filter, mapValues and uniqueKeysWithValues")
  func literalsAndMethods() throws {
    let text = try outline(
      plantsView: """
        let counts = ["Study": 2, "Kitchen": 1]
        let empty: [String: Int] = [:]
        let doubled = counts.mapValues { $0 * 2 }
        let busy = counts.filter { $0.value > 1 }
        let byID = Dictionary(uniqueKeysWithValues: plants.map { ($0.id, $0.name) })
        VStack {
          Text("\\(counts["Study"] ?? 0) \\(counts["Hall", default: 7]) \\(empty.isEmpty)")
          Text("\\(doubled["Kitchen"] ?? 0) \\(busy.keys.joined()) \\(byID[3] ?? "none")")
        }
        """)
    #expect(text.contains(#"Text("2 7 true")"#))
    #expect(text.contains(#"Text("2 Study Lily")"#))
  }

  @Test(
    "sorted(by:) on an array is stable and reads strings; an unknown key leaves the whole dictionary unknown")
  func sortingAndUnknowns() throws {
    let text = try outline(
      plantsView: """
        let names = plants.sorted { $0.room < $1.room }.map(\\.name)
        Text(names.joined(separator: " "))
        """)
    #expect(text == #"Text("Cactus Fern Lily")"#)
    // A key that cannot be known (a property the preview cannot read) leaves the count unknown,
    // shown as its trace, never as a guessed number.
    let unknown = try SwiftSourceTests.outline(
      """
      import SwiftUI
      struct Rooms: View {
        let plants: [String]
        var body: some View {
          let rooms = Dictionary(grouping: plants, by: { $0.unknownRoom })
          Text("\\(rooms.count) rooms")
        }
      }
      #Preview { Rooms(plants: ["Fern"]) }
      """)
    #expect(unknown == "Text(‹rooms.count› rooms)")
  }
}
