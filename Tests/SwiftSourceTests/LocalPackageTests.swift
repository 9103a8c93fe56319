import Foundation
import LayoutEngine
import LayoutMapping
import TestSupport
import Testing

@testable import SwiftSource

/// A modular app: each feature a local package that depends on the design system's and the
/// models' packages beside it (`.package(path: "../DesignSystem")`). A feature's file previews with
/// what those packages declare, as the compiler builds it, though its own root is its package.
@Suite("Local packages a feature depends on")
struct LocalPackageTests {
  private let app: [String: String] = [
    "Packages/Profile/Package.swift": """
    // swift-tools-version: 6.0
    import PackageDescription

    let package = Package(
      name: "Profile",
      platforms: [.iOS(.v17)],
      products: [.library(name: "Profile", targets: ["Profile"])],
      dependencies: [
        .package(name: "DesignSystem", path: "../DesignSystem"),
        // .package(path: "../Retired"),
        .package(url: "https://example.com/remote/Charts.git", from: "1.0.0"),
      ],
      targets: [.target(name: "Profile", dependencies: ["DesignSystem"])]
    )
    """,
    "Packages/Profile/Sources/Profile/ProfileHeader.swift": """
    import DesignSystem
    import Models
    import SwiftUI

    public struct ProfileHeader: View {
      let member: Member

      public var body: some View {
        List {
          VStack(alignment: .leading, spacing: .rowSpacing) {
            AvatarBadge(initials: member.initials)
            Text(member.name).font(.profileTitle)
          }
        }
      }
    }

    #Preview { ProfileHeader(member: .preview) }
    """,
    "Packages/DesignSystem/Package.swift": """
    // swift-tools-version: 6.0
    import PackageDescription

    let package = Package(
      name: "DesignSystem",
      dependencies: [.package(path: "../Models")],
      targets: [.target(name: "DesignSystem", dependencies: ["Models"])]
    )
    """,
    "Packages/DesignSystem/Sources/DesignSystem/Metrics.swift": """
    import SwiftUI

    extension CGFloat {
      public static let rowSpacing: CGFloat = 6
    }

    extension Font {
      public static var profileTitle: Font { .system(size: 22, weight: .bold) }
    }
    """,
    "Packages/DesignSystem/Sources/DesignSystem/AvatarBadge.swift": """
    import SwiftUI

    public struct AvatarBadge: View {
      let initials: String
      public init(initials: String) { self.initials = initials }
      public var body: some View {
        Text(initials).frame(width: 44, height: 44)
      }
    }
    """,
    "Packages/Models/Package.swift": """
    // swift-tools-version: 6.0
    import PackageDescription

    let package = Package(name: "Models", targets: [.target(name: "Models")])
    """,
    "Packages/Models/Sources/Models/Member.swift": """
    import Foundation

    public struct Member: Identifiable {
      public let id: Int
      public let name: String
      public let initials: String

      public static let preview = Member(id: 1, name: "Amira Haddad", initials: "AH")
    }

    /// The API's own "list" of members shares its name with SwiftUI's `List`, as in real apps.
    public struct List: Codable, Identifiable {
      public let id: String
      public let title: String
    }
    """,
  ]

  @Test("a feature package reads its local dependencies' views, constants, fonts and models")
  func dependencies() throws {
    let root = try TemporaryProject.make("lp-packages", app)
    defer { try? FileManager.default.removeItem(at: root) }
    let path = root.path + "/Packages/Profile/Sources/Profile/ProfileHeader.swift"
    let document = try SwiftLayouts.load(path: path)[0]
    #expect(document.warnings.map(\.message) == [])
    // `List { … }` is SwiftUI's list, not the model of the same name.
    guard case .listing = document.body.element else {
      Issue.record("the body is \(document.body.element), not a list")
      return
    }
    let stack = try #require(document.body.children.first)
    #expect(stack.element == .vStack(alignment: .leading, spacing: 6))
    let texts = stack.children.flatMap { [$0] + $0.children }.compactMap { node -> String? in
      if case .textual(.text(let text)) = node.element { text } else { nil }
    }
    #expect(texts == ["AH", "Amira Haddad"])
    let used = Set(document.files.map { ($0 as NSString).lastPathComponent })
    #expect(used.isSuperset(of: ["AvatarBadge.swift", "Metrics.swift", "Member.swift"]))
  }

  @Test("without the manifest's dependency the packages beside it are not read")
  func onlyDeclaredDependencies() throws {
    var files = app
    files["Packages/Profile/Package.swift"] = "// swift-tools-version: 6.0\nimport PackageDescription\n"
    let root = try TemporaryProject.make("lp-packages", files)
    defer { try? FileManager.default.removeItem(at: root) }
    let path = root.path + "/Packages/Profile/Sources/Profile/ProfileHeader.swift"
    let document = try SwiftLayouts.load(path: path)[0]
    #expect(document.warnings.contains { $0.message.contains("'AvatarBadge' is neither a SwiftUI view") })
  }

  @Test("the manifest's path dependencies are read; comments, remote and computed ones are not")
  func manifestPaths() {
    let manifest = """
      let package = Package(
        name: "Feed",
        dependencies: [
          .package(path: "../DesignSystem"),
          .package(name: "Models", path: "../Models"),  // the API's models
          // .package(path: "../Commented"),
          /* .package(path: "../Blocked"), */
          .package(url: "https://example.com/a/Remote.git", from: "2.0.0"),
          .package(path: root + "/Computed"),
          .package(
            path: "../Network"
          ),
        ]
      )
      let note = ".package(path: \"../InAString\")"
      """
    #expect(LocalPackages.paths(inManifest: manifest) == ["../DesignSystem", "../Models", "../Network"])
  }

  @Test("a package inside an app's project reads the app's String Catalog: Text looks in the main bundle")
  func appStrings() throws {
    var files = app
    files["Packages/Profile/Sources/Profile/ProfileFooter.swift"] = """
      import SwiftUI

      struct ProfileFooter: View {
        var body: some View {
          VStack {
            Text("profile.footer.joined")
            Text("profile.footer.untranslated")
          }
        }
      }

      #Preview { ProfileFooter() }
      """
    files["Members/Resources/Localization/Localizable.xcstrings"] = #"""
      { "sourceLanguage" : "en", "version" : "1.0", "strings" : { "profile.footer.joined" : { "localizations" : {
        "en" : { "stringUnit" : { "state" : "translated", "value" : "Member since 2021" } },
        "he" : { "stringUnit" : { "state" : "translated", "value" : "חבר מאז 2021" } } } } } }
      """#
    // The app's project is what makes its folders the app's: without it, nothing above the
    // package is read.
    files["Members.xcodeproj/project.pbxproj"] = "// !$*UTF8*$!\n"
    let root = try TemporaryProject.make("lp-packages", files)
    defer { try? FileManager.default.removeItem(at: root) }
    let path = root.path + "/Packages/Profile/Sources/Profile/ProfileFooter.swift"
    let document = try SwiftLayouts.load(path: path)[0]
    #expect(document.body.children.first?.element == .text("Member since 2021"))
    #expect(document.body.children.first?.translations["he"] == "חבר מאז 2021")
    #expect(document.languages.contains("he"))
    #expect(document.files.contains { $0.hasSuffix("Members/Resources/Localization/Localizable.xcstrings") })
    try FileManager.default.removeItem(at: root.appendingPathComponent("Members.xcodeproj"))
    let alone = try SwiftLayouts.load(path: path)[0]
    #expect(alone.body.children.first?.element == .text("profile.footer.joined"))
  }
}
