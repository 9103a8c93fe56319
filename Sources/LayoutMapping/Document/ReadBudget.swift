import LayoutEngine

/// How much a layout file may expand to while it is read, so a small file cannot make the reader,
/// the engine or the terminal spend unbounded time or memory.
///
/// YAML aliases repeat a node wherever they are used, and a variant re-reads the keys of its node,
/// so a file of a few hundred bytes can stand for billions of nodes. Every node and every string is
/// counted as it is reached, each use of an alias as a full copy, and reading stops with a
/// diagnostic at the first one that crosses a limit, before anything is allocated for it.
public struct ReadBudget: Sendable {
  /// The largest layout file read, in bytes (16 MiB).
  public static let maximumFileBytes = 16 << 20
  /// The most YAML nodes a file may expand to, each use of an alias counted as a copy.
  public static let maximumYAMLNodes = 1_000_000
  /// The most view nodes a file may make, every variant's node included.
  public static let maximumViewNodes = 100_000
  /// The most text a file may hold, in UTF-8 bytes, each use of an alias counted as a copy.
  public static let maximumTextBytes = 4 << 20

  /// What the budget counts.
  @usableFromInline package enum Resource {
    case yamlNodes
    case viewNodes
    case textBytes

    /// The limit of this resource.
    @inlinable var limit: Int {
      switch self {
      case .yamlNodes: ReadBudget.maximumYAMLNodes
      case .viewNodes: ReadBudget.maximumViewNodes
      case .textBytes: ReadBudget.maximumTextBytes
      }
    }

    /// The limit in words, for diagnostics.
    var phrase: String {
      switch self {
      case .yamlNodes: "\(ReadBudget.grouped(limit)) YAML nodes"
      case .viewNodes: "\(ReadBudget.grouped(limit)) view nodes"
      case .textBytes: "\(ReadBudget.grouped(limit)) bytes of text"
      }
    }
  }

  package init() {}

  @usableFromInline package internal(set) var yamlNodes = 0
  @usableFromInline package internal(set) var viewNodes = 0
  @usableFromInline package internal(set) var textBytes = 0

  /// Spends `amount` of `resource`, or explains at `location` which limit was crossed; `cause`
  /// says how (an alias, a variant).
  ///
  /// Inlinable: the YAML composer spends a node for every event it takes, millions in a large
  /// file, and the call across modules cost a reading of the 100,000-node file about 1% more.
  @inlinable package mutating func spend(
    _ amount: Int, of resource: Resource, at location: @autoclosure () -> SourceLocation,
    cause: @autoclosure () -> String? = nil
  ) throws(LayoutFileError) {
    let (total, overflow) = used(resource).addingReportingOverflow(amount)
    guard !overflow, total <= resource.limit else {
      throw Self.crossed(resource, at: location(), cause: cause())
    }
    switch resource {
    case .yamlNodes: yamlNodes = total
    case .viewNodes: viewNodes = total
    case .textBytes: textBytes = total
    }
  }

  /// The diagnostic for crossing `resource`'s limit at `location`.
  @usableFromInline static func crossed(
    _ resource: Resource, at location: SourceLocation, cause: String?
  ) -> LayoutFileError {
    var message = "the file expands to more than \(resource.phrase)"
    if let cause { message += " (\(cause))" }
    message += "; that is the limit for one layout file"
    return LayoutFileError(location: location, message: message)
  }

  @inlinable func used(_ resource: Resource) -> Int {
    switch resource {
    case .yamlNodes: yamlNodes
    case .viewNodes: viewNodes
    case .textBytes: textBytes
    }
  }

  /// `value` with thousands separated by commas, as the docs write the limits.
  package static func grouped(_ value: Int) -> String {
    var digits = String(value)
    var index = digits.endIndex
    while digits.distance(from: digits.startIndex, to: index) > 3 {
      index = digits.index(index, offsetBy: -3)
      digits.insert(",", at: index)
    }
    return digits
  }
}

extension ReadBudget {
  /// One budget shared by every reader of a file (they are values, copied as they recurse).
  package final class Shared {
    package init() {}

    package var budget = ReadBudget()
    /// The warnings so far, each once (a variant re-reads its node's keys).
    package var warnings: [LayoutFileWarning] = []
  }
}
