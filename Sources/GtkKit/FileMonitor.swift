import CGtk
import GLibKit

/// Watches one file for as long as this object lives: written again, replaced by a
/// rename (as editors save), moved away or deleted. GIO watches through the file's
/// folder, so the file may come and go.
public final class FileMonitor: Object {
    /// nil where the file system cannot be watched.
    public init?(path: [UInt8], changed: @escaping () -> Void) {
        let made = withFile(path: path) { file in
            GLibError.result { g_file_monitor_file(file, G_FILE_MONITOR_WATCH_MOVES, nil, &$0) }
        }
        guard case let .success(monitor) = made else { return nil }
        super.init(adopting: UnsafeMutableRawPointer(monitor))
        connectSignal(pointer, "changed", changed, thunk: Thunk.address(Thunk.fileChanged))
    }

    isolated deinit {
        g_file_monitor_cancel(cast())
    }
}
