import SwiftIfConfig
import SwiftSyntax

/// The build a preview stands for, to choose `#if` clauses: a debug build (Xcode previews build
/// Debug) for the platform's simulator on arm64, with the current Swift; no other custom flags.
struct PreviewBuildConfiguration: BuildConfiguration {
  var platform: Platform

  func isCustomConditionSet(name: String) -> Bool { name == "DEBUG" }
  func hasFeature(name: String) -> Bool { false }
  func hasAttribute(name: String) -> Bool { true }

  func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool {
    guard let module = importPath.first?.1 else { return false }
    return platform.importableModules.contains(module)
  }

  func isActiveTargetOS(name: String) -> Bool {
    name == platform.rawValue
  }

  func isActiveTargetArchitecture(name: String) -> Bool { name == "arm64" }
  func isActiveTargetEnvironment(name: String) -> Bool { name == "simulator" }
  func isActiveTargetRuntime(name: String) -> Bool { name == "_ObjC" }
  func isActiveTargetPointerAuthentication(name: String) -> Bool { false }
  func isActiveTargetObjectFormat(name: String) -> Bool { name == "MachO" }
  var targetPointerBitWidth: Int { 64 }
  var targetAtomicBitWidths: [Int] { [32, 64, 128] }
  var endianness: Endianness { .little }
  var languageVersion: VersionTuple { VersionTuple(6, 2) }
  var compilerVersion: VersionTuple { VersionTuple(6, 2) }
}
