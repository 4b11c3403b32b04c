import XCTest

/// A test class whose tests drive the real app: one private Xvfb per class.
open class GUITestCase: XCTestCase {
    // XCTest runs a class's setUp, tests and tearDown one after another on one thread.
    nonisolated(unsafe) private static var shared: VirtualDisplay?

    override open class func setUp() {
        super.setUp()
        shared = try? VirtualDisplay()
    }

    override open class func tearDown() {
        shared = nil
        super.tearDown()
    }

    /// The class's display, or a failure saying Xvfb could not start.
    public var display: VirtualDisplay {
        get throws { try XCTUnwrap(Self.shared, "Xvfb could not start") }
    }
}
