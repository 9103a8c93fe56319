import Testing

@testable import SwiftSource

/// Which Swift files open on a Mac window: previews only macOS can show.
@Suite struct MacOnlyPreviewTests {
  @Test func previewInsideMacOSBlock() {
    let text = """
      import SwiftUI
      struct SettingsView: View { var body: some View { Text("General") } }
      #if os(macOS)
        #Preview { SettingsView() }
      #endif
      """
    #expect(MacOnlyPreview.isMacOnly(source: text))
  }

  @Test func previewAfterTheBlockEnds() {
    let text = """
      #if os(macOS)
        import AppKit
      #endif
      #Preview { Text("Anywhere") }
      """
    #expect(!MacOnlyPreview.isMacOnly(source: text))
  }

  @Test func previewInTheOtherBranch() {
    let text = """
      #if os(macOS)
        let name = "Mac"
      #else
        #Preview { Text("iOS") }
      #endif
      """
    #expect(!MacOnlyPreview.isMacOnly(source: text))
  }

  @Test func appKitWrappersAndSettingsScenes() {
    #expect(MacOnlyPreview.isMacOnly(source: "struct Map: NSViewRepresentable {}\n#Preview { Map() }"))
    #expect(
      MacOnlyPreview.isMacOnly(
        source: "struct App {\n  var body: some Scene {\n    Settings { Form {} }\n  }\n}"))
    #expect(
      !MacOnlyPreview.isMacOnly(
        source: "struct A: NSViewRepresentable {}\nstruct B: UIViewRepresentable {}\n#Preview { A() }"))
  }

  @Test func anIOSFileIsNot() {
    #expect(!MacOnlyPreview.isMacOnly(source: "import SwiftUI\n#Preview { Text(\"Hello\") }"))
  }

  @Test func theMacPlatformOfAMacWindow() {
    #expect(Platform(.mac) == .macOS)
  }
}
