import CGtk
import GLibKit

/// What a chooser offers: images of every format gdk-pixbuf reads, or files of one type.
public enum FileTypes {
    case images(name: String)
    /// Files of a type of the app's own, by its MIME type and, for systems where it is
    /// not installed, by its file name pattern ("*.instagrid").
    case type(name: String, mimeType: String, pattern: String)
}

/// The desktop's file chooser (a portal where there is one, GTK's own otherwise),
/// asking for existing files: one, or one or several. GtkFileDialog from GTK 4.10,
/// GtkFileChooserNative before.
public final class OpenFileChooser: Object {
    private var answer: (([[UInt8]]) -> Void)?
    private let multiple: Bool
    #if GTK_4_10
    private weak var parent: Window?
    #else
    private var connected = false
    /// Where the next showing opens: the start folder, then the last choice's. GTK 4.8's
    /// chooser opens on its Recent list each time it is shown, unless told a folder then.
    private var folder: [UInt8]?
    #endif

    /// `startFolder`: where the first showing opens; later ones open where the last choice was.
    public init(title: String, parent: Window?, acceptLabel: String, types: FileTypes, multiple: Bool, startFolder: String?) {
        self.multiple = multiple
        let filter = gtk_file_filter_new()!
        defer { release(filter) }
        switch types {
        case let .images(name):
            gtk_file_filter_set_name(filter, name)
            // Not gtk_file_filter_add_pixbuf_formats: GTK 4.8 loses the type lists it makes (LeakSanitizer).
            // Exactly what the installed loaders read (HEIC once heif-gdk-pixbuf is there), by
            // type and by file name: a desktop's MIME database may not know a newer format's type.
            for format in takeItems(of: gdk_pixbuf_get_formats()) where gdk_pixbuf_format_is_disabled(OpaquePointer(format)) == 0 {
                for type in takeStrings(of: gdk_pixbuf_format_get_mime_types(OpaquePointer(format))) {
                    gtk_file_filter_add_mime_type(filter, type)
                }
                for suffix in takeStrings(of: gdk_pixbuf_format_get_extensions(OpaquePointer(format))) {
                    gtk_file_filter_add_suffix(filter, suffix)
                }
            }
        case let .type(name, mimeType, pattern):
            gtk_file_filter_set_name(filter, name)
            gtk_file_filter_add_mime_type(filter, mimeType)
            gtk_file_filter_add_pattern(filter, pattern)
        }
        let start = startFolder.flatMap { g_file_test($0, G_FILE_TEST_IS_DIR) != 0 ? g_file_new_for_path($0) : nil }
        defer { release(start) }
        #if GTK_4_10
        let dialog = modalFileDialog(title: title, acceptLabel: acceptLabel)
        super.init(adopting: UnsafeMutableRawPointer(dialog))
        self.parent = parent
        let filters = g_list_store_new(gtk_file_filter_get_type())!
        defer { release(filters) }
        g_list_store_append(filters, UnsafeMutableRawPointer(filter))
        gtk_file_dialog_set_filters(dialog, filters)
        gtk_file_dialog_set_default_filter(dialog, filter)
        if let start { gtk_file_dialog_set_initial_folder(dialog, start) }
        #else
        let native = modalNativeChooser(GTK_FILE_CHOOSER_ACTION_OPEN, title: title, acceptLabel: acceptLabel, parent: parent)
        super.init(adopting: UnsafeMutableRawPointer(native))
        gtk_file_chooser_add_filter(OpaquePointer(pointer), filter)
        gtk_file_chooser_set_select_multiple(OpaquePointer(pointer), multiple ? 1 : 0)
        folder = start == nil ? nil : startFolder.map { Array($0.utf8) }
        #endif
    }

