import ArgumentParser
import Foundation
import SwiftSource

/// The project a Swift file is read in (`ProjectScope`), for every command that reads layouts.
struct ProjectOption: ParsableArguments {
  @Option(
    name: .customLong("project"),
    help: ArgumentHelp(
      """
      The project a Swift file is read in: a folder whose Swift files lend it declarations and \
      whose resource folders hold its strings and images, or 'none' for the file and its folder \
      alone. Default: the nearest folder above the file with .git, Package.swift or an Xcode project.
      """,
      valueName: "folder|none"),
    completion: .directory)
  var project: String?

  func validate() throws {
    guard let project, project != ProjectScope.noneArgument else { return }
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: project, isDirectory: &isFolder), isFolder.boolValue else {
      throw ValidationError("--project names no folder: '\(project)' (give a folder, or 'none')")
    }
  }

  /// The scope the option names; the nearest project when it is not given.
  var scope: ProjectScope { project.map(ProjectScope.init(argument:)) ?? .nearest }
}
