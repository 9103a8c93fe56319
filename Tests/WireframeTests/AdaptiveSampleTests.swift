import Devices
import LayoutEngine
import LayoutMapping
import TestSupport
import Testing

@testable import Wireframe

/// The adaptive samples really adapt: each changes at its switch point, with exact numbers.
@Suite("Adaptive samples")
struct AdaptiveSampleTests {
  /// `sample` laid out on `deviceName` in `orientation` at `size`.
  func layout(
    _ sample: String, _ deviceName: String, _ orientation: Orientation = .portrait,
    _ size: DynamicTypeSize = .large
  ) throws -> LayoutResult {
    let document = try SampleAudit.document(sample)
    let screen = try DeviceCatalog.standard.device(named: deviceName).screen(orientation)
    return LayoutEngine.layout(document.body, in: screen.context(dynamicTypeSize: size))
  }

  @Test("contact: a field's label and value sit side by side up to xxxLarge and stack from AX1")
  func contactStacksAtAccessibilitySizes() throws {
    let side = try layout("contact", "iPhone SE 4-inch", .portrait, .xxxLarge)
    #expect(side.node(withID: "mobile-row")!.element == .hStack(alignment: .center, spacing: nil))
    #expect(side.frame("mobile-label").minX == 32)
    #expect(side.frame("mobile").minX > side.frame("mobile-label").maxX)
    let stacked = try layout("contact", "iPhone SE 4-inch", .portrait, .accessibility1)
    #expect(stacked.node(withID: "mobile-row")!.element == .vStack(alignment: .leading, spacing: 2))
    let label = stacked.frame("mobile-label")
    let value = stacked.frame("mobile")
    #expect(label.rounded == Rect(x: 32, y: 474, width: 78.587, height: 31))
    #expect(value.minX == 32)
    // Label, 2 pt, the spacer's 8 pt minimum, 2 pt, value.
    #expect(value.minY == label.maxY + 12)
    #expect(!stacked.node(withID: "mobile")!.isTruncated)
  }

  @Test("contact: the actions are a row at Large and a column once they no longer fit")
  func contactActionsFit() throws {
    let large = try layout("contact", "iPhone SE 4-inch", .portrait, .large)
    #expect(!large.node(withID: "actions-row")!.isHidden)
    #expect(large.node(withID: "actions-column")!.isHidden)
    #expect(large.frame("actions-row").height == 36)
    let larger = try layout("contact", "iPhone SE 4-inch", .portrait, .xxxLarge)
    #expect(larger.node(withID: "actions-row")!.isHidden)
    #expect(!larger.node(withID: "actions-column")!.isHidden)
  }

  /// The number of thumbnails in the first row of the photo grid and their side.
  func firstRow(_ result: LayoutResult) -> (count: Int, side: Double) {
    let first = result.frame("photo-1")
    let count = result.nodes.filter { node in
      if case .picture(.image(.photo, _)) = node.element {
        return node.frame.minY == first.minY
      } else {
        return false
      }
    }.count
    return (count, (first.width * 1000).rounded() / 1000)
  }

  @Test(
    "photo library: adaptive columns follow the width, so rotation changes the column count",
    arguments: [
      ("iPhone 17 Pro", Orientation.portrait, 3, 132.667),
      ("iPhone 17 Pro", .landscapeLeft, 7, 105.429),
      ("iPhone SE 4-inch", .portrait, 3, 105.333),
      ("iPhone SE 4-inch", .landscapeLeft, 5, 112),
      ("iPad Pro 12.9-inch", .portrait, 10, 100.6),
      ("iPad Pro 12.9-inch", .landscapeLeft, 13, 103.231),
    ])
  func photoColumns(device: String, orientation: Orientation, columns: Int, side: Double) throws {
    let row = firstRow(try layout("photo-library", device, orientation))
    #expect(row.count == columns)
    #expect(row.side == side)
  }

  @Test("mail: three columns in iPad landscape, the message alone in portrait, the mailboxes on an iPhone")
  func mailSplits() throws {
    // Each column under its own bar: the titled lists under a 50-pt bar and a 52-pt large title,
    // the untitled detail under the bar alone.
    let pad = try layout("mail", "iPad Pro 12.9-inch", .landscapeLeft)
    #expect(pad.frame("sidebar") == Rect(x: 0, y: 126, width: 320, height: 878))
    #expect(pad.frame("inbox-list") == Rect(x: 320, y: 126, width: 320, height: 878))
    #expect(pad.frame("detail") == Rect(x: 640, y: 74, width: 726, height: 930))
    let portrait = try layout("mail", "iPad Pro 12.9-inch", .portrait)
    #expect(portrait.frame("detail") == Rect(x: 0, y: 74, width: 1024, height: 1272))
    #expect(portrait.node(withID: "sidebar")!.isHidden)
    #expect(portrait.node(withID: "inbox-list")!.isHidden)
    let phone = try layout("mail", "iPhone 17 Pro")
    #expect(phone.frame("sidebar") == Rect(x: 0, y: 158, width: 402, height: 682))
    #expect(phone.node(withID: "inbox-list")!.isHidden)
    #expect(phone.node(withID: "detail")!.isHidden)
    #expect(phone.node(withID: "subject")!.isHidden)
  }
}

extension AdaptiveSampleTests {
  @Test(
    "notes: the 280-pt folder column beside the note in both iPad orientations, the folders alone on an iPhone",
    arguments: [DynamicTypeSize.large, .accessibility5])
  func notesSplits(size: DynamicTypeSize) throws {
    // Folders under a 50-pt bar and its 52-pt large title; the note under an inline 50-pt bar.
    let portrait = try layout("notes", "iPad Pro 12.9-inch", .portrait, size)
    #expect(portrait.frame("folders") == Rect(x: 0, y: 126, width: 280, height: 1220))
    #expect(portrait.frame("note") == Rect(x: 280, y: 74, width: 744, height: 1272))
    let landscape = try layout("notes", "iPad Pro 12.9-inch", .landscapeLeft, size)
    #expect(landscape.frame("folders") == Rect(x: 0, y: 126, width: 280, height: 878))
    #expect(landscape.frame("note") == Rect(x: 280, y: 74, width: 1086, height: 930))
    let phone = try layout("notes", "iPhone 17 Pro", .portrait, size)
    #expect(phone.frame("folders") == Rect(x: 0, y: 158, width: 402, height: 682))
    #expect(phone.node(withID: "note")!.isHidden)
  }
}

extension Rect {
  /// The rectangle with every value rounded to a thousandth, to compare with printed frames.
  var rounded: Rect {
    func r(_ v: Double) -> Double { (v * 1000).rounded() / 1000 }
    return Rect(x: r(minX), y: r(minY), width: r(width), height: r(height))
  }
}
