import CGtk

/// The user's XDG folders, as GLib reads them (XDG_STATE_HOME, XDG_CACHE_HOME, defaults).
public enum UserFolders {
    public static var state: String { String(cString: g_get_user_state_dir()) }
    public static var cache: String { String(cString: g_get_user_cache_dir()) }
    public static var data: String { String(cString: g_get_user_data_dir()) }
    /// The user's Pictures folder (XDG_PICTURES_DIR), when one is set.
    public static var pictures: String? { g_get_user_special_dir(G_USER_DIRECTORY_PICTURES).map { String(cString: $0) } }
    public static var documents: String? { g_get_user_special_dir(G_USER_DIRECTORY_DOCUMENTS).map { String(cString: $0) } }
    public static var home: String { String(cString: g_get_home_dir()) }

    public static func isFolder(_ path: String) -> Bool { g_file_test(path, G_FILE_TEST_IS_DIR) != 0 }

    /// Creates `path` and its parents, private to the user; true if it exists afterwards.
    @discardableResult
    public static func makePrivate(_ path: String) -> Bool {
        g_mkdir_with_parents(path, 0o700) == 0
    }
}
