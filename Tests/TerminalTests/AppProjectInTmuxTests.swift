import Foundation
import Testing

/// The session on an app's project as a person runs it: the language key offers the languages
/// the app is translated into, and saving one of the app's images reloads the preview.
@Suite("The session on an app's project", .serialized)
struct AppProjectInTmuxTests {
  func status(_ screen: [String]) -> String {
    screen.count >= 2 ? screen[screen.count - 2] : ""
  }

  /// The sample app's garden screen, at the size a person's terminal often is.
  static let garden = TmuxSession.packageRoot.appendingPathComponent(
    "Examples/SampleApp/Sources/Greenhouse/Views/Garden/GardenView.swift"
  ).path

  @Test("g steps English, RTL pseudo, the app's Arabic and Hebrew, double length, at 80x24")
  func languagesOfTheApp() throws {
    let tmux = try TmuxSession([Self.garden], columns: 80, rows: 24)
    let english = try tmux.waitFor {
      self.status($0).contains("GardenView.swift") && $0.joined().contains("Garden")
    }
    #expect(english.joined().contains("My Garden"))
    try tmux.type("g")
    let pseudo = try tmux.waitFor { self.status($0).contains("RTL pseudolanguage") }
    #expect(pseudo.joined().contains("My Garden"))
    try tmux.type("g")
    let arabic = try tmux.waitFor { self.status($0).contains("Arabic") }
    // The navigation title from the app's catalog, "حديقتي", shaped and in visual order.
    #expect(!arabic.joined().contains("My Garden"))
    #expect(arabic.joined().contains("ﻲﺘﻘﻳﺪﺣ"))
    try tmux.type("g")
    let hebrew = try tmux.waitFor { self.status($0).contains("Hebrew") }
    #expect(hebrew.joined().contains("ילש הניגה"))
    try tmux.type("g")
    try tmux.waitFor { self.status($0).contains("double-length") }
    try tmux.type("g")
    let back = try tmux.waitFor {
      !self.status($0).contains("double-length") && !self.status($0).contains("RTL")
    }
    #expect(back.joined().contains("My Garden"))
  }

  @Test("g skips Arabic and Hebrew for a file whose strings have no translations")
  func noTranslations() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lp-nolang-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Plain.swift")
    try "import SwiftUI\n#Preview { Text(\"Plain words\") }\n".write(
      to: file, atomically: true, encoding: .utf8)
    let tmux = try TmuxSession([file.path], columns: 80, rows: 24)
    try tmux.waitFor(text: "Plain words")
    try tmux.type("g")
    try tmux.waitFor { self.status($0).contains("RTL pseudolanguage") }
    try tmux.type("g")
    let next = try tmux.waitFor {
      !self.status($0).contains("RTL pseudolanguage") && self.status($0).contains("double")
    }
    #expect(!status(next).contains("Arabic"))
  }

  /// The start of a PNG of `width` × `height` pixels: its signature and `IHDR`, what a size needs.
  static func png(_ width: UInt32, _ height: UInt32) -> Data {
    func bigEndian(_ value: UInt32) -> [UInt8] {
      (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) }
    }
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    let header = bigEndian(13) + Array("IHDR".utf8) + bigEndian(width) + bigEndian(height) + [8, 2, 0, 0, 0]
    return Data(signature + header + [0, 0, 0, 0])
  }

  @Test("saving an image of the app's asset catalog reloads the preview at the image's new size")
  func imageSaved() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("lp-assets-\(UUID())")
    let set = root.appendingPathComponent("App/Resources/Assets.xcassets/Photo.imageset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    try "// swift-tools-version: 6.0\n".write(
      to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    try #"{ "info" : { "version" : 1 } }"#.write(
      to: set.deletingLastPathComponent().appendingPathComponent("Contents.json"), atomically: true,
      encoding: .utf8)
    try #"{ "images" : [ { "filename" : "photo.png", "idiom" : "universal" } ], "info" : { "version" : 1 } }"#
      .write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
    try Self.png(200, 100).write(to: set.appendingPathComponent("photo.png"), options: .atomic)
    let file = root.appendingPathComponent("App/Screen.swift")
    try """
    import SwiftUI
    #Preview {
      VStack(spacing: 0) {
        Text("Above")
        Image("Photo")
        Text("Below")
        Spacer()
      }
    }
    """.write(to: file, atomically: true, encoding: .utf8)
    let tmux = try TmuxSession([file.path], columns: 80, rows: 24)
    let before = try tmux.waitFor(text: "Below")
    let rowBefore = try #require(before.firstIndex { $0.contains("Below") })
    // An editor saves the image 500 points taller: the text under it moves down the screen.
    try Self.png(200, 600).write(to: set.appendingPathComponent("photo.png"), options: .atomic)
    let after = try tmux.waitFor { screen in
      (screen.firstIndex { $0.contains("Below") }).map { $0 > rowBefore + 3 } ?? false
    }
    #expect(after.contains { $0.contains("Above") })
  }

  @Test("the app's folder opens on a screen, not its manifest, and n steps through its screens")
  func appFolder() throws {
    let folder = TmuxSession.packageRoot.appendingPathComponent("Examples/SampleApp").path
    let tmux = try TmuxSession([folder], columns: 80, rows: 24)
    // The first screen in path order: the design system's fact row, in Sources/…/DesignSystem.
    let first = try tmux.waitFor { $0.joined().contains("Partial sun") }
    #expect(!first.joined().contains("nothing to preview"))
    #expect(!first.joined().contains("Package.swift"))
    try tmux.type("n")
    try tmux.waitFor { !$0.joined().contains("Partial sun") }
    try tmux.type("n")
    // Models (Plant.swift, GardenModel.swift) are not stops: the third is the garden screen.
    let garden = try tmux.waitFor { $0.joined().contains("My Garden") }
    #expect(garden.joined().contains("PLANTS"))
  }
}
