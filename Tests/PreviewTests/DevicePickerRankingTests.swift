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
    #expect(DevicePicker(filter: "iphone 17 pro").matches(in: names).first == "iPhone 17 Pro")
    let picked = typed("iphone 17 pro").after(.pickerConfirm)
    #expect(picked.device.name == "iPhone 17 Pro")
    #expect(typed("iPhone 17").after(.pickerConfirm).device.name == "iPhone 17")
  }

  @Test func namesStartingWithTheFilterComeBeforeOthers() {
    let matches = DevicePicker(filter: "ipad pro 11").matches(in: names)
    #expect(Array(matches.prefix(2)) == ["iPad Pro 11-inch (M4)", "iPad Pro 11-inch"])
    // Words in another order still match, after the names that start with the filter.
    #expect(DevicePicker(filter: "pro max 17").matches(in: names) == ["iPhone 17 Pro Max"])
  }

  @Test func aSizeIsAFreeFormScreenAsWithDevice() {
    #expect(DevicePicker(filter: "800x600").matches(in: names) == ["800x600 pt"])
    let picked = typed("800x600").after(.pickerConfirm)
    #expect(picked.device.name == "800x600 pt")
    #expect(picked.screen.size == Size(width: 800, height: 600))
    #expect(picked.overlay == .none)
  }

  @Test func anAliasNoNameContainsIsLookedUpOnEnter() {
    let picked = typed("iPad (10th generation)").after(.pickerConfirm)
    #expect(picked.device.name == "iPad 11-inch")
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
