/// How much a finding matters: an error fails `check` (exit status 1), a warning is reported
/// only; `off` turns a rule off.
public enum Severity: String, Sendable, Hashable, CaseIterable {
  case error
  case warning
  case off
}
