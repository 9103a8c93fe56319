/// Which reader the fuzzer drives: layout files (the default) or Swift files (`--swift`, the
/// first argument, which `fuzzMain` takes off before libFuzzer reads the rest).
nonisolated(unsafe) var fuzzesSwift = false

/// libFuzzer's entry point: one input per call. A broken check stops the run with the input
/// saved as a crash (libFuzzer does the saving).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  do {
    _ = try fuzzesSwift ? SwiftFuzzCheck.run(bytes) : FuzzCheck.run(bytes)
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

  /// libFuzzer's own mutator (byte flips, the dictionary, crossover), for the custom mutator.
  @_silgen_name("LLVMFuzzerMutate")
  func libFuzzerMutate(_ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int) -> Int

  /// libFuzzer's hook for a custom mutator: for Swift inputs, half of the mutations nest and
  /// repeat (`SwiftMutator`); the rest, and every layout-file mutation, are libFuzzer's own.
  @_cdecl("LLVMFuzzerCustomMutator")
  public func customMutator(
    _ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int, _ seed: UInt32
  ) -> Int {
    guard fuzzesSwift, seed % 2 == 0 else { return libFuzzerMutate(data, size, maxSize) }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let mutated = SwiftMutator.mutate(bytes, maxSize: maxSize, seed: UInt64(seed))
    mutated.withUnsafeBufferPointer { data.update(from: $0.baseAddress!, count: mutated.count) }
    return mutated.count
  }

  /// The executable's entry point under libFuzzer: SwiftPM links an executable target's `main`
  /// to this name, so it hands the command line to libFuzzer's driver.
  @_cdecl("layout_preview_fuzz_main")
  public func fuzzMain(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
  ) -> Int32 {
    var count = argc
    var arguments = argv
    if count > 1, let first = argv?[1], String(cString: first) == "--swift" {
      fuzzesSwift = true
      // The program's name moves into the flag's place, so libFuzzer sees the rest as usual.
      argv?[1] = argv?[0]
      arguments = argv.map { $0 + 1 }
      count -= 1
    }
    return runFuzzerDriver(&count, &arguments) { data, size in fuzzOneInput(data, size) }
  }
#endif
