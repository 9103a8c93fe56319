import Devices
import Foundation
import LayoutFile
import LayoutMapping
import TestSupport

@testable import LayoutEngine

/// Reads every sample in Layouts/ and lays it out on a screen, with per-node facts from the file
/// that frames alone do not tell: whether a node is under `ignoresSafeArea`, and whether it
/// declares unlimited lines (`lineLimit: none` on itself or an ancestor).
enum SampleAudit {
  /// The package's Layouts/ directory.
  static let directory = Repository.root.appendingPathComponent("Layouts")

  /// Every sample's file name without `.yaml`, sorted.
  static var names: [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return files.filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
  }

  /// The parsed sample `name`.
  static func document(_ name: String) throws -> LayoutDocument {
    try LayoutFileParser.load(path: directory.appendingPathComponent("\(name).yaml").path)
  }

  /// What the file says about one placed node.
  struct Facts {
    var ignoresSafeArea = false
    var declaresUnlimitedLines = false
  }

  /// The facts of every node of `root` as laid out in `context`, in `LayoutResult.nodes` order
  /// (a node, its backgrounds and overlays, then its children; variants resolved, system bars
  /// expanded into the nodes the engine adds for them, groups and `ForEach`es spliced).
  static func facts(_ root: ViewNode, in context: LayoutContext) -> [Facts] {
    var out: [Facts] = []
    collect(
      SystemBars.expand(root, in: context).expandingGroups(), context: context, inherited: Facts(), into: &out
    )
    return out
  }

  private static func collect(
    _ written: ViewNode, context: LayoutContext, inherited: Facts, inList: Bool = false,
    into out: inout [Facts]
  ) {
    let node = written.resolved(for: context)
    var facts = inherited
    for modifier in node.modifiers {
      switch modifier {
      case .ignoresSafeArea: facts.ignoresSafeArea = true
      case .lineLimit(let limit): facts.declaresUnlimitedLines = limit == nil
      default: break
      }
    }
    out.append(facts)
    // A list row's first badge is a text the compiler adds: a decoration, or a navigation link's
    // value (a last child) when the link has none.
    let hasBadge = inList && node.modifiers.contains { $0.kind == .badge }
    let badgeIsValue = hasBadge && node.element == .navigationLink && node.children.count == 1
    var badgeDone = false
    for modifier in node.modifiers {
      switch modifier {
      case .background(let decoration, _), .overlay(let decoration, _),
        .safeAreaInset(let decoration, _, _, _):
        collect(decoration, context: context, inherited: facts, into: &out)
      case .badge where hasBadge && !badgeIsValue && !badgeDone:
        badgeDone = true
        out.append(facts)
      default: break
      }
    }
    let isListing: Bool
    if case .listing = node.element { isListing = true } else { isListing = false }
    for child in node.children {
      collect(child, context: context, inherited: facts, inList: isListing, into: &out)
    }
    if badgeIsValue { out.append(facts) }
  }
}
