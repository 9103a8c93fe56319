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
    // The conditions a layout is previewed in, shared by the session and the batch tools.
    .target(name: "Variants", dependencies: ["LayoutEngine", "Devices", "LayoutMapping"]),
    .target(
      name: "Preview", dependencies: ["LayoutEngine", "Devices", "LayoutMapping", "Variants", "Wireframe"]),
    .target(
      name: "Gallery",
      dependencies: ["LayoutEngine", "Devices", "LayoutMapping", "Wireframe", "Variants", "Audit"]),
    // No pkgConfig: ncursesw's .pc file adds -D_DEFAULT_SOURCE -D_XOPEN_SOURCE=600, which SwiftPM
    // rejects with a "prohibited flag(s)" warning; the shim defines what it needs and the
    // module map links the library (libncurses-dev on Debian).
    .systemLibrary(name: "CNcurses"),
    .systemLibrary(
      name: "CFriBidi", pkgConfig: "fribidi", providers: [.apt(["libfribidi-dev"])]),
    // The variant matrix `check` and `gallery` cover, and `check`'s rules and findings.
    .target(name: "Audit", dependencies: ["LayoutEngine", "Devices", "LayoutMapping", "Variants"]),
    // check's accuracy measured on seeded defects (layout-preview-bench accuracy).
    .target(
      name: "Accuracy",
      dependencies: ["LayoutEngine", "Devices", "LayoutMapping", "LayoutFile", "Variants", "Audit"]),
    // The machine-readable outputs: `frames`' JSON and table, `check`'s report formats.
    .target(name: "Reports", dependencies: ["LayoutEngine", "Devices", "Audit"]),
    // Layout snapshots (every variant's frames, a file per layout) and the diff of two revisions.
    .target(
      name: "Snapshots",
      dependencies: ["LayoutEngine", "Devices", "LayoutMapping", "Variants", "Audit", "Reports"]),
    .target(
      name: "TerminalUI",
      dependencies: [
        "CNcurses", "LayoutMapping", "LayoutFile", "LayoutReading", "Preview", "Wireframe", "Yams",
      ]),
    .executableTarget(
      name: "layout-preview",
      dependencies: [
        "LayoutEngine", "Devices", "LayoutMapping", "LayoutFile", "SwiftSource", "LayoutReading", "Wireframe",
        "Variants", "Preview", "TerminalUI", "Audit", "Gallery", "Reports", "Snapshots",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      resources: [.copy("Resources/Layouts"), .copy("Resources/Themes")]
    ),
    // The fuzz target (Scripts/fuzz.sh builds it with libFuzzer and -DFUZZING); an ordinary
    // build makes a tool that replays inputs through the same check.
    .executableTarget(
      name: "layout-preview-fuzz",
      dependencies: ["LayoutEngine", "Devices", "LayoutMapping", "LayoutFile", "SwiftSource", "Wireframe"]
    ),
    .executableTarget(
      name: "layout-preview-bench",
      dependencies: [
        "LayoutEngine", "Devices", "LayoutMapping", "LayoutFile", "Wireframe", "Variants", "Preview",
        "SwiftSource", "LayoutReading", "Audit", "Accuracy", "TerminalUI",
      ]
    ),
    // What the test targets share: the repository's root, golden files, a seeded generator and
    // view-tree builders, once (a plain target under Tests/, as swift-collections keeps its own).
    .target(name: "TestSupport", dependencies: ["LayoutEngine"], path: "Tests/TestSupport"),
    // A small C parent that runs a command and reports its peak memory: a child the test runner
    // spawns itself is charged with the runner's own memory (Tests/PeakMemory/main.c says why).
    .executableTarget(name: "peak-memory", path: "Tests/PeakMemory"),
    .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine", "TestSupport"]),
    .testTarget(name: "DevicesTests", dependencies: ["Devices", "TestSupport"]),
    .testTarget(name: "LayoutFileTests", dependencies: ["LayoutFile", "LayoutMapping"]),
    .testTarget(
      name: "SwiftSourceTests", dependencies: ["SwiftSource", "LayoutMapping", "TestSupport"],
      resources: [.copy("Corpus")]),
    // Both readers through the one mapper: features in both syntaxes, the samples' Swift twins.
    .testTarget(
      name: "LayoutMappingTests",
      dependencies: ["LayoutMapping", "LayoutFile", "SwiftSource", "TestSupport"],
      exclude: ["Twins"]),
    .testTarget(
      name: "WireframeTests",
      dependencies: ["Wireframe", "LayoutMapping", "LayoutFile", "SwiftSource", "TestSupport"],
      exclude: ["Golden"]),
    .testTarget(name: "PreviewTests", dependencies: ["Preview", "LayoutMapping", "LayoutFile", "Variants"]),
    .testTarget(
      name: "AuditTests", dependencies: ["Audit", "Accuracy", "LayoutMapping", "LayoutFile", "Variants"]),
    .testTarget(
      name: "SnapshotsTests", dependencies: ["Snapshots", "Audit", "LayoutMapping", "LayoutFile", "Variants"]),
    .testTarget(name: "GalleryTests", dependencies: ["Gallery", "LayoutMapping", "LayoutFile", "Variants"]),
    .testTarget(
      name: "CommandLineTests", dependencies: ["layout-preview", "peak-memory", "TestSupport"],
      exclude: ["Schemas"]),
    .testTarget(
      name: "TerminalTests", dependencies: ["layout-preview", "TerminalUI", "Preview", "TestSupport"]),
    .testTarget(name: "FuzzRegressionTests", dependencies: ["layout-preview-fuzz", "TestSupport"]),
  ]
)
