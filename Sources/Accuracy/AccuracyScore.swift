import Audit
import Foundation

/// What the seeded benchmark measured: per rule, the defects seeded that expect it, those
/// found, and the false findings; and over the clean twins, the screens checked and the
/// findings on them that no change explains.
public struct AccuracyScore: Sendable {
  /// One rule's tally.
  public struct RuleTally: Sendable {
    /// Defects that expect the rule.
    public var seeded = 0
    /// Of those, the ones where `check` reported it on a changed node.
    public var found = 0
    /// Mutants where the rule reported something new the change does not explain.
    public var falseFindings = 0

    public var recall: Double { seeded == 0 ? 1 : Double(found) / Double(seeded) }
    public var precision: Double {
      found + falseFindings == 0 ? 1 : Double(found) / Double(found + falseFindings)
    }
  }

  public var rules: [Rule: RuleTally] = [:]
  public var defects = 0
  public var cleanMutants = 0
  /// Clean twins times the variants each is checked in.
  public var cleanScreens = 0
  /// Findings (one per variant) on the nodes clean twins changed that the change does not
  /// explain.
  public var cleanFalseFindings = 0
  /// Findings (one per variant) new on nodes no change touched, over every mutant.
  public var elsewhere = 0
  /// The defects missed and the false findings, one line each, for looking into.
  public var misses: [String] = []
  public var falses: [String] = []

  public init() {}

  /// Tallies `mutant`, whose findings new to its base are `new`; `base` is its base's.
  ///
  /// Only findings on the nodes the change touched are judged: there the truth is known by
  /// construction. A finding new elsewhere is counted apart (`elsewhere`): a change moves the
  /// layout, and text scrolled into view or squeezed by a grown neighbour shows a defect the
  /// base had out of sight, which is no false finding. A copy the change added shares the
  /// findings its original has in the base.
  mutating func add(
    _ mutant: AccuracyBenchmark.Mutant, new: [Finding], base: Set<AccuracyBenchmark.FindingKey>
  ) {
    let defect = mutant.defect
    let label = "\(mutant.base) \(defect.rawValue)\(mutant.isClean ? " (clean)" : "") at \(mutant.path)"
    let explained = defect.allowed.union(mutant.isClean ? [] : defect.expected)
    let screens = AccuracyBenchmark.matrix(for: defect).variants(languages: [.english]).count
    if mutant.isClean {
      cleanMutants += 1
      cleanScreens += screens
    } else {
      defects += 1
      for rule in defect.expected {
        rules[rule, default: RuleTally()].seeded += 1
        if new.contains(where: { $0.rule == rule && mutant.targets.contains($0.node.source) }) {
          rules[rule, default: RuleTally()].found += 1
        } else {
          misses.append("\(label): no \(rule.rawValue)")
        }
      }
    }
    var falseRules: Set<Rule> = []
    for finding in new where !explained.contains(finding.rule) {
      let source = finding.node.source
      guard mutant.targets.contains(source) else {
        elsewhere += finding.variants.count
        continue
      }
      if let original = mutant.copies[source],
        base.contains(AccuracyBenchmark.FindingKey(rule: finding.rule, source: original))
      {
        continue
      }
      falseRules.insert(finding.rule)
      if mutant.isClean { cleanFalseFindings += finding.variants.count }
      falses.append("\(label): \(finding.rule.rawValue) \(source): \(finding.message)")
    }
    for rule in falseRules { rules[rule, default: RuleTally()].falseFindings += 1 }
  }

  /// The figures as a table: per rule seeded, found, false, precision and recall, then the clean
  /// twins' false findings per ten screens.
  public var text: String {
    func figure(_ value: Double) -> String { String(format: "%.3f", value) }
    var lines = ["rule                 seeded  found  false  precision  recall"]
    for rule in Rule.allCases {
      guard let tally = rules[rule] else { continue }
      lines.append(
        rule.rawValue.padding(toLength: 20, withPad: " ", startingAt: 0) + " "
          + [String(tally.seeded), String(tally.found), String(tally.falseFindings)].map {
            $0.leftPadded(6)
          }.joined(separator: " ") + "  " + figure(tally.precision).leftPadded(9) + "  "
          + figure(tally.recall).leftPadded(6))
    }
    let perTen = cleanScreens == 0 ? 0 : 10 * Double(cleanFalseFindings) / Double(cleanScreens)
    lines.append(
      "\(defects) seeded defects, \(cleanMutants) clean twins on \(cleanScreens) screens: "
        + "\(cleanFalseFindings) false findings, \(figure(perTen)) per 10 clean screens; "
        + "\(elsewhere) findings new on untouched nodes (layout moved), not judged")
    return lines.joined(separator: "\n")
  }
}

extension String {
  fileprivate func leftPadded(_ width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
