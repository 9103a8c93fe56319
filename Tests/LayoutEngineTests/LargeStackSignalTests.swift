import Foundation
import Testing

@testable import LayoutEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A signal handled on the thread that waits for the large-stack thread does not end the wait:
/// the session handles SIGWINCH while a reload lays out, and libFuzzer raises SIGALRM every
/// second. Before the fix, the wait returned at the first signal and the result was read empty.
@Suite struct LargeStackSignalTests {
  @Test func theWaitOutlastsSignalsHandledOnTheWaitingThread() {
    var action = sigaction()
    #if canImport(Darwin)
      action.__sigaction_u.__sa_handler = { _ in }
    #else
      action.__sigaction_handler.sa_handler = { _ in }
    #endif
    action.sa_flags = 0  // no SA_RESTART: the interrupted wait returns EINTR
    var previous = sigaction()
    sigaction(SIGUSR2, &action, &previous)
    defer { sigaction(SIGUSR2, &previous, nil) }

    // The test runs on a pool thread, which blocks asynchronous signals: let this one through.
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    sigaddset(&unblocked, SIGUSR2)
    var mask = sigset_t()
    pthread_sigmask(SIG_UNBLOCK, &unblocked, &mask)
    defer { pthread_sigmask(SIG_SETMASK, &mask, nil) }

    let waiting = pthread_self()
    let signaller = Thread { for _ in 0..<5 { usleep(20_000); pthread_kill(waiting, SIGUSR2) } }
    signaller.start()
    let result = LargeStack.run { () -> Int in
      usleep(200_000)  // longer than the five signals take
      return 42
    }
    #expect(result == 42)
  }
}
