import Foundation
import InstagridModel
@testable import InstagridRender
import InstagridTestSupport
import XCTest

final class AtomicFileTests: XCTestCase {
    let folder = TemporaryFolder()

    private func mode(_ path: String) -> mode_t {
        var info = stat()
        XCTAssertEqual(stat(path, &info), 0, path)
        return info.st_mode & 0o777
    }

    func testTheWrittenFileFollowsTheUsersUmask() throws {
        let old = umask(0o027)
        defer { umask(old) }
        let path = folder.file("picture.png")
        try AtomicFile.write([1, 2, 3], to: LocalPath(path), replacing: false)
        XCTAssertEqual(mode(path), 0o640)
        XCTAssertEqual(FileCreationMask.current, 0o027)
    }

    /// A cache's write waits for no disk, yet still replaces the file whole, with nothing left beside it.
    func testACacheWriteReplacesWholeAndLeavesNothingBeside() throws {
        let entry = folder.file("entry")
        try AtomicFile.write(Array(repeating: 1, count: 4096), to: LocalPath(entry), replacing: false, durable: false)
        try AtomicFile.write([2, 3], to: LocalPath(entry), replacing: true, durable: false)
        XCTAssertEqual(FileManager.default.contents(atPath: entry), Data([2, 3]))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["entry"])
    }

    /// A file its owner made read-only is not replaced (the folder alone would let us, and
    /// root may write anything); one that is replaced keeps its permissions.
    func testAReadOnlyFileIsRefusedAndAReplacedOneKeepsItsMode() throws {
        let locked = folder.file("locked.png")
        try AtomicFile.write([1], to: LocalPath(locked), replacing: false)
        chmod(locked, 0o444)
        XCTAssertThrowsError(try AtomicFile.write([2], to: LocalPath(locked), replacing: true)) {
            XCTAssertEqual($0 as? ExportError, .readOnly(path: LocalPath(locked)))
        }
        XCTAssertEqual(FileManager.default.contents(atPath: locked), Data([1]))
        let kept = folder.file("private.png")
        try AtomicFile.write([1], to: LocalPath(kept), replacing: false)
        chmod(kept, 0o600)
        try AtomicFile.write([2], to: LocalPath(kept), replacing: true)
        XCTAssertEqual(FileManager.default.contents(atPath: kept), Data([2]))
        XCTAssertEqual(mode(kept), 0o600)
    }

    /// Save As, Open With and the session write at the same time. A write must never
    /// change the umask, not even for a moment: another thread's new file would get mode 0666.
    func testWritingNeverDisturbsFilesOtherThreadsCreate() {
        let old = umask(0o022)
        defer { umask(old) }
        let writes = 3000
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async { [folder] in
            for index in 0..<writes {
                try? AtomicFile.write([UInt8(index & 0xFF)], to: LocalPath(folder.file("written-\(index)")), replacing: false)
            }
            done.signal()
        }
        var created = 0, wrongModes: Set<mode_t> = []
        while done.wait(timeout: .now()) == .timedOut {
            let path = folder.file("other-\(created % 64)")
            let fd = open(path, O_CREAT | O_WRONLY | O_TRUNC | O_CLOEXEC, 0o666)
            if fd >= 0 {
                var info = stat()
                fstat(fd, &info)
                if info.st_mode & 0o777 != 0o644 { wrongModes.insert(info.st_mode & 0o777) }
                close(fd)
                unlink(path)
            }
            created += 1
        }
        XCTAssertEqual(wrongModes, [], "\(created) files made by another thread during \(writes) writes must all get mode 0644 (umask 022)")
        XCTAssertEqual(folder.contents.filter { $0.hasPrefix("written-") }.count, writes)
    }
}
