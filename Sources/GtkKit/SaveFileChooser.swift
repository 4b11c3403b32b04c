import CGtk
import GLibKit

/// The desktop's "save as" chooser (a portal where there is one, GTK's own otherwise),
/// with a suggested name; it asks before replacing a file the user picked.
/// GtkFileDialog from GTK 4.10, GtkFileChooserNative before.
public final class SaveFileChooser: Object {
    private var answer: (([UInt8]?) -> Void)?
    #if GTK_4_10
    private weak var parent: Window?
    #endif

    public init(title: String, parent: Window?, acceptLabel: String, suggestedName: String) {
        #if GTK_4_10
        let dialog = modalFileDialog(title: title, acceptLabel: acceptLabel)
        super.init(adopting: UnsafeMutableRawPointer(dialog))
        self.parent = parent
        gtk_file_dialog_set_initial_name(dialog, suggestedName)
        #else
        let native = modalNativeChooser(GTK_FILE_CHOOSER_ACTION_SAVE, title: title, acceptLabel: acceptLabel, parent: parent)
        super.init(adopting: UnsafeMutableRawPointer(native))
        gtk_file_chooser_set_current_name(OpaquePointer(pointer), suggestedName)
        let handler: (Int) -> Void = { [unowned self] response in
            guard response == Int(GTK_RESPONSE_ACCEPT.rawValue), let file = gtk_file_chooser_get_file(OpaquePointer(pointer)) else {
                return finish(with: nil)
            }
            defer { release(file) }
            finish(with: localPath(file))
        }
        connectSignal(pointer, "response", handler, thunk: Thunk.address(Thunk.withInt))
        #endif
    }

    /// `done` gets the chosen path (its bytes), or nil on cancel.
    public func show(_ done: @escaping ([UInt8]?) -> Void) {
        answer = done
        #if GTK_4_10
        let dialog = OpaquePointer(pointer)
        let reply = asyncReady { [unowned self] result in
            var error: UnsafeMutablePointer<GError>?
            let file = gtk_file_dialog_save_finish(dialog, result, &error)
            _ = GLibError(taking: error)
            defer { release(file) }
            finish(with: file.flatMap(localPath))
        }
        gtk_file_dialog_save(dialog, parent?.window, nil, reply.callback, reply.data)
        #else
        gtk_native_dialog_show(cast())
        #endif
    }

    private func finish(with path: [UInt8]?) {
        let done = answer
        answer = nil
        done?(path)
    }
}
