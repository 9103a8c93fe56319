import Devices
import Foundation
import LayoutEngine
import LayoutFile
import LayoutMapping
import Preview
import SwiftSource
import Wireframe
import Yams

/// The person's settings for the session, from `config.yaml` (`ConfigPaths`; its schema is
/// `Schemas/config.schema.json`): start-up defaults, key remapping and whether the last variant
/// of each file is remembered. Options on the command line win over the defaults.
public struct ConfigFile: Sendable {
  /// The device to start on as written, a name or a size the catalog knows (`--device` wins).
  public var device: String?
  /// The whole device or its width (`--fit` wins).
  public var fit: FitMode?
  /// The first theme, by name or theme file, and where it is written, for the error the
  /// command gives when there is no such theme.
  public var theme: (name: String, location: SourceLocation)?
  /// ASCII or Unicode drawing; Unicode only where the locale can show it.
  public var charset: GlyphSet?
  /// The language strings start in (`--language` wins).
  public var language: Language?
  /// The project Swift files are read in, as `--project` names it (which wins): a folder, or
  /// `none`; `nil`, the nearest project around each file.
  public var project: ProjectScope?
  /// Whether the last variant of each file is remembered (`remember: false` turns it off).
  public var remembers = true
  /// The key remapping in the order written: each action's name and its keys.
  public var keys: [(name: String, keys: [Key])] = []

  /// The keys the file may have, as `Schemas/config.schema.json` lists them.
  public static let fileKeys = [
    "device", "fit", "theme", "charset", "language", "project", "remember", "keys",
  ]

  /// An empty configuration: every default the product's own.
  public init() {}

  /// The configuration at `path`, `nil` when there is no file there; a file that cannot be read
  /// or is not a valid configuration throws its first problem at file:line:column. The file is
  /// read under the budgets every YAML file the product reads is held to (`BudgetedYAML`: a
  /// regular file of bounded size, aliases counted as copies), before Yams composes it.
  public static func read(_ path: String) throws(LayoutFileError) -> ConfigFile? {
    let bytes: [UInt8]
    do {
      bytes = try BudgetedYAML.read(path)
    } catch  where error.kind == .missing {
      return nil
    }
    return try parse(bytes: bytes, file: path)
  }

  /// `error` as the session's one-line notice shows it: the file by its name only
  /// (`config.yaml:2:6: error: …`), so the line and column fit at 80 columns; `layout-preview
  /// info` and standard error give the whole path.
  public static func notice(for error: LayoutFileError) -> String {
    var short = error
    short.location.file = String(error.location.file.split(separator: "/").last ?? "config.yaml")
    return short.description
  }

  /// The configuration in `bytes` (UTF-8 YAML), named `file` in errors.
  public static func parse(bytes: [UInt8], file: String) throws(LayoutFileError) -> ConfigFile {
    let reader = ConfigReader(file: file)
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw reader.error(line: 1, column: 1, "the file is not valid UTF-8")
    }
    let root: Node?
    do {
      root = try Yams.compose(yaml: text)
    } catch {
      throw reader.yamlError(error)
    }
    guard let root else { return ConfigFile() }
    return try reader.config(from: root)
  }
}

/// Reads a composed YAML tree into a `ConfigFile`, reporting the first problem at its node.
struct ConfigReader {
  let file: String

  /// The configuration a whole file holds.
  func config(from root: Node) throws(LayoutFileError) -> ConfigFile {
    guard let top = root.mapping else { throw error(at: root, "expected a mapping of settings") }
    var config = ConfigFile()
    for (key, value) in top {
      let name = try text(key)
      switch name {
      case "device":
        let deviceName = try text(value)
        do {
          _ = try DeviceCatalog.standard.device(named: deviceName)
        } catch {
          throw self.error(at: value, "\(error)")
        }
        config.device = deviceName
      case "fit": config.fit = try choice(value, FitMode.self)
      case "theme": config.theme = (try text(value), location(of: value))
      case "charset": config.charset = try choice(value, GlyphSet.self)
      case "language": config.language = try choice(value, Language.self)
      case "project": config.project = try project(value)
      case "remember":
        guard let flag = value.bool else { throw error(at: value, "expected true or false") }
        config.remembers = flag
      case "keys": config.keys = try keys(value)
      default:
        throw unknown(name, at: key, among: ConfigFile.fileKeys, what: "setting")
      }
    }
    return config
  }

