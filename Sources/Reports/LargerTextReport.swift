import Audit
import Devices
import LayoutEngine

/// `check --report larger-text`: per device family, the largest text size up to which no text
/// is clipped, broken mid-word or stops growing as the text size grows from Large (a text already
/// clipped at Large, by a line limit, is the layout's choice and not counted), and whether that
/// reaches what Apple's
/// "Larger Text" accessibility label asks: text that enlarges to at least 200 percent (140
/// percent on watchOS), the HIG's Accessibility › Vision ("Ideally, give people the option to
/// enlarge text by at least 200 percent (or 140 percent in watchOS apps)"). The percentage is
/// Body's size at that text size over its size at Large, from the platform's type table (iPhone:
/// AX2 is 33 pt, 194 percent of 17; AX3 is 40 pt, 235 percent).
public enum LargerTextReport {
  /// A text size at which some text fails, and the texts that fail there.
  struct Failure {
    var size: DynamicTypeSize
    var texts: [Finding]
  }

  /// The report of `reports`, checked over `typeSizes` on `devices`, one line a family with
  /// Dynamic Type (iPhone, iPad, Apple Watch) in `devices`.
  public static func render(_ reports: [FileReport], devices: [Device], typeSizes: [DynamicTypeSize])
    -> String
  {
    var lines: [String] = []
    for (idiom, family) in [(UserInterfaceIdiom.phone, "iPhone"), (.pad, "iPad"), (.watch, "Apple Watch")] {
      let sizes = typeSizes.filter { idiom.dynamicTypeSizes.contains($0) }.sorted()
      guard devices.contains(where: { $0.idiom == idiom }), !sizes.isEmpty else { continue }
      // What a larger size breaks: texts clipped or broken at it that were whole at Large
      // (a line limit that truncates at every size is the layout's choice, not the text
      // size's), and texts that stop growing on the way to it.
      let failing = reports.flatMap(\.findings).filter(breaksLargerText)
      let atDefault = Set(
        failing.filter { finding in
          finding.rule != .dynamicType
            && finding.variants.contains { $0.device.idiom == idiom && $0.typeSize == .large }
        }.map { "\($0.rule)|\($0.node.source)" })
      var first: Failure?
      for size in sizes where size > .large {
        let texts = failing.filter { finding in
          !atDefault.contains("\(finding.rule)|\(finding.node.source)")
            && finding.variants.contains { $0.device.idiom == idiom && $0.typeSize == size }
        }
        if !texts.isEmpty {
          first = Failure(size: size, texts: texts)
          break
        }
      }
      let target = idiom == .watch ? 140.0 : 200.0
      let needed = idiom.dynamicTypeSizes.first { percent(of: $0, on: idiom) >= target }
      guard let failure = first else {
        let largest = sizes.last!
        let reaches = percent(of: largest, on: idiom) >= target
        lines.append(
          "\(family): clean to \(largest.name) (\(Int(percent(of: largest, on: idiom)))%): "
            + (reaches
              ? "Larger Text supportable (\(Int(target))% from \(needed?.name ?? largest.name))"
              : "Larger Text not yet supportable (\(Int(target))% needs \(needed?.name ?? "a larger size"), not checked)")
        )
        continue
      }
      let what = describe(failure)
      guard let clean = sizes.last(where: { $0 < failure.size }), clean >= .large else {
        lines.append("\(family): not clean at \(failure.size.name): Larger Text not supportable (\(what))")
        continue
      }
      let reached = percent(of: clean, on: idiom)
      lines.append(
        "\(family): clean to \(clean.name) (\(Int(reached))%): "
          + (reached >= target ? "Larger Text supportable" : "Larger Text not yet supportable") + " (\(what))"
      )
    }
    return lines.joined(separator: "\n")
  }

  /// Whether `finding` is text that a larger size loses: clipped, broken mid-word, or no longer
  /// growing.
  static func breaksLargerText(_ finding: Finding) -> Bool {
    switch finding.rule {
    case .textClipped, .midWordBreak: true
    case .dynamicType: finding.message.hasPrefix("text stops growing")
    default: false
    }
  }

  /// Body's size at `size` as a percentage of its size at Large on `idiom`.
  static func percent(of size: DynamicTypeSize, on idiom: UserInterfaceIdiom) -> Double {
    let body = Font(style: .body)
    return
      (100 * body.resolved(for: size, idiom: idiom).pointSize
      / body.resolved(for: .large, idiom: idiom).pointSize)
      .rounded(.down)
  }

  /// "AX3 clips 2 texts, breaks 1 mid-word: file:line:column 'id', …" for `failure`.
  static func describe(_ failure: Failure) -> String {
    let counts: [(Rule, String)] = [
      (.textClipped, "clips"), (.midWordBreak, "breaks"), (.dynamicType, "stops"),
    ]
    let parts = counts.compactMap { rule, verb -> String? in
      let count = failure.texts.filter { $0.rule == rule }.count
      guard count > 0 else { return nil }
      let noun = count == 1 ? "text" : "texts"
      switch rule {
      case .midWordBreak: return "breaks \(count) \(noun) mid-word"
      case .dynamicType: return "stops \(count) \(noun) growing"
      default: return "\(verb) \(count) \(noun)"
      }
    }
    let shown = failure.texts.prefix(3).map { finding in
      "\(finding.node.source)" + (finding.node.id.map { " '\($0)'" } ?? "")
    }
    let more = failure.texts.count > 3 ? ", …" : ""
    return "\(failure.size.name) " + parts.joined(separator: ", ") + ": " + shown.joined(separator: ", ")
      + more
  }
}
