// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "LayoutPreview",
  products: [
    .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
    .executable(name: "layout-preview", targets: ["layout-preview"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
  ],
  targets: [
    .target(name: "LayoutEngine"),
    .target(
      name: "Devices",
      dependencies: ["LayoutEngine"],
      resources: [.copy("Resources/devices.json")]
    ),
    .target(name: "LayoutFile", dependencies: ["LayoutEngine", "Yams"]),
    .target(name: "Wireframe", dependencies: ["LayoutEngine", "Devices"]),
    .executableTarget(
      name: "layout-preview",
      dependencies: [
        "LayoutEngine", "Devices", "LayoutFile", "Wireframe",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(
      name: "layout-preview-bench",
      dependencies: ["LayoutEngine", "Devices", "LayoutFile", "Wireframe"]
    ),
    .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine"]),
    .testTarget(name: "DevicesTests", dependencies: ["Devices"]),
    .testTarget(name: "LayoutFileTests", dependencies: ["LayoutFile"]),
    .testTarget(name: "WireframeTests", dependencies: ["Wireframe", "LayoutFile"]),
    .testTarget(name: "CommandLineTests", dependencies: ["layout-preview"]),
  ]
)
