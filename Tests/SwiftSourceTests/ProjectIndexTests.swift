import Foundation
import LayoutEngine
import LayoutMapping
import SwiftSource
import TestSupport
import Testing

/// A view previews with what the rest of its project declares, wherever in the project it is: the
/// design system's views and modifiers, the models' samples, the constants, as the compiler sees them.
@Suite("Declarations from the rest of the project")
struct ProjectIndexTests {
  /// A project folder (it holds `Package.swift`) with `files` written at their relative paths.
  private func project(_ files: [String: String]) throws -> URL {
    try TemporaryProject.make("lp-project", files)
  }

  private let app: [String: String] = [
    "App/Features/Garage/GarageView.swift": """
    import SwiftUI

    struct GarageView: View {
      let vehicles = Vehicle.samples

      var body: some View {
        VStack(spacing: Spacing.medium) {
          ForEach(vehicles) { vehicle in
            Label(vehicle.name, systemImage: SFSymbol.car)
          }
          PrimaryButton("Add Vehicle")
        }
        .screenTitle("Garage")
      }
    }

    #Preview { GarageView() }
    """,
    "App/DesignSystem/PrimaryButton.swift": """
    import SwiftUI

    /// The app's call to action.
    struct PrimaryButton: View {
      let title: String
      init(_ title: String) { self.title = title }
      var body: some View {
        Button(title) {}
          .buttonStyle(.borderedProminent)
          .frame(maxWidth: .infinity)
      }
    }
    """,
    "App/DesignSystem/Spacing.swift": "enum Spacing {\n  static let medium: CGFloat = 12\n}\n",
    "App/DesignSystem/View+ScreenTitle.swift": """
    import SwiftUI

    extension View {
      func screenTitle(_ title: String) -> some View {
        self.padding(.top, 20).id("screen-\\(title)")
      }
    }
    """,
    "App/Resources/SFSymbol.swift": "enum SFSymbol {\n  static let car = \"car.fill\"\n}\n",
    "App/Models/Vehicle.swift": """
    import Foundation

    struct Vehicle: Identifiable {
      let id = UUID()
      let name: String

      static let samples = [Vehicle(name: "Roadster"), Vehicle(name: "Van")]
    }
    """,
    // Tests and build folders are not the app: their declarations are not read.
    "AppTests/PrimaryButtonTests.swift": "struct PrimaryButton { let broken: Int }\n",
    ".build/checkouts/Other/Vehicle.swift": "struct Vehicle { let wrong: Int }\n",
  ]

  @Test("design-system views, extension modifiers, constants and model samples from other folders are read")
  func otherFolders() throws {
    let root = try project(app)
    defer { try? FileManager.default.removeItem(at: root) }
    let document = try SwiftLayouts.load(path: root.path + "/App/Features/Garage/GarageView.swift")[0]
    #expect(document.warnings.map(\.message) == [])
    let body = document.body
    #expect(body.element == .vStack(spacing: 12))
    #expect(body.id == "screen-Garage")
    #expect(body.modifiers.contains(.padding(EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))))
    let labels = body.children.compactMap { node -> String? in
      if case .textual(.label(let title, let symbol, _)) = node.element { "\(title) \(symbol)" } else { nil }
    }
    #expect(labels == ["Roadster car.fill", "Van car.fill"])
    let button = try #require(body.children.last)
    guard case .control(.button(let title, _, _, _, _, _, _)) = button.element else {
      Issue.record("the last child is \(button.element), not the design system's button")
      return
    }
    #expect(title == "Add Vehicle")
    // The files it used are among the preview's files: saving one reloads the preview.
    let used = Set(document.files.map { ($0 as NSString).lastPathComponent })
    #expect(
      used.isSuperset(of: ["GarageView.swift", "PrimaryButton.swift", "Vehicle.swift", "SFSymbol.swift"]))
    #expect(!document.files.contains { $0.contains("AppTests") || $0.contains(".build") })
  }

  @Test("without a project around it, the file's folder alone is read, as before")
  func noProject() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lp-project-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    for (path, text) in app where !path.hasPrefix("AppTests") && !path.hasPrefix(".build") {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    let document = try SwiftLayouts.load(path: folder.path + "/App/Features/Garage/GarageView.swift")[0]
    #expect(
      document.warnings.contains {
        $0.message.contains("'PrimaryButton' is neither a SwiftUI view nor declared")
      })
  }

  @Test("the scan finds declared names and skips comments and strings")
  func scan() {
    let source = Array(
      """
      // struct Commented {}
      /* enum Hidden {} */
      let text = "struct Quoted"
      struct Card: View {}
      extension View { func cardStyle() -> some View { self } }
      enum Palette { case brand; static let accent = 1; static var muted = 2 }
      """.utf8)
    #expect(
      DeclarationScan.declarations(in: source)
        == ["Card", "View", "cardStyle", "Palette", "accent", "muted"])
  }
}
