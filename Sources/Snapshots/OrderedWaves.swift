import Dispatch
import Foundation
import Synchronization

/// Work on every core whose results are taken in order and let go: the indices are laid out in
/// chunks, a wave of chunks at a time, and each wave's results are handed on in index order
/// before the next wave starts, so at most a wave's results are held however many there are
/// (a full matrix's records of a layout are not all in memory at once).
enum OrderedWaves {
  /// The most indices per chunk: enough to keep a core busy between synchronisations; fewer
  /// when there are few, so that a small matrix (`--matrix pr`'s 24) still fills every core.
  static let maximumChunkSize = 32

  /// Runs `work` for every index of `indices` on every core, and `consume` with each index and
  /// its result, in order, on the calling thread.
  static func run<Result: Sendable>(
    _ indices: Range<Int>, work: @Sendable (Int) -> Result, consume: (Int, Result) throws -> Void
  ) rethrows {
    let chunksPerWave = 2 * max(1, ProcessInfo.processInfo.activeProcessorCount)
    let chunkSize = max(1, min(maximumChunkSize, indices.count / chunksPerWave))
    var start = indices.lowerBound
    while start < indices.upperBound {
      let end = min(indices.upperBound, start + chunksPerWave * chunkSize)
      let chunks = stride(from: start, to: end, by: chunkSize).map { $0..<min($0 + chunkSize, end) }
      let results = Mutex([[Result]](repeating: [], count: chunks.count))
      DispatchQueue.concurrentPerform(iterations: chunks.count) { chunk in
        let made = chunks[chunk].map(work)
        results.withLock { $0[chunk] = made }
      }
      let wave = results.withLock { all in
        defer { all = [] }
        return all
      }
      for (chunk, made) in zip(chunks, wave) {
        for (index, result) in zip(chunk, made) { try consume(index, result) }
      }
      start = end
    }
  }
}
