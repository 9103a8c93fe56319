import Foundation
import Testing

/// `gallery --out` writes nothing outside its folder: links planted in an existing folder are
/// never followed, a folder holding someone else's files is refused unless `--replace` is given,
/// and an earlier gallery's folder is replaced whole.
@Suite struct GalleryOutputFolderTests {
  /// A scratch folder with `victim.txt` and `victim-dir/` beside `OUT`, and `OUT` holding the
  /// links `index.html -> ../victim.txt` and `screen -> ../victim-dir`.
  static func plantedLinks() throws -> (scratch: URL, out: String) {
    let scratch = try CLI.temporaryDirectory()
    let manager = FileManager.default
    try "precious\n".write(
      to: scratch.appendingPathComponent("victim.txt"), atomically: true, encoding: .utf8)
    try manager.createDirectory(
      at: scratch.appendingPathComponent("victim-dir"), withIntermediateDirectories: true)
    let out = scratch.appendingPathComponent("OUT")
    try manager.createDirectory(at: out, withIntermediateDirectories: true)
    try manager.createSymbolicLink(atPath: out.path + "/index.html", withDestinationPath: "../victim.txt")
    try manager.createSymbolicLink(atPath: out.path + "/screen", withDestinationPath: "../victim-dir")
    try FileManager.default.copyItem(
      atPath: CLI.sample("sign-in.yaml"), toPath: scratch.appendingPathComponent("screen.yaml").path)
    return (scratch, out.path)
  }

  static func victimsUntouched(_ scratch: URL) throws {
    let victim = try String(contentsOf: scratch.appendingPathComponent("victim.txt"), encoding: .utf8)
    #expect(victim == "precious\n")
    let planted = try FileManager.default.contentsOfDirectory(atPath: scratch.path + "/victim-dir")
    #expect(planted.isEmpty)
  }

  @Test("a folder with planted links is refused, and nothing is written through them")
  func plantedLinksAreRefused() throws {
    let (scratch, out) = try Self.plantedLinks()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let run = try CLI.run(["gallery", scratch.path + "/screen.yaml", "--out", out, "-d", "iPhone 17 Pro"])
    #expect(run.status == 74)
    #expect(run.stderr.contains("holds entries gallery did not write (index.html, screen)"))
    #expect(run.stderr.contains("--replace"))
    try Self.victimsUntouched(scratch)
    // Nothing is left beside the folder either.
    let beside = try FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted()
    #expect(beside == ["OUT", "screen.yaml", "victim-dir", "victim.txt"])
  }

  @Test("--replace replaces the folder: its links are removed, never followed")
  func replaceRemovesTheLinks() throws {
    let (scratch, out) = try Self.plantedLinks()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let run = try CLI.run([
      "gallery", scratch.path + "/screen.yaml", "--out", out, "-d", "iPhone 17 Pro", "--replace",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    try Self.victimsUntouched(scratch)
    var status = stat()
    #expect(lstat(out + "/index.html", &status) == 0 && status.st_mode & S_IFMT == S_IFREG)
    #expect(lstat(out + "/screen", &status) == 0 && status.st_mode & S_IFMT == S_IFDIR)
    let tiles = try FileManager.default.contentsOfDirectory(atPath: out + "/screen")
    #expect(tiles.contains { $0.hasSuffix(".svg") })
  }

  @Test("an earlier gallery's folder is replaced without asking; a file added to it is not")
  func earlierGalleryIsReplaced() throws {
    let scratch = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let out = scratch.path + "/OUT"
    let arguments = ["gallery", CLI.sample("sign-in.yaml"), "--out", out, "-d", "iPhone 17 Pro"]
    #expect(try CLI.run(arguments).status == 0)
    #expect(try CLI.run(arguments).status == 0)
    try "mine\n".write(toFile: out + "/notes.txt", atomically: true, encoding: .utf8)
    let refused = try CLI.run(arguments)
    #expect(refused.status == 74)
    #expect(refused.stderr.contains("(notes.txt)"))
    #expect(try String(contentsOfFile: out + "/notes.txt", encoding: .utf8) == "mine\n")
  }
}
