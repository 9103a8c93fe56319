import Audit
import Devices
import LayoutEngine
import LayoutMapping
import Variants

/// `check`'s accuracy measured on seeded defects: each defect of `SeededDefect` applied to the
/// nodes of each base layout it fits (the samples and test layouts), and its clean twin beside
/// it; each mutant checked on its defect's device at Large and AX3, and its findings compared
/// with its base's. A defect is found when a finding of each rule it expects, new to the base,
/// is on a node it changed or added; a finding new to the base of a rule it neither expects nor
/// allows is false, and so is every new finding on a clean twin outside what its defect allows.
public enum AccuracyBenchmark {
  /// A layout the defects are seeded into.
  public struct Base: Sendable {
    public var name: String
    public var body: ViewNode
    public var traits: LayoutTraits

    public init(name: String, body: ViewNode, traits: LayoutTraits = LayoutTraits()) {
      self.name = name
      self.body = body
      self.traits = traits
    }
  }

  /// One seeded layout: a base with a defect, or its clean twin, at one node.
  public struct Mutant: Sendable {
    public var defect: SeededDefect
    public var isClean: Bool
    public var base: String
    public var path: [Int]
    public var body: ViewNode
    /// The nodes the defect changed or added.
    public var targets: Set<SourceLocation>
    /// Nodes added as copies of others, and those others.
    public var copies: [SourceLocation: SourceLocation]
    var traits: LayoutTraits
  }

  /// The variants a defect is checked in: its device upright, at Large and AX3, left to right,
  /// in English.
  public static func matrix(for defect: SeededDefect) -> VariantMatrix {
    let device = try! DeviceCatalog.standard.device(named: defect.device)
    return VariantMatrix(
      devices: [device], orientations: [.portrait], typeSizes: [.large, .accessibility3],
      directions: [.leftToRight], languages: [.english])
  }

  /// The score of every defect seeded into `bases`, at most `perKind` nodes of each base for
  /// each defect.
  public static func run(_ bases: [Base], perKind: Int) async -> AccuracyScore {
    let devices = Array(Set(SeededDefect.allCases.map(\.device))).sorted()
    let baseInputs = devices.flatMap { device in
      bases.map { base in
        Checker.Input(
          file: "\(base.name)@\(device)", body: base.body, traits: base.traits,
          matrix: matrix(for: SeededDefect.allCases.first { $0.device == device }!))
      }
    }
    let baseReports = await Checker.check(baseInputs, matrix: matrix(for: .coveredText))
    var baseFindings: [String: Set<FindingKey>] = [:]
    for report in baseReports { baseFindings[report.file] = Set(report.findings.map(FindingKey.init)) }
    let mutants = mutants(of: bases, perKind: perKind, excluding: baseFindings)
    let reports = await Checker.check(
      mutants.map {
        Checker.Input(file: $0.base, body: $0.body, traits: $0.traits, matrix: matrix(for: $0.defect))
      }, matrix: matrix(for: .coveredText))
    var score = AccuracyScore()
    for (mutant, report) in zip(mutants, reports) {
      let before = baseFindings["\(mutant.base)@\(mutant.defect.device)"] ?? []
      score.add(mutant, new: report.findings.filter { !before.contains(FindingKey($0)) }, base: before)
    }
    return score
  }

  /// The mutants of `bases`: each defect (and its clean twin) at up to `perKind` of its nodes in
  /// each base, leaving out a node its base already has a finding of the defect's rules on
  /// (which a new finding could not show).
  public static func mutants(
    of bases: [Base], perKind: Int, excluding baseFindings: [String: Set<FindingKey>] = [:]
  ) -> [Mutant] {
    var mutants: [Mutant] = []
    var serial = 0
    for base in bases {
      var targets: [String: SeedTargets] = [:]
      for defect in SeededDefect.allCases {
        let device = defect.device
        let variant = matrix(for: defect).variants(languages: [.english]).first!
        let found = targets[device] ?? SeedTargets(body: base.body, variant: variant, traits: base.traits)
        targets[device] = found
        let before = baseFindings["\(base.name)@\(device)"] ?? []
        // An insertion needs the device's own screen, not a preview's canvas.
        guard defect.target != .insertion || base.traits == LayoutTraits() else { continue }
        for path in found.pick(defect.target, limit: perKind) {
          if !path.isEmpty, let source = base.body[path].source {
            // A node its base already reports, or silences, for the rule shows nothing new.
            let silenced = base.body[path].modifiers.contains {
              if case .checkIgnores(let names) = $0 {
                defect.expected.contains { names.contains($0.rawValue) }
              } else {
                false
              }
            }
            if silenced
              || defect.expected.contains(where: { rule in
                before.contains(FindingKey(rule: rule, source: source))
              })
            {
              continue
            }
          }
          for clean in [false, true] {
            serial += 1
            guard let change = defect.apply(to: base.body, at: path, clean: clean, serial: serial) else {
              continue
            }
            mutants.append(
              Mutant(
                defect: defect, isClean: clean, base: base.name, path: path, body: change.body,
                targets: change.touched, copies: change.copies, traits: base.traits))
          }
        }
      }
    }
    return mutants
  }

  /// A finding as the benchmark compares them across a base and its mutant: its rule and node.
  public struct FindingKey: Hashable, Sendable {
    public var rule: Rule
    public var source: SourceLocation

    init(_ finding: Finding) {
      rule = finding.rule
      source = finding.node.source
    }

    init(rule: Rule, source: SourceLocation) {
      self.rule = rule
      self.source = source
    }
  }
}
