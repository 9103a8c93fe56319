import Devices
import LayoutEngine
import LayoutMapping
import TestSupport
import Testing

@testable import Wireframe

/// Every sample keeps its content inside the safe area at the smallest and largest text sizes,
/// on the smallest iPhone and the largest iPad, upright and on its side.
///
/// "Inside" means: every node that is drawn (not hidden, not an unchosen `ViewThatFits` child,
/// not a collapsed split-view column) and is not under `ignoresSafeArea` has the visible part of
/// its frame (its frame clipped to the enclosing scroll view or list) within the safe area, to
/// half a point. Content scrolled beyond a scroll view's viewport is clipped away, so it counts
/// only where it shows.
@Suite("Samples inside the safe area")
struct SampleSafeAreaTests {
  static let devices = ["iPhone SE 4-inch", "iPad Pro 12.9-inch"]
  static let orientations: [Orientation] = [.portrait, .landscapeLeft]
  static let sizes: [DynamicTypeSize] = [.xSmall, .accessibility5]

  static var cases: [(String, String)] {
    SampleAudit.names.flatMap { name in devices.map { (name, $0) } }
  }

  @Test("every sample stays inside the safe area", arguments: cases)
  func insideSafeArea(sample: String, deviceName: String) throws {
    let document = try SampleAudit.document(sample)
    let device = try DeviceCatalog.standard.device(named: deviceName)
    for orientation in Self.orientations {
      for size in Self.sizes {
        let screen = device.screen(orientation)
        let context = screen.context(dynamicTypeSize: size)
        let result = LayoutEngine.layout(document.body, in: context)
        let facts = SampleAudit.facts(document.body, in: context)
        #expect(facts.count == result.nodes.count)
        let safe = context.safeAreaFrame
        for (index, node) in result.nodes.enumerated() where !node.isHidden && !facts[index].ignoresSafeArea {
          let visible = node.clip.map { node.frame.intersection($0) } ?? node.frame
          guard visible.width > 0 && visible.height > 0 else { continue }
          #expect(
            safe.contains(visible, tolerance: 0.5),
            "\(sample) \(orientation.rawValue) \(size.name): \(result.path(of: index)) \(node.element.typeName) \(node.id ?? "") \(visible) outside \(context.safeAreaFrame)"
          )
        }
      }
    }
  }

  @Test("text that declares unlimited lines is never truncated at AX5", arguments: cases)
  func unlimitedLinesAtAX5(sample: String, deviceName: String) throws {
    let document = try SampleAudit.document(sample)
    let device = try DeviceCatalog.standard.device(named: deviceName)
    for orientation in Self.orientations {
      let context = device.screen(orientation).context(dynamicTypeSize: .accessibility5)
      let result = LayoutEngine.layout(document.body, in: context)
      let facts = SampleAudit.facts(document.body, in: context)
      for (index, node) in result.nodes.enumerated()
      where facts[index].declaresUnlimitedLines && !node.isHidden {
        #expect(
          !node.isTruncated,
          "\(sample) \(orientation.rawValue): \(result.path(of: index)) \(node.id ?? "") truncated")
      }
    }
  }
}
