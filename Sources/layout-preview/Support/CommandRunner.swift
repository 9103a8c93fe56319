import ArgumentParser

/// Runs a command body, printing a `CommandError` to standard error and exiting with its status.
enum CommandRunner {
  /// Runs `body` once the data files are known to be there.
  static func run(_ body: () throws -> Void) throws {
    do {
      try CommandData.check()
      try body()
    } catch let error as CommandError {
      // An empty message: the problems were reported as they happened (several files).
      if !error.message.isEmpty { Terminal.writeError(error.message) }
      throw ExitCode(error.exitCode)
    }
  }
}
