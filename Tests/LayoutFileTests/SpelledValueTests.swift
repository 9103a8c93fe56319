import LayoutEngine
import LayoutMapping
import Testing

@testable import LayoutFile

/// The values a layout file may write in SwiftUI's spelling are parsed into the call tree's
/// `SourceValue` and read by the converter Swift source goes through: the same reading from both,
/// strict (an error) for layout files where Swift source is lenient (`nil`, then a warning).
@Suite struct SpelledValueTests {
  private let here = SourceLocation(file: "test.yaml", line: 1, column: 1)

  @Test func rangesAndParenthesesParseAsSwiftWritesThem() {
    #expect(
      ValueExpression.parse("2...3", at: here) == .range(lower: .number(2), upper: .number(3), isClosed: true)
    )
    #expect(
      ValueExpression.parse("...(.xxxLarge)", at: here)
        == .range(lower: nil, upper: .member(base: nil, name: "xxxLarge"), isClosed: true))
    #expect(
      ValueExpression.parse(".small ..< DynamicTypeSize.accessibility1", at: here)
        == .range(
          lower: .member(base: nil, name: "small"),
          upper: .member(base: "DynamicTypeSize", name: "accessibility1"), isClosed: false))
    #expect(
      ValueExpression.parse("AX1...", at: here)
        == .range(lower: .member(base: nil, name: "AX1"), upper: nil, isClosed: true))
    #expect(ValueExpression.parse("...", at: here) == nil)
    // A method call still follows its value: the range operator is not a member's dot.
    #expect(ValueExpression.parse(".body.bold()", at: here) != nil)
  }

  @Test func memberNamesAreTheMembersSwiftUIWrites() {
    #expect(ValueExpression.memberName(".leading") == "leading")
    #expect(ValueExpression.memberName("Alignment.topLeading") == "topLeading")
    #expect(ValueExpression.memberName("Font.Weight.bold") == "bold")
    #expect(ValueExpression.memberName("leading") == "leading")
    // Not a member: kept as written, for the reader's "unknown …" message.
    #expect(ValueExpression.memberName("foo.bar") == "foo.bar")
    #expect(ValueExpression.memberName("Color.red.opacity(0.5)") == "Color.red.opacity(0.5)")
  }

  @Test func typeSizesReadTheSameFromBothSyntaxesAndOnlyTheLayoutFileRefusesBadOnes() throws {
    let range = ValueExpression.parse(".xSmall ... .accessibility2", at: here)!
    #expect(try ValueConverter.typeSizes(range, strict: true) == .xSmall ... .accessibility2)
    #expect(try ValueConverter.typeSizes(range, strict: false) == .xSmall ... .accessibility2)
    let below = ValueExpression.parse("..<AX1", at: here)!
    #expect(try ValueConverter.typeSizes(below, strict: true) == .xSmall ... .xxxLarge)

    let empty = ValueExpression.parse("AX2...AX1", at: here)!
    #expect(throws: SpellingProblem.emptyRange) { try ValueConverter.typeSizes(empty, strict: true) }
    #expect(try ValueConverter.typeSizes(empty, strict: false) == nil)
    let misspelt = ValueExpression.parse("...Larg", at: here)!
    #expect(throws: SpellingProblem.unknownName("Larg")) {
      try ValueConverter.typeSizes(misspelt, strict: true)
    }
    #expect(try ValueConverter.typeSizes(misspelt, strict: false) == nil)

    // The layout file words the problems as before.
    #expect(
      try body("Text: a\nvariants:\n  - if: {typeSize: \".large ... .xxxLarge\"}\n    font: title")
        .variants.first?.condition.typeSizes == .large ... .xxxLarge)
    #expect(
      diagnostic("body:\n  Text: a\n  dynamicTypeSize: xSmall..<\n")?.message
        == "a range with '..<' needs an upper bound, such as 'xSmall..<AX1'")
  }

  @Test func lineRangesAreClosedInALayoutFileAsSwiftUIsLineLimitTakesThem() throws {
    let closed = ValueExpression.parse("2...3", at: here)!
    #expect(try ValueConverter.lineRange(closed, strict: true).map { [$0.lower, $0.upper] } == [2, 3])
    let halfOpen = ValueExpression.parse("2..<4", at: here)!
    #expect(throws: SpellingProblem.arguments) { try ValueConverter.lineRange(halfOpen, strict: true) }
    #expect(try ValueConverter.lineRange(halfOpen, strict: false).map { [$0.lower, $0.upper] } == [2, 3])
    #expect(
      diagnostic("body:\n  Text: a\n  lineLimit: 3...2\n")?.description
        == "test.yaml:3:14: error: the line range '3...2' is empty")
    #expect(
      diagnostic("body:\n  Text: a\n  lineLimit: 0...2\n")?.message
        == "expected a range of whole numbers from 1 such as '2...3' for 'limit', found '0...2'")
  }

  @Test func shapesAreStrictInALayoutFileAndLenientInSwift() throws {
    let unknownLabel = ValueExpression.parse(".capsule(cornerRadius: 4)", at: here)!
    #expect(throws: SpellingProblem.arguments) { try ValueConverter.shapeMember(unknownLabel, strict: true) }
    #expect(try ValueConverter.shapeMember(unknownLabel, strict: false) == .capsule)
    let negative = ValueExpression.parse(".rect(cornerRadius: -1)", at: here)!
    #expect(throws: SpellingProblem.number(label: "cornerRadius", .negative, written: .number(-1))) {
      try ValueConverter.shapeMember(negative, strict: true)
    }
    #expect(try ValueConverter.shapeMember(negative, strict: false) == nil)
    #expect(
      try ValueConverter.buttonBorderShape(
        ValueExpression.parse("ButtonBorderShape.roundedRectangle(radius: 8)", at: here)!, strict: true)
        == .roundedRectangle(radius: 8))
  }

  @Test func gridItemSizesHaveOneSetOfDefaultsAndOnlyTheLayoutFileRefusesCrossedBounds() throws {
    #expect(
      try ValueConverter.gridItemSize("flexible", minimum: nil, maximum: nil, strict: true)
        == .flexible(minimum: GridItem.defaultFlexibleMinimum, maximum: .infinity))
    #expect(
      try ValueConverter.gridItemSize("adaptive", minimum: 80, maximum: nil, strict: false)
        == .adaptive(minimum: 80, maximum: .infinity))
    #expect(throws: GridItemProblem.minimumAboveMaximum(minimum: 90, maximum: 40)) {
      try ValueConverter.gridItemSize("flexible", minimum: 90, maximum: 40, strict: true)
    }
    #expect(
      try ValueConverter.gridItemSize("flexible", minimum: 90, maximum: 40, strict: false)
        == .flexible(minimum: 90, maximum: 40))
    #expect(throws: GridItemProblem.noMinimum) {
      try ValueConverter.gridItemSize("adaptive", minimum: nil, maximum: nil, strict: true)
    }
    #expect(try ValueConverter.gridItemSize("adaptive", minimum: 0, maximum: nil, strict: false) == nil)
    #expect(
      diagnostic("body:\n  LazyVGrid: {columns: [{adaptive: 0}]}\n")?.message
        == "'adaptive' needs a minimum width greater than 0")
  }

  @Test func everyNumberRuleHasOneSetOfBounds() {
    #expect(NumberRule.length.problem(with: 100_000) == nil)
    #expect(NumberRule.length.problem(with: 100_001) == .tooLarge)
    #expect(NumberRule.maximumLength.problem(with: -1) == .negative)
    #expect(NumberRule.signed.problem(with: -100_000) == nil)
    #expect(NumberRule.signed.problem(with: -100_001) == .tooFar)
    #expect(NumberRule.fraction.problem(with: 1.5) == .outsideFraction)
    #expect(NumberRule.ratio.problem(with: 0) == .notPositive)
    #expect(NumberRule.ratio.problem(with: -2) == .negative)
  }
}
