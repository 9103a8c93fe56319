#if DEBUG
  #if canImport(Glibc)
    import Glibc
  #endif

  /// Crashes a debug build on purpose, for the tests that check the terminal a crash leaves.
  ///
  /// Compiled only into debug builds (the ones `swift test` runs), so no released program has
  /// it; and read from the environment, which the test sets for the process it starts, not from
  /// anything a layout file, a key or an option holds. It fires where a crash in the reader would
  /// happen: on the thread that reloads a saved file.
  enum CrashTrigger {
    static let variable = "LAYOUT_PREVIEW_TEST_CRASH"

    static func fireIfAsked() {
      guard let value = getenv(variable) else { return }
      switch String(cString: value) {
      case "segv": UnsafeMutablePointer<Int>(bitPattern: 8)!.pointee = 1
      case "abort": abort()
      case "fatal": fatalError("crash asked for by \(variable)")
      case "throw": try! fail()
      case "bus": raise(SIGBUS)
      case "fpe": raise(SIGFPE)
      case "overflow": overflow(0)
      default: break
      }
    }

    private struct Asked: Error {}
    private static func fail() throws { throw Asked() }

    /// Recurses until the stack runs out (the alternate signal stack then handles the SIGSEGV).
    private static func overflow(_ depth: Int) {
      var frame = [UInt8](repeating: UInt8(truncatingIfNeeded: depth), count: 64)
      withUnsafeMutableBytes(of: &frame) { _ in overflow(depth + 1) }
    }
  }
#endif
