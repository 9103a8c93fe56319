import Foundation
import Testing

@Suite("devices command")
struct DevicesCommandTests {
  @Test("the table lists every device with its size, scale and size classes")
  func table() throws {
    let outcome = try CLI.run(["devices"])
    #expect(outcome.status == 0)
    let row = outcome.stdout.split(separator: "\n").first { $0.hasPrefix("iPhone 17 Pro  ") }
    #expect(row?.contains("402×874") == true)
    #expect(row?.contains("@3x") == true)
    #expect(outcome.stdout.contains("Apple TV"))
    #expect(outcome.stdout.contains("72 devices"))
  }

  @Test("--json is an array of every device with the documented fields")
  func json() throws {
    let outcome = try CLI.run(["devices", "--json"])
    #expect(outcome.status == 0)
    let devices = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [[String: Any]]
    #expect(devices?.count == 72)
    let se = devices?.first { $0["name"] as? String == "iPhone SE 4-inch" }
    #expect(se?["width"] as? Double == 320)
    #expect(se?["height"] as? Double == 568)
    #expect(se?["homeButton"] as? Bool == true)
  }
}
