import CGtk
import Glibc
import GLibKit

/// The desktop portal's Email (`org.freedesktop.portal.Email`): asks the user's own mail
/// client, whichever the desktop has, to open a new mail with files attached. The files go
/// as open descriptors, as the portal requires; the answer comes as the request's Response
/// signal, which is listened for before the call so that it cannot be missed.
public enum EmailPortal {
    public enum Outcome: Equatable {
        /// The mail is open in the client, for the user to address and send.
        case composed
        /// The user closed the portal's own question.
        case cancelled
        /// No portal, or none with an Email backend, answers on this bus.
        case unavailable
        case failed(String)
    }

    private static let service = "org.freedesktop.portal.Desktop"

    /// `done` hears once, on the main loop, how it went.
    public static func compose(subject: String, attachments: [[UInt8]], done: @escaping (Outcome) -> Void) {
        guard let bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, nil) else { return done(.unavailable) }
        let token = "instagrid\(UInt32.random(in: 0...UInt32.max))"
        // The portal names the request after our unique name (":1.42" as "1_42") and the token.
        let sender = String(cString: g_dbus_connection_get_unique_name(bus)).dropFirst().map { $0 == "." ? "_" : $0 }
        let request = Request(bus: bus, done: done)
        request.listen(at: "/org/freedesktop/portal/desktop/request/\(String(sender))/\(token)")
        let descriptors = g_unix_fd_list_new()!
        defer { release(descriptors) }
        var handles: [OpaquePointer?] = []
        for path in attachments {
            let opened = withFileName(path) { open($0, O_RDONLY | O_CLOEXEC) }
            guard opened >= 0 else {
                return request.finish(.failed(displayName(of: path) + ": " + String(cString: strerror(errno))))
            }
            // The list keeps a copy of the descriptor.
            let index = g_unix_fd_list_append(descriptors, opened, nil)
            close(opened)
            handles.append(g_variant_new_handle(index))
        }
        var options: [OpaquePointer?] = [entry("handle_token", g_variant_new_string(token)), entry("subject", g_variant_new_string(subject))]
        if !handles.isEmpty { options.append(entry("attachment_fds", g_variant_new_array(nil, &handles, gsize(handles.count)))) }
        var arguments: [OpaquePointer?] = [g_variant_new_string(""), g_variant_new_array(nil, &options, gsize(options.count))]
        let replied = asyncReady { result in
            var error: UnsafeMutablePointer<GError>?
            if let reply = g_dbus_connection_call_with_unix_fd_list_finish(bus, nil, result, &error) {
                // The request is under way: its Response says how it ends.
                return g_variant_unref(reply)
            }
            let unknown = error.map { g_dbus_error_is_remote_error($0) != 0 && isAbsence(g_dbus_error_get_remote_error($0)) } ?? false
            request.finish(unknown ? .unavailable : .failed(GLibError(taking: error)?.message ?? "unknown error"))
        }
        g_dbus_connection_call_with_unix_fd_list(bus, service, "/org/freedesktop/portal/desktop", "org.freedesktop.portal.Email",
                                                 "ComposeEmail", g_variant_new_tuple(&arguments, 2), nil, G_DBUS_CALL_FLAGS_NONE,
                                                 -1, descriptors, nil, replied.callback, replied.data)
    }

    /// An `a{sv}` entry.
    private static func entry(_ key: String, _ value: OpaquePointer?) -> OpaquePointer? {
        g_variant_new_dict_entry(g_variant_new_string(key), g_variant_new_variant(value))
    }

    /// Whether a D-Bus error name (freed here) says nobody answers for the Email portal.
    private static func isAbsence(_ name: UnsafeMutablePointer<gchar>?) -> Bool {
        guard let name else { return false }
        defer { g_free(name) }
        return ["ServiceUnknown", "UnknownMethod", "UnknownInterface", "UnknownObject", "NameHasNoOwner"]
            .map { "org.freedesktop.DBus.Error." + $0 }.contains(String(cString: name))
    }

    /// One request: its Response subscription and the bus, let go once it has ended.
    private final class Request {
        private let bus: OpaquePointer
        private var subscription: guint = 0
        private var done: ((Outcome) -> Void)?

        init(bus: OpaquePointer, done: @escaping (Outcome) -> Void) {
            self.bus = bus
            self.done = done
        }

        func listen(at path: String) {
            let heard: (OpaquePointer) -> Void = { [self] parameters in
                let code = g_variant_get_child_value(parameters, 0)!
                defer { g_variant_unref(code) }
                switch g_variant_get_uint32(code) {
                case 0: finish(.composed)
                case 1: finish(.cancelled)
                default: finish(.failed("the mail application could not be asked"))
                }
            }
            subscription = g_dbus_connection_signal_subscribe(bus, service, "org.freedesktop.portal.Request", "Response", path, nil,
                                                              G_DBUS_SIGNAL_FLAGS_NONE, Self.response, HandlerBox.retained(heard),
                                                              releaseHandlerBox)
        }

        func finish(_ outcome: Outcome) {
            guard let done else { return }
            self.done = nil
            g_dbus_connection_signal_unsubscribe(bus, subscription)
            release(bus)
            done(outcome)
        }

        private static let response: GDBusSignalCallback = { _, _, _, _, _, parameters, data in
            let parameters = UncheckedPointer(UnsafeMutableRawPointer(parameters))
            HandlerBox<(OpaquePointer) -> Void>.call(data) { $0(OpaquePointer(parameters.pointer!)) }
        }
    }
}
