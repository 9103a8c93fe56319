import Accuracy
import Dispatch
import Foundation
import LayoutReading

/// `layout-preview-bench accuracy [PER_KIND] [--verbose]`: `check`'s precision and recall on
/// seeded defects (docs/Check.md, "Accuracy"). The bases are the samples (`Layouts/`) and the
/// fuzzer's Swift seeds that are not samples (`Fuzz/seeds/`), every preview of each; each defect
/// is seeded at up to PER_KIND (3) nodes of each. `--verbose` lists the misses and the false
/// findings.
enum AccuracyBenchmarks {
  static func run(_ arguments: [String]) -> Int32 {
    let perKind = arguments.first.flatMap(Int.init) ?? 3
    let bases = bases()
    guard !bases.isEmpty else {
      print("accuracy: no layouts found (run from the package root)")
      return 1
    }
    nonisolated(unsafe) var score = AccuracyScore()
    let done = DispatchSemaphore(value: 0)
    Task.detached {
      score = await AccuracyBenchmark.run(bases, perKind: perKind)
      done.signal()
    }
    done.wait()
    print("check accuracy on seeded defects (\(bases.count) layouts, up to \(perKind) nodes a defect each)")
    print(score.text)
    if arguments.contains("--verbose") {
      for line in score.misses { print("miss: \(line)") }
      for line in score.falses { print("false: \(line)") }
    }
    return 0
  }

  /// Every preview of the samples and of the fuzzer's Swift seeds that are not samples.
  static func bases() -> [AccuracyBenchmark.Base] {
    let samples = files(in: "Layouts")
    let names = Set(samples.map { ($0 as NSString).lastPathComponent })
    let seeds = files(in: "Fuzz/seeds").filter {
      $0.hasSuffix(".swift") && !names.contains(($0 as NSString).lastPathComponent)
    }
    return (samples + seeds).flatMap { path in
      let documents = (try? LayoutReader.load(path: path)) ?? []
      return documents.enumerated().map { index, document in
        AccuracyBenchmark.Base(
          name: documents.count > 1 ? "\(path)#\(index + 1)" : path, body: document.body,
          traits: document.traits)
      }
    }
  }

  private static func files(in folder: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.sorted().filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".swift") }.map { "\(folder)/\($0)" }
  }
}
