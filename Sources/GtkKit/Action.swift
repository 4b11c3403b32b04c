import CGtk
import GLibKit

/// A GSimpleAction: the one path every user action takes, whether it comes from
/// a button, a key, a menu, a test or `gapplication action`.
public final class Action: Object {
    public let name: String

    /// A plain action, or one taking a parameter of `parameterType`, optionally
    /// stateful (GTK then shows buttons targeting the current state as pressed).
    public init(_ name: String, parameterType: VariantType? = nil, state: Variant? = nil) {
        self.name = name
        let action = state.map { g_simple_action_new_stateful(name, parameterType?.pointer, $0.pointer) }
            ?? g_simple_action_new(name, parameterType?.pointer)
        super.init(adopting: action!)
    }

    public func onActivate(_ handler: @escaping (Variant?) -> Void) {
        let wrapped: (gpointer?) -> Void = { parameter in
            handler(parameter.map { Variant(retaining: OpaquePointer($0)) })
        }
        connectSignal(pointer, "activate", wrapped, thunk: Thunk.address(Thunk.withPointer))
    }

    /// A disabled action greys out its menu items and buttons, and ignores activation.
    public var isEnabled: Bool {
        get { g_action_get_enabled(opaque) != 0 }
        set { g_simple_action_set_enabled(opaque, newValue ? 1 : 0) }
    }

    public var state: Variant? {
        get { g_action_get_state(opaque).map { Variant(adopting: $0) } }
        set { if let newValue { g_simple_action_set_state(opaque, newValue.pointer) } }
    }

    /// `name` ("app.layout") with `target` as GLib writes a detailed name, the form
    /// accelerators take: "app.layout(3)", "app.shape::square", "app.swap-photos((0, 2))".
    nonisolated public static func detailedName(_ name: String, target: Variant?) -> String {
        let detailed = g_action_print_detailed_name(name, target?.pointer)!
        defer { g_free(detailed) }
        return String(cString: detailed)
    }
}

/// A set of actions for one widget tree (a dialog's own actions, say).
public final class ActionGroup: Object {
    /// Where the group is published on the session bus, while it is.
    private var published: (connection: Object, id: UInt32)?

    public init() {
        super.init(adopting: g_simple_action_group_new()!)
    }

    public func add(_ action: Action) {
        g_action_map_add_action(opaque, action.opaque)
    }

    /// Publishes the group on the session bus beside `window`'s application's own actions,
    /// at its object path and `/name`, as GTK publishes a window's: a script activates them
    /// with `org.gtk.Actions.Activate` (`gdbus call`), which `gapplication action`, reaching
    /// only the application's, cannot. Nothing where the application is not on a bus.
    public func publish(beside window: Window, as name: String) {
        guard published == nil, let application = gtk_window_get_application(window.cast()) else { return }
        let gApplication = UnsafeMutableRawPointer(application).assumingMemoryBound(to: GApplication.self)
        guard let connection = g_application_get_dbus_connection(gApplication),
              let base = g_application_get_dbus_object_path(gApplication) else { return }
        var error: UnsafeMutablePointer<GError>?
        let id = g_dbus_connection_export_action_group(connection, String(cString: base) + "/" + name, opaque, &error)
        if let failure = GLibError(taking: error) {
            return Log.warning("the \(name) actions are not published for scripts: \(failure.message)")
        }
        published = (Object(retaining: UnsafeMutableRawPointer(connection)), id)
    }

    /// Takes the group off the bus (its window is going).
    public func withdraw() {
        guard let (connection, id) = published else { return }
        g_dbus_connection_unexport_action_group(connection.opaque, id)
        published = nil
    }
}
