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
    // The call tree both readers build (YAML and SwiftUI syntax), the one mapper from it onto
    // `ViewNode`s, and the documents the readers give.
    .target(name: "LayoutMapping", dependencies: ["LayoutEngine"]),
    .target(name: "LayoutFile", dependencies: ["LayoutEngine", "LayoutMapping", "Yams"]),
    .target(
      name: "SwiftSource",
      dependencies: [
        "LayoutEngine", "LayoutMapping",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftOperators", package: "swift-syntax"),
        .product(name: "SwiftIfConfig", package: "swift-syntax"),
      ]
    ),
    // The one loader of layouts: a layout file or a Swift file, by extension.
    .target(name: "LayoutReading", dependencies: ["LayoutMapping", "LayoutFile", "SwiftSource"]),
    .target(name: "Wireframe", dependencies: ["LayoutEngine", "Devices", "Yams", "CFriBidi"]),
    .target(
      name: "Preview",
      dependencies: ["LayoutEngine", "Devices", "LayoutMapping", "LayoutReading", "Wireframe"]),
    .target(
      name: "Gallery",
      dependencies: ["LayoutEngine", "Devices", "LayoutMapping", "Wireframe", "Preview", "Audit"]),
    // No pkgConfig: ncursesw's .pc file adds -D_DEFAULT_SOURCE -D_XOPEN_SOURCE=600, which SwiftPM
    // rejects with a "prohibited flag(s)" warning; the shim defines what it needs and the
    // module map links the library (libncurses-dev on Debian).
    .systemLibrary(name: "CNcurses"),
    .systemLibrary(
      name: "CFriBidi", pkgConfig: "fribidi", providers: [.apt(["libfribidi-dev"])]),
    // The variant matrix `check` and `gallery` cover, and `check`'s rules and findings.
    .target(name: "Audit", dependencies: ["LayoutEngine", "Devices", "LayoutMapping", "Preview"]),
    .target(name: "TerminalUI", dependencies: ["CNcurses", "Preview", "Wireframe"]),
    .executableTarget(
      name: "layout-preview",
      dependencies: [
        "LayoutEngine", "Devices", "LayoutMapping", "LayoutFile", "SwiftSource", "LayoutReading", "Wireframe",
        "Preview",
        "TerminalUI", "Audit",
        "Gallery",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      resources: [.copy("Resources/Layouts"), .copy("Resources/Themes")]
    ),
    // The fuzz target (Scripts/fuzz.sh builds it with libFuzzer and -DFUZZING); an ordinary
    // build makes a tool that replays inputs through the same check.
    .executableTarget(
      name: "layout-preview-fuzz",
      dependencies: ["LayoutEngine", "Devices", "LayoutMapping", "LayoutFile", "Wireframe"]
    ),
    .executableTarget(
      name: "layout-preview-bench",
      dependencies: [
        "LayoutEngine", "Devices", "LayoutMapping", "LayoutFile", "Wireframe", "Preview", "SwiftSource",
        "LayoutReading",
        "Audit",
      ]
    ),
    .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine"]),
    .testTarget(name: "DevicesTests", dependencies: ["Devices"]),
    .testTarget(name: "LayoutFileTests", dependencies: ["LayoutFile", "LayoutMapping"]),
    .testTarget(
      name: "SwiftSourceTests", dependencies: ["SwiftSource"], resources: [.copy("Corpus")]),
    // Both readers through the one mapper: features in both syntaxes, the samples' Swift twins.
    .testTarget(
      name: "LayoutMappingTests", dependencies: ["LayoutMapping", "LayoutFile", "SwiftSource"],
      exclude: ["Twins"]),
    .testTarget(
      name: "WireframeTests", dependencies: ["Wireframe", "LayoutMapping", "LayoutFile", "SwiftSource"],
      exclude: ["Golden"]),
    .testTarget(name: "PreviewTests", dependencies: ["Preview", "LayoutMapping"]),
    .testTarget(name: "AuditTests", dependencies: ["Audit", "LayoutMapping", "LayoutFile"]),
    .testTarget(name: "GalleryTests", dependencies: ["Gallery", "LayoutMapping", "LayoutFile"]),
    .testTarget(name: "CommandLineTests", dependencies: ["layout-preview"], exclude: ["Schemas"]),
    .testTarget(name: "TerminalTests", dependencies: ["layout-preview"]),
    .testTarget(name: "FuzzRegressionTests", dependencies: ["layout-preview-fuzz"]),
  ]
)
