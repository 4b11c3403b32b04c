import CGtk

/// A one-line text field: typed words, Enter to say they are done.
public final class Entry: Widget {
    public init() {
        super.init(adopting: gtk_entry_new())
    }

    public var text: String {
        get { String(cString: gtk_editable_get_text(OpaquePointer(pointer))) }
        set { gtk_editable_set_text(OpaquePointer(pointer), newValue) }
    }

    public var placeholder: String {
        get { gtk_entry_get_placeholder_text(cast()).map { String(cString: $0) } ?? "" }
        set { gtk_entry_set_placeholder_text(cast(), newValue) }
    }

    /// Selects every character, so that typing replaces them.
    public func selectAll() { gtk_editable_select_region(OpaquePointer(pointer), 0, -1) }

    /// Enter pressed in the field.
    public func onActivate(_ handler: @escaping () -> Void) {
        onSignal("activate", handler)
    }
}
