import Foundation
import Testing

/// The config file, its live reload, the remembered variants and `info`, as a person meets them:
/// each test gives the session its own XDG folders inside a temporary folder.
@Suite("Config, remembered variants and info in a terminal", .serialized)
struct ConfigInTmuxTests {
  static let settings = TmuxSession.packageRoot.appendingPathComponent("Layouts/settings.yaml").path

  /// A temporary home: `config` and `state` folders, and the environment that points there.
  struct Home {
    let root: URL
    var config: URL { root.appendingPathComponent("config/layout-preview/config.yaml") }
    var state: URL { root.appendingPathComponent("state/layout-preview/state.json") }
    var environment: [String: String] {
      [
        "XDG_CONFIG_HOME": root.appendingPathComponent("config").path,
        "XDG_STATE_HOME": root.appendingPathComponent("state").path,
      ]
    }

    init() throws {
      root = FileManager.default.temporaryDirectory.appendingPathComponent("lp-home-\(UUID())")
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent("config/layout-preview"), withIntermediateDirectories: true)
    }

    /// Saves the config as an editor does (a new file renamed over the old).
    func write(_ text: String) throws { try text.write(to: config, atomically: true, encoding: .utf8) }
  }

  @Test("the config's defaults and keys start the session, and a save remaps the keys at once")
  func defaultsKeysAndLiveReload() throws {
    let home = try Home()
    defer { try? FileManager.default.removeItem(at: home.root) }
    try home.write(
      """
      device: iPad Air 11
      language: ar
      fit: device
      keys:
        rotate: R
      """)
    let tmux = try TmuxSession([Self.settings], columns: 80, rows: 24, environment: home.environment)
    let start = try tmux.waitFor { $0.count == 24 && $0[23].contains("help") }
    #expect(start[22].hasPrefix("iPad Air 11-inch · portrait"), "\(start[22])")
    #expect(start[22].contains("RTL · ar"), "\(start[22])")
    // The hint line names the key that acts now.
    #expect(start[23].hasPrefix("? help  R rotate"), "\(start[23])")
    try tmux.type("r")
    Thread.sleep(forTimeInterval: 0.3)
    #expect(try tmux.screen()[22].contains("portrait"), "r no longer rotates")
    try tmux.type("R")
    let rotated = try tmux.waitFor { $0[22].contains("L-left") }
    #expect(rotated[22].contains("L-left"), "\(rotated[22])")
    // The help lists R beside :rotate.
    try tmux.type("?")
    try tmux.type("rotate")
    let help = try tmux.waitFor { $0.contains { $0.contains(":rotate") } }
    #expect(help.contains { $0.contains(" R ") && $0.contains(":rotate") }, "\(help)")
    try tmux.press("Escape")
    try tmux.press("Escape")
    // Both keys taken (an Esc after the save would clear its notice): the help is closed.
    try tmux.waitFor { !$0.contains { $0.contains("Keys") } && $0[23].hasPrefix("? help") }
    // A save maps mirror to M; the session says so and M mirrors.
    try home.write("device: iPad Air 11\nkeys:\n  rotate: R\n  mirror: M\n")
    let reloaded = try tmux.waitFor(text: "Config reloaded")
    #expect(reloaded[23].hasPrefix("Config reloaded"), "\(reloaded[23])")
    try tmux.type("M")
    let mirrored = try tmux.waitFor(text: "Left-to-right")
    #expect(mirrored[23].contains("Left-to-right"))
    // A bad save keeps the keys and says where the problem is.
    try home.write("keys:\n  mirror: M\n  rotat: R\n")
    let bad = try tmux.waitFor(text: "error")
    #expect(
      bad[23] == "config.yaml:3:3: error: unknown action 'rotat' (did you mean 'rotate'?)", "\(bad[23])")
    try tmux.type("R")
    let stillRotates = try tmux.waitFor { $0[22].contains("L-right") }
    #expect(stillRotates[22].contains("L-right"))
    try tmux.type("q")
    #expect(try tmux.waitForExit()?.contains("status 0") == true)
  }

  @Test("a save applies every setting it changes at once: device, fit, theme, charset, language")
  func liveReloadAppliesEverySetting() throws {
    let home = try Home()
    defer { try? FileManager.default.removeItem(at: home.root) }
    try home.write("theme: dark\n")
    let tmux = try TmuxSession([Self.settings], columns: 80, rows: 24, environment: home.environment)
    let start = try tmux.waitFor { $0.count == 24 && $0[23].contains("help") }
    #expect(start[22].hasPrefix("iPhone 17 Pro · portrait"), "\(start[22])")
    #expect(start[22].contains("fit width"), "\(start[22])")
    #expect(start.contains { $0.contains("╭") }, "Unicode outline at start")
    let darkColours = try tmux.screenWithStyles()
    try home.write(
      "theme: light\ndevice: iPad Air 11\nfit: device\ncharset: ascii\nlanguage: ar\n")
    let reloaded = try tmux.waitFor(text: "Config reloaded")
    #expect(
      reloaded[23] == "Config reloaded: theme, device, fit, language, charset", "\(reloaded[23])")
    // The device, the language and its direction, the whole device: what the status line shows
    // (in ASCII now: `-` between its parts).
    #expect(reloaded[22].hasPrefix("iPad Air 11-inch - portrait"), "\(reloaded[22])")
    #expect(reloaded[22].contains("RTL - ar"), "\(reloaded[22])")
    #expect(!reloaded[22].contains("fit width"), "\(reloaded[22])")
    // ASCII drawing: the outline's corners are '.', no box drawing is left on the pane.
    let pane = reloaded.prefix(22).joined()
    #expect(!pane.contains("╭") && !pane.contains("│"), "\(reloaded.prefix(22).joined(separator: "\n"))")
    #expect(pane.contains(".") && pane.contains("|"))
    // The light theme's colours, not the dark one's.
    #expect(try tmux.screenWithStyles() != darkColours)
    // A save that changes nothing says so and keeps what a key changed since.
    try tmux.type("m")
    _ = try tmux.waitFor { $0[22].contains("LTR") }
    try home.write(
      "theme: light\ndevice: iPad Air 11\nfit: device\ncharset: ascii\nlanguage: ar\n# a comment\n")
    let same = try tmux.waitFor(text: "nothing changed")
    #expect(same[22].contains("LTR"), "\(same[22])")
    // An unknown theme is an error at its line and column; nothing changes.
    try home.write("theme: sepia\ndevice: iPhone SE 4-inch\n")
    let bad = try tmux.waitFor(text: "error")
    #expect(bad[23].hasPrefix("config.yaml:1:8: error: unknown theme 'sepia'"), "\(bad[23])")
    #expect(bad[22].hasPrefix("iPad Air 11-inch"), "\(bad[22])")
    try tmux.type("q")
    #expect(try tmux.waitForExit()?.contains("status 0") == true)
  }

  @Test("a bad config is reported at file:line:column and the session runs on the defaults")
  func badConfigAtStart() throws {
    let home = try Home()
    defer { try? FileManager.default.removeItem(at: home.root) }
    try home.write("device: iPad Air 11\nfit: sideways\n")
    let tmux = try TmuxSession([Self.settings], columns: 80, rows: 24, environment: home.environment)
    let start = try tmux.waitFor { $0.count == 24 && $0[23].contains("Config ignored") }
    #expect(
      start[23].hasPrefix("Config ignored: config.yaml:2:6: error: unknown value 'sideways'"), "\(start[23])")
    #expect(start[22].hasPrefix("iPhone 17 Pro"), "\(start[22])")
    try tmux.type("q")
    #expect(try tmux.waitForExit()?.contains("status 0") == true)
  }

  @Test("project: none reads a Swift file alone, and --project on the command line wins over it")
  func projectSetting() throws {
    let home = try Home()
    defer { try? FileManager.default.removeItem(at: home.root) }
    // An app whose screen uses a row declared in its design-system folder.
    let app = home.root.appendingPathComponent("Greenhouse")
    let files = [
      "Package.swift": "// swift-tools-version: 6.0\n",
      "Sources/DesignSystem/Badge.swift":
        "import SwiftUI\nstruct Badge: View {\n  var body: some View { Text(\"Thirsty today\") }\n}\n",
      "Sources/Views/Garden.swift": "import SwiftUI\n#Preview {\n  List { Badge() }\n}\n",
    ]
    for (path, text) in files {
      let url = app.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    let screen = app.appendingPathComponent("Sources/Views/Garden.swift").path
    try home.write("project: none\n")
    var environment = home.environment
    environment["XDG_CACHE_HOME"] = home.root.appendingPathComponent("cache").path
    do {
      let alone = try TmuxSession([screen], columns: 80, rows: 24, environment: environment)
      let shown = try alone.waitFor { $0.count == 24 && $0.joined().contains("Badge") }
      // The row's folder is not read: the row is a box with its name.
      #expect(!shown.joined().contains("Thirsty today"), "\(shown)")
      #expect(shown.joined().contains("Badge"), "\(shown)")
      try alone.type("q")
      #expect(try alone.waitForExit()?.contains("status 0") == true)
    }
    let named = try TmuxSession(
      [screen, "--project", app.path], columns: 80, rows: 24, environment: environment)
    let shown = try named.waitFor { $0.joined().contains("Thirsty today") }
    #expect(shown.joined().contains("Thirsty today"))
    try named.type("q")
    #expect(try named.waitForExit()?.contains("status 0") == true)
  }

  @Test("charset: ascii draws in ASCII, and an unknown theme is reported where it is written")
  func charsetAndTheme() throws {
    let home = try Home()
    defer { try? FileManager.default.removeItem(at: home.root) }
    try home.write("charset: ascii\ntheme: sepia\n")
    let tmux = try TmuxSession([Self.settings], columns: 80, rows: 24, environment: home.environment)
    let start = try tmux.waitFor { $0.count == 24 && $0[23].contains("Config ignored") }
    #expect(
      start[23].hasPrefix("Config ignored: config.yaml:2:8: error: unknown theme 'sepia'"), "\(start[23])")
    #expect(start.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) }, "\(start)")
    #expect(start[22].hasPrefix("iPhone 17 Pro - portrait"), "\(start[22])")
    try tmux.type("q")
    #expect(try tmux.waitForExit()?.contains("status 0") == true)
  }

  @Test("each file opens in the variant it was last shown in, unless remember is false")
  func rememberedVariant() throws {
    let home = try Home()
    defer { try? FileManager.default.removeItem(at: home.root) }
    do {
      let tmux = try TmuxSession([Self.settings], columns: 80, rows: 24, environment: home.environment)
      try tmux.waitFor { $0.count == 24 && $0[23].contains("? help") }
      try tmux.type(":device iPad Air 11")
      try tmux.press("Enter")
      try tmux.type("r+g")
      try tmux.waitFor { $0[22].contains("xLarge") && $0[22].contains("L-left") }
      try tmux.type("q")
      #expect(try tmux.waitForExit()?.contains("status 0") == true)
    }
    let saved = try String(contentsOf: home.state, encoding: .utf8)
    #expect(saved.contains(Self.settings), "\(saved)")
    do {
      let tmux = try TmuxSession([Self.settings], columns: 80, rows: 24, environment: home.environment)
      let again = try tmux.waitFor { $0.count == 24 && $0[23].contains("? help") }
      #expect(again[22].hasPrefix("iPad Air 11-inch · L-left · xLarge · RTL"), "\(again[22])")
      try tmux.type("q")
      _ = try tmux.waitForExit()
    }
    // The command line's choice wins over the memory.
    do {
      let tmux = try TmuxSession(
        [Self.settings, "--device", "iPhone SE 4-inch"], columns: 80, rows: 24, environment: home.environment)
      let chosen = try tmux.waitFor { $0.count == 24 && $0[23].contains("? help") }
      #expect(chosen[22].hasPrefix("iPhone SE"), "\(chosen[22])")
      try tmux.type("q")
      _ = try tmux.waitForExit()
    }
    // remember: false: the file opens on the defaults, and nothing is written.
    try home.write("remember: false\n")
    try FileManager.default.removeItem(at: home.state)
    do {
      let tmux = try TmuxSession([Self.settings], columns: 80, rows: 24, environment: home.environment)
      let off = try tmux.waitFor { $0.count == 24 && $0[23].contains("? help") }
      #expect(off[22].hasPrefix("iPhone 17 Pro · portrait"), "\(off[22])")
      try tmux.type("rq")
      _ = try tmux.waitForExit()
    }
    #expect(!FileManager.default.fileExists(atPath: home.state.path))
  }

  @Test(":render writes the variant on screen as SVG and :check reports its findings")
  func renderAndCheck() throws {
    let home = try Home()
    defer { try? FileManager.default.removeItem(at: home.root) }
    let output = home.root.appendingPathComponent("out.svg")
    let tmux = try TmuxSession([Self.settings], columns: 80, rows: 24, environment: home.environment)
    try tmux.waitFor { $0.count == 24 && $0[23].contains("? help") }
    try tmux.type(":render \(output.path)")
    try tmux.press("Enter")
    let rendered = try tmux.waitFor(text: "Rendered")
    #expect(rendered[23].hasPrefix("Rendered this variant to"), "\(rendered[23])")
    let svg = try String(contentsOf: output, encoding: .utf8)
    #expect(svg.hasPrefix("<svg") || svg.hasPrefix("<?xml"))
    #expect(svg.contains("Wi-Fi"))
    // The layout being read is never written.
    try tmux.type(":render \(Self.settings)")
    try tmux.press("Enter")
    let refused = try tmux.waitFor(text: "render writes SVG")
    #expect(refused[23].contains("name a .svg file"))
    try tmux.type(":type AX5")
    try tmux.press("Enter")
    try tmux.type(":check")
    try tmux.press("Enter")
    let checked = try tmux.waitFor(text: "check:")
    #expect(checked[23].hasPrefix("check: "), "\(checked[23])")
    #expect(checked[23].contains("in this variant"), "\(checked[23])")
  }

  @Test("info prints the config, state and cache paths it uses")
  func info() throws {
    let home = try Home()
    defer { try? FileManager.default.removeItem(at: home.root) }
    func run() throws -> String {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: TmuxSession.binary)
      process.arguments = ["info"]
      process.environment = home.environment.merging(["HOME": home.root.path]) { given, _ in given }
      let pipe = Pipe()
      process.standardOutput = pipe
      try process.run()
      let data = pipe.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return String(decoding: data, as: UTF8.self)
    }
    var text = try run()
    #expect(text.contains("config   \(home.config.path)  (not there: the defaults)"), "\(text)")
    #expect(text.contains("state    \(home.state.path)  (0 files remembered)"), "\(text)")
    // With no XDG_CACHE_HOME the cache is in HOME; a read of a project files one index there.
    let cache = home.root.appendingPathComponent(".cache/layout-preview").path
    #expect(text.contains("cache    \(cache)  (not there: made by the first read of a project)"), "\(text)")
    try FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: true)
    try Data().write(to: URL(fileURLWithPath: cache + "/project-0123.index"))
    #expect(try run().contains("cache    \(cache)  (1 project indexed)"))
    try home.write("remember: false\ntheme: [x\n")
    text = try run()
    #expect(text.contains("(bad, ignored: \(home.config.path):3:1: error: malformed YAML"), "\(text)")
    try home.write("remember: false\n")
    text = try run()
    #expect(text.contains("config   \(home.config.path)  (read)"), "\(text)")
    #expect(text.contains("(off: remember: false)"), "\(text)")
  }
}
