import Devices
import LayoutEngine
import Testing

@testable import Preview

/// Each file's last variant, remembered as the session leaves it and shown again when it returns.
@Suite struct RememberedVariantTests {
  @Test func eachFileComesBackInItsOwnVariant() {
    var state = Fixtures.state()
    state.remembersVariants = true
    // Its app's strings are in Arabic, so `g` offers Arabic after RTL pseudo.
    state.layouts[0].document?.languages = ["en", "ar"]
    // sign-in.yaml in landscape at AX3 in Arabic; then the next file, turned to an iPad.
    state = state.after(.rotate, .openCommandLine)
    for character in "type AX3" { state = state.after(.commandInput(character)) }
    state = state.after(.commandRun, .nextLanguage, .nextLanguage, .nextLayout)
    #expect(
      state.remembered["Layouts/sign-in.yaml"]
        == RememberedVariant(
          device: "iPhone 17 Pro", orientation: .landscapeLeft, typeSize: "AX3", language: "ar"))
    // The file without a memory keeps the variant on screen.
    #expect(state.orientation == .landscapeLeft && state.language == .arabic)
    state = state.after(.openCommandLine)
    for character in "device iPad Air 11" { state = state.after(.commandInput(character)) }
    state = state.after(.commandRun, .openCommandLine)
    for character in "language en" { state = state.after(.commandInput(character)) }
    state = state.after(.commandRun, .previousLayout)
    #expect(state.device.name == "iPhone 17 Pro")
    #expect(state.orientation == .landscapeLeft)
    #expect(state.typeSize == .accessibility3)
    #expect(state.language == .arabic && state.direction == .rightToLeft)
    state = state.after(.nextLayout)
    #expect(state.device.name == "iPad Air 11-inch")
    #expect(state.language == .english && state.direction == .leftToRight)
  }

  @Test func rememberingOffKeepsNothing() {
    var state = Fixtures.state().after(.rotate, .nextLayout, .previousLayout)
    #expect(state.remembered.isEmpty)
    state.rememberCurrentVariant()
    #expect(state.remembered.isEmpty)
  }

  @Test func aVariantNamingWhatNoLongerExistsRestoresTheRest() {
    var state = Fixtures.state()
    state.restore(
      RememberedVariant(device: "iPhone 1", orientation: .landscapeRight, typeSize: "Huge", language: "xx"),
      catalog: Fixtures.environment.catalog)
    #expect(state.device.name == "iPhone 17 Pro")
    #expect(state.orientation == .landscapeRight)
    #expect(state.requestedTypeSize == nil)
    #expect(state.language == .english)
    // Apple TV does not rotate: a remembered landscape shows it upright.
    state.restore(
      RememberedVariant(device: "Apple TV", orientation: .landscapeLeft, typeSize: nil, language: "he"),
      catalog: Fixtures.environment.catalog)
    #expect(state.device.name == "Apple TV")
    #expect(state.orientation == .portrait)
    #expect(state.language == .hebrew && state.direction == .rightToLeft)
  }
}
