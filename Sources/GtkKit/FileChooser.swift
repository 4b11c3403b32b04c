import CGtk

/// The desktop's file chooser (a portal where there is one, GTK's own otherwise),
/// asking for existing image files: one or several.
public final class ImageFileChooser: Object {
    /// `startFolder`: where the first showing opens; later ones open where the last choice was.
    public init(title: String, parent: Window?, acceptLabel: String, filterName: String, startFolder: String?) {
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
        gtk_file_chooser_set_select_multiple(OpaquePointer(pointer), 1)
        if let startFolder, g_file_test(startFolder, G_FILE_TEST_IS_DIR) != 0 {
            let folder = g_file_new_for_path(startFolder)
            cgtk_file_chooser_set_folder(OpaquePointer(pointer), folder)
            g_object_unref(UnsafeMutableRawPointer(folder))
        }
    }

    private var answer: (([String]) -> Void)?

    /// Shows the chooser; `done` gets the chosen paths in the order the chooser lists
    /// them, or none if the user cancelled.
    /// The same chooser can be shown again: it keeps its folder and is not rebuilt.
    public func show(_ done: @escaping ([String]) -> Void) {
        if answer == nil && !connected {
            connected = true
            let handler: (Int) -> Void = { [unowned self] response in
                let paths = response == Int(GTK_RESPONSE_ACCEPT.rawValue) ? chosenPaths(OpaquePointer(pointer)) : []
                let done = answer
                answer = nil
                done?(paths)
            }
            connectSignal(pointer, "response", handler, thunk: Thunk.address(Thunk.withInt))
        }
        answer = done
        gtk_native_dialog_show(cast())
    }

    private var connected = false

    public var isShown: Bool { answer != nil }
}

/// The local paths of the files a chooser's user picked.
func chosenPaths(_ chooser: OpaquePointer) -> [String] {
    guard let files = gtk_file_chooser_get_files(chooser) else { return [] }
    defer { g_object_unref(UnsafeMutableRawPointer(files)) }
    return (0..<g_list_model_get_n_items(files)).compactMap { index in
        guard let file = g_list_model_get_item(files, index) else { return nil }
        defer { g_object_unref(file) }
        guard let path = g_file_get_path(OpaquePointer(file)) else { return nil }
        defer { g_free(path) }
        return String(cString: path)
    }
}

/// The local path of the file a chooser's user picked, if any.
func chosenPath(_ chooser: OpaquePointer) -> String? {
    guard let file = gtk_file_chooser_get_file(chooser) else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(file)) }
    guard let path = g_file_get_path(file) else { return nil }
    defer { g_free(path) }
    return String(cString: path)
}
