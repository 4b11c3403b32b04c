import Foundation
import Glibc

extension Process {
    /// Whether an app ended by a signal other than the SIGKILL a test sends (`kill`, or after
    /// SIGTERM went unanswered): SIGTERM and SIGINT end it through its main loop, so any other
    /// signal is a crash.
    var crashed: Bool {
        !isRunning && terminationReason == .uncaughtSignal && terminationStatus != SIGKILL
    }
}
