import Foundation

/// The local packages a package depends on: the folders its `Package.swift` names with
/// `.package(path: "../DesignSystem")` (or `.package(name:path:)`), and theirs in turn. A modular
/// app keeps its design system, models and shared views in such packages beside the feature's, so
/// a file of the feature uses what they declare as the compiler sees it: the package's own files
/// and its dependencies'. A remote dependency (`url:`) is not on disk and is not followed.
///
/// The manifest is scanned as text, not run or parsed: comments are skipped and each `.package(`
/// call's `path:` string is read. A manifest that builds its paths in code is not understood, and
/// then only the package itself is indexed.
struct LocalPackages {
  /// The dependencies' folders, as the manifests write them joined to their package's folder, in
  /// the order met (breadth first), without the package itself and without repeats.
  var folders: [String] = []

  /// The most packages followed from one root, and the largest manifest read.
  static let maximumPackages = 32
  static let maximumManifestBytes = 1 << 20

  /// The local packages `root`'s manifest depends on, directly or through one another; none when
  /// `root` holds no `Package.swift`.
  init(of root: String) {
    var seen: Set<String> = [Self.standardized(root)]
    var queue = [root]
    var next = 0
    while next < queue.count, folders.count < Self.maximumPackages {
      let package = queue[next]
      next += 1
      for path in Self.paths(inManifestOf: package) where folders.count < Self.maximumPackages {
        let folder = path.hasPrefix("/") ? path : package + "/" + path
        let key = Self.standardized(folder)
        guard !seen.contains(key), FileManager.default.fileExists(atPath: folder + "/Package.swift") else {
          continue
        }
        seen.insert(key)
        folders.append(folder)
        queue.append(folder)
      }
    }
  }

  /// The `path:` strings of the `.package(` calls in `folder`'s `Package.swift`.
  static func paths(inManifestOf folder: String) -> [String] {
    let manifest = folder + "/Package.swift"
    guard let status = FileStatus(manifest), status.isRegular,
      let data = FileManager.default.contents(atPath: manifest), data.count <= maximumManifestBytes
    else { return [] }
    return paths(inManifest: String(decoding: data, as: UTF8.self))
  }

  /// The `path:` strings of the `.package(` calls in a manifest's text, comments skipped.
  static func paths(inManifest text: String) -> [String] {
    let code = withoutComments(Array(text.unicodeScalars))
    var found: [String] = []
    var index = 0
    let call = Array(".package(".unicodeScalars)
    var inString = false
    while index + call.count <= code.count {
      // A `.package(` inside a string literal is text, not a call.
      if code[index] == "\"" || (inString && code[index] == "\n") { inString.toggle() }
      if inString, code[index] == "\\" { index += 1 }
      guard !inString, code[index] == ".", Array(code[index..<index + call.count]) == call else {
        index += 1
        continue
      }
      // The call's arguments, to its closing parenthesis.
      var depth = 1
      var end = index + call.count
      while end < code.count, depth > 0 {
        if code[end] == "(" { depth += 1 } else if code[end] == ")" { depth -= 1 }
        end += 1
      }
      if let path = pathArgument(String(String.UnicodeScalarView(code[(index + call.count)..<end]))) {
        found.append(path)
      }
      index = end
    }
    return found
  }

  /// The string after `path:` in a call's arguments, when it is a plain literal.
  private static func pathArgument(_ arguments: String) -> String? {
    guard let label = arguments.range(of: "path:") else { return nil }
    let rest = arguments[label.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "\t" }
    guard rest.first == "\"" else { return nil }
    let literal = rest.dropFirst().prefix { $0 != "\"" && $0 != "\\" && $0 != "\n" }
    guard !literal.isEmpty, rest.dropFirst(literal.count + 1).first == "\"" else { return nil }
    return String(literal)
  }

  /// `code` with its `//` and `/* */` comments blanked, string literals kept.
  private static func withoutComments(_ code: [Unicode.Scalar]) -> [Unicode.Scalar] {
    var out: [Unicode.Scalar] = []
    out.reserveCapacity(code.count)
    var index = 0
    var inString = false
    while index < code.count {
      let scalar = code[index]
      let next = index + 1 < code.count ? code[index + 1] : " "
      if inString {
        out.append(scalar)
        if scalar == "\\", index + 1 < code.count {
          out.append(next)
          index += 2
          continue
        }
        if scalar == "\"" || scalar == "\n" { inString = false }
        index += 1
      } else if scalar == "\"" {
        inString = true
        out.append(scalar)
        index += 1
      } else if scalar == "/", next == "/" {
        while index < code.count, code[index] != "\n" { index += 1 }
      } else if scalar == "/", next == "*" {
        index += 2
        while index + 1 < code.count, !(code[index] == "*" && code[index + 1] == "/") { index += 1 }
        index += 2
      } else {
        out.append(scalar)
        index += 1
      }
    }
    return out
  }

  private static func standardized(_ folder: String) -> String {
    URL(fileURLWithPath: folder).standardizedFileURL.resolvingSymlinksInPath().path
  }
}
