#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Repeated timing with the median reported, so one slow run (a page fault, a scheduler hiccup)
/// does not decide the figure.
struct Measure {
  var runs: Int

  /// The median wall-clock duration of `runs` calls of `body`, in milliseconds, after one warm-up.
  func median(_ body: () -> Void) -> Double {
    body()
    let clock = ContinuousClock()
    var samples: [Double] = []
    for _ in 0..<runs {
      let elapsed = clock.measure(body)
      samples.append(
        Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000)
    }
    samples.sort()
    return samples[samples.count / 2]
  }

  /// The median CPU time of the process (every thread) over `runs` calls of `body`, in
  /// milliseconds, after one warm-up: on a machine shared with builds, waiting for a core is not
  /// the work's cost.
  func cpuMedian(_ body: () -> Void) -> Double {
    body()
    var samples: [Double] = []
    for _ in 0..<runs {
      let start = Self.processCPUTime()
      body()
      samples.append(Self.processCPUTime() - start)
    }
    samples.sort()
    return samples[samples.count / 2]
  }

  /// The process's CPU time so far, in milliseconds.
  static func processCPUTime() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
    return Double(now.tv_sec) * 1000 + Double(now.tv_nsec) / 1e6
  }
}

/// Keeps a result alive so the optimizer cannot drop the work that produced it.
@inline(never)
func consume<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
