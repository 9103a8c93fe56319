import Testing

@testable import SwiftSource

/// What apps built on observable models write: a store given with `.environment(_:)` or
/// `.environmentObject(_:)` and read by the views inside, optional state that starts as nil,
/// and the collection and string methods their computed properties use.
@Suite struct EnvironmentAndModelTests {
  static let store = """
    import SwiftUI
    struct Trip: Identifiable { let id: Int; var name: String; var nights: Int }
    @Observable final class TripStore {
      var trips: [Trip] = []
      static var preview: TripStore {
        let store = TripStore()
        store.trips = [Trip(id: 1, name: "Lisbon", nights: 4), Trip(id: 2, name: "Porto", nights: 3)]
        return store
      }
    }

    """

  @Test func theEnvironmentsObjectIsReadByTheViewsInside() throws {
    let text =
      Self.store + """
        struct TripList: View {
          @Environment(TripStore.self) private var store
          var body: some View {
            if store.trips.isEmpty {
              Text("No trips")
            } else {
              List(store.trips) { trip in Text(trip.name) }
            }
          }
        }
        #Preview { NavigationStack { TripList() }.environment(TripStore.preview) }
        """
    let evaluation = try evaluation(text)
    #expect(evaluation.allWarnings.isEmpty, "\(evaluation.allWarnings)")
    #expect(
      evaluation.views.map(\.description) == [
        #"NavigationStack { List { ForEach([Trip(id: 1, name: "Lisbon", nights: 4), Trip(id: 2, name: "Porto", nights: 3)]) { trip in Text("Lisbon"); Text("Porto") } } }.environment(TripStore(trips: [Trip(id: 1, name: "Lisbon", nights: 4), Trip(id: 2, name: "Porto", nights: 3)]))"#
      ])
  }

  @Test func environmentObjectsOfTheOlderSpellingToo() throws {
    let text =
      Self.store + """
        struct Count: View {
          @EnvironmentObject var store: TripStore
          var body: some View { Text("\\(store.trips.count) trips") }
        }
        #Preview { Count().environmentObject(TripStore.preview) }
        #Preview("none given") { Count() }
        """
    #expect(try evaluation(text).views[0].arguments[0].value == .string("2 trips"))
    let none = try evaluation(text, preview: 1).views[0].arguments[0].value
    guard case .placeholder(let placeholder) = none else {
      Issue.record("no store given: expected a placeholder, found \(none)")
      return
    }
    #expect(placeholder.text == "‹store.trips.count› trips")
  }

  @Test func optionalStateStartsAsNil() throws {
    let text = """
      import SwiftUI
      enum Kind { case city, beach }
      struct Filter: View {
        @State private var selected: Kind?
        var body: some View {
          Text(selected == nil ? "All kinds" : "One kind")
          Text(selected == .city ? "City" : "Not city")
        }
      }
      #Preview { Filter() }
      """
    #expect(try outline(text) == #"Text("All kinds"); Text("Not city")"#)
  }

  @Test func reduceAndStringSearches() throws {
    let body = """
      let nights = [4, 1, 3]
      let name = "Lisbon & Porto"
      Text("\\(nights.reduce(0) { $0 + $1 }) nights, \\(nights.reduce(10, +)) with ten")
      Text(name.localizedCaseInsensitiveContains("PORTO") ? "has Porto" : "no Porto")
      Text(name.hasPrefix("Lis") && !name.contains("Faro") ? "Lisbon, not Faro" : "?")
      Text(nights.contains(3) ? "a 3" : "no 3")
      """
    #expect(
      try outline(body: body)
        == #"Text("8 nights, 18 with ten"); Text("has Porto"); Text("Lisbon, not Faro"); Text("a 3")"#)
  }
}
