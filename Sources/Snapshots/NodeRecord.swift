import LayoutEngine
import Reports

/// One node of one variant as a snapshot records it: what `frames` reports of it, without the
/// file of its source (the snapshot's header names the layout once, and an absolute path would
/// differ between machines).
public struct NodeRecord: Sendable, Hashable {
  /// The dotted path (`0.2.1`), the SwiftUI type name and the `id`, if any.
  public var path: String
  public var type: String
  public var id: String?
  /// The frame in window points.
  public var frame: Rect
  /// The text as laid out in lines, for a node that shows text.
  public var lines: [String]?
  public var isTruncated: Bool
  public var isHidden: Bool
  /// Where the node is written in its layout (1-based line and column), when known.
  public var line: Int?
  public var column: Int?

  /// The record a frames node object holds (`FramesReport.json`'s `nodes`); `nil` members
  /// and a `source` without its file are what `line()` writes.
  init(_ json: JSONValue) throws(FieldError) {
    path = try Self.string(json, "path")
    type = try Self.string(json, "type")
    switch json[member: "id"] {
    case .string(let text): id = text
    case .null, nil: id = nil
    default: throw FieldError(member: "id", expected: "a string or null")
    }
    frame = try Self.rect(json, "frame")
    if let lines = json[member: "lines"] {
      guard case .array(let items) = lines else { throw FieldError(member: "lines", expected: "an array") }
      self.lines = try items.map { item throws(FieldError) in
        guard let text = item.stringValue else { throw FieldError(member: "lines", expected: "strings") }
        return text
      }
    }
    isTruncated = json[member: "truncated"]?.boolValue ?? false
    isHidden = json[member: "hidden"]?.boolValue ?? false
    if let source = json[member: "source"] {
      guard let line = source[member: "line"]?.numberValue, let column = source[member: "column"]?.numberValue
      else { throw FieldError(member: "source", expected: "line and column") }
      self.line = Int(exactly: line)
      self.column = Int(exactly: column)
    }
  }

  /// The parent's path: `0.2` for `0.2.1`, `nil` for the root.
  public var parentPath: String? {
    guard let dot = path.lastIndex(of: ".") else { return nil }
    return String(path[..<dot])
  }

  /// The text as one string, the lines joined by spaces.
  var text: String? { lines?.joined(separator: " ") }

  /// A member that is missing or of the wrong kind.
  struct FieldError: Error {
    var member: String
    var expected: String
  }

  static func string(_ json: JSONValue, _ member: String) throws(FieldError) -> String {
    guard let text = json[member: member]?.stringValue else {
      throw FieldError(member: member, expected: "a string")
    }
    return text
  }

  /// A number as the snapshot's text has it (rounded to 1/1000 as `JSONValue` writes it), so a
  /// record made now and one read back from a file are equal.
  static func number(_ json: JSONValue, _ member: String) throws(FieldError) -> Double {
    guard let number = json[member: member]?.numberValue, let written = Double(JSONValue.format(number))
    else {
      throw FieldError(member: member, expected: "a number")
    }
    return written
  }

  static func rect(_ json: JSONValue, _ member: String) throws(FieldError) -> Rect {
    guard let object = json[member: member] else { throw FieldError(member: member, expected: "a frame") }
    do {
      return Rect(
        x: try number(object, "x"), y: try number(object, "y"), width: try number(object, "width"),
        height: try number(object, "height"))
    } catch {
      throw FieldError(member: member, expected: "x, y, width and height")
    }
  }
}