  /// `project:`: `none`, or a folder that exists: `~/` is the home folder, and a relative path is
  /// relative to the config file's folder (the file is read from anywhere, so the current
  /// folder would make it mean something else in each).
  func project(_ node: Node) throws(LayoutFileError) -> ProjectScope {
    let written = try text(node)
    guard written != ProjectScope.noneArgument else { return .none }
    var path = written
    if path == "~" || path.hasPrefix("~/"), let home = ProcessInfo.processInfo.environment["HOME"] {
      path = home + path.dropFirst()
    } else if !path.hasPrefix("/") {
      let folder = (file as NSString).deletingLastPathComponent
      path = ((folder.isEmpty ? "." : folder) as NSString).appendingPathComponent(path)
    }
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
      throw error(at: node, "project \(Sanitizer.quoted(written)) is not a folder (give a folder, or 'none')")
    }
    return .root((path as NSString).standardizingPath)
  }

  /// `keys:`: action names, each to one key or a list of keys, as the help writes keys.
  func keys(_ node: Node) throws(LayoutFileError) -> [(name: String, keys: [Key])] {
    guard let mapping = node.mapping else {
      throw error(at: node, "expected a mapping of action names to keys, as 'rotate: R'")
    }
    let names = KeyMap.standard.bindings.map(\.name)
    var out: [(name: String, keys: [Key])] = []
    // Which action each key was given to, so a key given twice is refused where it is repeated.
    var given: [Key: String] = [:]
    for (key, value) in mapping {
      let name = try text(key)
      guard names.contains(name) else { throw unknown(name, at: key, among: names, what: "action") }
      let items = value.sequence.map(Array.init) ?? [value]
      var keys: [Key] = []
      for item in items {
        let label = try text(item)
        guard let parsed = Key(label: label) else {
          throw error(
            at: item,
            "'\(label)' is not a key; write one character, Ctrl-X, Space, Tab, Shift-Tab, Enter, Esc, "
              + "Backspace, PgUp, PgDn, Home, End or an arrow (Up, Down, Left, Right)")
        }
        if let other = given[parsed], other != name {
          throw error(at: item, "'\(label)' is already the key of '\(other)'; give each key to one action")
        }
        given[parsed] = name
        keys.append(parsed)
      }
      out.append((name, keys))
    }
    return out
  }

  /// A scalar one of `T`'s raw values.
  func choice<T: RawRepresentable & CaseIterable>(_ node: Node, _: T.Type) throws(LayoutFileError) -> T
  where T.RawValue == String {
    let value = try text(node)
    if let choice = T(rawValue: value) { return choice }
    return try { () throws(LayoutFileError) -> T in
      throw unknown(value, at: node, among: T.allCases.map(\.rawValue), what: "value")
    }()
  }

  /// A scalar's text.
  func text(_ node: Node) throws(LayoutFileError) -> String {
    guard let scalar = node.scalar else { throw error(at: node, "expected a single value") }
    return scalar.string
  }

  /// An unknown name, with the closest known one as a suggestion. A short list of the known
  /// names is given whole; the action names (35) are not, so the message and its suggestion fit
  /// the session's notice line at 80 columns, and without a suggestion it says where they are.
  func unknown(_ name: String, at node: Node, among known: [String], what: String) -> LayoutFileError {
    let suggestion = EditDistance.suggestion(for: name, among: known)
    let expected =
      known.count <= 8
      ? "; expected one of \(known.joined(separator: ", "))"
      : suggestion == nil ? "; the help (?) lists the names after ':'" : ""
    var error = error(at: node, "unknown \(what) \(Sanitizer.quoted(name))\(expected)")
    error.suggestion = suggestion
    return error
  }

  /// Where `node` starts in the file.
  func location(of node: Node) -> SourceLocation {
    let mark = node.mark
    return SourceLocation(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1)
  }

  /// A problem at `node`.
  func error(at node: Node, _ message: String) -> LayoutFileError {
    LayoutFileError(location: location(of: node), message: message)
  }

  /// A problem at a line and column.
  func error(line: Int, column: Int, _ message: String) -> LayoutFileError {
    LayoutFileError(location: SourceLocation(file: file, line: line, column: column), message: message)
  }

  /// A YAML syntax error at the place the YAML library reports.
  func yamlError(_ error: any Error) -> LayoutFileError {
    switch error as? YamlError {
    case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
      .composer(_, let problem, let mark, _):
      return self.error(line: mark.line, column: mark.column, "invalid YAML: \(problem)")
    case .duplicatedKeysInMapping(let duplicates, let context):
      return self.error(
        line: context.mark.line, column: context.mark.column,
        "duplicate key \(duplicates.joined(separator: ", "))")
    default:
      return self.error(line: 1, column: 1, "invalid YAML: \(error)")
    }
  }
}
