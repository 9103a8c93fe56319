import LayoutEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// `layout-preview-bench tree FILE RUNS FRAMES`: this engine's half of the side-by-side benchmark
/// (`Scripts/bench-side-by-side.py`, docs/Performance.md).
///
/// Reads a `TreeDescription`, lays it out once to warm up and then `RUNS` times through the
/// public `LayoutEngine.layout`, prints every run's CPU milliseconds on one line (`fresh: …`),
/// then the same for the unchanged tree laid out again through `RetainedLayout` (`retained: …`),
/// and writes each node's frame, relative to the root's origin, one `x y w h` line per node in
/// document order, to `FRAMES`, for the script to compare with Yoga's and Taffy's.
enum SideBySide {
  static func run(_ arguments: [String]) -> Int32 {
    guard arguments.count == 3, let runs = Int(arguments[1]), runs > 0 else {
      print("usage: layout-preview-bench tree FILE RUNS FRAMES")
      return 64
    }
    guard let text = readFile(arguments[0]), let tree = TreeDescription.parse(text) else {
      print("error: cannot read a tree description from \(arguments[0])")
      return 65
    }
    // Offered more than any generated tree needs, so the root takes its own size.
    let context = LayoutContext(containerSize: Size(width: 1e8, height: 1e8))
    var result = LayoutEngine.layout(tree, in: context)
    print("fresh:" + samples(runs) { result = LayoutEngine.layout(tree, in: context) })
    let retained = RetainedLayout()
    result = retained.layout(tree, in: context)
    print("retained:" + samples(runs) { result = retained.layout(tree, in: context) })
    guard writeFrames(result, to: arguments[2]) else {
      print("error: cannot write \(arguments[2])")
      return 73
    }
    return 0
  }

  /// The process's CPU time of each of `runs` calls of `body` in milliseconds, each preceded by
  /// a space: CPU time, as the script measures Yoga and Taffy, so waiting for a core on a busy
  /// machine is left out (and a deep tree's large-stack thread is counted).
  private static func samples(_ runs: Int, _ body: () -> Void) -> String {
    var line = ""
    for _ in 0..<runs {
      let start = cpuTime()
      body()
      line += " \((cpuTime() - start) * 1000)"
    }
    return line
  }

  static func cpuTime() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
  }

  private static func writeFrames(_ result: LayoutResult, to path: String) -> Bool {
    guard let origin = result.nodes.first?.frame.origin, let file = fopen(path, "w") else { return false }
    defer { fclose(file) }
    for node in result.nodes {
      let f = node.frame
      fputs("\(f.minX - origin.x) \(f.minY - origin.y) \(f.width) \(f.height)\n", file)
    }
    return true
  }

  private static func readFile(_ path: String) -> String? {
    guard let file = fopen(path, "r") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count <= 0 { break }
      bytes.append(contentsOf: buffer[0..<count])
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
