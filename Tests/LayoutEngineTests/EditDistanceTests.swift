import Testing

@testable import LayoutEngine

/// The one "did you mean": the distance, the score, the threshold and the ranking that layout
/// files, themes and device names all use.
@Suite("Did you mean")
struct EditDistanceTests {
  @Test(
    "optimal string alignment: a swap of neighbours costs one edit",
    arguments: [
      ("", "", 0), ("", "abc", 3), ("abc", "", 3), ("abc", "abc", 0),
      ("kitten", "sitting", 3), ("iphone71pro", "iphone17pro", 1), ("ab", "ba", 1),
      ("iphone71pro", "iphone11pro", 1), ("ca", "abc", 3),
    ])
  func distances(a: String, b: String, expected: Int) {
    #expect(EditDistance.distance(a, b) == expected)
    #expect(EditDistance.distance(b, a) == expected)
  }

  @Test(
    "the threshold is a third of the word's length, at least 1 and at most 3",
    arguments: [
      ("", 1), ("rd", 1), ("fnt", 1), ("paddin", 2), ("slection", 2), ("iphone71pro", 3),
      ("a-very-long-name", 3),
    ])
  func threshold(word: String, allowed: Int) {
    #expect(EditDistance.allowedEdits(for: word) == allowed)
  }

  @Test("case is ignored, then costs one more edit: a case-only difference scores 1")
  func score() {
    #expect(EditDistance.score(of: "VStack", for: "vstack") == 1)
    #expect(EditDistance.score(of: "VStack", for: "VStack") == 0)
    #expect(EditDistance.score(of: "VStack", for: "Vstak") == 2)
    #expect(EditDistance.score(of: "padding", for: "paddin") == 1)
    #expect(EditDistance.score(of: "Padding", for: "paddin") == 2)
  }

  @Test("a suggestion is the nearest candidate within the threshold, or none")
  func suggestion() {
    #expect(EditDistance.suggestion(for: "fnt", among: ["frame", "font", "foreground"]) == "font")
    #expect(EditDistance.suggestion(for: "rd", among: ["red", "green"]) == "red")
    // Two edits from a short word is too far: "gern" is 4 long, so only 1 edit is allowed.
    #expect(EditDistance.suggestion(for: "gern", among: ["green"]) == nil)
    #expect(EditDistance.suggestion(for: "vstack", among: ["HStack", "VStack"]) == "VStack")
    #expect(EditDistance.suggestion(for: "Zebra", among: ["VStack", "Text"]) == nil)
    // The word itself is not a suggestion for itself.
    #expect(EditDistance.suggestion(for: "font", among: ["font"]) == nil)
  }

  @Test("the ranking: nearest first, ties in the order given, each candidate by its nearest key")
  func ranking() {
    let candidates = [["iphone16pro"], ["iphone17pro", "17pro"], ["iphone11pro"], ["ipadair11"]]
    let ranked = EditDistance.ranking(for: "iphone71pro", among: candidates) { $0 }
    #expect(ranked == [1, 2, 0])
    #expect(EditDistance.ranking(for: "17pr", among: candidates) { $0 } == [1])
  }
}
