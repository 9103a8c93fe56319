import Foundation
import TestSupport
import Testing

/// A random input a property is checked on, with simpler inputs to try when it fails.
protocol PropertyInput: CustomStringConvertible {
  static func random(using rng: inout SplitMix64) -> Self
  /// Strictly simpler inputs, the most shrunk first.
  var shrinks: [Self] { get }
}

extension LayoutCase: PropertyInput {}

/// What a property says about one input.
enum PropertyOutcome: Equatable {
  case holds
  /// The input does not meet the property's precondition; it counts as neither.
  case notApplicable
  case fails(String)
}

/// Checks a property on a fixed number of seeded random inputs, and shrinks the first failing one
/// to a small input that still fails before reporting it with the seed that replays it.
///
/// The inputs are the same on every run (a fixed seed), so CI never sees a case a developer did
/// not. The environment changes that: `PROPERTY_CASES=N` runs N cases per property (a longer
/// search), `PROPERTY_SEED=S` (decimal, `0x` hex or `random`) starts from another seed; a failure
/// prints the `PROPERTY_SEED=… PROPERTY_CASES=1` that replays just its case.
enum PropertyCheck {
  /// Cases per property in a normal run: together the five properties take about a second.
  static let defaultCases = 200
  static let defaultSeed: UInt64 = 0x1A70_5AFE_7E57_0001
  /// The most candidates shrinking tries before it reports what it has.
  static let shrinkBudget = 5000

  /// Checks `property` on every case; `minimumApplicable` is the share of cases that must meet
  /// its precondition, so a property cannot pass by applying to nothing.
  static func check<Input: PropertyInput>(
    _ name: String, minimumApplicable: Double = 0.5, of input: Input.Type = Input.self,
    sourceLocation: Testing.SourceLocation = #_sourceLocation, _ property: (Input) -> PropertyOutcome
  ) {
    let environment = ProcessInfo.processInfo.environment
    let cases = environment["PROPERTY_CASES"].flatMap { Int($0) }.map { max(1, $0) } ?? defaultCases
    let seed = environment["PROPERTY_SEED"].flatMap(parseSeed) ?? defaultSeed
    var applicable = 0
    for index in 0..<cases {
      let caseSeed = seed &+ UInt64(index) &* 0x9E37_79B9_7F4A_7C15
      var rng = SplitMix64(seed: caseSeed)
      let input = Input.random(using: &rng)
      switch property(input) {
      case .holds: applicable += 1
      case .notApplicable: continue
      case .fails(let message):
        let shrunk = shrink(input, message, property)
        Issue.record(
          Comment(
            rawValue: """
              \(name): fails on case \(index + 1) of \(cases) (seed \(hex(caseSeed))): \(shrunk.message)
              smallest failing case (\(shrunk.steps) shrinking steps):
              \(shrunk.input)
              replay this case alone:
                PROPERTY_SEED=\(hex(caseSeed)) PROPERTY_CASES=1 swift test --filter '\(filter())'
              the case as generated:
              \(input)
              """), sourceLocation: sourceLocation)
        return
      }
    }
    let needed = Int(Double(cases) * minimumApplicable)
    #expect(
      applicable >= needed, "\(name): only \(applicable) of \(cases) cases met the property's precondition",
      sourceLocation: sourceLocation)
  }

  /// The simplest input found that still fails, by taking the first failing candidate of each
  /// round of shrinks until none fails or the budget is spent.
  static func shrink<Input: PropertyInput>(
    _ input: Input, _ message: String, _ property: (Input) -> PropertyOutcome
  ) -> (input: Input, message: String, steps: Int) {
    var current = (input: input, message: message, steps: 0)
    var tries = 0
    search: while tries < shrinkBudget {
      for candidate in current.input.shrinks {
        tries += 1
        if case .fails(let message) = property(candidate) {
          current = (candidate, message, current.steps + 1)
          continue search
        }
        if tries >= shrinkBudget { break search }
      }
      break
    }
    return current
  }

  /// A seed from the environment: decimal, `0x` hexadecimal, or `random` for a new one each run.
  static func parseSeed(_ text: String) -> UInt64? {
    if text == "random" { return UInt64.random(in: .min ... .max) }
    if text.hasPrefix("0x") { return UInt64(text.dropFirst(2), radix: 16) }
    return UInt64(text)
  }

  static func hex(_ seed: UInt64) -> String { "0x" + String(seed, radix: 16) }

  /// A `swift test --filter` pattern for the running test: module, suite and function name.
  private static func filter() -> String {
    guard let id = Test.current?.id, let last = id.nameComponents.last else { return "LayoutEngineTests" }
    let function = last.split(separator: "(", maxSplits: 1).first.map(String.init) ?? last
    return ([id.moduleName] + id.nameComponents.dropLast()).joined(separator: ".") + "/" + function
  }
}
