#if canImport(Glibc)
  import Glibc
#endif

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
