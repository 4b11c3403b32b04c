import CGtk

/// What the app tells whoever reads its log (a terminal, the journal), through GLib
/// so that G_MESSAGES_DEBUG and the journal's fields apply as for GTK's own.
public enum Log {
    public static func warning(_ message: String) { cgtk_warn(message) }
}
