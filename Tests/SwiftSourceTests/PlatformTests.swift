import Testing

@testable import SwiftSource

/// `#if` blocks are resolved for the previewed platform, wherever they stand.
@Suite struct PlatformTests {
  private let text = """
    import SwiftUI
    struct Screen: View {
      var body: some View {
        VStack {
          #if os(iOS)
            Text("phone or pad")
          #elseif os(watchOS)
            Text("watch")
          #else
            Text("other")
          #endif
          #if canImport(UIKit)
            Text("UIKit")
          #endif
          #if DEBUG && targetEnvironment(simulator)
            Text("debug")
          #endif
        }
        #if os(iOS)
          .navigationBarTitleDisplayMode(.inline)
        #elseif os(tvOS)
          .focusSection()
        #endif
        .padding()
      }
    }
    #Preview { Screen() }
    """

  @Test func iOS() throws {
    #expect(
      try outline(text, platform: .iOS)
        == #"VStack { Text("phone or pad"); Text("UIKit"); Text("debug") }.navigationBarTitleDisplayMode(.inline).padding()"#
    )
  }

  @Test func watchOS() throws {
    #expect(try outline(text, platform: .watchOS) == #"VStack { Text("watch"); Text("debug") }.padding()"#)
  }

  @Test func tvOS() throws {
    #expect(
      try outline(text, platform: .tvOS)
        == #"VStack { Text("other"); Text("UIKit"); Text("debug") }.focusSection().padding()"#)
  }

  @Test func declarationsAndSwitchCasesInsideIfBlocks() throws {
    let text = """
      import SwiftUI
      #if os(iOS)
      let title = "iOS"
      #else
      let title = "elsewhere"
      #endif
      struct Screen: View {
        #if os(watchOS)
        var compact = true
        #else
        var compact = false
        #endif
        var body: some View {
          switch compact {
          #if os(iOS)
          case false: Text(title)
          #endif
          default: Text("compact")
          }
        }
      }
      #Preview { Screen() }
      """
    #expect(try outline(text, platform: .iOS) == #"Text("iOS")"#)
    #expect(try outline(text, platform: .watchOS) == #"Text("compact")"#)
  }

  @Test func platformOfAnIdiom() {
    #expect(Platform(.phone) == .iOS)
    #expect(Platform(.pad) == .iOS)
    #expect(Platform(.watch) == .watchOS)
    #expect(Platform(.tv) == .tvOS)
  }
}
