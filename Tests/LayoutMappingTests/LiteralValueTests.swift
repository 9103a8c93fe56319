import LayoutEngine
import LayoutMapping
import Testing

/// The values written as one literal or name are read by one function, `ValueConverter.literal`:
/// a layout file's scalar and a Swift argument give the same value, and what a layout file is
/// refused for is a typed problem, the same whichever reader asks.
@Suite struct LiteralValueTests {
  @Test func namesAreMembersWhateverTheTypeBeforeThem() throws {
    #expect(
      try ValueConverter.literal(.member(base: "Alignment", name: "topLeading"), as: .alignment)
        == .alignment(.topLeading))
    #expect(
      try ValueConverter.literal(.member(base: nil, name: "bold"), as: .fontWeight) == .fontWeight(.bold))
    #expect(
      try ValueConverter.literal(
        .array([.member(base: nil, name: "top"), .member(base: nil, name: "bottom")]),
        as: .edges) == .edges([.top, .bottom]))
    #expect(
      try ValueConverter.literal(.member(base: nil, name: "both"), as: .axes)
        == .axes(horizontal: true, vertical: true))
  }

  @Test func aStrictReadingSaysWhyAValueIsRefused() {
    #expect(throws: SpellingProblem.unknownName("leadin")) {
      try ValueConverter.literal(.member(base: nil, name: "leadin"), as: .horizontalAlignment)
    }
    #expect(throws: SpellingProblem.unknownName("middle")) {
      try ValueConverter.literal(
        .array([.member(base: nil, name: "top"), .member(base: nil, name: "middle")]),
        as: .edges)
    }
    #expect(throws: SpellingProblem.infinityNotAllowed) {
      try ValueConverter.literal(.member(base: nil, name: "infinity"), as: .number(.length))
    }
    #expect(throws: SpellingProblem.number(label: "_", .negative, written: .number(-1))) {
      try ValueConverter.literal(.number(-1), as: .number(.length))
    }
    #expect(throws: SpellingProblem.belowMinimum(1)) {
      try ValueConverter.literal(.number(0), as: .integer(minimum: 1))
    }
    #expect(throws: SpellingProblem.notWhole) { try ValueConverter.literal(.number(1.5), as: .lineCount) }
    let styles = Choices(
      ["automatic", "plain"], kind: "style", rejected: ["odd": "not iOS's"],
      otherPlatforms: ["checkbox": "macOS's"])
    #expect(throws: SpellingProblem.rejected("odd", reason: "not iOS's")) {
      try ValueConverter.literal(.member(base: nil, name: "odd"), as: .choice(styles))
    }
    #expect(throws: SpellingProblem.otherPlatform("checkbox")) {
      try ValueConverter.literal(.member(base: nil, name: "checkbox"), as: .choice(styles))
    }
    #expect(ValueConverter.memberNames(of: .choice(styles)) == ["automatic", "plain"])
  }

  @Test func aColourWrittenAsTextIsKeptAndANameMustBeAStandardOne() throws {
    #expect(try ValueConverter.literal(.string("#FF9500"), as: .colorName) == .text("#FF9500"))
    #expect(try ValueConverter.literal(.member(base: "Color", name: "red"), as: .colorName) == .text("red"))
    #expect(throws: SpellingProblem.unknownName("redd")) {
      try ValueConverter.literal(.member(base: nil, name: "redd"), as: .colorName)
    }
  }
}
