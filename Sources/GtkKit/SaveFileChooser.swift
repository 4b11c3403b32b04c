import CGtk

/// The desktop's "save as" chooser, with a suggested name and one extra choice
/// (shown by the portal or GTK's own dialog alike).
public final class SaveFileChooser: Object {
    private var answer: ((String?, String?) -> Void)?
    private let choiceID: String?

    /// The choice starts on its first option: GTK 4.8's fallback dialog, set up after the
    /// portal has failed, forgets any other selection.
    public init(title: String, parent: Window?, acceptLabel: String, suggestedName: String,
                choice: (id: String, label: String, options: [(id: String, label: String)])? = nil) {
        let native = gtk_file_chooser_native_new(title, parent?.window, GTK_FILE_CHOOSER_ACTION_SAVE, acceptLabel, nil)!
        choiceID = choice?.id
        super.init(adopting: UnsafeMutableRawPointer(native))
        gtk_native_dialog_set_modal(cast(), 1)
        gtk_file_chooser_set_current_name(OpaquePointer(pointer), suggestedName)
        if let choice {
            var ids = choice.options.map { strdup($0.id) } + [nil]
            var labels = choice.options.map { strdup($0.label) } + [nil]
            defer { (ids + labels).forEach { free($0) } }
            ids.withUnsafeMutableBufferPointer { idBuffer in
                labels.withUnsafeMutableBufferPointer { labelBuffer in
                    idBuffer.withMemoryRebound(to: UnsafePointer<CChar>?.self) { idPointers in
                        labelBuffer.withMemoryRebound(to: UnsafePointer<CChar>?.self) { labelPointers in
                            gtk_file_chooser_add_choice(OpaquePointer(pointer), choice.id, choice.label,
                                                        idPointers.baseAddress, labelPointers.baseAddress)
                        }
                    }
                }
            }
        }
        let handler: (Int) -> Void = { [unowned self] response in
            var path: String?
            var selected: String?
            if response == Int(GTK_RESPONSE_ACCEPT.rawValue) {
                path = gtk_file_chooser_get_file(OpaquePointer(pointer)).flatMap { file in
                    defer { g_object_unref(UnsafeMutableRawPointer(file)) }
                    return localPath(file)
                }
                if let choiceID, let value = gtk_file_chooser_get_choice(OpaquePointer(pointer), choiceID) {
                    selected = String(cString: value)
                }
            }
            let done = answer
            answer = nil
            done?(path, selected)
        }
        connectSignal(pointer, "response", handler, thunk: Thunk.address(Thunk.withInt))
    }

    /// `done` gets the chosen path and the extra choice's selected id, or nils on cancel.
    public func show(_ done: @escaping (String?, String?) -> Void) {
        answer = done
        gtk_native_dialog_show(cast())
    }
}
