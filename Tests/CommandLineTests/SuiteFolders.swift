import Foundation
import Synchronization
import Testing

/// Temporary folders a suite makes once and shares among its tests (a `static let` gallery), and
/// the trait that removes them when the suite ends: a static lives as long as the test process,
/// so without it each run would leave its folders behind.
struct SuiteFolders: SuiteTrait, TestScoping {
  /// Once around the whole suite, not around each test.
  let isRecursive = false

  /// The folders made so far and not yet removed.
  private static let made = Mutex<[URL]>([])

  /// A new temporary folder, removed when the suite that carries this trait ends.
  static func make() throws -> URL {
    let url = try CLI.temporaryDirectory()
    made.withLock { $0.append(url) }
    return url
  }

  func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    defer {
      for url in Self.made.withLock({ made in
        defer { made = [] }; return made
      }) {
        try? FileManager.default.removeItem(at: url)
      }
    }
    try await function()
  }
}

extension Trait where Self == SuiteFolders {
  /// Removes the folders the suite made with `SuiteFolders.make()` once its tests have run.
  static var removesSuiteFolders: Self { SuiteFolders() }
}
