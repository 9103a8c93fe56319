import Testing

@testable import Devices

/// Normalizing folds ASCII names byte by byte; the keys must be those of the general rule
/// (lowercased, letters and digits only) that other names still go through.
struct DeviceNameKeysTests {
  static func generalRule(_ text: String) -> String {
    String(text.lowercased().filter { $0.isLetter || $0.isNumber })
  }

  @Test func asciiNamesFoldAsTheGeneralRuleFoldsThem() {
    let names = DeviceCatalog.standard.devices.flatMap { [$0.name] + $0.aliases }
    #expect(names.count > 100)
    for name in names + ["iPad Air 11-inch (M2)", "Apple Watch Ultra 3 (49mm)", "  X_Y.Z/9 ", ""] {
      #expect(DeviceNameKeys.normalize(name) == Self.generalRule(name), "\(name)")
    }
  }

  @Test func otherNamesKeepTheirLettersLowercased() {
    #expect(DeviceNameKeys.normalize("Écran Ünïcode 12-Zoll") == "écranünïcode12zoll")
    #expect(DeviceNameKeys.normalize("Écran Ünïcode 12-Zoll") == Self.generalRule("Écran Ünïcode 12-Zoll"))
  }
}
