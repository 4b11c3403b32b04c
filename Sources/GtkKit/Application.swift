import CGtk

public final class Application: Object {
    public init(id: String) {
        super.init(sinking: gtk_application_new(id, GApplicationFlags(0)))
        g_object_unref(pointer)  // not floating: ref_sink added a second reference
    }

    public func onActivate(_ handler: @escaping () -> Void) {
        onSignal("activate", handler)
    }

    public func onStartup(_ handler: @escaping () -> Void) {
        onSignal("startup", handler)
    }

    public func add(_ action: Action) {
        g_action_map_add_action(OpaquePointer(pointer), action.opaque)
    }

    /// Keyboard shortcuts for a detailed action name such as "app.layout(2)".
    public func setAccelerators(_ accelerators: [String], for detailedAction: String) {
        var strings = accelerators.map { strdup($0) } + [nil]
        defer { strings.forEach { free($0) } }
        strings.withUnsafeMutableBufferPointer { buffer in
            buffer.withMemoryRebound(to: UnsafePointer<CChar>?.self) {
                gtk_application_set_accels_for_action(cast(), detailedAction, $0.baseAddress)
            }
        }
    }

    /// Runs the main loop until the last window closes; returns the exit status.
    /// Command-line options are ours to parse, so GApplication sees only the program name.
    public func run() -> Int32 {
        var argv: [UnsafeMutablePointer<CChar>?] = [strdup(CommandLine.arguments.first ?? "instagrid"), nil]
        defer { free(argv[0]) }
        return g_application_run(cast(), 1, &argv)
    }
}
