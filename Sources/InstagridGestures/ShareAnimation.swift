import InstagridModel

/// The grid's journey when sharing: it shrinks to 40 % while sliding out of the
/// window in the share direction (0.5 s), and after the share dialog closes it
/// comes back to its place and size (0.3 s). A drag that does not share springs
/// back (0.2 s). Positions are recomputed from the live geometry every frame,
/// so a resize mid-flight keeps the motion coherent.
public enum ShareAnimation {
    public static let outDuration = 0.5
    public static let returnDuration = 0.3
    public static let springBackDuration = 0.2
    public static let shrunkScale = 0.4

    /// The grid's transform at one instant: scale about its centre, then offset.
    public struct Frame: Equatable, Sendable {
        public var scale: Double
        public var offsetX: Double
        public var offsetY: Double

        public init(scale: Double, offsetX: Double, offsetY: Double) {
            self.scale = scale
            self.offsetX = offsetX
            self.offsetY = offsetY
        }

        public static let rest = Frame(scale: 1, offsetX: 0, offsetY: 0)
    }

    /// The offset that puts a grid shrunk to `shrunkScale` just past the window's top
    /// (up) or left (left) edge, for a grid at rest in `grid` (window coordinates).
    public static func exitOffset(grid: Rect, direction: ShareDirection) -> (x: Double, y: Double) {
        let margin = 8.0
        let halfShrunk = grid.width * shrunkScale / 2
        return direction == .up ? (0, -(grid.midY + halfShrunk + margin)) : (-(grid.midX + halfShrunk + margin), 0)
    }

    /// Leaving: from where the drag left the grid (`start`), to shrunk and out of sight.
    public static func leaving(at time: Double, from start: Frame, grid: Rect, direction: ShareDirection) -> Frame {
        let t = Easing.inOutCubic(time / outDuration)
        let exit = exitOffset(grid: grid, direction: direction)
        return Frame(scale: mix(start.scale, shrunkScale, t),
                     offsetX: mix(start.offsetX, exit.x, t), offsetY: mix(start.offsetY, exit.y, t))
    }

    /// Returning: from out of sight and shrunk, back to rest.
    public static func returning(at time: Double, grid: Rect, direction: ShareDirection) -> Frame {
        let t = Easing.outCubic(time / returnDuration)
        let exit = exitOffset(grid: grid, direction: direction)
        return Frame(scale: mix(shrunkScale, 1, t), offsetX: mix(exit.x, 0, t), offsetY: mix(exit.y, 0, t))
    }

    /// Springing back from wherever the drag let go.
    public static func springingBack(at time: Double, from start: Frame) -> Frame {
        let t = Easing.outCubic(time / springBackDuration)
        return Frame(scale: mix(start.scale, 1, t), offsetX: mix(start.offsetX, 0, t), offsetY: mix(start.offsetY, 0, t))
    }

    static func mix(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }
}

/// Easing curves on 0...1 (inputs outside are clamped).
public enum Easing {
    public static func inOutCubic(_ x: Double) -> Double {
        let t = min(1, max(0, x))
        return t < 0.5 ? 4 * t * t * t : 1 - pow3(-2 * t + 2) / 2
    }

    public static func outCubic(_ x: Double) -> Double {
        let t = min(1, max(0, x))
        return 1 - pow3(1 - t)
    }

    private static func pow3(_ x: Double) -> Double { x * x * x }
}
