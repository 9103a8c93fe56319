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
}

/// Keeps a result alive so the optimizer cannot drop the work that produced it.
@inline(never)
func consume<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
