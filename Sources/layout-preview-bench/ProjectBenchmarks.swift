import Foundation
import LayoutEngine
import LayoutReading
import SwiftSource

/// `layout-preview-bench project PATH [RUNS]`: a Swift file read in its project, as `render`
/// and the session read it (`Scripts/make-swift-project.py` writes a 500-file app and prints the
/// screen to give). Each figure is the median of RUNS reads, wall clock and the process's CPU time
/// (the index scans on every core), with the fastest and slowest:
/// - the file alone (`--project none`), what a file costs without project reading;
/// - cold: nothing in memory and no cache on disk, a project never read before;
/// - cold with the disk cache: nothing in memory, the cache a previous run wrote, a new process;
/// - after a save in the session: a file the preview uses rewritten, then the preview read again
///   with what the process keeps in memory, as the session's reload does.
/// Each run starts from its state afresh outside the timing; the cache goes in a scratch folder.
enum ProjectBenchmarks {
  static func run(_ arguments: [String]) -> Int32 {
    guard let path = arguments.first, arguments.count <= 2 else {
      print("usage: layout-preview-bench project PATH [RUNS]")
      return 64
    }
    let runs = arguments.dropFirst().first.flatMap(Int.init) ?? 9
    let scratch = NSTemporaryDirectory() + "layout-preview-bench-cache-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let cache = ProjectIndexCache(folder: scratch + "/layout-preview")
    ProjectIndexCache.current = cache
    let newProcess = {
      FileScans.shared.forgetAll()
      ParsedFiles.shared.forgetAll()
    }
    let load = { (project: ProjectScope) in
      do {
        let documents = try LayoutReader.load(path: path, project: project)
        return documents.first.map { "\($0.files.count) files read, \($0.warnings.count) warnings" }
          ?? "no preview"
      } catch {
        return "error: \(error)"
      }
    }
    print("\(path): \(load(.nearest)); median of \(runs) runs [fastest-slowest]")
    figure("the file alone (--project none)", runs: runs, prepare: newProcess) { consume(load(.none)) }
    figure(
      "cold, no cache", runs: runs,
      prepare: {
        newProcess()
        try? FileManager.default.removeItem(atPath: scratch)
      }
    ) { consume(load(.nearest)) }
    _ = load(.nearest)
    figure("cold, index cached on disk", runs: runs, prepare: newProcess) { consume(load(.nearest)) }
    // The row the screen uses, saved with one word changed each time (its size unchanged).
    let saved = (path as NSString).deletingLastPathComponent + "/" + savedFileName(path)
    guard let original = try? String(contentsOfFile: saved, encoding: .utf8) else {
      print("after a save: no \(saved) to save")
      return 66
    }
    defer { try? original.write(toFile: saved, atomically: false, encoding: .utf8) }
    var turn = 0
    _ = load(.nearest)
    figure(
      "after a save in the session", runs: runs,
      prepare: {
        turn += 1
        let word = turn % 2 == 0 ? "entry in its list" : "entry in its rows"
        try? original.replacingOccurrences(of: "entry in its list", with: word)
          .write(toFile: saved, atomically: false, encoding: .utf8)
      }
    ) { consume(load(.nearest)) }
    return 0
  }

  /// The row file beside `CatalogScreen.swift` (`CatalogRow.swift`), which the screen uses.
  private static func savedFileName(_ path: String) -> String {
    let name = (path as NSString).lastPathComponent
    return name.replacingOccurrences(of: "Screen.swift", with: "Row.swift")
  }

  /// Prints the median, fastest and slowest of `runs` calls of `body`, wall and process CPU,
  /// each after `prepare` (not timed), after one warm-up.
  private static func figure(_ name: String, runs: Int, prepare: () -> Void, _ body: () -> Void) {
    prepare()
    body()
    var wall: [Double] = []
    var cpu: [Double] = []
    let clock = ContinuousClock()
    for _ in 0..<runs {
      prepare()
      let start = Measure.processCPUTime()
      let elapsed = clock.measure(body)
      cpu.append(Measure.processCPUTime() - start)
      wall.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000)
    }
    func spread(_ samples: [Double]) -> String {
      let sorted = samples.sorted()
      return
        "\(format3(sorted[sorted.count / 2])) ms [\(format3(sorted[0]))-\(format3(sorted[sorted.count - 1]))]"
    }
    print("\(name): wall \(spread(wall)), CPU \(spread(cpu))")
  }
}
