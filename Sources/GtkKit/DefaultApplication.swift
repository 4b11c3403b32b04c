import CGtk
import GLibKit

/// What the desktop opens things with, as GIO reads it from the user's and the system's
/// `mimeapps.list`.
public enum DefaultApplication {
    /// The executable of the application that opens `scheme:` links (`mailto`), found on
    /// PATH; nil when none is set or it is not there.
    public static func executable(forScheme scheme: String) -> [UInt8]? {
        guard let info = g_app_info_get_default_for_uri_scheme(scheme) else { return nil }
        defer { release(info) }
        guard let name = g_app_info_get_executable(info) else { return nil }
        return takeFileName(g_find_program_in_path(name))
    }

    /// Whether `program` is on PATH.
    public static func isInstalled(_ program: String) -> Bool {
        takeFileName(g_find_program_in_path(program)) != nil
    }
}

/// Another program run for the user, off the main loop.
public enum Subprocess {
    /// Starts `arguments` (the program first, found on PATH), its output going where ours
    /// does; `finished` hears whether it exited successfully, or the error that kept it from it.
    public static func run(_ arguments: [[UInt8]], finished: @escaping (Result<Void, LaunchError>) -> Void) {
        switch spawn(arguments) {
        case let .failure(error):
            finished(.failure(error))
        case let .success(process):
            let exited = asyncReady { result in
                defer { release(process) }
                finished(GLibError.check { g_subprocess_wait_check_finish(process, result, &$0) }
                    .mapError { LaunchError(message: $0.message) })
            }
            g_subprocess_wait_check_async(process, nil, exited.callback, exited.data)
        }
    }

    /// Starts `arguments` and lets it run (GIO reaps it when it ends); whether it started.
    public static func start(_ arguments: [[UInt8]]) -> Result<Void, LaunchError> {
        spawn(arguments).map { release($0) }
    }

    private static func spawn(_ arguments: [[UInt8]]) -> Result<OpaquePointer, LaunchError> {
        let owned = arguments.map { withFileName($0) { strdup($0) } }
        defer { owned.forEach { free($0) } }
        let argv = owned.map { UnsafePointer($0) } + [nil]
        return GLibError.result { g_subprocess_newv(argv, G_SUBPROCESS_FLAGS_NONE, &$0) }.mapError { LaunchError(message: $0.message) }
    }
}
