import CGtk
import GLibKit

/// xdg-desktop-portal on the session bus (running, or startable by D-Bus activation):
/// where it is, GTK hands dialogs such as "open with" to the desktop's own, and a mail
/// is written through it.
public enum DesktopPortal {
    private static let name = "org.freedesktop.portal.Desktop"

    /// Asks the bus daemon without waiting on it, and answers on the main loop: a slow or
    /// stuck bus (a second at most) delays the dialog, never the window.
    public static func checkAvailable(_ answer: @escaping (Bool) -> Void) {
        askTheBus("NameHasOwner", SessionBus.tuple([g_variant_new_string(name)])) { owned in
            if owned?.bool == true { return answer(true) }
            askTheBus("ListActivatableNames", nil) { names in
                answer(names?.children.contains { $0.string == name } ?? false)
            }
        }
    }

    /// The bus daemon's one value in answer to `method`; nil if it failed.
    private static func askTheBus(_ method: String, _ arguments: OpaquePointer?, reply: @escaping (Variant?) -> Void) {
        SessionBus.call("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", method, arguments,
                        milliseconds: 1000) { answer in
            reply((try? answer.get())?.child(0))
        }
    }
}
