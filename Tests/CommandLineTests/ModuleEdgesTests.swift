import Foundation
import TestSupport
import Testing

/// The modules' imports follow the pipeline docs/Architecture.md draws: each module imports only
/// modules above it, and the session's state machine and the batch tools reach neither reader's
/// syntax, so they do not link swift-syntax.
@Suite struct ModuleEdgesTests {
  /// The package's modules in pipeline order (docs/Architecture.md, "The module graph"; the C
  /// shims first, as they import nothing of ours): each may import only the ones before it.
  static let order = [
    "CFriBidi", "CNcurses", "LayoutEngine", "Devices", "LayoutMapping", "LayoutFile", "SwiftSource",
    "LayoutReading", "Wireframe", "Variants", "Audit", "Preview",
    "Reports", "Snapshots", "Gallery", "Accuracy", "TerminalUI", "layout-preview", "layout-preview-bench",
    "layout-preview-fuzz",
  ]

  /// Modules that must not import a module even though it comes before them.
  static let forbidden: [String: Set<String>] = [
    "LayoutFile": ["SwiftSource"],
    "Wireframe": ["LayoutMapping", "LayoutFile", "SwiftSource", "LayoutReading"],
    "Variants": ["LayoutFile", "SwiftSource", "LayoutReading", "Wireframe"],
    "Audit": ["LayoutFile", "SwiftSource", "LayoutReading", "Wireframe", "Preview"],
    "Preview": ["SwiftSource", "LayoutReading"],
    "Reports": ["LayoutFile", "SwiftSource", "LayoutReading", "Wireframe", "Preview"],
    "Gallery": ["LayoutFile", "SwiftSource", "LayoutReading", "Preview"],
    "Snapshots": ["LayoutFile", "SwiftSource", "LayoutReading", "Wireframe", "Preview", "Gallery"],
  ]

  /// The Swift modules each source folder imports, by folder name.
  static func imports() throws -> [String: Set<String>] {
    let sources = Repository.url("Sources")
    var found: [String: Set<String>] = [:]
    for module in try FileManager.default.contentsOfDirectory(atPath: sources.path) {
      let folder = sources.appendingPathComponent(module)
      guard let files = FileManager.default.enumerator(atPath: folder.path) else { continue }
      var modules: Set<String> = []
      for case let file as String in files where file.hasSuffix(".swift") {
        let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        for line in text.split(separator: "\n") {
          let words = line.split(separator: " ")
          if let index = words.firstIndex(of: "import"), index < 2, index + 1 < words.count {
            modules.insert(String(words[index + 1]))
          }
        }
      }
      found[module] = modules
    }
    return found
  }

  @Test func noModuleImportsOneBelowItInThePipeline() throws {
    let imports = try Self.imports()
    let ours = Set(imports.keys)
    for (module, imported) in imports {
      guard let rank = Self.order.firstIndex(of: module) else {
        Issue.record("\(module) is not in the pipeline order: place it in docs/Architecture.md and here")
        continue
      }
      // Names of our own targets as Swift spells them (`layout-preview` is `layout_preview`).
      for other in imported
      where ours.contains(other) || ours.contains(other.replacingOccurrences(of: "_", with: "-")) {
        let otherRank = Self.order.firstIndex(of: other.replacingOccurrences(of: "_", with: "-")) ?? .max
        #expect(otherRank < rank, "\(module) imports \(other), which comes after it")
        #expect(Self.forbidden[module]?.contains(other) != true, "\(module) imports \(other)")
      }
    }
  }

  @Test func theStateMachineAndTheBatchToolsLinkNoSwiftSyntax() throws {
    let imports = try Self.imports()
    for module in [
      "Preview", "Variants", "Audit", "Reports", "Snapshots", "Gallery", "Wireframe", "LayoutFile", "Devices",
    ] {
      let syntax = (imports[module] ?? []).filter {
        $0 == "SwiftSource" || $0.hasPrefix("SwiftSyntax") || $0.hasPrefix("SwiftParser")
      }
      #expect(syntax.isEmpty, "\(module) imports \(syntax.sorted())")
    }
    // The session's one reading of files lives in its I/O layer, not in the state machine.
    #expect(imports["Preview"]?.contains("Foundation") != true)
  }
}
