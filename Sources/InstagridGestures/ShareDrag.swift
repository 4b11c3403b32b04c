/// A share's drag under way: the gesture, and where the pointer was along it over the tenth
/// of a second before its last motion, for its speed at the release where the system
/// measures none (a drag by a mouse: GTK's drag gesture gives no velocity). A pointer held
/// still after a flick, then let go, still counts the flick: the release's own time is not
/// known here.
public struct ShareDrag: Sendable {
    public let gesture: ShareGesture
    private var samples: [(time: Int, along: Double)] = []
    /// How far back the release's speed looks (µs): the flick, not the whole drag.
    static let speedWindow = 100_000

    public init(_ gesture: ShareGesture) {
        self.gesture = gesture
    }

    /// The pointer is at (`dx`, `dy`) from the press at `time` (µs, monotonic).
    public mutating func moved(dx: Double, dy: Double, at time: Int) {
        samples.append((time, gesture.progress(dx: dx, dy: dy)))
        samples.removeAll { time - $0.time > Self.speedWindow }
    }

    /// The speed along the share direction (px/s) over the tenth of a second before the last
    /// motion; 0 without two moments apart to tell it from.
    public var speed: Double {
        guard let first = samples.first, let last = samples.last, last.time > first.time else { return 0 }
        return (last.along - first.along) / (Double(last.time - first.time) / 1_000_000)
    }

    /// Let go at (`dx`, `dy`): what becomes of the grid, and the speed along the share direction
    /// that decided it: `measured`, where the system measured one, or the drag's own.
    public func release(dx: Double, dy: Double, measured: Double?) -> (outcome: ShareGesture.Outcome, speed: Double) {
        let speed = measured ?? speed
        return (gesture.outcome(dx: dx, dy: dy, velocity: speed), speed)
    }
}
