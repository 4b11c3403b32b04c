import CGtk

/// The desktop's file chooser (a portal where there is one, GTK's own otherwise),
/// asking for one existing image file.
public final class ImageFileChooser: Object {
    public init(title: String, parent: Window?, acceptLabel: String, filterName: String) {
        let native = gtk_file_chooser_native_new(title, parent?.window, GTK_FILE_CHOOSER_ACTION_OPEN, acceptLabel, nil)!
        super.init(adopting: UnsafeMutableRawPointer(native))
        let filter = gtk_file_filter_new()!
        gtk_file_filter_set_name(filter, filterName)
        // Not gtk_file_filter_add_pixbuf_formats: GTK 4.8 loses the type lists it makes (LeakSanitizer).
        for format in takeItems(of: gdk_pixbuf_get_formats()) where gdk_pixbuf_format_is_disabled(OpaquePointer(format)) == 0 {
            for type in takeStrings(of: gdk_pixbuf_format_get_mime_types(OpaquePointer(format))) {
                gtk_file_filter_add_mime_type(filter, type)
            }
        }
        gtk_file_chooser_add_filter(OpaquePointer(pointer), filter)
        g_object_unref(UnsafeMutableRawPointer(filter))
        gtk_native_dialog_set_modal(cast(), 1)
    }

    private var answer: ((String?) -> Void)?

    /// Shows the chooser; `done` gets the chosen path, or nil if the user cancelled.
    /// The same chooser can be shown again: it keeps its folder and is not rebuilt.
    public func show(_ done: @escaping (String?) -> Void) {
        if answer == nil && !connected {
            connected = true
            let handler: (Int) -> Void = { [unowned self] response in
                let path = response == Int(GTK_RESPONSE_ACCEPT.rawValue) ? chosenPath(OpaquePointer(pointer)) : nil
                let done = answer
                answer = nil
                done?(path)
            }
            connectSignal(pointer, "response", handler, thunk: Thunk.address(Thunk.withInt))
        }
        answer = done
        gtk_native_dialog_show(cast())
    }

    private var connected = false

    public var isShown: Bool { answer != nil }
}

/// The local path of the file a chooser's user picked, if any.
func chosenPath(_ chooser: OpaquePointer) -> String? {
    guard let file = gtk_file_chooser_get_file(chooser) else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(file)) }
    guard let path = g_file_get_path(file) else { return nil }
    defer { g_free(path) }
    return String(cString: path)
}
