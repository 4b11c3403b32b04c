import Foundation
import InstagridTestSupport
import XCTest

/// What the command line's tests share: a folder of their own, solid photos in it, and the
/// one form of a failure (a non-zero status, one line on standard error).
class CommandTestCase: XCTestCase {
    let folder = TemporaryFolder()
    /// The status a failure must exit with; nil for any but 0 (the argument parser's own
    /// refusals exit 64).
    var failureStatus: Int32? { nil }

    /// `count` solid photos, red, green, blue and yellow, 400x300, named by `name`.
    func solidPhotos(_ count: Int, named name: (Int) -> String = { "photo \($0).jpg" }) -> [String] {
        [Color.red, .green, .blue, .yellow].prefix(count).enumerated().map { index, color in
            TestPhotos.solid(folder.file(name(index)), width: 400, height: 300, color: color)
        }
    }

    func assertFailure(_ outcome: InstagridProcess.Outcome, says expected: String,
                       file: StaticString = #filePath, line: UInt = #line) {
        if let failureStatus {
            XCTAssertEqual(outcome.status, failureStatus, file: file, line: line)
        } else {
            XCTAssertNotEqual(outcome.status, 0, file: file, line: line)
        }
        XCTAssertEqual(outcome.stderr, "instagrid: \(expected)\n", file: file, line: line)
    }
}
