import Foundation
import Preview
import TestSupport
import Testing

@testable import TerminalUI

/// The config file's reader: what it takes, and a clear error at file:line:column for the rest.
@Suite struct ConfigFileTests {
  func parse(_ text: String) throws -> ConfigFile {
    try ConfigFile.parse(bytes: Array(text.utf8), file: "config.yaml")
  }

  func error(_ text: String) -> String {
    do {
      _ = try parse(text)
      return "no error"
    } catch {
      return "\(error)"
    }
  }

  @Test func readsEveryDefaultAndTheKeys() throws {
    let config = try parse(
      """
      device: iPad Air 11
      fit: device
      theme: light
      charset: ascii
      language: ar
      remember: false
      keys:
        rotate: R
        mirror: [M, Ctrl-T]
      """)
    #expect(config.device == "iPad Air 11")
    #expect(config.fit == .device)
    #expect(config.theme?.name == "light")
    #expect(config.theme?.location.description == "config.yaml:3:8")
    #expect(config.charset == .ascii)
    #expect(config.language == .arabic)
    #expect(!config.remembers)
    #expect(config.keys.map(\.name) == ["rotate", "mirror"])
    #expect(config.keys.map(\.keys) == [[.character("R")], [.character("M"), .control("t")]])
    #expect(try parse("").remembers)
    #expect(try parse("# nothing yet\n").keys.isEmpty)
  }

