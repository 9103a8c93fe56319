import LayoutEngine
import Testing

@testable import Audit

/// `dynamicType`'s "text whose size stops growing": variants that differ only in text size are
/// compared, and text that grows less than every text style of the platform is found, with why.
@Suite struct TextGrowthTests {
  /// Large and the sizes around a limit at xxxLarge.
  static let sizes: [DynamicTypeSize] = [.large, .xxxLarge, .accessibility1, .accessibility5]

  /// The growth findings of `report`, as `line:column path message` and the text sizes they
  /// occur at.
  static func growth(_ report: FileReport) -> [String] {
    report.findings.filter { $0.message.hasPrefix("text stops growing") }.map {
      "\($0.node.source.line):\($0.node.source.column) \($0.node.path) \($0.message) @ "
        + Set($0.variants.map(\.typeSize)).sorted().map(\.name).joined(separator: ",")
    }
  }

  @Test func aTypeSizeLimitIsFoundAboveTheLimit() async throws {
    let report = try await check(
      """
      body:
        VStack:
          content:
            - Text: Capped
              dynamicTypeSize: ...xxxLarge
            - Text: Grows
      """, typeSizes: Self.sizes)
    #expect(
      Self.growth(report) == [
        "4:9 0.0 text stops growing with Dynamic Type: its font is held at a smaller size (a dynamicTypeSize limit); at worst 23 pt at AX5, 23 pt at AX1 @ AX1,AX5"
      ])
  }

  @Test func aLimitOnAnAncestorHoldsItsText() async throws {
    let report = try await check(
      """
      body:
        VStack:
          dynamicTypeSize: ...large
          content:
            - Text: Held
              font: title
      """, typeSizes: Self.sizes)
    #expect(Self.growth(report).count == 1)
    #expect(Self.growth(report).first?.hasSuffix("@ xxxLarge,AX1,AX5") == true)
  }

  @Test func shrinkingToFitIsFound() async throws {
    let report = try await check(
      """
      body:
        Text: Shipping address
        lineLimit: 1
        minimumScaleFactor: 0.2
        frame: { width: 150 }
      """, typeSizes: Self.sizes)
    let found = Self.growth(report)
    #expect(found.count == 1)
    #expect(found.first?.contains("it shrinks to fit (minimumScaleFactor)") == true)
  }

  @Test func aFixedHeightOnAnAncestorCutsTextShort() async throws {
    let report = try await check(
      """
      body:
        HStack:
          frame: { height: 44 }
          content:
            - Text: A caption of two lines at Large that needs a third one when it grows
      """, typeSizes: Self.sizes)
    let found = Self.growth(report)
    #expect(found.count == 1)
    #expect(found.first?.contains("cut short in an ancestor's fixed-height frame") == true)
  }

  @Test func textThatFollowsItsStyleIsNotFound() async throws {
    // Footnote is 12 pt from xSmall to Medium (as are the caption styles): not growing there is
    // the platform's, not the file's.
    let report = try await check(
      """
      body:
        VStack:
          content:
            - Text: Small print
              font: footnote
            - Text: Body
            - Text: Scaled
              font: { size: 15, relativeTo: body }
      """, typeSizes: DynamicTypeSize.allCases)
    #expect(report.findings.isEmpty)
  }

  @Test func oneTextSizeCannotShowIt() async throws {
    let report = try await check(
      "body:\n  Text: Capped\n  dynamicTypeSize: ...xxxLarge\n", typeSizes: [.accessibility5])
    #expect(report.findings.isEmpty)
  }

  @Test func checkIgnoresSilencesIt() async throws {
    let report = try await check(
      "body:\n  Text: Capped\n  dynamicTypeSize: ...xxxLarge\n  checkIgnores: dynamicType\n",
      typeSizes: Self.sizes)
    #expect(report.findings.isEmpty)
  }

  @Test func leastGrowthIsThatOfTheStyleThatGrowsLeast() {
    // Caption 2 stays 11 pt from xSmall to Large; from Large to AX5 Large Title grows least (34 to 60).
    #expect(TextGrowthRule.leastGrowth(from: .xSmall, to: .small, idiom: .phone) == 1)
    #expect(
      abs(TextGrowthRule.leastGrowth(from: .large, to: .accessibility5, idiom: .phone) - 60.0 / 34) < 1e-9)
  }
}
