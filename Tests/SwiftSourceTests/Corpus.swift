import Foundation
import SwiftSource

/// The corpus of SwiftUI files written like real apps' (`Corpus/`), read from the test bundle.
enum Corpus {
  static let folder = Bundle.module.url(forResource: "Corpus", withExtension: nil)!

  /// Every file's name and text, sorted by name.
  static let files: [(name: String, text: String)] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted().map { name in
      (name, (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? "")
    }
  }()

  /// Every file parsed once.
  static let parsed: [SwiftFile] = files.map { SwiftFile(lenientlyParsing: $0.name, text: $0.text) }

  /// The program of one corpus file, with every other corpus file as a sibling.
  static func program(_ name: String, platform: Platform = .iOS) throws -> SwiftProgram {
    let main = try SwiftFile(path: name, text: files.first { $0.name == name }!.text)
    let siblings = files.filter { $0.name != name }.map {
      SwiftFile(lenientlyParsing: $0.name, text: $0.text)
    }
    return SwiftProgram(main: main, siblings: siblings, platform: platform)
  }
}
