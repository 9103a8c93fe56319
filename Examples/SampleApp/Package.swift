// swift-tools-version: 5.9
// Greenhouse: a small SwiftUI app written as apps are written, for layout-preview to read. It is an
// iOS app and is never built on Linux; `layout-preview` reads its Swift files, its String Catalog
// and its asset catalog statically.
import PackageDescription

let package = Package(
  name: "Greenhouse",
  defaultLocalization: "en",
  platforms: [.iOS(.v17)],
  products: [.library(name: "Greenhouse", targets: ["Greenhouse"])],
  targets: [
    .target(name: "Greenhouse", resources: [.process("Resources")])
  ]
)
