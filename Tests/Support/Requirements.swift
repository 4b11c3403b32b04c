import Foundation
import XCTest

/// What a test needs from the machine (root, a mount, another user). On a
/// developer's machine without it the test is skipped; under `CI=true` it fails,
/// so a green CI run means every test really ran.
public func requireCapability(_ available: Bool, _ reason: String,
                              file: StaticString = #filePath, line: UInt = #line) throws {
    guard !available else { return }
    if ProcessInfo.processInfo.environment["CI"] == "true" {
        XCTFail("CI must run every test, but: \(reason)", file: file, line: line)
        throw TestEnvironmentError(reason)
    }
    throw XCTSkip(reason, file: file, line: line)
}
