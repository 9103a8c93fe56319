import Foundation
import Testing

/// Hostile projects around a good Swift file, through the built binary: what the reader reads
/// beside the file (its folder, the project index and its cache, String Catalogs, strings files,
/// asset catalogs and their image headers) held to the bar of issue 29's hostile files. Each
/// project is made in a temporary folder the test removes; the index's cache goes in the run's
/// scratch folder. Each ends with exit 0, the good file drawn, the message naming the limit,
/// nothing from the files' control characters on either stream and a bound on peak memory.
@Suite("Hostile projects", .timeLimit(.minutes(20)))
struct HostileProjectCommandTests {
  /// One hostile project: its files besides `Package.swift` and `App/ContentView.swift`, and the
  /// message every run must print (empty when there is none to print).
  struct Case: CustomStringConvertible, Sendable {
    var name: String
    var files: @Sendable () -> [String: Data]
    var message: String
    var description: String { name }
  }

  /// The good file: a title the String Catalog translates and two images of the asset catalog.
  static let view = """
    import SwiftUI
    struct ContentView: View {
      var body: some View { VStack { Text("Welcome"); Image("Fern"); Image("Huge") } }
    }
    #Preview { ContentView() }

    """

  static func text(_ text: String) -> Data { Data(text.utf8) }

  /// A PNG's signature and `IHDR` chunk claiming `width` × `height` pixels (the CRC is not read).
  static func png(width: UInt32, height: UInt32) -> Data {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    bytes += Array("IHDR".utf8)
    for value in [width, height] { bytes += withUnsafeBytes(of: value.bigEndian) { Array($0) } }
    bytes += [8, 6, 0, 0, 0, 0, 0, 0, 0]
    return Data(bytes)
  }

  static func imageSet(_ name: String, file: String, _ data: Data) -> [String: Data] {
    let contents = "{\"images\": [{\"idiom\": \"universal\", \"filename\": \"\(file)\", \"scale\": \"1x\"}]}"
    return [
      "Resources/Assets.xcassets/\(name).imageset/Contents.json": text(contents),
      "Resources/Assets.xcassets/\(name).imageset/\(file)": data,
    ]
  }

  static func catalog(_ value: String) -> String {
    "{\"sourceLanguage\": \"en\", \"strings\": {\"Welcome\": {\"localizations\": {\"en\": {\"stringUnit\": "
      + "{\"state\": \"translated\", \"value\": \"\(value)\"}}}}}}"
  }

