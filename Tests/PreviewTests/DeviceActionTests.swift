import Devices
import Testing

@testable import Preview

/// Next/previous device and the device picker.
@Suite struct DeviceActionTests {
  let devices = Fixtures.devices

  @Test func nextAndPreviousStepThroughTheCatalog() {
    let state = Fixtures.state()
    let index = devices.firstIndex { $0.name == "iPhone 17 Pro" }!
    #expect(state.after(.nextDevice).device.name == devices[index + 1].name)
    #expect(state.after(.previousDevice).device.name == devices[index - 1].name)
  }

  @Test func nextWrapsFromTheLastToTheFirst() {
    var state = Fixtures.state()
    state.device = devices.last!
    #expect(state.after(.nextDevice).device.name == devices.first!.name)
    state.device = devices.first!
    #expect(state.after(.previousDevice).device.name == devices.last!.name)
  }

  @Test func deviceChangeKeepsSelectionAndZoom() {
    let state = Fixtures.state().after(.selectNext, .zoomIn, .nextDevice)
    #expect(state.selectedID == "title")
    #expect(state.zoom == 1.5)
  }

  @Test func pickerOpensOnTheCurrentDevice() {
    let state = Fixtures.state().after(.openDevicePicker)
    let index = devices.firstIndex { $0.name == "iPhone 17 Pro" }!
    #expect(state.overlay == .devicePicker(DevicePicker(filter: "", highlighted: index)))
  }

  @Test func typingFiltersAndEnterPicks() {
    let state = Fixtures.state().after(
      .openDevicePicker, .pickerInput("t"), .pickerInput("v"))
    guard case .devicePicker(let picker) = state.overlay else {
      Issue.record("picker closed")
      return
    }
    #expect(picker.filter == "tv")
    #expect(picker.matches(in: DeviceCatalog.standard).map(\.name) == ["Apple TV"])
    let picked = state.after(.pickerConfirm)
    #expect(picked.device.name == "Apple TV")
    #expect(picked.overlay == .none)
  }

  @Test func filterWordsMatchInAnyOrderIgnoringCase() {
    let picker = DevicePicker(filter: "MAX 17 pro")
    #expect(picker.matches(in: DeviceCatalog.standard).map(\.name) == ["iPhone 17 Pro Max"])
  }

  @Test func backspaceRemovesTheLastCharacter() {
    let state = Fixtures.state().after(
      .openDevicePicker, .pickerInput("a"), .pickerInput("x"), .pickerBackspace)
    #expect(state.overlay == .devicePicker(DevicePicker(filter: "a", highlighted: 0)))
  }

  @Test func moveWrapsAroundTheMatches() {
    let opened = Fixtures.state().after(.openDevicePicker, .pickerInput("m"), .pickerInput("m"))
    let count = DevicePicker(filter: "mm").matches(in: DeviceCatalog.standard).count
    #expect(count > 2)
    #expect(
      opened.after(.pickerMove(-1)).overlay
        == .devicePicker(DevicePicker(filter: "mm", highlighted: count - 1)))
    #expect(
      opened.after(.pickerMove(1), .pickerMove(1)).overlay
        == .devicePicker(DevicePicker(filter: "mm", highlighted: 2)))
  }

  @Test func escapeCancelsWithoutChangingTheDevice() {
    let state = Fixtures.state().after(.openDevicePicker, .pickerInput("t"), .pickerCancel)
    #expect(state.overlay == .none)
    #expect(state.device.name == "iPhone 17 Pro")
  }

  @Test func enterWithoutMatchesKeepsThePickerOpenWithANotice() {
    let state = Fixtures.state().after(
      .openDevicePicker, .pickerInput("q"), .pickerInput("q"), .pickerConfirm)
    #expect(state.overlay == .devicePicker(DevicePicker(filter: "qq", highlighted: 0)))
    #expect(state.notice?.contains("No device matches") == true)
    #expect(state.device.name == "iPhone 17 Pro")
  }

  @Test func pickerKeysDoNothingWhenThePickerIsClosed() {
    let state = Fixtures.state()
    #expect(state.after(.pickerInput("x"), .pickerConfirm) == state.after(.pickerConfirm))
    #expect(state.after(.pickerConfirm).device == state.device)
  }
}
