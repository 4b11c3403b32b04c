import CGtk
import GLibKit

public final class Application: Object {
    public init(id: String) {
        super.init(adopting: gtk_application_new(id, G_APPLICATION_HANDLES_OPEN))
    }

    public func onActivate(_ handler: @escaping () -> Void) {
        onSignal("activate", handler)
    }

    /// Files given on the command line (of this launch or a later one, which hands them over).
    public func onOpen(_ handler: @escaping ([[UInt8]]) -> Void) {
        connectSignal(pointer, "open", handler, thunk: Thunk.address(Thunk.open))
    }

    public func onStartup(_ handler: @escaping () -> Void) {
        onSignal("startup", handler)
    }

    /// The main loop has ended (Quit, the last window closed, SIGTERM at logout): the last
    /// chance to finish what must outlive the process.
    public func onShutdown(_ handler: @escaping () -> Void) {
        onSignal("shutdown", handler)
    }

    public func quit() { g_application_quit(cast()) }

    /// Ends the main loop, as Quit does, when the session asks the process to end
    /// (SIGTERM at logout) or the terminal interrupts it, instead of dying mid-write.
    public func quitOnTerminationSignals() {
        for signal in [SIGTERM, SIGINT] {
            g_unix_signal_add_full(G_PRIORITY_DEFAULT, signal, SourceCallback.function,
                                   SourceCallback.box { [unowned self] in
                                       // Logout: the windows go without being asked (`WindowSystemErrors`).
                                       WindowSystemErrors.ignoreFromNow()
                                       quit()
                                       return true
                                   }, releaseHandlerBox)
        }
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
    /// Command-line options are ours to parse, so GApplication sees only the
    /// program name and the files to open (after "--", so no name reads as an option).
    public func run(opening files: [[UInt8]] = []) -> Int32 {
        let arguments = [Array((CommandLine.arguments.first ?? "instagrid").utf8)] + (files.isEmpty ? [] : [Array("--".utf8)] + files)
        // Copies of each file's bytes as they are: GIO makes its GFiles from them.
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { name in withFileName(name) { strdup($0) } } + [nil]
        defer { argv.forEach { free($0) } }
        return g_application_run(cast(), Int32(arguments.count), &argv)
    }
}
