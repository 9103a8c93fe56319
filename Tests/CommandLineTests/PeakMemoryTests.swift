import Foundation
import Testing

/// The peak memory the command tests bound is the command's own.
@Suite struct PeakMemoryTests {
  /// A child is charged with its own memory, not the test runner's: with 300 MB resident here,
  /// `layout-preview --version` still peaks at its few tens of megabytes. Spawned from this
  /// process directly, its `ru_maxrss` would pass 300 MB (Tests/PeakMemory/main.c).
  @Test func aChildIsNotChargedWithTheRunnersMemory() throws {
    let size = 300 << 20
    let held = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 4096)
    defer { held.deallocate() }
    // Every page written, so every page is resident.
    for offset in stride(from: 0, to: size, by: 4096) {
      held.storeBytes(of: 1, toByteOffset: offset, as: UInt8.self)
    }
    let run = try HostileSwiftCommandTests.run(["--version"])
    #expect(run.status == 0)
    #expect(run.signal == 0)
    #expect(run.stdout.contains("."))
    #expect(run.peakKilobytes > 1_000 && run.peakKilobytes < 150_000, "peaked at \(run.peakKilobytes) KB")
    // What the runner holds is still held (the pages were not given back early).
    #expect(held.load(fromByteOffset: size - 4096, as: UInt8.self) == 1)
  }
}
