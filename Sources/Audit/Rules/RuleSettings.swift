/// The severity of each rule for one run: the defaults, changed by `--severity rule=level`.
public struct RuleSettings: Sendable, Hashable {
  private var overrides: [Rule: Severity] = [:]

  public init(_ overrides: [Rule: Severity] = [:]) { self.overrides = overrides }

  /// The severity of `rule` in this run.
  public func severity(of rule: Rule) -> Severity { overrides[rule] ?? rule.defaultSeverity }

  /// Sets the severity of `rule`.
  public mutating func set(_ rule: Rule, to severity: Severity) { overrides[rule] = severity }

  /// The rules that run (those not turned off).
  public var enabledRules: Set<Rule> { Set(Rule.allCases.filter { severity(of: $0) != .off }) }
}
