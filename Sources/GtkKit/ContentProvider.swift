import CGtk
import GLibKit

/// What a drag or the clipboard offers another application. GTK serialises it lazily in
/// every format the receiver asks for: a file list as `text/uri-list`, paths as text and,
/// where the document portal runs, the FileTransfer portal's key that sandboxed apps need;
/// an image as PNG and the other image types.
public final class ContentProvider: Object {
    /// Files by their local paths (bytes), then an image of them: a receiver that takes files
    /// (a file manager, a chat, an upload field) gets the files, one that takes only images gets
    /// the image. The union tries its parts in this order.
    public init(files paths: [[UInt8]], image: Texture?) {
        var parts: [UnsafeMutablePointer<GdkContentProvider>?] = []
        if !paths.isEmpty {
            parts.append(Self.provider(for: cgtk_type_file_list()) { value in
                let files = paths.map { path in withFileName(path) { g_file_new_for_path($0) } }
                var list = files
                // The list takes its own references to the files (transfer none).
                g_value_take_boxed(value, UnsafeRawPointer(gdk_file_list_new_from_array(&list, gsize(files.count))))
                files.forEach { g_object_unref(UnsafeMutableRawPointer($0)) }
            })
        }
        if let image {
            parts.append(Self.provider(for: gdk_texture_get_type()) { g_value_set_object($0, image.pointer) })
        }
        // The union owns its parts (transfer full).
        super.init(adopting: parts.withUnsafeMutableBufferPointer { gdk_content_provider_new_union($0.baseAddress, gsize($0.count)) }!)
    }

    /// A provider of one value of `type`, which `fill` puts in the initialised GValue.
    private static func provider(for type: GType, fill: (UnsafeMutablePointer<GValue>) -> Void) -> UnsafeMutablePointer<GdkContentProvider>? {
        var value = GValue()
        g_value_init(&value, type)
        defer { g_value_unset(&value) }
        fill(&value)
        return gdk_content_provider_new_for_value(&value)
    }
}

/// Makes a widget something a person can drag out of the window, onto another application.
/// Only as a copy: a file manager that was offered a move could move our file away.
public final class DragSource: EventController {
    public init() {
        super.init(adopting: gtk_drag_source_new()!)
        gtk_drag_source_set_actions(OpaquePointer(pointer), GDK_ACTION_COPY)
    }

    /// `content` is asked as a drag starts, at the press's point; nil starts none.
    public func onPrepare(_ content: @escaping (Double, Double) -> ContentProvider?) {
        connectSignal(pointer, "prepare", content, thunk: Thunk.address(Thunk.prepareDrag))
    }

    /// `handler` hears each drag's end: whether it was dropped on something that took it.
    public func onEnd(_ handler: @escaping (_ dropped: Bool) -> Void) {
        let outcome = DragOutcome()
        // GTK says a drag failed just before it says it ended.
        let cancelled: (gpointer?, Int) -> Bool = { _, _ in
            outcome.cancelled = true
            return false
        }
        connectSignal(pointer, "drag-cancel", cancelled, thunk: Thunk.address(Thunk.withPointerAndIntReturning))
        let ended: (gpointer?, Int) -> Void = { _, _ in
            handler(!outcome.cancelled)
            outcome.cancelled = false
        }
        connectSignal(pointer, "drag-end", ended, thunk: Thunk.address(Thunk.withPointerAndInt))
    }

    private final class DragOutcome {
        var cancelled = false
    }

    /// `widget` as it is drawn follows the pointer during the drag, held at its point (`x`, `y`).
    /// As drawn, not its pixels: a texture made for a scale-2 screen would follow at twice the size.
    public func setIcon(showing widget: Widget, hot x: Double, _ y: Double) {
        let paintable = Object(adopting: gtk_widget_paintable_new(widget.widget)!)
        gtk_drag_source_set_icon(OpaquePointer(pointer), paintable.opaque, Int32(x.rounded()), Int32(y.rounded()))
    }
}

extension Clipboard {
    /// Puts `content` on the display's clipboard, served for as long as the application runs.
    public static func set(_ content: ContentProvider, for widget: Widget) {
        gdk_clipboard_set_content(gtk_widget_get_clipboard(widget.widget), content.cast())
    }
}