  static let cases: [Case] = [
    Case(
      name: "a folder of 20,000 files beside the view", files: { [:] }, message: ""),
    Case(
      name: "a PNG header claiming 2^31 x 2^31 pixels",
      files: { imageSet("Huge", file: "huge.png", png(width: 1 << 31, height: 1 << 31)) },
      message: "warning: the size of image 'Huge' could not be read from its asset catalog"),
    Case(
      name: "an SVG of a huge viewBox and an entity bomb",
      files: {
        imageSet("Huge", file: "huge.svg", text("<svg viewBox=\"0 0 1e308 1e308\"></svg>")).merging(
          imageSet(
            "Fern", file: "fern.svg",
            text(
              "<?xml version=\"1.0\"?><!DOCTYPE svg [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;&a;\">]>"
                + "<svg width=\"&b;\" height=\"&b;\"></svg>"))
        ) { $1 }
      },
      message: "warning: the size of image 'Fern' could not be read from its asset catalog"),
    Case(
      name: "a String Catalog past the bytes of string tables read",
      files: {
        ["Resources/Localizable.xcstrings": text(catalog("Hello") + String(repeating: " ", count: 9 << 20))]
      },
      message:
        "Localizable.xcstrings:1:1: warning: the String Catalog was not read (it is 9437318 bytes, past the 4194304 bytes of string tables read (the limit of one preview))"
    ),
    Case(
      name: "a strings file of one 20 KiB string",
      files: {
        [
          "Resources/en.lproj/Localizable.strings": text(
            "\"Welcome\" = \"\(String(repeating: "w", count: 20_000))\";\n")
        ]
      },
      message:
        "Localizable.strings:1:1: warning: 1 of its strings are longer than 16384 bytes (the limit of one string); they are not translated"
    ),
    Case(
      name: "a String Catalog nested 100,000 deep",
      files: {
        [
          "Resources/Localizable.xcstrings": text(
            String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000))
        ]
      },
      message: "Localizable.xcstrings:1:1: warning: the String Catalog was not read (it is not JSON)"),
    Case(
      name: "control characters in catalog strings, strings files and asset names",
      files: {
        [
          "Resources/Localizable.xcstrings": text(
            catalog("Wel\\u001b[2J\\u009b\\u0007\\r")),
          "Resources/en.lproj/Bad\u{1B}[31m.strings": text("\"a\" = ;\n"),
          "Resources/Assets.xcassets/\u{1B}[5mFern\u{07}.imageset/Contents.json": text("not JSON \u{1B}[2J"),
        ]
      },
      message: "warning: the strings file was not read (expected a string)"),
  ]

  /// Makes the project of `hostile` in a new temporary folder; the path of its view.
  static func make(_ hostile: Case) throws -> URL {
    let root = try CLI.temporaryDirectory()
    var files = hostile.files()
    files["Package.swift"] = text("// swift-tools-version: 6.0\n")
    files["App/ContentView.swift"] = text(view)
    for (path, data) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url)
    }
    if hostile.name.hasPrefix("a folder of 20,000 files") {
      for index in 0..<20_000 {
        _ = FileManager.default.createFile(
          atPath: root.appendingPathComponent("App/data\(index).json").path, contents: nil)
      }
    }
    return root
  }

  /// Whether `text` holds a control character other than a newline (C0, DEL or C1).
  static func hasControlCharacters(_ text: String) -> Bool {
    text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }
  }

  @Test("each hostile project ends in render, frames and check with the good file drawn", arguments: cases)
  func project(hostile: Case) throws {
    let root = try Self.make(hostile)
    defer { try? FileManager.default.removeItem(at: root) }
    let path = root.appendingPathComponent("App/ContentView.swift").path
    for command in ["render", "frames", "check"] {
      let run = try HostileSwiftCommandTests.run(
        command == "render" ? ["render", path, "--width", "40"] : [command, path])
      #expect(run.signal == 0, "\(command) \(hostile.name) died of signal \(run.signal)")
      // `check` exits 1 when it has findings about the layout it read.
      #expect(
        run.status == 0 || (command == "check" && run.status == 1),
        "\(command) \(hostile.name): \(run.stderr)")
      // `check` reports findings rather than drawing.
      if command != "check" { #expect(run.stdout.contains("Wel"), "\(command) \(hostile.name) drew nothing") }
      if command != "check", !hostile.message.isEmpty {
        #expect(run.stderr.contains(hostile.message), "\(command) \(hostile.name): \(run.stderr.prefix(800))")
      }
      #expect(!Self.hasControlCharacters(run.stdout + run.stderr), "\(command) \(hostile.name)")
      #expect(
        run.peakKilobytes < HostileSwiftCommandTests.peakLimit,
        "\(command) \(hostile.name) peaked at \(run.peakKilobytes) KB")
    }
  }

  @Test("a damaged index cache of thousands of names a file is ignored: the same picture, no message")
  func hostileCache() throws {
    let root = try CLI.temporaryDirectory()
    let cache = try CLI.temporaryDirectory()
    defer {
      try? FileManager.default.removeItem(at: root)
      try? FileManager.default.removeItem(at: cache)
    }
    let files = [
      "Package.swift": "// swift-tools-version: 6.0\n",
      "App/ContentView.swift":
        "import SwiftUI\nstruct ContentView: View {\n  var body: some View { Banner() }\n}\n"
        + "#Preview { ContentView() }\n",
      "App/Banner.swift":
        "import SwiftUI\nstruct Banner: View {\n  var body: some View { Text(\"Welcome\") }\n}\n",
    ]
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
      // Written an hour ago: a file written in the last two seconds is never cached.
      try FileManager.default.setAttributes(
        [.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: url.path)
    }
    let path = root.appendingPathComponent("App/ContentView.swift").path
    let environment = ["XDG_CACHE_HOME": cache.path]
    let first = try HostileSwiftCommandTests.run(["render", path, "--width", "40"], environment: environment)
    #expect(first.stdout.contains("Welcome"))
    let folder = cache.appendingPathComponent("layout-preview")
    let name = try #require(try FileManager.default.contentsOfDirectory(atPath: folder.path).first)
    let file = folder.appendingPathComponent(name)
    let written = try String(contentsOf: file, encoding: .utf8)
    // Every file's line given 40,000 names (past what a 256 KiB file can declare), and lines of
    // control characters for files that do not exist.
    var lines = written.split(separator: "\n").map(String.init)
    let names = (0..<40_000).map { "N\($0)" }.joined(separator: ",")
    for index in lines.indices.dropFirst(2).dropLast() {
      var fields = lines[index].split(separator: " ", maxSplits: 6).map(String.init)
      fields[5] = names + ",Banner"
      lines[index] = fields.joined(separator: " ")
    }
    lines.insert("1 2 3 4 - Evil \u{1B}[31mApp/\u{07}x.swift", at: lines.count - 1)
    lines[lines.count - 1] = "end \(lines.count - 3)"
    try (lines.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
    let second = try HostileSwiftCommandTests.run(
      ["render", path, "--width", "40"], environment: environment)
    #expect(second.status == 0)
    #expect(second.stdout == first.stdout)
    #expect(second.stderr == first.stderr)
    #expect(!Self.hasControlCharacters(second.stdout + second.stderr))
    // Ignored whole, and written afresh.
    #expect(try String(contentsOf: file, encoding: .utf8) == written)
    #expect(second.peakKilobytes < HostileSwiftCommandTests.peakLimit)
  }
}
