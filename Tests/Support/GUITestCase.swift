import XCTest

/// A test class whose tests drive the real app: one private Xvfb per class.
open class GUITestCase: XCTestCase {
    private static var shared: VirtualDisplay?

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
