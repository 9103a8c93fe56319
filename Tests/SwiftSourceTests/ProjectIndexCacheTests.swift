import Foundation
import TestSupport
import Testing

@testable import SwiftSource

/// The project index kept on disk between runs: in the user's cache folder, never the project's;
/// trusted only for files whose stamp is unchanged; rebuilt, never failed, when it is damaged.
@Suite("The project index's cache on disk")
struct ProjectIndexCacheTests {
  private static let files: [String: String] = [
    "App/Views/GarageView.swift":
      "import SwiftUI\nstruct GarageView: View { var body: some View { VehicleRow() } }\n",
    "App/DesignSystem/VehicleRow.swift":
      "import SwiftUI\nstruct VehicleRow: View { var body: some View { Text(\"x\") } }\n",
    "App/Models/Vehicle.swift": "import Foundation\nstruct Vehicle { static let samples = [Vehicle]() }\n",
  ]

  /// A project of `files` whose files were written an hour ago (a file written in the last two
  /// seconds is never cached), and an empty cache folder beside it.
  private func setUp(_ files: [String: String] = files) throws -> (root: URL, cache: ProjectIndexCache) {
    let root = try TemporaryProject.make("lp-index-cache", files)
    // `Package.swift`, the project's marker, is one of its Swift files too.
    for path in files.keys + ["Package.swift"] { try age(root.appendingPathComponent(path)) }
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent("lp-cache-\(UUID().uuidString)")
    return (root, ProjectIndexCache(folder: cache.path + "/layout-preview"))
  }

