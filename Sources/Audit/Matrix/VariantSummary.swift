import Devices
import LayoutEngine
import Variants

/// Some variants of a matrix described as few blocks (`VariantGroup`s) rather than one line
/// each, with a sentence that leaves out every axis a block covers whole: "iPhone SE 4-inch,
/// iPod touch 5th generation and later, portrait, AX3…AX5" or "every variant".
public struct VariantSummary: Sendable, Hashable {
  /// How many variants, and of how many in the matrix.
  public var count: Int
  public var total: Int
  public var groups: [VariantGroup]
  /// The groups as a sentence, at most `shownGroups` of them.
  public var text: String

  /// The most groups `text` spells out.
  public static let shownGroups = 2

  /// The summary of `subset`, a selection from `all` (both in the matrix's order).
  public init(_ subset: [PreviewVariant], of all: [PreviewVariant]) {
    count = subset.count
    total = all.count
    let axes = Axes(all)
    var blocks = subset.map { variant in axes.coordinates(of: variant).map { Set([$0]) } }
    // Merge blocks that differ on one axis only, least significant axis first, until no two
    // blocks merge.
    var previousCount = Int.max
    while blocks.count < previousCount {
      previousCount = blocks.count
      for axis in (0..<Axes.count).reversed() {
        var merged: [[Set<Int>]] = []
        var position: [[Set<Int>]: Int] = [:]
        for block in blocks {
          var key = block
          key[axis] = []
          if let at = position[key] {
            merged[at][axis].formUnion(block[axis])
          } else {
            position[key] = merged.count
            merged.append(block)
          }
        }
        blocks = merged
      }
    }
    groups = blocks.map(axes.group)
    let phrases = blocks.map(axes.phrase)
    var text = phrases.prefix(Self.shownGroups).joined(separator: "; ")
    let more = phrases.count - Self.shownGroups
    if more > 0 { text += "; and \(more) more group\(more == 1 ? "" : "s")" }
    self.text = text
  }
}

/// The values each axis takes in a matrix's variants, in order, so a variant is a tuple of
/// indices.
private struct Axes {
  static let count = 7
  var devices: [Device] = []
  var orientations: [Orientation] = []
  var typeSizes: [DynamicTypeSize] = []
  var languages: [Language] = []
  var directions: [LayoutDirection] = []
  var splitModes: [SplitMode] = []
  var keyboard: [Bool] = []

  init(_ all: [PreviewVariant]) {
    var seenDevices: Set<String> = []
    for variant in all {
      if seenDevices.insert(variant.device.name).inserted { devices.append(variant.device) }
      Self.add(variant.orientation, to: &orientations)
      Self.add(variant.typeSize, to: &typeSizes)
      Self.add(variant.language, to: &languages)
      Self.add(variant.direction, to: &directions)
      Self.add(variant.splitMode, to: &splitModes)
      Self.add(variant.showsKeyboard, to: &keyboard)
    }
    orientations = Orientation.allCases.filter(orientations.contains)
    typeSizes = DynamicTypeSize.allCases.filter(typeSizes.contains)
    languages = Language.allCases.filter(languages.contains)
  }

  private static func add<Value: Equatable>(_ value: Value, to values: inout [Value]) {
    if !values.contains(value) { values.append(value) }
  }

  func coordinates(of variant: PreviewVariant) -> [Int] {
    [
      devices.firstIndex { $0.name == variant.device.name }!,
      orientations.firstIndex(of: variant.orientation)!,
      typeSizes.firstIndex(of: variant.typeSize)!,
      languages.firstIndex(of: variant.language)!,
      directions.firstIndex(of: variant.direction)!,
      splitModes.firstIndex(of: variant.splitMode)!,
      keyboard.firstIndex(of: variant.showsKeyboard)!,
    ]
  }

  func group(_ block: [Set<Int>]) -> VariantGroup {
    VariantGroup(
      devices: block[0].sorted().map { devices[$0].name },
      orientations: block[1].sorted().map { orientations[$0] },
      typeSizes: block[2].sorted().map { typeSizes[$0] },
      languages: block[3].sorted().map { languages[$0] },
      directions: block[4].sorted().map { directions[$0] },
      splitModes: block[5].sorted().map { splitModes[$0] },
      keyboard: block[6].sorted().map { keyboard[$0] })
  }

  /// The block in words, leaving out the axes it covers whole.
  func phrase(_ block: [Set<Int>]) -> String {
    var parts: [String] = []
    if block[0].count < devices.count { parts.append(devicePhrase(block[0].sorted().map { devices[$0] })) }
    if block[1].count < orientations.count {
      let chosen = block[1].sorted().map { orientations[$0] }
      parts.append(
        chosen == [.landscapeLeft, .landscapeRight]
          ? "landscape" : chosen.map(\.rawValue).joined(separator: " and "))
    }
    if block[2].count < typeSizes.count { parts.append(sizePhrase(block[2].sorted().map { typeSizes[$0] })) }
    if block[3].count < languages.count {
      parts.append(block[3].sorted().map { languages[$0].displayName }.joined(separator: " and "))
    }
    if block[4].count < directions.count {
      parts.append(
        block[4].sorted().map { directions[$0] == .leftToRight ? "LTR" : "RTL" }.joined(separator: " and "))
    }
    if block[5].count < splitModes.count {
      parts.append(block[5].sorted().map { splitModes[$0].displayName }.joined(separator: " and "))
    }
    if block[6].count < keyboard.count {
      parts.append(keyboard[block[6].first!] ? "keyboard shown" : "keyboard hidden")
    }
    return parts.isEmpty ? "every variant" : parts.joined(separator: ", ")
  }

  /// "every iPhone", "every iPad", or the names (the first three and how many more).
  private func devicePhrase(_ chosen: [Device]) -> String {
    for (idiom, name) in [(UserInterfaceIdiom.phone, "iPhone"), (.pad, "iPad")] {
      let all = devices.filter { $0.idiom == idiom }
      if all.count > 1, chosen.count == all.count, chosen.allSatisfy({ $0.idiom == idiom }) {
        return "every \(name)"
      }
    }
    let names = chosen.map(\.name)
    guard names.count > 3 else { return names.joined(separator: ", ") }
    return names.prefix(3).joined(separator: ", ") + " and \(names.count - 3) more devices"
  }

  /// Runs of neighbouring sizes as ranges: "xSmall…Large, AX5".
  private func sizePhrase(_ chosen: [DynamicTypeSize]) -> String {
    var runs: [[DynamicTypeSize]] = []
    for size in chosen {
      if let last = runs.last?.last, let at = typeSizes.firstIndex(of: last),
        at + 1 < typeSizes.count, typeSizes[at + 1] == size
      {
        runs[runs.count - 1].append(size)
      } else {
        runs.append([size])
      }
    }
    return runs.map { run in
      run.count > 2 ? "\(run.first!.name)…\(run.last!.name)" : run.map(\.name).joined(separator: ", ")
    }.joined(separator: ", ")
  }
}
