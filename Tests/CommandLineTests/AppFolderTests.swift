import Foundation
import TestSupport
import Testing

/// Pointed at an app's folder, the commands list its screens wherever they are, and leave out
/// what is not a screen: models, the manifest, build products, tests and other YAML.
@Suite("An app's folder as the layouts it holds")
struct AppFolderTests {
  private let screen = """
    import SwiftUI

    struct NAME: View {
      var body: some View { Text("NAME screen") }
    }

    #Preview { NAME() }
    """

  private func app() throws -> URL {
    func view(_ name: String) -> String { screen.replacingOccurrences(of: "NAME", with: name) }
    return try TemporaryProject.make(
      "lp-app-folder",
      [
        "Sources/App/AppMain.swift":
          "import SwiftUI\n@main struct AppMain: App { var body: some Scene { WindowGroup { Home() } } }\n",
        "Sources/App/Models/Plant.swift": "struct Plant { var name: String }\n",
        "Sources/App/Views/Home.swift": view("Home"),
        "Sources/App/Views/Detail/Detail.swift": view("Detail"),
        "Sources/App/Views/Mock.yaml": "title: Mock\nbody:\n  Text: Mock layout\n",
        "Sources/App/Config/tool.yml": "rules:\n  - trailing_whitespace\n",
        ".build/checkouts/Dep/Sources/Other.swift": view("Other"),
        "Tests/AppTests/HomeTests.swift": view("InTests"),
        ".github/workflows/ci.yml": "on: push\n",
      ])
  }

  @Test(
    "screens in inner folders are listed; models, the manifest, tests, build products and other YAML are not")
  func listsScreens() throws {
    let root = try app()
    defer { try? FileManager.default.removeItem(at: root) }
    let outcome = try CLI.run(["render", root.path, "--width", "80"])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let headers = outcome.stdout.split(separator: "\n").filter { $0.hasPrefix("==> ") }.map {
      $0.replacingOccurrences(of: root.path + "/", with: "")
    }
    #expect(
      headers == [
        "==> Sources/App/Views/Detail/Detail.swift: Detail <==",
        "==> Sources/App/Views/Home.swift: Home <==",
        "==> Sources/App/Views/Mock.yaml <==",
      ])
    #expect(outcome.stdout.contains("Home screen"))
    #expect(!outcome.stdout.contains("InTests") && !outcome.stdout.contains("Other screen"))
  }

  @Test("a YAML file of the folder named is listed even when it is no layout, so its error shows")
  func ownYAML() throws {
    let root = try TemporaryProject.make("lp-app-folder-yaml", ["broken.yaml": "title: x\n"])
    defer { try? FileManager.default.removeItem(at: root) }
    let outcome = try CLI.run(["render", root.path])
    #expect(outcome.status == 65)
    #expect(outcome.stderr.contains("broken.yaml"))
  }
}
