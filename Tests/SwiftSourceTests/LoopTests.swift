import SwiftSource
import Testing

/// Arrays built by statements: a closure or function with a `for` loop that appends, as data for a
/// preview is often made. Before, the loop was skipped and the array was empty, with no warning.
@Suite("Loops and mutating calls in the evaluator")
struct LoopTests {
  @Test("a closure-initialized property built by a for loop with append draws every row")
  func closureWithLoop() throws {
    let text = try outline(
      """
      import SwiftUI
      struct Days: View {
        var numbers: [Int] = {
          var result: [Int] = []
          for i in 0..<3 { result.append(i * 10) }
          return result
        }()
        var body: some View {
          VStack { ForEach(numbers, id: \\.self) { Text("n\\($0)") } }
        }
      }
      #Preview { Days() }
      """)
    #expect(text == #"VStack { ForEach([0, 10, 20], id: \.self) { Text("n0"); Text("n10"); Text("n20") } }"#)
  }

  @Test(
    "a function with where, tuple patterns, append(contentsOf:), insert, removeLast, += and an early return")
  func functionWithLoop() throws {
    let text = try outline(
      """
      import SwiftUI
      func labels(_ names: [String]) -> [String] {
        var out: [String] = []
        var total = 0
        for (index, name) in names.enumerated() where name != "skip" {
          out.append("\\(index + 1). \\(name)")
          total += 1
        }
        out.append(contentsOf: ["tail", "gone"])
        out.removeLast()
        out.insert("head", at: 0)
        out += ["\\(total) kept"]
        return out
      }
      func firstLong(_ names: [String]) -> String {
        for name in names { if name.count > 3 { return name } }
        return "none"
      }
      #Preview {
        VStack {
          Text(labels(["Fern", "skip", "Lily"]).joined(separator: ", "))
          Text(firstLong(["Ivy", "Cactus", "Palm"]))
        }
      }
      """)
    #expect(text == #"VStack { Text("head, 1. Fern, 3. Lily, tail, 2 kept"); Text("Cactus") }"#)
  }

  @Test(
    "a loop over what cannot be known warns and builds nothing; appending unknown contents leaves the array unknown"
  )
  func unknownSequence() throws {
    let source = """
      import SwiftUI
      struct Feed: View {
        let service: Service
        var rows: [String] {
          var out: [String] = []
          for post in service.posts { out.append(post.title) }
          return out
        }
        var body: some View { Text("\\(rows.count) rows") }
      }
      #Preview { Feed(service: Service()) }
      """
    #expect(
      try warnings(source).contains {
        $0.contains("the sequence 'service.posts' cannot be known statically; the loop is not run")
      })
    let unknownAppend = try outline(
      """
      import SwiftUI
      func count() -> Int {
        var names = ["a"]
        names.append(contentsOf: someService.names)
        return names.count
      }
      #Preview { Text("\\(count())") }
      """)
    #expect(unknownAppend == "Text(‹names.count›)")
  }
}
