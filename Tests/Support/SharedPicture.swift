import Foundation
import XCTest

extension RunningApp {
    /// The share dialog's Copy, as a person does it (Ctrl+C in the dialog), then what another
    /// application pastes: the PNG on the clipboard, written to `path`. Nil, with a failure,
    /// if the dialog never opened or nothing could be pasted.
    public func copySharedPicture(to path: String, file: StaticString = #filePath, line: UInt = #line) -> DecodedFile? {
        guard Shell.waitUntil(seconds: 30, { findWindow("^Share$") != nil }), let share = findWindow("^Share$") else {
            XCTFail("the share dialog did not open", file: file, line: line)
            return nil
        }
        click(5, 5, window: share)
        key("ctrl+c")
        let pasted = Shell.waitUntil {
            let read = Shell.run(["sh", "-c", "xclip -selection clipboard -t image/png -o > \"$0\"", path], environment: ["DISPLAY": display.name])
            return read.status == 0 && DecodedFile(path: path) != nil
        }
        XCTAssertTrue(pasted, "another application can paste the picture as PNG", file: file, line: line)
        return DecodedFile(path: path)
    }
}