  @Test func aBadFileSaysWhereAndWhat() {
    #expect(
      error("device: iPad Air 11\nfti: device\n")
        == "config.yaml:2:1: error: unknown setting 'fti'; expected one of device, fit, theme, charset, language, project, remember, keys (did you mean 'fit'?)"
    )
    #expect(
      error("keys:\n  rotat: R\n")
        == "config.yaml:2:3: error: unknown action 'rotat' (did you mean 'rotate'?)")
    #expect(
      error("keys:\n  levitate: R\n")
        == "config.yaml:2:3: error: unknown action 'levitate'; the help (?) lists the names after ':'")
    #expect(
      error("keys:\n  rotate: Ctrl-Shift-R\n").hasPrefix(
        "config.yaml:2:11: error: 'Ctrl-Shift-R' is not a key"))
    #expect(
      error("keys:\n  rotate: R\n  mirror: [M, R]\n")
        == "config.yaml:3:15: error: 'R' is already the key of 'rotate'; give each key to one action")
    #expect(
      error("fit: whole\n").hasPrefix(
        "config.yaml:1:6: error: unknown value 'whole'; expected one of device, width"))
    #expect(error("device: Nokia 3310\n").hasPrefix("config.yaml:1:9: error: "))
    #expect(error("remember: maybe\n") == "config.yaml:1:11: error: expected true or false")
    #expect(error("keys: [r]\n").hasPrefix("config.yaml:1:7: error: expected a mapping of action names"))
    #expect(error("device: [a\n").hasPrefix("config.yaml:2:1: error: invalid YAML"))
    #expect(error("- device\n") == "config.yaml:1:1: error: expected a mapping of settings")
  }

  /// `project:` means what `--project` means: `none`, or a folder, relative to the config's own.
  @Test func theProjectIsNoneOrAFolder() throws {
    let none = try parse("project: none\n").project
    #expect({ if case .some(.none) = none { true } else { false } }())
    #expect(try parse("device: iPad Air 11\n").project == nil)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lp-config-project-\(UUID())")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("apps/Greenhouse"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("config.yaml").path
    let relative = try ConfigFile.parse(bytes: Array("project: apps/Greenhouse\n".utf8), file: file)
    #expect(relative.project == .root(folder.appendingPathComponent("apps/Greenhouse").path))
    let absolute = try ConfigFile.parse(bytes: Array("project: \(folder.path)/apps\n".utf8), file: file)
    #expect(absolute.project == .root(folder.appendingPathComponent("apps").path))
    #expect(
      error("project: no/such/folder\n")
        == "config.yaml:1:10: error: project 'no/such/folder' is not a folder (give a folder, or 'none')")
    #expect(error("project: [a, b]\n") == "config.yaml:1:10: error: expected a single value")
  }

  /// An alias bomb is refused by the budget before Yams expands it.
  @Test func aliasesAreCountedAsCopies() throws {
    var lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    for level in 1..<12 {
      let previous = "*a\(level - 1)"
      lines.append("a\(level): &a\(level) [\(Array(repeating: previous, count: 10).joined(separator: ", "))]")
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lp-config-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("config.yaml")
    try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
    #expect(throws: (any Error).self) { try ConfigFile.read(file.path) }
    // No file is no config, not an error.
    #expect(try ConfigFile.read(folder.appendingPathComponent("none.yaml").path) == nil)
  }

  @Test func pathsFollowXDGAndFallBackToHome() {
    let xdg = ConfigPaths(environment: ["XDG_CONFIG_HOME": "/c", "XDG_STATE_HOME": "/s", "HOME": "/h"])
    #expect(xdg?.config == "/c/layout-preview/config.yaml")
    #expect(xdg?.state == "/s/layout-preview/state.json")
    // Relative or empty XDG values are ignored, as the specification says.
    let home = ConfigPaths(environment: ["XDG_CONFIG_HOME": "relative", "XDG_STATE_HOME": "", "HOME": "/h/"])
    #expect(home?.config == "/h/.config/layout-preview/config.yaml")
    #expect(home?.state == "/h/.local/state/layout-preview/state.json")
    #expect(ConfigPaths(environment: [:]) == nil)
  }

  @Test("the project cache folder follows the XDG Base Directory specification")
  func cacheFolder() {
    #expect(
      ConfigPaths.cacheFolder(environment: ["XDG_CACHE_HOME": "/c/", "HOME": "/h"]) == "/c/layout-preview")
    #expect(
      ConfigPaths.cacheFolder(environment: ["XDG_CACHE_HOME": "rel", "HOME": "/h"])
        == "/h/.cache/layout-preview")
    #expect(ConfigPaths.cacheFolder(environment: ["XDG_CACHE_HOME": ""]) == nil)
    #expect(ConfigPaths.cacheFolder(environment: [:]) == nil)
  }

  /// The schema in the repository names every setting the reader takes and every action a key
  /// map can remap, and nothing else.
  @Test func theSchemaMatchesTheReader() throws {
    let data = try Data(contentsOf: Repository.url("Schemas/config.schema.json"))
    let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let properties = try #require(schema["properties"] as? [String: Any])
    #expect(Set(properties.keys) == Set(ConfigFile.fileKeys))
    let keys = try #require(properties["keys"] as? [String: Any])
    let names = try #require((keys["propertyNames"] as? [String: Any])?["enum"] as? [String])
    #expect(names == KeyMap.standard.bindings.map(\.name))
    let fit = try #require((properties["fit"] as? [String: Any])?["enum"] as? [String])
    #expect(Set(fit) == Set(FitMode.allCases.map(\.rawValue)))
  }

  @Test func theStateFileKeepsTheMostRecentFirstAndRefusesGarbage() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lp-state-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("layout-preview/state.json").path
    let old = RememberedVariant(device: "iPhone SE", orientation: .portrait, typeSize: nil, language: "en")
    let new = RememberedVariant(
      device: "iPad Air 11", orientation: .landscapeLeft, typeSize: "AX3", language: "ar")
    let entries = StateFile.merged(
      ["b.yaml": new], shownIn: ["b.yaml", "a.yaml"], over: [("/w/a.yaml", old), ("/w/b.yaml", old)],
      absolute: { "/w/" + $0 })
    #expect(entries.map(\.path) == ["/w/b.yaml", "/w/a.yaml"])
    #expect(entries.map(\.variant) == [new, old])
    try StateFile.write(entries, to: path)
    let read = try StateFile.read(path)
    #expect(read.map(\.path) == ["/w/b.yaml", "/w/a.yaml"] && read.map(\.variant) == [new, old])
    try "{\"version\": 1, \"files\": 3}".write(toFile: path, atomically: true, encoding: .utf8)
    #expect(throws: (any Error).self) { try StateFile.read(path) }
  }
}
