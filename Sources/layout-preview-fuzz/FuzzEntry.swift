/// libFuzzer's entry point: one input per call. A broken `FuzzCheck` assertion stops the run
/// with the input saved as a crash (libFuzzer does the saving).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  do {
    _ = try FuzzCheck.run(bytes)
  } catch {
    fatalError(error.description)
  }
  return 0
}

#if FUZZING
  /// libFuzzer's driver (in the runtime `-sanitize=fuzzer` links).
  @_silgen_name("LLVMFuzzerRunDriver")
  func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
  ) -> Int32

  /// The executable's entry point under libFuzzer: SwiftPM links an executable target's `main`
  /// to this name, so it hands the command line to libFuzzer's driver.
  @_cdecl("layout_preview_fuzz_main")
  public func fuzzMain(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
  ) -> Int32 {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments) { data, size in fuzzOneInput(data, size) }
  }
#endif
