import Devices
import LayoutEngine
import Testing

@testable import Preview

/// The device picker puts exact and full names first and takes what `--device` takes.
@Suite struct DevicePickerRankingTests {
  let names = Fixtures.devices.map(\.name)

  /// The session after opening the picker and typing `text`.
  private func typed(_ text: String) -> PreviewState {
    text.reduce(Fixtures.state().after(.openDevicePicker)) { $0.after(.pickerInput($1)) }
  }

  @Test func typingAFullNameAndEnterPicksThatDeviceNotALongerOne() {
    // The Pro Max comes before the Pro in the catalog, and both contain every word typed.
    #expect(
      names.firstIndex(of: "iPhone 17 Pro Max")! < names.firstIndex(of: "iPhone 17 Pro")!)
    #expect(
      DevicePicker(filter: "iphone 17 pro").matches(in: DeviceCatalog.standard).map(\.name).first
        == "iPhone 17 Pro")
    let picked = typed("iphone 17 pro").after(.pickerConfirm)
    #expect(picked.device.name == "iPhone 17 Pro")
    #expect(typed("iPhone 17").after(.pickerConfirm).device.name == "iPhone 17")
  }

  @Test func namesStartingWithTheFilterComeBeforeOthers() {
    let matches = DevicePicker(filter: "ipad pro 11").matches(in: DeviceCatalog.standard).map(\.name)
    #expect(Array(matches.prefix(2)) == ["iPad Pro 11-inch (M4)", "iPad Pro 11-inch"])
    // Words in another order still match, after the names that start with the filter.
    #expect(
      DevicePicker(filter: "pro max 17").matches(in: DeviceCatalog.standard).map(\.name) == [
        "iPhone 17 Pro Max"
      ])
  }

  @Test func aSizeIsAFreeFormScreenAsWithDevice() {
    #expect(DevicePicker(filter: "800x600").matches(in: DeviceCatalog.standard).map(\.name) == ["800x600 pt"])
    let picked = typed("800x600").after(.pickerConfirm)
    #expect(picked.device.name == "800x600 pt")
    #expect(picked.screen.size == Size(width: 800, height: 600))
    #expect(picked.overlay == .none)
  }

  @Test func anAliasNoNameContainsIsLookedUpOnEnter() {
    let picked = typed("iPad (10th generation)").after(.pickerConfirm)
    #expect(picked.device.name == "iPad 11-inch")
  }

  /// What a person types for a device: each name and alias, without its family word, cut
  /// short, in lowercase without spaces, and a few words that are no device at all.
  private static var queries: [String] {
    let catalog = DeviceCatalog.standard
    var texts = [
      "17", "air", "tv", "ultra", "mini", "se", "pro", "max", "41mm", "ipad (10th generation)", "zzz",
    ]
    for device in catalog.devices {
      for name in [device.name] + device.aliases {
        texts.append(name)
        texts.append(name.lowercased().filter { $0 != " " })
        texts.append(String(name.prefix(name.count * 2 / 3)))
        let words = name.split(separator: " ")
        if words.count > 1 { texts.append(words.dropFirst().joined(separator: " ")) }
      }
    }
    return texts
  }

  @Test func thePickerFindsWhatDeviceFindsFirstAndEnterPicksIt() throws {
    let catalog = DeviceCatalog.standard
    var found = 0
    for query in Self.queries {
      let matches = DevicePicker(filter: query).matches(in: catalog)
      guard let device = try? catalog.device(named: query) else { continue }
      found += 1
      #expect(matches.first?.name == device.name, "\(query)")
      #expect(typed(query).after(.pickerConfirm).device.name == device.name, "\(query)")
    }
    // Most of the queries name a device, so the loop really compared.
    #expect(found > catalog.devices.count)
  }

  @Test func everyMatchOfAnAmbiguousTextIsListed() throws {
    // `--device "ipad pro"` names several devices; the picker lists every one of them.
    let catalog = DeviceCatalog.standard
    do {
      _ = try catalog.device(named: "ipad pro")
      Issue.record("\"ipad pro\" is not ambiguous")
    } catch .ambiguous(_, let candidates) {
      let names = DevicePicker(filter: "ipad pro").matches(in: catalog).map(\.name)
      #expect(Set(candidates).isSubset(of: Set(names)))
    } catch {
      Issue.record("\(error)")
    }
  }

  @Test func textThatIsNoDeviceKeepsThePickerOpenAndSaysSo() {
    let state = typed("zzz").after(.pickerConfirm)
    #expect(state.device.name == "iPhone 17 Pro")
    #expect(state.notice == "No device matches \"zzz\"")
    guard case .devicePicker = state.overlay else {
      Issue.record("the picker closed")
      return
    }
  }
}
