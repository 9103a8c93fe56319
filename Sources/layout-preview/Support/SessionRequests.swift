import Audit
import Devices
import Foundation
import LayoutEngine
import Preview
import Wireframe

/// What the session's `:render` and `:check` do: the commands own rendering and checking, so the
/// session hands them the state on screen and shows the line they answer with.
enum SessionRequests {
  /// Carries out `request` for the layout and variant `state` shows.
  @Sendable static func perform(_ request: SessionRequest, _ state: PreviewState) -> String {
    guard let slot = state.currentLayout, let document = slot.document, let result = state.layoutResult else {
      return "Nothing to \(request == .check ? "check" : "render"): the file has no good version yet"
    }
    switch request {
    case .render(let path): return render(result, on: state.screen, to: path, inputs: state.watchedFiles)
    case .check:
      let findings = Inspector(body: document.body).findings([(result, state.variant, state.screen)])[0]
      guard let first = findings.first else { return "check: no findings in this variant" }
      let count = findings.count == 1 ? "1 finding" : "\(findings.count) findings"
      return "check: \(count) in this variant; \(first.node.source): \(first.rule.rawValue): \(first.message)"
    }
  }

  /// Writes the SVG of `result` on `screen` to `path`: an `.svg` file, never one of the session's
  /// `inputs` (input files are read, never written).
  static func render(_ result: LayoutResult, on screen: Screen, to path: String, inputs: [String]) -> String {
    guard path.lowercased().hasSuffix(".svg") else { return "render writes SVG: name a .svg file" }
    let target = URL(fileURLWithPath: path).standardizedFileURL.path
    if inputs.contains(where: { URL(fileURLWithPath: $0).standardizedFileURL.path == target }) {
      return "\(path) is a file the session reads; name another"
    }
    do {
      try Data(SVGOutput.render(result, on: screen).utf8).write(
        to: URL(fileURLWithPath: path), options: .atomic)
      return "Rendered this variant to \(path)"
    } catch {
      return "Could not write \(path): \(error.localizedDescription)"
    }
  }
}