    /// Shows the chooser; `done` gets the chosen paths (their bytes, as the file system has
    /// them) in the order the chooser lists them, or none if the user cancelled.
    /// The same chooser can be shown again: it opens where the last choice was.
    public func show(_ done: @escaping ([[UInt8]]) -> Void) {
        answer = done
        #if GTK_4_10
        let dialog = OpaquePointer(pointer)
        let reply = asyncReady { [unowned self] result in
            var error: UnsafeMutablePointer<GError>?
            let chosen: [[UInt8]]
            // The first file chosen, ours: the next showing opens in its folder.
            let first: OpaquePointer?
            if multiple {
                let files = gtk_file_dialog_open_multiple_finish(dialog, result, &error)
                defer { release(files) }
                chosen = files.map(localPaths) ?? []
                first = files.flatMap { g_list_model_get_item($0, 0) }.map(OpaquePointer.init)
            } else {
                first = gtk_file_dialog_open_finish(dialog, result, &error)
                chosen = first.flatMap(localPath).map { [$0] } ?? []
            }
            _ = GLibError(taking: error)
            if let first, let folder = g_file_get_parent(first) {
                gtk_file_dialog_set_initial_folder(dialog, folder)
                release(folder)
            }
            release(first)
            finish(with: chosen)
        }
        if multiple {
            gtk_file_dialog_open_multiple(dialog, parent?.window, nil, reply.callback, reply.data)
        } else {
            gtk_file_dialog_open(dialog, parent?.window, nil, reply.callback, reply.data)
        }
        #else
        if !connected {
            connected = true
            let handler: (Int) -> Void = { [unowned self] response in
                guard response == Int(GTK_RESPONSE_ACCEPT.rawValue), let files = gtk_file_chooser_get_files(OpaquePointer(pointer)) else {
                    return finish(with: [])
                }
                defer { release(files) }
                let chosen = localPaths(files)
                if let first = chosen.first, let slash = first.lastIndex(of: UInt8(ascii: "/")) {
                    folder = Array(first[..<max(slash, 1)])
                }
                finish(with: chosen)
            }
            connectSignal(pointer, "response", handler, thunk: Thunk.address(Thunk.withInt))
        }
        if let folder {
            // The folder's bytes as the file system has them, UTF-8 or not.
            let file = withFileName(folder) { g_file_new_for_path($0) }
            cgtk_file_chooser_set_folder(OpaquePointer(pointer), file)
            release(file)
        }
        gtk_native_dialog_show(cast())
        #endif
    }

    private func finish(with paths: [[UInt8]]) {
        let done = answer
        answer = nil
        done?(paths)
    }

    public var isShown: Bool { answer != nil }
}

#if GTK_4_10
/// A modal GtkFileDialog (a new reference).
func modalFileDialog(title: String, acceptLabel: String) -> OpaquePointer {
    let dialog = gtk_file_dialog_new()!
    gtk_file_dialog_set_title(dialog, title)
    gtk_file_dialog_set_accept_label(dialog, acceptLabel)
    gtk_file_dialog_set_modal(dialog, 1)
    return dialog
}
#else
/// A modal GtkFileChooserNative (a new reference).
func modalNativeChooser(_ action: GtkFileChooserAction, title: String, acceptLabel: String, parent: Window?) -> OpaquePointer {
    let native = gtk_file_chooser_native_new(title, parent?.window, action, acceptLabel, nil)!
    gtk_native_dialog_set_modal(UnsafeMutablePointer<GtkNativeDialog>(native), 1)
    return native
}
#endif

/// The local paths of a list of GFiles (a chooser's answer), in its order.
func localPaths(_ files: OpaquePointer) -> [[UInt8]] {
    (0..<g_list_model_get_n_items(files)).compactMap { index in
        guard let file = g_list_model_get_item(files, index) else { return nil }
        return withOwned(file) { localPath(OpaquePointer($0)) }
    }
}

/// A GFile's local path, its bytes as they are, if it has one.
nonisolated func localPath(_ file: OpaquePointer) -> [UInt8]? {
    takeFileName(g_file_get_path(file))
}