  private func age(_ url: URL) throws {
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: url.path)
  }

  private func remove(_ root: URL, _ cache: ProjectIndexCache) {
    try? FileManager.default.removeItem(at: root)
    try? FileManager.default.removeItem(atPath: (cache.folder as NSString).deletingLastPathComponent)
  }

  /// The index a new process would build: nothing in memory, the cache on disk.
  private func index(_ root: URL, _ cache: ProjectIndexCache) -> ProjectIndex {
    ProjectIndex(
      root: root.path, for: root.path + "/App/Views/GarageView.swift", scans: FileScans(), cache: cache)
  }

  /// The files declaring `name`, by path relative to `root`.
  private func declaring(_ name: String, in index: ProjectIndex, _ root: URL) -> [String] {
    (index.declaring[name] ?? []).map { String(index.paths[$0].dropFirst(root.path.count + 1)) }
  }

  private func listing(_ root: URL) -> [String] {
    (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []).sorted()
  }

  @Test("the index is written to the cache folder, one file a project, and the project is left as it was")
  func writtenOutsideTheProject() throws {
    let (root, cache) = try setUp()
    defer { remove(root, cache) }
    let before = listing(root)
    _ = index(root, cache)
    #expect(listing(root) == before)
    let stored = try #require(cache.load(root: root.path))
    #expect(stored.keys.sorted() == (Self.files.keys + ["Package.swift"]).sorted())
    #expect(stored["App/DesignSystem/VehicleRow.swift"]?.names == ["VehicleRow"])
    #expect(stored["App/Models/Vehicle.swift"]?.imports == ["Foundation"])
    // One file in the cache folder, with no temporary file left beside it.
    let cached = try FileManager.default.contentsOfDirectory(atPath: cache.folder)
    #expect(cached == [(cache.file(forRoot: root.path) as NSString).lastPathComponent])
    #expect(cache.file(forRoot: root.path).hasPrefix(cache.folder + "/project-"))
  }

  @Test("an unchanged file takes its names from the cache; an edited, added, removed or renamed one is read")
  func keyedByStamp() throws {
    let (root, cache) = try setUp()
    defer { remove(root, cache) }
    _ = index(root, cache)
    // The cache is what answers while the stamp matches: a name planted in it is found.
    var stored = try #require(cache.load(root: root.path))
    stored["App/DesignSystem/VehicleRow.swift"]?.names = ["Planted"]
    #expect(cache.save(stored, root: root.path))
    #expect(declaring("Planted", in: index(root, cache), root) == ["App/DesignSystem/VehicleRow.swift"])

    // Edited: the file is read again, the planted name is gone.
    let row = root.appendingPathComponent("App/DesignSystem/VehicleRow.swift")
    try "import SwiftUI\nstruct VehicleRow: View { var body: some View { Badge() } }\nstruct Badge {}\n"
      .write(to: row, atomically: false, encoding: .utf8)
    try age(row)
    var edited = index(root, cache)
    #expect(declaring("Planted", in: edited, root) == [])
    #expect(declaring("Badge", in: edited, root) == ["App/DesignSystem/VehicleRow.swift"])

    // Added, removed, renamed.
    let added = root.appendingPathComponent("App/DesignSystem/Spacing.swift")
    try "enum Spacing { static let medium = 12 }\n".write(to: added, atomically: true, encoding: .utf8)
    try age(added)
    try FileManager.default.removeItem(at: root.appendingPathComponent("App/Models/Vehicle.swift"))
    try FileManager.default.moveItem(
      at: row, to: root.appendingPathComponent("App/DesignSystem/Rows.swift"))
    edited = index(root, cache)
    #expect(declaring("medium", in: edited, root) == ["App/DesignSystem/Spacing.swift"])
    #expect(declaring("samples", in: edited, root) == [])
    #expect(declaring("Badge", in: edited, root) == ["App/DesignSystem/Rows.swift"])
    #expect(
      try #require(cache.load(root: root.path)).keys.sorted() == [
        "App/DesignSystem/Rows.swift", "App/DesignSystem/Spacing.swift", "App/Views/GarageView.swift",
        "Package.swift",
      ])
  }

  @Test("a file moved over another with the same size and modification time is read again")
  func movedOver() throws {
    let (root, cache) = try setUp([
      "App/Views/GarageView.swift":
        "import SwiftUI\nstruct GarageView: View { var body: some View { Text(\"\") } }\n",
      "App/A.swift": "struct Alpha {}\n", "App/B.swift": "struct Bravo {}\n",
    ])
    defer { remove(root, cache) }
    _ = index(root, cache)
    let date = try #require(
      try FileManager.default.attributesOfItem(atPath: root.path + "/App/A.swift")[.modificationDate] as? Date
    )
    try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: root.path + "/App/B.swift")
    _ = rename(root.path + "/App/B.swift", root.path + "/App/A.swift")
    #expect(declaring("Bravo", in: index(root, cache), root) == ["App/A.swift"])
  }

  @Test("a damaged, cut, foreign or oversized cache file is ignored and written afresh")
  func damagedCache() throws {
    let (root, cache) = try setUp()
    defer { remove(root, cache) }
    _ = index(root, cache)
    let path = cache.file(forRoot: root.path)
    let good = try Data(contentsOf: URL(fileURLWithPath: path))
    let text = String(decoding: good, as: UTF8.self)
    let lines = text.split(separator: "\n").map { $0 + "\n" }
    let damaged: [(String, Data)] = [
      ("cut in the middle", good.prefix(good.count / 2)),
      ("without its end line", Data(text.split(separator: "\n").dropLast().joined(separator: "\n").utf8)),
      ("of another version", Data(text.replacingOccurrences(of: "index 1", with: "index 0").utf8)),
      ("of another root", Data(text.replacingOccurrences(of: "root /", with: "root /elsewhere/").utf8)),
      ("with a bad number", Data(lines.enumerated().map { $0 == 2 ? "x" + $1 : $1 }.joined().utf8)),
      (
        "with a control character in a name",
        Data(text.replacingOccurrences(of: "VehicleRow", with: "Vehicle\u{1B}Row").utf8)
      ),
      ("binary", Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919) })),
      ("empty", Data()),
      ("too large", Data(count: ProjectIndexCache.maximumBytes + 1)),
    ]
    for (what, bytes) in damaged {
      try bytes.write(to: URL(fileURLWithPath: path))
      let rebuilt = index(root, cache)
      #expect(declaring("VehicleRow", in: rebuilt, root) == ["App/DesignSystem/VehicleRow.swift"], "\(what)")
      #expect(declaring("samples", in: rebuilt, root) == ["App/Models/Vehicle.swift"], "\(what)")
      #expect(cache.load(root: root.path)?.count == 4, "\(what): written afresh")
    }
    // A folder where the cache file should be, or a cache folder that cannot be made: read, not cached.
    try FileManager.default.removeItem(atPath: path)
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    #expect(declaring("VehicleRow", in: index(root, cache), root) == ["App/DesignSystem/VehicleRow.swift"])
    let unwritable = ProjectIndexCache(folder: "/dev/null/layout-preview")
    #expect(
      declaring("VehicleRow", in: index(root, unwritable), root) == ["App/DesignSystem/VehicleRow.swift"])
  }

  @Test("a file written in the last two seconds (or dated ahead) is read afresh and not cached")
  func racyFile() throws {
    let (root, cache) = try setUp()
    defer { remove(root, cache) }
    let fresh = root.appendingPathComponent("App/Fresh.swift")
    try "struct Fresh {}\n".write(to: fresh, atomically: true, encoding: .utf8)
    // Dated ahead, so it stays within the last two seconds however slowly the test runs.
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: 3600)], ofItemAtPath: fresh.path)
    let scans = FileScans()
    let built = ProjectIndex(
      root: root.path, for: root.path + "/App/Views/GarageView.swift", scans: scans, cache: cache)
    #expect(declaring("Fresh", in: built, root) == ["App/Fresh.swift"])
    #expect(try #require(cache.load(root: root.path))["App/Fresh.swift"] == nil)
    // Rewritten at once with the same size: the stamp may be the same, the names are still new.
    try "struct Fresx {}\n".write(to: fresh, atomically: false, encoding: .utf8)
    let again = ProjectIndex(
      root: root.path, for: root.path + "/App/Views/GarageView.swift", scans: scans, cache: cache)
    #expect(declaring("Fresx", in: again, root) == ["App/Fresh.swift"])
    #expect(declaring("Fresh", in: again, root) == [])
  }

  @Test("processes reading and writing one cache at once each get the right index, and leave a whole file")
  func concurrent() async throws {
    let (root, cache) = try setUp()
    defer { remove(root, cache) }
    let results = await withTaskGroup(of: [String].self) { group in
      for _ in 0..<8 {
        group.addTask {
          let built = index(root, cache)
          return declaring("VehicleRow", in: built, root) + declaring("samples", in: built, root)
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(results.count == 8)
    #expect(results.allSatisfy { $0 == ["App/DesignSystem/VehicleRow.swift", "App/Models/Vehicle.swift"] })
    #expect(cache.load(root: root.path)?.count == 4)
    #expect(try FileManager.default.contentsOfDirectory(atPath: cache.folder).count == 1)
  }
}
