import LayoutEngine
import Testing

@testable import Audit

/// The rules a Mac window adds or changes: the HIG's 20-pt minimum control size and no controls
/// at the bottom of a window.
@Suite struct MacRuleTests {
  @Test func hitRegionIs20PointsOnAMac() async throws {
    let yaml = "body:\n  Button: Play\n  frame: { minWidth: 24, minHeight: 24 }\n"
    #expect(try await check(yaml, devices: ["Mac"]).findings.filter { $0.rule == .hitRegion }.isEmpty)
    #expect(try await check(yaml).findings.map(\.rule) == [.hitRegion])
    let tiny = "body:\n  Button: Play\n  frame: { width: 16, height: 16 }\n"
    #expect(try await check(tiny, devices: ["Mac"]).findings.map(\.rule).contains(.hitRegion))
    #expect(HitRegionRule.minimum(on: .mac) == 20)
  }

  @Test func windowBottomFindsAControlAtTheBottomOfAMacWindowOnly() async throws {
    let yaml = """
      body:
        VStack:
          content:
            - Text: Settings
            - Spacer
            - Button: Apply
              id: apply
              frame: { minWidth: 44, minHeight: 44 }
        padding: 8
      """
    let mac = try await check(yaml, devices: ["Mac"])
    #expect(mac.findings.filter { $0.rule == .windowBottom }.map(\.node.id) == ["apply"])
    let finding = try #require(mac.findings.first { $0.rule == .windowBottom })
    #expect(finding.severity == .warning)
    #expect(finding.message.hasPrefix("Button is at the bottom of the window"))
    #expect(try await check(yaml).findings.filter { $0.rule == .windowBottom }.isEmpty)
    let higher = yaml.replacingOccurrences(of: "padding: 8", with: "padding: 40")
    #expect(try await check(higher, devices: ["Mac"]).findings.filter { $0.rule == .windowBottom }.isEmpty)
  }
}
