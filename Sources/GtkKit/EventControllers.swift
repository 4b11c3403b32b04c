import CGtk

open class EventController: Object {
    /// Capture: sees events before the widgets under the pointer do.
    public func captureBeforeChildren() {
        gtk_event_controller_set_propagation_phase(OpaquePointer(pointer), GTK_PHASE_CAPTURE)
    }
}

open class Gesture: EventController {
    /// Takes the sequence: other gestures (and a button's click) stop seeing it.
    public func claim() {
        gtk_gesture_set_state(OpaquePointer(pointer), GTK_EVENT_SEQUENCE_CLAIMED)
    }

}

public final class GestureDrag: Gesture {
    public init() {
        super.init(adopting: gtk_gesture_drag_new())
    }

    public func onUpdate(_ handler: @escaping (Double, Double) -> Void) {
        connectSignal(pointer, "drag-update", handler, thunk: Thunk.address(Thunk.withPoint))
    }

    public func onEnd(_ handler: @escaping (Double, Double) -> Void) {
        connectSignal(pointer, "drag-end", handler, thunk: Thunk.address(Thunk.withPoint))
    }
}

/// Accepts files dropped from a file manager.
public final class FileDropTarget: EventController {
    public init() {
        super.init(adopting: gtk_drop_target_new(cgtk_type_file_list(), GDK_ACTION_COPY))
    }

    /// Called with the dropped files' local paths and the drop point; return whether it was taken.
    public func onDrop(_ handler: @escaping ([String], Double, Double) -> Bool) {
        let wrapped: (UnsafePointer<GValue>, Double, Double) -> Bool = { value, x, y in
            guard let list = g_value_get_boxed(value) else { return false }
            let paths = takeItems(of: gdk_file_list_get_files(OpaquePointer(list))).compactMap { file -> String? in
                guard let path = g_file_get_path(OpaquePointer(file)) else { return nil }
                defer { g_free(path) }
                return String(cString: path)
            }
            return handler(paths, x, y)
        }
        connectSignal(pointer, "drop", wrapped, thunk: Thunk.address(Thunk.drop))
    }
}
