import CGtk
import GLibKit

/// The desktop's list of recently used files (GtkRecentManager, shared by every app
/// through ~/.local/share/recently-used.xbel): the file manager's Recent shows what
/// is added here, and the app's own Open Recent reads it back.
public enum RecentFiles {
    private static var manager: UnsafeMutablePointer<GtkRecentManager> { gtk_recent_manager_get_default()! }

    /// `path` was just opened or saved, as a file of `mimeType` that `application` (its
    /// display name) opens with `command` ("instagrid %f").
    public static func add(_ path: [UInt8], mimeType: String, application: String, command: String) {
        // The URI percent-encodes the name's bytes: one that is not UTF-8 is kept too.
        guard let uri = withFileName(path, { g_filename_to_uri($0, nil, nil) }) else { return }
        defer { g_free(uri) }
        mimeType.withCString { type in
            application.withCString { name in
                command.withCString { exec in
                    var data = GtkRecentData(display_name: nil, description: nil, mime_type: UnsafeMutablePointer(mutating: type),
                                             app_name: UnsafeMutablePointer(mutating: name),
                                             app_exec: UnsafeMutablePointer(mutating: exec), groups: nil, is_private: 0)
                    _ = gtk_recent_manager_add_full(manager, uri, &data)
                }
            }
        }
    }

    /// The local files of `mimeType` on the list that still exist, the most recent first.
    public static func paths(mimeType: String, limit: Int) -> [[UInt8]] {
        var found: [(path: [UInt8], modified: Int)] = []
        for item in takeItems(of: gtk_recent_manager_get_items(manager)) {
            let info = OpaquePointer(item)
            defer { gtk_recent_info_unref(info) }
            guard gtk_recent_info_is_local(info) != 0, gtk_recent_info_exists(info) != 0,
                  let type = gtk_recent_info_get_mime_type(info), String(cString: type) == mimeType,
                  let path = takeFileName(g_filename_from_uri(gtk_recent_info_get_uri(info), nil, nil)) else { continue }
            found.append((path, gtk_recent_info_get_modified(info).map { Int(g_date_time_to_unix($0)) } ?? 0))
        }
        return found.sorted { $0.modified > $1.modified }.prefix(limit).map(\.path)
    }

    /// Runs `handler` whenever the list changes (in this app or another).
    public static func onChanged(_ handler: @escaping () -> Void) {
        connectSignal(UnsafeMutableRawPointer(manager), "changed", handler, thunk: Thunk.address(Thunk.plain))
    }
}
