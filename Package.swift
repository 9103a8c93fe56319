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
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
  ],
  targets: [
    .target(name: "LayoutEngine"),
    .target(
      name: "Devices",
      dependencies: ["LayoutEngine"],
      resources: [.copy("Resources/devices.json"), .copy("Resources/multitasking.json")]
    ),
    .target(name: "LayoutFile", dependencies: ["LayoutEngine", "Yams"]),
    .target(
      name: "SwiftSource",
      dependencies: [
        "LayoutEngine", "LayoutFile",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftOperators", package: "swift-syntax"),
        .product(name: "SwiftIfConfig", package: "swift-syntax"),
      ]
    ),
    .target(name: "Wireframe", dependencies: ["LayoutEngine", "Devices", "Yams", "CFriBidi"]),
    .target(
      name: "Preview", dependencies: ["LayoutEngine", "Devices", "LayoutFile", "SwiftSource", "Wireframe"]),
    .target(name: "Gallery", dependencies: ["LayoutEngine", "Devices", "LayoutFile", "Wireframe", "Preview", "Audit"]),
    // No pkgConfig: ncursesw's .pc file adds -D_DEFAULT_SOURCE -D_XOPEN_SOURCE=600, which SwiftPM
    // rejects with a "prohibited flag(s)" warning; the shim defines what it needs and the
    // module map links the library (libncurses-dev on Debian).
    .systemLibrary(name: "CNcurses"),
    .systemLibrary(
      name: "CFriBidi", pkgConfig: "fribidi", providers: [.apt(["libfribidi-dev"])]),
    // The variant matrix `check` and `gallery` cover, and `check`'s rules and findings.
    .target(name: "Audit", dependencies: ["LayoutEngine", "Devices", "LayoutFile", "Preview"]),
    .target(name: "TerminalUI", dependencies: ["CNcurses", "Preview", "Wireframe"]),
    .executableTarget(
      name: "layout-preview",
      dependencies: [
        "LayoutEngine", "Devices", "LayoutFile", "SwiftSource", "Wireframe", "Preview", "TerminalUI", "Audit",
        "Gallery",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      resources: [.copy("Resources/Layouts"), .copy("Resources/Themes")]
    ),
    // The fuzz target (Scripts/fuzz.sh builds it with libFuzzer and -DFUZZING); an ordinary
    // build makes a tool that replays inputs through the same check.
    .executableTarget(
      name: "layout-preview-fuzz",
      dependencies: ["LayoutEngine", "Devices", "LayoutFile", "SwiftSource", "Wireframe"]
    ),
    .executableTarget(
      name: "layout-preview-bench",
      dependencies: ["LayoutEngine", "Devices", "LayoutFile", "Wireframe", "Preview", "SwiftSource", "Audit"]
    ),
    .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine"]),
    .testTarget(name: "DevicesTests", dependencies: ["Devices"]),
    .testTarget(name: "LayoutFileTests", dependencies: ["LayoutFile"]),
    .testTarget(
      name: "SwiftSourceTests", dependencies: ["SwiftSource"], resources: [.copy("Corpus")]),
    .testTarget(
      name: "WireframeTests", dependencies: ["Wireframe", "LayoutFile", "SwiftSource"], exclude: ["Golden"]),
    .testTarget(name: "PreviewTests", dependencies: ["Preview"]),
    .testTarget(name: "AuditTests", dependencies: ["Audit", "LayoutFile"]),
    .testTarget(name: "GalleryTests", dependencies: ["Gallery", "LayoutFile"]),
    .testTarget(name: "CommandLineTests", dependencies: ["layout-preview"], exclude: ["Schemas"]),
    .testTarget(name: "TerminalTests", dependencies: ["layout-preview"]),
    .testTarget(name: "FuzzRegressionTests", dependencies: ["layout-preview-fuzz"]),
  ]
)
