/// The window's shape decides the arrangement; a square window counts as portrait.
public enum ScreenOrientation: Sendable, Equatable {
    case portrait, landscape

    public init(width: Double, height: Double) {
        self = width > height ? .landscape : .portrait
    }

    /// Sharing drags along the long axis, towards the top or the left edge.
    public var shareDirection: ShareDirection {
        self == .portrait ? .up : .left
    }
}

public enum ShareDirection: Sendable, Equatable {
    case up, left
}
