import ArgumentParser

/// An option whose values are its cases' raw strings, described from `rawValue` rather than by
/// ArgumentParser's generic defaults, so that collecting a command's options costs no reflection.
///
/// ArgumentParser collects the options of the command being run (and of the default subcommand)
/// on every run. For an enum, its defaults instantiate a generic key path for `allValueStrings`
/// and describe the default value with `String(describing:)`, whose dynamic casts are each
/// answered, the first time, by scanning every protocol conformance record in the binary (about
/// 11,500, most of them swift-syntax's): a tenth of `render`'s start-up (docs/Performance.md).
/// These are the same strings: a case's raw value, with no separate description.
protocol RawStringArgument: ExpressibleByArgument, CaseIterable, RawRepresentable<String> {}

extension RawStringArgument {
  public static var allValueStrings: [String] { allCases.map { $0.rawValue } }
  public static var allValueDescriptions: [String: String] { [:] }
  public var defaultValueDescription: String { rawValue }
}
