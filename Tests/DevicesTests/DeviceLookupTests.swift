import Devices
import LayoutEngine
import Testing

struct DeviceLookupTests {
  let catalog = DeviceCatalog.standard

  private func name(_ query: String) throws -> String {
    try catalog.device(named: query).name
  }

  private func error(_ query: String) -> DeviceLookupError? {
    do {
      _ = try catalog.device(named: query)
      return nil
    } catch {
      return error
    }
  }

  @Test func everyNameAndAliasFindsItsOwnDevice() throws {
    for device in catalog.devices {
      for text in [device.name] + device.aliases {
        #expect(try catalog.device(named: text) == device, "\(text)")
      }
    }
  }

  @Test(arguments: [
    ("IPHONE 17 PRO", "iPhone 17 Pro"),
    ("iphone17pro", "iPhone 17 Pro"),
    ("  iPhone   17   Pro  ", "iPhone 17 Pro"),
    ("ipad air 11", "iPad Air 11-inch"),
    ("iPad Pro 12.9", "iPad Pro 12.9-inch"),
    ("iphone-se-4-inch", "iPhone SE 4-inch"),
    ("iPad mini 8.3\"", "iPad mini 8.3-inch"),
  ])
  func caseSpacesAndPunctuationAreIgnored(query: String, expected: String) throws {
    #expect(try name(query) == expected)
  }

  @Test(arguments: [
    ("17 pro", "iPhone 17 Pro"),
    ("tv", "Apple TV"),
    ("air", "iPhone Air"),
    ("11", "iPhone 11"),
    ("11 inch", "iPad 11-inch"),
    ("ultra 3", "Apple Watch Ultra 3 49mm"),
    ("watch series 7 45", "Apple Watch Series 7 45mm"),
  ])
  func theFamilyWordIsOptional(query: String, expected: String) throws {
    #expect(try name(query) == expected)
  }

  @Test(arguments: [
    ("iPhone 17", "iPhone 17"),
    ("iphone 16", "iPhone 16"),
    ("iPhone XS", "iPhone XS"),
    ("iPhone 8", "iPhone 8"),
    ("17", "iPhone 17"),
  ])
  func anExactNameBeatsLongerNamesItPrefixes(query: String, expected: String) throws {
    #expect(try name(query) == expected)
  }

  @Test(arguments: [
    ("iphone 17 pro m", "iPhone 17 Pro Max"),
    ("ipod", "iPod touch 5th generation and later"),
    ("ipad mini 8", "iPad mini 8.3-inch"),
    ("apple t", "Apple TV"),
    ("se 4.7", "iPhone SE 4.7-inch"),
    ("se 4 inch", "iPhone SE 4-inch"),
  ])
  func aUniquePrefixFindsItsDevice(query: String, expected: String) throws {
    #expect(try name(query) == expected)
  }

  @Test(arguments: [
    ("Apple Watch Series 11 46mm", "Apple Watch Series 10 46mm"),
    ("watch se 40", "Apple Watch Series 4 40mm"),
    ("ultra 2", "Apple Watch Ultra 49mm"),
    ("iPhone SE 3rd generation", "iPhone SE 4.7-inch"),
  ])
  func aliasesFindTheDeviceWithTheSameScreen(query: String, expected: String) throws {
    #expect(try name(query) == expected)
  }

  @Test func aSharedPrefixIsAmbiguousAndListsCandidatesInCatalogOrder() {
    #expect(
      error("iPhone 15 P")
        == .ambiguous("iPhone 15 P", candidates: ["iPhone 15 Pro Max", "iPhone 15 Pro", "iPhone 15 Plus"]))
  }

  @Test func se4IsAmbiguousBetweenTheTwoSEScreensAndTheSEWatches() {
    // "se4" starts "SE 4-inch", "SE 4.7-inch" and the "Apple Watch SE 40/44mm" aliases.
    #expect(
      error("se 4")
        == .ambiguous(
          "se 4",
          candidates: [
            "iPhone SE 4.7-inch", "iPhone SE 4-inch", "Apple Watch Series 4 40mm",
            "Apple Watch Series 4 44mm",
          ]))
  }

  @Test func ambiguityMessageListsTenCandidatesThenCountsTheRest() throws {
    let failure = try #require(error("ipad"))
    guard case .ambiguous(_, let candidates) = failure else {
      Issue.record("expected ambiguous, got \(failure)")
      return
    }
    #expect(candidates.count == 16)
    #expect(failure.description.hasPrefix("ambiguous device \"ipad\"; could be: iPad Pro 13-inch (M4), "))
    #expect(failure.description.hasSuffix(", iPad Air 10.5-inch and 6 more"))
  }

  @Test func unknownNamesSuggestTheClosestByEditDistance() {
    // Hand-computed: "iphone71pro" is 1 swap from iphone17pro, 1 substitution from iphone11pro,
    // 2 substitutions from iphone16pro/15pro/14pro/13pro/12pro (ties in catalog order).
    let expected = ["iPhone 17 Pro", "iPhone 11 Pro", "iPhone 16 Pro", "iPhone 15 Pro", "iPhone 14 Pro"]
    let failure = error("iphone 71 pro")
    #expect(failure == .unknown("iphone 71 pro", suggestions: expected))
    #expect(
      failure?.description
        == "unknown device \"iphone 71 pro\"; did you mean: iPhone 17 Pro, iPhone 11 Pro, iPhone 16 Pro, "
        + "iPhone 15 Pro, iPhone 14 Pro?")
  }

  @Test func aTypoInTheFamilyWordStillGetsASuggestion() {
    guard case .unknown(_, let suggestions) = error("ipone 17 pro max") else {
      Issue.record("expected unknown")
      return
    }
    #expect(suggestions.first == "iPhone 17 Pro Max")
  }

  @Test func unknownNamesThatResembleNothingGetNoSuggestions() {
    #expect(error("galaxy s24") == .unknown("galaxy s24", suggestions: []))
    #expect(error("galaxy s24")?.description == "unknown device \"galaxy s24\"")
    #expect(error("") == .unknown("", suggestions: []))
    #expect(error(" - ") == .unknown(" - ", suggestions: []))
  }
}
