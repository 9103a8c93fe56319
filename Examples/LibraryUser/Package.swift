// swift-tools-version: 6.0
// A package that uses LayoutPreview's layout engine as a library: only its public API is visible
// here. `.ci/run` builds and runs it; docs/LayoutEngine.md shows main.swift.
import PackageDescription

let package = Package(
  name: "LibraryUser",
  dependencies: [.package(name: "LayoutPreview", path: "../..")],
  targets: [
    .executableTarget(
      name: "LibraryUser",
      dependencies: [.product(name: "LayoutEngine", package: "LayoutPreview")])
  ]
)
