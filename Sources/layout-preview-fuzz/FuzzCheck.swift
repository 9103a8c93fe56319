import Devices
import LayoutEngine
import LayoutFile
import LayoutMapping
import Wireframe

/// What the fuzzer asserts of one input: parsing either gives a document or a diagnostic; a
/// document lays out and rasterizes on a few variants; and no control character (C0, DEL, C1)
/// reaches a diagnostic or a canvas cell, whatever the input held.
///
/// The same check runs under libFuzzer (`Scripts/fuzz.sh`) and over the regression corpus in
/// `swift test` (`FuzzRegressionTests`), so every input that once crashed, hung or blew a budget
/// is replayed on every test run.
public enum FuzzCheck {
  /// A broken assertion: what reached the terminal that should not have.
  public struct Failure: Error, CustomStringConvertible {
    public var description: String
  }

  /// What happened to the input.
  public enum Outcome: Equatable, Sendable {
    /// The file was valid; this many nodes were laid out on the first variant.
    case rendered(nodes: Int)
    /// The file was rejected with this diagnostic.
    case rejected(String)
    /// The Swift file's previews were read with these warnings; this many nodes were laid out.
    case previewed(nodes: Int, warnings: [String])
  }

  /// One variant an input is drawn on.
  struct Variant: Sendable {
    var device: String
    var orientation: Orientation
    var typeSize: DynamicTypeSize
    var direction: LayoutDirection
    var language: Language

    func context(on screen: Screen) -> LayoutContext {
      var context = screen.context(dynamicTypeSize: typeSize, layoutDirection: direction)
      context.language = language
      return context
    }
  }

  /// The variants every valid input is laid out and drawn on: a phone as it starts, an iPad in
  /// landscape right to left in Arabic at the largest size, and a watch at the smallest size.
  static let variants = [
    Variant(
      device: "iPhone 17 Pro", orientation: .portrait, typeSize: .large, direction: .leftToRight,
      language: .english),
    Variant(
      device: "iPad Pro 12.9-inch", orientation: .landscapeLeft, typeSize: .accessibility5,
      direction: .rightToLeft, language: .arabic),
    Variant(
      device: "Apple Watch Series 10 46mm", orientation: .portrait, typeSize: .xSmall,
      direction: .leftToRight, language: .english),
  ]

  /// The name diagnostics carry.
  static let fileName = "fuzz.yaml"

  /// Parses, lays out and draws `bytes`, checking every string that would reach a terminal.
  public static func run(_ bytes: [UInt8]) throws(Failure) -> Outcome {
    let document: LayoutDocument
    do {
      document = try LayoutFileParser.parse(bytes: bytes, file: fileName)
    } catch {
      let message = error.description
      try checkDiagnostic(message, files: [fileName])
      return .rejected(message)
    }
    return .rendered(nodes: try draw(document, on: variants))
  }

  /// Lays `document` out and draws it on each of `variants`, checking every canvas cell; the
  /// number of nodes laid out on the first.
  static func draw(_ document: LayoutDocument, on variants: [Variant]) throws(Failure) -> Int {
    var first: Int?
    for variant in variants {
      guard let device = try? DeviceCatalog.standard.device(named: variant.device) else {
        throw Failure(description: "the fuzz variant's device \(variant.device) is not in the catalog")
      }
      let screen = device.screen(device.rotates ? variant.orientation : .portrait)
      let result = LayoutEngine.layout(document.body, in: variant.context(on: screen))
      first = first ?? result.nodes.count
      let canvas = Wireframe.render(result, on: screen, width: 60)
      for cell in canvas.cells {
        if let scalar = firstControl(in: String(cell.character)) {
          throw Failure(description: "U+\(hex(scalar)) in a canvas cell on \(variant.device)")
        }
      }
    }
    return first ?? 0
  }

  /// Fails unless `message` starts with `file:line:column:` of one of `files` and holds no
  /// control character: what every diagnostic and warning must be before it reaches a terminal.
  static func checkDiagnostic(_ message: String, files: [String]) throws(Failure) {
    let parts = message.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
    guard parts.count == 4, files.contains(String(parts[0])), let line = Int(parts[1]), line >= 1,
      let column = Int(parts[2]), column >= 1
    else {
      throw Failure(description: "a diagnostic without file:line:column: \(escaped(message))")
    }
    if let scalar = firstControl(in: message) {
      throw Failure(description: "U+\(hex(scalar)) in a diagnostic: \(escaped(message))")
    }
  }

  /// The first C0 control, DEL or C1 control in `text` (a newline included: a diagnostic is one
  /// line and a cell one character).
  static func firstControl(in text: String) -> Unicode.Scalar? {
    text.unicodeScalars.first { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
  }

  static func hex(_ scalar: Unicode.Scalar) -> String {
    let digits = String(scalar.value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  static func escaped(_ text: String) -> String {
    String(text.unicodeScalars.map { firstControl(in: String($0)) == nil ? Character($0) : "?" })
  }
}
