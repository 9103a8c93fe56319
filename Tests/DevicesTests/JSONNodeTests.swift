import Foundation
import Testing

@testable import Devices

/// The reader of the bundled data files agrees with Foundation's JSON parser and refuses what is
/// not JSON with the byte offset that stops it.
struct JSONNodeTests {
  /// Foundation's reading of the same text, as a `JSONNode`.
  struct Decoded: Decodable {
    var node: JSONNode

    init(from decoder: any Decoder) throws {
      let value = try decoder.singleValueContainer()
      if value.decodeNil() {
        node = .null
      } else if let bool = try? value.decode(Bool.self) {
        node = .bool(bool)
      } else if let number = try? value.decode(Double.self) {
        node = .number(number)
      } else if let string = try? value.decode(String.self) {
        node = .string(string)
      } else if let array = try? value.decode([Decoded].self) {
        node = .array(array.map(\.node))
      } else {
        node = .object(try value.decode([String: Decoded].self).mapValues(\.node))
      }
    }
  }

  @Test(arguments: ["devices", "multitasking"])
  func theDataFilesReadAsFoundationReadsThem(name: String) throws {
    let url = try #require(Bundle.module.url(forResource: name, withExtension: "json"))
    let data = try Data(contentsOf: url)
    let ours = try JSONNode.parse([UInt8](data))
    #expect(ours == (try JSONDecoder().decode(Decoded.self, from: data)).node)
  }

  @Test func escapesNumbersAndLiterals() throws {
    let text =
      #"{"a": "tab\tquote\" slash\/ é \u00e9 \ud83d\ude00", "n": [-1.5e2, 0, 12], "t": true, "f": false, "z": null}"#
    let value = try JSONNode.parse(Array(text.utf8))
    #expect(value["a"]?.string == "tab\tquote\" slash/ é é 😀")
    #expect(value["n"]?.array == [.number(-150), .number(0), .number(12)])
    #expect(value["t"]?.bool == true)
    #expect(value["f"]?.bool == false)
    #expect(value["z"] == nil)
  }

  @Test func aRepeatedKeyKeepsItsLastValue() throws {
    let value = try JSONNode.parse(Array(#"{"a": 1, "b": {}, "a": 2}"#.utf8))
    #expect(value == .object(["a": .number(2), "b": .object([:])]))
  }

  @Test func numbersReadAsDoubleReadsTheirText() throws {
    let numbers = [
      "7", "0", "1032", "123456789012345", "1234567890123456789", "007", "12.5", "3e2", "-4", "2E-3",
    ]
    let value = try JSONNode.parse(Array("[\(numbers.joined(separator: ","))]".utf8))
    #expect(value.array == numbers.map { .number(Double($0)!) })
  }

  @Test(arguments: [
    ("{\"devices\": [", 13), ("{\"a\" 1}", 5), ("[1, 2", 5), ("\"open", 5), ("[1] 2", 4), ("nul", 0),
    ("{\"a\": \"\u{1}\"}", 8), ("[12a]", 3), ("[\"ab\u{1}\"]", 5), ("[\"a\\n", 5),
  ])
  func notJSONIsRefusedAtTheByteThatStopsIt(text: String, offset: Int) {
    #expect(throws: JSONSyntaxError.self) { try JSONNode.parse(Array(text.utf8)) }
    do {
      _ = try JSONNode.parse(Array(text.utf8))
    } catch {
      #expect(error.offset == offset, "\(text): \(error)")
    }
  }

  @Test func deepNestingIsRefusedRatherThanRecursedInto() {
    let text = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    #expect(throws: JSONSyntaxError.self) { try JSONNode.parse(Array(text.utf8)) }
  }

  @Test func aMissingFieldNamesTheDeviceAndTheField() throws {
    let url = try #require(Bundle.module.url(forResource: "devices", withExtension: "json"))
    let text = try String(contentsOf: url, encoding: .utf8)
    let broken = text.replacingOccurrences(of: "\"cornerRadius\"", with: "\"radius\"")
    #expect(
      throws: DeviceRecordError(
        device: "iPad Pro 13-inch (M4)", problem: "missing or mistyped field 'cornerRadius'")
    ) {
      try DeviceCatalog.decode(Data(broken.utf8))
    }
  }
}
