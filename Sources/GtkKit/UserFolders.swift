import CGtk

/// The user's XDG folders, as GLib reads them (XDG_STATE_HOME, XDG_CACHE_HOME, defaults).
nonisolated public enum UserFolders {
    public static var state: String { String(cString: g_get_user_state_dir()) }
    public static var cache: String { String(cString: g_get_user_cache_dir()) }

    /// Creates `path` and its parents, private to the user; true if it exists afterwards.
    @discardableResult
    public static func makePrivate(_ path: String) -> Bool {
        g_mkdir_with_parents(path, 0o700) == 0
    }
}
